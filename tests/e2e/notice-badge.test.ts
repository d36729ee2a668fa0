/**
 * The unread notice count on the installed app's icon (the Badging API, src/lib/appBadge.ts
 * showAppBadge): set whenever the count changes, cleared at 0 and on sign-out. Chromium's own
 * navigator.setAppBadge is replaced by a recorder before the app loads, so the test reads the calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, addSignedInCookies, apiToken, baseURL, launch, newPage } from './browser.ts';

/** A learner no other end-to-end file signs in as: 8 unread notices in the seed. */
const LEARNER = 'stu0001';
const V = '/v1/wangchuang/student/';

/** Records every badge call of this tab in sessionStorage (it outlives the reload a sign-out may make). */
const BADGE_RECORDER = `(() => {
  const record = (call) => sessionStorage.setItem('badge-calls', JSON.stringify([...JSON.parse(sessionStorage.getItem('badge-calls') || '[]'), call]));
  Object.defineProperty(Navigator.prototype, 'setAppBadge', { configurable: true, value: (n) => (record(['set', n]), Promise.resolve()) });
  Object.defineProperty(Navigator.prototype, 'clearAppBadge', { configurable: true, value: () => (record(['clear']), Promise.resolve()) });
})();`;

let browser: Browser;

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${V}${path}`, { headers: { authorization: token } });
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launch();
  // all but two of the learner's unread notices read beforehand (opening a notice marks it read)
  const token = await apiToken(LEARNER);
  const unread: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await api<{ list: { msgId: number; readStatus: number }[]; isLastPage: boolean }>(token, `loadSendSysMsg?pageNum=${pageNum}&pageSize=5`);
    unread.push(...page.list.filter((m) => m.readStatus === 0).map((m) => m.msgId));
    if (page.isLastPage) break;
  }
  for (const msgId of unread.slice(2)) await api(token, `lookSysMsg/Details/${msgId}`);
  expect(await api<number>(token, 'loadSysMsg/num')).toBe(2);
});
afterAll(async () => {
  await browser?.close();
});

const calls = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('badge-calls') || '[]') as unknown[][]);
const lastCall = async (page: Page) => (await calls(page)).at(-1);

async function readOneNotice(page: Page) {
  await page.goto('/supplymarket/notice');
  const unread = page.locator('[data-testid=notice-item][data-unread="1"] button').first();
  await unread.waitFor({ timeout: 20_000 });
  await unread.click();
  await page.locator('[role=dialog] .notice-detail-title').first().waitFor();
}

describe('the app icon badge (Chromium)', () => {
  it('shows the unread count, follows each notice read, and is cleared at 0 and on sign-out', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await context.addInitScript(BADGE_RECORDER);
    await addSignedInCookies(context, LEARNER);

    await page.goto('/home');
    await expect.poll(() => lastCall(page), { timeout: 20_000 }).toEqual(['set', 2]);
    await readOneNotice(page);
    await expect.poll(() => lastCall(page)).toEqual(['set', 1]);

    // signing out takes the count off the icon
    await page.goto('/home');
    await page.getByRole('navigation', { name: '顶部导航' }).getByRole('button', { name: '退出' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => lastCall(page)).toEqual(['clear']);

    // back in, the last unread notice read: 0 clears the badge
    await addSignedInCookies(context, LEARNER);
    await readOneNotice(page);
    await expect.poll(() => lastCall(page)).toEqual(['clear']);
    expect(await calls(page)).toContainEqual(['set', 1]);
    // never a count of 0 set: 0 is a clear
    expect((await calls(page)).filter(([kind, n]) => kind === 'set' && !((n as number) > 0))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
