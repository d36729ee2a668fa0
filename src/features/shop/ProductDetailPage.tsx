import { lazy, Suspense, useEffect, useState } from 'react';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Carousel from '../../ui/Carousel.tsx';
import InView from '../../ui/InView.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import Badge from 'antd-mobile/es/components/badge';
import Tag from 'antd-mobile/es/components/tag';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Button from 'antd-mobile/es/components/button';
import { fmtDate } from '../../api/contract/chinaTime.ts';
import type { CartShop, ProductDetail, Review, Sku } from '../../api/contract/shop.ts';
import { claimCoupon, firstProduct, productDetail, productReviews, setFavourite } from '../../api/shop.ts';
import { session } from '../../state/session.ts';
import { addToCart, cart, loadCart, startCartSync, totals } from '../../state/cart.ts';
import PageState from '../../ui/PageState.tsx';
import Stars from '../../ui/Stars.tsx';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { PromotionTag } from './PromotionTag.tsx';
import { CartIcon, OfflineNote, Price, encodeItems, numParam, useLoad, useOnline } from './common.tsx';
import type { SkuMode } from './SkuSheet.tsx';
import { choiceLabel, initialChoice, type SkuChoice } from './skuChoice.ts';
import BackButton from '../../ui/BackButton.tsx';
import { onIdle } from '../../lib/idle.ts';
import { pictureLoading } from '../../ui/firstPicture.ts';

// Below the fold or behind a tap: the sanitiser and the SKU sheet (a popup) load when needed. The
// detail (and its sanitiser, 11 KB gzip) starts just below a phone's first screen: it renders when
// scrolled to, and its chunk is fetched ahead once the browser is idle.
const loadDetailHtml = () => import('./DetailHtml.tsx');
const DetailHtml = lazy(loadDetailHtml);
const SkuSheet = whenOpen(() => import('./SkuSheet.tsx'));
const ConsultSheet = whenOpen(() => import('./ConsultSheet.tsx'));

export function ReviewItem({ r }: { r: Review }) {
  return (
    <div className="pd-review">
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{r.userName}</span>
        <Stars value={r.stars} />
      </div>
      <div className="sp-muted">
        {fmtDate(r.createdAt)} {r.specText}
      </div>
      <p style={{ margin: '4px 0' }}>{r.content || '用户未填写评价内容'}</p>
      {r.photos.length > 0 && (
        <div style={{ display: 'flex', gap: 4 }}>
          {r.photos.map((p) => (
            <img key={p} src={p} alt="评价图片" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ))}
        </div>
      )}
      {r.reply && <div className="sp-muted">商家回复：{r.reply}</div>}
    </div>
  );
}

/** /productDetail?id=: carousel, price, SKU sheet, shop card, reviews, sticky bar. */
export default function ProductDetailPage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const navigate = useNavigate();
  const online = useOnline();
  const { token } = useSnapshot(session);
  const c = useSnapshot(cart);
  const {
    data: p,
    loading,
    error,
    reload,
  } = useLoad<ProductDetail | null>(() => (id ? productDetail(id) : Promise.resolve(null)), [id], {
    initial: () => (id ? firstProduct(id) : undefined),
  });
  const [sheet, setSheet] = useState<{ open: boolean; mode: SkuMode }>({ open: false, mode: 'choose' });
  const [consult, setConsult] = useState(false);
  const [more, setMore] = useState<{ list: Review[]; page: number; last: boolean }>({ list: [], page: 1, last: false });
  // the spec values chosen in the sheet, for this product: the 规格 row shows them and the sheet reopens with them
  const [choice, setChoice] = useState<{ productId: number; chosen: SkuChoice } | null>(null);
  const chosen = p && choice?.productId === p.id ? choice.chosen : p ? initialChoice(p) : {};

  useEffect(() => {
    startCartSync();
    void loadCart();
    onIdle(() => void loadDetailHtml().catch(() => undefined));
  }, []);

  const needLogin = () => {
    if (token) return false;
    navigate(`/login?redirect=${encodeURIComponent(`/productDetail?id=${id}`)}`);
    return true;
  };
  const onConfirm = async (sku: Sku, quantity: number, mode: SkuMode) => {
    if (!p) return;
    if (mode === 'buy') {
      if (needLogin()) return;
      navigate(`/orderMake?items=${encodeItems([{ skuId: sku.id, quantity }])}`);
      return;
    }
    const result = await act(
      () =>
        addToCart({
          skuId: sku.id,
          productId: p.id,
          title: p.title,
          image: p.image,
          specText: sku.specText,
          priceFen: sku.priceFen,
          stock: sku.stock,
          quantity,
          shopId: p.shopId,
          shopName: p.shopName,
        }),
      { key: `add-cart-${sku.id}`, success: '已加入购物车' },
    );
    if (result.ok) setSheet((s) => ({ ...s, open: false }));
  };
  const toggleFav = async () => {
    if (!p || needLogin()) return;
    const result = await act(() => setFavourite('product', p.id, !p.isFavourite), { key: `favourite-${p.id}` });
    if (!result.ok) return;
    void toast(result.value ? '已收藏' : '已取消收藏');
    reload();
  };
  const loadMoreReviews = async () => {
    if (!p) return;
    const page = more.page + (more.list.length ? 1 : 0);
    const result = await act(() => productReviews(p.id, page === 1 ? 1 : page, 10), { key: `reviews-${p.id}` });
    if (result.ok) setMore({ list: page === 1 ? result.value.list : [...more.list, ...result.value.list], page, last: result.value.isLastPage });
  };

  if (!id) return <PageState error={new Error('商品不存在')} />;
  if (loading && !p) {
    return (
      <div className="sp-page" aria-busy="true">
        <Skeleton animated style={{ '--height': '360px', '--width': '100%' } as React.CSSProperties} />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  const cartCount = totals(c.shops as CartShop[]).count;
  return (
    <PageState error={!p && error} onRetry={reload}>
      {p && (
        <div className="sp-page">
          {!online && <OfflineNote />}
          <div className="pd-wrap">
            <div className="pd-gallery">
              <BackButton fallback="/home" className="pd-back" />
              <Carousel label="商品图片">
                {p.images.map((src, i) => (
                  // the first is the page's largest paint; the others are off screen to the side until swiped to
                  <img key={src} src={src} alt={`${p.title} 图${i + 1}`} width={600} height={600} {...pictureLoading(i === 0)} />
                ))}
              </Carousel>
            </div>
            <div className="pd-info">
              <Price fen={p.priceFen} original={p.originalPriceFen} size="lg" />
              <h1 className="pd-title">{p.title}</h1>
              {p.subtitle && <div className="sp-muted">{p.subtitle}</div>}
              <div className="sp-muted" style={{ marginTop: 6 }}>
                已售{p.sales}件 · 库存{p.stock}件 · {p.goodRate === null ? '暂无评价' : `好评率${p.goodRate}%`}
              </div>
              {p.status !== 1 && <Tag color="default">商品已下架</Tag>}
              {p.promotions.length > 0 && (
                <div className="pd-promos">
                  {p.promotions.map((pr) => (
                    <PromotionTag
                      key={pr.id}
                      promotion={pr}
                      onClaim={async () => {
                        if (needLogin()) return;
                        if ((await act(() => claimCoupon(pr.id), { key: `claim-${pr.id}`, success: '领取成功' })).ok) reload();
                      }}
                    />
                  ))}
                </div>
              )}
              {p.guarantees && p.guarantees.length > 0 && (
                <div className="pd-guarantees" role="group" aria-label="消费者保障">
                  {p.guarantees.map((g) => (
                    <span key={g.code} title={g.detail}>
                      {g.title}
                    </span>
                  ))}
                </div>
              )}
              <button type="button" className="co-row" style={{ marginTop: 10 }} onClick={() => setSheet({ open: true, mode: 'choose' })}>
                <span>规格</span>
                <span className="sp-muted" data-testid="pd-spec">
                  {choiceLabel(p, chosen)} ›
                </span>
              </button>
              <div className="pd-bar">
                <button type="button" className="pd-icon" onClick={() => !needLogin() && setConsult(true)}>
                  <span>
                    <MessageOutline />
                  </span>
                  <span>客服</span>
                </button>
                <button type="button" className="pd-icon" onClick={() => navigate(`/shopHome?id=${p.shopId}`)}>
                  <span>
                    <ShopbagOutline />
                  </span>
                  <span>店铺</span>
                </button>
                <button type="button" className="pd-icon" onClick={toggleFav} aria-pressed={p.isFavourite}>
                  <span style={{ color: p.isFavourite ? '#ff5000' : undefined }}>{p.isFavourite ? <StarFill /> : <StarOutline />}</span>
                  <span>{p.isFavourite ? '已收藏' : '收藏'}</span>
                </button>
                <button type="button" className="pd-icon" onClick={() => navigate('/shopCart')} aria-label={`购物车 ${cartCount}件`}>
                  <Badge content={cartCount > 0 ? (cartCount > 99 ? '99+' : cartCount) : null}>
                    <span>
                      <CartIcon />
                    </span>
                  </Badge>
                  <span>购物车</span>
                </button>
                <div className="pd-btns">
                  <button type="button" className="pd-cart" disabled={p.status !== 1} onClick={() => setSheet({ open: true, mode: 'cart' })}>
                    加入购物车
                  </button>
                  <button type="button" className="pd-buy" disabled={p.status !== 1} onClick={() => setSheet({ open: true, mode: 'buy' })}>
                    立即购买
                  </button>
                </div>
              </div>
            </div>
          </div>
          <Link className="sp-section pd-shop" to={`/shopHome?id=${p.shop.id}`}>
            {/* below the first screen: an SVG parsed before the first paint put it off (~30 ms at 4× CPU) */}
            <img src={p.shop.logo} alt="" width={48} height={48} {...pictureLoading(false)} />
            <span style={{ flex: 1 }}>
              <strong>{p.shop.name}</strong>
              <span className="sp-muted" style={{ display: 'block' }}>
                描述 {p.shop.scores.desc.toFixed(1)} · 服务 {p.shop.scores.service.toFixed(1)} · 物流 {p.shop.scores.logistics.toFixed(1)}
              </span>
            </span>
            <span className="pd-shop-go">进店逛逛</span>
          </Link>
          <section className="sp-section">
            <header className="sp-section-head">
              <h2>商品评价（{p.reviewCount}）</h2>
            </header>
            {(more.list.length ? more.list : p.reviews).map((r) => (
              <ReviewItem key={r.id} r={r} />
            ))}
            {p.reviewCount === 0 && <div className="sp-muted">暂无评价</div>}
            {p.reviewCount > p.reviews.length && !more.last && (
              <Button size="small" fill="none" onClick={loadMoreReviews}>
                查看更多评价
              </Button>
            )}
            {more.last && (
              <div className="sp-muted" style={{ textAlign: 'center' }}>
                没有更多了
              </div>
            )}
          </section>
          <section className="sp-section pd-detail">
            <header className="sp-section-head">
              <h2>商品详情</h2>
            </header>
            <InView margin="0px">
              <Suspense fallback={null}>
                <DetailHtml html={p.detailHtml} />
              </Suspense>
            </InView>
          </section>
          <div className="pd-spacer" />
          <ConsultSheet open={consult} shopId={p.shopId} shopName={p.shop.name} productId={p.id} onClose={() => setConsult(false)} />
          <SkuSheet
            open={sheet.open}
            product={p}
            visible
            mode={sheet.mode}
            chosen={chosen}
            onChoose={(next) => setChoice({ productId: p.id, chosen: next })}
            onClose={() => setSheet((s) => ({ ...s, open: false }))}
            onConfirm={onConfirm}
          />
        </div>
      )}
    </PageState>
  );
}
