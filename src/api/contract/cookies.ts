/**
 * The app's cookies (spec §9: "the token is kept in a cookie"; the sidebar state). The server reads the
 * same names (server/http/auth.ts, server/http/bootData.ts; docs/security-and-operations.md).
 * - TOKEN_KEY: the sign-in token itself, set by the server as HttpOnly + SameSite=Strict: no script,
 *   injected ones included, can read it.
 * - REQUEST_KEY: what the app's scripts keep and send as `Authorization` on every call: a value derived
 *   from the token that is no credential on its own (it only counts together with the token cookie), so a
 *   page on another site, which can make the browser send cookies but never this header, gets nowhere.
 */
export const TOKEN_KEY = 'Admin-Token';
export const REQUEST_KEY = 'Admin-Key';
export const SIDEBAR_KEY = 'sidebarStatus';
/** The breakpoint the app last measured (phone, tablet, desktop): the server draws a signed-in page for it (server/http/serverDrawn.ts). */
export const BREAKPOINT_KEY = 'breakpoint';
/** Request keys start with this; a token never does (server/services/passwords.ts newToken: base64url without dots). */
export const REQUEST_KEY_PREFIX = 'k.';
