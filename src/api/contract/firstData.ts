import { PREFIX } from './prefixes.ts';

/** A call: path and query, as src/api/http.ts sends it; a GET unless `method` says POST (a read sent as POST, with no body). */
export interface Call {
  method?: 'POST';
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** One key per call whatever the order of its query: the path, then the query sorted by name. */
export function callKey({ method, path, query }: Call): string {
  if (method) return `${method} ${callKey({ path, query })}`;
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]): [string, string] => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

/** The user's info: every signed-in first load asks for it. */
export const INFO_CALL: Call = { path: `${PREFIX.common}info` };

/** A sign-in page's captcha (SIGN_IN.captcha in auth.ts): the server puts the first one in the page. */
export const CAPTCHA_CALL: Call = { method: 'POST', path: `${PREFIX.common}loadCaptcha` };

/** An endpoint's call, its prefix and path joined as src/api/call.ts joins them. */
export const at = (prefix: string, ep: { path: string }, query?: Call['query']): Call => ({ path: prefix.replace(/\/$/, '') + ep.path, query });

/** A shop's home and the first page of its products, as /shopHome asks them (src/api/shop.ts, its list's first page of 10). */
export const shopCall = (id: number): Call => ({ path: `${PREFIX.root}mall/shop/${id}` });
export const SHOP_PRODUCTS_FIRST_PAGE = 10;
export const shopProductsCall = (id: number): Call => ({
  path: `${PREFIX.root}mall/products`,
  query: { shopId: id, pageNum: 1, pageSize: SHOP_PRODUCTS_FIRST_PAGE },
});

/** The signed-in caller's gold coins, as every header asks them (balanceInfo in src/api/simulation.ts: WALLET.balance under buyers/). */
export const BALANCE_CALL: Call = { path: `${PREFIX.root}buyers/balance/info` };

/** A product's detail, as src/api/shop.ts asks it. */
export const productCall = (id: number): Call => ({ path: `${PREFIX.root}mall/product/${id}` });
