import type { Role } from './roles.ts';
import { NOTICE_PAGE_SIZE } from './notices.ts';
import { PREFIX, sysMsgPrefix } from './prefixes.ts';

/** A GET call: path and query, as src/api/http.ts sends it. */
export interface Call {
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** One key per call whatever the order of its query: the path, then the query sorted by name. */
export function callKey({ path, query }: Call): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]): [string, string] => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

/** The user's info: every signed-in first load asks for it. */
export const INFO_CALL: Call = { path: `${PREFIX.common}info` };

/**
 * The calls a route's page makes first, by route path (as in the route tables), for the signed-in
 * role (null signed out). The server answers them inside that route's HTML (server/http/bootData.ts)
 * and the page's own calls take those answers (src/api/bootAnswers.ts): a first visit renders
 * without waiting for a round trip. For the landing pages where that round trip is on the way to
 * the first screen.
 */
export const FIRST_CALLS: Record<string, (role: Role | null) => Call[]> = {
  '/home': () => [{ path: `${PREFIX.root}mall/home` }],
  '/supplymarket/notice': (role) => (role ? [{ path: `${sysMsgPrefix(role)}loadSendSysMsg`, query: { pageSize: NOTICE_PAGE_SIZE, pageNum: 1 } }] : []),
};
