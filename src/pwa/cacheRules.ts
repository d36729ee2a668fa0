import { PREFIX_ROLE } from '../api/contract/roles.ts';
import { USER_CACHE_PREFIX } from './cacheKeys.ts';

/**
 * What the service worker does with each request, as plain data and predicates (no Workbox import),
 * so the table can be unit-tested. sw.ts turns each rule into a Workbox route.
 */

export type Strategy = 'NetworkFirst' | 'StaleWhileRevalidate' | 'CacheFirst';

export interface CacheRule {
  name: string;
  /** Cache name; every cache starting with USER_CACHE_PREFIX is cleared at sign-out. */
  cacheName: string;
  strategy: Strategy;
  match: (url: URL, request: { method: string; destination: string; mode: string }) => boolean;
  networkTimeoutSeconds?: number;
  maxAgeSeconds: number;
  maxEntries: number;
  /** Key the cache entry by the caller's token, so one user's answer is never served to another. */
  perUser: boolean;
}

const DAY = 86_400;

const isApi = (url: URL) => url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/');
const apiTail = (url: URL) => url.pathname.replace(/^\/v[12]\/wangchuang\//, '');

/** The back-office role prefixes of spec §7 (admin|province|…), as a regular-expression group. */
const BO = `(?:${Object.keys(PREFIX_ROLE).join('|')})`;

/**
 * A user's read that opens offline as last seen: a GET of the API whose path after /wangchuang/
 * matches `tail`, network first (3 s), kept per user.
 */
function lastSeen(name: string, cache: string, tail: RegExp, limits: { maxEntries: number; maxAgeSeconds?: number }): CacheRule {
  return {
    name,
    cacheName: `${USER_CACHE_PREFIX}${cache}`,
    strategy: 'NetworkFirst',
    networkTimeoutSeconds: 3,
    maxAgeSeconds: limits.maxAgeSeconds ?? 7 * DAY,
    maxEntries: limits.maxEntries,
    perUser: true,
    match: (url, r) => r.method === 'GET' && isApi(url) && tail.test(apiTail(url)),
  };
}

/** The runtime caching table (ARCHITECTURE: API responses the SW caches are listed here). */
export const CACHE_RULES: CacheRule[] = [
  lastSeen('notices: unread count, list pages and details', 'notices', /(^|\/)(loadSysMsg\/num|loadSendSysMsg|lookSysMsg\/Details\/\d+)$/, { maxEntries: 200 }),
  lastSeen(
    'resource pages (back-office, seller centre, supply market, workbench): lists, details, pickers, a notice’s read list, and the regions the caller governs',
    'resources',
    new RegExp(
      `^(${BO}|seller|student|supply|workbench|common)\\/[A-Za-z]+\\/(list|options|detail\\/\\d+)$|^${BO}\\/announcement\\/readers\\/\\d+$|^admin\\/common\\/jurisdiction$`,
    ),
    { maxEntries: 300 },
  ),
  lastSeen(
    'seller centre figures and settings (home, shop, decoration, warehouse, data, account): seen offline as last loaded',
    'seller',
    /^seller\/(centre\/overview|profile|decor|shop|goods\/options|stock\/summary|library|source(\/copy)?|data\/(analysis|activities)|account\/(summary|ledger|held))$/,
    { maxEntries: 60 },
  ),
  lastSeen(
    'class pages (back-office): a class with its timeline, scores, shop data, feedback, evaluation tables; class counts per region',
    'classes',
    new RegExp(`^${BO}\\/(class\\/\\d+\\/(information|scores|storeData|flightData|feedback|evaluations)|classStats)$`),
    { maxEntries: 200 },
  ),
  lastSeen(
    'supervision pages (back-office): video wall, live tour, class supervision, invigilation grid and its snapshots',
    'supervision',
    new RegExp(`^${BO}\\/supervision\\/(wall|lives|classes|invigilation(\\/\\d+\\/snapshots)?|snapshot\\/\\d+)$`),
    { maxEntries: 120, maxAgeSeconds: 1 * DAY },
  ),
  lastSeen(
    'dashboards: the data centre, the wall display and the year in review (docs/dashboards.md)',
    'dashboards',
    new RegExp(`^(${BO}\\/dashboard\\/overview|dashboard\\/(screen|annual))$`),
    { maxEntries: 40 },
  ),
  lastSeen('subsidy: who of a class qualifies (/manage/qualifiedStudent)', 'subsidy', new RegExp(`^${BO}\\/subsidy\\/class\\/\\d+\\/qualified$`), {
    maxEntries: 60,
  }),
  lastSeen(
    "reports: the statistics tables and the print pages' data (never the exports)",
    'reports',
    new RegExp(`^(${BO}|student)\\/reports\\/(stats\\/(statistical|service|practice)|print)$`),
    { maxEntries: 60 },
  ),
  lastSeen(
    'supply market and workbench reads: catalogue, listings, orders, money, selection, sessions, commissions (never the live stream)',
    'market',
    /^(supply\/(me|market|product\/\d+|orders|order\/(counts|\d+)|finance(\/ledger)?)|workbench\/(me|home|selection|shop\/\d+|goods\/\d+|sessions|session\/\d+|sales|commissions|shop-commissions|creator))$/,
    { maxEntries: 200 },
  ),
  {
    name: 'catalog lists (products, shops, live rooms)',
    cacheName: `${USER_CACHE_PREFIX}catalog`,
    strategy: 'StaleWhileRevalidate',
    maxAgeSeconds: 1 * DAY,
    maxEntries: 80,
    perUser: true,
    match: (url, r) =>
      r.method === 'GET' &&
      isApi(url) &&
      (/(product|goods|shop|commodity|live|category|catalog)[\w/-]*\/(list|page|search|home)\w*$/i.test(apiTail(url)) ||
        /^mall\/(home|categories|products|shops|live)$/.test(apiTail(url))),
  },
  {
    name: 'product details',
    cacheName: `${USER_CACHE_PREFIX}products`,
    strategy: 'StaleWhileRevalidate',
    maxAgeSeconds: 7 * DAY,
    maxEntries: 150,
    perUser: true,
    match: (url, r) =>
      r.method === 'GET' &&
      isApi(url) &&
      (/(product|goods|commodity)[\w/-]*\/(detail|info)\w*(\/\d+)?$/i.test(apiTail(url)) || /^mall\/(product|shop|live)\/\d+(\/reviews)?$/.test(apiTail(url))),
  },
  lastSeen(
    'seller centre orders, service and marketing figures (docs/seller-centre.md); never the live streams',
    'seller-trade',
    /^seller\/(orders|order\/counts|order\/\d+|aftersales|aftersaleFull\/\d+|reviews|complaints|customers|consults|consult\/\d+|freight\/\d+|bond|activities|guarantees|marketing\/summary|train\/plan)$|^buyers\/(consults|consult\/\d+|consult\/shop\/\d+)$/,
    { maxEntries: 150 },
  ),
  {
    name: 'learner area reads (tasks, papers, plans, certificates, courses): seen offline as last loaded',
    cacheName: `${USER_CACHE_PREFIX}learner`,
    strategy: 'NetworkFirst',
    networkTimeoutSeconds: 3,
    maxAgeSeconds: 7 * DAY,
    maxEntries: 200,
    perUser: true,
    match: (url, r) => r.method === 'GET' && /^\/v[12]\/wangchuang\/student\/train\//.test(url.pathname) && !/\/(stream|events)$/.test(url.pathname),
  },
  {
    name: 'uploads (unguessable immutable names)',
    cacheName: `${USER_CACHE_PREFIX}uploads`,
    strategy: 'CacheFirst',
    maxAgeSeconds: 30 * DAY,
    maxEntries: 200,
    perUser: false,
    match: (url, r) => r.method === 'GET' && url.pathname.startsWith('/uploads/') && r.destination !== 'video' && r.destination !== 'audio',
  },
  lastSeen(
    "live classes (docs/live.md): the list, one session, the classes a teacher may broadcast to, a learner's class's, a room's media settings; never signals, streams or the replay",
    'live',
    /^live\/(classes(\/options|\/mine|\/\d+)?|\d+\/media)$/,
    { maxEntries: 60, maxAgeSeconds: 1 * DAY },
  ),
  {
    name: 'images (brand, product and static pictures)',
    cacheName: 'cy-images',
    strategy: 'CacheFirst',
    maxAgeSeconds: 30 * DAY,
    maxEntries: 300,
    perUser: false,
    match: (url, r) =>
      r.method === 'GET' &&
      (!isApi(url) || apiTail(url).startsWith('media/') || apiTail(url).startsWith('supply/media/')) &&
      (r.destination === 'image' || /\.(png|jpe?g|gif|webp|svg|ico)$/i.test(url.pathname)),
  },
  {
    name: "each area's chunks and fonts, cached the first time they load",
    cacheName: 'cy-assets',
    strategy: 'CacheFirst',
    maxAgeSeconds: 60 * DAY,
    maxEntries: 250,
    perUser: false,
    match: (url, r) => r.method === 'GET' && (/^\/assets\/.+\.(js|css|woff2?|ttf)$/.test(url.pathname) || r.destination === 'font'),
  },
];

/** The first rule for a same-origin request (cross-origin requests are left alone). */
export function ruleFor(url: URL, request: { method: string; destination: string; mode: string }, origin: string): CacheRule | undefined {
  if (url.origin !== origin) return undefined;
  return CACHE_RULES.find((r) => r.match(url, request));
}

/** Navigation fallback to the shell: app routes only, never API paths, uploads or files with an extension. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/v[12]\//, /^\/uploads\//, /\.[a-z0-9]+$/i];

export function isAppRoute(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

/** A short, non-reversible tag of the token for cache keys (SHA-256, first 16 hex chars). */
export async function userTag(authorization: string | null): Promise<string> {
  if (!authorization) return 'anon';
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(bytes).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cache key of a per-user request: the URL plus the user tag. */
export async function perUserKey(url: string, authorization: string | null): Promise<string> {
  const u = new URL(url);
  u.searchParams.set('__u', await userTag(authorization));
  return u.toString();
}
