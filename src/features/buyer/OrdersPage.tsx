import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ORDER_TABS, type OrderSummary, type OrderTab } from '../../api/contract/shop.ts';
import { orders } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import OrderCard from './OrderCard.tsx';

/** Paged orders of one status tab (shared by 已买到的宝贝 and 评价管理). */
export function OrderList({ status }: { status: OrderTab }) {
  const [list, setList] = useState<OrderSummary[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [first, setFirst] = useState(true);
  const [gen, setGen] = useState(0);
  const page = useRef(0);
  useEffect(() => {
    page.current = 0;
    setList([]);
    setHasMore(true);
    setError(null);
    setFirst(true);
  }, [status, gen]);
  const loadMore = async () => {
    const n = page.current + 1;
    try {
      const res = await orders(status, n, 10);
      page.current = n;
      setList((l) => (n === 1 ? res.list : [...l, ...res.list]));
      setHasMore(!res.isLastPage);
    } catch (e) {
      setError(e);
      setHasMore(false);
    } finally {
      setFirst(false);
    }
  };
  return (
    <>
      {first && !error && <Skeleton.Paragraph lineCount={5} animated />}
      <PageState error={!list.length && error} onRetry={() => setGen((g) => g + 1)} empty={!first && !error && !list.length} emptyText="暂无订单">
        {list.map((o) => (
          <OrderCard key={o.id} order={o} onChanged={() => setGen((g) => g + 1)} />
        ))}
      </PageState>
      <InfiniteScroll key={`${status}-${gen}`} loadMore={loadMore} hasMore={hasMore} />
    </>
  );
}

/** /buyedProduct: tabs 全部/待付款/待发货/待收货/待评价/退款售后 with actions per state. */
export default function OrdersPage() {
  const [sp, setSp] = useSearchParams();
  const tab = (ORDER_TABS.some((t) => t.key === sp.get('tab')) ? sp.get('tab') : 'all') as OrderTab;
  return (
    <div className="sp-page sp-narrow">
      <Tabs activeKey={tab} onChange={(k) => setSp({ tab: k }, { replace: true })} style={{ background: '#fff', borderRadius: 8 }}>
        {ORDER_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OrderList status={tab} />
    </div>
  );
}
