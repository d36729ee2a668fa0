import { useEffect, useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { customers } from '../../api/sellerTrade.ts';
import type { Customer } from '../../api/contract/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
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
  const list = useListController<Customer>({
    load: (q) => customers(q.pageNum, keyword || undefined, q.pageSize),
    pageSize: 20,
    fixed: { keyword },
    rowKey: (c) => c.buyerId,
  });
  return (
    <div className="st-page">
      <SearchBar placeholder="搜索买家账号或姓名" value={typed} onChange={setTyped} maxLength={20} />
      <ListView
        list={list}
        emptyText="还没有客户"
        columns={[
          { key: 'name', title: '买家', render: (c) => c.name },
          { key: 'orders', title: '订单数', render: (c) => c.orderCount },
          { key: 'spent', title: '消费金额', render: (c) => <span className="st-red">{money(c.spentFen)}</span> },
          { key: 'consults', title: '咨询次数', render: (c) => c.consults },
          { key: 'last', title: '最近下单', render: (c) => fmtDateTime(c.lastOrderAt) },
        ]}
      />
    </div>
  );
}
