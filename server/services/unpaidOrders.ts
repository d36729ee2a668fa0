import type { Db, Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { transition } from './orderMachine.ts';

/** Orders one buyer may leave unpaid at once (each reserves stock). */
export const MAX_UNPAID_ORDERS = 10;
/** At most this many orders are cancelled per transaction of the sweep. */
const SWEEP_BATCH = 100;
/** The sweep looks at least this often even when no order is due (orders made by other processes). */
const MAX_SWEEP_WAIT_MS = 30_000;

/**
 * Cancels orders still unpaid `unpaidOrderMs` after they were made (the state machine's `timeout`:
 * stock back through the ledger as 'cancel' 'order:<id>', coupons back). Each batch is one
 * transaction that takes the due orders with `for update skip locked`, so several server processes
 * sweeping at once never take the same order, and a payment holding an order's lock is skipped (it
 * either pays first, or finds the order cancelled). Answers the ids cancelled.
 */
export async function releaseUnpaidOrders(db: Db, unpaidOrderMs: number): Promise<number[]> {
  const cancelled: number[] = [];
  for (;;) {
    const batch = await db.tx(async (q) => {
      const due = await q.query<{ id: number }>(
        `select id from orders where status = 'pending_payment' and created_at <= now() - make_interval(secs => $1)
          order by created_at, id limit $2 for update skip locked`,
        [unpaidOrderMs / 1000, SWEEP_BATCH],
      );
      for (const o of due) await transition(q, o.id, 'timeout', 'system', null, { note: '超时未付款，系统自动取消并释放库存' });
      return due.map((o) => o.id);
    });
    cancelled.push(...batch);
    if (batch.length < SWEEP_BATCH) return cancelled;
  }
}

/** Whether the buyer's order is unpaid past its time limit (a payment then is refused even before the sweep ran); `lock` takes the order's row lock. */
export async function isOverdue(q: Queryable, orderId: number, buyerId: number, unpaidOrderMs: number, lock = false): Promise<boolean> {
  const [row] = await q.query<{ overdue: boolean }>(
    `select status = 'pending_payment' and created_at <= now() - make_interval(secs => $3) as overdue
       from orders where id = $1 and buyer_id = $2${lock ? ' for update' : ''}`,
    [orderId, buyerId, unpaidOrderMs / 1000],
  );
  return row?.overdue ?? false;
}

/** How long until the oldest unpaid order falls due (ms, 0 when one is due already), or null when none is unpaid. */
async function nextDueIn(db: Db, unpaidOrderMs: number): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `select (extract(epoch from min(created_at) + make_interval(secs => $1) - now()) * 1000)::float8 as ms
       from orders where status = 'pending_payment'`,
    [unpaidOrderMs / 1000],
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, row.ms);
}

/**
 * Runs the sweep in this process: when the oldest unpaid order falls due (and at least every 30 s, for
 * orders other processes made). `stop()` waits for a sweep under way.
 */
export function startUnpaidOrderSweeper({ db, config, log }: { db: Db; config: Config; log: Logger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, Math.min(Math.max(ms, 200), MAX_SWEEP_WAIT_MS));
    timer.unref?.();
  };
  const run = () => {
    running = (async () => {
      let wait = MAX_SWEEP_WAIT_MS;
      try {
        const ids = await releaseUnpaidOrders(db, config.unpaidOrderMs);
        if (ids.length) log.info('已取消超时未付款订单并释放库存', { orders: ids });
        const due = await nextDueIn(db, config.unpaidOrderMs);
        if (due !== null) wait = due + 50;
      } catch (e) {
        if (!stopped) log.error('超时订单处理失败', { error: String(e) });
      }
      running = null;
      schedule(wait);
    })();
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
