import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller } from '../http/caller.ts';
import { answer } from '../http/endpoint.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest, notFound } from '../errors.ts';
import { body, query } from '../http/validate.ts';
import { idField as id, idParam, parse, text } from '../validation.ts';
import { checkInput } from '../../src/api/contract/resource/validate.ts';
import { supplierProfileResource } from '../../src/api/contract/resources/supply.ts';
import { SUPPLY_ROLES } from '../../src/api/contract/routes/supplymarket.ts';
import {
  MAX_SUPPLY_QTY,
  SUPPLY_DROPSHIP,
  SUPPLY_MARKET,
  SUPPLY_MONEY,
  SUPPLY_ORDER,
  SUPPLY_TABS,
  type MarketInput,
  type SupplyEvaluationInput,
  type SupplyOrderRef,
  type SupplyTab,
} from '../../src/api/contract/supply.ts';
import type { Endpoint, InputOf } from '../../src/api/contract/endpoint.ts';
import * as supply from '../services/supply.ts';
import * as orders from '../services/supplyOrders.ts';

const orderId = z.object({ orderId: id('订单编号有误') });
const reason = z.string().trim().max(200, '原因最多200字').optional();
const side = z.object({ side: z.enum(['buy', 'sell'], { error: '订单类型有误' }).default('buy') }) satisfies z.ZodType<
  InputOf<typeof SUPPLY_ORDER.counts>,
  unknown
>;
const tab = z.enum(SUPPLY_TABS.map((t) => t.key) as [SupplyTab, ...SupplyTab[]], { error: '订单状态有误' }).default('all');
const stars = (label: string) =>
  z
    .number({ error: `请为${label}评分` })
    .int(`请为${label}评分`)
    .min(1, `请为${label}评分`)
    .max(5, '评分为1到5星');

// ---- the inputs of the declared calls (src/api/contract/supply.ts) ----
const marketQuery = z.object({
  keyword: z.string().trim().max(50, '关键词最多50字').optional(),
  categoryId: idParam.optional(),
  supplierId: idParam.optional(),
  dropship: z.enum(['true', 'false'], { error: '参数有误' }).optional(),
  sort: z.enum(['sales', 'price_asc', 'price_desc', 'newest'], { error: '排序方式有误' }).default('sales'),
}) satisfies z.ZodType<Omit<MarketInput, 'pageNum' | 'pageSize'>, unknown>;
const createBody = z.object({
  productId: id('商品有误'),
  quantity: z.number({ error: '请输入采购数量' }).int('采购数量须为整数').min(1, '采购数量至少为1').max(MAX_SUPPLY_QTY, `单笔最多采购${MAX_SUPPLY_QTY}件`),
  note: z.string().trim().max(200, '备注最多200字').optional(),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_ORDER.create>, unknown>;
const payBody = orderId.extend({
  idempotencyKey: z.string().trim().min(8, '支付请求编号有误').max(64, '支付请求编号有误').optional(),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_ORDER.pay>, unknown>;
const orderRef = orderId.extend({ reason }) satisfies z.ZodType<SupplyOrderRef, unknown>;
const cancelBody = orderId.extend({
  reason,
  as: z.enum(['buyer', 'supplier'], { error: '参数有误' }).default('buyer'),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_ORDER.cancel>, unknown>;
const shipBody = orderId.extend({
  carrier: text('请填写物流公司').max(30, '物流公司有误'),
  trackingNo: text('请填写运单号').max(40, '运单号有误'),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_ORDER.ship>, unknown>;
const evaluateBody = orderId.extend({
  descStars: stars('描述相符'),
  serviceStars: stars('服务态度'),
  logisticsStars: stars('物流速度'),
  content: z.string().trim().max(500, '评价最多500字').default(''),
}) satisfies z.ZodType<SupplyEvaluationInput, unknown>;
const ordersQuery = side.extend({ status: tab }) satisfies z.ZodType<Omit<InputOf<typeof SUPPLY_ORDER.list>, 'pageNum' | 'pageSize'>, unknown>;
const channelBody = z.object({
  productId: id('商品有误'),
  note: z.string().trim().max(200, '备注最多200字').default(''),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_DROPSHIP.apply>, unknown>;
const dropshipBody = z.object({
  productId: id('商品有误'),
  quantity: z.number({ error: '请输入代发数量' }).int('代发数量须为整数').min(1, '代发数量至少为1').max(MAX_SUPPLY_QTY, '代发数量过大'),
  retailPriceFen: z.number({ error: '请输入店铺售价' }).int('店铺售价有误').min(1, '店铺售价有误').max(100_000_000, '店铺售价有误'),
}) satisfies z.ZodType<InputOf<typeof SUPPLY_DROPSHIP.list>, unknown>;
const recallBody = z.object({ productId: id('商品有误') }) satisfies z.ZodType<InputOf<typeof SUPPLY_DROPSHIP.recall>, unknown>;

/**
 * /v1/wangchuang/supply/: the supply market (roles 1–6, spec §6) — who I am there, registration, the
 * catalogue, a listing, wholesale orders both ways (supplyOrders.ts is their state machine), drop-ship
 * channels and listings, money. The list/form pages are resources under the same base
 * (server/resources/supply.ts). Pictures are public (an <img> sends no token).
 */
export function supplyApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const market = allow(SUPPLY_ROLES);

  r.get('/media/:file', async (c) => {
    const m = c.req.param('file').match(/^(\d{1,9})\.(png|svg)$/);
    const png = m ? await supply.supplyPicture(db, Number(m[1])) : null;
    if (!png) throw notFound('图片不存在');
    // an address from before the pictures were PNGs: the same picture
    if (m![2] === 'svg') return c.redirect(c.req.path.replace(/\.svg$/, '.png'), 301);
    return c.body(png, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
  });

  answer(r, SUPPLY_MARKET.me, market, async (c) => supply.me(db, caller(c).id));

  answer(
    r,
    SUPPLY_MARKET.register,
    market,
    async (c) => {
      const user = caller(c);
      const checked = checkInput(supplierProfileResource, await c.req.json().catch(() => null), 'update');
      if (!checked.ok) throw badRequest(checked.message);
      return supply.registerSupplier(db, user, checked.value);
    },
    '入驻成功',
  );

  answer(r, SUPPLY_MARKET.market, market, async (c) => {
    const f = query(c, marketQuery);
    const p = pageQuery(c, 12);
    return supply.market(db, { ...f, dropship: f.dropship === 'true' }, p.pageNum, p.pageSize);
  });

  answer(r, SUPPLY_MARKET.product, market, async (c, params) => supply.detail(db, parse(idParam, params.id), caller(c).id));

  // ---- wholesale orders -------------------------------------------------------------------------------
  answer(r, SUPPLY_ORDER.create, market, async (c) => orders.createSupplyOrder(db, caller(c).id, await body(c, createBody)), '下单成功');
  answer(
    r,
    SUPPLY_ORDER.pay,
    market,
    async (c) => {
      const b = await body(c, payBody);
      const header = c.req.header('idempotency-key')?.trim();
      if (header !== undefined && (header.length < 8 || header.length > 64)) throw badRequest('支付请求编号有误');
      return orders.paySupplyOrder(db, caller(c).id, b.orderId, header || b.idempotencyKey || null);
    },
    '支付成功',
  );
  const buyerAction = <P extends string>(ep: Endpoint<SupplyOrderRef, boolean, P>, action: 'refund' | 'receive', success: string) =>
    answer(
      r,
      ep,
      market,
      async (c) => {
        const user = caller(c);
        const b = await body(c, orderRef);
        await orders.actOnSupplyOrder(db, b.orderId, action, 'buyer', user.id, { note: b.reason });
        return true;
      },
      success,
    );
  buyerAction(SUPPLY_ORDER.refund, 'refund', '退款成功');
  buyerAction(SUPPLY_ORDER.receive, 'receive', '已确认收货，货品已入库');
  answer(
    r,
    SUPPLY_ORDER.cancel,
    market,
    async (c) => {
      const user = caller(c);
      const b = await body(c, cancelBody);
      await orders.actOnSupplyOrder(db, b.orderId, 'cancel', b.as, user.id, { note: b.reason });
      return true;
    },
    '订单已取消',
  );
  answer(
    r,
    SUPPLY_ORDER.ship,
    market,
    async (c) => {
      const user = caller(c);
      const b = await body(c, shipBody);
      await orders.actOnSupplyOrder(db, b.orderId, 'ship', 'supplier', user.id, b);
      return true;
    },
    '发货成功',
  );
  answer(
    r,
    SUPPLY_ORDER.evaluate,
    market,
    async (c) => {
      const user = caller(c);
      const b = await body(c, evaluateBody);
      await orders.actOnSupplyOrder(db, b.orderId, 'evaluate', 'buyer', user.id, { evaluation: b });
      return true;
    },
    '评价成功',
  );
  answer(r, SUPPLY_ORDER.list, market, async (c) => {
    const s = query(c, ordersQuery);
    const p = pageQuery(c);
    return orders.listSupplyOrders(db, caller(c).id, s.side, s.status, p.pageNum, p.pageSize);
  });
  answer(r, SUPPLY_ORDER.counts, market, async (c) => orders.supplyOrderCounts(db, caller(c).id, query(c, side).side));
  answer(r, SUPPLY_ORDER.detail, market, async (c, params) => orders.supplyOrderDetail(db, parse(idParam, params.id), caller(c).id));

  // ---- drop-shipping ------------------------------------------------------------------------------------
  answer(
    r,
    SUPPLY_DROPSHIP.apply,
    market,
    async (c) => {
      const b = await body(c, channelBody);
      return supply.applyForChannel(db, caller(c).id, b.productId, b.note);
    },
    (res) => (res.status === 'approved' ? '已获得代发授权' : '申请已提交，请等待供应商审核'),
  );
  answer(
    r,
    SUPPLY_DROPSHIP.list,
    market,
    async (c) => {
      const b = await body(c, dropshipBody);
      return supply.shelveDropship(db, caller(c).id, b.productId, b);
    },
    '已上架到我的店铺',
  );
  answer(
    r,
    SUPPLY_DROPSHIP.recall,
    market,
    async (c) => {
      const user = caller(c);
      const b = await body(c, recallBody);
      return supply.unshelveDropship(db, user.id, b.productId);
    },
    '已下架，未售出的代发库存已退回',
  );

  // ---- money --------------------------------------------------------------------------------------------
  answer(r, SUPPLY_MONEY.finance, market, async (c) => orders.finance(db, caller(c).id));
  answer(r, SUPPLY_MONEY.ledger, market, async (c) => {
    const p = pageQuery(c);
    return orders.marketLedger(db, caller(c).id, p.pageNum, p.pageSize);
  });
  return r;
}
