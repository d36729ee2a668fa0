import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps, ShopEnv } from '../http/context.ts';
import { caller, ownShop, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { sseQueue } from '../http/sseQueue.ts';
import { idParam, parse, text } from '../validation.ts';
import * as trade from '../services/sellerTrade.ts';
import * as consult from '../services/consult.ts';
import { saveTrainPlan, trainPlan } from '../services/throughTrain.ts';

const INT_MAX = 2147483647;
const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(INT_MAX, msg);
const fen = (msg: string, min = 0) => z.number({ error: msg }).int(msg).min(min, msg).max(100_000_000, msg);
const units = (msg: string) => z.number({ error: msg }).int(msg).min(1, msg).max(9999, msg);
const carrier = text('请填写物流公司').max(30, '物流公司有误');
const trackingNo = text('请填写运单号')
  .max(40, '运单号有误')
  .regex(/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和横线');
const message = z
  .string({ error: '请输入内容' })
  .trim()
  .min(1, '请输入内容')
  .max(500, '消息最多500字')
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s), '消息含有非法字符');
const pathId = (c: Context, name = 'id') => parse(idParam, c.req.param(name));

const ruleSchema = z.object({
  province: text('请选择地区').max(20, '地区有误'),
  firstUnits: units('首件数量为1到9999的整数'),
  firstFee: fen('请输入正确格式,整数或者保留两位小数'),
  extraUnits: units('续件数量为1到9999的整数'),
  extraFee: fen('请输入正确格式,整数或者保留两位小数'),
});
const templateSchema = ruleSchema.omit({ province: true }).extend({
  id: id('运费模板有误').optional(),
  name: text('请输入模板名称').max(20, '模板名称最多20字'),
  freeOver: fen('请输入正确格式,整数或者保留两位小数', 1).nullable(),
  isDefault: z.boolean({ error: '参数有误' }),
  rules: z.array(ruleSchema, { error: '参数有误' }).max(34, '指定地区过多'),
});

/**
 * /v1/wangchuang/seller/: the orders, service and marketing calls of the caller's own shop
 * (docs/seller-centre.md). `ownShop` answers 400 请先开店 without a shop; a row of another shop is 404.
 */
export function sellerTradeApi({ db }: Deps) {
  const r = new Hono<ShopEnv>();
  const shop = ownShop(db);

  r.post('/order/batchShip', shop, async (c) => {
    const b = await body(
      c,
      z.object({
        items: z
          .array(z.object({ orderId: id('订单编号有误'), carrier, trackingNo }), { error: '请选择订单' })
          .min(1, '请选择订单')
          .max(50, '一次最多发货50单'),
      }),
    );
    return ok(c, await trade.batchShip(db, caller(c).id, b.items));
  });
  r.get('/orders/packing', shop, async (c) => {
    const { ids } = query(
      c,
      z.object({
        ids: z
          .string({ error: '请选择订单' })
          .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, '请选择订单（最多50单）')
          .transform((s) => [...new Set(s.split(',').map(Number))]),
      }),
    );
    return ok(c, await trade.packingList(db, caller(c).id, ids));
  });
  r.get('/aftersaleFull/:id', shop, async (c) => ok(c, await trade.sellerAfterSale(db, caller(c).id, pathId(c))));

  r.get('/freight/:id', shop, async (c) => ok(c, await trade.freightTemplate(db, c.var.shopId, pathId(c))));
  r.post('/freight/save', shop, async (c) => {
    const b = await body(c, templateSchema);
    return ok(c, await trade.saveFreightTemplate(db, c.var.shopId, b), '保存成功');
  });

  r.get('/customers', shop, async (c) => {
    const { keyword } = query(c, z.object({ keyword: z.string().trim().max(20, '关键词最多20字').optional() }));
    const p = pageQuery(c);
    return ok(c, await trade.customers(db, c.var.shopId, keyword || undefined, p.pageNum, p.pageSize));
  });

  r.get('/bond', shop, async (c) => ok(c, await trade.bondInfo(db, c.var.shopId, caller(c).id)));
  for (const [path, fn, done] of [
    ['pay', trade.payBond, '缴纳成功'],
    ['withdraw', trade.withdrawBond, '已退还至金币余额'],
  ] as const) {
    r.post(`/bond/${path}`, shop, async (c) => {
      const b = await body(c, z.object({ amountFen: fen('请输入正确格式,整数或者保留两位小数', 1).max(10_000_000, '金额不能超过10万金币') }));
      return ok(c, await fn(db, c.var.shopId, caller(c).id, b.amountFen), done);
    });
  }

  r.get('/activities', shop, async (c) => ok(c, await trade.activities(db, c.var.shopId)));
  r.post('/activity/sign', shop, async (c) => {
    const b = await body(
      c,
      z.object({
        activityId: id('活动有误'),
        productIds: z.array(id('商品有误'), { error: '请选择商品' }).min(1, '请选择报名商品').max(20, '最多报名20件商品'),
      }),
    );
    return ok(c, await trade.signUp(db, c.var.shopId, b.activityId, b.productIds), '报名成功');
  });
  r.post('/activity/cancel', shop, async (c) => {
    const b = await body(c, z.object({ activityId: id('活动有误') }));
    return ok(c, await trade.cancelSignUp(db, c.var.shopId, b.activityId), '已取消报名');
  });

  r.get('/guarantees', shop, async (c) => ok(c, await trade.guarantees(db, c.var.shopId)));
  r.post('/guarantee/set', shop, async (c) => {
    const b = await body(c, z.object({ code: z.string({ error: '保障项目有误' }).max(30, '保障项目有误'), on: z.boolean({ error: '参数有误' }) }));
    return ok(c, await trade.setGuarantee(db, c.var.shopId, b.code, b.on), b.on ? '已开通' : '已关闭');
  });

  r.get('/marketing/summary', shop, async (c) => ok(c, await trade.marketingSummary(db, c.var.shopId)));
  r.get('/train/plan', shop, async (c) => ok(c, await trainPlan(db, c.var.shopId, caller(c).id)));
  r.post('/train/plan', shop, async (c) => {
    const b = await body(c, z.object({ budgetFen: fen('请输入正确格式,整数或者保留两位小数'), enabled: z.boolean({ error: '参数有误' }) }));
    return ok(c, await saveTrainPlan(db, c.var.shopId, b), '保存成功');
  });
  return r;
}

/** One SSE stream of a user's consult events, until the client goes. */
function consultStream<E extends AppEnv>(c: Context<E>, hub: consult.ConsultHub, userId: number) {
  return streamSSE(c, async (stream) => {
    const events = sseQueue();
    const off = hub.subscribe(userId, (e) =>
      events.push({ event: 'message', id: String(e.message.id), data: JSON.stringify({ message: e.message, thread: e.thread }) }),
    );
    stream.onAbort(() => {
      off();
      events.close();
    });
    await stream.writeSSE({ event: 'ready', data: '1' });
    try {
      await events.pump(stream);
    } finally {
      off();
    }
  });
}

/**
 * 客服 for both parties, mounted at /v1/wangchuang/: buyers ask from the product page (buyers/consult/*),
 * the shop answers (seller/consult/*); each side has an SSE stream of its new messages. One hub per app.
 */
export function consultApi({ db }: Deps) {
  const r = new Hono<ShopEnv>();
  const hub = new consult.ConsultHub(db);
  const shop = ownShop(db);

  r.get('/buyers/consult/stream', signedIn, async (c) => {
    await hub.start();
    return consultStream(c, hub, caller(c).id);
  });
  r.post('/buyers/consult/ask', signedIn, async (c) => {
    const b = await body(c, z.object({ shopId: id('店铺有误'), productId: id('商品有误').optional(), text: message }));
    return ok(c, await consult.askShop(db, caller(c).id, b), '发送成功');
  });
  r.get('/buyers/consults', signedIn, async (c) => {
    const p = pageQuery(c);
    return ok(c, await consult.threads(db, { buyerId: caller(c).id }, p.pageNum, p.pageSize));
  });
  r.get('/buyers/consult/unread', signedIn, async (c) => ok(c, await consult.unreadCount(db, { buyerId: caller(c).id })));
  r.get('/buyers/consult/shop/:shopId', signedIn, async (c) => ok(c, await consult.threadWithShop(db, caller(c).id, pathId(c, 'shopId'))));
  r.get('/buyers/consult/:id', signedIn, async (c) => ok(c, await consult.messages(db, { buyerId: caller(c).id }, pathId(c))));

  r.get('/seller/consult/stream', shop, async (c) => {
    await hub.start();
    return consultStream(c, hub, caller(c).id);
  });
  r.get('/seller/consults', shop, async (c) => {
    const { unread } = query(c, z.object({ unread: z.enum(['0', '1'], { error: '参数有误' }).default('0') }));
    const p = pageQuery(c);
    return ok(c, await consult.threads(db, { shopId: c.var.shopId }, p.pageNum, p.pageSize, unread === '1'));
  });
  r.get('/seller/consult/unread', shop, async (c) => ok(c, await consult.unreadCount(db, { shopId: c.var.shopId })));
  r.get('/seller/consult/:id', shop, async (c) => ok(c, await consult.messages(db, { shopId: c.var.shopId }, pathId(c))));
  r.post('/seller/consult/reply', shop, async (c) => {
    const b = await body(c, z.object({ threadId: id('会话有误'), text: message }));
    return ok(c, await consult.answerBuyer(db, c.var.shopId, caller(c).id, b.threadId, b.text), '发送成功');
  });
  return r;
}
