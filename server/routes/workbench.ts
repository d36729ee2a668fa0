import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, ownShop, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse, text } from '../validation.ts';
import { COMMISSION_TABS, type CommissionTab } from '../../src/api/contract/workbench.ts';
import type { OrderStatus } from '../../src/api/contract/shop.ts';
import { createLiveStatsHub, liveStats } from '../services/liveStats.ts';
import { shopIdOf } from '../services/shopExam.ts';
import * as wb from '../services/workbench.ts';

const INT_MAX = 2147483647;
const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(INT_MAX, msg);
const pathId = (c: Context) => parse(idParam, c.req.param('id'));
const commissionTab = z.object({
  status: z.enum(COMMISSION_TABS.map((t) => t.key) as [CommissionTab, ...CommissionTab[]], { error: '佣金状态有误' }).default('all'),
});
const session = z.object({
  title: text('请输入直播标题').max(30, '直播标题最多30字'),
  productIds: z.array(id('直播商品有误'), { error: '请选择直播商品' }).min(1, '请选择直播商品').max(wb.MAX_SHELF, `每场直播最多${wb.MAX_SHELF}个商品`),
});
const ORDER_STATUSES = ['all', 'pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded'] as const;

/** How often a big screen is refreshed without any change (viewers who left stop counting). */
const SCREEN_REFRESH_MS = 15_000;
/** Changes arriving within this window are sent as one update. */
const SCREEN_BATCH_MS = 150;

/**
 * /v1/wangchuang/workbench/: the anchor workbench, for any signed-in role (spec §2). An anchor sees
 * only their own selection, sessions, sales and commissions; the shop side (commissions a shop pays)
 * needs the caller's shop. The list/form pages are resources under the same base
 * (server/resources/workbench.ts); the shop's distribution settings are seller/shopDistribution.
 */
export function workbenchApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const hub = createLiveStatsHub(db);
  const shop = ownShop(db);

  r.get('/home', signedIn, async (c) => ok(c, await wb.home(db, caller(c).id)));
  r.get('/me', signedIn, async (c) => ok(c, { shopId: await shopIdOf(db, caller(c).id) }));

  // ---- selection centre -------------------------------------------------------------------------------
  r.get('/selection', signedIn, async (c) => {
    const f = query(
      c,
      z.object({
        keyword: z.string().trim().max(50, '关键词最多50字').optional(),
        categoryId: idParam.optional(),
        shopId: idParam.optional(),
        minRate: z.coerce.number({ error: '佣金比例有误' }).int('佣金比例有误').min(1, '佣金比例有误').max(50, '佣金比例有误').optional(),
        sort: z.enum(['commission', 'rate', 'sales', 'price_asc', 'newest'], { error: '排序方式有误' }).default('commission'),
      }),
    );
    const p = pageQuery(c, 12);
    return ok(c, await wb.selection(db, caller(c).id, f, p.pageNum, p.pageSize));
  });
  r.get('/shop/:id', signedIn, async (c) => ok(c, await wb.selectionShop(db, pathId(c))));
  r.get('/goods/:id', signedIn, async (c) => ok(c, await wb.selectionGoods(db, pathId(c), caller(c).id)));
  r.post('/selection/add', signedIn, async (c) => {
    const b = await body(c, z.object({ productId: id('商品有误') }));
    const res = await wb.selectProduct(db, caller(c).id, b.productId);
    return ok(c, res, res.added ? '已加入我的选品' : '已在我的选品中');
  });
  r.post('/selection/remove', signedIn, async (c) => {
    const b = await body(c, z.object({ productId: id('商品有误') }));
    return ok(c, await wb.removeSelection(db, caller(c).id, b.productId), '已移出选品');
  });

  // ---- live sessions ----------------------------------------------------------------------------------
  r.get('/sessions', signedIn, async (c) => {
    const { state } = query(c, z.object({ state: z.enum(['all', 'upcoming', 'live', 'ended'], { error: '直播状态有误' }).default('all') }));
    const p = pageQuery(c);
    return ok(c, await wb.mySessions(db, caller(c).id, state, p.pageNum, p.pageSize));
  });
  r.get('/session/:id', signedIn, async (c) => ok(c, await wb.mySession(db, caller(c).id, pathId(c))));
  r.post('/session/create', signedIn, async (c) => {
    const b = await body(
      c,
      session.extend({
        startsAt: z.string({ error: '请选择开播时间' }).trim().min(1, '请选择开播时间').max(40, '开播时间有误'),
        durationMin: z.number({ error: '请选择直播时长' }).int('直播时长有误').min(10, '直播时长至少10分钟').max(480, '直播时长最多8小时'),
      }),
    );
    return ok(c, await wb.planSession(db, caller(c).id, b), b.startsAt === 'now' ? '已开播' : '直播已预约');
  });
  r.post('/session/update', signedIn, async (c) => {
    const b = await body(c, session.extend({ id: id('直播有误') }));
    return ok(c, await wb.editSession(db, caller(c).id, b.id, b), '保存成功');
  });
  const sessionAction = (change: wb.SessionChange, success: string) =>
    r.post(`/session/${change}`, signedIn, async (c) => {
      const b = await body(c, z.object({ id: id('直播有误') }));
      return ok(c, await wb.changeSession(db, change, caller(c).id, b.id), success);
    });
  sessionAction('start', '已开播');
  sessionAction('end', '直播已结束');
  sessionAction('delete', '已删除');
  r.get('/session/:id/stats', signedIn, async (c) => {
    const sid = pathId(c);
    await wb.ownSession(db, caller(c).id, sid);
    return ok(c, await liveStats(db, sid));
  });

  /**
   * The big screen's stream (server-sent events, read with fetch so the token travels in its header):
   * `stats` now, then again whenever an order, a viewer or the session changes (channel 'live_stats'),
   * and every 15 s regardless.
   */
  r.get('/session/:id/stream', signedIn, async (c) => {
    const sid = pathId(c);
    await wb.ownSession(db, caller(c).id, sid);
    return streamSSE(c, async (stream) => {
      let open = true;
      let wake: (() => void) | null = null;
      const off = await hub.subscribe(sid, () => wake?.());
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        while (open) {
          await stream.writeSSE({ event: 'stats', data: JSON.stringify(await liveStats(db, sid)) });
          const woken = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), SCREEN_REFRESH_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          wake = null;
          if (woken && open) await new Promise((resolve) => setTimeout(resolve, SCREEN_BATCH_MS));
        }
      } finally {
        off();
      }
    });
  });

  // ---- orders through me, commissions -----------------------------------------------------------------
  r.get('/sales', signedIn, async (c) => {
    const { status } = query(c, z.object({ status: z.enum(ORDER_STATUSES, { error: '订单状态有误' }).default('all') }));
    const p = pageQuery(c);
    return ok(c, await wb.salesThroughMe(db, caller(c).id, status as 'all' | OrderStatus, p.pageNum, p.pageSize));
  });
  r.get('/commissions', signedIn, async (c) => {
    const { status } = query(c, commissionTab);
    const p = pageQuery(c);
    const scope = { anchorId: caller(c).id };
    return ok(c, { page: await wb.commissions(db, scope, status, p.pageNum, p.pageSize), summary: await wb.commissionSummary(db, scope) });
  });
  r.get('/shop-commissions', shop, async (c) => {
    const { status } = query(c, commissionTab);
    const p = pageQuery(c);
    const scope = { ownerId: caller(c).id };
    return ok(c, { page: await wb.commissions(db, scope, status, p.pageNum, p.pageSize), summary: await wb.commissionSummary(db, scope) });
  });

  // ---- creator centre, fans ---------------------------------------------------------------------------
  r.get('/creator', signedIn, async (c) => ok(c, await wb.creatorCenter(db, caller(c).id)));
  r.get('/follow/:id', signedIn, async (c) => ok(c, { following: await wb.following(db, caller(c).id, pathId(c)) }));
  r.post('/follow', signedIn, async (c) => {
    const b = await body(c, z.object({ anchorId: id('主播有误'), on: z.boolean({ error: '参数有误' }) }));
    const res = await wb.setFollowing(db, caller(c).id, b.anchorId, b.on);
    return ok(c, res, b.on ? '已关注' : '已取消关注');
  });
  return r;
}
