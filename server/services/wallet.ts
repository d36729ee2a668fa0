import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { setting } from './settings.ts';

/** Every demo account starts with 1,000 gold coins (100,000 fen); later wallets take the platform setting (startingCoinsFen). */
export const STARTING_BALANCE_FEN = 100_000;

/** The starting balance now (platform setting, /manage/systemSet). */
export const startingBalance = (q: Queryable) => setting(q, 'startingCoinsFen');

export async function balanceOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ balance: number }>('select balance from wallets where user_id = $1', [userId]);
  return row?.balance ?? 0;
}

/**
 * Adds `delta` fen (negative to charge) and writes the ledger in the caller's transaction.
 * A charge larger than the balance changes nothing and is a 400: the balance never goes negative.
 */
export async function move(
  q: Queryable,
  userId: number,
  delta: number,
  reason: string,
  ref: string,
  idemKey: string | null = null,
  insufficient = '金币余额不足',
): Promise<number> {
  if (!Number.isInteger(delta)) throw new Error('amounts are integer fen');
  const change = () =>
    q.query<{ balance: number }>(
      'update wallets set balance = balance + $2, updated_at = app_now() where user_id = $1 and balance + $2 >= 0 returning balance',
      [userId, delta],
    );
  let [row] = await change();
  // no row: no wallet yet (opened with the starting balance, then charged again), or too little money
  if (!row) {
    await ensureWallet(q, userId);
    [row] = await change();
  }
  if (!row) throw badRequest(insufficient);
  await q.query('insert into wallet_ledger (user_id, delta, balance_after, reason, ref, idem_key) values ($1, $2, $3, $4, $5, $6)', [
    userId,
    delta,
    row.balance,
    reason,
    ref,
    idemKey,
  ]);
  return row.balance;
}

export async function ledger(q: Queryable, userId: number, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{ id: number; delta: number; balance_after: number; reason: string; ref: string; created_at: Date }>(
    q,
    `select id, delta, balance_after, reason, ref, created_at, count(*) over ()::int as total from wallet_ledger
      where user_id = $1 order by id desc`,
    [userId],
    pageNum,
    pageSize,
  );
  const list = rows.map((r) => ({ id: r.id, deltaFen: r.delta, balanceAfterFen: r.balance_after, reason: r.reason, ref: r.ref, createdAt: r.created_at }));
  return pageOf(list, total, pageNum, pageSize);
}

/** Opens a wallet with the starting balance the first time a user touches money (accounts made after the seed). */
export async function ensureWallet(q: Queryable, userId: number) {
  const [exists] = await q.query('select 1 from wallets where user_id = $1', [userId]);
  if (exists) return;
  const start = await startingBalance(q);
  const made = await q.query('insert into wallets (user_id, balance) values ($1, $2) on conflict (user_id) do nothing returning user_id', [userId, start]);
  if (made.length)
    await q.query(`insert into wallet_ledger (user_id, delta, balance_after, reason, ref) values ($1, $2, $2, 'seed', '开户金币')`, [userId, start]);
}
