/**
 * The spec §9 rules only a real browser shows (layout widths, cookies), one test per rule
 * (docs/conformance.md); the other rules are in tests/component/conformance-*.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, TABLET, newPage, signIn, browserPerFile } from './browser.ts';

const browser = browserPerFile();

const widthOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  return box ? Math.round(box.width) : null;
};

describe('§9 in the browser', () => {
  it('§9 Side menu width 250 px (seller menu 220 px)', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
    await page.goto('/supplymarket/notice');
    await expect.poll(() => widthOf(page, '.supply-menu'), { timeout: 20_000 }).toBe(250);
    await page.goto('/seller/index');
    await expect.poll(() => widthOf(page, '.seller-menu'), { timeout: 20_000 }).toBe(220);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§9 Notice dialog width 920', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
    await page.goto('/supplymarket/notice');
    await expect.poll(() => page.getByTestId('notice-item').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId('notice-item').first().getByRole('button').click();
    await page.locator('[role=dialog] .notice-detail-title').first().waitFor();
    await expect.poll(() => widthOf(page, '.adm-center-popup-body')).toBe(920);
    await context.close();
  });

  it('§9 The sidebar state is kept in a cookie as 1 or 0', async () => {
    const { context, page } = await newPage(browser(), TABLET);
    await signIn(page, 'city01');
    await page.waitForURL((u) => u.pathname === '/manage/borad', { timeout: 20_000 });
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    const toggle = () => page.getByRole('button', { name: /收起菜单|展开菜单/ });
    await toggle().click();
    await expect.poll(cookie).toMatch(/^[01]$/);
    const first = await cookie();
    await toggle().click();
    await expect.poll(cookie).toBe(first === '1' ? '0' : '1');
    const label = await toggle().getAttribute('aria-label');
    await page.reload();
    await expect.poll(() => toggle().getAttribute('aria-label')).toBe(label);
    await context.close();
  });

  it('§9 The token is kept in a cookie', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 20_000 });
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
    expect(token.length).toBeGreaterThan(20);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(token);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/manage/classList');
    await context.close();
  });
});
