/**
 * Class lists and dialogs as a user reads them (issue 26): class pickers in natural order (第3期
 * before 第12期), a class's 课程安排 keeping its lines in the detail dialog, no 直播电商班班, and the
 * attendance filter naming each session's class.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, addSignedInCookies, apiToken, baseURL, launch, newPage } from './browser.ts';
import { naturalCompare } from '../../src/api/contract/naturalOrder.ts';

const ZBB_CLASS = '2026年第3期直播电商创业培训班';
let browser: Browser;
let zbbClassId = 0;

beforeAll(async () => {
  browser = await launch();
  const token = await apiToken('teacher01');
  const res = await fetch(`${baseURL()}/v1/wangchuang/teacher/clazz/options?keyword=${encodeURIComponent(ZBB_CLASS)}`, { headers: { authorization: token } });
  zbbClassId = ((await res.json()) as { data: { value: number }[] }).data[0]!.value;
});
afterAll(async () => {
  await browser?.close();
});

describe('class lists at 1440×900', () => {
  it('a class’s detail dialog keeps the lines of its 课程安排; its page says 直播电商班 once', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await addSignedInCookies(context, 'teacher01');
    await page.goto('/manage/classList');
    await page.getByRole('row').filter({ hasText: ZBB_CLASS }).getByRole('button', { name: '查看' }).click();
    const schedule = page
      .locator('.rs-detail-list div')
      .filter({ has: page.locator('dt', { hasText: '课程安排' }) })
      .locator('dd');
    await schedule.waitFor();
    // shown on their own lines, as typed (innerText follows what is drawn)
    const lines = (await schedule.evaluate((el) => (el as HTMLElement).innerText)).split('\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toMatch(/^第1周：/);

    await page.goto(`/manage/information/${zbbClassId}`);
    await page.getByText('直播电商班的流程').waitFor();
    expect(await page.evaluate(() => document.body.innerText.includes('班班'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the attendance filters: classes in natural order, each session with its class and time, none alike', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await addSignedInCookies(context, 'city01');
    await page.goto('/manage/AttendanceManagement');
    const classes = page.getByRole('combobox', { name: '班级' });
    await expect.poll(() => classes.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const classNames = (await classes.locator('option').allTextContents()).slice(1);
    expect(classNames).toEqual([...classNames].sort(naturalCompare));
    expect(classNames.indexOf('2026年第12期SYB创业培训班')).toBeGreaterThan(classNames.indexOf(ZBB_CLASS));

    const sessions = page.getByRole('combobox', { name: '签到场次' });
    await expect.poll(() => sessions.locator('option').count()).toBeGreaterThan(1);
    const labels = (await sessions.locator('option').allTextContents()).slice(1);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(classNames.some((name) => label.includes(`（${name} `))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
