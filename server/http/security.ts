import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope.ts';
import { isHttps } from './clientIp.ts';

/** JSON (and any other non-upload) request bodies: 1 MB. Uploads have their own 10 MB limit (routes/upload.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = '请求内容过大（不能超过1MB）';
export const NUL_REFUSED = '请求中含有不允许的字符';
const UPLOAD_PATH = '/v1/wangchuang/upload/';

/**
 * The policy for the app's HTML: scripts only from this origin plus the inline scripts of this very
 * page, allowed one by one by their hash (the boot script of index.html; the boot data the server
 * writes in); no plugins, no <base>, forms only to this origin, never framed. Styles may be inline
 * (antd-mobile and the rich-text notices set style attributes). Images and media may also come over
 * https (pictures in notices written by administrators).
 */
export function htmlCsp(html: string, connectSrc: readonly string[] = []): string {
  const hashes = inlineScriptHashes(html).map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // plus the media server's WHIP/WHEP origins when live video goes through one (docs/live.md)
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data: nothing in them may run or load, and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** base64 SHA-256 of each inline <script> (one without src) as the browser hashes it: its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue;
    out.push(
      createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return out;
}

/**
 * Headers for every answer, set before the handler runs (setting them on a finished response would
 * take @hono/node-server off its fast path): no MIME sniffing, no framing by other sites, the referrer
 * only within this origin, resources only for this origin's pages, HSTS over https. API paths also
 * get a policy that lets nothing run; HTML answers get htmlCsp from the code that writes them.
 */
export function securityHeaders(trustedProxies: string[]): MiddlewareHandler {
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (isApiPath(c.req.path)) c.header('Content-Security-Policy', API_CSP);
    // uploaded files are pictures, PDFs and videos checked by their bytes (never HTML or SVG); a stricter
    // policy would keep the browser's PDF viewer from showing them
    else if (c.req.path.startsWith('/uploads/')) c.header('Content-Security-Policy', "frame-ancestors 'none'");
    if (isHttps(c, trustedProxies)) c.header('Strict-Transport-Security', 'max-age=15552000');
    await next();
  };
}

const isApiPath = (path: string) => path.startsWith('/v1/') || path.startsWith('/v2/');

/** Sets the HTML policy (and the opener isolation pages get) on an answer about to carry this HTML. */
export function htmlHeaders(c: Context, html: string, connectSrc: readonly string[] = []) {
  c.header('Content-Security-Policy', htmlCsp(html, connectSrc));
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
}

/** Spreadsheet imports, each with a limit of its own on its route (the question bank 10 MB, a roster 2 MB). */
const OWN_LIMIT = /\/(exam\/question|class\/\d+\/roster)\/import$/;

/** 1 MB for every request body except uploads and imports; more is 413 before anything reads it. */
export function limitBodies(): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, BODY_TOO_LARGE) });
  return (c, next) => (c.req.path.startsWith(UPLOAD_PATH) || OWN_LIMIT.test(c.req.path) ? next() : limit(c, next));
}

/** Whether a parsed JSON value holds a NUL character in any string or key. */
export const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v));
  return false;
};

/**
 * PostgreSQL cannot store a NUL character in text: a path or query string carrying one is a 400
 * before any handler sees it. (JSON bodies are checked where they are parsed: server/http/validate.ts
 * for the routes, the resource layer with each field's own message.)
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/.test(url) || url.includes('\0')) return fail(c, 400, NUL_REFUSED);
    return next();
  };
}

/** PostgreSQL errors caused by the values a request sent (a value out of range, a missing reference…), as a 400. */
export function inputErrorMessage(err: unknown): string | null {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23503') return '关联的数据不存在';
  if (code === '23505') return '数据已存在，请勿重复提交';
  if (code.startsWith('22') || code === '23502' || code === '23514' || code === '54000') return '参数有误';
  return null;
}
