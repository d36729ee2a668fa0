import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's log (JSON lines): where the log SMS sender writes one-time codes and passwords. */
    serverLog: string;
    /** When the demo data was seeded (ms): its calendar is that day's (server/db/seed/calendar.ts), not the day a test runs on. */
    seededAt: number;
  }
}

/** In a seeded data folder: the time its seed began (ms), written by scripts/test.mjs. */
export const SEEDED_AT_FILE = 'seeded-at';

let server: ChildProcess | undefined;
let dataDir = '';

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

/** Starts the real server (`npm run serve`) on the built app with a fresh data folder. */
export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'cy-e2e-'));
  // a data folder seeded once for every e2e process of the run (scripts/test.mjs writes when, in seeded-at)
  const seeded = process.env.SEEDED_DATA_DIR;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const seededAtFile = seeded && join(seeded, SEEDED_AT_FILE);
  const seededAt = seededAtFile && existsSync(seededAtFile) ? Number(readFileSync(seededAtFile, 'utf8')) : Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const logFile = join(dataDir, 'server.log');
  const keep = (d: Buffer) => {
    output += d;
    appendFileSync(logFile, d);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const baseURL = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/v1/wangchuang/common/info`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() - started > 180_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('serverLog', logFile);
  project.provide('seededAt', seededAt);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
