import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { wrapPglite, type Db } from '../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/index.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { memoryLogger } from '../../server/log.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { DEMO_PASSWORD };

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
  const { seeded, ...modules } = await loadEngine();
  const db: Db = wrapPglite(await PGlite.create({ ...modules, loadDataDir: seeded }));
  const config: Config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cy-test-')) }),
    captchaOff: true,
    ...overrides,
  };
  const log = memoryLogger();
  const app = createApp({ db, config, log }, { serveStatic });

  /** Calls the app like a client: JSON in, { status, body } out. */
  async function call(method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  /** Signs in a demo account (captcha off) and answers its token. */
  async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await call('POST', '/v1/wangchuang/common/up-to-date/captcha/login', { json: { username, password, captchaId: 'x', captchaCode: 'x' } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  }

  return { db, app, config, log, call, login };
}
