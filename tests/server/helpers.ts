import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, inject } from 'vitest';
import { openPostgres, wrapPglite, type Db } from '../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/index.ts';
import { createApp, exportQueue } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { memoryLogger } from '../../server/log.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_KEY } from '../../src/api/contract/cookies.ts';
import { copyTemplate } from './pg.ts';
import { issueToken } from '../../server/services/auth.ts';
import { seedDate } from '../../server/db/seed/calendar.ts';

export { DEMO_PASSWORD };

/**
 * A date of the seed's calendar as the test database has it: moved to the day the seed ran, not to
 * today (a run that crossed China's midnight after seeding had expected every date a day later).
 */
export const seedDay = (date: string) => seedDate(date, inject('seededAt'));

/** The role prefix (spec §7) of each demo back-office account: where its calls go (`t.as`). */
export const DEMO_PREFIX: Readonly<Record<string, string>> = {
  admin01: 'admin',
  province01: 'province',
  province02: 'province',
  city01: 'city',
  city02: 'city',
  area01: 'area',
  area02: 'area',
  inst01: 'institution',
  inst02: 'institution',
  teacher01: 'teacher',
  teacher02: 'teacher',
  trainer01: 'teacher',
};

/** The databases this test file opened: closed when the file is done (with PG_TEST_URL each is its own database). */
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => undefined);
});

/** The token in a sign-in answer's Set-Cookie (the body carries only its request key). */
export function tokenFromSetCookie(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const m = new RegExp(`^${TOKEN_KEY}=([^;]*)`).exec(cookie);
    if (m?.[1]) return m[1];
  }
  return null;
}

/**
 * A database for one test app: a copy of the seeded template on the PostgreSQL server at PG_TEST_URL,
 * else an in-memory PGlite restored from the seeded dump.
 */
async function freshDb(): Promise<{ db: Db; databaseUrl?: string }> {
  const template = inject('pgTemplate');
  if (template && process.env.PG_TEST_URL) {
    const databaseUrl = await copyTemplate(process.env.PG_TEST_URL, template);
    return { db: await openPostgres(databaseUrl), databaseUrl };
  }
  const { seeded, ...modules } = await loadEngine();
  return { db: wrapPglite(await PGlite.create({ ...modules, loadDataDir: seeded })) };
}

const pgliteDist = join(createRequire(import.meta.url).resolve('@electric-sql/pglite'), '..');
let engine: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob; seeded: Blob }> | undefined;

/** Compiled once per test file: the WASM modules, the file-system bundle and the seeded dump from global-setup.ts. */
function loadEngine() {
  engine ??= (async () => ({
    pgliteWasmModule: await WebAssembly.compile(readFileSync(join(pgliteDist, 'pglite.wasm'))),
    initdbWasmModule: await WebAssembly.compile(readFileSync(join(pgliteDist, 'initdb.wasm'))),
    fsBundle: new Blob([readFileSync(join(pgliteDist, 'pglite.data'))]),
    seeded: new Blob([readFileSync(inject('seededDump'))]),
  }))();
  return engine;
}

/** A fresh in-memory database with migrations and the demo seed, and the app in-process (with config.distDir served when asked). */
export async function testApp(overrides: Partial<Config> = {}, { serveStatic = false } = {}) {
  const { db, databaseUrl } = await freshDb();
  opened.push(db);
  const config: Config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cy-test-')) }),
    databaseUrl,
    captchaOff: true,
    ...overrides,
  };
  const log = memoryLogger();
  // the export worker runs the jobs this app queues (no polling: tests call retakeStale/sweep themselves)
  const exports = exportQueue({ db, config, log });
  const app = createApp({ db, config, log, exports }, { serveStatic });

  /**
   * Calls the app like a client: JSON in, { status, body } out. `ip` is the socket address the request
   * comes from (server/http/clientIp.ts); without it there is no socket, as for any in-process request.
   */
  async function call(
    method: string,
    path: string,
    opts: { token?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit; ip?: string } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const env = opts.ip
      ? { incoming: { socket: { remoteAddress: opts.ip, remotePort: 40000, remoteFamily: opts.ip.includes(':') ? 'IPv6' : 'IPv4' } } }
      : undefined;
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  /** Signs in a demo account (captcha off) and answers its token (from the HttpOnly cookie, as an API client reads it). */
  async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
    // A demo account still on the demo password gets the token a sign-in would issue, without the
    // route's deliberately slow password hash (a thousand sign-ins per run); the route itself is
    // tested by calling it (auth.test.ts). Anything else (a changed password, a disabled account) signs in for real.
    if (password === DEMO_PASSWORD) {
      const user = await db.one<{ id: number }>('select id from users where username = $1 and status = 1 and password_hash = any($2)', [
        username,
        inject('demoHashes'),
      ]);
      if (user) return issueToken(db, config, user.id);
    }
    const res = await call('POST', '/v1/wangchuang/common/up-to-date/captcha/login', { json: { username, password, captchaId: 'x', captchaCode: 'x' } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
    const token = tokenFromSetCookie(res.headers);
    if (!token) throw new Error(`login ${username}: no token cookie`);
    return token;
  }

  /**
   * An export as a page does it: start the job (POST path), wait for this app's worker, download the
   * file. Answers the job as it ended and the download's answer (null when the job did not finish).
   */
  async function exportFile(path: string, token: string) {
    const started = await call('POST', path, { token });
    if (started.status !== 200) return { started, job: null, file: null };
    await exports.idle();
    const job = (await call('GET', `/v1/wangchuang/common/exports/${started.body.data.id}`, { token })).body.data;
    const file = job.status === 'done' ? await app.request(`/v1/wangchuang/common/exports/${job.id}/file`, { headers: { authorization: token } }) : null;
    return { started, job, file };
  }

  const tokens = new Map<string, string>();
  /** A demo account's token, signed in once for this app. */
  const token = async (username: string) => tokens.get(username) ?? tokens.set(username, await login(username)).get(username)!;
  /** A demo account's user id. */
  const userId = async (username: string) => (await db.one<{ id: number }>('select id from users where username = $1', [username]))!.id;
  /** Calls `path` under a demo back-office account's role prefix (DEMO_PREFIX), as that account. */
  const as = async (username: string, method: string, path: string, json?: unknown) =>
    call(method, `/v1/wangchuang/${DEMO_PREFIX[username]}/${path}`, { token: await token(username), json });

  return { db, app, config, log, call, login, token, userId, as, exports, exportFile };
}

/** The headers every API answer carries (server/http/security.ts), streamed files included. */
export function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('x-request-id')).toBeTruthy();
}
