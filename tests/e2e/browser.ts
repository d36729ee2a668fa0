import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1440, height: 900 };
export const PASSWORD = 'Demo@2026';

/** /register's selects (label, option text) leading to an e-commerce class of inst01's county, 天河区. */
export const TIANHE_CLASS_CHOICES = [
  [/^省/, '广东省'],
  [/^市/, '广州市'],
  [/^区\/县/, '天河区'],
  [/^班级/, '电子商务'],
] as const;

export const baseURL = () => inject('baseURL');

/** The one-time password the server's log SMS sender last sent to this phone (server/services/sms.ts). */
export function smsPassword(phone: string): string | null {
  const lines = readFileSync(inject('serverLog'), 'utf8').split('\n').filter(Boolean).reverse();
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { msg?: string; phone?: string; password?: string };
      if (entry.msg === '短信初始密码' && entry.phone === phone) return entry.password ?? null;
    } catch {
      // not a log line
    }
  }
  return null;
}

/** Chromium's fake camera and microphone, allowed without asking, and real host ICE candidates (tests/e2e/live.test.ts). */
export const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns'];

/**
 * The browser the tests drive: CHROMIUM, else Debian's headless shell (chromium-headless-shell: the same
 * engine without the desktop browser's compositor and UI, about a quarter less CPU per page on a 2-core
 * machine), else Debian's Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** The browser of a test file: launched (with `extraArgs`) before its tests, closed after them. */
export function browserPerFile(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export async function newPage(browser: Browser, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: baseURL(), serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * Signs in through the API as an API client does: the token from the HttpOnly cookie of the answer,
 * and the request key the app's scripts keep (the body's `token`).
 */
export async function apiLogin(username: string, password = PASSWORD): Promise<{ token: string; key: string }> {
  const res = await fetch(`${baseURL()}/v1/wangchuang/common/up-to-date/captcha/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captchaId: 'x', captchaCode: 'x' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('Admin-Token='));
  const token = /^Admin-Token=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!token) throw new Error(`login ${username} failed: ${res.status}`);
  const body = (await res.json()) as { data: { token: string } };
  return { token, key: body.data.token };
}

/** The token an API client sends as Authorization after signing in. */
export const apiToken = async (username: string, password = PASSWORD) => (await apiLogin(username, password)).token;

/** A browser context signed in as `username` without the form: both cookies a sign-in leaves. */
export async function addSignedInCookies(context: BrowserContext, username: string, password = PASSWORD): Promise<string> {
  const { token, key } = await apiLogin(username, password);
  await context.addCookies([
    { name: 'Admin-Token', value: token, url: baseURL(), httpOnly: true, sameSite: 'Strict' },
    { name: 'Admin-Key', value: key, url: baseURL(), sameSite: 'Lax' },
  ]);
  return token;
}

/** The token a signed-in page holds (its Admin-Token cookie), for API calls beside the page. */
export const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;

/** Signs in through the /login form (the server runs with CAPTCHA=off). */
export async function signIn(page: Page, username: string, password = PASSWORD, path = '/login') {
  const seen = watchSignIn(page);
  await page.goto(path);
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.locator('input[type=password]').first().fill(password);
  await page.getByPlaceholder('请输入验证码').fill('0000');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  seen.clicked(path);
}

/**
 * A sign-in that is still on its page 15 s after the click prints what the page was doing: CI has
 * seen a fresh browser's sign-in never leave /login, and never locally. (A test that expects a
 * refusal stays on the page with a message: that is printed too, and harmless.)
 */
function watchSignIn(page: Page) {
  const events: string[] = [];
  const t0 = Date.now();
  const note = (what: string) => events.length < 40 && events.push(`+${Date.now() - t0}ms ${what}`);
  page.on('console', (m) => m.type() !== 'log' && note(`console.${m.type()}: ${m.text().slice(0, 200)}`));
  page.on('pageerror', (e) => note(`pageerror: ${e.message.slice(0, 200)}`));
  page.on('requestfailed', (r) => note(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => (r.status() >= 400 || r.url().includes('/login')) && note(`${r.status()} ${r.request().method()} ${r.url()}`));
  // what was asked after the click, answered or not (a sign-in once sent nothing for 15 s, or got no answer)
  let clicked = false;
  page.on('request', (r) => clicked && note(`asked ${r.method()} ${r.url()}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`navigated ${f.url()}`));
  return {
    clicked(path: string) {
      note('clicked 登录');
      clicked = true;
      setTimeout(async () => {
        if (page.isClosed() || new URL(page.url()).pathname !== path) return;
        const state = await page
          .evaluate(() => ({
            prerendered: document.getElementById('root')?.hasAttribute('data-prerendered'),
            fields: [...document.querySelectorAll('input')].map((i) => (i.type === 'password' ? `${i.value.length} chars` : i.value)),
            messages: [...document.querySelectorAll('.adm-form-item-feedback-error, .adm-toast-main, [role=alert]')].map((e) => e.textContent),
            scripts: document.querySelectorAll('script[type=module]').length,
          }))
          .catch((e: Error) => e.message);
        console.error(`signIn still on ${path} 15 s after the click:`, JSON.stringify(state), `\n${events.join('\n')}`);
      }, 15_000).unref();
    },
  };
}

/**
 * An entry of the signed-in layout's menu (the drawer on a phone). Right after a door to another area
 * the URL has changed while the previous layout, with a 打开菜单 of its own, may still be on screen
 * until the next one's code has loaded: when the entry is not in the drawer that opened, it is closed
 * with Escape and opened again.
 */
export async function drawerMenu(page: Page, entry: string) {
  const item = page.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: entry });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: '打开菜单' }).click();
    try {
      await item.click({ timeout: attempt < 3 ? 8000 : 30_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** In the product's 选择规格 sheet, picks the first value left of every spec not chosen yet. */
export async function chooseSku(page: Page) {
  const groups = page.getByRole('dialog', { name: '选择规格' }).getByRole('radiogroup');
  await groups.first().waitFor();
  for (let i = 0; i < (await groups.count()); i++) {
    const g = groups.nth(i);
    if ((await g.locator('[aria-checked=true]').count()) === 0) await g.locator('button:not([disabled])').first().click();
  }
}

/**
 * /register's 证件照: a picture set on the uploader, then waited for until uploaded (the photo is the
 * field's value only then: 保存 during the upload says 请上传证件照).
 */
export async function registerPhoto(page: Page) {
  await page.locator('input[type=file]').setInputFiles('public/icons/icon-192.png');
  await expect.poll(() => page.locator('.adm-image-uploader-cell-image, .adm-image-uploader-cell img').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.adm-image-uploader-cell-mask').count()).toBe(0);
}

/**
 * Waits until the app has taken over a page the server drew (src/lib/takeover.ts): the drawn page already
 * shows what a test may wait for (its data, the header's coins), and is replaced, element by element, once
 * the code has arrived. Measure or hold elements only after this.
 */
export const appTookOver = (page: Page) => page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });

/**
 * What a page shows and which worker it is under, for a failure's message: an offline reload that shows
 * nothing is otherwise only "expected 0 to be 1".
 */
export async function pageState(page: Page): Promise<string> {
  const state = await page
    .evaluate(async () => {
      const r = await navigator.serviceWorker?.getRegistration();
      return {
        title: document.title,
        text: document.body?.innerText.slice(0, 300) ?? '',
        controlled: !!navigator.serviceWorker?.controller,
        worker: r ? { installing: r.installing?.state, waiting: r.waiting?.state, active: r.active?.state } : 'no registration',
        caches: await Promise.all((await caches.keys()).map(async (k) => `${k}: ${(await (await caches.open(k)).keys()).length}`)),
      };
    })
    .catch((e: unknown) => String(e));
  return `${page.url()} ${JSON.stringify(state)}`;
}

/**
 * Waits until the service worker controls the page. Its install precaches the whole build (~340 files)
 * from the test server: beside the other passes in CI that once took over 30 s.
 */
export async function swControlled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
  } catch (error) {
    // what the browser holds: no registration (dropped after a failed install), or a worker stuck installing
    const held = await page
      .evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return r ? { installing: r.installing?.state, waiting: r.waiting?.state, active: r.active?.state } : 'no registration';
      })
      .catch((e: unknown) => String(e));
    throw new Error(`no service worker controls ${page.url()} after 60 s: ${JSON.stringify(held)}`, { cause: error });
  }
}
