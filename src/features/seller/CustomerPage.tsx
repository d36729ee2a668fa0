import { useEffect, useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { customers } from '../../api/sellerTrade.ts';
import type { Customer } from '../../api/contract/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import LoadMore from '../../ui/LoadMore.tsx';
import ResponsiveTable from '../../ui/ResponsiveTable.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import { fmtDateTime } from './tradeCommon.tsx';
import './trade.css';

/** /seller/customer: buyers who ordered from or asked the shop, best customers first. */
export default function CustomerPage() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), 500);
    return () => clearTimeout(t);
  }, [typed]);
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<Customer>((n) => customers(n, keyword || undefined, 20), keyword);
  return (
    <div className="st-page">
      <SearchBar placeholder="搜索买家账号或姓名" value={typed} onChange={setTyped} maxLength={20} />
      <ResponsiveTable<Customer>
        data={list}
        loading={first && !error}
        error={!list.length && error}
        onRetry={reload}
        emptyText="还没有客户"
        rowKey={(c) => c.buyerId}
        columns={[
          { key: 'name', title: '买家', render: (c) => c.name },
          { key: 'orders', title: '订单数', render: (c) => c.orderCount },
          { key: 'spent', title: '消费金额', render: (c) => <span className="st-red">{money(c.spentFen)}</span> },
          { key: 'consults', title: '咨询次数', render: (c) => c.consults },
          { key: 'last', title: '最近下单', render: (c) => fmtDateTime(c.lastOrderAt) },
        ]}
      />
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </div>
  );
}
