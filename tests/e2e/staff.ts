import type { Browser, Page } from 'playwright-core';
import { baseURL, newPage, signIn } from './browser.ts';

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
 * Opens a page from the back office's side menu: its group, then its entry (on a phone through the
 * 打开菜单 drawer). The group is left open if it is.
 */
export async function menu(page: Page, group: string, item: string) {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) await page.getByRole('button', { name: '打开菜单' }).click();
  const nav = page.getByRole('navigation', { name: '菜单' }).last();
  const title = nav.getByRole('button', { name: group, exact: true });
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  await nav.getByRole('button', { name: item, exact: true }).click();
}

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;

/** A GET of the API as the page's user (to count the rows behind a figure, or to read a state). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}/v1/wangchuang/${path}`, { headers: { authorization: await tokenOf(page) } });
  return ((await res.json()) as { data: T }).data;
}

/** The confirmation of an action (act's dialog): 确定. */
export const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();

/** A datetime-local value in China time, minutes from now. */
export const chinaLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16);
