import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { requireRole } from '../http/auth.ts';
import { query } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
import { ALL_ROLES } from '../../src/api/contract/roles.ts';
import { sysMsgPrefix } from '../../src/api/contract/prefixes.ts';
import { noticePageQuery } from '../../src/api/contract/notices.schema.ts';
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

  // The web app manifest of the brand that owns the requesting host (public/manifest.webmanifest is
  // the default brand's copy for the Vite dev server).
  app.get('/manifest.webmanifest', (c) => {
    const host = (c.req.header('x-forwarded-host') || c.req.header('host') || '').split(',')[0].trim();
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(buildManifest(manifestBrandForHost(host))));
  });
}
