import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, ownShop, signedIn } from '../http/caller.ts';
import { answer, said } from '../http/endpoint.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { idField as id, idParam, parse, text } from '../validation.ts';
import {
  ANCHOR_SESSION,
  COMMISSION_TABS,
  CREATOR,
  SELECTION,
  WORKBENCH,
  WORKBENCH_SALES,
  type CommissionTab,
  type SelectionQuery,
  type SessionInput,
} from '../../src/api/contract/workbench.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { createLiveStatsHub, liveStats } from '../services/liveStats.ts';
import { shopIdOf } from '../services/shopExam.ts';
import * as wb from '../services/workbench.ts';

const commissionTab = z.object({
  status: z.enum(COMMISSION_TABS.map((t) => t.key) as [CommissionTab, ...CommissionTab[]], { error: '佣金状态有误' }).default('all'),
}) satisfies z.ZodType<Omit<InputOf<typeof WORKBENCH_SALES.commissions>, 'pageNum' | 'pageSize'>, unknown>;
const session = z.object({
  title: text('请输入直播标题').max(30, '直播标题最多30字'),
  productIds: z.array(id('直播商品有误'), { error: '请选择直播商品' }).min(1, '请选择直播商品').max(wb.MAX_SHELF, `每场直播最多${wb.MAX_SHELF}个商品`),
});
const ORDER_STATUSES = ['all', 'pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded'] as const;

// ---- the inputs of the declared calls (src/api/contract/workbench.ts) ----
const selectionQuery = z.object({
  keyword: z.string().trim().max(50, '关键词最多50字').optional(),
  categoryId: idParam.optional(),
  shopId: idParam.optional(),
  minRate: z.coerce.number({ error: '佣金比例有误' }).int('佣金比例有误').min(1, '佣金比例有误').max(50, '佣金比例有误').optional(),
  sort: z.enum(['commission', 'rate', 'sales', 'price_asc', 'newest'], { error: '排序方式有误' }).default('commission'),
}) satisfies z.ZodType<Omit<SelectionQuery, 'pageNum' | 'pageSize'>, unknown>;
const productBody = z.object({ productId: id('商品有误') }) satisfies z.ZodType<InputOf<typeof SELECTION.add>, unknown>;
const sessionsQuery = z.object({
  state: z.enum(['all', 'upcoming', 'live', 'ended'], { error: '直播状态有误' }).default('all'),
}) satisfies z.ZodType<Omit<InputOf<typeof ANCHOR_SESSION.list>, 'pageNum' | 'pageSize'>, unknown>;
const createBody = session.extend({
  startsAt: z.string({ error: '请选择开播时间' }).trim().min(1, '请选择开播时间').max(40, '开播时间有误'),
  durationMin: z.number({ error: '请选择直播时长' }).int('直播时长有误').min(10, '直播时长至少10分钟').max(480, '直播时长最多8小时'),
}) satisfies z.ZodType<SessionInput, unknown>;
const updateBody = session.extend({ id: id('直播有误') }) satisfies z.ZodType<InputOf<typeof ANCHOR_SESSION.update>, unknown>;
const sessionId = z.object({ id: id('直播有误') }) satisfies z.ZodType<InputOf<typeof ANCHOR_SESSION.start>, unknown>;
const salesQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: '订单状态有误' }).default('all'),
}) satisfies z.ZodType<Omit<InputOf<typeof WORKBENCH_SALES.sales>, 'pageNum' | 'pageSize'>, unknown>;
const followBody = z.object({ anchorId: id('主播有误'), on: z.boolean({ error: '参数有误' }) }) satisfies z.ZodType<InputOf<typeof CREATOR.follow>, unknown>;

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

  answer(r, WORKBENCH.home, signedIn, async (c) => wb.home(db, caller(c).id));
  answer(r, WORKBENCH.me, signedIn, async (c) => ({ shopId: await shopIdOf(db, caller(c).id) }));

  // ---- selection centre -------------------------------------------------------------------------------
  answer(r, SELECTION.list, signedIn, async (c) => {
    const f = query(c, selectionQuery);
    const p = pageQuery(c, 12);
    return wb.selection(db, caller(c).id, f, p.pageNum, p.pageSize);
  });
  answer(r, SELECTION.shop, signedIn, async (_c, params) => wb.selectionShop(db, parse(idParam, params.id)));
  answer(r, SELECTION.goods, signedIn, async (c, params) => wb.selectionGoods(db, parse(idParam, params.id), caller(c).id));
  answer(
    r,
    SELECTION.add,
    signedIn,
    async (c) => {
      const b = await body(c, productBody);
      return wb.selectProduct(db, caller(c).id, b.productId);
    },
    (res) => (res.added ? '已加入我的选品' : '已在我的选品中'),
  );
  answer(
    r,
    SELECTION.remove,
    signedIn,
    async (c) => {
      const b = await body(c, productBody);
      return wb.removeSelection(db, caller(c).id, b.productId);
    },
    '已移出选品',
  );

  // ---- live sessions ----------------------------------------------------------------------------------
  answer(r, ANCHOR_SESSION.list, signedIn, async (c) => {
    const { state } = query(c, sessionsQuery);
    const p = pageQuery(c);
    return wb.mySessions(db, caller(c).id, state, p.pageNum, p.pageSize);
  });
  answer(r, ANCHOR_SESSION.get, signedIn, async (c, params) => wb.mySession(db, caller(c).id, parse(idParam, params.id)));
  answer(r, ANCHOR_SESSION.create, signedIn, async (c) => {
    const b = await body(c, createBody);
    return said(await wb.planSession(db, caller(c).id, b), b.startsAt === 'now' ? '已开播' : '直播已预约');
  });
  answer(
    r,
    ANCHOR_SESSION.update,
    signedIn,
    async (c) => {
      const b = await body(c, updateBody);
      return wb.editSession(db, caller(c).id, b.id, b);
    },
    '保存成功',
  );
  const sessionChange =
    <C extends wb.SessionChange>(change: C) =>
    (c: Context<AppEnv>) =>
      body(c, sessionId).then((b) => wb.changeSession(db, change, caller(c).id, b.id));
  answer(r, ANCHOR_SESSION.start, signedIn, sessionChange('start'), '已开播');
  answer(r, ANCHOR_SESSION.end, signedIn, sessionChange('end'), '直播已结束');
  answer(r, ANCHOR_SESSION.delete, signedIn, sessionChange('delete'), '已删除');
  answer(r, ANCHOR_SESSION.stats, signedIn, async (c, params) => {
    const sid = parse(idParam, params.id);
    await wb.ownSession(db, caller(c).id, sid);
    return liveStats(db, sid);
  });

  /**
   * The big screen's stream (server-sent events, read with fetch so the token travels in its header):
   * `stats` now, then again whenever an order, a viewer or the session changes (channel 'live_stats'),
   * and every 15 s regardless.
   */
  r.get('/session/:id/stream', signedIn, async (c) => {
    const sid = parse(idParam, c.req.param('id'));
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
  answer(r, WORKBENCH_SALES.sales, signedIn, async (c) => {
    const { status } = query(c, salesQuery);
    const p = pageQuery(c);
    return wb.salesThroughMe(db, caller(c).id, status, p.pageNum, p.pageSize);
  });
  answer(r, WORKBENCH_SALES.commissions, signedIn, async (c) => {
    const { status } = query(c, commissionTab);
    const p = pageQuery(c);
    const scope = { anchorId: caller(c).id };
    return { page: await wb.commissions(db, scope, status, p.pageNum, p.pageSize), summary: await wb.commissionSummary(db, scope) };
  });
  answer(r, WORKBENCH_SALES.shopCommissions, shop, async (c) => {
    const { status } = query(c, commissionTab);
    const p = pageQuery(c);
    const scope = { ownerId: caller(c).id };
    return { page: await wb.commissions(db, scope, status, p.pageNum, p.pageSize), summary: await wb.commissionSummary(db, scope) };
  });

  // ---- creator centre, fans ---------------------------------------------------------------------------
  answer(r, CREATOR.center, signedIn, async (c) => wb.creatorCenter(db, caller(c).id));
  answer(r, CREATOR.following, signedIn, async (c, params) => ({ following: await wb.following(db, caller(c).id, parse(idParam, params.id)) }));
  // the answer's `following` is the input's `on`
  answer(
    r,
    CREATOR.follow,
    signedIn,
    async (c) => {
      const b = await body(c, followBody);
      return wb.setFollowing(db, caller(c).id, b.anchorId, b.on);
    },
    (res) => (res.following ? '已关注' : '已取消关注'),
  );
  return r;
}
