import { readFileSync } from 'node:fs';
import type { Queryable } from '../server/db/client.ts';
import { loginToken } from './server.ts';

/**
 * `npm run bench -- mixed`: many virtual users at once, each a loop of what a real user of its kind
 * does with a pause to think between calls — learners buying in the mall (search, detail, cart,
 * checkout, pay), learners at their tasks and answers, back-office staff paging and filtering lists
 * and reading notices, and a few exporting (a job, its progress, the file). Reported per endpoint:
 * p50/p99 and errors; afterwards every write a user was told succeeded is looked for in the database
 * (lost writes), and the servers' memory is compared across runs.
 */

const V = '/v1/wangchuang';
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';

export interface MixedOptions {
  /** The servers (several: users are spread over them round robin, as a load balancer would). */
  baseURLs: string[];
  users: number;
  seconds: number;
  /** Buyers, learners and staff accounts to sign in as (prepared by prepareMixed). */
  accounts: MixedAccounts;
  /** Pause between one user's steps, ms: each pause is between half and one and a half times this. */
  thinkMs?: number;
  /** Users arrive one after another over this many seconds (a class signing in), not all at once. */
  rampSeconds?: number;
}

export interface MixedAccounts {
  buyers: string[];
  learners: string[];
  staff: { username: string; prefix: string }[];
  exporters: { username: string; prefix: string }[];
  skuIds: number[];
}

export interface EndpointStats {
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  write: boolean;
}

export interface MixedResult {
  users: number;
  seconds: number;
  requests: number;
  errors: number;
  /** The first few failures, to say what went wrong. */
  errorSamples: string[];
  endpoints: Record<string, EndpointStats>;
  /** What the users were told was written, to be recounted from the database. */
  written: { orders: number[]; paid: number[]; tracks: number };
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);

/** Accounts and goods for the load, set up in the database before the servers start: buyers with coins and an address, SKUs with stock. */
export async function prepareMixed(q: Queryable, users: number): Promise<MixedAccounts> {
  const signable = `u.role = 6 and u.status = 1 and not u.needs_profile and not u.must_change_password and u.parent_id is null`;
  // learners at their tasks are in a class; buyers are any learners (sellers included: they shop too)
  const learners = await q.query<{ username: string }>(`select u.username from users u where ${signable} and u.class_id is not null order by u.id limit $1`, [
    users,
  ]);
  const buyers = await q.query<{ username: string; id: number }>(
    `select u.username, u.id from users u where ${signable} and u.username ~ '^(stu|seller|zbb_student|dsb_student|syb_student|gyb_student)' order by u.id desc limit $1`,
    [users],
  );
  // coins for a minute of shopping, and an address to send it to
  await q.query(
    `insert into wallets (user_id, balance) select id, 1000000000 from users where id = any($1) on conflict (user_id) do update set balance = 1000000000`,
    [buyers.map((b) => b.id)],
  );
  await q.query(
    `insert into addresses (user_id, name, phone, province, city, district, detail, is_default)
     select u.id, '压测收货人', '13800138000', '广东省', '广州市', '天河区', '压测路1号', true
       from users u where u.id = any($1) and not exists (select 1 from addresses a where a.user_id = u.id)`,
    [buyers.map((b) => b.id)],
  );
  const skus = await q.query<{ id: number }>(
    `select k.id from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id
      where p.status = 1 and s.owner_id <> all($1) order by p.price, k.id limit 40`,
    [buyers.map((b) => b.id)],
  );
  await q.query('update skus set stock = 10000000 where id = any($1)', [skus.map((s) => s.id)]);
  return {
    buyers: buyers.map((b) => b.username),
    learners: learners.map((l) => l.username),
    staff: [
      { username: 'city01', prefix: 'city' },
      { username: 'province01', prefix: 'province' },
      { username: 'inst01', prefix: 'institution' },
      { username: 'area01', prefix: 'area' },
      { username: 'teacher01', prefix: 'teacher' },
      { username: 'admin01', prefix: 'admin' },
    ],
    exporters: [
      { username: 'city02', prefix: 'city' },
      { username: 'inst02', prefix: 'institution' },
      { username: 'province02', prefix: 'province' },
    ],
    skuIds: skus.map((s) => s.id),
  };
}

/** The whole load: every user's loop until the time is up; then the numbers. */
export async function mixedLoad(options: MixedOptions): Promise<MixedResult> {
  const { baseURLs, users, seconds, accounts } = options;
  const think = options.thinkMs ?? 600;
  const rampMs = (options.rampSeconds ?? 0) * 1000;
  const samples = new Map<string, { ms: number[]; errors: number; write: boolean }>();
  const errorSamples: string[] = [];
  const written = { orders: [] as number[], paid: [] as number[], tracks: 0 };
  const deadline = Date.now() + seconds * 1000;
  const pause = () => new Promise((r) => setTimeout(r, think / 2 + Math.random() * think));

  /** One call, timed under its endpoint's name; answers the envelope's data (null when it failed). */
  async function call(
    base: string,
    token: string,
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const entry = samples.get(name) ?? { ms: [], errors: 0, write: method !== 'GET' };
    samples.set(name, entry);
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      const answer = isJson ? ((await res.json()) as { code: number; msg: string; data: unknown }) : (await res.arrayBuffer(), null);
      entry.ms.push(performance.now() - started);
      if (res.status >= 400 || (answer && answer.code >= 400)) {
        entry.errors++;
        if (errorSamples.length < 10) errorSamples.push(`${name} ${res.status} ${answer?.msg ?? ''}`);
        return null;
      }
      return answer ? answer.data : true;
    } catch (e) {
      entry.ms.push(performance.now() - started);
      entry.errors++;
      if (errorSamples.length < 10) errorSamples.push(`${name} ${String(e)}`);
      return null;
    }
  }

  // Users of one account share its session, as one person's tabs share the cookie: sign-in counts every
  // attempt of an account from an address as a failure until it succeeds (server/services/rateLimit.ts),
  // so a 6th sign-in of one account from one address while five are still under way is refused, by design.
  const sessions = new Map<string, Promise<string>>();
  function signIn(base: string, username: string) {
    let token = sessions.get(username);
    if (!token) sessions.set(username, (token = signInOnce(base, username)));
    return token;
  }

  async function signInOnce(base: string, username: string) {
    const entry = samples.get('POST sign-in') ?? { ms: [], errors: 0, write: true };
    samples.set('POST sign-in', entry);
    const started = performance.now();
    const { token, failure } = await loginToken(base, username).then(
      (t) => ({ token: t, failure: t ? '' : 'no token in the answer' }),
      (e: unknown) => ({ token: '', failure: String(e) }),
    );
    entry.ms.push(performance.now() - started);
    if (!token) {
      entry.errors++;
      if (errorSamples.length < 10) errorSamples.push(`POST sign-in ${username}: ${failure}`);
    }
    return token;
  }

  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const keyword = () => pick(['新款', '手机', '茶', '女装', '零食', '家居', '运动']);

  async function buyer(base: string, username: string, n: number) {
    const token = await signIn(base, username);
    if (!token) return;
    let loop = 0;
    while (Date.now() < deadline) {
      await call(base, token, 'GET notices unread', 'GET', `${V}/student/loadSysMsg/num`);
      const found = (await call(
        base,
        token,
        'GET product search',
        'GET',
        `${V}/mall/products?keyword=${encodeURIComponent(keyword())}&pageNum=1&pageSize=20`,
      )) as {
        list?: { id: number }[];
      } | null;
      await pause();
      const productId = found?.list?.length ? pick(found.list).id : 1;
      await call(base, token, 'GET product detail', 'GET', `${V}/mall/product/${productId}`);
      await pause();
      const skuId = pick(accounts.skuIds);
      await call(base, token, 'POST cart add', 'POST', `${V}/buyers/cart/add`, { skuId, quantity: 1 });
      await call(base, token, 'GET cart', 'GET', `${V}/buyers/cart`);
      await pause();
      const created = (await call(base, token, 'POST order create', 'POST', `${V}/buyers/order/create`, { items: [{ skuId, quantity: 1 }] })) as {
        orderIds?: number[];
      } | null;
      if (created?.orderIds?.length) {
        written.orders.push(...created.orderIds);
        const orderId = created.orderIds[0]!;
        const paid = await call(
          base,
          token,
          'POST order pay',
          'POST',
          `${V}/buyers/order/pay`,
          { orderId },
          { 'idempotency-key': `mixed-${n}-${loop}-${orderId}` },
        );
        if (paid) written.paid.push(orderId);
      }
      await call(base, token, 'GET orders', 'GET', `${V}/buyers/orders?pageNum=1&pageSize=10`);
      await pause();
      loop++;
    }
  }

  async function learner(base: string, username: string) {
    const token = await signIn(base, username);
    if (!token) return;
    const L = `${V}/student/train`;
    while (Date.now() < deadline) {
      await call(base, token, 'GET notices list', 'GET', `${V}/student/loadSendSysMsg?pageNum=1&pageSize=10`);
      await call(base, token, 'GET learner tasks', 'GET', `${L}/tasks`);
      await pause();
      await call(base, token, 'GET learner papers', 'GET', `${L}/papers`);
      await call(base, token, 'GET learner track', 'GET', `${L}/track`);
      await pause();
      const saved = await call(base, token, 'POST learner track', 'POST', `${L}/track`, {
        businessStarted: false,
        notes: `压测记录 ${Date.now()}`,
      });
      if (saved) written.tracks++;
      await pause();
    }
  }

  async function staff(base: string, who: { username: string; prefix: string }) {
    const token = await signIn(base, who.username);
    if (!token) return;
    const P = `${V}/${who.prefix}`;
    while (Date.now() < deadline) {
      await call(base, token, 'GET staff notices unread', 'GET', `${P}/${who.prefix === 'teacher' ? '' : 'train/'}loadSysMsg/num`);
      await call(
        base,
        token,
        'GET teacher list',
        'GET',
        `${P}/teacher/list?pageNum=${1 + Math.floor(Math.random() * 20)}&pageSize=20&sort=createdAt&order=desc`,
      );
      await pause();
      await call(base, token, 'GET teacher list filtered', 'GET', `${P}/teacher/list?realName=${encodeURIComponent(pick([...SURNAMES]))}&status=1&pageSize=20`);
      await pause();
      await call(base, token, 'GET class list', 'GET', `${P}/${who.prefix === 'teacher' ? 'train/' : ''}loadClazzWhere`);
      await pause();
    }
  }

  async function exporter(base: string, who: { username: string; prefix: string }) {
    const token = await signIn(base, who.username);
    if (!token) return;
    while (Date.now() < deadline) {
      const job = (await call(
        base,
        token,
        'POST export start',
        'POST',
        `${V}/${who.prefix}/teacher/export?format=${pick(['csv', 'xlsx'])}&realName=${encodeURIComponent(pick([...SURNAMES]))}`,
      )) as {
        id: number;
        status: string;
      } | null;
      let state = job?.status;
      while (job && (state === 'queued' || state === 'running') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 1000));
        state = ((await call(base, token, 'GET export progress', 'GET', `${V}/common/exports/${job.id}`)) as { status: string } | null)?.status;
      }
      if (job && state === 'done') await call(base, token, 'GET export file', 'GET', `${V}/common/exports/${job.id}/file`);
      await pause();
    }
  }

  const vus: Promise<void>[] = [];
  for (let i = 0; i < users; i++) {
    const base = baseURLs[i % baseURLs.length]!;
    const kind = i % 20;
    const arrive = new Promise((r) => setTimeout(r, (i / users) * rampMs));
    // of every 20 users: 8 buyers, 6 learners at their tasks, 5 staff at their lists, 1 exporting
    if (kind < 8) vus.push(arrive.then(() => buyer(base, accounts.buyers[i % accounts.buyers.length]!, i)));
    else if (kind < 14) vus.push(arrive.then(() => learner(base, accounts.learners[i % accounts.learners.length]!)));
    else if (kind < 19) vus.push(arrive.then(() => staff(base, accounts.staff[i % accounts.staff.length]!)));
    else vus.push(arrive.then(() => exporter(base, accounts.exporters[i % accounts.exporters.length]!)));
  }
  await Promise.all(vus);

  const endpoints: Record<string, EndpointStats> = {};
  let requests = 0;
  let errors = 0;
  for (const [name, s] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    endpoints[name] = { count: sorted.length, errors: s.errors, p50Ms: +pct(sorted, 50).toFixed(1), p99Ms: +pct(sorted, 99).toFixed(1), write: s.write };
    requests += sorted.length;
    errors += s.errors;
  }
  return { users, seconds, requests, errors, errorSamples, endpoints, written };
}

/** The writes the users were told succeeded, looked for in the database: any missing is a lost write. */
export async function recount(q: Queryable, written: MixedResult['written'], since: Date) {
  const [orders] = await q.query<{ n: number }>('select count(*)::int as n from orders where id = any($1)', [written.orders]);
  const [paid] = await q.query<{ n: number }>(
    `select count(*)::int as n from orders where id = any($1) and status <> 'pending_payment' and status <> 'cancelled'`,
    [written.paid],
  );
  const [tracks] = await q.query<{ n: number }>(`select count(*)::int as n from track_records where notes like '压测记录 %' and created_at >= $1`, [since]);
  return {
    ordersTold: written.orders.length,
    ordersFound: orders?.n ?? 0,
    paidTold: written.paid.length,
    paidFound: paid?.n ?? 0,
    tracksTold: written.tracks,
    tracksFound: tracks?.n ?? 0,
    lost: written.orders.length - (orders?.n ?? 0) + (written.paid.length - (paid?.n ?? 0)) + (written.tracks - (tracks?.n ?? 0)),
  };
}

/** Which endpoints break the budgets: reads p99 ≤ readMs, writes p99 ≤ writeMs. */
export function overBudget(endpoints: Record<string, EndpointStats>, readMs: number, writeMs: number) {
  return Object.entries(endpoints)
    .filter(([name, s]) => name !== 'POST sign-in' && s.p99Ms > (s.write ? writeMs : readMs))
    .map(([name, s]) => `${name}: p99 ${s.p99Ms} ms`);
}

export const rssMB = (pid: number) => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024).toFixed(0);
