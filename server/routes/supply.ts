import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest, notFound } from '../errors.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse, text } from '../validation.ts';
import { checkInput } from '../../src/api/contract/resource/validate.ts';
import { supplierProfileResource } from '../../src/api/contract/resources/supply.ts';
import { SUPPLY_ROLES } from '../../src/api/contract/routes/supplymarket.ts';
import { MAX_SUPPLY_QTY, SUPPLY_TABS, type SupplyTab } from '../../src/api/contract/supply.ts';
import * as supply from '../services/supply.ts';
import * as orders from '../services/supplyOrders.ts';

const INT_MAX = 2147483647;
const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(INT_MAX, msg);
const orderId = z.object({ orderId: id('订单编号有误') });
const reason = z.string().trim().max(200, '原因最多200字').optional();
const side = z.object({ side: z.enum(['buy', 'sell'], { error: '订单类型有误' }).default('buy') });
const tab = z.enum(SUPPLY_TABS.map((t) => t.key) as [SupplyTab, ...SupplyTab[]], { error: '订单状态有误' }).default('all');
const stars = (label: string) =>
  z
    .number({ error: `请为${label}评分` })
    .int(`请为${label}评分`)
    .min(1, `请为${label}评分`)
    .max(5, '评分为1到5星');

const pathId = (c: Context) => parse(idParam, c.req.param('id'));

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
    const m = c.req.param('file').match(/^(\d{1,9})\.svg$/);
    const svg = m ? await supply.supplyPicture(db, Number(m[1])) : null;
    if (!svg) throw notFound('图片不存在');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  r.get('/me', market, async (c) => ok(c, await supply.me(db, caller(c).id)));

  r.post('/register', market, async (c) => {
    const user = caller(c);
    const checked = checkInput(supplierProfileResource, await c.req.json().catch(() => null), 'update');
    if (!checked.ok) throw badRequest(checked.message);
    return ok(c, await supply.registerSupplier(db, user, checked.value), '入驻成功');
  });

  r.get('/market', market, async (c) => {
    const f = query(
      c,
      z.object({
        keyword: z.string().trim().max(50, '关键词最多50字').optional(),
        categoryId: idParam.optional(),
        supplierId: idParam.optional(),
        dropship: z.enum(['true', 'false'], { error: '参数有误' }).optional(),
        sort: z.enum(['sales', 'price_asc', 'price_desc', 'newest'], { error: '排序方式有误' }).default('sales'),
      }),
    );
    const p = pageQuery(c, 12);
    return ok(c, await supply.market(db, { ...f, dropship: f.dropship === 'true' }, p.pageNum, p.pageSize));
  });

  r.get('/product/:id', market, async (c) => ok(c, await supply.detail(db, pathId(c), caller(c).id)));

  // ---- wholesale orders -------------------------------------------------------------------------------
  r.post('/order/create', market, async (c) => {
    const b = await body(
      c,
      z.object({
        productId: id('商品有误'),
        quantity: z
          .number({ error: '请输入采购数量' })
          .int('采购数量须为整数')
          .min(1, '采购数量至少为1')
          .max(MAX_SUPPLY_QTY, `单笔最多采购${MAX_SUPPLY_QTY}件`),
        note: z.string().trim().max(200, '备注最多200字').optional(),
      }),
    );
    return ok(c, await orders.createSupplyOrder(db, caller(c).id, b), '下单成功');
  });
  r.post('/order/pay', market, async (c) => {
    const b = await body(c, orderId.extend({ idempotencyKey: z.string().trim().min(8, '支付请求编号有误').max(64, '支付请求编号有误').optional() }));
    const header = c.req.header('idempotency-key')?.trim();
    if (header !== undefined && (header.length < 8 || header.length > 64)) throw badRequest('支付请求编号有误');
    return ok(c, await orders.paySupplyOrder(db, caller(c).id, b.orderId, header || b.idempotencyKey || null), '支付成功');
  });
  const buyerAction = (path: string, action: 'refund' | 'receive', success: string) =>
    r.post(`/order/${path}`, market, async (c) => {
      const user = caller(c);
      const b = await body(c, orderId.extend({ reason }));
      await orders.actOnSupplyOrder(db, b.orderId, action, 'buyer', user.id, { note: b.reason });
      return ok(c, true, success);
    });
  buyerAction('refund', 'refund', '退款成功');
  buyerAction('receive', 'receive', '已确认收货，货品已入库');
  r.post('/order/cancel', market, async (c) => {
    const user = caller(c);
    const b = await body(c, orderId.extend({ reason, as: z.enum(['buyer', 'supplier'], { error: '参数有误' }).default('buyer') }));
    await orders.actOnSupplyOrder(db, b.orderId, 'cancel', b.as, user.id, { note: b.reason });
    return ok(c, true, '订单已取消');
  });
  r.post('/order/ship', market, async (c) => {
    const user = caller(c);
    const b = await body(
      c,
      orderId.extend({ carrier: text('请填写物流公司').max(30, '物流公司有误'), trackingNo: text('请填写运单号').max(40, '运单号有误') }),
    );
    await orders.actOnSupplyOrder(db, b.orderId, 'ship', 'supplier', user.id, b);
    return ok(c, true, '发货成功');
  });
  r.post('/order/evaluate', market, async (c) => {
    const user = caller(c);
    const b = await body(
      c,
      orderId.extend({
        descStars: stars('描述相符'),
        serviceStars: stars('服务态度'),
        logisticsStars: stars('物流速度'),
        content: z.string().trim().max(500, '评价最多500字').default(''),
      }),
    );
    await orders.actOnSupplyOrder(db, b.orderId, 'evaluate', 'buyer', user.id, { evaluation: b });
    return ok(c, true, '评价成功');
  });
  r.get('/orders', market, async (c) => {
    const s = query(c, side.extend({ status: tab }));
    const p = pageQuery(c);
    return ok(c, await orders.listSupplyOrders(db, caller(c).id, s.side, s.status, p.pageNum, p.pageSize));
  });
  r.get('/order/counts', market, async (c) => ok(c, await orders.supplyOrderCounts(db, caller(c).id, query(c, side).side)));
  r.get('/order/:id', market, async (c) => ok(c, await orders.supplyOrderDetail(db, pathId(c), caller(c).id)));

  // ---- drop-shipping ------------------------------------------------------------------------------------
  r.post('/channel/apply', market, async (c) => {
    const b = await body(c, z.object({ productId: id('商品有误'), note: z.string().trim().max(200, '备注最多200字').default('') }));
    const res = await supply.applyForChannel(db, caller(c).id, b.productId, b.note);
    return ok(c, res, res.status === 'approved' ? '已获得代发授权' : '申请已提交，请等待供应商审核');
  });
  r.post('/dropship/list', market, async (c) => {
    const b = await body(
      c,
      z.object({
        productId: id('商品有误'),
        quantity: z.number({ error: '请输入代发数量' }).int('代发数量须为整数').min(1, '代发数量至少为1').max(MAX_SUPPLY_QTY, '代发数量过大'),
        retailPriceFen: z.number({ error: '请输入店铺售价' }).int('店铺售价有误').min(1, '店铺售价有误').max(100_000_000, '店铺售价有误'),
      }),
    );
    return ok(c, await supply.shelveDropship(db, caller(c).id, b.productId, b), '已上架到我的店铺');
  });
  r.post('/dropship/recall', market, async (c) => {
    const user = caller(c);
    const b = await body(c, z.object({ productId: id('商品有误') }));
    return ok(c, await supply.unshelveDropship(db, user.id, b.productId), '已下架，未售出的代发库存已退回');
  });

  // ---- money --------------------------------------------------------------------------------------------
  r.get('/finance', market, async (c) => ok(c, await orders.finance(db, caller(c).id)));
  r.get('/finance/ledger', market, async (c) => {
    const p = pageQuery(c);
    return ok(c, await orders.marketLedger(db, caller(c).id, p.pageNum, p.pageSize));
  });
  return r;
}
