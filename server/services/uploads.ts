import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, writeFile, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Db, Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { UploadResult } from '../../src/api/contract/auth.ts';
import { badRequest } from '../errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE = '文件不能超过10MB';
export const UNSUPPORTED = '不支持的文件类型';
export const UPLOAD_URL_PREFIX = '/uploads/';

/** Stored names: 32 hex characters and one of the known extensions. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|mp4|webm)$/;

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The file's real type from its first bytes (never from its name); null when not allowed. */
export function detectType(bytes: Uint8Array): { mime: string; ext: string } | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (ascii(bytes, 4, 8) === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  // EBML header with the "webm" document type somewhere in the header.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes('webm')) return { mime: 'video/webm', ext: 'webm' };
  return null;
}

/** Checks size and type, writes the file under dataDir/uploads and records who uploaded it. */
export async function saveUpload(db: Db, config: Config, ownerId: number, file: File): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(TOO_LARGE);
  if (file.size === 0) throw badRequest(UNSUPPORTED);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectType(bytes);
  if (!type) throw badRequest(UNSUPPORTED);

  const dir = join(config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const fileName = (file.name || storedName).replace(/[\u0000-\u001f\\/]/g, '_').slice(0, 200);
  const path = join(dir, storedName);
  await writeFile(path, bytes);
  try {
    await db.query('insert into uploads (owner_id, stored_name, original_name, mime, size) values ($1, $2, $3, $4, $5)', [
      ownerId,
      storedName,
      fileName,
      type.mime,
      bytes.length,
    ]);
  } catch (e) {
    await unlink(path).catch(() => undefined);
    throw e;
  }
  return { url: UPLOAD_URL_PREFIX + storedName, fileName, size: bytes.length, mime: type.mime };
}

/** The stored name in an upload URL ('/uploads/<name>'), or null. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = url.slice(UPLOAD_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Whether url is an upload of this user (optionally of a mime type starting with mimePrefix). */
export async function uploadOwnedBy(db: Queryable, url: string, ownerId: number, mimePrefix = ''): Promise<boolean> {
  const name = storedNameOf(url);
  if (!name) return false;
  const [row] = await db.query<{ mime: string }>('select mime from uploads where stored_name = $1 and owner_id = $2', [name, ownerId]);
  return !!row && row.mime.startsWith(mimePrefix);
}

export const NOT_OWN_UPLOAD = '图片须为本人上传的图片';

/**
 * Refuses (400) unless every URL is an upload of this user (of a mime type starting with mimePrefix):
 * pictures a user attaches (review, after-sale, complaint photos) end up in <img src> on other
 * people's pages, so only files this server checked and this user sent are accepted; never a
 * `javascript:` or foreign URL.
 */
export async function requireOwnUploads(
  q: Queryable,
  urls: readonly string[],
  ownerId: number,
  mimePrefix = 'image/',
  message = NOT_OWN_UPLOAD,
): Promise<void> {
  if (urls.length === 0) return;
  const names = urls.map(storedNameOf);
  if (names.some((n) => n === null)) throw badRequest(message);
  const [row] = await q.query<{ n: number }>(
    `select count(distinct stored_name)::int as n from uploads where stored_name = any($1::text[]) and owner_id = $2 and mime like $3 || '%'`,
    [names, ownerId, mimePrefix],
  );
  if ((row?.n ?? 0) !== new Set(names).size) throw badRequest(message);
}

/** Where an upload is on disk, its size and mime type, or null when unknown (the route streams it, ranges included). */
export async function findUpload(db: Db, config: Config, name: string): Promise<{ path: string; size: number; mime: string } | null> {
  if (!STORED_NAME.test(name)) return null;
  const row = await db.one<{ mime: string }>('select mime from uploads where stored_name = $1', [name]);
  if (!row) return null;
  const path = join(config.dataDir, 'uploads', name);
  try {
    return { path, size: (await stat(path)).size, mime: row.mime };
  } catch {
    return null;
  }
}

export const VIDEO_TOO_LARGE = '视频不能超过200MB';
export const NOT_VIDEO = '请上传MP4或WebM格式的视频';

/**
 * A chapter video (/manage/courseadd): the request body is the file itself, written to disk as it
 * arrives (never held in memory), refused past `maxBytes` or when its first bytes are not MP4/WebM.
 */
export async function saveVideo(
  db: Db,
  config: Config,
  ownerId: number,
  fileName: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<UploadResult> {
  if (!body) throw badRequest(NOT_VIDEO);
  const dir = join(config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${randomBytes(8).toString('hex')}.part`);
  const out = createWriteStream(temp);
  let size = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw badRequest(VIDEO_TOO_LARGE);
      }
      if (!out.write(value)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const head = Buffer.alloc(64);
    const fd = await open(temp, 'r');
    await fd.read(head, 0, 64, 0).finally(() => fd.close());
    const type = size > 0 ? detectType(head) : null;
    if (!type || !type.mime.startsWith('video/')) throw badRequest(NOT_VIDEO);
    const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await rename(temp, join(dir, storedName));
    const name = (fileName || storedName).replace(/[\u0000-\u001f\\/]/g, '_').slice(0, 200);
    await db.query('insert into uploads (owner_id, stored_name, original_name, mime, size) values ($1, $2, $3, $4, $5)', [
      ownerId,
      storedName,
      name,
      type.mime,
      size,
    ]);
    return { url: UPLOAD_URL_PREFIX + storedName, fileName: name, size, mime: type.mime };
  } finally {
    out.destroy();
    await unlink(temp).catch(() => undefined);
  }
}
