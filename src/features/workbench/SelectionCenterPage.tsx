import { useEffect, useState } from 'react';
import type { Category } from '../../api/contract/shop.ts';
import type { SelectionSort } from '../../api/contract/workbench.ts';
import { categories } from '../../api/shop.ts';
import { selection } from '../../api/workbench.ts';
import { useListController } from '../../ui/resource/useListController.ts';
import { SelectionGrid } from './SelectionTile.tsx';
import SearchForm from '../../ui/SearchForm.tsx';
import ChipGroup, { type Chip } from '../../ui/ChipGroup.tsx';
import './workbench.css';

const SORTS: Chip<SelectionSort>[] = [
  { value: 'commission', label: '佣金最高' },
  { value: 'rate', label: '佣金比例' },
  { value: 'sales', label: '销量' },
  { value: 'price_asc', label: '价格低' },
  { value: 'newest', label: '新品' },
];
const RATES: Chip<number>[] = [0, 10, 20, 30].map((r) => ({ value: r, label: r ? `佣金≥${r}%` : '佣金不限' }));

/** /workbench/ProductSelectionCenter: products shops open for distribution, with their rates; filters; add to my products. */
export default function SelectionCenterPage() {
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
      <SearchForm className="wb-search" buttonClass="wb-btn" label="搜索可分销商品" onSearch={setKeyword} />
      <ChipGroup
        className="wb-chips"
        label="类目"
        chips={[{ value: undefined, label: '全部类目' }, ...cats.map((c) => ({ value: c.id, label: c.name }))]}
        value={categoryId}
        onChange={setCategoryId}
      />
      <ChipGroup className="wb-chips" label="佣金比例" chips={RATES} value={minRate} onChange={setMinRate} />
      <ChipGroup className="wb-chips" label="排序" chips={SORTS} value={sort} onChange={setSort} />
      <SelectionGrid list={list} emptyText="没有符合条件的分销商品" />
    </div>
  );
}
