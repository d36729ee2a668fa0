import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { allow, caller, ROLE_REFUSED } from '../http/caller.ts';
import { query } from '../http/validate.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { z } from 'zod';
import { pageQuery } from '../http/paging.ts';
import { forbidden } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { sysMsgPrefix } from '../../src/api/contract/prefixes.ts';
import { NOTICE_PAGE_SIZE } from '../../src/api/contract/notices.ts';
import { buildManifest, manifestBrandForHost } from '../../src/api/contract/manifest.ts';
import * as notices from '../services/notices.ts';

const msgId = (c: Context) => parse(idParam, c.req.param('msgId'));

/** A reader under their own role's sysMsg prefix (spec §7): student/, teacher/, or {role}/train/. */
const ownReaderPrefix = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.path.startsWith(sysMsgPrefix(caller(c).role))) throw forbidden(ROLE_REFUSED);
  await next();
});

/** Reading notices (spec §4 Messages, §7), mounted under each role's sysMsg prefix. */
export function noticeReaderApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/loadSysMsg/num', ownReaderPrefix, async (c) => ok(c, await notices.unreadCount(db, caller(c))));
  r.get('/loadSendSysMsg', ownReaderPrefix, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, NOTICE_PAGE_SIZE);
    return ok(c, await notices.listForReader(db, caller(c), pageNum, pageSize));
  });
  r.get('/lookSysMsg/Details/:msgId', ownReaderPrefix, async (c) => ok(c, await notices.detailForReader(db, caller(c), msgId(c))));
  r.post('/readSysMsg/:msgId', ownReaderPrefix, async (c) => {
    const user = caller(c);
    const id = msgId(c);
    await notices.markRead(db, user, id);
    return ok(c, { msgId: id, readStatus: 1, unread: await notices.unreadCount(db, user) });
  });
  return r;
}

const readFilter = z.object({ read: z.enum(['read', 'unread', 'all'], { error: '参数有误' }).default('all') });

/** A writer's read list of their notice (docs/pwa-notices.md), under their role prefix beside the announcement resource. */
export function noticeWriterApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/announcement/readers/:msgId', allow(MANAGE_ROLES), async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 20);
    const { read } = query(c, readFilter);
    return ok(c, await notices.readList(db, caller(c), msgId(c), read, pageNum, pageSize));
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
