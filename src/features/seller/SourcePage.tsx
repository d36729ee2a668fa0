import { useNavigate } from 'react-router-dom';
import { copyTemplates, sourceItems, takeSource } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { toast } from '../../ui/toast.ts';
import { groupsOf, money, Panel } from './common.tsx';

/**
 * /seller/source (货源中心): ready-made product sources — title, selling points, specs, suggested retail
 * and purchase prices, pictures and detail copy — that fill /seller/addGoods in one tap (一键铺货), and
 * copy templates (titles, selling points, notices, service phrases) to reuse anywhere.
 */
export default function SourcePage() {
  const navigate = useNavigate();
  // short platform catalogues, read whole and shown on one page
  const items = useListController({ load: wholeList(sourceItems), pageSize: 100 });
  const copy = useListController({ load: wholeList(copyTemplates), pageSize: 100 });
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
        <ListView list={items} emptyText="暂无数据" onePage>
          {(rows) => (
            <div className="sc-list">
              {rows.map((s) => (
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
          )}
        </ListView>
      </Panel>
      <ListView list={copy} emptyText="暂无文案模板" onePage>
        {(rows) =>
          groupsOf(rows).map((g) => (
            <Panel key={g} title={`文案模板 · ${g}`}>
              <div className="sc-list">
                {rows
                  .filter((c) => c.group === g)
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
          ))
        }
      </ListView>
    </div>
  );
}
