import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ProductCard } from '../../api/contract/shop.ts';
import { trainClick } from '../../api/sellerTrade.ts';
import { money } from '../../lib/money.ts';
import './shop.css';

export { useLoad } from '../../ui/useLoad.ts';
export { useOnline } from '../../ui/useOnline.ts';

/** ¥12.00 in red, with the original struck through when higher. */
export function Price({ fen, original, size = 'md' }: { fen: number; original?: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`sp-price sp-price-${size}`}>
      <span className="sp-price-now">{money(fen)}</span>
      {original !== undefined && original > fen && <del className="sp-price-old">{money(original)}</del>}
    </span>
  );
}

export function ProductTile({ p }: { p: ProductCard }) {
  const navigate = useNavigate();
  return (
    <a
      className="sp-tile"
      href={`/productDetail?id=${p.id}`}
      onClick={(e) => {
        e.preventDefault();
        // 直通车: an ad's click is reported (the shop pays per click); the visit goes ahead regardless
        if (p.ad) void trainClick(p.ad.keywordId).catch(() => undefined);
        navigate(`/productDetail?id=${p.id}`);
      }}
    >
      <img src={p.image} alt={p.title} loading="lazy" width={300} height={300} />
      <div className="sp-tile-body">
        <div className="sp-tile-title">
          {p.ad && <span className="sp-ad-tag">广告</span>}
          {p.title}
        </div>
        <div className="sp-tile-meta">
          <Price fen={p.priceFen} original={p.originalPriceFen} size="sm" />
          <span className="sp-muted">已售{p.sales}</span>
        </div>
        <div className="sp-muted sp-ellipsis">{p.shopName}</div>
      </div>
    </a>
  );
}

export function ProductGrid({ list }: { list: ProductCard[] }) {
  return (
    <div className="sp-grid">
      {list.map((p) => (
        <ProductTile key={p.id} p={p} />
      ))}
    </div>
  );
}

/** Skeleton tiles while a product grid loads. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="sp-grid" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sp-tile">
          <Skeleton animated className="sp-skel-img" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="sp-section">
      <header className="sp-section-head">
        <h2>{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** The shown note when a page needs the network. */
export function OfflineNote({ text = '当前处于离线状态，已显示缓存内容' }: { text?: string }) {
  return (
    <div className="sp-offline" role="status">
      {text}
    </div>
  );
}

/** A positive integer query parameter, or null. */
export function numParam(sp: URLSearchParams, name: string): number | null {
  const v = Number(sp.get(name));
  return Number.isInteger(v) && v > 0 ? v : null;
}

/** Encodes checkout items in a URL: 12:2,15:1. */
export const encodeItems = (items: { skuId: number; quantity: number }[]) => items.map((i) => `${i.skuId}:${i.quantity}`).join(',');
export function decodeItems(s: string | null): { skuId: number; quantity: number }[] {
  if (!s) return [];
  return s
    .split(',')
    .map((x) => x.split(':').map(Number))
    .filter(([a, b]) => Number.isInteger(a) && a! > 0 && Number.isInteger(b) && b! > 0)
    .map(([skuId, quantity]) => ({ skuId: skuId!, quantity: quantity! }));
}

/** A small cart glyph (the icon set has none). */
export function CartIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}
