import { useSearchParams } from 'react-router-dom';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import Steps from 'antd-mobile/es/components/steps';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { ORDER_STATUS_NAMES } from '../../api/contract/shop.ts';
import { orderDetail } from '../../api/shop.ts';
import { minus, money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { numParam } from '../../lib/params.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import { OrderActions, OrderLines } from './OrderCard.tsx';
import CoRow from '../../ui/CoRow.tsx';
import './buyer.css';

const ACTION_NAMES: Record<string, string> = {
  create: '提交订单',
  pay: '金币支付',
  cancel: '取消订单',
  timeout: '超时自动取消',
  refund: '退款',
  ship: '商家发货',
  receive: '确认收货',
  autoReceive: '自动确认收货',
  review: '评价',
  afterSale: '申请售后',
};

/** /orderDetail?id=: status, address, lines, amounts, logistics and the timeline. */
export default function OrderDetailPage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const { data: o, loading, error, reload } = useLoad(() => (id ? orderDetail(id) : Promise.reject(new Error('订单不存在'))), [id]);
  return (
    <div className="sp-page sp-narrow">
      <PageState loading={loading && !o} error={!o && error} onRetry={reload}>
        {o && (
          <>
            <div className="co-card">
              <h2 style={{ margin: 0, color: '#a15c00' }}>{o.statusName}</h2>
              <div className="sp-muted">订单编号：{o.orderNo}</div>
            </div>
            <div className="co-card">
              <div>
                <strong>{o.receiver}</strong> {o.receiverPhone}
              </div>
              <div className="sp-muted">{o.receiverAddress}</div>
            </div>
            {(o.carrier || o.trackingNo) && (
              <section className="co-card" aria-label="物流信息">
                <strong>物流信息</strong>
                <CoRow label="物流公司" value={o.carrier} />
                <CoRow label="运单号" value={o.trackingNo} />
                <CoRow label="发货时间" value={fmtDateTime(o.shippedAt)} />
              </section>
            )}
            <div className="co-card">
              <strong>
                <ShopbagOutline /> {o.shopName}
              </strong>
              <OrderLines order={o} />
              <CoRow label="商品金额" value={money(o.goodsFen)} />
              <CoRow label="运费" value={money(o.freightFen)} />
              <CoRow label="优惠" value={minus(o.discountFen)} price />
              <CoRow label="实付" value={money(o.payFen)} price strong />
              {o.refundedFen > 0 && <CoRow label="已退款" value={money(o.refundedFen)} />}
              {o.note && <CoRow label="备注" value={o.note} />}
            </div>
            <div className="co-card">
              <strong>订单进度</strong>
              <Steps direction="vertical" current={o.timeline.length - 1} className="bo-timeline">
                {o.timeline.map((l, i) => (
                  <Steps.Step
                    key={i}
                    title={`${ACTION_NAMES[l.action] ?? l.action} · ${ORDER_STATUS_NAMES[l.toStatus]}`}
                    description={`${fmtDateTime(l.createdAt)}${l.note ? ` ${l.note}` : ''}`}
                  />
                ))}
              </Steps>
            </div>
            <OrderActions order={o} onChanged={reload} detail />
          </>
        )}
      </PageState>
    </div>
  );
}
