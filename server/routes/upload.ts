import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { sendFile } from '../http/sendFile.ts';
import { multipartForm, multipartLimit } from '../http/validate.ts';
import { badRequest } from '../errors.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { findUpload, MAX_UPLOAD_BYTES, saveUpload, saveVideo, TOO_LARGE, VIDEO_TOO_LARGE } from '../services/uploads.ts';
import { MAX_VIDEO_BYTES } from '../../src/api/contract/exams.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';

/** /v1/wangchuang/upload/: a signed-in caller's upload. */
export function uploadApi({ db, config }: Deps) {
  const r = new Hono<AppEnv>();
  r.post(
    '/temporary/file',
    signedIn, // before reading any of the body
    multipartLimit(MAX_UPLOAD_BYTES, TOO_LARGE),
    async (c) => {
      const user = caller(c);
      const file = (await multipartForm(c, '请选择要上传的文件')).file;
      if (!(file instanceof File)) throw badRequest('请选择要上传的文件');
      return ok(c, await saveUpload(db, config, user.id, file), '上传成功');
    },
  );
  /**
   * A chapter video for the back-office (roles 1–5, 20): the body is the file (Content-Type video/…,
   * its name URL-encoded in X-File-Name), streamed to disk, at most MAX_VIDEO_BYTES.
   */
  r.post('/video', allow(MANAGE_ROLES), async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_VIDEO_BYTES) throw badRequest(VIDEO_TOO_LARGE);
    let name = '';
    try {
      name = decodeURIComponent(c.req.header('x-file-name') ?? '');
    } catch {
      name = '';
    }
    return ok(c, await saveVideo(db, config, caller(c).id, name, c.req.raw.body, MAX_VIDEO_BYTES), '上传成功');
  });
  return r;
}

/** /uploads/: uploaded files, public by their unguessable name (img/video tags cannot send the token). */
export function uploadedFiles({ db, config }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:name', async (c) => {
    const found = await findUpload(db, config, c.req.param('name'));
    if (!found) return fail(c, 404, '文件不存在');
    return sendFile(c, found, 'public, max-age=31536000, immutable');
  });
  return r;
}
