import type { Db } from '../db/client.ts';
import { badRequest, AppError } from '../errors.ts';
import { transition } from './orderMachine.ts';
import { balanceOf, ensureWallet } from './wallet.ts';
import { isOverdue } from './unpaidOrders.ts';
import type { PayResult } from '../../src/api/contract/shop.ts';

export const ORDER_EXPIRED = '订单已超时未付款，已自动取消，请重新下单';

/**
 * Pays one pending order with gold coins. The amount is the order's own pay_fen (never the client's);
 * the balance is checked and charged by one conditional update, the ledger is written, and the request
 * key makes retries safe: the same key for the same order answers the first result and charges once.
 * Without a key, `order-<id>` is used, so a second payment of the same order is never a second charge.
 */
export async function payOrder(db: Db, userId: number, orderId: number, key: string | null, unpaidOrderMs = Number.POSITIVE_INFINITY): Promise<PayResult> {
  const idem = key || `order-${orderId}`;
  const replay = async () => {
    const [prev] = await db.query<{ order_id: number; pay_fen: number }>('select order_id, pay_fen from pay_requests where user_id = $1 and idem_key = $2', [
      userId,
      idem,
    ]);
    if (!prev) return null;
    if (prev.order_id !== orderId) throw badRequest('该支付请求编号已用于其他订单');
    return { orderId, status: 'paid' as const, payFen: prev.pay_fen, balanceFen: await balanceOf(db, userId), replayed: true };
  };
  const first = await replay();
  if (first) return first;
  // past its time limit and not swept yet: cancel it now (its stock goes back) rather than take the coins
  if (Number.isFinite(unpaidOrderMs) && (await isOverdue(db, orderId, userId, unpaidOrderMs))) {
    const cancelled = await db.tx(async (q) => {
      if (!(await isOverdue(q, orderId, userId, unpaidOrderMs, true))) return false;
      await transition(q, orderId, 'timeout', 'system', null, { note: '超时未付款，系统自动取消并释放库存' });
      return true;
    });
    if (cancelled) throw badRequest(ORDER_EXPIRED);
  }
  try {
    return await db.tx(async (q) => {
      await ensureWallet(q, userId);
      const { order, to } = await transition(q, orderId, 'pay', 'buyer', userId, { idemKey: idem });
      await q.query('insert into pay_requests (user_id, idem_key, order_id, pay_fen) values ($1, $2, $3, $4)', [userId, idem, orderId, order.pay_fen]);
      return { orderId, status: to, payFen: order.pay_fen, balanceFen: await balanceOf(q, userId), replayed: false };
    });
  } catch (e) {
    // A concurrent request with the same key won the race: answer its result.
    if (e instanceof AppError || (e as { code?: string }).code === '23505') {
      const again = await replay();
      if (again) return again;
    }
    throw e;
  }
}
