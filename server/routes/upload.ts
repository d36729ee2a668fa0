import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../errors.ts';
import { caller, signedIn } from '../http/caller.ts';
import { MAX_UPLOAD_BYTES, readUpload, saveUpload, TOO_LARGE } from '../services/uploads.ts';

/** /v1/wangchuang/upload/: a signed-in caller's upload. */
export function uploadApi({ db, config }: Deps) {
  const r = new Hono<AppEnv>();
  r.post(
    '/temporary/file',
    signedIn, // before reading any of the body
    // The multipart envelope adds a little around the file itself.
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => fail(c, 400, TOO_LARGE) }),
    async (c) => {
      const user = caller(c);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest('请选择要上传的文件');
      }
      const file = form.file;
      if (!(file instanceof File)) throw badRequest('请选择要上传的文件');
      return ok(c, await saveUpload(db, config, user.id, file), '上传成功');
    },
  );
  return r;
}

/** /uploads/: uploaded files, public by their unguessable name (img/video tags cannot send the token). */
export function uploadedFiles({ db, config }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:name', async (c) => {
    const found = await readUpload(db, config, c.req.param('name'));
    if (!found) return fail(c, 404, '文件不存在');
    const headers: Record<string, string> = {
      'Content-Type': found.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
    };
    const total = found.bytes.length;
    // Video players (Safari above all) ask for byte ranges.
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, total - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
      if (start >= total || start > end) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${total}` });
      }
      const part = new Uint8Array(found.bytes.subarray(start, end + 1));
      return c.body(part, 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${total}`, 'Content-Length': String(part.length) });
    }
    return c.body(new Uint8Array(found.bytes), 200, { ...headers, 'Content-Length': String(total) });
  });
  return r;
}
