import type { Db, Queryable } from '../db/client.ts';
import { stockReason } from './stock.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { findAddress } from './addresses.ts';
import { computeFreight, loadTemplates } from './freight.ts';
import { loadOwnedCoupons, loadShopPromotions, priceShop } from './promotions.ts';
import { mediaUrl } from './drawnImages.ts';
import { actionsFor, afterSaleTransition, log, SEASON_SQL, transition, type AfterSaleAction } from './orderMachine.ts';
import { MAX_LINE_QUANTITY, type SkuLineRow } from './cart.ts';
import { requireOwnUploads } from './uploads.ts';
import { ensureWallet } from './wallet.ts';
import { MAX_UNPAID_ORDERS } from './unpaidOrders.ts';
import { checkLiveSession, recordCommissions } from './commissions.ts';
import {
  AFTER_SALE_STATUS_NAMES,
  ORDER_STATUS_NAMES,
  type AfterSale,
  type AfterSaleChange,
  type AfterSaleKind,
  type AfterSaleStatus,
  type CheckoutInput,
  type ItemInput,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
  type OrderTab,
  type CreateResult,
} from '../../src/api/contract/shop.ts';

/** No order may cost more than this (fen): 1,000,000 yuan. */
export const MAX_ORDER_FEN = 100_000_000;

type SkuRow = SkuLineRow & { owner_id: number };

/** Merges repeated SKUs and checks quantities. */
function normalise(items: ItemInput[]): ItemInput[] {
  const map = new Map<number, number>();
  for (const it of items) map.set(it.skuId, (map.get(it.skuId) ?? 0) + it.quantity);
  for (const [, qty] of map) if (qty > MAX_LINE_QUANTITY) throw badRequest(`单件商品最多购买${MAX_LINE_QUANTITY}件`);
  return [...map].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/** Prices a checkout on the server: lines, 特价/满减/券/红包, freight, per shop. Nothing the client says about money is used. */
export async function priceCheckout(q: Queryable, userId: number, input: CheckoutInput, forOrder: boolean) {
  const items = normalise(input.items);
  const skus = await q.query<SkuRow>(
    `select k.id as sku_id, p.id as product_id, p.title, k.spec_text, k.price, k.stock, p.status, s.id as shop_id, s.name as shop_name, s.owner_id
       from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id where k.id = any($1::int[])`,
    [items.map((i) => i.skuId)],
  );
  const byId = new Map(skus.map((s) => [s.sku_id, s]));
  for (const it of items) {
    const s = byId.get(it.skuId);
    if (!s) throw badRequest('商品规格不存在');
    if (s.status !== 1) throw badRequest(`商品「${s.title}」已下架`);
    if (s.owner_id === userId) throw badRequest('不能购买自己店铺的商品');
    if (it.quantity > s.stock) throw badRequest(`商品「${s.title}」库存不足`);
  }
  const address = await findAddress(q, userId, input.addressId);
  if (forOrder && !address) throw badRequest('请选择收货地址');
  const shopIds = [...new Set(items.map((i) => byId.get(i.skuId)!.shop_id))];
  const [templates, promos, owned] = [await loadTemplates(q, shopIds), await loadShopPromotions(q, shopIds), await loadOwnedCoupons(q, userId, shopIds)];
  if (input.couponIds) {
    const all = new Set([...owned.values()].flat().map((c) => c.couponId));
    if (input.couponIds.some((id) => !all.has(id))) throw badRequest('优惠券不可用');
  }
  const shops = shopIds.map((shopId) => {
    const mine = items.filter((i) => byId.get(i.skuId)!.shop_id === shopId);
    const rows = mine.map((i) => byId.get(i.skuId)!);
    const p = priceShop(
      mine.map((i, k) => ({ productId: rows[k]!.product_id, unitPrice: rows[k]!.price, quantity: i.quantity })),
      promos.get(shopId)!.tj,
      promos.get(shopId)!.mj,
      owned.get(shopId)!,
      input.couponIds,
    );
    const units = mine.reduce((a, i) => a + i.quantity, 0);
    const freightFen = computeFreight(templates.get(shopId) ?? null, address?.province ?? null, units, p.payGoods);
    return {
      shopId,
      shopName: rows[0]!.shop_name,
      lines: mine.map((i, k) => ({
        skuId: i.skuId,
        productId: rows[k]!.product_id,
        title: rows[k]!.title,
        image: mediaUrl.product(rows[k]!.product_id),
        specText: rows[k]!.spec_text,
        unitPriceFen: rows[k]!.price,
        quantity: i.quantity,
        amountFen: p.lines[k]!.amount,
        discountFen: p.lines[k]!.discount,
        payFen: p.lines[k]!.pay,
      })),
      goodsFen: p.goods,
      discounts: p.discounts,
      discountFen: p.discount,
      freightFen,
      payFen: p.payGoods + freightFen,
      coupons: p.coupons.map((c) => ({
        couponId: c.couponId,
        kind: c.kind,
        title: c.title,
        thresholdFen: c.threshold,
        amountFen: c.amount,
        usable: c.usable,
        applied: c.applied,
      })),
      mjTitle: p.mjTitle,
    };
  });
  const sum = (f: (s: (typeof shops)[number]) => number) => shops.reduce((a, s) => a + f(s), 0);
  const result = {
    address,
    shops,
    goodsFen: sum((s) => s.goodsFen),
    discountFen: sum((s) => s.discountFen),
    freightFen: sum((s) => s.freightFen),
    payFen: sum((s) => s.payFen),
  };
  if (result.goodsFen > MAX_ORDER_FEN) throw badRequest('订单金额超出上限');
  return result;
}

export const CANNOT_PAY = '金币余额不足，无法下单';
export const CANNOT_PAY_ALL = '金币余额不足以支付全部待付款订单，请先支付或取消待付款订单';
export const TOO_MANY_UNPAID = `待付款订单过多（最多${MAX_UNPAID_ORDERS}个），请先支付或取消`;

/**
 * Creates one order per shop in a single transaction. Stock is reserved with a conditional update,
 * so concurrent orders can never take more than there is; coupons are marked used.
 * Unpaid orders hold stock, so an order is refused unless the buyer could pay it together with their
 * other unpaid orders, and a buyer holds at most MAX_UNPAID_ORDERS unpaid orders (the buyer's wallet
 * row is locked first, so two checkouts of one buyer take turns). Orders left unpaid are cancelled
 * after UNPAID_ORDER_MINUTES (services/unpaidOrders.ts). With a checkout key, the same checkout sent
 * again answers the orders it made the first time instead of making them twice. Orders placed from
 * a live room carry its session (`liveSessionId`), and an anchor's commission per line is recorded.
 */
export async function createOrders(db: Db, userId: number, input: CheckoutInput & { note?: string; checkoutKey?: string | null }): Promise<CreateResult> {
  return db.tx(async (q) => {
    // the wallet row locked and read at once; a buyer without one (never paid or credited) gets it first
    const lockWallet = () => q.query<{ balance: number }>('select balance from wallets where user_id = $1 for update', [userId]);
    let [wallet] = await lockWallet();
    if (!wallet) {
      await ensureWallet(q, userId);
      [wallet] = await lockWallet();
    }
    const key = input.checkoutKey ?? null;
    if (key) {
      const made = await q.query<{ id: number; pay_fen: number }>('select id, pay_fen from orders where buyer_id = $1 and checkout_key = $2 order by id', [
        userId,
        key,
      ]);
      if (made.length) return { orderIds: made.map((o) => o.id), payFen: made.reduce((a, o) => a + o.pay_fen, 0), replayed: true };
    }
    if (input.liveSessionId) await checkLiveSession(q, input.liveSessionId);
    const priced = await priceCheckout(q, userId, input, true);
    // read after the wallet's lock (a checkout of the same buyer that held it has committed its orders), with the season
    const [unpaid] = await q.query<{ n: number; fen: number; season: number }>(
      `select count(*)::int as n, coalesce(sum(pay_fen), 0)::int as fen, (${SEASON_SQL}) as season from orders where buyer_id = $1 and status = 'pending_payment'`,
      [userId],
    );
    if (unpaid!.n + priced.shops.length > MAX_UNPAID_ORDERS) throw badRequest(TOO_MANY_UNPAID);
    if (priced.payFen > wallet!.balance) throw badRequest(CANNOT_PAY);
    if (unpaid!.fen + priced.payFen > wallet!.balance) throw badRequest(CANNOT_PAY_ALL);
    const a = priced.address!;
    const season = unpaid!.season;
    const orderIds: number[] = [];
    for (const shop of priced.shops) {
      // the order number is its China time and id, written with the row (an insert and an update before)
      const [o] = await q.query<{ id: number }>(
        `with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, app_now() as at)
         insert into orders (id, created_at, order_no, buyer_id, shop_id, status, goods_fen, discount_fen, freight_fen, pay_fen, discounts, receiver, receiver_phone, receiver_address, province, note, created_season, checkout_key, live_session_id)
         values ((select id from n), (select at from n), (select to_char(at at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(id::text, 8, '0') from n),
                 $1, $2, 'pending_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
        [
          userId,
          shop.shopId,
          shop.goodsFen,
          shop.discountFen,
          shop.freightFen,
          shop.payFen,
          JSON.stringify(shop.discounts),
          a.name,
          a.phone,
          `${a.province}${a.city}${a.district}${a.detail}`,
          a.province,
          input.note ?? '',
          season,
          key,
          input.liveSessionId ?? null,
        ],
      );
      // the order's stock, reserved with a conditional update (never oversold) and recorded in the ledger
      await stockReason(q, 'order', `order:${o!.id}`, '', userId);
      for (const l of shop.lines) {
        const ok = await q.query('update skus set stock = stock - $2 where id = $1 and stock >= $2 returning id', [l.skuId, l.quantity]);
        if (!ok.length) throw badRequest(`商品「${l.title}」库存不足`);
      }
      for (const l of shop.lines) {
        await q.query(
          `insert into order_lines (order_id, product_id, sku_id, title, spec_text, unit_price, quantity, amount_fen, discount_fen, pay_fen) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [o!.id, l.productId, l.skuId, l.title, l.specText, l.unitPriceFen, l.quantity, l.amountFen, l.discountFen, l.payFen],
        );
      }
      for (const c of shop.coupons.filter((c) => c.applied)) {
        const used = await q.query(
          `update user_coupons set status = 'used', order_id = $2, used_at = app_now() where id = $1 and user_id = $3 and status = 'unused' returning id`,
          [c.couponId, o!.id, userId],
        );
        if (!used.length) throw badRequest('优惠券不可用');
      }
      if (input.liveSessionId) await recordCommissions(q, o!.id, input.liveSessionId, userId);
      await log(q, o!.id, null, 'pending_payment', 'create', 'buyer', userId);
      orderIds.push(o!.id);
    }
    if (input.fromCart) await q.query('delete from cart_items where user_id = $1 and sku_id = any($2::int[])', [userId, input.items.map((i) => i.skuId)]);
    return { orderIds, payFen: priced.payFen, replayed: false };
  });
}

type OrderRowFull = {
  id: number;
  order_no: string;
  status: OrderStatus;
  shop_id: number;
  shop_name: string;
  goods_fen: number;
  discount_fen: number;
  freight_fen: number;
  pay_fen: number;
  refunded_fen: number;
  created_at: Date;
  open_as: AfterSaleStatus | null;
  unreviewed: number;
};

const TAB_WHERE: Record<OrderTab, string> = {
  all: 'true',
  pending_payment: `o.status = 'pending_payment'`,
  paid: `o.status = 'paid'`,
  shipped: `o.status = 'shipped'`,
  received: `o.status = 'received'`,
  aftersale: `(o.status = 'refunded' or exists (select 1 from after_sales a where a.order_id = o.id))`,
};

const ORDER_COLS = `o.id, o.order_no, o.status, o.shop_id, s.name as shop_name, o.goods_fen, o.discount_fen, o.freight_fen, o.pay_fen, o.refunded_fen, o.created_at,
  (select a.status from after_sales a where a.order_id = o.id order by a.id desc limit 1) as open_as,
  (select count(*)::int from order_lines l where l.order_id = o.id and not l.reviewed) as unreviewed`;

async function linesOf(q: Queryable, orderIds: number[]) {
  const rows = await q.query<{
    id: number;
    order_id: number;
    product_id: number;
    sku_id: number;
    title: string;
    spec_text: string;
    unit_price: number;
    quantity: number;
    amount_fen: number;
    discount_fen: number;
    pay_fen: number;
    reviewed: boolean;
  }>('select * from order_lines where order_id = any($1::int[]) order by id', [orderIds]);
  return rows.map((l) => ({
    orderId: l.order_id,
    id: l.id,
    productId: l.product_id,
    skuId: l.sku_id,
    title: l.title,
    image: mediaUrl.product(l.product_id),
    specText: l.spec_text,
    unitPriceFen: l.unit_price,
    quantity: l.quantity,
    amountFen: l.amount_fen,
    discountFen: l.discount_fen,
    payFen: l.pay_fen,
    reviewed: l.reviewed,
  }));
}

const OPEN_AFTER_SALE: AfterSaleStatus[] = ['applied', 'awaiting_return', 'returned'];

function summaryOf(o: OrderRowFull, lines: Awaited<ReturnType<typeof linesOf>>, side: 'buyer' | 'seller') {
  let actions: string[] = actionsFor(o.status, side);
  if (o.open_as && OPEN_AFTER_SALE.includes(o.open_as)) actions = actions.filter((a) => a !== 'afterSale');
  if (o.pay_fen - o.refunded_fen <= 0) actions = actions.filter((a) => a !== 'afterSale');
  if (side === 'buyer' && o.unreviewed === 0) actions = actions.filter((a) => a !== 'review');
  return {
    id: o.id,
    orderNo: o.order_no,
    status: o.status,
    statusName: ORDER_STATUS_NAMES[o.status],
    shopId: o.shop_id,
    shopName: o.shop_name,
    goodsFen: o.goods_fen,
    discountFen: o.discount_fen,
    freightFen: o.freight_fen,
    payFen: o.pay_fen,
    refundedFen: o.refunded_fen,
    createdAt: o.created_at,
    lines: lines.filter((l) => l.orderId === o.id).map(({ orderId: _o, ...l }) => l),
    actions,
    afterSaleStatus: o.open_as,
  };
}

/** A buyer's orders (scope: buyer_id) or a seller's (scope: their shop), by tab. */
export async function listOrders(q: Queryable, scope: { buyerId: number } | { ownerId: number }, tab: OrderTab, pageNum: number, pageSize: number) {
  const side = 'buyerId' in scope ? 'buyer' : 'seller';
  const scopeSql = side === 'buyer' ? 'o.buyer_id = $1' : 's.owner_id = $1';
  const { rows, total } = await pageRows<OrderRowFull>(
    q,
    `select ${ORDER_COLS}, count(*) over ()::int as total from orders o join shops s on s.id = o.shop_id
      where ${scopeSql} and ${TAB_WHERE[tab]} order by o.id desc`,
    ['buyerId' in scope ? scope.buyerId : scope.ownerId],
    pageNum,
    pageSize,
  );
  const lines = await linesOf(
    q,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => summaryOf(r, lines, side)),
    total,
    pageNum,
    pageSize,
  );
}

export async function orderCounts(q: Queryable, scope: { buyerId: number } | { ownerId: number }) {
  const scopeSql = 'buyerId' in scope ? 'o.buyer_id = $1' : 's.owner_id = $1';
  const cols = (Object.entries(TAB_WHERE) as [OrderTab, string][]).map(([k, w]) => `count(*) filter (where ${w})::int as "${k}"`).join(', ');
  const [row] = await q.query<Record<OrderTab, number>>(`select ${cols} from orders o join shops s on s.id = o.shop_id where ${scopeSql}`, [
    'buyerId' in scope ? scope.buyerId : scope.ownerId,
  ]);
  return row!;
}

export async function orderDetail(q: Queryable, orderId: number, side: 'buyer' | 'seller', userId: number) {
  const [o] = await q.query<
    OrderRowFull & {
      buyer_id: number;
      owner_id: number;
      receiver: string;
      receiver_phone: string;
      receiver_address: string;
      note: string;
      carrier: string | null;
      tracking_no: string | null;
      /** { tj, mj, yhq, hb } as createOrders stores it */
      discounts: OrderDetail['discounts'];
      paid_at: Date | null;
      shipped_at: Date | null;
      received_at: Date | null;
      completed_at: Date | null;
      cancelled_at: Date | null;
    }
  >(
    `select ${ORDER_COLS}, o.buyer_id, s.owner_id, o.receiver, o.receiver_phone, o.receiver_address, o.note, o.carrier, o.tracking_no, o.discounts,
            o.paid_at, o.shipped_at, o.received_at, o.completed_at, o.cancelled_at
       from orders o join shops s on s.id = o.shop_id where o.id = $1`,
    [orderId],
  );
  if (!o || (side === 'buyer' ? o.buyer_id : o.owner_id) !== userId) throw notFound('订单不存在');
  const logs = await q.query<{ from_status: OrderStatus | null; to_status: OrderStatus; action: string; actor: OrderActor; note: string; created_at: Date }>(
    'select from_status, to_status, action, actor, note, created_at from order_logs where order_id = $1 order by id',
    [orderId],
  );
  return {
    ...summaryOf(o, await linesOf(q, [o.id]), side),
    receiver: o.receiver,
    receiverPhone: o.receiver_phone,
    receiverAddress: o.receiver_address,
    note: o.note,
    carrier: o.carrier,
    trackingNo: o.tracking_no,
    discounts: o.discounts,
    paidAt: o.paid_at,
    shippedAt: o.shipped_at,
    receivedAt: o.received_at,
    completedAt: o.completed_at,
    cancelledAt: o.cancelled_at,
    timeline: logs.map((l) => ({ fromStatus: l.from_status, toStatus: l.to_status, action: l.action, actor: l.actor, note: l.note, createdAt: l.created_at })),
    afterSales: await afterSalesList(q, { orderId }),
  };
}

/** Buyer reviews some or all lines of a received order; the order is then completed. */
export async function reviewOrder(
  q: Queryable,
  userId: number,
  orderId: number,
  items: { lineId: number; stars: number; content: string; photos: string[] }[],
) {
  await requireOwnUploads(
    q,
    items.flatMap((it) => it.photos),
    userId,
  );
  const { order } = await transition(q, orderId, 'review', 'buyer', userId);
  const lines = await q.query<{ id: number; product_id: number; reviewed: boolean }>('select id, product_id, reviewed from order_lines where order_id = $1', [
    orderId,
  ]);
  const ids = new Set<number>();
  for (const it of items) {
    const line = lines.find((l) => l.id === it.lineId);
    if (!line || ids.has(it.lineId)) throw badRequest('评价的商品不在该订单中');
    ids.add(it.lineId);
    await q.query(
      'insert into reviews (order_id, order_line_id, product_id, shop_id, user_id, stars, content, photos) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [orderId, line.id, line.product_id, order.shop_id, userId, it.stars, it.content, JSON.stringify(it.photos)],
    );
    await q.query('update order_lines set reviewed = true where id = $1', [line.id]);
  }
  return true;
}

export async function replyReview(q: Queryable, ownerId: number, reviewId: number, reply: string) {
  const rows = await q.query(
    `update reviews r set reply = $3, replied_at = app_now() from shops s where r.id = $1 and s.id = r.shop_id and s.owner_id = $2 returning r.id`,
    [reviewId, ownerId, reply],
  );
  if (!rows.length) throw notFound('评价不存在');
  return true;
}

export async function shopReviews(q: Queryable, ownerId: number, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{
    id: number;
    title: string;
    product_id: number;
    stars: number;
    content: string;
    photos: string[];
    reply: string | null;
    created_at: Date;
  }>(
    q,
    `select r.id, p.title, r.product_id, r.stars, r.content, r.photos, r.reply, r.created_at, count(*) over ()::int as total
       from reviews r join shops s on s.id = r.shop_id join products p on p.id = r.product_id where s.owner_id = $1 order by r.id desc`,
    [ownerId],
    pageNum,
    pageSize,
  );
  const list = rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    title: r.title,
    stars: r.stars,
    content: r.content,
    photos: r.photos,
    reply: r.reply,
    createdAt: r.created_at,
  }));
  return pageOf(list, total, pageNum, pageSize);
}

/** Opens an after-sale case on a received/completed order; the amount may not exceed what is still refundable. */
export async function applyAfterSale(
  q: Queryable,
  userId: number,
  input: { orderId: number; kind: AfterSaleKind; reason: string; amountFen: number; photos: string[] },
): Promise<AfterSaleChange> {
  await requireOwnUploads(q, input.photos, userId);
  const { order } = await transition(q, input.orderId, 'afterSale', 'buyer', userId);
  const open = await q.query(`select 1 from after_sales where order_id = $1 and status = any($2::text[])`, [order.id, OPEN_AFTER_SALE]);
  if (open.length) throw badRequest('该订单已有进行中的售后申请');
  if (input.amountFen > order.pay_fen - order.refunded_fen) throw badRequest('退款金额不能超过实付金额');
  const [row] = await q.query<{ id: number }>(
    `insert into after_sales (order_id, buyer_id, shop_id, kind, status, reason, amount_fen, photos) values ($1, $2, $3, $4, 'applied', $5, $6, $7) returning id`,
    [order.id, userId, order.shop_id, input.kind, input.reason, input.amountFen, JSON.stringify(input.photos)],
  );
  await log(q, order.id, order.status, order.status, 'afterSale:apply', 'buyer', userId, input.reason);
  return { id: row!.id, status: 'applied' };
}

/** An after-sale case with the two parties (the routes check them; the contract's AfterSale is what the pages read). */
type AfterSaleRow = AfterSale & { buyerId: number; ownerId: number };

/** The after-sale cases of an order, a buyer or a shop's owner, as their pages read them. */
export async function afterSalesList(q: Queryable, scope: { orderId: number } | { buyerId: number }): Promise<AfterSale[]> {
  return (await afterSaleRows(q, scope)).map(shown);
}

/** A case as it is sent: whose it is stays on the server (it decides who may read it). */
const shown = ({ buyerId: _buyer, ownerId: _owner, ...a }: AfterSaleRow): AfterSale => a;

async function afterSaleRows(q: Queryable, scope: { orderId: number } | { buyerId: number }): Promise<AfterSaleRow[]> {
  const [where, v] = 'orderId' in scope ? ['a.order_id = $1', scope.orderId] : ['a.buyer_id = $1', scope.buyerId];
  const rows = await q.query<{
    id: number;
    order_id: number;
    order_no: string;
    kind: AfterSaleKind;
    status: AfterSaleStatus;
    reason: string;
    amount_fen: number;
    photos: string[];
    return_carrier: string | null;
    return_tracking_no: string | null;
    seller_note: string | null;
    created_at: Date;
    updated_at: Date;
    buyer_id: number;
    owner_id: number;
    return_name: string;
    return_phone: string;
    return_address: string;
  }>(
    `select a.*, o.order_no, s.owner_id, s.return_name, s.return_phone, s.return_address
       from after_sales a join orders o on o.id = a.order_id join shops s on s.id = a.shop_id where ${where} order by a.id desc limit 200`,
    [v],
  );
  return rows.map((a) => ({
    id: a.id,
    orderId: a.order_id,
    orderNo: a.order_no,
    kind: a.kind,
    status: a.status,
    statusName: AFTER_SALE_STATUS_NAMES[a.status],
    reason: a.reason,
    amountFen: a.amount_fen,
    photos: a.photos,
    returnCarrier: a.return_carrier,
    returnTrackingNo: a.return_tracking_no,
    sellerNote: a.seller_note,
    createdAt: a.created_at.toISOString(),
    updatedAt: a.updated_at.toISOString(),
    returnTo: a.kind === 'return_refund' && a.return_address ? { name: a.return_name, phone: a.return_phone, address: a.return_address } : null,
    buyerId: a.buyer_id,
    ownerId: a.owner_id,
  }));
}

export async function afterSaleDetail(q: Queryable, id: number, side: 'buyer' | 'seller', userId: number): Promise<AfterSale> {
  const [a] = await q.query<{ order_id: number }>('select order_id from after_sales where id = $1', [id]);
  const found = a ? (await afterSaleRows(q, { orderId: a.order_id })).find((x) => x.id === id) : undefined;
  if (!found || (side === 'buyer' ? found.buyerId : found.ownerId) !== userId) throw notFound('售后申请不存在');
  return shown(found);
}

export const afterSaleAction = (
  q: Queryable,
  id: number,
  action: AfterSaleAction,
  side: 'buyer' | 'seller',
  userId: number,
  input: { note?: string; carrier?: string; trackingNo?: string; restock?: { lineId: number; quantity: number }[] },
): Promise<AfterSaleChange> => afterSaleTransition(q, id, action, side, userId, input);

/** Complaints (投诉) and reports (举报) by a buyer against a shop, optionally about an order or product. */
export async function fileComplaint(
  q: Queryable,
  userId: number,
  c: { kind: 'complaint' | 'report'; shopId: number; orderId?: number; productId?: number; reason: string; content: string; photos: string[] },
): Promise<{ id: number }> {
  const [shop] = await q.query('select id from shops where id = $1', [c.shopId]);
  if (!shop) throw notFound('店铺不存在');
  await requireOwnUploads(q, c.photos, userId);
  if (c.orderId) {
    const [o] = await q.query('select 1 from orders where id = $1 and buyer_id = $2 and shop_id = $3', [c.orderId, userId, c.shopId]);
    if (!o) throw notFound('订单不存在');
  }
  if (c.productId) {
    const [p] = await q.query('select 1 from products where id = $1 and shop_id = $2', [c.productId, c.shopId]);
    if (!p) throw notFound('商品不存在');
  }
  const [row] = await q.query<{ id: number }>(
    'insert into complaints (user_id, kind, shop_id, order_id, product_id, reason, content, photos) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id',
    [userId, c.kind, c.shopId, c.orderId ?? null, c.productId ?? null, c.reason, c.content, JSON.stringify(c.photos)],
  );
  return { id: row!.id };
}

export async function listComplaints(q: Queryable, scope: { userId: number }, kind: 'complaint' | 'report') {
  const where = 'c.user_id = $1';
  const rows = await q.query<{
    id: number;
    kind: 'complaint' | 'report';
    shop_id: number;
    shop_name: string;
    order_id: number | null;
    product_id: number | null;
    reason: string;
    content: string;
    photos: string[];
    status: 'pending' | 'handled';
    reply: string | null;
    ruling: 'pending' | 'upheld' | 'dismissed';
    ruling_reply: string | null;
    created_at: Date;
    decision: 'upheld' | 'dismissed' | null;
    decision_note: string | null;
    decided_at: Date | null;
  }>(`select c.*, s.name as shop_name from complaints c join shops s on s.id = c.shop_id where ${where} and c.kind = $2 order by c.id desc limit 200`, [
    scope.userId,
    kind,
  ]);
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    shopId: c.shop_id,
    shopName: c.shop_name,
    orderId: c.order_id,
    productId: c.product_id,
    reason: c.reason,
    content: c.content,
    photos: c.photos,
    status: c.status,
    reply: c.reply,
    ruling: c.ruling,
    rulingReply: c.ruling_reply,
    createdAt: c.created_at,
    decision: c.decision,
    decisionNote: c.decision_note,
    decidedAt: c.decided_at,
  }));
}

export async function answerComplaint(q: Queryable, ownerId: number, id: number, reply: string) {
  const rows = await q.query(
    `update complaints c set reply = $3, status = 'handled' from shops s where c.id = $1 and s.id = c.shop_id and s.owner_id = $2 returning c.id`,
    [id, ownerId, reply],
  );
  if (!rows.length) throw notFound('记录不存在');
  return true;
}
