import { useState } from 'react';
import { Link } from 'react-router-dom';
import SearchBar from 'antd-mobile/es/components/search-bar';
import type { ShopSummary } from '../../api/contract/shop.ts';
import { shopList } from '../../api/shop.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { OfflineNote, useOnline } from './common.tsx';
import { useDebouncedValue } from '../../lib/timing.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';

/** /shopList: searchable, infinite list of shops. */
export default function ShopListPage() {
  const online = useOnline();
  const [text, setText] = useState('');
  // Searched as it is typed: the list asks the server 500 ms after the last keystroke (spec §9 debounce).
  const keyword = useDebouncedValue(text.trim());
  const list = useListController<ShopSummary>({
    load: (q) => shopList(q.pageNum, keyword || undefined, q.pageSize),
    accumulate: true,
    pageSize: 15,
    fixed: { keyword },
  });
  return (
    <div className="sp-page sp-narrow">
      <div className="ui-search-row">
        <SearchBar placeholder="搜索店铺" value={text} onChange={setText} onClear={() => setText('')} />
        <RefreshButton />
      </div>
      {!online && <OfflineNote />}
      <ListView list={list} emptyText="没有找到店铺">
        {(rows) =>
          rows.map((s) => (
            <Link key={s.id} className="shop-row" to={`/shopHome?id=${s.id}`}>
              <img src={s.logo} alt="" width={56} height={56} loading="lazy" />
              <div style={{ flex: 1, minWidth: 0 }}>
                <strong>{s.name}</strong>
                <div className="sp-muted sp-ellipsis">{s.intro}</div>
                <div className="sp-muted">
                  {s.productCount}件商品 · {s.followers}人关注
                </div>
              </div>
              <span className="sp-link">进店 ›</span>
            </Link>
          ))
        }
      </ListView>
    </div>
  );
}
