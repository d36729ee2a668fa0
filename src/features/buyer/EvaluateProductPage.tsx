import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Rate from 'antd-mobile/es/components/rate';
import TextArea from 'antd-mobile/es/components/text-area';
import Button from 'antd-mobile/es/components/button';
import { orderDetail, reviewOrder } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { numParam } from '../../lib/params.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import PhotoField from './PhotoField.tsx';
import './buyer.css';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

interface Draft {
  stars: number;
  content: string;
  photos: string[];
}

/** /evaluateProduct?orderId=: stars, text and photos for each line not reviewed yet. */
export default function EvaluateProductPage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'orderId');
  const navigate = useNavigate();
  const { data: o, loading, error, reload } = useLoad(() => (id ? orderDetail(id) : Promise.reject(new Error('订单不存在'))), [id]);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [busy, setBusy] = useState(false);
  const lines = o?.lines.filter((l) => !l.reviewed) ?? [];
  useEffect(() => {
    if (o) setDrafts(Object.fromEntries(o.lines.filter((l) => !l.reviewed).map((l) => [l.id, { stars: 5, content: '', photos: [] }])));
  }, [o]);
  const set = (lineId: number, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [lineId]: { ...d[lineId]!, ...patch } }));
  const submit = async () => {
    if (!o) return;
    if (lines.some((l) => !drafts[l.id]?.stars)) {
      toast('请选择评分');
      return;
    }
    setBusy(true);
    const result = await act(
      () =>
        reviewOrder(
          o.id,
          lines.map((l) => ({ lineId: l.id, ...drafts[l.id]!, content: drafts[l.id]!.content.trim() })),
        ),
      { key: `review-${o.id}`, success: '评价成功' },
    );
    setBusy(false);
    if (result.ok) navigate('/buyedProduct', { replace: true });
  };
  return (
    <div className="sp-page sp-narrow">
      <PageState loading={loading && !o} error={!o && error} onRetry={reload} empty={!!o && !lines.length} emptyText="该订单的商品都已评价">
        {o && (
          <div className="co-card">
            {lines.map((l) => (
              <div key={l.id} className="ev-line">
                <div className="co-line">
                  <img src={l.image} alt="" width={64} height={64} />
                  <div>
                    <div className="sp-ellipsis">{l.title}</div>
                    <div className="sp-muted">{l.specText}</div>
                  </div>
                </div>
                <div className="co-row" style={{ alignItems: 'center' }}>
                  <span>商品评分</span>
                  <Rate aria-label={`${l.title} 评分`} value={drafts[l.id]?.stars ?? 5} onChange={(v) => set(l.id, { stars: v })} />
                </div>
                <TextArea
                  placeholder="宝贝满足你的期待吗？说说它的优点和美中不足吧（最多500字）"
                  maxLength={500}
                  showCount
                  value={drafts[l.id]?.content ?? ''}
                  onChange={(v) => set(l.id, { content: v })}
                  aria-label={`${l.title} 评价内容`}
                />
                <PhotoField value={drafts[l.id]?.photos ?? []} onChange={(photos) => set(l.id, { photos })} />
              </div>
            ))}
            <Button block color="danger" shape="rounded" loading={busy} onClick={submit} style={{ marginTop: 12 }}>
              发布评价
            </Button>
          </div>
        )}
      </PageState>
    </div>
  );
}
