import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, ownShop, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest, notFound } from '../errors.ts';
import { body, query } from '../http/validate.ts';
import { idField as id, idParam, parse, text } from '../validation.ts';
import * as catalog from '../services/catalog.ts';
import { CatalogReadModel } from '../services/catalogIndex.ts';
import * as cart from '../services/cart.ts';
import * as orders from '../services/orders.ts';
import * as addresses from '../services/addresses.ts';
import { buyerAfterSaleAction, buyerOrderAction, sellerAfterSaleAction, shipOrder, submitAfterSale, submitReview } from '../services/orderActions.ts';
import { payOrder } from '../services/payments.ts';
import { listMyCoupons, takeCoupon } from '../services/promotions.ts';
import { balanceOf, ensureWallet, ledger } from '../services/wallet.ts';
import { bannerPng, livePng, productPng, shopSvg } from '../services/drawnImages.ts';
import { liveCoverSource, productPictureSource, shopPictureSource } from '../services/drawnImageSources.ts';
import { seasonStats } from '../services/simulation.ts';
import { shopFront } from '../services/sellerShop.ts';
import {
  type AddressInput,
  type AfterSaleInput,
  BUYER,
  BUYER_AFTER_SALE,
  BUYER_ORDER,
  CART,
  type CheckoutInput,
  type ComplaintInput,
  type ItemInput,
  MALL,
  ORDER_TABS,
  type OrderActionBody,
  type OrderTab,
  type ProductQuery,
  type ReviewInput,
} from '../../src/api/contract/shop.ts';
import { WALLET } from '../../src/api/contract/wallet.ts';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { SHOP_HOME } from '../../src/api/contract/shopHome.ts';
import { SELLER_ORDER, SELLER_SERVICE, SELLER_SHOP_HOME, type AfterSaleDecision, type ShipInput } from '../../src/api/contract/sellerTrade.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { answer, mountedGuard, sent } from '../http/endpoint.ts';
import { phoneRule } from '../rules.ts';
import { adFor, recordClick } from '../services/throughTrain.ts';
import { assertMayWatch } from '../services/liveAccess.ts';
import { recent } from '../services/recent.ts';

const quantity = z.number({ error: '购买数量有误' }).int('购买数量有误').min(1, '购买数量至少为1件').max(999, '单件商品最多购买999件');
const fen = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(0, msg).max(100_000_000, msg);
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
  liveSessionId: id('直播间有误').optional(),
}) satisfies z.ZodType<CheckoutInput, unknown>;
const addressSchema = z.object({
  id: id('收货地址有误').optional(),
  name: text('请输入收货人姓名').max(20, '收货人姓名最多20字'),
  phone: phoneRule,
  province: text('请选择省份').max(20, '请选择省份'),
  city: text('请选择城市').max(20, '请选择城市'),
  district: text('请选择区县').max(20, '请选择区县'),
  detail: text('请输入详细地址').max(100, '详细地址最多100字'),
  isDefault: z.boolean().optional(),
}) satisfies z.ZodType<AddressInput, unknown>;
const orderId = z.object({ orderId: id('订单编号有误') });
const orderTab = z.object({
  status: z.enum(ORDER_TABS.map((t) => t.key) as [OrderTab, ...OrderTab[]], { error: '订单状态有误' }).default('all'),
}) satisfies z.ZodType<Omit<InputOf<typeof BUYER_ORDER.list>, 'pageNum' | 'pageSize'>, unknown>;
const complaintKind = z.object({
  kind: z.enum(['complaint', 'report'], { error: '类型有误' }).default('complaint'),
}) satisfies z.ZodType<InputOf<typeof BUYER_AFTER_SALE.complaints>, unknown>;

// ---- the inputs of the mall's and the buyer's declared calls (src/api/contract/shop.ts) ----
const productQuery = z.object({
  keyword: z.string().trim().max(50, '关键词最多50字').optional(),
  categoryId: idParam.optional(),
  shopId: idParam.optional(),
  shopCategoryId: idParam.optional(),
  minPrice: fen('价格区间有误').optional(),
  maxPrice: fen('价格区间有误').optional(),
  sort: z.enum(['sales', 'price_asc', 'price_desc', 'newest'], { error: '排序方式有误' }).default('sales'),
}) satisfies z.ZodType<Omit<ProductQuery, 'pageNum' | 'pageSize'>, unknown>;
const shopsQuery = z.object({
  keyword: z.string().trim().max(50, '关键词最多50字').optional(),
}) satisfies z.ZodType<Omit<InputOf<typeof MALL.shops>, 'pageNum' | 'pageSize'>, unknown>;
const trainClick = z.object({ keywordId: id('推广有误') }) satisfies z.ZodType<InputOf<typeof MALL.trainClick>, unknown>;
const liveQuery = z.object({
  status: z.enum(['now', 'upcoming', 'all'], { error: '直播状态有误' }).default('now'),
}) satisfies z.ZodType<InputOf<typeof MALL.live>, unknown>;
const favouriteBody = z.object({
  type: z.enum(['product', 'shop'], { error: '收藏类型有误' }),
  id: id('收藏对象有误'),
  on: z.boolean({ error: '参数有误' }),
}) satisfies z.ZodType<InputOf<typeof BUYER.setFavourite>, unknown>;
const favouritesQuery = z.object({
  type: z.enum(['product', 'shop'], { error: '收藏类型有误' }).default('product'),
}) satisfies z.ZodType<InputOf<typeof BUYER.favourites>, unknown>;
const addressId = z.object({ id: id('收货地址有误') }) satisfies z.ZodType<InputOf<typeof BUYER.deleteAddress>, unknown>;
const cartItem = z.object({ skuId: id('商品规格有误'), quantity }) satisfies z.ZodType<ItemInput, unknown>;
const cartRemove = z.object({
  skuIds: z.array(id('商品规格有误')).min(1, '请选择商品').max(200, '参数有误'),
}) satisfies z.ZodType<InputOf<typeof CART.remove>, unknown>;
const cartSelect = z.object({
  selected: z.boolean({ error: '参数有误' }),
  skuIds: z.array(id('商品规格有误')).max(200, '参数有误').optional(),
}) satisfies z.ZodType<InputOf<typeof CART.select>, unknown>;
const cartMerge = z.object({
  items: z.array(z.object({ skuId: id('商品规格有误'), quantity, selected: z.boolean().optional() })).max(200, '购物车商品过多'),
}) satisfies z.ZodType<InputOf<typeof CART.merge>, unknown>;
const couponClaim = z.object({ promotionId: id('优惠券有误') }) satisfies z.ZodType<InputOf<typeof BUYER_ORDER.claimCoupon>, unknown>;
const payBody = z.object({
  orderId: id('订单编号有误'),
  idempotencyKey: z.string().trim().min(8, '支付请求编号有误').max(64, '支付请求编号有误').optional(),
}) satisfies z.ZodType<InputOf<typeof BUYER_ORDER.pay>, unknown>;
const orderAction = orderId.extend({
  reason: z.string().trim().max(200, '原因最多200字').optional(),
}) satisfies z.ZodType<OrderActionBody, unknown>;
const reviewBody = orderId.extend({
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
}) satisfies z.ZodType<ReviewInput, unknown>;
const afterSaleBody = orderId.extend({
  kind: z.enum(['refund_only', 'return_refund'], { error: '请选择售后类型' }),
  reason: text('请填写售后原因').max(200, '原因最多200字'),
  amountFen: z
    .number({ error: '请输入正确格式,整数或者保留两位小数' })
    .int('退款金额有误')
    .min(1, '退款金额必须大于0')
    .max(100_000_000, '退款金额不能超过实付金额'),
  photos,
}) satisfies z.ZodType<AfterSaleInput, unknown>;
const afterSaleId = z.object({ id: id('售后编号有误') }) satisfies z.ZodType<InputOf<typeof BUYER_AFTER_SALE.cancel>, unknown>;
const returnBody = z.object({
  id: id('售后编号有误'),
  carrier: text('请填写物流公司').max(30, '物流公司有误'),
  trackingNo: text('请填写运单号').max(40, '运单号有误'),
}) satisfies z.ZodType<InputOf<typeof BUYER_AFTER_SALE.returnGoods>, unknown>;
const complaintBody = z.object({
  kind: z.enum(['complaint', 'report'], { error: '类型有误' }),
  shopId: id('店铺有误'),
  orderId: id('订单编号有误').optional(),
  productId: id('商品有误').optional(),
  reason: text('请选择原因').max(50, '原因最多50字'),
  content: z.string().trim().max(500, '描述最多500字').default(''),
  photos,
}) satisfies z.ZodType<ComplaintInput, unknown>;

// ---- the inputs of the seller's declared calls (src/api/contract/sellerTrade.ts) ----
const shipBody = orderId.extend({
  carrier: text('请填写物流公司').max(30, '物流公司有误'),
  trackingNo: text('请填写运单号').max(40, '运单号有误'),
}) satisfies z.ZodType<ShipInput, unknown>;
const afterSaleDecision = z.object({
  id: id('售后编号有误'),
  note: z.string().trim().max(200, '说明最多200字').optional(),
  // confirm of a 退货退款: the quantities that came back into stock (default: all)
  restock: z
    .array(
      z.object({
        lineId: id('入库的商品有误'),
        quantity: z.number({ error: '入库数量有误' }).int('入库数量有误').min(0, '入库数量有误').max(999, '入库数量有误'),
      }),
    )
    .max(100, '参数有误')
    .optional(),
}) satisfies z.ZodType<AfterSaleDecision, unknown>;
const reviewReply = z.object({
  id: id('评价编号有误'),
  reply: text('请输入回复内容').max(500, '回复最多500字'),
}) satisfies z.ZodType<InputOf<typeof SELLER_SERVICE.replyReview>, unknown>;

/** Optional caller for public pages. */
const maybeUser = (c: Context<AppEnv>) => c.get('user')?.id ?? null;

const DRAWN = { 'Cache-Control': 'public, max-age=86400' };
const svg = (c: Context<AppEnv>, body: string) => c.body(body, 200, { ...DRAWN, 'Content-Type': 'image/svg+xml; charset=utf-8' });
const png = (c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>) => c.body(body, 200, { ...DRAWN, 'Content-Type': 'image/png' });
/** A drawn picture's address from before it was a PNG (a page or a cache that kept one): the same picture. */
const asPng = (c: Context<AppEnv>) => c.redirect(c.req.path.replace(/\.svg$/, '.png'), 301);

/** /v1/wangchuang/media/: product, shop, banner and live pictures, drawn locally and deterministic. */
export function mediaApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/product/:file', async (c) => {
    const m = c.req.param('file').match(/^(\d{1,9})(?:-(\d))?\.(png|svg)$/);
    if (!m) throw notFound('图片不存在');
    const p = await productPictureSource(db, Number(m[1]));
    if (!p) throw notFound('图片不存在');
    // a product with the seller's own pictures (/seller/addGoods): those, wherever the drawn URL is shown
    const own = p.images[Number(m[2] ?? 0)] ?? p.images[0];
    if (own) return c.redirect(own, 302);
    if (m[3] === 'svg') return asPng(c);
    return png(c, await productPng(Number(m[1]), Number(m[2] ?? 0)));
  });
  r.get('/shop/:file', async (c) => {
    const m = c.req.param('file').match(/^(\d{1,9})\.svg$/);
    const s = m ? await shopPictureSource(db, Number(m[1])) : undefined;
    if (!s) throw notFound('图片不存在');
    if (s.logo) return c.redirect(s.logo, 302);
    return svg(c, shopSvg(Number(m![1]), s.name));
  });
  r.get('/banner/:file', async (c) => {
    const m = c.req.param('file').match(/^([1-9])\.(png|svg)$/);
    if (!m) throw notFound('图片不存在');
    if (m[2] === 'svg') return asPng(c);
    return png(c, await bannerPng(Number(m[1])));
  });
  r.get('/live/:file', async (c) => {
    const m = c.req.param('file').match(/^(\d{1,9})\.(png|svg)$/);
    const l = m ? await liveCoverSource(db, Number(m[1])) : undefined;
    if (!l) throw notFound('图片不存在');
    if (m![2] === 'svg') return asPng(c);
    return png(c, await livePng(l.id));
  });
  return r;
}

/** /v1/wangchuang/mall/: the public catalog (a signed-in caller also sees their favourites and coupons). */
export function mallApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const catalogModel = new CatalogReadModel(db);
  // the mall's most visited answer: its categories and rooms on air read at most once a second (the
  // product lists come from the read model, exact); a home under load asked the database once a visit
  const shelf = recent(1000, () => catalog.homeShelf(db));
  answer(r, MALL.home, mountedGuard, async () => sent(await catalog.home(catalogModel, shelf)));
  answer(r, MALL.categories, mountedGuard, async () => catalog.categories(db));
  answer(r, MALL.products, mountedGuard, async (c) => {
    const f = query(c, productQuery);
    if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) throw badRequest('价格区间有误');
    const page = await catalogModel.search({ ...f, ...pageQuery(c) });
    // 直通车: the winning bid of this keyword goes first on the first page, marked as an ad
    const ad = f.keyword && page.pageNum === 1 ? await adFor(db, f.keyword) : null;
    if (!ad) return page;
    const card = await catalog.productCard(db, ad.productId);
    if (!card) return page;
    return { ...page, list: [{ ...card, ad: { keywordId: ad.keywordId } }, ...page.list.filter((p) => p.id !== ad.productId)] };
  });
  answer(r, MALL.product, mountedGuard, async (c, params) => {
    return sent(await catalog.productDetail(db, parse(idParam, params.id), maybeUser(c), catalogModel));
  });
  answer(r, MALL.reviews, mountedGuard, async (c, params) => {
    const p = pageQuery(c);
    return catalog.reviewsOf(db, parse(idParam, params.id), p.pageNum, p.pageSize);
  });
  answer(r, MALL.shops, mountedGuard, async (c) => {
    const { keyword } = query(c, shopsQuery);
    const p = pageQuery(c);
    return catalog.shopList(db, keyword, p.pageNum, p.pageSize);
  });
  // the shop home with its decoration (/seller/shopTrim) and what that shows
  answer(r, SHOP_HOME, mountedGuard, async (c, params) => {
    const shopId = parse(idParam, params.id);
    // the decoration's answer carries the best sellers (hot) as the head's would
    return sent({ ...(await catalog.shopHead(db, shopId, maybeUser(c))), ...(await shopFront(db, shopId)) });
  });
  answer(r, MALL.live, mountedGuard, async (c) => {
    const p = query(c, liveQuery);
    return sent(await catalog.liveSessions(db, p.status));
  });
  answer(r, MALL.liveSession, mountedGuard, async (c, params) => {
    const id = parse(idParam, params.id);
    // a live class is its class's (server/services/liveAccess.ts)
    await assertMayWatch(db, c.get('user'), id);
    return sent(await catalog.liveSession(db, id));
  });
  // 直通车: a click on an ad (charged once a day per signed-in visitor, never beyond the budget)
  answer(r, MALL.trainClick, mountedGuard, async (c) => {
    const b = await body(c, trainClick);
    const res = await recordClick(db, b.keywordId, maybeUser(c));
    return { productId: res.productId };
  });
  return r;
}

/** /v1/wangchuang/buyers/: the signed-in caller as a buyer: wallet, favourites, addresses, cart, orders. */
/** The Idempotency-Key header: 8–64 characters, or absent. */
function idempotencyKey(c: Context): string | null {
  const header = c.req.header('idempotency-key')?.trim();
  if (header === undefined || header === '') return null;
  if (header.length < 8 || header.length > 64 || !/^[\x21-\x7e]+$/.test(header)) throw badRequest('请求编号有误');
  return header;
}

export function buyerApi({ db, config }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, WALLET.balance, signedIn, async (c) => {
    const u = caller(c);
    await ensureWallet(db, u.id);
    const balanceFen = await balanceOf(db, u.id);
    return { balance: balanceFen / 100, balanceFen };
  });
  answer(r, WALLET.ledger, signedIn, async (c) => {
    const u = caller(c);
    const p = pageQuery(c);
    return sent(await ledger(db, u.id, p.pageNum, p.pageSize));
  });

  // ---- favourites, addresses ---------------------------------------------------------
  answer(r, BUYER.setFavourite, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, favouriteBody);
    return catalog.setFavourite(db, u.id, b.type, b.id, b.on);
  });
  answer(r, BUYER.favourites, signedIn, async (c) => {
    const u = caller(c);
    const p = query(c, favouritesQuery);
    return catalog.favourites(db, u.id, p.type);
  });
  answer(r, BUYER.addresses, signedIn, async (c) => addresses.listAddresses(db, caller(c).id));
  answer(r, BUYER.saveAddress, signedIn, async (c) => {
    const u = caller(c);
    const a = await body(c, addressSchema);
    return addresses.saveAddress(db, u.id, a);
  });
  answer(r, BUYER.deleteAddress, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, addressId);
    return addresses.deleteAddress(db, u.id, b.id);
  });
  answer(r, BUYER.setDefaultAddress, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, addressId);
    return addresses.setDefaultAddress(db, u.id, b.id);
  });

  // ---- cart --------------------------------------------------------------------------
  answer(r, CART.get, signedIn, async (c) => cart.getCart(db, caller(c).id));
  // a change of the caller's own cart: the caller's id and the body read against its schema
  const cartChange = <I, A, P extends string, S extends z.ZodType>(ep: Endpoint<I, A, P>, schema: S, change: (userId: number, b: z.infer<S>) => Promise<A>) =>
    answer(r, ep, signedIn, async (c) => change(caller(c).id, await body(c, schema)));
  cartChange(CART.add, cartItem, (userId, b) => cart.addToCart(db, userId, b.skuId, b.quantity));
  cartChange(CART.update, cartItem, (userId, b) => cart.updateCart(db, userId, b.skuId, b.quantity));
  cartChange(CART.remove, cartRemove, (userId, b) => cart.removeFromCart(db, userId, b.skuIds));
  cartChange(CART.select, cartSelect, (userId, b) => cart.selectInCart(db, userId, b.selected, b.skuIds));
  cartChange(CART.merge, cartMerge, (userId, b) => cart.mergeCart(db, userId, b.items));

  // ---- coupons, checkout, orders -----------------------------------------------------
  r.get('/coupons', signedIn, async (c) => ok(c, await listMyCoupons(db, caller(c).id)));
  answer(
    r,
    BUYER_ORDER.claimCoupon,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, couponClaim);
      return takeCoupon(db, u.id, b.promotionId);
    },
    '领取成功',
  );
  answer(r, BUYER_ORDER.preview, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, checkout);
    return orders.priceCheckout(db, u.id, b, false);
  });
  answer(
    r,
    BUYER_ORDER.create,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, checkout);
      return orders.createOrders(db, u.id, { ...b, checkoutKey: idempotencyKey(c) });
    },
    '下单成功',
  );
  answer(
    r,
    BUYER_ORDER.pay,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, payBody);
      const header = c.req.header('idempotency-key')?.trim();
      if (header !== undefined && (header.length < 8 || header.length > 64)) throw badRequest('支付请求编号有误');
      return payOrder(db, u.id, b.orderId, header || b.idempotencyKey || null, config.unpaidOrderMs);
    },
    '支付成功',
  );
  for (const action of ['cancel', 'refund', 'receive'] as const) {
    answer(r, BUYER_ORDER[action], signedIn, async (c) => {
      const u = caller(c);
      const b = await body(c, orderAction);
      await buyerOrderAction(db, u.id, b.orderId, action, b.reason);
      return true;
    });
  }
  answer(
    r,
    BUYER_ORDER.review,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, reviewBody);
      return submitReview(db, u.id, b.orderId, b.items);
    },
    '评价成功',
  );
  answer(r, BUYER_ORDER.list, signedIn, async (c) => {
    const u = caller(c);
    const { status } = query(c, orderTab);
    const p = pageQuery(c);
    return sent(await orders.listOrders(db, { buyerId: u.id }, status, p.pageNum, p.pageSize));
  });
  answer(r, BUYER_ORDER.counts, signedIn, async (c) => orders.orderCounts(db, { buyerId: caller(c).id }));
  answer(r, BUYER_ORDER.detail, signedIn, async (c, params) => {
    return sent(await orders.orderDetail(db, parse(idParam, params.id), 'buyer', caller(c).id));
  });

  // ---- after-sales, complaints, reports ----------------------------------------------
  answer(
    r,
    BUYER_AFTER_SALE.apply,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, afterSaleBody);
      return submitAfterSale(db, u.id, b);
    },
    '申请已提交',
  );
  answer(r, BUYER_AFTER_SALE.list, signedIn, async (c) => orders.afterSalesList(db, { buyerId: caller(c).id }));
  answer(r, BUYER_AFTER_SALE.detail, signedIn, async (c, params) => orders.afterSaleDetail(db, parse(idParam, params.id), 'buyer', caller(c).id));
  answer(r, BUYER_AFTER_SALE.cancel, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, afterSaleId);
    return buyerAfterSaleAction(db, u.id, b.id, 'cancel', {});
  });
  answer(r, BUYER_AFTER_SALE.returnGoods, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, returnBody);
    return buyerAfterSaleAction(db, u.id, b.id, 'return', b);
  });
  answer(
    r,
    BUYER_AFTER_SALE.complain,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, complaintBody);
      return orders.fileComplaint(db, u.id, b);
    },
    '提交成功',
  );
  answer(r, BUYER_AFTER_SALE.complaints, signedIn, async (c) => {
    const { kind } = query(c, complaintKind);
    return sent(await orders.listComplaints(db, { userId: caller(c).id }, kind));
  });
  return r;
}

/**
 * /v1/wangchuang/seller/: the caller's own shop (any role, spec §6). Its lists need one (`ownShop`:
 * 400 请先开店); an action on one order, case or review is checked against the caller by the service.
 */
export function sellerApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const shop = ownShop(db);
  answer(r, SELLER_SHOP_HOME, shop, async (c) => {
    const { shopId } = c.var;
    return sent({ ...(await catalog.shopHome(db, shopId, caller(c).id)), seasons: await seasonStats(db, shopId) });
  });
  answer(r, SELLER_ORDER.list, shop, async (c) => {
    const { status } = query(c, orderTab);
    const p = pageQuery(c);
    return sent(await orders.listOrders(db, { ownerId: caller(c).id }, status, p.pageNum, p.pageSize));
  });
  answer(r, SELLER_ORDER.counts, shop, async (c) => orders.orderCounts(db, { ownerId: caller(c).id }));
  answer(r, SELLER_ORDER.detail, shop, async (c, params) => sent(await orders.orderDetail(db, parse(idParam, params.id), 'seller', caller(c).id)));
  answer(
    r,
    SELLER_ORDER.ship,
    signedIn,
    async (c) => {
      const u = caller(c);
      const b = await body(c, shipBody);
      await shipOrder(db, u.id, b.orderId, b.carrier, b.trackingNo);
      return true;
    },
    '发货成功',
  );
  answer(r, SELLER_ORDER.afterSale, signedIn, async (c, params) => orders.afterSaleDetail(db, parse(idParam, params.id), 'seller', caller(c).id));
  for (const action of ['agree', 'reject', 'confirm'] as const) {
    answer(r, SELLER_ORDER[action], signedIn, async (c) => {
      const u = caller(c);
      const b = await body(c, afterSaleDecision);
      if (action === 'reject' && !b.note) throw badRequest('请填写拒绝原因');
      return sellerAfterSaleAction(db, u.id, b.id, action, { note: b.note, restock: b.restock });
    });
  }
  answer(r, SELLER_SERVICE.reviews, shop, async (c) => {
    const p = pageQuery(c);
    return sent(await orders.shopReviews(db, caller(c).id, p.pageNum, p.pageSize));
  });
  answer(r, SELLER_SERVICE.replyReview, signedIn, async (c) => {
    const u = caller(c);
    const b = await body(c, reviewReply);
    return orders.replyReview(db, u.id, b.id, b.reply);
  });
  return r;
}
