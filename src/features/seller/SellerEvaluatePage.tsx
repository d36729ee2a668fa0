import { useState } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { sellerReviews, type SellerReview } from '../../api/sellerTrade.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
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
  const list = useListController<SellerReview>({ load: (q) => sellerReviews(q.pageNum, q.pageSize), accumulate: true, pageSize: 20 });
  const f = FILTERS.find((x) => x.key === filter)!;
  return (
    <div className="st-page">
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as typeof filter)} style={{ background: '#fff', borderRadius: 8 }}>
        {FILTERS.map((x) => (
          <Tabs.Tab key={x.key} title={x.title} />
        ))}
      </Tabs>
      <ListView list={list} emptyText="暂无评价" skeleton={<Skeleton.Paragraph lineCount={5} animated />} filter={f.has}>
        {(rows) => rows.map((r) => <ReviewReply key={r.id} review={r} onReplied={list.reload} />)}
      </ListView>
    </div>
  );
}
