import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch } from './browser.ts';
import { apiAs, menu, staffAt } from './staff.ts';

/**
 * An administrator's day, clicked through from where city01 lands (the data centre) at 1440×900
 * (docs/journeys.md "Staff journeys"): every figure of the data centre, the wall and the statistics
 * table recounted from the rows the API lists; the data centre on a phone without sideways scrolling;
 * the wall on a 1920×1080 screen and back; the statistics drilled down, exported as a job (progress,
 * 下载) and found again in 导出记录; a closed class's certificates printed from its page.
 */

let browser: Browser;
let city: { context: BrowserContext; page: Page; errors: string[] };
beforeAll(async () => {
  browser = await launch();
  city = await staffAt(browser, DESKTOP, 'city01', '/manage/borad');
});
afterAll(async () => {
  expect(city.errors).toEqual([]);
  await browser?.close();
});

type ClassRow = { id: number; name: string; status: string; studentCount: number };
/** Every class in city01's scope, as the class list's API lists them. */
async function classRows(page: Page) {
  const { list, total } = await apiAs<{ list: ClassRow[]; total: number }>(page, 'city/clazz/list?pageSize=100');
  expect(list).toHaveLength(total);
  return list;
}
const sum = (rows: ClassRow[]) => rows.reduce((a, r) => a + r.studentCount, 0);

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

/** A figure of the data centre (a link to its list): its value and its note. */
const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

describe('an administrator’s dashboards, statistics, export and print (city01)', () => {
  it('the data centre’s figures are its rows; a figure opens its list; on a phone nothing is wider than the screen', async () => {
    const p = city.page;
    await p.getByRole('heading', { name: '数据中心 · 广州市' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => drawnCanvases(p, '.db-page'), { timeout: 10_000 }).toBe(4);
    const rows = await classRows(p);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(await figure(p, '班级总数').locator('.db-figure-value').textContent()).toBe(String(rows.length));
    expect(await figure(p, '班级总数').locator('.db-figure-note').textContent()).toBe(`进行中 ${count('in_progress')} · 待审核 ${count('submitted')}`);
    expect(await figure(p, '培训学员').locator('.db-figure-value').textContent()).toBe(sum(rows).toLocaleString('zh-CN'));

    // the same page on a phone: figures and charts stacked
    await p.setViewportSize(PHONE);
    await expect
      .poll(async () => Math.max(...(await p.$$eval('.db-card, .db-figure', (els) => els.map((e) => e.getBoundingClientRect().right)))))
      .toBeLessThanOrEqual(PHONE.width);
    await p.setViewportSize(DESKTOP);

    // 班级总数 opens the class list, which counts as many
    await figure(p, '班级总数').click();
    await p.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 10_000 });
    await expect.poll(() => p.locator('.rs-pager-total').first().textContent(), { timeout: 10_000 }).toBe(`共 ${rows.length} 条`);
  });

  it('the wall on a 1920×1080 screen: the region, a tile per district, drafts left out, one screen, and back', async () => {
    const p = city.page;
    const overview = await apiAs<{ subRegions: unknown[] }>(p, 'city/dashboard/overview');
    const rows = await classRows(p);
    await p.setViewportSize({ width: 1920, height: 1080 });
    await menu(p, '数据中心', '数据大屏');
    await p.getByRole('heading', { name: '广州市创业培训数据大屏' }).waitFor({ timeout: 20_000 });
    expect(await p.locator('.db-tile').count()).toBe(overview.subRegions.length);
    await expect.poll(() => drawnCanvases(p, '.ls-page'), { timeout: 10_000 }).toBe(4);
    const stat = (label: string) => p.locator('.ls-stats li', { hasText: label }).locator('strong').textContent();
    expect(await stat('班级总数')).toBe(String(rows.filter((r) => r.status !== 'draft').length));
    expect(await stat('培训学员')).toBe(String(sum(rows.filter((r) => r.status !== 'draft'))));
    expect(await p.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    await expect.poll(() => p.getByText(/数据更新于/).count()).toBe(1);
    await p.getByRole('button', { name: '‹ 返回' }).click();
    await p.waitForURL((u) => u.pathname !== '/manage/largeScreen', { timeout: 10_000 });
    await p.setViewportSize(DESKTOP);
  });

  it('the statistics table: 培训人数 is the closed classes’ learners; drilled down and back; exported as a job, downloaded, in 导出记录', async () => {
    const p = city.page;
    const closed = (await classRows(p)).filter((r) => r.status === 'closed');
    await menu(p, '系统设置', '数据下载');
    await p.getByRole('link', { name: '创业情况统计表' }).click();
    const heading = p.getByRole('heading', { level: 1, name: /创业情况统计表/ });
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toContain('广州市');
    const trained = p.locator('.rp-figures div', { hasText: '培训人数' }).locator('dd');
    await expect.poll(() => trained.textContent(), { timeout: 10_000 }).toBe(sum(closed).toLocaleString('zh-CN'));

    await p.getByRole('button', { name: '查看天河区下级' }).click();
    await expect.poll(() => heading.textContent()).toContain('天河区');
    await p.getByRole('button', { name: '返回上级' }).click();
    await expect.poll(() => heading.textContent()).toContain('广州市');

    await p.getByRole('button', { name: '导出', exact: true }).click();
    await p.getByRole('menuitem', { name: '导出 Excel' }).click();
    await p.getByText('导出完成').waitFor({ timeout: 20_000 });
    const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: /^下载 / }).click()]);
    expect(file.suggestedFilename()).toMatch(/^创业情况统计表-广州市-\d{8}\.xlsx$/);
    // the same file in 导出记录, which the export button leads to
    await p.getByRole('link', { name: '导出记录' }).click();
    await p.waitForURL('**/manage/exportRecords');
    await expect.poll(() => p.getByRole('button', { name: /^下载 创业情况统计表-广州市-\d{8}\.xlsx$/ }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('a closed class’s certificates printed from its page: on a phone no app chrome, one certificate a page on paper, and back', async () => {
    const p = city.page;
    let closed: ClassRow | undefined;
    for (const c of (await classRows(p)).filter((r) => r.status === 'closed')) {
      const print = await apiAs<{ learners: unknown[] }>(p, `city/reports/print?kind=certificate&classId=${c.id}`);
      if (print.learners.length > 1) closed = c;
      if (closed) break;
    }
    expect(closed).toBeDefined();
    await menu(p, '班级管理', '班级列表');
    await p.getByPlaceholder('搜索班级名称').fill(closed!.name);
    await p.getByRole('link', { name: closed!.name, exact: true }).click();
    await p.waitForURL((u) => u.pathname === `/manage/information/${closed!.id}`, { timeout: 10_000 });
    await p.locator('.cl-head-tools').getByRole('button', { name: '打印' }).click();
    await p.waitForURL((u) => u.pathname === '/manage/printM' && u.searchParams.get('kind') === 'certificate', { timeout: 10_000 });

    // on a phone as on a desktop
    await p.setViewportSize(PHONE);
    const sheets = p.locator('.pr-sheet');
    await expect.poll(() => sheets.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await p.locator('.bo-sidebar, .bo-header, .tabs-bar').count()).toBe(0);
    await expect.poll(() => p.getByRole('button', { name: '打印' }).isVisible()).toBe(true);
    await p.emulateMedia({ media: 'print' });
    expect(await p.getByRole('toolbar', { name: '打印' }).isVisible()).toBe(false);
    const breaks = await sheets.evaluateAll((els) => els.map((e) => getComputedStyle(e).breakBefore));
    expect(breaks[0]).not.toBe('page');
    expect(breaks.slice(1).every((b) => b === 'page')).toBe(true);
    expect(await sheets.first().evaluate((e) => getComputedStyle(e).boxShadow)).toBe('none');
    await p.emulateMedia({ media: 'screen' });
    await p.setViewportSize(DESKTOP);
    await p.getByRole('button', { name: '返回' }).click();
    await p.waitForURL((u) => u.pathname === `/manage/information/${closed!.id}`, { timeout: 10_000 });
  });
});
