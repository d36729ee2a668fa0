import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sellerProductResource } from '../../api/contract/resources/goods.ts';
import type { ProductCard } from '../../api/contract/shop.ts';
import { resourceCalls } from '../../api/resource.ts';
import { session } from '../../state/session.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { money, useLoad } from './common.tsx';
import Sheet from './Sheet.tsx';

/** Picks the shop's own on-shelf products (featured blocks, picture links): answers them as cards. */
export default function ProductPicker({
  max,
  chosen = [],
  onPick,
  onClose,
}: {
  max: number;
  chosen?: number[];
  onPick: (cards: ProductCard[]) => void;
  onClose: () => void;
}) {
  const { roles } = useSnapshot(session);
  const calls = useMemo(() => resourceCalls(sellerProductResource, roles[0] ?? 6), [roles]);
  const [keyword, setKeyword] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<ProductCard[]>([]);
  const list = useLoad(() => calls.list({ status: 1, pageSize: 50, ...(q ? { title: q } : {}) }), [calls, q]);
  const rows = list.data?.list ?? [];
  const toggle = (c: ProductCard) =>
    setPicked((p) => (p.some((x) => x.id === c.id) ? p.filter((x) => x.id !== c.id) : max === 1 ? [c] : p.length < max ? [...p, c] : p));
  return (
    <Sheet title="选择商品" onClose={onClose}>
      <form
        className="sc-row"
        style={{ marginBottom: 10 }}
        onSubmit={(e) => {
          e.preventDefault();
          setQ(keyword.trim());
        }}
      >
        <input
          className="sc-input"
          style={{ flex: 1 }}
          value={keyword}
          placeholder="搜索商品标题"
          onChange={(e) => setKeyword(e.target.value)}
          aria-label="搜索商品标题"
        />
        <button type="submit" className="sc-btn sc-btn-small">
          搜索
        </button>
      </form>
      <PageState {...loadState(list)} empty={!!list.data && !rows.length} emptyText="没有出售中的商品">
        <div className="sc-list">
          {rows.map((r) => {
            const card: ProductCard = {
              id: r.id,
              title: String(r.title),
              image: String(r.cover),
              priceFen: Number(r.priceFen),
              originalPriceFen: Number(r.priceFen),
              sales: Number(r.sales),
              shopId: 0,
              shopName: '',
              categoryId: Number(r.categoryId),
            };
            const on = picked.some((x) => x.id === r.id);
            const already = chosen.includes(r.id);
            return (
              <label key={r.id} className="sc-item" style={{ cursor: already ? 'default' : 'pointer', opacity: already ? 0.5 : 1 }}>
                <input type="checkbox" checked={on || already} disabled={already} onChange={() => toggle(card)} aria-label={card.title} />
                <img src={card.image} alt="" width={56} height={56} style={{ width: 56, height: 56 }} />
                <span className="sc-item-body">
                  <b>{card.title}</b>
                  <span className="sc-muted">
                    {money(card.priceFen)} · 已售{card.sales}
                    {already ? ' · 已添加' : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </PageState>
      <div className="sc-actions" style={{ marginTop: 12 }}>
        <span className="sc-muted" style={{ alignSelf: 'center' }}>
          已选 {picked.length}
          {max > 1 ? `（最多${max}个）` : ''}
        </span>
        <button type="button" className="sc-btn" onClick={onClose}>
          取消
        </button>
        <button
          type="button"
          className="sc-btn sc-btn-primary"
          disabled={!picked.length}
          onClick={() => {
            onPick(picked);
            onClose();
          }}
        >
          确定
        </button>
      </div>
    </Sheet>
  );
}
