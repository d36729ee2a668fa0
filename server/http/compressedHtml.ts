import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5: a drawn page (≈40 KB) compresses in ≈2 ms, within a few per cent of the best brotli can do. */
const BROTLI_QUALITY = 5;

/** Which encoding the browser takes for a page: brotli, else gzip, else none (q=0 means refused). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * An app page's HTML, compressed as the static files are (dist/ is precompressed): a page drawn per
 * visit carries its styles and first data inline, so it is 20–60 KB before compression, a phone's
 * first round trips. Compressed off the event loop (zlib's thread pool).
 */
export async function compressedHtml(c: Context, html: string): Promise<Response> {
  const encoding = pageEncoding(c.req.header('accept-encoding'));
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!encoding) return c.html(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
      : await gzipAsync(html);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
}
