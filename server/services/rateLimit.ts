import type { Queryable } from '../db/client.ts';
import { AppError } from '../errors.ts';

/**
 * Counters in the database (rate_counters), shared by every server process. A hit is counted and its
 * new total read in one statement (an upsert holds the row's lock), so a limit is checked against a
 * count that already includes this attempt: 100 parallel attempts against a limit of 5 let 5 through.
 * Each key has a fixed window that starts at its first hit.
 */
export async function hit(q: Queryable, key: string, windowMs: number, by = 1): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `insert into rate_counters as r (key, window_start, n) values ($1, now(), $3)
     on conflict (key) do update set
       n = case when r.window_start <= now() - make_interval(secs => $2) then $3 else r.n + $3 end,
       window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end
     returning n`,
    [key, windowMs / 1000, by],
  );
  // now and then, forget counters nobody has touched for a day
  if (Math.random() < 0.01) await q.query(`delete from rate_counters where window_start < now() - interval '1 day'`);
  return row!.n;
}

/** The count of a key in its current window, without counting anything. */
export async function peek(q: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('select n from rate_counters where key = $1 and window_start > now() - make_interval(secs => $2)', [
    key,
    windowMs / 1000,
  ]);
  return row?.n ?? 0;
}

/** Takes back one hit (an attempt that turned out fine). */
export async function unhit(q: Queryable, key: string): Promise<void> {
  await q.query('update rate_counters set n = greatest(n - 1, 0) where key = $1', [key]);
}

/** Forgets a key's count. */
export async function forget(q: Queryable, key: string): Promise<void> {
  await q.query('delete from rate_counters where key = $1', [key]);
}

// ---- sign-in ------------------------------------------------------------------------------

export const LOGIN_WINDOW_MINUTES = 15;
const LOGIN_WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/** Wrong passwords for one account from one address before that pair is refused for the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords from one address, whatever the accounts, before the address is refused. */
export const MAX_FAILURES_PER_IP = 20;
/** Failures on one account from everywhere after which each attempt on it is slowed down (never refused). */
export const SLOW_AFTER_ACCOUNT_FAILURES = 10;
export const MAX_SLOWDOWN_MS = 3000;
export const TOO_MANY_FAILURES = '登录失败次数过多，请15分钟后再试';

const acct = (name: string) => name.trim().toLowerCase();
export const loginKeys = (account: string, ip: string) => ({
  pair: `login:${acct(account)}|${ip}`,
  ip: `login-ip:${ip}`,
  account: `login-acct:${acct(account)}`,
});

/** An administrator unlocks an account or resets its password: its sign-in failures, from every address, are forgotten. */
export async function forgetAccountFailures(q: Queryable, username: string): Promise<void> {
  const a = acct(username);
  await q.query(`delete from rate_counters where key = $1 or starts_with(key, $2)`, [`login-acct:${a}`, `login:${a}|`]);
}

/**
 * Before the password is checked: counts the attempt against this account from this address (as a
 * failure until it succeeds, in one statement, so parallel guesses cannot slip past) and refuses it
 * past 5 in 15 minutes, or when this address has 20 failures whatever the accounts. An account is never
 * locked for everybody: someone guessing from elsewhere cannot keep the owner out; past 10 failures
 * from everywhere each attempt on the account is slowed instead (answers the delay in ms), and every
 * attempt needs a new captcha. (The address and account totals count failures once known, so many
 * people signing in at once behind one address are not refused for being many.)
 */
export async function countLoginAttempt(q: Queryable, account: string, ip: string): Promise<number> {
  const keys = loginKeys(account, ip);
  const pair = await hit(q, keys.pair, LOGIN_WINDOW_MS);
  if (pair > MAX_FAILURES_PER_ACCOUNT || (await peek(q, keys.ip, LOGIN_WINDOW_MS)) >= MAX_FAILURES_PER_IP) throw new AppError(429, TOO_MANY_FAILURES);
  const everywhere = await peek(q, keys.account, LOGIN_WINDOW_MS);
  return everywhere >= SLOW_AFTER_ACCOUNT_FAILURES ? Math.min((everywhere + 1 - SLOW_AFTER_ACCOUNT_FAILURES) * 300, MAX_SLOWDOWN_MS) : 0;
}

/** A wrong password: one more failure of the address and of the account. */
export async function loginFailed(q: Queryable, account: string, ip: string): Promise<void> {
  const keys = loginKeys(account, ip);
  await hit(q, keys.ip, LOGIN_WINDOW_MS);
  await hit(q, keys.account, LOGIN_WINDOW_MS);
}

/** A successful sign-in forgives the failures of this account from this address. */
export async function loginSucceeded(q: Queryable, account: string, ip: string): Promise<void> {
  await forget(q, loginKeys(account, ip).pair);
}

// ---- password change ----------------------------------------------------------------------

export const MAX_OLD_PASSWORD_FAILURES = 5;
export const TOO_MANY_OLD_PASSWORD = '原密码错误次数过多，请15分钟后再试';
const pwdKey = (userId: number) => `resetpwd:${userId}`;

/** Counts a password-change attempt before the old password is checked: 5 wrong in 15 minutes, then 429. */
export async function countPasswordChange(q: Queryable, userId: number): Promise<void> {
  if ((await hit(q, pwdKey(userId), LOGIN_WINDOW_MS)) > MAX_OLD_PASSWORD_FAILURES) throw new AppError(429, TOO_MANY_OLD_PASSWORD);
}

export const passwordChangeSucceeded = (q: Queryable, userId: number) => forget(q, pwdKey(userId));

// ---- per-process limits for cheap, frequent calls ------------------------------------------

/**
 * A limit kept in this process's memory, for calls too frequent to count in the database (showing a
 * captcha): at most `max` per `windowMs` per key in each process. With N processes a client behind
 * the load balancer gets up to N times as many, which is enough to stop a flood.
 */
export class MemoryLimiter {
  private windows = new Map<string, { start: number; n: number }>();

  constructor(
    private max: number,
    private windowMs: number,
    private maxKeys = 50_000,
    private now: () => number = Date.now,
  ) {}

  /** Counts a hit; false when over the limit. */
  allow(key: string): boolean {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      if (!w && this.windows.size >= this.maxKeys) this.prune(t);
      w = { start: t, n: 0 };
      this.windows.set(key, w);
    }
    w.n++;
    return w.n <= this.max;
  }

  private prune(t: number) {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
    // still full: drop the oldest (a Map keeps insertion order)
    while (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
  }
}
