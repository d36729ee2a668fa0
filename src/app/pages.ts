import type { ComponentType } from 'react';
import type { PageName, PrefetchName } from '../api/contract/routes/meta.ts';

/** A lazily imported page or layout: each is its own chunk, downloaded only when its route renders. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, loaded on demand. The route tables (src/api/contract/routes) name pages as
 * 'area/SomePage'; a page module is a file named *Page.tsx directly in a feature folder.
 */
const PAGES = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

export function pageLoader(name: PageName): PageLoader {
  const load = PAGES[`../features/${name}.tsx`];
  if (!load) throw new Error(`no page module src/features/${name}.tsx`);
  return load;
}

/** First data of a route, asked for while its chunks load (see AppRoute.prefetch). */
export const PREFETCHES: Record<PrefetchName, () => Promise<unknown>> = {
  notices: () => import('../state/notices.ts').then((m) => m.reloadNotices()).catch(() => undefined),
  mallHome: () => import('../api/shop.ts').then((m) => m.prefetchMallHome()).catch(() => undefined),
};
