import { requestKeyOf } from '../server/http/auth.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts `server/main.ts` on a port with a fresh data folder (CAPTCHA off) and waits until it answers. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<{ baseURL: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cy-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/v1/wangchuang/common/info`)).status === 401) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The cookies of a signed-in browser: the HttpOnly token and the request key the app's scripts keep. */
export function signedInCookies(baseURL: string, token: string) {
  return [
    { name: 'Admin-Token', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' as const },
    { name: 'Admin-Key', value: requestKeyOf(token), url: baseURL, sameSite: 'Lax' as const },
  ];
}

export async function loginToken(baseURL: string, username: string): Promise<string> {
  const res = await fetch(`${baseURL}/v1/wangchuang/common/up-to-date/captcha/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@2026', captchaId: 'x', captchaCode: 'x' }),
  });
  // the token is in the HttpOnly cookie of the answer (the body carries only its request key)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('Admin-Token='));
  const token = /^Admin-Token=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
  if (!token) throw new Error(`${res.status} ${((await res.json().catch(() => null)) as { msg?: string } | null)?.msg ?? ''}`);
  return token;
}
