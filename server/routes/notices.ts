import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { requireRole } from '../http/auth.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
import { ALL_ROLES, MANAGE_ROLES, ROLE_PREFIX } from '../../src/api/contract/roles.ts';
import { sysMsgPrefix } from '../../src/api/contract/prefixes.ts';
import { announcementListQuery, announcementSaveSchema, noticePageQuery, pinSchema } from '../../src/api/contract/notices.schema.ts';
import { buildManifest, manifestBrandForHost } from '../../src/api/contract/manifest.ts';
import * as notices from '../services/notices.ts';

/**
 * Notices (spec §4 Messages, §7): reading under each role's sysMsg prefix, and the
 * /manage/announcement back end under the writer's role prefix. Also the web app manifest by host.
 */
export function registerNotices(app: Hono<AppEnv>, { db }: Deps) {
  for (const role of ALL_ROLES) {
    const p = sysMsgPrefix(role);
    const me = (c: Parameters<typeof requireRole>[0]) => requireRole(c, [role]);

    app.get(`${p}loadSysMsg/num`, async (c) => ok(c, await notices.unreadCount(db, me(c))));
    app.get(`${p}loadSendSysMsg`, async (c) => {
      const user = me(c);
      const q = query(c, noticePageQuery);
      return ok(c, await notices.listForReader(db, user, q.pageNum, q.pageSize));
    });
    app.get(`${p}lookSysMsg/Details/:msgId`, async (c) => {
      const user = me(c);
      return ok(c, await notices.detailForReader(db, user, parse(idParam, c.req.param('msgId'))));
    });
    app.post(`${p}readSysMsg/:msgId`, async (c) => {
      const user = me(c);
      const msgId = parse(idParam, c.req.param('msgId'));
      await notices.markRead(db, user, msgId);
      return ok(c, { msgId, readStatus: 1, unread: await notices.unreadCount(db, user) });
    });
  }

  for (const role of MANAGE_ROLES) {
    const a = `/v1/wangchuang/${ROLE_PREFIX[role]}announcement/`;
    const me = (c: Parameters<typeof requireRole>[0]) => requireRole(c, [role]);
    const id = (c: { req: { param(name: string): string } }) => parse(idParam, c.req.param('msgId'));

    app.get(`${a}list`, async (c) => {
      const user = me(c);
      return ok(c, await notices.listOwn(db, user, query(c, announcementListQuery)));
    });
    app.get(`${a}scope`, async (c) => ok(c, await notices.writerRegions(db, me(c))));
    app.get(`${a}detail/:msgId`, async (c) => {
      const user = me(c);
      return ok(c, await notices.getOwn(db, user, id(c)));
    });
    app.post(`${a}save`, async (c) => {
      const user = me(c);
      return ok(c, await notices.saveAnnouncement(db, user, await body(c, announcementSaveSchema)), '保存成功');
    });
    app.post(`${a}publish/:msgId`, async (c) => {
      const user = me(c);
      return ok(c, await notices.setStatus(db, user, id(c), 'publish'), '发布成功');
    });
    app.post(`${a}withdraw/:msgId`, async (c) => {
      const user = me(c);
      return ok(c, await notices.setStatus(db, user, id(c), 'withdraw'), '撤回成功');
    });
    app.post(`${a}pin/:msgId`, async (c) => {
      const user = me(c);
      const msgId = id(c);
      return ok(c, await notices.pin(db, user, msgId, (await body(c, pinSchema)).flagTop), '操作成功');
    });
    app.post(`${a}delete/:msgId`, async (c) => {
      const user = me(c);
      await notices.remove(db, user, id(c));
      return ok(c, null, '删除成功');
    });
  }

  // The web app manifest of the brand that owns the requesting host (public/manifest.webmanifest is
  // the default brand's copy for the Vite dev server).
  app.get('/manifest.webmanifest', (c) => {
    const host = (c.req.header('x-forwarded-host') || c.req.header('host') || '').split(',')[0].trim();
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(buildManifest(manifestBrandForHost(host))));
  });
}
