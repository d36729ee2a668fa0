import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { move } from './wallet.ts';

/**
 * Anchors' commissions: one per order line placed from an anchor's live session, at the rate the shop
 * had open when the order was placed, on the line's pay amount (after discounts, without freight).
 *   pending (placed, paid) --receive--> settled: the shop's owner pays the anchor (both ledgers: 'commission')
 *   pending --refund before receipt--> reversed (nothing had moved)
 *   pending --cancel / timeout--> cancelled
 *   settled --after-sale refund--> the refunded share goes back from the anchor to the shop
 *           ('commission_reverse'); all of it: reversed
 * Each step is a conditional update on the rows' status (and the reversal moves only the difference
 * to what the refunded total calls for), so a repeated event never moves coins twice.
 */

/** Orders may name the session they were placed from only once it has started. */
export async function checkLiveSession(q: Queryable, sessionId: number) {
  const [s] = await q.query('select 1 from live_sessions where id = $1 and starts_at <= app_now()', [sessionId]);
  if (!s) throw badRequest('直播间不存在或尚未开播');
}

/** Records the commission of each line of a just-created order placed from `sessionId`. */
export async function recordCommissions(q: Queryable, orderId: number, sessionId: number, buyerId: number) {
  await q.query(
    `insert into commissions (order_id, order_line_id, anchor_id, shop_id, session_id, product_id, rate, base_fen, amount_fen)
     select l.order_id, l.id, ls.anchor_id, o.shop_id, ls.id, l.product_id, d.rate, l.pay_fen, (l.pay_fen * d.rate) / 100
       from order_lines l join orders o on o.id = l.order_id join shops sh on sh.id = o.shop_id
       join live_sessions ls on ls.id = $2 join distribution_settings d on d.id = l.product_id
      where l.order_id = $1 and d.open and l.product_id = any(ls.product_ids)
        and ls.anchor_id <> sh.owner_id and ls.anchor_id <> $3`,
    [orderId, sessionId, buyerId],
  );
}

export type CommissionEvent = 'cancel' | 'refund' | 'receive';

/** What an order's commissions do when the order is cancelled, refunded before receipt, or received. */
export async function commissionsOnOrder(q: Queryable, order: { id: number; order_no: string; owner_id: number }, event: CommissionEvent) {
  if (event === 'cancel') {
    await q.query(`update commissions set status = 'cancelled', reversed_at = app_now() where order_id = $1 and status = 'pending'`, [order.id]);
    return;
  }
  if (event === 'refund') {
    await q.query(`update commissions set status = 'reversed', reversed_fen = amount_fen, reversed_at = app_now() where order_id = $1 and status = 'pending'`, [
      order.id,
    ]);
    return;
  }
  const settled = await q.query<{ anchor_id: number; amount: number }>(
    `with s as (update commissions set status = 'settled', settled_at = app_now() where order_id = $1 and status = 'pending' returning anchor_id, amount_fen)
     select anchor_id, sum(amount_fen)::int as amount from s group by anchor_id order by anchor_id`,
    [order.id],
  );
  for (const c of settled) {
    if (c.amount <= 0) continue;
    await move(q, order.owner_id, -c.amount, 'commission', order.order_no, null, '店铺金币余额不足，无法支付主播佣金');
    await move(q, c.anchor_id, c.amount, 'commission', order.order_no);
  }
}

/**
 * An after-sale refund on a received order: each settled commission gives back the refunded share of
 * it (refunded ÷ paid of the order, rounded down; all of it when the whole order is refunded). Only the
 * difference to what was already given back moves, so the same refund never reverses twice.
 */
export async function commissionsOnAfterSaleRefund(q: Queryable, orderId: number) {
  const [o] = await q.query<{ order_no: string; owner_id: number; pay_fen: number; refunded_fen: number }>(
    'select o.order_no, s.owner_id, o.pay_fen, o.refunded_fen from orders o join shops s on s.id = o.shop_id where o.id = $1',
    [orderId],
  );
  if (!o || o.pay_fen <= 0) return;
  const rows = await q.query<{ id: number; anchor_id: number; amount_fen: number; reversed_fen: number }>(
    `select id, anchor_id, amount_fen, reversed_fen from commissions where order_id = $1 and status = 'settled' order by id for update`,
    [orderId],
  );
  const refunded = Math.min(o.refunded_fen, o.pay_fen);
  const back = new Map<number, number>();
  for (const c of rows) {
    const due = refunded >= o.pay_fen ? c.amount_fen : Math.floor((c.amount_fen * refunded) / o.pay_fen);
    const delta = due - c.reversed_fen;
    if (delta <= 0) continue;
    await q.query(
      `update commissions set reversed_fen = $2, status = case when $2 >= amount_fen then 'reversed' else status end,
              reversed_at = case when $2 >= amount_fen then app_now() else reversed_at end where id = $1`,
      [c.id, due],
    );
    back.set(c.anchor_id, (back.get(c.anchor_id) ?? 0) + delta);
  }
  for (const [anchorId, amount] of back) {
    await move(q, anchorId, -amount, 'commission_reverse', o.order_no, null, '主播金币余额不足，无法退回佣金');
    await move(q, o.owner_id, amount, 'commission_reverse', o.order_no);
  }
}
