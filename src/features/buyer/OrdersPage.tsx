import { useSearchParams } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import LoadMore from '../../ui/LoadMore.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ORDER_TABS, type OrderSummary, type OrderTab } from '../../api/contract/shop.ts';
import { orders } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import OrderCard from './OrderCard.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';

/** Paged orders of one status tab (shared by 已买到的宝贝 and 评价管理). */
export function OrderList({ status }: { status: OrderTab }) {
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<OrderSummary>((n) => orders(status, n, 10), status);
  return (
    <>
      {first && !error && <Skeleton.Paragraph lineCount={5} animated />}
      <PageState error={!list.length && error} onRetry={reload} empty={!first && !error && !list.length} emptyText="暂无订单">
        {list.map((o) => (
          <OrderCard key={o.id} order={o} onChanged={reload} />
        ))}
      </PageState>
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </>
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
