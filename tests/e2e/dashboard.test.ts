import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addSignedInCookies, baseURL, DESKTOP, launch, newPage, PHONE } from './browser.ts';

/**
 * The dashboards (docs/dashboards.md) in the browser: charts drawn on canvas, figures that agree
 * with the API and click through to their list, a phone layout without sideways scrolling, and the
 * wall display on a 1920×1080 screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Canvases under the selector that have something drawn on them. */
const drawnCanvases = (page: Page, selector: string) =>
  page.$$eval(
    `${selector} canvas`,
    (canvases) =>
      (canvases as HTMLCanvasElement[]).filter((c) => {
        const ctx = c.getContext('2d');
        if (!ctx || !c.width || !c.height) return false;
        const px = ctx.getImageData(0, 0, c.width, c.height).data;
        for (let i = 3; i < px.length; i += 16) if (px[i] > 0) return true;
        return false;
      }).length,
  );

async function overview(token: string, prefix: string) {
  const res = await fetch(`${baseURL()}/v1/wangchuang/${prefix}/dashboard/overview`, { headers: { authorization: token } });
  return ((await res.json()) as { data: { classes: number; learners: number; subRegions: unknown[] } }).data;
}

describe('dashboards', () => {
  it('province01 at 1440×900: charts drawn, figures as the API says, a figure opens its list', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const token = await addSignedInCookies(context, 'province01');
    const d = await overview(token, 'province');
    await page.goto('/manage/borad');
    await page.getByRole('heading', { name: '数据中心 · 广东省' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => drawnCanvases(page, '.db-page'), { timeout: 10_000 }).toBe(4);
    const classes = page.getByRole('link', { name: /班级总数/ });
    await expect.poll(() => classes.textContent()).toContain(String(d.classes));
    expect(await page.getByRole('link', { name: /培训学员/ }).textContent()).toContain(String(d.learners));
    await classes.click();
    await page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('admin01 at 390×844: figures and charts stacked, nothing wider than the phone', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await addSignedInCookies(context, 'admin01');
    await page.goto('/manage/borad');
    await page.getByRole('heading', { name: '数据中心 · 全国' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => drawnCanvases(page, '.db-page'), { timeout: 10_000 }).toBe(4);
    const widths = await page.$$eval('.db-card, .db-figure', (els) => els.map((e) => e.getBoundingClientRect().right));
    for (const w of widths) expect(w).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('city01’s wall display at 1920×1080: the region, a tile per district, charts, one screen', async () => {
    const { context, page, errors } = await newPage(browser, { width: 1920, height: 1080 });
    const token = await addSignedInCookies(context, 'city01');
    const d = await overview(token, 'city');
    await page.goto('/manage/largeScreen');
    await page.getByRole('heading', { name: '广州市创业培训数据大屏' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.db-tile').count()).toBe(d.subRegions.length);
    await expect.poll(() => drawnCanvases(page, '.ls-page'), { timeout: 10_000 }).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    await expect.poll(() => page.getByText(/数据更新于/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
