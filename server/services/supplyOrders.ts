import type { Db, Queryable } from '../db/client.ts';
import { pageRows } from '../db/paging.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import {
  MAX_SUPPLY_ORDER_FEN,
  MAX_SUPPLY_QTY,
  SUPPLY_ACTION_NAMES,
  SUPPLY_LEDGER_REASONS,
  SUPPLY_ORDER_STATUS_NAMES,
  tiersOf,
  unitPriceFor,
  type SupplyActor,
  type SupplyFinance,
  type SupplyOrder,
  type SupplyOrderAction,
  type SupplyOrderCounts,
  type SupplyOrderDetail,
  type SupplyOrderStatus,
  type SupplySide,
  type SupplyTab,
  type SupplyCreateResult,
  type SupplyPayResult,
} from '../../src/api/contract/supply.ts';
import { shopIdOf } from './shopExam.ts';
import { moveStock, stockReason } from './stock.ts';
import { linkFor, supplierOf, supplyImage, touchCustomer } from './supply.ts';
import { balanceOf, ensureWallet, move } from './wallet.ts';
import { actionsAt, nextStatus, orderLog, type StatusMachine, statusUpdate, stepNote } from './statusMachine.ts';

/**
 * Wholesale orders and their state machine, the one place that changes a supply order's status.
 *   待付款 pending_payment --pay(buyer)--> 待发货 paid --ship(supplier)--> 待收货 shipped
 *   --receive(buyer)--> 待评价 received --evaluate(buyer)--> 已完成 completed
 *   pending_payment --cancel(buyer | supplier)--> 已取消 cancelled (the lot back in the listing's stock)
 *   paid --refund(buyer)--> 已退款 refunded (coins back, the lot back in stock)
 * Money: pay takes the buyer's coins (held); receive pays the supplier and puts the lot into the
 * buyer's warehouse stock, each exactly once. Drop-ship settlements are made already received
 * (supply.ts settleDropship).
 */
export const SUPPLY_MACHINE: StatusMachine<SupplyOrderStatus, SupplyOrderAction, SupplyActor> = {
  pending_payment: {
    pay: { actors: ['buyer'], to: 'paid' },
    cancel: { actors: ['buyer', 'supplier'], to: 'cancelled' },
  },
  paid: {
    ship: { actors: ['supplier'], to: 'shipped' },
    refund: { actors: ['buyer'], to: 'refunded' },
  },
  shipped: { receive: { actors: ['buyer'], to: 'received' } },
  received: { evaluate: { actors: ['buyer'], to: 'completed' } },
  completed: {},
  cancelled: {},
  refunded: {},
};

/** The next state, or the refusal: 403 for a party that never takes the action, 400 for the wrong state. */
export const nextSupplyState = (status: SupplyOrderStatus, action: SupplyOrderAction, actor: SupplyActor) =>
  nextStatus(SUPPLY_MACHINE, SUPPLY_ACTION_NAMES, status, action, actor);

export const supplyActionsFor = (status: SupplyOrderStatus, actor: SupplyActor) => actionsAt(SUPPLY_MACHINE, status, actor);

interface LockedOrder {
  id: number;
  order_no: string;
  kind: 'stock' | 'dropship';
  status: SupplyOrderStatus;
  buyer_id: number;
  shop_id: number;
  supplier_id: number;
  supplier_owner: number;
  supply_product_id: number;
  quantity: number;
  amount_fen: number;
  unit_price_fen: number;
  stocked: boolean;
  settled: boolean;
}

/** Loads an order for update: the buyer sees theirs, the supplier its own; anyone else gets 404. */
async function lockOrder(q: Queryable, id: number, actor: SupplyActor, userId: number | null): Promise<LockedOrder> {
  const [o] = await q.query<LockedOrder>(
    `select o.id, o.order_no, o.kind, o.status, o.buyer_id, o.shop_id, o.supplier_id, sup.owner_id as supplier_owner, o.supply_product_id,
            o.quantity, o.amount_fen, o.unit_price_fen, o.stocked, o.settled
       from supply_orders o join suppliers sup on sup.id = o.supplier_id where o.id = $1 for update of o`,
    [id],
  );
  if (!o) throw notFound('订单不存在');
  if (actor === 'buyer' && o.buyer_id !== userId) throw notFound('订单不存在');
  if (actor === 'supplier' && o.supplier_owner !== userId) throw notFound('订单不存在');
  return o;
}

const log = orderLog<SupplyOrderStatus, SupplyActor>('supply_order_logs');

export interface SupplyTransitionInput {
  note?: string;
  carrier?: string;
  trackingNo?: string;
  idemKey?: string | null;
  evaluation?: { descStars: number; serviceStars: number; logisticsStars: number; content: string };
}

/** Puts a received lot into the buyer's warehouse: the shop product made from the listing, its SKU's stock up by the lot (reason 'supply'). */
async function stockIn(q: Queryable, o: LockedOrder, actorId: number | null) {
  const [g] = await q.query<{ retail_price_fen: number | null; price_fen: number }>('select retail_price_fen, price_fen from supply_products where id = $1', [
    o.supply_product_id,
  ]);
  const link = await linkFor(q, o.shop_id, o.supply_product_id, 'stock', g?.retail_price_fen ?? Math.round(o.unit_price_fen * 1.5));
  await moveStock(q, link.skuId, o.quantity, 'supply', `supply_order:${o.id}`, `采购入库 ${o.order_no}`, actorId);
  await q.query('update supply_links set total_qty = total_qty + $2 where id = $1', [link.id, o.quantity]);
}

/** Applies one action inside the caller's transaction, with its money and stock effects, and logs it. */
export async function supplyTransition(
  q: Queryable,
  id: number,
  action: SupplyOrderAction,
  actor: SupplyActor,
  actorId: number | null,
  input: SupplyTransitionInput = {},
) {
  const o = await lockOrder(q, id, actor, actorId);
  const to = nextSupplyState(o.status, action, actor);
  const update = statusUpdate('supply_orders', o.id, o.status, to);
  const ref = `supply_order:${o.id}`;
  switch (action) {
    case 'pay':
      await move(q, o.buyer_id, -o.amount_fen, 'supply_pay', o.order_no, input.idemKey ?? null);
      await q.query('update supply_products set sales = sales + $2 where id = $1', [o.supply_product_id, o.quantity]);
      await touchCustomer(q, o.supplier_id, o.buyer_id, o.shop_id, 1, o.amount_fen);
      update.stamp('paid_at = app_now()');
      break;
    case 'cancel':
      await stockReason(q, 'cancel', ref, '', actorId);
      await q.query('update supply_products set stock = stock + $2 where id = $1', [o.supply_product_id, o.quantity]);
      update.stamp('cancelled_at = app_now()');
      update.set('cancel_reason', input.note || (actor === 'supplier' ? '供应商取消' : '采购方取消'));
      break;
    case 'refund':
      await move(q, o.buyer_id, o.amount_fen, 'supply_refund', o.order_no);
      await stockReason(q, 'refund', ref, '', actorId);
      await q.query('update supply_products set stock = stock + $2, sales = greatest(sales - $2, 0) where id = $1', [o.supply_product_id, o.quantity]);
      await touchCustomer(q, o.supplier_id, o.buyer_id, o.shop_id, -1, -o.amount_fen);
      update.stamp('cancelled_at = app_now()');
      update.set('cancel_reason', input.note || '发货前退款');
      break;
    case 'ship':
      update.ship(input);
      update.stamp('shipped_at = app_now()');
      break;
    case 'receive':
      if (!o.settled) await move(q, o.supplier_owner, o.amount_fen, 'supply_settle', o.order_no);
      if (!o.stocked && o.kind === 'stock') await stockIn(q, o, actorId);
      update.stamp('received_at = app_now()', 'settled = true', 'stocked = true');
      break;
    case 'evaluate': {
      const e = input.evaluation;
      if (!e) throw badRequest('请填写评价');
      await q.query(
        `insert into supply_evaluations (order_id, supplier_id, buyer_id, supply_product_id, desc_stars, service_stars, logistics_stars, content)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [o.id, o.supplier_id, o.buyer_id, o.supply_product_id, e.descStars, e.serviceStars, e.logisticsStars, e.content],
      );
      update.stamp('completed_at = app_now()');
      break;
    }
  }
  await update.save(q);
  await log(q, o.id, o.status, to, action, actor, actorId, stepNote(action, input));
  return { order: o, to };
}

/** Takes one step of a wholesale order (cancel, ship, refund, receive, evaluate: supplyTransition) in a transaction of its own. */
export function actOnSupplyOrder(db: Db, id: number, action: SupplyOrderAction, actor: SupplyActor, actorId: number, input: SupplyTransitionInput = {}) {
  return db.tx((q) => supplyTransition(q, id, action, actor, actorId, input));
}

/**
 * A buyer orders a lot: at least the minimum quantity, priced by the tier the quantity reaches, never
 * more than the listing has (the lot is reserved by one conditional update, so concurrent orders can
 * never take more than there is). The goods go to the buyer's shop: no shop, no order.
 */
export async function createSupplyOrder(db: Db, userId: number, input: { productId: number; quantity: number; note?: string }): Promise<SupplyCreateResult> {
  return db.tx(async (q) => {
    const [g] = await q.query<{
      id: number;
      supplier_id: number;
      owner_id: number;
      title: string;
      unit: string;
      status: number;
      supplier_status: string;
      moq: number;
      price_fen: number;
      tier2_qty: number | null;
      tier2_price_fen: number | null;
      tier3_qty: number | null;
      tier3_price_fen: number | null;
      min_order_fen: number;
    }>(
      `select g.id, g.supplier_id, sup.owner_id, g.title, g.unit, g.status, sup.status as supplier_status, g.moq, g.price_fen,
              g.tier2_qty, g.tier2_price_fen, g.tier3_qty, g.tier3_price_fen, sup.min_order_fen
         from supply_products g join suppliers sup on sup.id = g.supplier_id where g.id = $1`,
      [input.productId],
    );
    if (!g || g.status !== 1 || g.supplier_status !== 'open') throw notFound('商品不存在或已下架');
    if (g.owner_id === userId) throw badRequest('不能采购自己的商品');
    const shopId = await shopIdOf(q, userId);
    if (!shopId) throw badRequest('请先开店');
    if (input.quantity > MAX_SUPPLY_QTY) throw badRequest(`单笔最多采购${MAX_SUPPLY_QTY}${g.unit}`);
    const unit = unitPriceFor(
      tiersOf({
        moq: g.moq,
        priceFen: g.price_fen,
        tier2Qty: g.tier2_qty,
        tier2PriceFen: g.tier2_price_fen,
        tier3Qty: g.tier3_qty,
        tier3PriceFen: g.tier3_price_fen,
      }),
      input.quantity,
    );
    if (unit === null) throw badRequest(`该商品${g.moq}${g.unit}起批`);
    const amount = unit * input.quantity;
    if (amount > MAX_SUPPLY_ORDER_FEN) throw badRequest('订单金额超出上限');
    if (amount < g.min_order_fen) throw badRequest(`未达到供应商起订金额¥${(g.min_order_fen / 100).toFixed(2)}`);
    const [o] = await q.query<{ id: number; order_no: string }>(
      `insert into supply_orders (order_no, supplier_id, buyer_id, shop_id, supply_product_id, title, unit, quantity, unit_price_fen, amount_fen, status, note)
       values (md5(random()::text), $1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending_payment', $10) returning id`,
      [g.supplier_id, userId, shopId, g.id, g.title, g.unit, input.quantity, unit, amount, input.note ?? ''],
    );
    const [{ order_no: orderNo }] = (await q.query<{ order_no: string }>(
      `update supply_orders set order_no = 'GX' || to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(id::text, 8, '0') where id = $1 returning order_no`,
      [o!.id],
    )) as [{ order_no: string }];
    await stockReason(q, 'order', `supply_order:${o!.id}`, '', userId);
    const taken = await q.query('update supply_products set stock = stock - $2 where id = $1 and stock >= $2 returning id', [g.id, input.quantity]);
    if (!taken.length) throw badRequest('库存不足');
    await touchCustomer(q, g.supplier_id, userId, shopId, 0, 0);
    await log(q, o!.id, null, 'pending_payment', 'create', 'buyer', userId);
    return { orderId: o!.id, orderNo, amountFen: amount };
  });
}

/**
 * Pays a pending wholesale order with gold coins: the amount is the order's own; one conditional
 * update charges the balance; the key makes retries safe (the same key answers the first result and
 * charges once; without one, `supply-order-<id>`).
 */
export async function paySupplyOrder(db: Db, userId: number, orderId: number, key: string | null): Promise<SupplyPayResult> {
  const idem = key || `supply-order-${orderId}`;
  const replay = async () => {
    const [prev] = await db.query<{ order_id: number; amount_fen: number }>(
      'select order_id, amount_fen from supply_pay_requests where user_id = $1 and idem_key = $2',
      [userId, idem],
    );
    if (!prev) return null;
    if (prev.order_id !== orderId) throw badRequest('该支付请求编号已用于其他订单');
    return { orderId, status: 'paid' as const, amountFen: prev.amount_fen, balanceFen: await balanceOf(db, userId), replayed: true };
  };
  const first = await replay();
  if (first) return first;
  try {
    return await db.tx(async (q) => {
      await ensureWallet(q, userId);
      const { order, to } = await supplyTransition(q, orderId, 'pay', 'buyer', userId, { idemKey: idem });
      await q.query('insert into supply_pay_requests (user_id, idem_key, order_id, amount_fen) values ($1, $2, $3, $4)', [
        userId,
        idem,
        orderId,
        order.amount_fen,
      ]);
      return { orderId, status: to, amountFen: order.amount_fen, balanceFen: await balanceOf(q, userId), replayed: false };
    });
  } catch (e) {
    if (e instanceof AppError || (e as { code?: string }).code === '23505') {
      const again = await replay();
      if (again) return again;
    }
    throw e;
  }
}

// ---- reading orders ---------------------------------------------------------------------------------

type OrderRow = {
  id: number;
  order_no: string;
  kind: 'stock' | 'dropship';
  status: SupplyOrderStatus;
  supplier_id: number;
  supplier_name: string;
  supplier_owner: number;
  buyer_id: number;
  buyer_name: string;
  shop_name: string;
  supply_product_id: number;
  image: string | null;
  title: string;
  unit: string;
  quantity: number;
  unit_price_fen: number;
  amount_fen: number;
  carrier: string | null;
  tracking_no: string | null;
  note: string;
  created_at: Date;
  evaluated: boolean;
};

const ORDER_COLS = `o.id, o.order_no, o.kind, o.status, o.supplier_id, sup.name as supplier_name, sup.owner_id as supplier_owner, o.buyer_id,
  coalesce(nullif(u.real_name, ''), u.username) as buyer_name, s.name as shop_name, o.supply_product_id, g.image, o.title, o.unit, o.quantity,
  o.unit_price_fen, o.amount_fen, o.carrier, o.tracking_no, o.note, o.created_at,
  exists (select 1 from supply_evaluations e where e.order_id = o.id) as evaluated`;
const ORDER_FROM = `supply_orders o join suppliers sup on sup.id = o.supplier_id join users u on u.id = o.buyer_id
  join shops s on s.id = o.shop_id join supply_products g on g.id = o.supply_product_id`;

const TAB_WHERE: Record<SupplyTab, string> = {
  all: 'true',
  pending_payment: `o.status = 'pending_payment'`,
  paid: `o.status = 'paid'`,
  shipped: `o.status = 'shipped'`,
  received: `o.status = 'received'`,
  closed: `o.status in ('completed', 'cancelled', 'refunded')`,
};

const sideWhere = (side: SupplySide) => (side === 'buy' ? 'o.buyer_id = $1' : 'sup.owner_id = $1');

function summaryOf(r: OrderRow, userId: number): SupplyOrder {
  const side: SupplySide = r.buyer_id === userId ? 'buy' : 'sell';
  return {
    id: r.id,
    orderNo: r.order_no,
    kind: r.kind,
    status: r.status,
    statusName: SUPPLY_ORDER_STATUS_NAMES[r.status],
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    buyerName: r.buyer_name,
    shopName: r.shop_name,
    productId: r.supply_product_id,
    title: r.title,
    image: supplyImage(r.supply_product_id, r.image),
    unit: r.unit,
    quantity: r.quantity,
    unitPriceFen: r.unit_price_fen,
    amountFen: r.amount_fen,
    carrier: r.carrier,
    trackingNo: r.tracking_no,
    note: r.note,
    createdAt: r.created_at.toISOString(),
    actions: supplyActionsFor(r.status, side === 'buy' ? 'buyer' : 'supplier'),
    side,
    evaluated: r.evaluated,
  };
}

/** The caller's orders on one side: bought (as a buyer) or sold (as the supplier), by tab. */
export async function listSupplyOrders(q: Queryable, userId: number, side: SupplySide, tab: SupplyTab, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<OrderRow>(
    q,
    `select ${ORDER_COLS}, count(*) over ()::int as total from ${ORDER_FROM} where ${sideWhere(side)} and ${TAB_WHERE[tab]} order by o.id desc`,
    [userId],
    pageNum,
    pageSize,
  );
  // A supplier buying its own listing is refused, so an order is never on both of the caller's sides.
  return pageOf(
    rows.map((r) => summaryOf(r, userId)),
    total,
    pageNum,
    pageSize,
  );
}

export async function supplyOrderCounts(q: Queryable, userId: number, side: SupplySide): Promise<SupplyOrderCounts> {
  const cols = (Object.entries(TAB_WHERE) as [SupplyTab, string][]).map(([k, w]) => `count(*) filter (where ${w})::int as "${k}"`).join(', ');
  const [row] = await q.query<SupplyOrderCounts>(`select ${cols} from supply_orders o join suppliers sup on sup.id = o.supplier_id where ${sideWhere(side)}`, [
    userId,
  ]);
  return row!;
}

export async function supplyOrderDetail(q: Queryable, id: number, userId: number): Promise<SupplyOrderDetail> {
  const [r] = await q.query<
    OrderRow & {
      paid_at: Date | null;
      shipped_at: Date | null;
      received_at: Date | null;
      completed_at: Date | null;
      cancelled_at: Date | null;
      cancel_reason: string | null;
      stocked: boolean;
      shop_id: number;
    }
  >(
    `select ${ORDER_COLS}, o.paid_at, o.shipped_at, o.received_at, o.completed_at, o.cancelled_at, o.cancel_reason, o.stocked, o.shop_id
       from ${ORDER_FROM} where o.id = $1`,
    [id],
  );
  if (!r || (r.buyer_id !== userId && r.supplier_owner !== userId)) throw notFound('订单不存在');
  const logs = await q.query<{
    from_status: SupplyOrderStatus | null;
    to_status: SupplyOrderStatus;
    action: string;
    actor: SupplyActor;
    note: string;
    created_at: Date;
  }>('select from_status, to_status, action, actor, note, created_at from supply_order_logs where order_id = $1 order by id', [id]);
  const [e] = await q.query<{ desc_stars: number; service_stars: number; logistics_stars: number; content: string; reply: string | null; created_at: Date }>(
    'select desc_stars, service_stars, logistics_stars, content, reply, created_at from supply_evaluations where order_id = $1',
    [id],
  );
  const [sku] =
    r.kind === 'stock' && r.stocked
      ? await q.query<{ product_id: number; sku_id: number; stock: number }>(
          `select l.product_id, l.sku_id, k.stock from supply_links l join skus k on k.id = l.sku_id where l.shop_id = $1 and l.supply_product_id = $2 and l.mode = 'stock'`,
          [r.shop_id, r.supply_product_id],
        )
      : [];
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...summaryOf(r, userId),
    paidAt: iso(r.paid_at),
    shippedAt: iso(r.shipped_at),
    receivedAt: iso(r.received_at),
    completedAt: iso(r.completed_at),
    cancelledAt: iso(r.cancelled_at),
    cancelReason: r.cancel_reason,
    stocked: r.stocked,
    stockSku: sku ? { productId: sku.product_id, skuId: sku.sku_id, stock: sku.stock } : null,
    timeline: logs.map((l) => ({
      fromStatus: l.from_status,
      toStatus: l.to_status,
      action: l.action,
      actor: l.actor,
      note: l.note,
      createdAt: l.created_at.toISOString(),
    })),
    evaluation: e
      ? {
          descStars: e.desc_stars,
          serviceStars: e.service_stars,
          logisticsStars: e.logistics_stars,
          content: e.content,
          reply: e.reply,
          createdAt: e.created_at.toISOString(),
        }
      : null,
  };
}

// ---- money ------------------------------------------------------------------------------------------

/** financialManage: the caller's money in the market, as a supplier and as a buyer. */
export async function finance(q: Queryable, userId: number): Promise<SupplyFinance> {
  await ensureWallet(q, userId);
  const supplier = await supplierOf(q, userId);
  const [sold] = supplier
    ? await q.query<{ income: number; pending: number; n: number }>(
        `select coalesce(sum(amount_fen) filter (where settled), 0)::int as income,
                coalesce(sum(amount_fen) filter (where status in ('paid', 'shipped')), 0)::int as pending,
                count(*) filter (where status not in ('cancelled', 'pending_payment'))::int as n
           from supply_orders where supplier_id = $1`,
        [supplier.id],
      )
    : [{ income: 0, pending: 0, n: 0 }];
  const [bought] = await q.query<{ spent: number; refunded: number; dropship: number; n: number }>(
    `select coalesce(sum(amount_fen) filter (where kind = 'stock' and status in ('paid', 'shipped', 'received', 'completed')), 0)::int as spent,
            coalesce(sum(amount_fen) filter (where status = 'refunded'), 0)::int as refunded,
            coalesce(sum(amount_fen) filter (where kind = 'dropship'), 0)::int as dropship,
            count(*) filter (where status not in ('cancelled', 'pending_payment'))::int as n
       from supply_orders where buyer_id = $1`,
    [userId],
  );
  return {
    balanceFen: await balanceOf(q, userId),
    incomeFen: sold!.income,
    pendingIncomeFen: sold!.pending,
    spentFen: bought!.spent,
    refundedFen: bought!.refunded,
    dropshipPaidFen: bought!.dropship,
    orderCount: { sold: sold!.n, bought: bought!.n },
  };
}

/** The market's lines of the caller's coin ledger (pay, refund, settle, drop-ship). */
export async function marketLedger(q: Queryable, userId: number, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{ id: number; delta: number; balance_after: number; reason: string; ref: string; created_at: Date }>(
    q,
    `select id, delta, balance_after, reason, ref, created_at, count(*) over ()::int as total from wallet_ledger
      where user_id = $1 and reason = any($2::text[]) order by id desc`,
    [userId, Object.keys(SUPPLY_LEDGER_REASONS)],
    pageNum,
    pageSize,
  );
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      deltaFen: r.delta,
      balanceAfterFen: r.balance_after,
      reason: r.reason,
      reasonName: SUPPLY_LEDGER_REASONS[r.reason] ?? r.reason,
      ref: r.ref,
      createdAt: r.created_at.toISOString(),
    })),
    total,
    pageNum,
    pageSize,
  );
}
