import { useState } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { sellerReviews, type SellerReview } from '../../api/sellerTrade.ts';
import LoadMore from '../../ui/LoadMore.tsx';
import PageState from '../../ui/PageState.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import ReviewReply from './ReviewReply.tsx';
import './trade.css';

const FILTERS = [
  { key: 'all', title: '全部', has: (_r: SellerReview) => true },
  { key: 'todo', title: '待回复', has: (r: SellerReview) => !r.reply },
  { key: 'bad', title: '中差评', has: (r: SellerReview) => r.stars <= 3 },
] as const;

/** /seller/evaluate: buyers' reviews of the shop's products and the shop's replies. */
export default function SellerEvaluatePage() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['key']>('all');
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<SellerReview>((n) => sellerReviews(n, 20), 'reviews');
  const f = FILTERS.find((x) => x.key === filter)!;
  const shown = list.filter(f.has);
  return (
    <div className="st-page">
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as typeof filter)} style={{ background: '#fff', borderRadius: 8 }}>
        {FILTERS.map((x) => (
          <Tabs.Tab key={x.key} title={x.title} />
        ))}
      </Tabs>
      {first && !error && <Skeleton.Paragraph lineCount={5} animated />}
      <PageState error={!list.length && error} onRetry={reload} empty={!first && !error && !shown.length} emptyText="暂无评价">
        {shown.map((r) => (
          <ReviewReply key={r.id} review={r} onReplied={reload} />
        ))}
      </PageState>
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </div>
  );
}
