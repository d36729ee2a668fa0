import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { copyTemplates, sourceItems, takeSource } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { money, Panel, useLoad } from './common.tsx';

/**
 * /seller/source (货源中心): ready-made product sources — title, selling points, specs, suggested retail
 * and purchase prices, pictures and detail copy — that fill /seller/addGoods in one tap (一键铺货), and
 * copy templates (titles, selling points, notices, service phrases) to reuse anywhere.
 */
export default function SourcePage() {
  const navigate = useNavigate();
  const items = useLoad(sourceItems, []);
  const copy = useLoad(copyTemplates, []);
  const groups = useMemo(() => [...new Set((copy.data ?? []).map((c) => c.group))], [copy.data]);
  const list = async (id: number) => {
    // the source's pictures go into the shop's library first; the form then opens filled in
    const r = await act(() => takeSource(id), { key: `source-${id}` });
    if (r.ok) navigate(`/seller/addGoods?source=${id}`);
  };
  const copyText = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void toast.success('已复制');
    } catch {
      void toast.fail('复制失败，请长按文字手动复制');
    }
  };
  return (
    <div className="sc-page">
      <Panel title="精选货源" extra={<small>一键铺货后可修改再发布</small>}>
        <PageState loading={items.loading && !items.data} error={!items.data && items.error} onRetry={items.reload} empty={!!items.data && !items.data.length}>
          <div className="sc-list">
            {items.data?.map((s) => (
              <div key={s.id} className="sc-item">
                <img src={s.images[0]} alt="" width={72} height={72} />
                <div className="sc-item-body">
                  <b>{s.title}</b>
                  <span className="sc-muted">
                    {s.categoryName} · {s.specs.map((x) => `${x.name}：${x.values.join('/')}`).join('；')}
                  </span>
                  <span>
                    建议零售价 <b style={{ color: '#cf1322' }}>{money(s.priceFen)}</b> · 进货价 {money(s.costFen)} · 毛利{' '}
                    {Math.round(((s.priceFen - s.costFen) / s.priceFen) * 100)}%
                  </span>
                  <span className="sc-muted">{s.sellingPoints.join(' · ')}</span>
                </div>
                <button type="button" className="sc-btn sc-btn-primary sc-btn-small" onClick={() => void list(s.id)}>
                  一键铺货
                </button>
              </div>
            ))}
          </div>
        </PageState>
      </Panel>
      <PageState loading={copy.loading && !copy.data} error={!copy.data && copy.error} onRetry={copy.reload}>
        {groups.map((g) => (
          <Panel key={g} title={`文案模板 · ${g}`}>
            <div className="sc-list">
              {copy
                .data!.filter((c) => c.group === g)
                .map((c) => (
                  <div key={c.id} className="sc-item" style={{ alignItems: 'center' }}>
                    <span className="sc-item-body">{c.text}</span>
                    <button type="button" className="sc-btn sc-btn-small" onClick={() => void copyText(c.text)} aria-label={`复制：${c.text}`}>
                      复制
                    </button>
                  </div>
                ))}
            </div>
          </Panel>
        ))}
      </PageState>
    </div>
  );
}
