import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from '../http/context.ts';
import { badRequest, fail, ok } from '../http/envelope.ts';
import { currentUser } from '../http/auth.ts';
import { MAX_UPLOAD_BYTES, readUpload, saveUpload, TOO_LARGE } from '../services/uploads.ts';

export function registerUpload(app: Hono<AppEnv>, deps: Deps) {
  const { db, config } = deps;

  app.post(
    '/v1/wangchuang/upload/temporary/file',
    async (c, next) => {
      currentUser(c); // sign in first, before reading any of the body
      await next();
    },
    // The multipart envelope adds a little around the file itself.
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => fail(c, 400, TOO_LARGE) }),
    async (c) => {
      const user = currentUser(c);
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

  /** Uploaded files: public by their unguessable name (img/video tags cannot send the token). */
  app.get('/uploads/:name', async (c) => {
    const found = await readUpload(db, config, c.req.param('name'));
    if (!found) return fail(c, 404, '文件不存在');
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.mime,
      'Content-Length': String(found.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
