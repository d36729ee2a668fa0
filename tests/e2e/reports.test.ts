import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, addSignedInCookies, apiToken, baseURL, launch, newPage } from './browser.ts';

/**
 * Reports and printing in the browser: province01 drills the entrepreneurship statistics down to a
 * city and back and downloads the table as Excel (1440×900); city01 opens a class's certificates on
 * a phone (390×844) with no app chrome, and in print media the toolbar is gone and each learner's
 * certificate starts a new page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('reports', () => {
  it('statisticalTable drills down and back, and exports the table as Excel', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await addSignedInCookies(context, 'province01');
    await page.goto('/manage/statisticalTable');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toContain('广东省');
    await page.getByRole('button', { name: '查看广州市下级' }).click();
    await expect.poll(() => heading.textContent()).toContain('广州市');
    await expect.poll(() => page.getByText('天河区').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '返回上级' }).click();
    await expect.poll(() => heading.textContent()).toContain('广东省');

    await page.getByRole('button', { name: '导出', exact: true }).click();
    await page.getByRole('menuitem', { name: '导出 Excel' }).click();
    await page.getByText('导出完成').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^下载 / }).click()]);
    expect(file.suggestedFilename()).toMatch(/^创业情况统计表-广东省-\d{8}\.xlsx$/);
    // the same file in 导出记录, which the export button leads to
    await page.getByRole('link', { name: '导出记录' }).click();
    await page.waitForURL('**/manage/exportRecords');
    await expect.poll(() => page.getByRole('button', { name: /^下载 创业情况统计表-广东省-\d{8}\.xlsx$/ }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a print page on a phone has no app chrome, and in print media one certificate per page', async () => {
    const token = await apiToken('city01');
    const get = async <T>(path: string) =>
      ((await (await fetch(`${baseURL()}/v1/wangchuang/city/${path}`, { headers: { authorization: token } })).json()) as { data: T }).data;
    const classes = await get<{ id: number; status: string }[]>('loadClazzWhere');
    let classId = 0;
    for (const c of classes.filter((x) => x.status === 'closed')) {
      if ((await get<{ learners: unknown[] }>(`reports/print?kind=certificate&classId=${c.id}`)).learners.length > 1) classId = c.id;
      if (classId) break;
    }
    expect(classId).toBeGreaterThan(0);

    const { context, page, errors } = await newPage(browser, PHONE);
    await addSignedInCookies(context, 'city01');
    await page.goto(`/manage/printM?kind=certificate&classId=${classId}`);
    const sheets = page.locator('.pr-sheet');
    await expect.poll(() => sheets.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await page.locator('.bo-sidebar, .bo-header, .tabs-bar').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '打印' }).isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('toolbar', { name: '打印' }).isVisible()).toBe(false);
    const breaks = await sheets.evaluateAll((els) => els.map((e) => getComputedStyle(e).breakBefore));
    expect(breaks[0]).not.toBe('page');
    expect(breaks.slice(1).every((b) => b === 'page')).toBe(true);
    expect(await sheets.first().evaluate((e) => getComputedStyle(e).boxShadow)).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
