import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { PROMOTION_KIND_NAMES, type ProductCard } from '../../api/contract/shop.ts';
import { claimCoupon, firstShop, firstShopProducts, searchProducts, setFavourite, shopHome } from '../../api/shop.ts';
import { SHOP_PRODUCTS_FIRST_PAGE } from '../../api/contract/firstData.ts';
import { session } from '../../state/session.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ShopFrontView from '../../ui/shopFront/ShopFrontView.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { GridSkeleton, OfflineNote, ProductGrid, Section, numParam, useLoad, useOnline } from './common.tsx';
import { LiveStrip } from './LiveStrip.tsx';

/**
 * /shopHome?id=: the shop as its seller decorated it (sign, banners, featured and recommended products,
 * categories, coupons: /seller/shopTrim), its live sessions, and every product, browsable by the
 * shop's own categories (/seller/classManage).
 */
export default function ShopHomePage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const navigate = useNavigate();
  const online = useOnline();
  const wide = useBreakpoint() !== 'phone';
  const { token } = useSnapshot(session);
  const [category, setCategory] = useState<number | null>(null);
  // the first render shows the shop and its first products from the page's HTML when it carries them
  const {
    data: s,
    loading,
    error,
    reload,
  } = useLoad(() => (id ? shopHome(id) : Promise.reject(new Error('店铺不存在'))), [id], {
    initial: () => (id ? firstShop(id) : undefined),
  });
  const products = useListController<ProductCard>({
    load: (q) =>
      id
        ? searchProducts({ shopId: id, shopCategoryId: category ?? undefined, pageNum: q.pageNum, pageSize: q.pageSize })
        : Promise.reject(new Error('店铺不存在')),
    accumulate: true,
    pageSize: SHOP_PRODUCTS_FIRST_PAGE,
    fixed: { id: id ?? undefined, category: category ?? undefined },
    initial: (q) => (id && category === null && q.pageNum === 1 ? firstShopProducts(id) : undefined),
  });
  const needLogin = () => {
    if (token) return false;
    navigate(`/login?redirect=${encodeURIComponent(`/shopHome?id=${id}`)}`);
    return true;
  };
  const pickCategory = (c: number | null) => {
    setCategory(c);
    document.getElementById('shop-all')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="sp-page" style={{ padding: wide ? undefined : 0 }}>
      {!online && <OfflineNote />}
      {loading && !s && <GridSkeleton count={4} />}
      <PageState error={!s && !loading && error} onRetry={reload}>
        {s && (
          <>
            <ShopFrontView
              front={s}
              shop={s}
              promotions={s.promotions}
              wide={wide}
              onProduct={(pid) => navigate(`/productDetail?id=${pid}`)}
              onCategory={pickCategory}
              activeCategory={category}
              headerAction={
                <Button
                  size="small"
                  shape="rounded"
                  onClick={async () => {
                    if (needLogin()) return;
                    const r = await act(() => setFavourite('shop', s.id, !s.isFavourite), { key: `follow-${s.id}` });
                    if (r.ok) reload();
                  }}
                >
                  {s.isFavourite ? '已关注' : '＋关注'}
                </Button>
              }
              coupons={
                s.promotions.length > 0 ? (
                  <div className="pd-promos" style={{ background: '#fff', borderRadius: 8, padding: 10, marginTop: 0 }}>
                    {s.promotions.map((p) =>
                      (p.kind === 'yhq' || p.kind === 'hb') && !p.claimed ? (
                        <button
                          key={p.id}
                          type="button"
                          className="sp-coupon-btn"
                          onClick={async () => {
                            if (needLogin()) return;
                            const r = await act(() => claimCoupon(p.id), { success: '领取成功', key: `claim-${p.id}` });
                            if (r.ok) reload();
                          }}
                        >
                          {PROMOTION_KIND_NAMES[p.kind]} {p.title} 领取
                        </button>
                      ) : (
                        <span key={p.id} className="sp-coupon-tag">
                          {PROMOTION_KIND_NAMES[p.kind]} {p.title}
                          {(p.kind === 'yhq' || p.kind === 'hb') && '（已领）'}
                        </span>
                      ),
                    )}
                  </div>
                ) : null
              }
            />
            <div style={{ padding: wide ? 0 : '0 8px' }}>
              <p className="sp-muted">
                描述 {s.scores.desc.toFixed(1)} 服务 {s.scores.service.toFixed(1)} 物流 {s.scores.logistics.toFixed(1)}
                {s.intro ? ` · ${s.intro}` : ''}
              </p>
              {s.live.length > 0 && (
                <Section title="店铺直播">
                  <LiveStrip list={s.live} />
                </Section>
              )}
              <div id="shop-all">
                <Section title="全部商品" more={{ to: `/productList?shopId=${s.id}`, label: '搜索本店 ›' }}>
                  {s.categories.length > 0 && (
                    <div className="sp-filters" role="tablist" aria-label="店铺分类">
                      <button
                        type="button"
                        role="tab"
                        aria-selected={category === null}
                        className={`sp-shopcat${category === null ? ' on' : ''}`}
                        onClick={() => setCategory(null)}
                      >
                        全部
                      </button>
                      {s.categories.map((c) => (
                        <button
                          key={c.id}
                          type="button"
                          role="tab"
                          aria-selected={category === c.id}
                          className={`sp-shopcat${category === c.id ? ' on' : ''}`}
                          onClick={() => setCategory(c.id)}
                        >
                          {c.name}
                        </button>
                      ))}
                    </div>
                  )}
                  <ListView list={products} emptyText="该分类下暂无商品">
                    {(rows) => <ProductGrid list={rows} />}
                  </ListView>
                </Section>
              </div>
            </div>
          </>
        )}
      </PageState>
    </div>
  );
}
