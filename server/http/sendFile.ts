import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The headers of a download the browser saves as `name` (its name in UTF-8), never cached. */
export const downloadHeaders = (mime: string, name: string) => ({
  'Content-Type': mime,
  'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  'Cache-Control': 'no-store',
});

/**
 * A file from disk as the answer, with byte ranges (video players, Safari above all, ask for them):
 * only the bytes asked for are read, so a phone seeking in a 200 MB video reads a few hundred KB.
 */
export function sendFile(c: Context, file: { path: string; size: number; mime: string }, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': file.mime,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  };
  const total = file.size;
  const stream = (start: number, end: number) => Readable.toWeb(createReadStream(file.path, { start, end })) as unknown as ReadableStream<Uint8Array>;
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, total - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (start >= total || start > end) {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${total}` });
    }
    return c.body(stream(start, end), 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${total}`, 'Content-Length': String(end - start + 1) });
  }
  if (total === 0) return c.body(null, 200, { ...headers, 'Content-Length': '0' });
  return c.body(stream(0, total - 1), 200, { ...headers, 'Content-Length': String(total) });
}
