import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import { AFTER_SALE_KIND_NAMES, type AfterSale } from '../../api/contract/shop.ts';
import { sellerAfterSales } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { fmtDateTime } from './tradeCommon.tsx';

const TABS = [
  { key: 'todo', title: '待处理', has: (a: AfterSale) => a.status === 'applied' || a.status === 'returned' },
  { key: 'waiting', title: '待买家退货', has: (a: AfterSale) => a.status === 'awaiting_return' },
  { key: 'done', title: '已完结', has: (a: AfterSale) => ['refunded', 'rejected', 'cancelled'].includes(a.status) },
  { key: 'all', title: '全部', has: () => true },
] as const;

/** /seller/afterSales: the shop's after-sale cases; those waiting for the seller first. */
export default function AfterSalesPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('todo');
  const { data, error, loading, reload } = useLoad(() => sellerAfterSales(), []);
  const t = TABS.find((x) => x.key === tab)!;
  const list = (data ?? []).filter(t.has);
  return (
    <div className="st-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} style={{ background: '#fff', borderRadius: 8 }}>
        {TABS.map((x) => (
          <Tabs.Tab key={x.key} title={`${x.title}${data ? `(${data.filter(x.has).length})` : ''}`} />
        ))}
      </Tabs>
      <PageState loading={loading} error={error} onRetry={reload} empty={!list.length} emptyText="暂无售后申请">
        {list.map((a) => (
          <button type="button" key={a.id} className="st-card st-tool" style={{ minHeight: 0 }} onClick={() => navigate(`/seller/afterSalesDetail?id=${a.id}`)}>
            <div className="st-row" style={{ width: '100%' }}>
              <b>
                {AFTER_SALE_KIND_NAMES[a.kind]} · {money(a.amountFen)}
              </b>
              <span className="st-red">{a.statusName}</span>
            </div>
            <span className="st-muted">订单 {a.orderNo}</span>
            <span style={{ fontSize: 13 }}>原因：{a.reason}</span>
            <span className="st-muted">{fmtDateTime(a.createdAt)}</span>
          </button>
        ))}
      </PageState>
    </div>
  );
}
