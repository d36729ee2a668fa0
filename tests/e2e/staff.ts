import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, newPage, signIn, tokenOf } from './browser.ts';

/**
 * The back office as staff walk it (docs/journeys.md "Staff journeys"): signed in through the form,
 * then everything reached from the side menu and the pages' own links and buttons.
 */

/** A user signed in through /login in a context of their own, on the page they land on. */
export async function staffAt(browser: Browser, viewport: { width: number; height: number }, username: string, landing: string) {
  const s = await newPage(browser, viewport);
  await signIn(s.page, username);
  await s.page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
  return s;
}

/**
 * Opens a page from the side menu of the back office or the learner area: its group (none for the
 * learner's flat menu), then its entry; on a phone through the 打开菜单 drawer. An open group stays open.
 */
export async function menu(page: Page, group: string | null, item: string) {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) await page.getByRole('button', { name: '打开菜单' }).click();
  const nav = page.getByRole('navigation', { name: '菜单' }).last();
  // a group and its entry may share a name (考勤管理): groups say whether they are open, entries do not
  const groups = nav.locator('button[aria-expanded]');
  if (group) {
    const title = groups.filter({ has: page.getByText(group, { exact: true }) });
    if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  }
  const entry = nav.getByRole('button', { name: item, exact: true }).and(nav.locator('button:not([aria-expanded])'));
  await entry.click();
  // the page is on screen once its entry is the current one (a phone's drawer closes instead): until then the
  // visible view is still the last page, whose fields may share names with the next one's
  await expect.poll(async () => (await entry.count()) === 0 || (await entry.getAttribute('aria-current')) === 'page', { timeout: 30_000 }).toBe(true);
}

/** A GET of the API as the page's user (to count the rows behind a figure, or to read a state). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}/v1/wangchuang/${path}`, { headers: { authorization: await tokenOf(page) } });
  return ((await res.json()) as { data: T }).data;
}

/** The confirmation of an action (act's dialog): 确定. */
export const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();

/** A datetime-local value in China time, minutes from now. */
export const chinaLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16);
