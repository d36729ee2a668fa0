import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { sellerReviews, type SellerReview } from '../../api/sellerTrade.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import ReviewReply from './ReviewReply.tsx';
import './trade.css';

/** /seller/postEvaluate(?id=): write the shop's replies, the reviews still waiting for one first (or the one asked for). */
export default function PostEvaluatePage() {
  const [sp] = useSearchParams();
  const focus = Number(sp.get('id')) || null;
  const list = useListController<SellerReview>({ load: (q) => sellerReviews(q.pageNum, q.pageSize), accumulate: true, pageSize: 20 });
  return (
    <div className="st-page">
      <div className="st-muted">{focus ? '回复这条评价' : '以下评价还没有回复，及时回复能提升店铺服务分'}</div>
      <ListView
        list={list}
        emptyText="没有待回复的评价"
        skeleton={<Skeleton.Paragraph lineCount={5} animated />}
        filter={(r) => (focus ? r.id === focus : !r.reply)}
      >
        {(rows) => rows.map((r) => <ReviewReply key={r.id} review={r} onReplied={list.reload} autoOpen />)}
      </ListView>
    </div>
  );
}
