import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { sellerReviews, type SellerReview } from '../../api/sellerTrade.ts';
import LoadMore from '../../ui/LoadMore.tsx';
import PageState from '../../ui/PageState.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import ReviewReply from './ReviewReply.tsx';
import './trade.css';

/** /seller/postEvaluate(?id=): write the shop's replies, the reviews still waiting for one first (or the one asked for). */
export default function PostEvaluatePage() {
  const [sp] = useSearchParams();
  const focus = Number(sp.get('id')) || null;
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<SellerReview>((n) => sellerReviews(n, 20), 'post-reviews');
  const shown = focus ? list.filter((r) => r.id === focus) : list.filter((r) => !r.reply);
  return (
    <div className="st-page">
      <div className="st-muted">{focus ? '回复这条评价' : '以下评价还没有回复，及时回复能提升店铺服务分'}</div>
      {first && !error && <Skeleton.Paragraph lineCount={5} animated />}
      <PageState error={!list.length && error} onRetry={reload} empty={!first && !error && !shown.length} emptyText="没有待回复的评价">
        {shown.map((r) => (
          <ReviewReply key={r.id} review={r} onReplied={reload} autoOpen />
        ))}
      </PageState>
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </div>
  );
}
