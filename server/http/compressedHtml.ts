import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5: a drawn page (≈40 KB) compresses in ≈2 ms, within a few per cent of the best brotli can do. */
const BROTLI_QUALITY = 5;

/** Brotli when the browser takes it at all, else gzip, else none (hono's default would take the browser's first of equals: gzip from Chrome). */
const pageEncoding = (c: Context) =>
  accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    match: (accepted, { supports, default: none }) => supports.find((s) => accepted.some((a) => a.type.toLowerCase() === s && a.q > 0)) ?? none,
  });

/**
 * An app page's HTML, compressed as the static files are (dist/ is precompressed): a page drawn per
 * visit carries its styles and first data inline, so it is 20–60 KB before compression, a phone's
 * first round trips. Compressed off the event loop (zlib's thread pool).
 */
export async function compressedHtml(c: Context, html: string): Promise<Response> {
  const encoding = pageEncoding(c);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoding === 'identity') return c.html(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
      : await gzipAsync(html);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
}
