import type { ReactNode } from 'react';
import { DECOR_THEMES, type DecorBlock, type ShopFront } from '../../api/contract/seller.ts';
import { PROMOTION_KIND_NAMES, type ProductCard, type Promotion } from '../../api/contract/shop.ts';
import { money } from '../../api/contract/money.ts';
import { pictureLoading } from '../firstPicture.ts';
import './shopFront.css';

export interface ShopFrontProps {
  front: ShopFront;
  shop: { name: string; logo: string; followers?: number; productCount?: number };
  promotions: Promotion[];
  /** The seller's live preview: nothing navigates. */
  preview?: boolean;
  /** Wider grids (desktop shop pages; the preview is always phone-sized). */
  wide?: boolean;
  /** Opens a product (the shop page navigates). */
  onProduct?: (id: number) => void;
  /** A shop category was picked in the 分类导航 block. */
  onCategory?: (id: number) => void;
  activeCategory?: number | null;
  /** The shop page's own coupon row (claiming needs the buyer's session). */
  coupons?: ReactNode;
  /** Beside the shop's name (the follow button). */
  headerAction?: ReactNode;
}

function Tile({ p, open, first }: { p: ProductCard; open?: (id: number) => void; first?: boolean }) {
  const body = (
    <>
      <img src={p.image} alt={p.title} width={300} height={300} {...pictureLoading(!!first)} />
      <div className="sf-tile-body">
        <div className="sf-tile-title">{p.title}</div>
        <span className="sf-price">{money(p.priceFen)}</span>
        <span className="sf-sales">已售{p.sales}</span>
      </div>
    </>
  );
  return open ? (
    <a
      className="sf-tile"
      href={`/productDetail?id=${p.id}`}
      onClick={(e) => {
        e.preventDefault();
        open(p.id);
      }}
    >
      {body}
    </a>
  ) : (
    <div className="sf-tile">{body}</div>
  );
}

function Picture({
  image,
  productId,
  open,
  alt,
  first,
}: {
  image: string;
  productId: number | null;
  open?: (id: number) => void;
  alt: string;
  first?: boolean;
}) {
  const img = <img src={image} alt={alt} width={750} height={300} {...pictureLoading(!!first)} />;
  return productId && open ? (
    <a
      href={`/productDetail?id=${productId}`}
      onClick={(e) => {
        e.preventDefault();
        open(productId);
      }}
    >
      {img}
    </a>
  ) : (
    <div>{img}</div>
  );
}

/**
 * The shop home as its seller decorated it: the sign (店招) in the shop's theme, then the blocks in
 * the seller's order. The same component draws /shopHome and the seller's phone-sized live preview.
 */
export default function ShopFrontView({
  front,
  shop,
  promotions,
  preview,
  wide,
  onProduct,
  onCategory,
  activeCategory,
  coupons,
  headerAction,
}: ShopFrontProps) {
  const { decor } = front;
  const theme = DECOR_THEMES.find((t) => t.key === decor.theme)?.color ?? DECOR_THEMES[0].color;
  const open = preview ? undefined : onProduct;
  // the products of a grid block, in its order
  const products = (b: DecorBlock): ProductCard[] | null => {
    if (b.type === 'products') return b.productIds.map((id) => front.products[id]).filter((p): p is ProductCard => !!p);
    if (b.type === 'recommend') return front.recommended;
    if (b.type === 'hot') return front.hot;
    if (b.type === 'new') return front.newest;
    return null;
  };
  // the page's first picture (its largest paint): the first of the first block that has one
  const firstPictured = decor.blocks.findIndex(
    (b) => (b.type === 'banner' && b.items.length > 0) || (b.type === 'image' && !!b.image) || !!products(b)?.length,
  );
  const grid = (title: string, list: ProductCard[], empty: string, first: boolean) => (
    <section className="sf-section">
      <h2 className="sf-title">{title}</h2>
      {list.length ? (
        <div className="sf-grid">
          {list.map((p, i) => (
            <Tile key={p.id} p={p} open={open} first={first && i === 0} />
          ))}
        </div>
      ) : (
        <p className="sf-empty">{empty}</p>
      )}
    </section>
  );
  const block = (b: DecorBlock, at: number): ReactNode => {
    switch (b.type) {
      case 'banner':
        return b.items.length ? (
          <>
            <div className="sf-banner" role="region" aria-label="店铺轮播图">
              {b.items.map((it, i) => (
                <Picture
                  key={`${it.image}-${i}`}
                  image={it.image}
                  productId={it.productId}
                  open={open}
                  alt={`轮播图${i + 1}`}
                  first={at === firstPictured && i === 0}
                />
              ))}
            </div>
            {b.items.length > 1 && (
              <div className="sf-dots" aria-hidden="true">
                {b.items.map((it, i) => (
                  <i key={`${it.image}-${i}`} />
                ))}
              </div>
            )}
          </>
        ) : (
          <p className="sf-empty">请添加轮播图片</p>
        );
      case 'image':
        return b.image ? (
          <div className="sf-image">
            <Picture image={b.image} productId={b.productId} open={open} alt="图片广告" first={at === firstPictured} />
          </div>
        ) : (
          <p className="sf-empty">请选择广告图片</p>
        );
      case 'products':
        return grid(b.title, products(b)!, preview ? '请选择要展示的商品' : '暂无商品', at === firstPictured);
      case 'recommend':
        return grid(b.title, front.recommended, preview ? '在「推荐商品」中添加后显示在这里' : '暂无推荐', at === firstPictured);
      case 'hot':
        return grid(b.title, front.hot, '暂无商品', at === firstPictured);
      case 'new':
        return grid(b.title, front.newest, '暂无商品', at === firstPictured);
      case 'notice':
        return (
          <div className="sf-notice" role="note">
            <span className="sf-notice-tag">公告</span>
            <span>{b.text || '店铺公告'}</span>
          </div>
        );
      case 'categories':
        return front.categories.length ? (
          <nav className="sf-cats" aria-label="店铺分类">
            {front.categories.map((c) => (
              <button key={c.id} type="button" className={`sf-cat${activeCategory === c.id ? ' is-on' : ''}`} onClick={() => !preview && onCategory?.(c.id)}>
                {c.name}
                {c.productCount ? `（${c.productCount}）` : ''}
              </button>
            ))}
          </nav>
        ) : (
          <p className="sf-empty">在「分类管理」中添加分类后显示在这里</p>
        );
      case 'coupons':
        if (coupons) return coupons;
        return promotions.length ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the coupons scroll sideways: reached by Tab, scrolled with the arrow keys
          <div className="sf-coupons" role="group" aria-label="店铺优惠" tabIndex={0}>
            {promotions.map((p) => (
              <div key={p.id} className="sf-coupon">
                <b>{PROMOTION_KIND_NAMES[p.kind]}</b>
                {p.title}
              </div>
            ))}
          </div>
        ) : preview ? (
          <p className="sf-empty">创建优惠券、满减后显示在这里</p>
        ) : null;
    }
  };
  return (
    <div className={`sf${wide ? ' sf-wide' : ''}`} style={{ ['--sf-theme' as string]: theme }}>
      <header className="sf-sign" style={decor.sign.image ? { backgroundImage: `url("${decor.sign.image}")` } : undefined}>
        <img src={shop.logo} alt="" width={56} height={56} />
        <div className="sf-sign-text">
          <h1>{shop.name}</h1>
          {decor.sign.slogan && <p>{decor.sign.slogan}</p>}
          {shop.followers !== undefined && (
            <p>
              {shop.followers}人关注{shop.productCount !== undefined ? ` · ${shop.productCount}件商品` : ''}
            </p>
          )}
        </div>
        {headerAction}
      </header>
      {decor.blocks.map((b, i) => {
        const node = block(b, i);
        return node ? (
          <div className="sf-block" key={`${b.type}-${i}`}>
            {node}
          </div>
        ) : null;
      })}
    </div>
  );
}
