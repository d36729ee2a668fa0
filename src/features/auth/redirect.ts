/**
 * ?redirect= is honoured only for a same-origin path: it starts with '/', not '//' or '/\',
 * carries no scheme and does not lead back to the sign-in pages.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (/^\/(login|loginWLH|regist|codePage)(\/|$)/.test(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Where to go after a sign-in: /register always wins, then a safe redirect, then the landing path. */
export function afterLoginTarget(landing: string, redirect: string | null | undefined): string {
  if (landing === '/register') return landing;
  return safeRedirect(redirect) ?? landing;
}
