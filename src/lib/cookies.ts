/**
 * The app's cookies (spec §9). The token itself is in an HttpOnly cookie the server sets at sign-in
 * and clears at sign-out (scripts cannot read it: src/api/contract/cookies.ts); what the app keeps and
 * reads here is the token's request key, sent as Authorization on every call, and the sidebar state.
 * Falls back to memory where there is no document (node tests).
 */
import { bootData } from './bootData.ts';

import { BREAKPOINT_KEY, REQUEST_KEY, SIDEBAR_KEY, TOKEN_KEY } from '../api/contract/cookies.ts';

export { BREAKPOINT_KEY, REQUEST_KEY, SIDEBAR_KEY, TOKEN_KEY };

const memory = new Map<string, string>();
const hasDocument = () => typeof document !== 'undefined';

/**
 * The cookies as index.html read them while the page was parsing. The app's first read takes them
 * instead of asking again: in Chrome a cookie read blocks on the browser process and is slow while
 * the page's files are loading. Every later read is live.
 */
let bootCookies: string | undefined = bootData()?.cookies;
function cookieString(): string {
  const boot = bootCookies;
  bootCookies = undefined;
  return boot ?? document.cookie;
}

export function getCookie(name: string): string {
  if (!hasDocument()) return memory.get(name) ?? '';
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieString().split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return '';
}

export function setCookie(name: string, value: string, days?: number) {
  if (!hasDocument()) {
    memory.set(name, value);
    return;
  }
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) cookie += `; max-age=${Math.round(days * 86_400)}`;
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; Secure';
  bootCookies = undefined;
  document.cookie = cookie;
}

export function removeCookie(name: string) {
  if (!hasDocument()) {
    memory.delete(name);
    return;
  }
  bootCookies = undefined;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}

/** The request key of the signed-in token ('' signed out): the login answer's `token`. */
export const getToken = () => getCookie(REQUEST_KEY);
export const setToken = (token: string) => setCookie(REQUEST_KEY, token);
export const removeToken = () => removeCookie(REQUEST_KEY);

/** Sidebar open state, kept as '1' (open) or '0' (closed). */
export function getSidebarStatus(): '1' | '0' | '' {
  const v = getCookie(SIDEBAR_KEY);
  return v === '1' || v === '0' ? v : '';
}
export const setSidebarStatus = (open: boolean) => setCookie(SIDEBAR_KEY, open ? '1' : '0', 365);
export const removeSidebarStatus = () => removeCookie(SIDEBAR_KEY);
