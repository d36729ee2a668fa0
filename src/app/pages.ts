import type { ComponentType } from 'react';
import type { PageName, PrefetchName } from '../api/contract/routes/meta.ts';

/** A lazily imported page or layout: each is its own chunk, downloaded only when its route renders. */
export type PageLoader = () => Promise<{ default: ComponentType }>;
export type PageModules = Record<string, PageLoader>;

/**
 * Where pages are: one small module per feature folder (`src/app/pages/<feature>.ts`) lists that
 * folder's page modules (files named *Page.tsx). Only the list of the page's own feature is loaded:
 * a learner never downloads the names of two hundred back-office pages. A new feature folder needs
 * its one-line list file (the routes test says so when it is missing).
 */
const FEATURES = import.meta.glob<{ PAGES: PageModules }>('./pages/*.ts');

const loaders = new Map<PageName, PageLoader>();

/** The page's feature list, or an error naming what is missing. */
async function modulesOf(name: PageName): Promise<PageModules> {
  const feature = name.split('/')[0];
  const list = FEATURES[`./pages/${feature}.ts`];
  if (!list) throw new Error(`no page list src/app/pages/${feature}.ts for page ${name}`);
  return (await list()).PAGES;
}

/** Whether a page module exists (the routes test checks every route's page). */
export async function pageExists(name: PageName): Promise<boolean> {
  return `../../features/${name}.tsx` in (await modulesOf(name));
}

/** The loader of a page (the same function each time: the router remembers chunks it has loaded by loader). */
export function pageLoader(name: PageName): PageLoader {
  let load = loaders.get(name);
  if (!load) {
    load = async () => {
      const page = (await modulesOf(name))[`../../features/${name}.tsx`];
      if (!page) throw new Error(`no page module src/features/${name}.tsx`);
      return page();
    };
    loaders.set(name, load);
  }
  return load;
}

/** First data of a route, asked for while its chunks load (see AppRoute.prefetch). */
export const PREFETCHES: Record<PrefetchName, () => Promise<unknown>> = {
  notices: () => import('../state/notices.ts').then((m) => m.reloadNotices()).catch(() => undefined),
  mallHome: () => import('../api/shop.ts').then((m) => m.prefetchMallHome()).catch(() => undefined),
  learnerTasks: () => import('../api/learner.ts').then((m) => m.prefetchLearnerTasks()).catch(() => undefined),
};
