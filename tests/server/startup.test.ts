import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableFolder } from '../../server/startup.ts';

/**
 * The server process as an operator meets it: a bad setting is one line with the cause and the fix
 * (never a stack trace) and exit code 1; SIGTERM — to `npm run serve` as a container's stop sends it —
 * ends the live-chat streams, gives requests in flight SHUTDOWN_GRACE_MS and exits 0.
 */

const BASE_ENV = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  CAPTCHA: 'off',
  DATABASE_URL: '',
  HX_SECRET: '',
  NODE_ENV: 'development',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Runs server/main.ts with env until it exits: code, stdout, stderr. */
/** The folders from `path` up whose mode keeps other users out, with their modes. */
function privateAncestors(path: string): [string, number][] {
  const found: [string, number][] = [];
  for (let p = path; p !== dirname(p); p = dirname(p)) {
    const mode = statSync(p).mode & 0o7777;
    if ((mode & 0o005) !== 0o005) found.push([p, mode]);
  }
  return found;
}

function runServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  as: { uid?: number; gid?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...BASE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'], ...as });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Exit 1 with exactly one line on stderr, no stack trace anywhere. */
function expectOneLine(r: { code: number | null; stdout: string; stderr: string }, pattern: RegExp) {
  expect(r.code).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^启动失败：/);
  expect(lines[0]).toMatch(pattern);
  expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
}

// each check starts a fresh `node --import tsx` (5-8 s on a busy 2-core machine), several per test
describe('start-up checks', { timeout: 240_000 }, () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'cy-start-'));

  it('PORT=abc', async () => {
    expectOneLine(await runServer({ PORT: 'abc', DATA_DIR: dir() }), /PORT="abc" 无效：须为 1–65535 之间的整数（例如 PORT=8080）/);
  });

  it('a data folder that is a file, sits under a file, or is not writable', async () => {
    const file = join(dir(), 'data');
    writeFileSync(file, 'x');
    expectOneLine(await runServer({ DATA_DIR: file, PORT: String(await freePort()) }), /是一个文件而不是文件夹/);
    expectOneLine(
      await runServer({ DATA_DIR: join(file, 'sub'), PORT: String(await freePort()) }),
      /无法访问 .*（DATA_DIR）：ENOTDIR。请把 DATA_DIR 指向服务进程可写的文件夹/,
    );
    // read-only for the server's user (root ignores permissions: the server then runs as nobody)
    const parent = dir();
    chmodSync(parent, 0o755);
    const readOnly = join(parent, 'ro');
    mkdirSync(readOnly, { mode: 0o555 });
    chmodSync(readOnly, 0o555);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    // nobody must reach the checkout to start the server: a checkout in a private folder (mktemp -d
    // makes them 0700) is opened to others for the duration of this one start
    const closed = process.getuid?.() === 0 ? privateAncestors(process.cwd()) : [];
    for (const [path] of closed) chmodSync(path, 0o755);
    try {
      expectOneLine(
        await runServer({ DATA_DIR: readOnly, PORT: String(await freePort()) }, 60_000, asNobody),
        /文件夹 .*ro（DATA_DIR）不可写：请授予服务进程写权限/,
      );
    } finally {
      for (const [path, mode] of closed) chmodSync(path, mode);
    }
  });

  it('a data folder under /proc, /sys or /dev: one line within seconds (a recursive mkdir under /proc never returned)', async () => {
    for (const path of ['/proc/cy-data/db', '/proc/self', '/sys/cy-data', '/dev/null', '/dev/shm/../null'])
      expect(() => writableFolder(path, 'DATA_DIR'), path).toThrow(/位于系统虚拟文件系统（\/proc、\/sys、\/dev）中，不能存放数据/);
    const started = Date.now();
    expectOneLine(
      // 45 s: a process that spins never ends, and tsx loading the server beside CI's browsers took over 20 s once
      await runServer({ DATA_DIR: '/proc/cy-data/db', PORT: String(await freePort()) }, 45_000),
      /\/proc\/cy-data\/db（DATA_DIR）位于系统虚拟文件系统/,
    );
    expect(Date.now() - started).toBeLessThan(45_000);
  }, 60_000);

  it('an uploads path that is a file', async () => {
    const data = dir();
    writeFileSync(join(data, 'uploads'), 'x');
    expectOneLine(await runServer({ DATA_DIR: data, PORT: String(await freePort()) }), /uploads（上传文件目录 DATA_DIR\/uploads）是一个文件而不是文件夹/);
  });

  it('a port in use', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, () => resolve((blocker.address() as { port: number }).port)));
    try {
      expectOneLine(
        await runServer({ DATA_DIR: dir(), PORT: String(port) }),
        new RegExp(`端口 ${port} 已被占用：请停止占用它的程序，或用 PORT=<其他端口> 启动`),
      );
    } finally {
      blocker.close();
    }
  });

  it('HX_SECRET is required with DATABASE_URL or in production; a bad DATABASE_URL or TRUSTED_PROXIES is named', async () => {
    const port = String(await freePort());
    // none of them gets as far as listening: they run side by side
    const cases: [Record<string, string>, RegExp][] = [
      [{ DATABASE_URL: 'postgres://u@127.0.0.1:1/x' }, /HX_SECRET 未设置：使用 DATABASE_URL 时/],
      [{ NODE_ENV: 'production' }, /HX_SECRET 未设置：NODE_ENV=production 时/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL 须以 postgres:\/\//],
      [{ TRUSTED_PROXIES: '10.0.0.0/99' }, /TRUSTED_PROXIES 中的 "10.0.0.0\/99"/],
      [{ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x', HX_SECRET: 'a-long-enough-shared-secret' }, /无法连接 DATABASE_URL 指向的 PostgreSQL（ECONNREFUSED/],
    ];
    const results = await Promise.all(cases.map(([env]) => runServer({ DATA_DIR: dir(), PORT: port, ...env })));
    for (const [i, r] of results.entries()) expectOneLine(r, cases[i]![1]);
  });
});

describe('shutdown of `npm run serve`', () => {
  let npm: ChildProcess;
  let port = 0;
  let output = '';
  const exited = () => new Promise<number | null>((resolve) => (npm.exitCode !== null ? resolve(npm.exitCode) : npm.once('exit', resolve)));

  beforeAll(async () => {
    port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'cy-stop-'));
    // the run's seeded folder when there is one (scripts/test.mjs): a first seed beside the browsers took over 2 minutes
    if (process.env.SEEDED_DATA_DIR) cpSync(process.env.SEEDED_DATA_DIR, dataDir, { recursive: true });
    npm = spawn('npm', ['run', 'serve', '--silent'], {
      env: { ...process.env, ...BASE_ENV, PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d) => (output += d));
    npm.stderr!.on('data', (d) => (output += d));
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/v1/wangchuang/common/info`)).status === 401) break;
      } catch {
        // not yet
      }
      if (npm.exitCode !== null || Date.now() - started > 240_000) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 270_000);
  afterAll(() => {
    if (npm.exitCode === null) npm.kill('SIGKILL');
  });

  it('SIGTERM to npm stops the server: live-chat streams end, a request in flight gets its grace period, then exit 0', async () => {
    // a viewer of a live room, connected for as long as the server lets it
    const live = await fetch(`http://127.0.0.1:${port}/v1/wangchuang/mall/live/1/chat`);
    expect(live.status).toBe(200);
    const reader = live.body!.getReader();
    await reader.read(); // the ready event
    const streamEnded = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })().catch(() => true);
    // a request still sending its body when the signal comes
    const slow = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      'POST /v1/wangchuang/common/up-to-date/captcha/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
    );
    slow.on('error', () => undefined);
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));

    const signalled = Date.now();
    npm.kill('SIGTERM');
    expect(await Promise.race([streamEnded, new Promise((r) => setTimeout(() => r('still open'), 3000))])).toBe(true);
    expect(await exited()).toBe(0);
    const took = Date.now() - signalled;
    await slowClosed;
    expect(took).toBeGreaterThanOrEqual(1400); // the request in flight had its grace period…
    expect(took).toBeLessThan(10_000); // …and no more
    expect(output).toContain('收到 SIGTERM，正在关闭');
    expect(output).toContain('仍有请求未完成，已到关闭期限，强制断开');
    expect(output).toContain('已安全关闭');
    // nothing is left listening
    await expect(fetch(`http://127.0.0.1:${port}/v1/wangchuang/common/info`)).rejects.toThrow();
  });
});
