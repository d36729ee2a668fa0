import { Link } from 'react-router-dom';
import { ORDER_STATUS_NAMES, type OrderStatus } from '../../api/contract/shop.ts';
import type { HeldOrder } from '../../api/contract/seller.ts';
import { accountSummary, heldOrders } from '../../api/seller.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { fmtDateTime, money, Panel, Stat, useLoad } from './common.tsx';

/**
 * /seller/paymentMethod: how the shop is paid. Buyers pay in gold coins (the simulation's only means of
 * payment); the platform holds them until receipt and then settles them into the owner's account. The
 * page shows that account, the rules and the orders whose coins are still held.
 */
export default function PaymentMethodPage() {
  const summary = useLoad(accountSummary, []);
  const held = useListController<HeldOrder>({ load: (q) => heldOrders(q.pageNum, q.pageSize) });
  const s = summary.data;
  return (
    <div className="sc-page">
      <Panel title="收款方式">
        <div className="sc-list">
          <div className="sc-item">
            <span aria-hidden="true" className="sc-icon">
              金
            </span>
            <span className="sc-item-body">
              <b>金币支付（已开通）</b>
              <span className="sc-muted">买家使用平台金币付款，1 金币 = ¥1.00。每个账号开户即有 1,000 金币。</span>
            </span>
            <span className="sc-ok">默认</span>
          </div>
          <div className="sc-item">
            <span aria-hidden="true" className="sc-icon" style={{ background: '#1677ff' }}>
              保
            </span>
            <span className="sc-item-body">
              <b>平台担保交易</b>
              <span className="sc-muted">付款后金币由平台托管；买家确认收货或下一赛季自动收货时结算到店铺账户；发货前退款和售后退款原路退回买家。</span>
            </span>
          </div>
        </div>
      </Panel>
      <PageState {...loadState(summary)}>
        {s && (
          <Panel
            title="结算账户"
            extra={
              <Link className="sc-link" to="/seller/accountManage">
                收支明细 ›
              </Link>
            }
          >
            <div className="sc-stats">
              <Stat label="账户余额" value={money(s.balanceFen)} />
              <Stat label="托管中（待结算）" value={money(s.heldFen)} />
              <Stat label="本赛季已结算" value={money(s.settledFen)} />
              <Stat label="本赛季售后退款" value={money(s.refundedFen)} />
            </div>
          </Panel>
        )}
      </PageState>
      <Panel title="待结算订单">
        <ListView
          list={held}
          columns={[
            { key: 'orderNo', title: '订单号', width: 200 },
            { key: 'status', title: '状态', render: (r) => ORDER_STATUS_NAMES[r.status as OrderStatus] ?? r.status, width: 90 },
            { key: 'payFen', title: '实付', render: (r) => money(r.payFen - r.refundedFen), align: 'right', width: 100 },
            { key: 'paidAt', title: '付款时间', render: (r) => fmtDateTime(r.paidAt), width: 150 },
          ]}
          emptyText="没有托管中的订单"
          titleKey="orderNo"
        />
      </Panel>
    </div>
  );
}
