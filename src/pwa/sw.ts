/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy as WorkboxStrategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim, type RouteHandlerObject, type WorkboxPlugin } from 'workbox-core';
import { USER_CACHE_PREFIX } from './cacheKeys.ts';
import { NETWORK_FAILED, NETWORK_OK } from './messages.ts';
import { CACHE_RULES, NAVIGATION_DENYLIST, perUserKey, type CacheRule } from './cacheRules.ts';
import { EMPTY_PRELOADS, preloadFor, ROUTE_PRELOADS_FILE, withHints, type RoutePreloadTable } from '../api/contract/routeHints.ts';
import { linkedStylesheets, withInlineStyles } from '../api/contract/prerender.ts';

declare const self: ServiceWorkerGlobalScope;

// The shell: index.html, the entry JS/CSS, icons (vite.config.ts globPatterns).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// App routes answer the precached shell, with the route's chunks announced as the server does
// (routeHints.ts); API paths, uploads and files with an extension never do.
const shell = createHandlerBoundToURL('index.html');
let routePreloads: Promise<RoutePreloadTable> | null = null;
const loadRoutePreloads = () =>
  (routePreloads ??= matchPrecache(ROUTE_PRELOADS_FILE)
    .then((r) => (r ? (r.json() as Promise<RoutePreloadTable>) : EMPTY_PRELOADS))
    .catch(() => EMPTY_PRELOADS));
registerRoute(
  new NavigationRoute(
    async (options) => {
      const pathname = new URL(options.request.url).pathname; // read first: the shell handler swaps the request for index.html
      const [response, table] = await Promise.all([shell(options), loadRoutePreloads()]);
      if (!response.ok) return response;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      const html = withHints(await response.text(), preloadFor(table, pathname));
      return new Response(await withPrecachedStyles(html), { status: response.status, statusText: response.statusText, headers });
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

/** The stylesheets' rules read from the precache, kept for the worker's life (their names change with their content). */
const styles = new Map<string, Promise<string | null>>();
const precachedText = (href: string) => {
  let text = styles.get(href);
  if (!text) {
    text = matchPrecache(href)
      .then((r) => (r ? r.text() : null))
      .catch(() => null);
    styles.set(href, text);
  }
  return text;
};

/**
 * The shell's and the route's stylesheets written into the page, as the server writes them
 * (withInlineStyles): its first frame then waits for no request to the worker (three on an offline
 * reload of the notice list, each through the worker's fetch handler on a slow phone's main thread).
 */
async function withPrecachedStyles(html: string): Promise<string> {
  const hrefs = linkedStylesheets(html);
  const rules = new Map(await Promise.all(hrefs.map(async (href) => [href, await precachedText(href)] as const)));
  return withInlineStyles(html, (href) => rules.get(href) ?? null);
}

/** Keys per-user answers by a hash of the Authorization header: another user never gets them. */
const perUserPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => perUserKey(request.url, request.headers.get('authorization')),
};
/** Only complete JSON answers with code 200 go into the API caches (never HTML, never errors). */
const okJsonPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response || response.status !== 200) return null;
    return (response.headers.get('content-type') ?? '').includes('json') ? response : null;
  },
};
const okPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response && response.status === 200 ? response : null),
};

/** How long a read asked for fresh waits for the network before the cached answer does (offline, a dead link). */
const FRESH_READ_TIMEOUT_SECONDS = 3;

/**
 * Tells the pages when a read could not reach the network (its answer, if any, comes from the cache)
 * and when one reaches it again: their offline banner follows (src/pwa/state.ts), also where the
 * browser still says it is online.
 */
// true at start: the first read that reaches the network after the worker starts tells the pages so,
// in case it stopped while they were told of a failure
let networkFailed = true;
const tellPages = async (type: string) => {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type });
};
const networkPlugin: WorkboxPlugin = {
  fetchDidFail: async ({ error }) => {
    // a read the page gave up (it navigated away, a newer query took its place) says nothing of the network
    if ((error as { name?: string } | undefined)?.name === 'AbortError') return;
    networkFailed = true;
    await tellPages(NETWORK_FAILED);
  },
  fetchDidSucceed: async ({ response }) => {
    if (networkFailed) {
      networkFailed = false;
      await tellPages(NETWORK_OK);
    }
    return response;
  },
};

function strategyFor(rule: CacheRule): RouteHandlerObject {
  const plugins: WorkboxPlugin[] = [
    new ExpirationPlugin({ maxEntries: rule.maxEntries, maxAgeSeconds: rule.maxAgeSeconds, purgeOnQuotaError: true }),
    rule.perUser ? okJsonPlugin : okPlugin,
    networkPlugin,
  ];
  if (rule.perUser) plugins.unshift(perUserPlugin);
  const options = { cacheName: rule.cacheName, plugins };
  switch (rule.strategy) {
    case 'NetworkFirst':
      return new NetworkFirst({ ...options, networkTimeoutSeconds: rule.networkTimeoutSeconds });
    case 'StaleWhileRevalidate': {
      // after a write the page's first read of a call says cache: 'no-cache' (src/api/http.ts): the
      // answer from before the write would be stale, so that read goes to the network first
      const stale: WorkboxStrategy = new StaleWhileRevalidate(options);
      const fresh: WorkboxStrategy = new NetworkFirst({ ...options, networkTimeoutSeconds: FRESH_READ_TIMEOUT_SECONDS });
      return { handle: (handler) => (handler.request.cache === 'no-cache' ? fresh : stale).handle(handler) };
    }
    default:
      return new CacheFirst(options);
  }
}

for (const rule of CACHE_RULES) {
  registerRoute(({ url, request, sameOrigin }) => sameOrigin && rule.match(url, request), strategyFor(rule));
}
// Every other API call goes to the network untouched: offline it fails as a network error.
// CACHE_URLS from the page (register.ts, first install) is handled by Workbox's default router: the
// files the page loaded before this worker ran go through the rules above as if fetched under it.

/** Deletes every per-user cache (sign-out). */
async function clearUserCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

self.addEventListener('message', (event) => {
  const type = event.data?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLEAR_USER_CACHES') event.waitUntil(clearUserCaches().then(() => event.ports[0]?.postMessage({ done: true })));
});

// The first install takes control of open pages at once; later versions wait for the user's 刷新.
clientsClaim();
