import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two server processes on one PostgreSQL (PG_TEST_URL) behind a round-robin proxy, as README's
 * "Several processes" section runs them: what one process changes, the other knows at once — sign-out
 * and password change (the auth cache follows NOTIFY auth_changed), live chat (NOTIFY live_chat), unread
 * counts (the database), the catalog read model (NOTIFY catalog) — and a burst of checkouts through the
 * proxy loses and doubles nothing when one process is killed with SIGKILL in the middle of it.
 */

const BASE = process.env.PG_TEST_URL;
const V = '/v1/wangchuang';
const DB_NAME = `cy_cluster_${process.pid}`;
const dbUrl = () => {
  const u = new URL(BASE!);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface Proc {
  name: string;
  port: number;
  child: ChildProcess;
  output: string;
}

const procs: Proc[] = [];
let proxy: Server;
let proxyPort = 0;
let admin: pg.Client;

async function startProcess(name: string, dataDir: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl(),
      HX_SECRET: 'cluster-test-shared-secret',
      CAPTCHA: 'off',
      // a long cache: what the other process changes must arrive by NOTIFY, not by expiry
      AUTH_CACHE_MS: '600000',
      PG_TEST_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, port, child, output: '' };
  child.stdout!.on('data', (d) => (proc.output += d));
  child.stderr!.on('data', (d) => (proc.output += d));
  return proc;
}

async function ready(p: Proc) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${p.port}${V}/common/info`)).status === 401) return;
    } catch {
      // not yet
    }
    if (p.child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`${p.name} did not start:\n${p.output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Round robin over the live processes; a process that refuses the connection is skipped; one that dies mid-answer is a 502. */
function startProxy(): Promise<number> {
  let next = 0;
  proxy = createHttpServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (d) => body.push(d));
    req.on('end', () => {
      const attempt = (tries: number) => {
        const target = procs[next++ % procs.length]!;
        const up = httpRequest({ host: '127.0.0.1', port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        up.on('error', (e: NodeJS.ErrnoException) => {
          if (e.code === 'ECONNREFUSED' && tries < procs.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        up.end(Buffer.concat(body));
      };
      attempt(1);
    });
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as { port: number }).port)));
}

async function call(port: number, method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(opts.token ? { authorization: opts.token } : {}), ...(opts.json ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: opts.json ? JSON.stringify(opts.json) : undefined,
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

async function login(port: number, username: string, password = 'Demo@2026'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${V}/common/up-to-date/captcha/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captchaId: 'x', captchaCode: 'x' }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('Admin-Token='))!;
  return /^Admin-Token=([^;]+)/.exec(cookie)![1]!;
}

/** How long until check() holds (ms), polling every 20 ms, at most `within` ms. */
async function takesEffect(check: () => Promise<boolean>, within = 1000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > within) throw new Error(`did not take effect within ${within} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const [a, b] = [() => procs[0]!, () => procs[1]!];

beforeAll(async () => {
  if (!BASE) throw new Error('PG_TEST_URL is not set: the two-process test needs a PostgreSQL server (scripts/pg-cluster.sh start)');
  admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  // both start at once on an empty database: one migrates and seeds, the other waits for it (advisory lock)
  const dataDir = mkdtempSync(join(tmpdir(), 'cy-cluster-'));
  procs.push(await startProcess('A', dataDir), await startProcess('B', dataDir));
  await Promise.all(procs.map(ready));
  proxyPort = await startProxy();
}, 180_000);

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  proxy?.close();
  await admin?.query(`drop database if exists ${DB_NAME} with (force)`).catch(() => undefined);
  await admin?.end();
});

describe('two server processes on one PostgreSQL', () => {
  it('both started on the empty database: migrated and seeded once', async () => {
    const migrated = procs.filter((p) => p.output.includes('已应用数据库迁移'));
    expect(migrated).toHaveLength(1);
    const db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
    try {
      expect((await db.query<{ n: number }>(`select count(*)::int as n from users where username = 'admin01'`)).rows[0]!.n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('a sign-out on one process takes effect on the other within a second', async () => {
    const token = await login(proxyPort, 'province01');
    // each process has checked the token and keeps the answer for AUTH_CACHE_MS (10 minutes here)
    expect((await call(a().port, 'GET', `${V}/common/info`, { token })).status).toBe(200);
    expect((await call(b().port, 'GET', `${V}/common/info`, { token })).status).toBe(200);
    expect((await call(a().port, 'GET', `${V}/common/logout`, { token })).status).toBe(200);
    const ms = await takesEffect(async () => (await call(b().port, 'GET', `${V}/common/info`, { token })).status === 401);
    expect(ms).toBeLessThan(1000);
  });

  it('a password change on one process signs the other sessions out on the other within a second', async () => {
    const mine = await login(proxyPort, 'city02');
    const elsewhere = await login(proxyPort, 'city02');
    expect((await call(b().port, 'GET', `${V}/common/info`, { token: elsewhere })).status).toBe(200);
    expect((await call(a().port, 'POST', `${V}/common/resetPwd`, { token: mine, json: { pwd: 'Demo@2026', newPwd: 'Cluster2026' } })).status).toBe(200);
    await takesEffect(async () => (await call(b().port, 'GET', `${V}/common/info`, { token: elsewhere })).status === 401);
    expect((await call(b().port, 'GET', `${V}/common/info`, { token: mine })).status).toBe(200);
  });

  it('live chat posted on one process reaches viewers on the other', async () => {
    const liveId = 1;
    const viewer = await fetch(`http://127.0.0.1:${b().port}${V}/mall/live/${liveId}/chat`);
    const reader = viewer.body!.getReader();
    const dec = new TextDecoder();
    let seen = dec.decode((await reader.read()).value);
    expect(seen).toContain('event: ready');
    const token = await login(a().port, 'zbb_student01');
    const sent = Date.now();
    expect((await call(a().port, 'POST', `${V}/buyers/live/${liveId}/chat`, { token, json: { text: '从A发到B' } })).status).toBe(200);
    while (!seen.includes('从A发到B')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += dec.decode(value, { stream: true });
    }
    await reader.cancel();
    expect(seen).toContain('从A发到B');
    expect(Date.now() - sent).toBeLessThan(1000);
    // and a newcomer on either process gets it in the recent history
    const late = await fetch(`http://127.0.0.1:${a().port}${V}/mall/live/${liveId}/chat`);
    const lr = late.body!.getReader();
    let history = '';
    while (!history.includes('从A发到B')) history += dec.decode((await lr.read()).value);
    await lr.cancel();
  });

  it('WebRTC signalling crosses processes: a viewer on one, the anchor on the other (docs/live.md)', async () => {
    const token = await login(a().port, 'zbb_student01');
    const { shopId } = (await call(a().port, 'GET', `${V}/workbench/me`, { token })).body.data;
    const products = (await call(a().port, 'GET', `${V}/mall/products?shopId=${shopId}&pageSize=1`, { token })).body.data.list;
    const created = await call(a().port, 'POST', `${V}/workbench/session/create`, {
      token,
      json: { title: '跨进程信令', startsAt: 'now', durationMin: 30, productIds: products.map((p: { id: number }) => p.id) },
    });
    const id = created.body.data.id;
    const dec = new TextDecoder();
    const reading = (res: Response) => {
      const reader = res.body!.getReader();
      let buf = '';
      return {
        async until(text: string) {
          while (!buf.includes(text)) buf += dec.decode((await reader.read()).value, { stream: true });
          return buf;
        },
        cancel: () => reader.cancel(),
      };
    };
    const anchor = reading(await fetch(`http://127.0.0.1:${a().port}${V}/live/${id}/anchor`, { headers: { authorization: token } }));
    await anchor.until('event: viewers');
    const viewer = reading(await fetch(`http://127.0.0.1:${b().port}${V}/mall/live/${id}/chat`));
    const key = JSON.parse(/event: peer\ndata: (.*)\n/.exec(await viewer.until('event: peer'))![1]!) as string;
    // the viewer's join, written on B, reaches the anchor's stream on A
    await anchor.until(`"from":"${key}","kind":"join"`);
    // the anchor's offer, posted on A, reaches the viewer's stream on B
    expect(
      (await call(a().port, 'POST', `${V}/live/${id}/signal`, { token, json: { to: key, kind: 'offer', body: { type: 'offer', sdp: 'x' } } })).status,
    ).toBe(200);
    await viewer.until('"kind":"offer"');
    await Promise.all([anchor.cancel(), viewer.cancel()]);
  });

  it('unread counts follow a notice published on one process and read on the other', async () => {
    const student = await login(proxyPort, 'zbb_student01');
    const count = async (port: number) => (await call(port, 'GET', `${V}/student/loadSysMsg/num`, { token: student })).body.data as number;
    const before = await count(b().port);
    const adminToken = await login(a().port, 'admin01');
    const created = await call(a().port, 'POST', `${V}/admin/announcement/create`, {
      token: adminToken,
      json: { title: '两台服务器的公告', content: '<p>请查收</p>', targetRoles: [6] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await call(a().port, 'POST', `${V}/admin/announcement/action/publish/${id}`, { token: adminToken })).status).toBe(200);
    expect(await count(b().port)).toBe(before + 1);
    expect((await call(b().port, 'POST', `${V}/student/readSysMsg/${id}`, { token: student })).status).toBe(200);
    expect(await count(a().port)).toBe(before);
  });

  it("a back-office list's total on one process counts a row added on the other at once", async () => {
    const admin = await login(proxyPort, 'admin01');
    const total = async (port: number) =>
      (await call(port, 'GET', `${V}/admin/teacher/list?pageNum=1&pageSize=10`, { token: admin })).body.data.total as number;
    const before = await total(b().port);
    expect(await total(b().port)).toBe(before); // now remembered by B
    const created = await call(a().port, 'POST', `${V}/admin/teacher/create`, {
      token: admin,
      json: { realName: '集群计数', username: 'cluster_count', phone: '13711129977', institutionId: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await total(b().port)).toBe(before + 1);
  });

  it('the catalog read model of each process stays in step with what the other changes', async () => {
    const search = async (port: number) =>
      (await call(port, 'GET', `${V}/mall/products?keyword=${encodeURIComponent('集群测试')}`)).body.data.list.map((p: { title: string }) => p.title);
    expect(await search(b().port)).toEqual([]); // B has loaded its cards
    const db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
    try {
      // a change committed by any process (here: straight in the database) is announced to all
      await db.query(`update products set title = '集群测试商品' where id = (select min(id) from products where status = 1)`);
    } finally {
      await db.end();
    }
    await takesEffect(async () => (await search(b().port)).includes('集群测试商品'));
    await takesEffect(async () => (await search(a().port)).includes('集群测试商品'));
    // and through the API: a payment on A changes the sales B shows
    const found = (await call(a().port, 'GET', `${V}/mall/products?keyword=${encodeURIComponent('集群测试')}`)).body.data.list[0] as { id: number };
    const productId = found.id;
    const sales = (await call(a().port, 'GET', `${V}/mall/product/${productId}`)).body.data.sales as number;
    const detailSales = async (port: number) => (await call(port, 'GET', `${V}/mall/product/${productId}`)).body.data.sales as number;
    expect(await detailSales(b().port)).toBe(sales);
    const buyer = await login(a().port, 'seller29');
    const skus = (await call(a().port, 'GET', `${V}/mall/product/${productId}`)).body.data.skus as { id: number; stock: number }[];
    const sku = skus.find((s) => s.stock > 0)!;
    const made = await call(a().port, 'POST', `${V}/buyers/order/create`, { token: buyer, json: { items: [{ skuId: sku.id, quantity: 1 }] } });
    expect(made.status).toBe(200);
    expect(
      (
        await call(a().port, 'POST', `${V}/buyers/order/pay`, {
          token: buyer,
          json: { orderId: made.body.data.orderIds[0] },
          headers: { 'idempotency-key': 'cluster-pay-0001' },
        })
      ).status,
    ).toBe(200);
    await takesEffect(async () => (await detailSales(b().port)) === sales + 1);
  });

  it('export jobs asked through the proxy are each run once, by one of the two processes, and either serves the file', { timeout: 120_000 }, async () => {
    const users = ['city01', 'province01', 'inst01', 'admin01'];
    const tokens = await Promise.all(users.map((u) => login(proxyPort, u)));
    const prefix: Record<string, string> = { city01: 'city', province01: 'province', inst01: 'institution', admin01: 'admin' };
    const jobs: { id: number; token: string }[] = [];
    for (const format of ['csv', 'xlsx'])
      for (const [i, u] of users.entries()) {
        const res = await call(proxyPort, 'POST', `${V}/${prefix[u]}/teacher/export?format=${format}`, { token: tokens[i] });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        jobs.push({ id: res.body.data.id, token: tokens[i]! });
      }
    const statusOf = async (j: { id: number; token: string }) =>
      (await call(proxyPort, 'GET', `${V}/common/exports/${j.id}`, { token: j.token })).body.data.status;
    await takesEffect(async () => (await Promise.all(jobs.map(statusOf))).every((s) => s === 'done'), 60_000);
    const db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
    const { rows } = await db
      .query<{ status: string; attempts: number; worker: string }>('select status, attempts, worker from export_jobs where id = any($1)', [
        jobs.map((j) => j.id),
      ])
      .finally(() => db.end());
    expect(rows).toHaveLength(jobs.length);
    const pids = new Set(procs.map((p) => String(p.child.pid)));
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'done', attempts: 1 });
      expect(pids.has(r.worker.split(':')[1]!), r.worker).toBe(true);
    }
    // the file is on the shared DATA_DIR: each process serves it, to its owner only
    for (const p of procs) {
      const file = await fetch(`http://127.0.0.1:${p.port}${V}/common/exports/${jobs[0]!.id}/file`, { headers: { authorization: jobs[0]!.token } });
      expect(file.status).toBe(200);
      expect((await file.text()).split('\r\n')[0]).toContain('姓名');
      expect((await call(p.port, 'GET', `${V}/common/exports/${jobs[0]!.id}/file`, { token: tokens[1] })).status).toBe(404);
    }
  });

  it('a burst of checkouts through the proxy loses and doubles nothing when one process is killed in the middle', { timeout: 120_000 }, async () => {
    const db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
    try {
      const [sku] = (
        await db.query<{ id: number; shop_id: number }>(
          `select k.id, p.shop_id from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id join users u on u.id = s.owner_id
            where u.username = 'dsb_student01' and p.status = 1 order by k.id limit 1`,
        )
      ).rows;
      await db.query('update skus set stock = 500, price = 100 where id = $1', [sku!.id]);
      await db.query(`delete from promotions where shop_id = $1`, [sku!.shop_id]);
      const buyers = Array.from({ length: 20 }, (_, i) => `seller${String(i + 1).padStart(2, '0')}`);
      const tokens = await Promise.all(buyers.map((u) => login(proxyPort, u)));
      const ORDERS_EACH = 3;

      /** Sends through the proxy until an answer comes (a 502 or a cut connection is sent again, with the same keys). */
      let resent = 0;
      let replayed = 0;
      const reliably = async (path: string, token: string, json: unknown, key: string) => {
        for (let i = 0; i < 30; i++) {
          try {
            const res = await call(proxyPort, 'POST', path, { token, json, headers: { 'idempotency-key': key } });
            if (res.status !== 502) {
              if (res.body?.data?.replayed) replayed++;
              return res;
            }
          } catch {
            // the connection was cut: send again
          }
          resent++;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`no answer for ${path}`);
      };
      let done = 0;
      const burst = buyers.map(async (_, i) => {
        for (let n = 0; n < ORDERS_EACH; n++) {
          const key = `burst-${i}-${n}`;
          const created = await reliably(`${V}/buyers/order/create`, tokens[i]!, { items: [{ skuId: sku!.id, quantity: 1 }] }, `co-${key}`);
          expect(created.status, JSON.stringify(created.body)).toBe(200);
          const paid = await reliably(`${V}/buyers/order/pay`, tokens[i]!, { orderId: created.body.data.orderIds[0] }, `pay-${key}`);
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
          done++;
        }
      });
      // kill A once the burst is under way
      while (done < 10) await new Promise((r) => setTimeout(r, 5));
      a().child.kill('SIGKILL');
      await Promise.all(burst);
      await new Promise<void>((resolve) => (a().child.exitCode !== null || a().child.signalCode ? resolve() : a().child.once('exit', () => resolve())));
      expect(a().child.signalCode).toBe('SIGKILL');
      // requests were cut by the kill and sent again (some after their first try had committed: answered from the first)
      console.log(`burst: ${resent} requests sent again, ${replayed} answered from an earlier try`);
      expect(resent).toBeGreaterThan(0);

      const orders = (
        await db.query<{ buyer: string; n: number; paid: number; keys: number }>(
          `select u.username as buyer, count(*)::int as n, count(*) filter (where o.status = 'paid')::int as paid, count(distinct o.checkout_key)::int as keys
             from orders o join users u on u.id = o.buyer_id where o.checkout_key like 'co-burst-%' group by u.username order by u.username`,
        )
      ).rows;
      expect(orders).toEqual(buyers.map((buyer) => ({ buyer, n: ORDERS_EACH, paid: ORDERS_EACH, keys: ORDERS_EACH })));
      // each order charged exactly once, and the stock ledger agrees with the stock
      const charges = (
        await db.query<{ n: number }>(
          `select count(*)::int as n from wallet_ledger l join orders o on o.order_no = l.ref where l.reason = 'pay' and o.checkout_key like 'co-burst-%' group by o.id having count(*) <> 1`,
        )
      ).rows;
      expect(charges).toEqual([]);
      const [stock] = (
        await db.query<{ stock: number; ledger: number }>(
          'select k.stock, (select sum(delta)::int from stock_moves m where m.sku_id = k.id) as ledger from skus k where k.id = $1',
          [sku!.id],
        )
      ).rows;
      expect(stock).toEqual({ stock: 500 - buyers.length * ORDERS_EACH, ledger: 500 - buyers.length * ORDERS_EACH });
    } finally {
      await db.end();
    }
  });
});
