import type { Brand } from '../api/contract/brand.ts';

/**
 * The brand's logo, drawn inline: an <img> of an SVG file costs the page an SVG document of its own
 * (a few milliseconds of a phone's main thread, on the first screen of every layout). Decorative
 * unless given a title.
 */
export default function BrandLogo({ brand, size, title }: { brand: Brand; size: number; title?: string }) {
  return (
    <svg
      className="brand-logo"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {brand.key === 'wlh' ? (
        <>
          <rect width="64" height="64" rx="14" fill={brand.colors.primary} />
          <circle cx="32" cy="32" r="16" fill="none" stroke="#fff" strokeWidth="3" />
          <path d="M16 32 H48 M32 16 C24 24 24 40 32 48 M32 16 C40 24 40 40 32 48" fill="none" stroke="#fff" strokeWidth="3" />
        </>
      ) : (
        <>
          <rect width="64" height="64" rx="14" fill={brand.colors.primary} />
          <path d="M16 44 L28 24 L36 36 L42 28 L50 44 Z" fill="#fff" />
          <circle cx="44" cy="18" r="5" fill="#ffd666" />
        </>
      )}
    </svg>
  );
}
