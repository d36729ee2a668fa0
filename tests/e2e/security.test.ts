import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, apiLogin, baseURL, launch, signIn, swControlled } from './browser.ts';

/**
 * The security headers in a real browser (docs/security-and-operations.md): the CSP lets the app run —
 * its boot script, the server's boot data, the service worker, the live room's chat stream and video,
 * the captcha picture — and nothing else; no other site can frame it or act as its user; the token
 * cookie is out of reach of scripts.
 */

let browser: Browser;
/** A page on another site (127.0.0.1 vs localhost: another origin and another site). */
let foreign: Server;
let foreignURL = '';
let foreignHtml = '';

beforeAll(async () => {
  browser = await launch();
  foreign = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(foreignHtml);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', () => resolve()));
  foreignURL = `http://127.0.0.1:${(foreign.address() as { port: number }).port}/`;
});
afterAll(async () => {
  await browser?.close();
  foreign?.close();
});

/** A context that records every CSP violation of every page (event and console), with the service worker allowed. */
async function watchedContext(viewport = PHONE): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: baseURL(), serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  return { context, page, violations };
}

async function pageViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets the app run everywhere it goes — boot script, boot data, captcha, live room, service worker, offline — and reports no violation', async () => {
    const { context, page, violations } = await watchedContext();
    const seen: string[] = [];
    const visit = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(path);
      await ready();
      seen.push(...(await pageViolations(page)).map((v) => `${path}: ${v}`));
    };
    // the login page: its captcha picture is a data: image
    await visit('/login', () => page.getByPlaceholder('请输入用户名/手机号').waitFor());
    await page.locator('img[src^="data:image/png"]').first().waitFor({ timeout: 20_000 });
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks');
    // a page whose HTML carries the server's boot data (an inline script allowed by its hash)
    await visit('/supplymarket/notice', () => page.getByTestId('notice-item').first().waitFor({ timeout: 20_000 }));
    expect(await page.evaluate(() => !!window.__cyBoot)).toBe(true);
    await visit('/home', () => page.locator('img').first().waitFor());
    // the live room: its chat is an EventSource, its video a media element
    await visit('/liveing?id=1', () => page.waitForResponse((r) => r.url().includes('/mall/live/1/chat'), { timeout: 20_000 }));
    await page.waitForTimeout(500);
    seen.push(...(await pageViolations(page)).map((v) => `/liveing: ${v}`));
    // the service worker takes control, and the shell it answers offline runs its boot script
    await swControlled(page);
    await page.goto('/cultivate/learningtasks');
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => !!window.__cyBoot && document.querySelector('#root')?.textContent !== '', null, { timeout: 20_000 });
    seen.push(...(await pageViolations(page)).map((v) => `offline: ${v}`));
    await context.setOffline(false);
    expect([...seen, ...violations]).toEqual([]);
    await context.close();
  });

  it('the back office runs under it too', async () => {
    const { context, page, violations } = await watchedContext(DESKTOP);
    await signIn(page, 'admin01');
    await page.waitForURL((u) => u.pathname === '/manage/borad', { timeout: 20_000 });
    await page.goto('/manage/announcement');
    await page.getByText('新建公告').first().waitFor({ timeout: 20_000 });
    expect([...(await pageViolations(page)), ...violations]).toEqual([]);
    await context.close();
  });

  it('an inline script the page did not bring is refused', async () => {
    const { context, page } = await watchedContext();
    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名/手机号').waitFor();
    // what an injected <script> (HTML from somewhere, written into the page) would try
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.appendChild(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await pageViolations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});

describe('other sites', () => {
  it('cannot show the app in a frame', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    foreignHtml = `<!doctype html><iframe id="f" src="${baseURL()}/login" width="800" height="600"></iframe>`;
    await page.goto(foreignURL);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // the browser refused to render it: the frame holds its error page, not the app
    expect(frame!.url()).not.toBe(`${baseURL()}/login`);
    expect(
      await frame!
        .locator('#root')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
  });

  it('cannot act as the signed-in user, and scripts never see the token', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', baseURL: baseURL(), serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname === '/manage/classList');
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'Admin-Token')!;
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).not.toContain(token.value);
    expect(scriptCookies).toContain('Admin-Key=');
    // a page elsewhere makes the browser call the API (sign-out is a GET, the season switch too)
    const other = await context.newPage();
    foreignHtml = `<!doctype html>
      <img src="${baseURL()}/v1/wangchuang/common/logout">
      <form id="f" method="post" action="${baseURL()}/v1/wangchuang/common/resetPwd" enctype="text/plain"><input name='{"pwd":"Demo@2026","newPwd":"Hacked2026","x":"' value='"}'></form>
      <script>document.getElementById('f').submit()</script>`;
    await other.goto(foreignURL);
    await other.waitForTimeout(1500);
    // still signed in, password unchanged
    const info = await fetch(`${baseURL()}/v1/wangchuang/common/info`, { headers: { authorization: token.value } });
    expect(info.status).toBe(200);
    expect((await apiLogin('teacher01')).token).toMatch(/^[\w-]{43}$/);
    await page.goto('/manage/classList');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/manage/classList');
    await context.close();
  });
});
