import { useLocation } from 'react-router-dom';
import { brandFor, DEFAULT_BRAND, type Brand } from '../api/contract/brand.ts';

/** The brand for the page the browser is on (outside React). */
export function currentBrand(): Brand {
  if (typeof location === 'undefined') return DEFAULT_BRAND;
  return brandFor(location.host, location.pathname);
}

/** The brand for the current route (inside a router). */
export function useBrand(): Brand {
  const { pathname } = useLocation();
  return brandFor(typeof location === 'undefined' ? '' : location.host, pathname);
}

/** The document title of spec §1: "{route title} - {brand title}". */
export function documentTitle(routeTitle: string | undefined, brand: Brand = currentBrand()): string {
  return routeTitle ? `${routeTitle} - ${brand.title}` : brand.title;
}

export function setDocumentTitle(routeTitle?: string, brand: Brand = currentBrand()): string {
  const title = documentTitle(routeTitle, brand);
  if (typeof document !== 'undefined') document.title = title;
  return title;
}
