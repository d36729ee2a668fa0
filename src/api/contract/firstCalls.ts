import type { Role } from './roles.ts';
import { NOTICE_PAGE_SIZE } from './notices.ts';
import { PREFIX, sysMsgPrefix } from './prefixes.ts';
import { ACCOUNT } from './auth.ts';
import { LEARNER_TASKS } from './learner.ts';
import { CHECK_IN } from './attendance.ts';
import { at, BALANCE_CALL, type Call, CAPTCHA_CALL, productCall, shopCall, shopProductsCall } from './firstData.ts';

// Which calls the server answers inside a page's HTML: read by the server and its renderer only, so
// the app's entry (which needs just callKey) does not carry the contracts named here.

/**
 * What a signed-in first load asks right after the info, before anything is drawn
 * (src/state/session.ts loadUserInfo): a learner's places, anyone else's menu; nothing while a
 * one-time password must be changed.
 */
export function sessionCalls(user: { role?: Role | null; mustChangePassword?: boolean }): Call[] {
  if (user.role === undefined || user.role === null || user.mustChangePassword) return [];
  return [at(PREFIX.common, user.role === 6 ? ACCOUNT.places : ACCOUNT.menus)];
}

/** The header's gold coins, for the signed-in, on the mall's pages: ShopLayout draws its TopNav with the page (the other layouts load theirs later). */
const coins = (role: Role | null): Call[] => (role ? [BALANCE_CALL] : []);

/**
 * The calls a route's page makes first, by route path (as in the route tables), for the signed-in
 * role (null signed out). The server answers them inside that route's HTML (server/http/bootData.ts)
 * and the page's own calls take those answers (src/api/bootAnswers.ts): a first visit renders
 * without waiting for a round trip. For the landing pages where that round trip is on the way to
 * the first screen.
 */
export const FIRST_CALLS: Record<string, (role: Role | null, query: URLSearchParams) => Call[]> = {
  // the sign-in pages' first captcha, for a visitor not signed in (the signed-in are sent on)
  '/login': (role) => (role ? [] : [CAPTCHA_CALL]),
  '/loginWLH': (role) => (role ? [] : [CAPTCHA_CALL]),
  '/regist': (role) => (role ? [] : [CAPTCHA_CALL]),
  // the mall's pages: with the header's gold coins for the signed-in (drawn in the page, not a — until the app asks)
  '/home': (role) => [{ path: `${PREFIX.root}mall/home` }, ...coins(role)],
  // a product: its detail (the id from the address; none for an id that is not one)
  '/productDetail': (role, query) => (/^[1-9]\d{0,9}$/.test(query.get('id') ?? '') ? [productCall(Number(query.get('id'))), ...coins(role)] : []),
  // a shop: its home and the first page of its products
  '/shopHome': (role, query) =>
    /^[1-9]\d{0,9}$/.test(query.get('id') ?? '') ? [shopCall(Number(query.get('id'))), shopProductsCall(Number(query.get('id'))), ...coins(role)] : [],
  // the learner's landing: the class's tasks and a check-in open now
  // (its header's coins are not drawn: the back office's top strip comes once the browser is idle, EmbeddedTopNav)
  '/cultivate/learningtasks': (role) => (role === 6 ? [at(PREFIX.studentTrain, LEARNER_TASKS.list), at(PREFIX.studentTrain, CHECK_IN.open)] : []),
  '/supplymarket/notice': (role) => (role ? [{ path: `${sysMsgPrefix(role)}loadSendSysMsg`, query: { pageSize: NOTICE_PAGE_SIZE, pageNum: 1 } }] : []),
};
