import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RefOption } from '../../api/contract/resource/types.ts';
import { supplyCategoryResource, supplyProductResource } from '../../api/contract/resources/supply.ts';
import type { SupplyCard } from '../../api/contract/supply.ts';
import { resourceCalls } from '../../api/resource.ts';
import { marketList, type MarketQuery } from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { SupplierOnly, useSupplyMe } from './common.tsx';
import SearchForm from '../../ui/SearchForm.tsx';
import ChipGroup, { type Chip } from '../../ui/ChipGroup.tsx';

// The resource page (and its table) loads only when its tab opens: the other tab's first load stays small.
const ResourcePage = lazy(() => import('../../ui/resource/ResourcePage.tsx'));

const SORTS: Chip<NonNullable<MarketQuery['sort']>>[] = [
  { value: 'sales', label: '销量' },
  { value: 'newest', label: '新品' },
  { value: 'price_asc', label: '价格↑' },
  { value: 'price_desc', label: '价格↓' },
];

function Tile({ p }: { p: SupplyCard }) {
  const navigate = useNavigate();
  const href = `/supplymarket/productDetail?id=${p.id}`;
  return (
    <a
      className="mk-tile"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      <img src={p.image} alt={p.title} loading="lazy" width={300} height={300} />
      <div className="mk-tile-body">
        <div className="mk-tile-title">{p.title}</div>
        <div className="mk-between">
          <span>
            <span className="mk-price">{money(p.lowestFen)}</span>
            {p.lowestFen < p.priceFen && <span className="mk-muted">起</span>}
          </span>
          <span className="mk-muted">
            {p.moq}
            {p.unit}起批
          </span>
        </div>
        <div className="mk-row">
          {p.dropship && <span className="mk-tag is-blue">一件代发</span>}
          <span className="mk-muted">已售{p.sales}</span>
        </div>
        <div className="mk-muted" style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          {p.supplierName}
        </div>
      </div>
    </a>
  );
}

/** 货源大厅: every on-sale listing of open suppliers, searched, filtered and sorted. */
function MarketBrowse() {
  const { roles } = useSnapshot(session);
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [dropship, setDropship] = useState(false);
  const [sort, setSort] = useState<NonNullable<MarketQuery['sort']>>('sales');
  const [cats, setCats] = useState<RefOption[]>([]);
  useEffect(() => {
    if (roles[0])
      resourceCalls(supplyCategoryResource, roles[0])
        .options()
        .then(setCats, () => undefined);
  }, [roles]);
  const list = useListController({
    load: (q) => marketList({ keyword: keyword || undefined, categoryId, dropship, sort, pageNum: q.pageNum, pageSize: q.pageSize }),
    accumulate: true,
    pageSize: 12,
    fixed: { keyword, categoryId, dropship: String(dropship), sort },
  });
  return (
    <section className="mk-page" aria-label="货源大厅">
      <SearchForm className="mk-search" buttonClass="mk-btn" label="搜索货源" onSearch={setKeyword}>
        <label className="mk-row mk-muted">
          <input type="checkbox" checked={dropship} onChange={(e) => setDropship(e.target.checked)} /> 只看一件代发
        </label>
      </SearchForm>
      <ChipGroup className="mk-chips" label="类目" chips={[{ value: undefined, label: '全部' }, ...cats]} value={categoryId} onChange={setCategoryId} />
      <ChipGroup className="mk-chips" label="排序" chips={SORTS} value={sort} onChange={setSort} />
      <ListView list={list} emptyText="没有找到货源">
        {(rows) => (
          <div className="mk-grid">
            {rows.map((p) => (
              <Tile key={p.id} p={p} />
            ))}
          </div>
        )}
      </ListView>
    </section>
  );
}

/**
 * /supplymarket/supplymarketIndex (商品管理): a supplier's own listings (tiers, stock, MOQ: the
 * resource page) and the market's catalogue where sellers find goods to buy or drop-ship.
 */
export default function SupplyIndexPage() {
  const [sp, setSp] = useSearchParams();
  const { data: me, error } = useSupplyMe();
  const asked = sp.get('tab');
  // without a tab asked for: a supplier's own goods, everyone else the market (once we know which)
  const tab = asked === 'mine' || asked === 'market' ? asked : me ? (me.supplier ? 'mine' : 'market') : error ? 'market' : null;
  const tabs = useMemo(
    () => [
      { key: 'market', label: '货源大厅' },
      { key: 'mine', label: '我的供货' },
    ],
    [],
  );
  const navigate = useNavigate();
  return (
    <div className="mk-page">
      <div className="mk-switch" role="tablist" aria-label="商品管理">
        {tabs.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => setSp({ tab: t.key }, { replace: true })}>
            {t.label}
          </button>
        ))}
      </div>
      {tab === null ? null : tab === 'market' ? (
        <MarketBrowse />
      ) : (
        <SupplierOnly what="批发商品">
          {() => (
            <Suspense fallback={null}>
              <ResourcePage
                resource={supplyProductResource}
                title="我的供货商品"
                intro={
                  <p className="mk-muted">设置起批量和最多三档阶梯价：采购数量达到某一档的起批量即按该档单价结算。开启一件代发后，卖家可申请代发您的商品。</p>
                }
                cells={{
                  title: (row) => (
                    <button type="button" className="rs-link" onClick={() => navigate(`/supplymarket/productDetail?id=${row.id}`)}>
                      {row.title}
                    </button>
                  ),
                }}
              />
            </Suspense>
          )}
        </SupplierOnly>
      )}
    </div>
  );
}
