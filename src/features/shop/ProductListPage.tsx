import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Button from 'antd-mobile/es/components/button';
import type { Category, ProductCard, ProductSort } from '../../api/contract/shop.ts';
import { categories, searchProducts } from '../../api/shop.ts';
import { yuanToFen } from '../../api/contract/money.ts';
import { useDebouncedValue } from '../../lib/timing.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { GridSkeleton, OfflineNote, ProductGrid, numParam, useLoad, useOnline } from './common.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';

const SORTS: { key: ProductSort | 'price'; title: string }[] = [
  { key: 'sales', title: '销量' },
  { key: 'price', title: '价格' },
  { key: 'newest', title: '新品' },
];

/** The search and filters a /productList query holds. */
function readQuery(sp: URLSearchParams) {
  return {
    keyword: sp.get('keyword') ?? '',
    categoryId: numParam(sp, 'categoryId'),
    shopId: numParam(sp, 'shopId'),
    sort: (['sales', 'price_asc', 'price_desc', 'newest'].includes(sp.get('sort') ?? '') ? sp.get('sort') : 'sales') as ProductSort,
    minPrice: sp.get('minPrice') ? Number(sp.get('minPrice')) : undefined,
    maxPrice: sp.get('maxPrice') ? Number(sp.get('maxPrice')) : undefined,
  };
}

/**
 * /productList: keyword (searched as it is typed), category and price filters, sort, infinite list
 * ending with 没有更多了. The controls answer at once; the list asks the server 500 ms after the last
 * change (spec §9 debounce), once for a burst of typing or taps.
 */
export default function ProductListPage() {
  const [sp, setSp] = useSearchParams();
  const online = useOnline();
  const { keyword, categoryId, shopId, sort, minPrice, maxPrice } = readQuery(sp);
  const cats = useLoad<Category[]>(categories, []);
  const key = useDebouncedValue(sp.toString());
  const [text, setText] = useState(keyword);
  // A keyword from elsewhere (a link, 清除筛选) replaces what the box shows; one being typed stays as typed.
  useEffect(() => setText((t) => (t.trim() === keyword ? t : keyword)), [keyword]);
  const [min, setMin] = useState(minPrice !== undefined ? String(minPrice / 100) : '');
  const [max, setMax] = useState(maxPrice !== undefined ? String(maxPrice / 100) : '');

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setSp(next, { replace: true });
  };

  const list = useListController<ProductCard>({
    load: (page) => {
      // the settled query, not the one being typed: every page of a list comes from the same search
      const q = readQuery(new URLSearchParams(key));
      return searchProducts({
        keyword: q.keyword || undefined,
        categoryId: q.categoryId ?? undefined,
        shopId: q.shopId ?? undefined,
        sort: q.sort,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      });
    },
    accumulate: true,
    pageSize: 20,
    fixed: { key },
  });

  const applyPrice = () => {
    const a = min ? yuanToFen(min) : null;
    const b = max ? yuanToFen(max) : null;
    update({ minPrice: a === null ? null : String(a), maxPrice: b === null ? null : String(b) });
  };

  return (
    <div className="sp-page">
      <div className="ui-search-row">
        <SearchBar
          value={text}
          placeholder="搜索商品"
          onChange={(v) => {
            setText(v);
            update({ keyword: v.trim() });
          }}
          onSearch={(v) => update({ keyword: v.trim() })}
          onClear={() => {
            setText('');
            update({ keyword: null });
          }}
        />
        <RefreshButton />
      </div>
      {!online && <OfflineNote />}
      {cats.data && (
        // buttons, so the categories are reached by Tab (antd-mobile's capsule tabs were not)
        <div className="sp-shopcats" role="tablist" aria-label="分类">
          {[{ id: null, name: '全部' }, ...cats.data].map((c) => {
            const on = String(c.id ?? '') === String(categoryId ?? '');
            return (
              <button
                key={c.id ?? 'all'}
                type="button"
                role="tab"
                aria-selected={on}
                className={`sp-shopcat${on ? ' on' : ''}`}
                onClick={() => update({ categoryId: c.id === null ? null : String(c.id) })}
              >
                {c.name}
              </button>
            );
          })}
        </div>
      )}
      <div className="sp-sort" role="tablist" aria-label="排序">
        {SORTS.map((s) => {
          const on = s.key === 'price' ? sort.startsWith('price') : sort === s.key;
          const label = s.key === 'price' ? `价格${sort === 'price_asc' ? '↑' : sort === 'price_desc' ? '↓' : '↕'}` : s.title;
          return (
            <button
              type="button"
              role="tab"
              aria-selected={on}
              key={s.key}
              className={on ? 'on' : ''}
              onClick={() => update({ sort: s.key === 'price' ? (sort === 'price_asc' ? 'price_desc' : 'price_asc') : s.key })}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="sp-filters sp-price-range">
        <span className="sp-muted">价格</span>
        <input inputMode="decimal" placeholder="最低价" aria-label="最低价" value={min} onChange={(e) => setMin(e.target.value)} />
        —
        <input inputMode="decimal" placeholder="最高价" aria-label="最高价" value={max} onChange={(e) => setMax(e.target.value)} />
        <Button size="mini" onClick={applyPrice}>
          确定
        </Button>
        {(keyword || categoryId || minPrice !== undefined || maxPrice !== undefined || shopId) && (
          <Button
            size="mini"
            fill="none"
            onClick={() => {
              setMin('');
              setMax('');
              setText('');
              setSp(new URLSearchParams(), { replace: true });
            }}
          >
            清除筛选
          </Button>
        )}
      </div>
      <ListView list={list} emptyText="没有找到相关商品" skeleton={<GridSkeleton count={6} />}>
        {(rows) => <ProductGrid list={rows} />}
      </ListView>
    </div>
  );
}
