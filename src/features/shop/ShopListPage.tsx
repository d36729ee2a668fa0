import { useState } from 'react';
import { Link } from 'react-router-dom';
import SearchBar from 'antd-mobile/es/components/search-bar';
import LoadMore from '../../ui/LoadMore.tsx';
import type { ShopSummary } from '../../api/contract/shop.ts';
import { shopList } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import { OfflineNote, useOnline } from './common.tsx';
import { useDebouncedValue } from '../../lib/timing.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';

/** /shopList: searchable, infinite list of shops. */
export default function ShopListPage() {
  const online = useOnline();
  const [text, setText] = useState('');
  // Searched as it is typed: the list asks the server 500 ms after the last keystroke (spec §9 debounce).
  const keyword = useDebouncedValue(text.trim());
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<ShopSummary>((n) => shopList(n, keyword || undefined, 15), keyword);
  return (
    <div className="sp-page sp-narrow">
      <div className="ui-search-row">
        <SearchBar placeholder="搜索店铺" value={text} onChange={setText} onClear={() => setText('')} />
        <RefreshButton />
      </div>
      {!online && <OfflineNote />}
      <PageState error={!list.length && error} onRetry={reload} empty={!first && !error && !list.length} emptyText="没有找到店铺">
        {list.map((s) => (
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
        ))}
      </PageState>
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </div>
  );
}
