import { useEffect, useState } from 'react';
import type { Category } from '../../api/contract/shop.ts';
import type { SelectionSort } from '../../api/contract/workbench.ts';
import { categories } from '../../api/shop.ts';
import { selection } from '../../api/workbench.ts';
import { useListController } from '../../ui/resource/useListController.ts';
import { SelectionGrid } from './SelectionTile.tsx';
import './workbench.css';

const SORTS: { key: SelectionSort; title: string }[] = [
  { key: 'commission', title: '佣金最高' },
  { key: 'rate', title: '佣金比例' },
  { key: 'sales', title: '销量' },
  { key: 'price_asc', title: '价格低' },
  { key: 'newest', title: '新品' },
];
const RATES = [0, 10, 20, 30];

/** /workbench/ProductSelectionCenter: products shops open for distribution, with their rates; filters; add to my products. */
export default function SelectionCenterPage() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [minRate, setMinRate] = useState(0);
  const [sort, setSort] = useState<SelectionSort>('commission');
  const [cats, setCats] = useState<Category[]>([]);
  useEffect(() => {
    categories().then(setCats, () => undefined);
  }, []);
  const list = useListController({
    load: (q) => selection({ keyword: keyword || undefined, categoryId, minRate: minRate || undefined, sort, pageNum: q.pageNum, pageSize: q.pageSize }),
    accumulate: true,
    pageSize: 12,
    fixed: { keyword, categoryId, minRate, sort },
  });
  return (
    <div className="wb-page">
      <form
        className="wb-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="搜索可分销商品" aria-label="搜索可分销商品" maxLength={50} />
        <button type="submit" className="wb-btn">
          搜索
        </button>
      </form>
      <div className="wb-chips" role="group" aria-label="类目">
        <button type="button" aria-pressed={categoryId === undefined} onClick={() => setCategoryId(undefined)}>
          全部类目
        </button>
        {cats.map((c) => (
          <button key={c.id} type="button" aria-pressed={categoryId === c.id} onClick={() => setCategoryId(c.id)}>
            {c.name}
          </button>
        ))}
      </div>
      <div className="wb-chips" role="group" aria-label="佣金比例">
        {RATES.map((r) => (
          <button key={r} type="button" aria-pressed={minRate === r} onClick={() => setMinRate(r)}>
            {r ? `佣金≥${r}%` : '佣金不限'}
          </button>
        ))}
      </div>
      <div className="wb-chips" role="group" aria-label="排序">
        {SORTS.map((s) => (
          <button key={s.key} type="button" aria-pressed={sort === s.key} onClick={() => setSort(s.key)}>
            {s.title}
          </button>
        ))}
      </div>
      <SelectionGrid list={list} emptyText="没有符合条件的分销商品" />
    </div>
  );
}
