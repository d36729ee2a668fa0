import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, ROLE_REFUSED } from '../http/caller.ts';
import { query } from '../http/validate.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { z } from 'zod';
import { pageQuery } from '../http/paging.ts';
import { forbidden } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { sysMsgPrefix } from '../../src/api/contract/prefixes.ts';
import { NOTICE_PAGE_SIZE, NOTICE_READER, NOTICE_READERS, type NoticeReadFilter } from '../../src/api/contract/notices.ts';
import { answer } from '../http/endpoint.ts';
import { buildManifest, manifestBrandForHost } from '../../src/api/contract/manifest.ts';
import * as notices from '../services/notices.ts';

/** A reader under their own role's sysMsg prefix (spec §7): student/, teacher/, or {role}/train/. */
const ownReaderPrefix = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.path.startsWith(sysMsgPrefix(caller(c).role))) throw forbidden(ROLE_REFUSED);
  await next();
});

/** Reading notices (spec §4 Messages, §7), mounted under each role's sysMsg prefix. */
export function noticeReaderApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, NOTICE_READER.unread, ownReaderPrefix, async (c) => notices.unreadCount(db, caller(c)));
  answer(r, NOTICE_READER.page, ownReaderPrefix, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, NOTICE_PAGE_SIZE);
    return notices.listForReader(db, caller(c), pageNum, pageSize);
  });
  answer(r, NOTICE_READER.detail, ownReaderPrefix, async (c, { msgId }) => notices.detailForReader(db, caller(c), parse(idParam, msgId)));
  answer(r, NOTICE_READER.read, ownReaderPrefix, async (c, params) => {
    const user = caller(c);
    const msgId = parse(idParam, params.msgId);
    await notices.markRead(db, user, msgId);
    return { msgId, readStatus: 1 as const, unread: await notices.unreadCount(db, user) };
  });
  return r;
}

const readFilter = z.object({
  read: z.enum(['read', 'unread', 'all'], { error: '参数有误' }).default('all'),
}) satisfies z.ZodType<{ read: NoticeReadFilter }, unknown>;

/** A writer's read list of their notice (docs/pwa-notices.md), under their role prefix beside the announcement resource. */
export function noticeWriterApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, NOTICE_READERS, allow(MANAGE_ROLES), async (c, { msgId }) => {
    const { pageNum, pageSize } = pageQuery(c, 20);
    const { read } = query(c, readFilter);
    return notices.readList(db, caller(c), parse(idParam, msgId), read, pageNum, pageSize);
  });
  return r;
}

/**
 * The web app manifest of the brand that owns the requesting host (public/manifest.webmanifest is
 * the default brand's copy for the Vite dev server).
 */
export function manifestApi() {
  const r = new Hono<AppEnv>();
  r.get('/manifest.webmanifest', (c) => {
    const host = (c.req.header('x-forwarded-host') || c.req.header('host') || '').split(',')[0].trim();
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(buildManifest(manifestBrandForHost(host))));
  });
  return r;
}
