import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, ownShop, signedIn } from '../http/caller.ts';
import { answer, sent, said } from '../http/endpoint.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { sseQueue } from '../http/sseQueue.ts';
import { idField as id, idParam, parse, text } from '../validation.ts';
import * as trade from '../services/sellerTrade.ts';
import * as consult from '../services/consult.ts';
import { saveTrainPlan, trainPlan } from '../services/throughTrain.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import {
  BUYER_CONSULT,
  SELLER_CONSULT,
  SELLER_MARKETING,
  SELLER_TRADE,
  type BatchShipInput,
  type FreightTemplateInput,
} from '../../src/api/contract/sellerTrade.ts';

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
}) satisfies z.ZodType<FreightTemplateInput, unknown>;

const batchShipSchema = z.object({
  items: z
    .array(z.object({ orderId: id('订单编号有误'), carrier, trackingNo }), { error: '请选择订单' })
    .min(1, '请选择订单')
    .max(50, '一次最多发货50单'),
}) satisfies z.ZodType<BatchShipInput, unknown>;
const packingQuery = z.object({
  ids: z.string({ error: '请选择订单' }).regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, '请选择订单（最多50单）'),
}) satisfies z.ZodType<InputOf<typeof SELLER_TRADE.packing>, unknown>;
const customersQuery = z.object({
  keyword: z.string().trim().max(20, '关键词最多20字').optional(),
}) satisfies z.ZodType<Pick<InputOf<typeof SELLER_TRADE.customers>, 'keyword'>, unknown>;
const bondSchema = z.object({
  amountFen: fen('请输入正确格式,整数或者保留两位小数', 1).max(10_000_000, '金额不能超过10万金币'),
}) satisfies z.ZodType<InputOf<typeof SELLER_MARKETING.payBond>, unknown>;
const signSchema = z.object({
  activityId: id('活动有误'),
  productIds: z.array(id('商品有误'), { error: '请选择商品' }).min(1, '请选择报名商品').max(20, '最多报名20件商品'),
}) satisfies z.ZodType<InputOf<typeof SELLER_MARKETING.signActivity>, unknown>;
const cancelSchema = z.object({ activityId: id('活动有误') }) satisfies z.ZodType<InputOf<typeof SELLER_MARKETING.cancelActivity>, unknown>;
const guaranteeSchema = z.object({
  code: z.string({ error: '保障项目有误' }).max(30, '保障项目有误'),
  on: z.boolean({ error: '参数有误' }),
}) satisfies z.ZodType<InputOf<typeof SELLER_MARKETING.setGuarantee>, unknown>;
const trainPlanSchema = z.object({
  budgetFen: fen('请输入正确格式,整数或者保留两位小数'),
  enabled: z.boolean({ error: '参数有误' }),
}) satisfies z.ZodType<InputOf<typeof SELLER_MARKETING.saveTrainPlan>, unknown>;
const askSchema = z.object({
  shopId: id('店铺有误'),
  productId: id('商品有误').optional(),
  text: message,
}) satisfies z.ZodType<InputOf<typeof BUYER_CONSULT.ask>, unknown>;
const unreadQuery = z.object({
  unread: z.enum(['0', '1'], { error: '参数有误' }).default('0'),
}) satisfies z.ZodType<Pick<InputOf<typeof SELLER_CONSULT.threads>, 'unread'>, unknown>;
const replySchema = z.object({ threadId: id('会话有误'), text: message }) satisfies z.ZodType<InputOf<typeof SELLER_CONSULT.reply>, unknown>;

/**
 * /v1/wangchuang/seller/: the orders, service and marketing calls of the caller's own shop
 * (docs/seller-centre.md). `ownShop` answers 400 请先开店 without a shop; a row of another shop is 404.
 */
export function sellerTradeApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const shop = ownShop(db);

  answer(r, SELLER_TRADE.batchShip, shop, async (c) => trade.batchShip(db, caller(c).id, (await body(c, batchShipSchema)).items));
  answer(r, SELLER_TRADE.packing, shop, async (c) => {
    const ids = [...new Set(query(c, packingQuery).ids.split(',').map(Number))];
    return sent(await trade.packingList(db, caller(c).id, ids));
  });
  answer(r, SELLER_TRADE.afterSale, shop, async (c, params) => {
    return sent(await trade.sellerAfterSale(db, caller(c).id, parse(idParam, params.id)));
  });

  answer(r, SELLER_TRADE.freight, shop, async (c, params) => trade.freightTemplate(db, c.var.shopId, parse(idParam, params.id)));
  answer(r, SELLER_TRADE.saveFreight, shop, async (c) => trade.saveFreightTemplate(db, c.var.shopId, await body(c, templateSchema)), '保存成功');

  answer(r, SELLER_TRADE.customers, shop, async (c) => {
    const { keyword } = query(c, customersQuery);
    const p = pageQuery(c);
    return trade.customers(db, c.var.shopId, keyword || undefined, p.pageNum, p.pageSize);
  });

  answer(r, SELLER_MARKETING.bond, shop, async (c) => trade.bondInfo(db, c.var.shopId, caller(c).id));
  for (const [ep, fn, done] of [
    [SELLER_MARKETING.payBond, trade.payBond, '缴纳成功'],
    [SELLER_MARKETING.withdrawBond, trade.withdrawBond, '已退还至金币余额'],
  ] as const) {
    answer(r, ep, shop, async (c) => fn(db, c.var.shopId, caller(c).id, (await body(c, bondSchema)).amountFen), done);
  }

  answer(r, SELLER_MARKETING.activities, shop, async (c) => trade.activities(db, c.var.shopId));
  answer(
    r,
    SELLER_MARKETING.signActivity,
    shop,
    async (c) => {
      const b = await body(c, signSchema);
      return trade.signUp(db, c.var.shopId, b.activityId, b.productIds);
    },
    '报名成功',
  );
  answer(r, SELLER_MARKETING.cancelActivity, shop, async (c) => trade.cancelSignUp(db, c.var.shopId, (await body(c, cancelSchema)).activityId), '已取消报名');

  answer(r, SELLER_MARKETING.guarantees, shop, async (c) => trade.guarantees(db, c.var.shopId));
  answer(r, SELLER_MARKETING.setGuarantee, shop, async (c) => {
    const b = await body(c, guaranteeSchema);
    return said(await trade.setGuarantee(db, c.var.shopId, b.code, b.on), b.on ? '已开通' : '已关闭');
  });

  answer(r, SELLER_MARKETING.summary, shop, async (c) => trade.marketingSummary(db, c.var.shopId));
  answer(r, SELLER_MARKETING.trainPlan, shop, async (c) => trainPlan(db, c.var.shopId, caller(c).id));
  answer(r, SELLER_MARKETING.saveTrainPlan, shop, async (c) => saveTrainPlan(db, c.var.shopId, await body(c, trainPlanSchema)), '保存成功');
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
  const r = new Hono<AppEnv>();
  const hub = new consult.ConsultHub(db);
  const shop = ownShop(db);

  r.get('/buyers/consult/stream', signedIn, async (c) => {
    await hub.start();
    return consultStream(c, hub, caller(c).id);
  });
  answer(r, BUYER_CONSULT.ask, signedIn, async (c) => consult.askShop(db, caller(c).id, await body(c, askSchema)), '发送成功');
  answer(r, BUYER_CONSULT.threads, signedIn, async (c) => {
    const p = pageQuery(c);
    return consult.threads(db, { buyerId: caller(c).id }, p.pageNum, p.pageSize);
  });
  answer(r, BUYER_CONSULT.unread, signedIn, async (c) => consult.unreadCount(db, { buyerId: caller(c).id }));
  answer(r, BUYER_CONSULT.withShop, signedIn, async (c, params) => consult.threadWithShop(db, caller(c).id, parse(idParam, params.shopId)));
  answer(r, BUYER_CONSULT.conversation, signedIn, async (c, params) => consult.messages(db, { buyerId: caller(c).id }, parse(idParam, params.id)));

  r.get('/seller/consult/stream', shop, async (c) => {
    await hub.start();
    return consultStream(c, hub, caller(c).id);
  });
  answer(r, SELLER_CONSULT.threads, shop, async (c) => {
    const { unread } = query(c, unreadQuery);
    const p = pageQuery(c);
    return consult.threads(db, { shopId: c.var.shopId }, p.pageNum, p.pageSize, unread === '1');
  });
  answer(r, SELLER_CONSULT.unread, shop, async (c) => consult.unreadCount(db, { shopId: c.var.shopId }));
  answer(r, SELLER_CONSULT.conversation, shop, async (c, params) => consult.messages(db, { shopId: c.var.shopId }, parse(idParam, params.id)));
  answer(
    r,
    SELLER_CONSULT.reply,
    shop,
    async (c) => {
      const b = await body(c, replySchema);
      return consult.answerBuyer(db, c.var.shopId, caller(c).id, b.threadId, b.text);
    },
    '发送成功',
  );
  return r;
}
