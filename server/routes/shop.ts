import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { currentUser } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../errors.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse, text } from '../validation.ts';
import * as catalog from '../services/catalog.ts';
import { CatalogReadModel } from '../services/catalogIndex.ts';
import * as cart from '../services/cart.ts';
import * as orders from '../services/orders.ts';
import * as addresses from '../services/addresses.ts';
import { transition } from '../services/orderMachine.ts';
import { payOrder } from '../services/payments.ts';
import { claimCoupon, listMyCoupons } from '../services/promotions.ts';
import { balanceOf, ensureWallet, ledger } from '../services/wallet.ts';
import { bannerSvg, liveSvg, productSvg, shopSvg } from '../services/media.ts';
import { shopIdOf } from '../services/shopExam.ts';
import { seasonStats } from '../services/simulation.ts';
import { ORDER_TABS } from '../../src/api/contract/shop.ts';

const V = '/v1/wangchuang';
const INT_MAX = 2147483647;
const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(INT_MAX, msg);
const quantity = z.number({ error: '购买数量有误' }).int('购买数量有误').min(1, '购买数量至少为1件').max(999, '单件商品最多购买999件');
const fen = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(0, msg).max(100_000_000, msg);
const page = {
  pageNum: z.coerce.number({ error: '页码有误' }).int('页码有误').min(1, '页码有误').max(100000, '页码有误').default(1),
  pageSize: z.coerce.number({ error: '每页条数有误' }).int('每页条数有误').min(1, '每页条数有误').max(50, '每页条数有误').default(10),
};
const photos = z.array(z.string().max(500, '图片地址过长'), { error: '图片有误' }).max(9, '最多上传9张图片').default([]);
const items = z
  .array(z.object({ skuId: id('商品规格有误'), quantity }), { error: '请选择商品' })
  .min(1, '请选择商品')
  .max(100, '一次最多结算100种商品');
const checkout = z.object({
  items,
  addressId: id('收货地址有误').optional(),
  couponIds: z.array(id('优惠券有误')).max(50, '优惠券有误').optional(),
  note: z.string().max(200, '订单备注最多200字').optional(),
  fromCart: z.boolean().optional(),
});
const phone = z
  .string({ error: '手机号码不能为空!' })
  .trim()
  .min(1, '手机号码不能为空!')
  .regex(/^1[1-9]\d{9}$/, '手机号码格式有误');
const addressSchema = z.object({
  id: id('收货地址有误').optional(),
  name: text('请输入收货人姓名').max(20, '收货人姓名最多20字'),
  phone,
  province: text('请选择省份').max(20, '请选择省份'),
  city: text('请选择城市').max(20, '请选择城市'),
  district: text('请选择区县').max(20, '请选择区县'),
  detail: text('请输入详细地址').max(100, '详细地址最多100字'),
  isDefault: z.boolean().optional(),
});
const orderId = z.object({ orderId: id('订单编号有误') });

/** Optional caller for public pages. */
const maybeUser = (c: Context<AppEnv>) => c.get('user')?.id ?? null;
const pathId = (c: Context<AppEnv>, name = 'id') => parse(idParam, c.req.param(name));

function svg(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
}

export function registerShop(app: Hono<AppEnv>, { db }: Deps) {
  const catalogModel = new CatalogReadModel(db);
  // ---- media: drawn locally, deterministic --------------------------------------------------
  app.get(`${V}/media/product/:file`, async (c) => {
    const m = /^(\d{1,9})(?:-(\d))?\.svg$/.exec(c.req.param('file'));
    if (!m) throw notFound('图片不存在');
    const [p] = await db.query<{ title: string; name: string }>(
      'select p.title, c.name from products p join categories c on c.id = p.category_id where p.id = $1',
      [Number(m[1])],
    );
    if (!p) throw notFound('图片不存在');
    return svg(c, productSvg(Number(m[1]), Number(m[2] ?? 0), p.title, p.name));
  });
  app.get(`${V}/media/shop/:file`, async (c) => {
    const m = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const [s] = m ? await db.query<{ name: string }>('select name from shops where id = $1', [Number(m[1])]) : [];
    if (!s) throw notFound('图片不存在');
    return svg(c, shopSvg(Number(m![1]), s.name));
  });
  app.get(`${V}/media/banner/:file`, (c) => {
    const m = /^([1-9])\.svg$/.exec(c.req.param('file'));
    if (!m) throw notFound('图片不存在');
    return svg(c, bannerSvg(Number(m[1])));
  });
  app.get(`${V}/media/live/:file`, async (c) => {
    const m = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const [l] = m ? await db.query<{ title: string }>('select title from live_sessions where id = $1', [Number(m[1])]) : [];
    if (!l) throw notFound('图片不存在');
    return svg(c, liveSvg(Number(m![1]), l.title));
  });

  // ---- mall: public catalog ------------------------------------------------------------------
  app.get(`${V}/mall/home`, async (c) => ok(c, await catalog.home(db)));
  app.get(`${V}/mall/categories`, async (c) => ok(c, await catalog.categories(db)));
  app.get(`${V}/mall/products`, async (c) => {
    const f = query(
      c,
      z.object({
        keyword: z.string().trim().max(50, '关键词最多50字').optional(),
        categoryId: idParam.optional(),
        shopId: idParam.optional(),
        minPrice: fen('价格区间有误').optional(),
        maxPrice: fen('价格区间有误').optional(),
        sort: z.enum(['sales', 'price_asc', 'price_desc', 'newest'], { error: '排序方式有误' }).default('sales'),
        ...page,
      }),
    );
    if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) throw badRequest('价格区间有误');
    return ok(c, await catalogModel.search(f));
  });
  app.get(`${V}/mall/product/:id`, async (c) => ok(c, await catalog.productDetail(db, pathId(c), maybeUser(c), catalogModel)));
  app.get(`${V}/mall/product/:id/reviews`, async (c) => {
    const p = query(c, z.object(page));
    return ok(c, await catalog.reviewsOf(db, pathId(c), p.pageNum, p.pageSize));
  });
  app.get(`${V}/mall/shops`, async (c) => {
    const p = query(c, z.object({ keyword: z.string().trim().max(50, '关键词最多50字').optional(), ...page }));
    return ok(c, await catalog.shopList(db, p.keyword, p.pageNum, p.pageSize));
  });
  app.get(`${V}/mall/shop/:id`, async (c) => ok(c, await catalog.shopHome(db, pathId(c), maybeUser(c))));
  app.get(`${V}/mall/live`, async (c) => {
    const p = query(c, z.object({ status: z.enum(['now', 'upcoming', 'all'], { error: '直播状态有误' }).default('now') }));
    return ok(c, await catalog.liveSessions(db, p.status));
  });
  app.get(`${V}/mall/live/:id`, async (c) => ok(c, await catalog.liveSession(db, pathId(c))));

  // ---- buyers: wallet ------------------------------------------------------------------------
  app.get(`${V}/buyers/balance/info`, async (c) => {
    const u = currentUser(c);
    await ensureWallet(db, u.id);
    const balanceFen = await balanceOf(db, u.id);
    return ok(c, { balance: balanceFen / 100, balanceFen });
  });
  app.get(`${V}/buyers/wallet/ledger`, async (c) => {
    const u = currentUser(c);
    const p = query(c, z.object(page));
    return ok(c, await ledger(db, u.id, p.pageNum, p.pageSize));
  });

  // ---- buyers: favourites, addresses ---------------------------------------------------------
  app.post(`${V}/buyers/favourite`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      z.object({ type: z.enum(['product', 'shop'], { error: '收藏类型有误' }), id: id('收藏对象有误'), on: z.boolean({ error: '参数有误' }) }),
    );
    return ok(c, await catalog.setFavourite(db, u.id, b.type, b.id, b.on));
  });
  app.get(`${V}/buyers/favourites`, async (c) => {
    const u = currentUser(c);
    const p = query(c, z.object({ type: z.enum(['product', 'shop'], { error: '收藏类型有误' }).default('product') }));
    return ok(c, await catalog.favourites(db, u.id, p.type));
  });
  app.get(`${V}/buyers/addresses`, async (c) => ok(c, await addresses.listAddresses(db, currentUser(c).id)));
  app.post(`${V}/buyers/address/save`, async (c) => {
    const u = currentUser(c);
    const a = await body(c, addressSchema);
    return ok(c, await db.tx((q) => addresses.saveAddress(q, u.id, a)));
  });
  app.post(`${V}/buyers/address/delete`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ id: id('收货地址有误') }));
    return ok(c, await db.tx((q) => addresses.deleteAddress(q, u.id, b.id)));
  });
  app.post(`${V}/buyers/address/default`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ id: id('收货地址有误') }));
    return ok(c, await db.tx((q) => addresses.setDefaultAddress(q, u.id, b.id)));
  });

  // ---- buyers: cart --------------------------------------------------------------------------
  app.get(`${V}/buyers/cart`, async (c) => ok(c, await cart.getCart(db, currentUser(c).id)));
  app.post(`${V}/buyers/cart/add`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ skuId: id('商品规格有误'), quantity }));
    return ok(c, await db.tx((q) => cart.addToCart(q, u.id, b.skuId, b.quantity)));
  });
  app.post(`${V}/buyers/cart/update`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ skuId: id('商品规格有误'), quantity }));
    return ok(c, await db.tx((q) => cart.updateCart(q, u.id, b.skuId, b.quantity)));
  });
  app.post(`${V}/buyers/cart/remove`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ skuIds: z.array(id('商品规格有误')).min(1, '请选择商品').max(200, '参数有误') }));
    return ok(c, await cart.removeFromCart(db, u.id, b.skuIds));
  });
  app.post(`${V}/buyers/cart/select`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ selected: z.boolean({ error: '参数有误' }), skuIds: z.array(id('商品规格有误')).max(200, '参数有误').optional() }));
    return ok(c, await cart.selectInCart(db, u.id, b.selected, b.skuIds));
  });
  app.post(`${V}/buyers/cart/merge`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      z.object({ items: z.array(z.object({ skuId: id('商品规格有误'), quantity, selected: z.boolean().optional() })).max(200, '购物车商品过多') }),
    );
    return ok(c, await db.tx((q) => cart.mergeCart(q, u.id, b.items)));
  });

  // ---- buyers: coupons, checkout, orders -----------------------------------------------------
  app.get(`${V}/buyers/coupons`, async (c) => ok(c, await listMyCoupons(db, currentUser(c).id)));
  app.post(`${V}/buyers/coupon/claim`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ promotionId: id('优惠券有误') }));
    return ok(c, await db.tx((q) => claimCoupon(q, u.id, b.promotionId)), '领取成功');
  });
  app.post(`${V}/buyers/checkout/preview`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, checkout);
    return ok(c, await orders.priceCheckout(db, u.id, b, false));
  });
  app.post(`${V}/buyers/order/create`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, checkout);
    return ok(c, await orders.createOrders(db, u.id, b), '下单成功');
  });
  app.post(`${V}/buyers/order/pay`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      z.object({ orderId: id('订单编号有误'), idempotencyKey: z.string().trim().min(8, '支付请求编号有误').max(64, '支付请求编号有误').optional() }),
    );
    const header = c.req.header('idempotency-key')?.trim();
    if (header !== undefined && (header.length < 8 || header.length > 64)) throw badRequest('支付请求编号有误');
    return ok(c, await payOrder(db, u.id, b.orderId, header || b.idempotencyKey || null), '支付成功');
  });
  const simple = (path: string, action: 'cancel' | 'refund' | 'receive') =>
    app.post(`${V}/buyers/order/${path}`, async (c) => {
      const u = currentUser(c);
      const b = await body(c, orderId.extend({ reason: z.string().trim().max(200, '原因最多200字').optional() }));
      await db.tx((q) => transition(q, b.orderId, action, 'buyer', u.id, { note: b.reason }));
      return ok(c, true);
    });
  simple('cancel', 'cancel');
  simple('refund', 'refund');
  simple('receive', 'receive');
  app.post(`${V}/buyers/order/review`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      orderId.extend({
        items: z
          .array(
            z.object({
              lineId: id('评价的商品有误'),
              stars: z.number({ error: '请选择评分' }).int('请选择评分').min(1, '请选择评分').max(5, '评分为1到5星'),
              content: z.string().trim().max(500, '评价最多500字').default(''),
              photos,
            }),
          )
          .min(1, '请评价商品')
          .max(100, '参数有误'),
      }),
    );
    return ok(c, await db.tx((q) => orders.reviewOrder(q, u.id, b.orderId, b.items)), '评价成功');
  });
  app.get(`${V}/buyers/orders`, async (c) => {
    const u = currentUser(c);
    const p = query(c, z.object({ status: z.enum(ORDER_TABS.map((t) => t.key) as [string, ...string[]], { error: '订单状态有误' }).default('all'), ...page }));
    return ok(c, await orders.listOrders(db, { buyerId: u.id }, p.status as never, p.pageNum, p.pageSize));
  });
  app.get(`${V}/buyers/order/counts`, async (c) => ok(c, await orders.orderCounts(db, { buyerId: currentUser(c).id })));
  app.get(`${V}/buyers/order/:id`, async (c) => ok(c, await orders.orderDetail(db, pathId(c), 'buyer', currentUser(c).id)));

  // ---- buyers: after-sales, complaints, reports ----------------------------------------------
  app.post(`${V}/buyers/aftersale/apply`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      orderId.extend({
        kind: z.enum(['refund_only', 'return_refund'], { error: '请选择售后类型' }),
        reason: text('请填写售后原因').max(200, '原因最多200字'),
        amountFen: z
          .number({ error: '请输入正确格式,整数或者保留两位小数' })
          .int('退款金额有误')
          .min(1, '退款金额必须大于0')
          .max(100_000_000, '退款金额不能超过实付金额'),
        photos,
      }),
    );
    return ok(c, await db.tx((q) => orders.applyAfterSale(q, u.id, b)), '申请已提交');
  });
  app.get(`${V}/buyers/aftersales`, async (c) => ok(c, await orders.afterSalesList(db, { buyerId: currentUser(c).id })));
  app.get(`${V}/buyers/aftersale/:id`, async (c) => ok(c, await orders.afterSaleDetail(db, pathId(c), 'buyer', currentUser(c).id)));
  app.post(`${V}/buyers/aftersale/cancel`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ id: id('售后编号有误') }));
    return ok(c, await db.tx((q) => orders.afterSaleAction(q, b.id, 'cancel', 'buyer', u.id, {})));
  });
  app.post(`${V}/buyers/aftersale/return`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      z.object({ id: id('售后编号有误'), carrier: text('请填写物流公司').max(30, '物流公司有误'), trackingNo: text('请填写运单号').max(40, '运单号有误') }),
    );
    return ok(c, await db.tx((q) => orders.afterSaleAction(q, b.id, 'return', 'buyer', u.id, b)));
  });
  app.post(`${V}/buyers/complaint`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      z.object({
        kind: z.enum(['complaint', 'report'], { error: '类型有误' }),
        shopId: id('店铺有误'),
        orderId: id('订单编号有误').optional(),
        productId: id('商品有误').optional(),
        reason: text('请选择原因').max(50, '原因最多50字'),
        content: z.string().trim().max(500, '描述最多500字').default(''),
        photos,
      }),
    );
    return ok(c, await orders.fileComplaint(db, u.id, b), '提交成功');
  });
  app.get(`${V}/buyers/complaints`, async (c) => {
    const p = query(c, z.object({ kind: z.enum(['complaint', 'report'], { error: '类型有误' }).default('complaint') }));
    return ok(c, await orders.listComplaints(db, { userId: currentUser(c).id }, p.kind));
  });

  // ---- seller: the caller's own shop ---------------------------------------------------------
  const myShop = async (c: Context<AppEnv>) => {
    const u = currentUser(c);
    const shopId = await shopIdOf(db, u.id);
    if (!shopId) throw badRequest('请先开店');
    return { u, shopId };
  };
  app.get(`${V}/seller/shop`, async (c) => {
    const { u, shopId } = await myShop(c);
    return ok(c, { ...(await catalog.shopHome(db, shopId, u.id)), seasons: await seasonStats(db, shopId) });
  });
  app.get(`${V}/seller/orders`, async (c) => {
    const { u } = await myShop(c);
    const p = query(c, z.object({ status: z.enum(ORDER_TABS.map((t) => t.key) as [string, ...string[]], { error: '订单状态有误' }).default('all'), ...page }));
    return ok(c, await orders.listOrders(db, { ownerId: u.id }, p.status as never, p.pageNum, p.pageSize));
  });
  app.get(`${V}/seller/order/counts`, async (c) => ok(c, await orders.orderCounts(db, { ownerId: (await myShop(c)).u.id })));
  app.get(`${V}/seller/order/:id`, async (c) => {
    const { u } = await myShop(c);
    return ok(c, await orders.orderDetail(db, pathId(c), 'seller', u.id));
  });
  app.post(`${V}/seller/order/ship`, async (c) => {
    const u = currentUser(c);
    const b = await body(
      c,
      orderId.extend({ carrier: text('请填写物流公司').max(30, '物流公司有误'), trackingNo: text('请填写运单号').max(40, '运单号有误') }),
    );
    await db.tx((q) => transition(q, b.orderId, 'ship', 'seller', u.id, { carrier: b.carrier, trackingNo: b.trackingNo }));
    return ok(c, true, '发货成功');
  });
  app.get(`${V}/seller/aftersales`, async (c) => ok(c, await orders.afterSalesList(db, { ownerId: (await myShop(c)).u.id })));
  app.get(`${V}/seller/aftersale/:id`, async (c) => ok(c, await orders.afterSaleDetail(db, pathId(c), 'seller', currentUser(c).id)));
  for (const action of ['agree', 'reject', 'confirm'] as const) {
    app.post(`${V}/seller/aftersale/${action}`, async (c) => {
      const u = currentUser(c);
      const b = await body(c, z.object({ id: id('售后编号有误'), note: z.string().trim().max(200, '说明最多200字').optional() }));
      return ok(c, await db.tx((q) => orders.afterSaleAction(q, b.id, action, 'seller', u.id, { note: b.note })));
    });
  }
  app.get(`${V}/seller/reviews`, async (c) => {
    const { u } = await myShop(c);
    const p = query(c, z.object(page));
    return ok(c, await orders.shopReviews(db, u.id, p.pageNum, p.pageSize));
  });
  app.post(`${V}/seller/review/reply`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ id: id('评价编号有误'), reply: text('请输入回复内容').max(500, '回复最多500字') }));
    return ok(c, await orders.replyReview(db, u.id, b.id, b.reply));
  });
  app.get(`${V}/seller/complaints`, async (c) => {
    const { u } = await myShop(c);
    const p = query(c, z.object({ kind: z.enum(['complaint', 'report'], { error: '类型有误' }).default('complaint') }));
    return ok(c, await orders.listComplaints(db, { ownerId: u.id }, p.kind));
  });
  app.post(`${V}/seller/complaint/reply`, async (c) => {
    const u = currentUser(c);
    const b = await body(c, z.object({ id: id('编号有误'), reply: text('请输入回复内容').max(500, '回复最多500字') }));
    return ok(c, await orders.answerComplaint(db, u.id, b.id, b.reply));
  });
}
