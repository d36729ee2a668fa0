import { useSearchParams } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ORDER_TABS, type OrderSummary, type OrderTab } from '../../api/contract/shop.ts';
import { orders } from '../../api/shop.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import OrderCard from './OrderCard.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';

/** Paged orders of one status tab (shared by 已买到的宝贝 and 评价管理). */
export function OrderList({ status }: { status: OrderTab }) {
  const list = useListController<OrderSummary>({ load: (q) => orders(status, q.pageNum, q.pageSize), accumulate: true, fixed: { status } });
  return (
    <ListView list={list} emptyText="暂无订单" skeleton={<Skeleton.Paragraph lineCount={5} animated />}>
      {(rows) => rows.map((o) => <OrderCard key={o.id} order={o} onChanged={list.reload} />)}
    </ListView>
  );
}

/** /buyedProduct: tabs 全部/待付款/待发货/待收货/待评价/退款售后 with actions per state. */
export default function OrdersPage() {
  const [sp, setSp] = useSearchParams();
  const tab = (ORDER_TABS.some((t) => t.key === sp.get('tab')) ? sp.get('tab') : 'all') as OrderTab;
  return (
    <div className="sp-page sp-narrow">
      <div className="ui-list-tools">
        <RefreshButton />
      </div>
      <Tabs activeKey={tab} onChange={(k) => setSp({ tab: k }, { replace: true })} style={{ background: '#fff', borderRadius: 8 }}>
        {ORDER_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OrderList status={tab} />
    </div>
  );
}
