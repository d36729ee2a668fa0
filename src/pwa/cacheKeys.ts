/**
 * What the page shares with the service worker's caching, apart from its table (cacheRules.ts, which
 * only the worker imports: built by function calls, the table cannot be tree-shaken from a bundle
 * that reaches it, and it put 1.4 KB gzip into every page's entry).
 */

/** Caches whose entries belong to the signed-in user: emptied at sign-out. */
export const USER_CACHE_PREFIX = 'cy-user-';

/** The app's files and pictures among a page's loaded resources: what the worker would have cached had it been running. */
export function urlsToWarm(entries: readonly { name: string; initiatorType?: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const e of entries) {
    let url: URL;
    try {
      url = new URL(e.name);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (url.pathname.startsWith('/assets/') || e.initiatorType === 'img') urls.add(url.href);
  }
  return [...urls];
}
