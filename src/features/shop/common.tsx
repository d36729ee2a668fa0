import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCard } from '../../api/contract/shop.ts';
import { Price } from '../../ui/Price.tsx';
import '../../ui/commerce.css';
import { trainClick } from '../../api/shop.ts';
import './shop.css';

// The shop's pages take these shared pieces from here (the buyer centre takes them from src/ui and src/lib).
export { useLoad } from '../../ui/useLoad.ts';
export { useOnline } from '../../ui/useOnline.ts';
export { Price } from '../../ui/Price.tsx';
export { GridSkeleton } from '../../ui/GridSkeleton.tsx';
export { CartIcon } from '../../ui/CartIcon.tsx';
export { numParam } from '../../lib/params.ts';

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

/** A section with its title, and at the head's right the link `more` leads to (its `label` ends in ›). */
export function Section({ title, more, children }: { title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="sp-section">
      <header className="sp-section-head">
        <h2>{title}</h2>
        {more && <MoreLink {...more} />}
      </header>
      {children}
    </section>
  );
}

function MoreLink({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="sp-link" onClick={() => navigate(to)}>
      {label}
    </button>
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
