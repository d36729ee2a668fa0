import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SaleOrder } from '../../api/contract/workbench.ts';
import { salesThroughMe } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { Chips, fmtDateTime } from './common.tsx';

const TABS = [
  { key: 'all', title: '全部' },
  { key: 'pending_payment', title: '待付款' },
  { key: 'paid', title: '待发货' },
  { key: 'shipped', title: '待收货' },
  { key: 'received', title: '已收货' },
  { key: 'refunded', title: '已退款' },
] as const;
type Tab = (typeof TABS)[number]['key'];

function OrderCard({ o }: { o: SaleOrder }) {
  const navigate = useNavigate();
  return (
    <li className="wb-order" data-testid={`sale-${o.id}`}>
      <div className="wb-between wb-muted">
        <span>
          {o.orderNo} · 买家 {o.buyer}
        </span>
        <strong style={{ color: '#b83200' }}>{o.statusName}</strong>
      </div>
      {o.lines.map((l) => (
        <div key={`${o.id}-${l.title}`} className="wb-row" style={{ flexWrap: 'nowrap' }}>
          <img src={l.image} alt="" width={48} height={48} style={{ borderRadius: 6 }} />
          <span style={{ flex: 1, minWidth: 0 }}>
            {l.title} × {l.quantity}
          </span>
          <span className="wb-muted">{l.commissionFen === null ? '无佣金' : `佣金 ${money(l.commissionFen)}`}</span>
        </div>
      ))}
      <div className="wb-between">
        <button type="button" className="wb-link" onClick={() => navigate(`/workbench/Livereplay?id=${o.sessionId}`)}>
          {o.sessionTitle}
        </button>
        <span>
          {o.shopName} · 实付 <strong>{money(o.payFen)}</strong>
          {o.refundedFen > 0 && <span className="wb-muted"> · 已退 {money(o.refundedFen)}</span>} · 我的佣金{' '}
          <strong className="wb-money">{money(o.commissionFen)}</strong>
        </span>
      </div>
      <span className="wb-muted">{fmtDateTime(o.createdAt)} 下单</span>
    </li>
  );
}

/** /workbench/saleOrder: orders placed through my live sessions, with what each earns me. */
export default function SaleOrderPage() {
  const [tab, setTab] = useState<Tab>('all');
  const list = useListController({ load: (q) => salesThroughMe(tab, q.pageNum, q.pageSize), accumulate: true, fixed: { tab } });
  return (
    <div className="wb-page">
      <Chips items={TABS} value={tab} onChange={setTab} label="订单状态" />
      <ListView list={list} emptyText="还没有从您的直播间下的订单">
        {(rows) => (
          <ul className="wb-list">
            {rows.map((o) => (
              <OrderCard key={o.id} o={o} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
