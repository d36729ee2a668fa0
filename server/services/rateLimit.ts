import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_FAILURES = '登录失败次数过多，请15分钟后再试';

export const accountKey = (name: string) => `user:${name.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

async function failuresOf(db: Db, key: string): Promise<number> {
  const row = await db.one<{ n: number }>(`select count(*)::int as n from login_failures where key = $1 and at > now() - make_interval(mins => $2)`, [
    key,
    LOGIN_WINDOW_MINUTES,
  ]);
  return row?.n ?? 0;
}

/** 429 when the account (5) or the address (20) failed too often in the last 15 minutes. */
export async function assertLoginAllowed(db: Db, account: string, ip: string): Promise<void> {
  if ((await failuresOf(db, accountKey(account))) >= MAX_FAILURES_PER_ACCOUNT) throw new AppError(429, TOO_MANY_FAILURES);
  if ((await failuresOf(db, ipKey(ip))) >= MAX_FAILURES_PER_IP) throw new AppError(429, TOO_MANY_FAILURES);
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.query('insert into login_failures (key) values ($1), ($2)', [accountKey(account), ipKey(ip)]);
  // Old rows are of no use to anybody.
  await db.query(`delete from login_failures where at < now() - interval '1 day'`);
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.query('delete from login_failures where key = $1', [accountKey(account)]);
}
