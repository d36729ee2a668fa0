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
 * Headers for every answer. They are set before the handler runs (setting them on a finished response
 * would take @hono/node-server off its fast path): no MIME sniffing, no framing by other sites, the
 * referrer only within this origin, resources only for this origin's pages, HSTS over https. API paths
 * also get a policy that lets nothing run; HTML answers get htmlCsp from the code that writes them.
 * A handler that returns a Response of its own (a streamed CSV or XLSX, a file) drops what was set
 * before, so such an answer gets them afterwards (reading the headers of an answer made by c.json
 * costs the fast path nothing).
 */
export function securityHeaders(trustedProxies: string[]): MiddlewareHandler {
  return async (c, next) => {
    const headers: [string, string][] = [
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
    ];
    const requestId = c.get('requestId');
    if (requestId) headers.push(['X-Request-Id', requestId]);
    if (isApiPath(c.req.path)) headers.push(['Content-Security-Policy', API_CSP]);
    // uploaded files are pictures, PDFs and videos checked by their bytes (never HTML or SVG); a stricter
    // policy would keep the browser's PDF viewer from showing them
    else if (c.req.path.startsWith('/uploads/')) headers.push(['Content-Security-Policy', "frame-ancestors 'none'"]);
    if (isHttps(c, trustedProxies)) headers.push(['Strict-Transport-Security', 'max-age=15552000']);
    for (const [name, value] of headers) c.header(name, value);
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
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

/** Whether a parsed JSON value holds a NUL character in any string or key (a walk with a stack of its own, no recursion). */
export const hasNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) pending.push(...v);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        pending.push(inner);
      }
  }
  return false;
};

/** How deep objects and arrays may nest in a request body, and how many entries one of them may hold. */
export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_WIDTH = 10_000;
export const JSON_TOO_DEEP = `请求内容层级过深（不能超过${MAX_JSON_DEPTH}层）`;
export const JSON_TOO_WIDE = `请求内容条目过多（每个对象或数组不能超过${MAX_JSON_WIDTH}项）`;

/**
 * The shape of a JSON text read in one pass over its characters, without parsing it: the message of
 * the first limit it breaks, or null. Text that is not JSON passes here and fails where it is parsed.
 */
export function jsonShapeRefusal(text: string): string | null {
  const entries: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (entries.length >= MAX_JSON_DEPTH) return JSON_TOO_DEEP;
      entries.push(1);
    } else if (ch === 0x7d || ch === 0x5d) entries.pop();
    else if (ch === 0x2c && entries.length) {
      const top = entries.length - 1;
      entries[top] = (entries[top] ?? 0) + 1;
      if ((entries[top] ?? 0) > MAX_JSON_WIDTH) return JSON_TOO_WIDE;
    }
  }
  return null;
}

/**
 * Request bodies (all but uploads and multipart forms) are read once and their nesting and width
 * checked before any handler parses or walks them: a body nested 5,000 deep once overflowed the stack
 * of the NUL check and answered 500. The bytes stay cached for the handler's c.req.json().
 */
export function refuseDeepJson(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.req.path.startsWith(UPLOAD_PATH)) return next();
    if (/^multipart\//i.test(c.req.header('content-type') ?? '')) return next();
    const bytes = await c.req.arrayBuffer();
    const refusal = jsonShapeRefusal(new TextDecoder().decode(bytes));
    if (refusal) return fail(c, 400, refusal);
    // the stream is read: what reads the raw request later (a route's own body limit) gets the same bytes
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}

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
