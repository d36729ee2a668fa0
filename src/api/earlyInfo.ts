import type { ApiResult, UserInfo } from './contract/auth.ts';
import { bootData } from '../lib/bootData.ts';

/** Set while IndexedDB holds a session with roles: the app then needs no info call at boot, so index.html asks for none. */
export const SESSION_SAVED_KEY = 'cy-session-saved';

/** Keeps the marker index.html reads in step with the saved session. */
export function markSessionSaved(saved: boolean) {
  try {
    if (saved) localStorage.setItem(SESSION_SAVED_KEY, '1');
    else localStorage.removeItem(SESSION_SAVED_KEY);
  } catch {
    // no localStorage: index.html then always asks early, which only costs a request
  }
}

/**
 * The info answer index.html already asked for, taken once: only when it was asked with the token
 * in use now and succeeded. Anything else answers undefined and the caller asks again the usual way, so
 * errors (401 and the rest) take the one path every call takes.
 */
export async function takeEarlyInfo(token: string): Promise<UserInfo | null | undefined> {
  const boot = bootData();
  const early = boot?.info;
  if (!early) return undefined;
  delete boot.info;
  if (!token || early.token !== token) return undefined;
  try {
    const response = await early.response;
    if (!response?.ok) return undefined;
    const body = (await response.json()) as ApiResult<UserInfo | null>;
    return body && body.code === 200 ? body.data : undefined;
  } catch {
    return undefined;
  }
}
