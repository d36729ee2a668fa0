import type { LayoutKind } from '../../api/contract/routes/meta.ts';
import type { PageLoader } from '../pages.ts';

/**
 * Each layout is a lazy chunk of its own: a learner never downloads the seller or shop chrome.
 * Kept apart from the router so the build can read it (scripts/routePreloads.ts).
 */
export const LAYOUTS: Record<Exclude<LayoutKind, 'none'>, PageLoader> = {
  backoffice: () => import('./BackOfficeLayout.tsx'),
  fullscreen: () => import('./FullscreenLayout.tsx'),
  shop: () => import('./ShopLayout.tsx'),
  buyer: () => import('./BuyerLayout.tsx'),
  seller: () => import('./SellerLayout.tsx'),
  supply: () => import('./SupplyLayout.tsx'),
  workbench: () => import('./WorkbenchLayout.tsx'),
  plain: () => import('./PlainLayout.tsx'),
};
