import type { Queryable } from '../db/client.ts';
import { stockReason } from './stock.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import {
  type AfterSaleChange,
  type AfterSaleStatus,
  NO_RETURN_ADDRESS,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '../../src/api/contract/shop.ts';
import { move } from './wallet.ts';
import { afterOrderTransition, afterSaleRefunded } from './orderEffects.ts';
import { actionsAt, nextStatus, orderLog, type StatusMachine, statusUpdate, stepNote } from './statusMachine.ts';

/**
 * The order state machine, the one place that changes an order's status.
 * (state, action) → the party allowed to do it and the next state; anything else is refused.
 *   待付款 pending_payment --pay(buyer)--> 待发货 paid --ship(seller)--> 待收货 shipped
 *   --receive(buyer) | autoReceive(system, next season)--> 待评价 received --review(buyer)--> 已完成 completed
 *   pending_payment --cancel(buyer) | timeout(system, UNPAID_ORDER_MINUTES after creation or next season)--> 已取消 cancelled (stock back, coupons back)
 *   paid --refund(buyer)--> 已退款 refunded (coins back, stock back, coupons back)
 *   received | completed --afterSale(buyer)--> same state (opens an after-sale case)
 */
export const ORDER_MACHINE: StatusMachine<OrderStatus, OrderAction, OrderActor> = {
  pending_payment: {
    pay: { actors: ['buyer'], to: 'paid' },
    cancel: { actors: ['buyer'], to: 'cancelled' },
    timeout: { actors: ['system'], to: 'cancelled' },
  },
  paid: {
    ship: { actors: ['seller'], to: 'shipped' },
    refund: { actors: ['buyer'], to: 'refunded' },
  },
  shipped: {
    receive: { actors: ['buyer'], to: 'received' },
    autoReceive: { actors: ['system'], to: 'received' },
  },
  received: {
    review: { actors: ['buyer'], to: 'completed' },
    afterSale: { actors: ['buyer'], to: 'received' },
  },
  completed: {
    afterSale: { actors: ['buyer'], to: 'completed' },
  },
  cancelled: {},
  refunded: {},
};

const ACTION_NAMES: Record<OrderAction, string> = {
  pay: '付款',
  cancel: '取消订单',
  timeout: '超时取消',
  refund: '退款',
  ship: '发货',
  receive: '确认收货',
  autoReceive: '自动确认收货',
  review: '评价',
  afterSale: '申请售后',
};

/** The next state, or the error the caller gets: 403 for the wrong party, 400 for the wrong state. */
export const nextState = (status: OrderStatus, action: OrderAction, actor: OrderActor) => nextStatus(ORDER_MACHINE, ACTION_NAMES, status, action, actor);

/** What `actor` may do now on an order in `status` (for the buttons of the lists). */
export const actionsFor = (status: OrderStatus, actor: OrderActor) => actionsAt(ORDER_MACHINE, status, actor);

export interface OrderRow {
  id: number;
  order_no: string;
  buyer_id: number;
  shop_id: number;
  owner_id: number;
  status: OrderStatus;
  pay_fen: number;
  refunded_fen: number;
  goods_fen: number;
  settled: boolean;
}

/** Loads an order for update and checks the party: a buyer only their orders, a seller only their shop's. */
export async function lockOrder(q: Queryable, orderId: number, actor: OrderActor, actorId: number | null): Promise<OrderRow> {
  const [o] = await q.query<OrderRow>(
    `select o.id, o.order_no, o.buyer_id, o.shop_id, s.owner_id, o.status, o.pay_fen, o.refunded_fen, o.goods_fen, o.settled
       from orders o join shops s on s.id = o.shop_id where o.id = $1 for update of o`,
    [orderId],
  );
  if (!o) throw notFound('订单不存在');
  if (actor === 'buyer' && o.buyer_id !== actorId) throw notFound('订单不存在');
  if (actor === 'seller' && o.owner_id !== actorId) throw notFound('订单不存在');
  return o;
}

/** The season of the class the user learns in (1 when they are in no class), as an SQL value of the user's id `$1`. */
export const SEASON_SQL = 'coalesce((select s.season from users u join simulation_seasons s on s.class_id = u.class_id where u.id = $1), 1)';

/** The season of the class the user learns in (1 when they are in no class). */
export async function seasonOf(q: Queryable, userId: number): Promise<number> {
  const [r] = await q.query<{ season: number }>(`select ${SEASON_SQL} as season`, [userId]);
  return r?.season ?? 1;
}

async function restoreStock(q: Queryable, orderId: number, sales: boolean, reason: 'cancel' | 'refund') {
  await stockReason(q, reason, `order:${orderId}`);
  const lines = await q.query<{ sku_id: number; product_id: number; quantity: number }>(
    'select sku_id, product_id, quantity from order_lines where order_id = $1',
    [orderId],
  );
  for (const l of lines) {
    await q.query('update skus set stock = stock + $2 where id = $1', [l.sku_id, l.quantity]);
    if (sales) await q.query('update products set sales = greatest(sales - $2, 0) where id = $1', [l.product_id, l.quantity]);
  }
}

const returnCoupons = (q: Queryable, orderId: number) =>
  q.query(`update user_coupons set status = 'unused', order_id = null, used_at = null where order_id = $1`, [orderId]);

export const log = orderLog<OrderStatus, OrderActor>('order_logs');

export interface TransitionInput {
  note?: string;
  carrier?: string;
  trackingNo?: string;
  idemKey?: string | null;
}

/** Applies one action inside the caller's transaction, with all its side effects, and logs it. */
export async function transition(
  q: Queryable,
  orderId: number,
  action: OrderAction,
  actor: OrderActor,
  actorId: number | null,
  input: TransitionInput = {},
): Promise<{ order: OrderRow; to: OrderStatus }> {
  const o = await lockOrder(q, orderId, actor, actorId);
  const to = nextState(o.status, action, actor);
  const update = statusUpdate('orders', o.id, o.status, to);
  switch (action) {
    case 'pay': {
      await move(q, o.buyer_id, -o.pay_fen, 'pay', o.order_no, input.idemKey ?? null);
      await q.query(
        `update products p set sales = p.sales + l.q from (select product_id, sum(quantity)::int as q from order_lines where order_id = $1 group by product_id) l where p.id = l.product_id`,
        [o.id],
      );
      update.stamp('paid_at = app_now()');
      break;
    }
    case 'cancel':
    case 'timeout':
      await restoreStock(q, o.id, false, 'cancel');
      await returnCoupons(q, o.id);
      update.stamp('cancelled_at = app_now()');
      update.set('cancel_reason', input.note || (action === 'timeout' ? '超时未付款，系统自动取消' : '买家取消'));
      break;
    case 'refund':
      await move(q, o.buyer_id, o.pay_fen, 'refund', o.order_no);
      await restoreStock(q, o.id, true, 'refund');
      await returnCoupons(q, o.id);
      update.set('refunded_fen', o.pay_fen);
      update.stamp('cancelled_at = app_now()');
      update.set('cancel_reason', input.note || '发货前退款');
      break;
    case 'ship':
      update.ship(input);
      update.set('shipped_season', await seasonOf(q, o.buyer_id));
      update.stamp('shipped_at = app_now()');
      break;
    case 'receive':
    case 'autoReceive':
      // The escrowed coins go to the seller when the buyer has the goods.
      if (!o.settled && o.pay_fen - o.refunded_fen > 0) await move(q, o.owner_id, o.pay_fen - o.refunded_fen, 'settle', o.order_no);
      update.stamp('received_at = app_now()', 'settled = true');
      break;
    case 'review':
      update.stamp('completed_at = app_now()');
      break;
    case 'afterSale':
      break;
  }
  await afterOrderTransition(q, o, action);
  await update.save(q);
  if (action !== 'afterSale') await log(q, o.id, o.status, to, action, actor, actorId, stepNote(action, input));
  return { order: o, to };
}

/**
 * After-sales, opened on a received or completed order:
 *   applied --agree(seller)--> refunded (仅退款) | awaiting_return (退货退款); --reject(seller)--> rejected; --cancel(buyer)--> cancelled
 *   awaiting_return --return(buyer, carrier + tracking)--> returned; --cancel(buyer)--> cancelled
 *   returned --confirm(seller)--> refunded; --reject(seller)--> rejected
 */
export type AfterSaleAction = 'agree' | 'reject' | 'cancel' | 'return' | 'confirm';
export const AFTER_SALE_MACHINE: Record<AfterSaleStatus, Partial<Record<AfterSaleAction, { actor: 'buyer' | 'seller'; to: AfterSaleStatus | 'agreed' }>>> = {
  applied: { agree: { actor: 'seller', to: 'agreed' }, reject: { actor: 'seller', to: 'rejected' }, cancel: { actor: 'buyer', to: 'cancelled' } },
  awaiting_return: { return: { actor: 'buyer', to: 'returned' }, cancel: { actor: 'buyer', to: 'cancelled' } },
  returned: { confirm: { actor: 'seller', to: 'refunded' }, reject: { actor: 'seller', to: 'rejected' } },
  refunded: {},
  rejected: {},
  cancelled: {},
};

export async function afterSaleTransition(
  q: Queryable,
  id: number,
  action: AfterSaleAction,
  actor: 'buyer' | 'seller',
  actorId: number,
  input: { note?: string; carrier?: string; trackingNo?: string; restock?: { lineId: number; quantity: number }[] } = {},
): Promise<AfterSaleChange> {
  const [a] = await q.query<{
    id: number;
    order_id: number;
    buyer_id: number;
    owner_id: number;
    kind: string;
    status: AfterSaleStatus;
    amount_fen: number;
    order_no: string;
    return_address: string;
  }>(
    `select a.id, a.order_id, a.buyer_id, s.owner_id, a.kind, a.status, a.amount_fen, o.order_no, s.return_address
       from after_sales a join shops s on s.id = a.shop_id join orders o on o.id = a.order_id where a.id = $1 for update of a`,
    [id],
  );
  if (!a || (actor === 'buyer' ? a.buyer_id : a.owner_id) !== actorId) throw notFound('售后申请不存在');
  const rule = AFTER_SALE_MACHINE[a.status][action];
  if (!rule) throw badRequest('售后当前状态不能执行该操作');
  if (rule.actor !== actor) throw forbidden('无权执行该操作');
  const to: AfterSaleStatus = rule.to === 'agreed' ? (a.kind === 'refund_only' ? 'refunded' : 'awaiting_return') : rule.to;
  // the buyer is asked to send the goods back: to the shop's return address, which must exist
  if (to === 'awaiting_return' && !a.return_address.trim()) throw badRequest(NO_RETURN_ADDRESS);
  if (action === 'return') {
    if (!input.carrier || !input.trackingNo) throw badRequest('请填写退货物流公司和运单号');
    await q.query('update after_sales set return_carrier = $2, return_tracking_no = $3 where id = $1', [a.id, input.carrier, input.trackingNo]);
  }
  if (action === 'confirm' && a.kind === 'return_refund') await restockReturn(q, a.id, a.order_id, actorId, input.restock);
  if (to === 'refunded') {
    await q.query('select id from orders where id = $1 for update', [a.order_id]);
    await move(q, a.owner_id, -a.amount_fen, 'aftersale', a.order_no, null, '店铺金币余额不足，无法退款');
    await move(q, a.buyer_id, a.amount_fen, 'aftersale', a.order_no);
    await q.query('update orders set refunded_fen = refunded_fen + $2 where id = $1', [a.order_id, a.amount_fen]);
    await afterSaleRefunded(q, a.order_id);
  }
  if (input.note && actor === 'seller') await q.query('update after_sales set seller_note = $2 where id = $1', [a.id, input.note]);
  await q.query('update after_sales set status = $2, updated_at = app_now() where id = $1', [a.id, to]);
  const [o] = await q.query<{ status: OrderStatus }>('select status from orders where id = $1', [a.order_id]);
  await log(q, a.order_id, o!.status, o!.status, `afterSale:${action}`, actor, actorId, input.note ?? '');
  return { id: a.id, status: to };
}

/**
 * The goods of a 退货退款 come back into stock when the seller confirms they arrived: by default every
 * unit not yet returned, or the quantities the seller counted (a line never takes back more than was
 * bought). Recorded in the stock ledger as 'return' with ref aftersale:<id>.
 */
async function restockReturn(q: Queryable, afterSaleId: number, orderId: number, actorId: number, restock?: { lineId: number; quantity: number }[]) {
  const lines = await q.query<{ id: number; sku_id: number; quantity: number; returned_qty: number }>(
    'select id, sku_id, quantity, returned_qty from order_lines where order_id = $1 order by id for update',
    [orderId],
  );
  const wanted = restock
    ? restock.map((r) => {
        const line = lines.find((l) => l.id === r.lineId);
        if (!line) throw badRequest('入库的商品不在该订单中');
        if (r.quantity > line.quantity - line.returned_qty) throw badRequest('入库数量不能超过买家购买数量');
        return { line, quantity: r.quantity };
      })
    : lines.map((line) => ({ line, quantity: line.quantity - line.returned_qty }));
  const done: { lineId: number; skuId: number; quantity: number }[] = [];
  await stockReason(q, 'return', `aftersale:${afterSaleId}`, '退货入库', actorId);
  for (const { line, quantity } of wanted) {
    if (quantity <= 0) continue;
    await q.query('update skus set stock = stock + $2 where id = $1', [line.sku_id, quantity]);
    await q.query('update order_lines set returned_qty = returned_qty + $2 where id = $1', [line.id, quantity]);
    done.push({ lineId: line.id, skuId: line.sku_id, quantity });
  }
  await q.query('update after_sales set restocked = $2 where id = $1', [afterSaleId, JSON.stringify(done)]);
}
