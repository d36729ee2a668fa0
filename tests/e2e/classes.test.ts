import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, browserPerFile } from './browser.ts';
import { apiAs, confirm, menu, staffAt } from './staff.ts';
import { ROSTER_COLUMNS } from '../../src/api/contract/rosterImport.ts';
import { checkPhone } from '../../src/api/contract/rules.ts';
import { THROTTLE_MS } from '../../src/lib/timing.ts';
import { idNumber } from '../../server/db/seed/idNumber.ts';

/**
 * A class's whole life, clicked through from where each user lands (docs/journeys.md "Staff
 * journeys"): the institution (inst01) drafts and submits a class from its menu, the city (city01)
 * rejects it with a reason from 待审核班级, the institution fixes and resubmits it, the city approves
 * it there, the institution fills it from a spreadsheet (the page's template, a refused file, then a
 * good one), the class list it left open shows the learners, the class runs and its completion is
 * accepted from 待审核班级. Once on a desktop; once on a phone, every step on the class's own page
 * and the learners from the registration pool.
 */

const browser = browserPerFile();

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** An action's dialog (ReasonPrompt): the reason, then 确定. */
async function giveReason(page: Page, title: string, reason: string) {
  const form = page.getByRole('form', { name: title });
  await form.locator('#rs-reason').fill(reason);
  await form.getByRole('button', { name: '确定' }).click();
}

/** The institution opens 班级信息 from its menu, fills the application and saves it as a draft: answers the new class id. */
async function draftClass(page: Page, name: string) {
  await menu(page, '班级管理', '班级信息');
  const form = page.getByRole('form', { name: '新建开班申请' });
  await form.locator('#rf-name').fill(name);
  await form.locator('#rf-classType').selectOption('DSB');
  await form.locator('#rf-startDate').fill(today());
  await form.locator('#rf-endDate').fill(today());
  await form.locator('#rf-theoryHours').fill('40');
  await form.locator('#rf-practiceHours').fill('56');
  await form.locator('#rf-venue').fill('天河路100号三楼');
  await form.getByRole('checkbox', { name: '李明老师' }).check();
  await form.locator('#rf-capacity').fill('20');
  await form.locator('#rf-schedule').fill('第1周：开店与商品发布\n第2周：营销与订单');
  await form.locator('#rf-teachingPlan').fill('理论与实训结合');
  await form.locator('#rf-assessmentPlan').fill('理论50%，实践50%');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL((u) => /^\/manage\/information\/\d+$/.test(u.pathname), { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A button of the class's page (information/{id}), by its label. */
const classButton = (page: Page, label: string) => page.locator('.cl-head-tools').getByRole('button', { name: label, exact: true });
/** The class's state as its page shows it. */
const shownState = (page: Page) => page.locator('.cl-card h2').first().textContent();

/** A button of the class's page, confirmed, and the state the page then shows. */
async function classStep(page: Page, label: string, then: string) {
  await classButton(page, label).click();
  await confirm(page);
  await expect.poll(() => shownState(page), { timeout: 10_000 }).toContain(then);
}

/** The class's page asks the server again (its 刷新): what another user did meanwhile shows. */
const refreshClass = (page: Page) => page.locator('.cl-head-tools').getByRole('button', { name: '刷新' }).click();

/** The class's page from a list that links its name. */
async function openClass(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.waitForURL((u) => u.pathname.startsWith('/manage/information/'), { timeout: 10_000 });
  await page.locator('.cl-head-tools').waitFor();
}

/** The class's timeline as shown, newest first: "step actor" and the reasons. */
async function timeline(page: Page) {
  const items = page.getByRole('list', { name: '班级进程' }).locator('li');
  await items.first().waitFor();
  const steps = await items.evaluateAll((lis) =>
    lis.map((li) => `${li.querySelector('strong')?.textContent ?? ''} ${(li.querySelector('.cl-what span')?.textContent ?? '').split('（')[0]}`),
  );
  const reasons = await page.locator('.cl-why').allTextContents();
  return { steps, reasons };
}

/** The row of a back-office list that names the class. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Learners nobody else has: ID numbers of a county the seed does not use, phones from the clock. */
function newLearners(count: number) {
  const base = Date.now() % 100_000_000;
  return Array.from({ length: count }, (_, i) => {
    const gender = i % 2 ? '女' : '男';
    return [
      '导入学员' + '甲乙丙丁'[i],
      gender,
      '',
      idNumber('440112', (base + i) % 100_000, gender),
      `139${String(base + i).padStart(8, '0')}`,
      '汉族',
      '',
      '城镇',
      '失业人员',
      '广州市黄埔区',
    ];
  });
}

/** The template the dialog downloads (its columns and example row checked). */
async function template(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Excel导入学员' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载导入模板' }).click()]);
  const bytes = await readFile((await download.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([...ROSTER_COLUMNS]);
  expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^【示例】/);
  return bytes;
}

/** The template with these rows typed in under its example row, as a user fills it. */
async function filled(bytes: Buffer, rows: string[][]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0]!;
  // (addRow would write below row 502: the 性别 list reaches down to the last row allowed)
  rows.forEach((r, i) => {
    sheet.getRow(3 + i).values = r;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

let importedAt = 0;
/**
 * The file picked (its name shown, so 开始导入 sends it and not the one picked before), then 开始导入;
 * a press within the spec's click throttle of the last one would be ignored, so never sooner.
 */
async function upload(page: Page, file: Buffer, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Excel导入学员' });
  await dialog.getByLabel('选择Excel文件').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await dialog.getByText(name).waitFor();
  // (counted from a little after the press: the page starts its clock when it handles it)
  const wait = importedAt + THROTTLE_MS + 250 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  importedAt = Date.now();
  await dialog.getByRole('button', { name: '开始导入' }).click();
}

describe('a class’s life at 1440x900', () => {
  it('drafted, submitted, rejected and approved from 待审核班级, filled from a spreadsheet, run, its completion reviewed', async () => {
    const inst = await staffAt(browser(), DESKTOP, 'inst01', '/manage/borad');
    const city = await staffAt(browser(), DESKTOP, 'city01', '/manage/borad');
    const name = '2026年端到端测试电子商务班（桌面）';
    const id = await draftClass(inst.page, name);
    await expect.poll(() => shownState(inst.page)).toContain('草稿');
    await classStep(inst.page, '提交审核', '待审核');

    // the city finds it waiting and rejects it with a reason
    await menu(city.page, '班级管理', '待审核班级');
    await city.page.getByRole('button', { name: `驳回：${name}` }).click();
    await giveReason(city.page, '驳回', '培训地点请写明门牌号和教室');
    await expect.poll(() => rowOf(city.page, name).count(), { timeout: 10_000 }).toBe(0);

    // the institution finds it rejected in its class list, sees why, fixes it and submits again
    await menu(inst.page, '班级管理', '班级列表');
    await expect.poll(() => rowOf(inst.page, name).textContent(), { timeout: 10_000 }).toContain('已驳回');
    await openClass(inst.page, name);
    await expect.poll(() => inst.page.locator('.cl-alert').textContent(), { timeout: 10_000 }).toBe('驳回原因：培训地点请写明门牌号和教室');
    await classButton(inst.page, '编辑').click();
    await inst.page.waitForURL((u) => u.pathname === '/manage/ClassInformation');
    await expect.poll(() => inst.page.locator('.rs-page .cl-alert').textContent()).toContain('培训地点请写明门牌号和教室');
    await inst.page.locator('#rf-venue').fill('天河路100号三楼301教室');
    await inst.page.getByRole('button', { name: '保存', exact: true }).click();
    await inst.page.waitForURL((u) => u.pathname === `/manage/information/${id}`);
    await classStep(inst.page, '提交审核', '待审核');

    // the city's 待审核班级 again (its menu entry loads it again): selected, then the batch button
    await menu(city.page, '班级管理', '待审核班级');
    const row = rowOf(city.page, name);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('开班审核');
    await row.getByRole('checkbox').check();
    await city.page.getByRole('button', { name: '批量审核通过' }).click();
    await confirm(city.page);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);

    // learners from a spreadsheet: the page's template, a file with a wrong phone is refused whole
    await refreshClass(inst.page);
    await expect.poll(() => shownState(inst.page), { timeout: 10_000 }).toContain('已通过');
    await inst.page.getByRole('navigation', { name: '班级页面' }).getByRole('link', { name: '学员名单' }).click();
    await inst.page.getByRole('button', { name: 'Excel导入' }).click();
    const learners = newLearners(2);
    const blank = await template(inst.page);
    const wrong = learners.map((r, i) => (i === 1 ? r.with(4, '1380013') : r));
    await upload(inst.page, await filled(blank, wrong), '学员名单.xlsx');
    const dialog = inst.page.getByRole('dialog', { name: 'Excel导入学员' });
    const refusal = dialog.getByRole('alert').filter({ hasText: '未导入任何学员' });
    await expect.poll(() => refusal.textContent(), { timeout: 15_000 }).toContain('共 1 处问题，未导入任何学员');
    expect(await refusal.locator('tbody tr').allInnerTexts()).toEqual([`第4行\t手机号码\t${checkPhone('1380013')}`]);
    // the same file corrected goes in whole
    await upload(inst.page, await filled(blank, learners), '学员名单（已改正）.xlsx');
    // what the import answered: what went in, or (shown if it fails) why not
    const answer = dialog.locator('.cl-import-ok, .cl-import-refused');
    await answer.waitFor({ timeout: 15_000 });
    expect(await answer.textContent()).toContain('已导入 2 名学员');
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => inst.page.getByRole('row').filter({ hasText: '导入学员' }).count(), { timeout: 10_000 }).toBe(2);

    // the class list left open in its tab shows the state and the learners without a reload
    await inst.page.getByRole('tab', { name: '班级列表' }).click();
    // the headers of the table that holds the class's row, read each time (right after the tab's click
    // the roster's table could still be the one shown: its 状态 column is elsewhere)
    const cell = async (header: string) => {
      const row = rowOf(inst.page, name);
      const headers = await inst.page.getByRole('table').filter({ has: row }).getByRole('columnheader').allInnerTexts();
      return row
        .getByRole('cell')
        .nth(headers.findIndex((h) => h.trim() === header))
        .innerText();
    };
    await expect.poll(() => cell('状态'), { timeout: 10_000 }).toBe('已通过');
    expect(await cell('学员人数')).toBe('2');

    // the class runs and its completion is submitted
    await openClass(inst.page, name);
    await classStep(inst.page, '开班', '进行中');
    await classStep(inst.page, '提交结业', '结业待审核');

    // the city reviews the completion in 待审核班级 and accepts it on the class's page
    await menu(city.page, '班级管理', '待审核班级');
    await expect.poll(() => rowOf(city.page, name).textContent(), { timeout: 10_000 }).toContain('结业审核');
    await openClass(city.page, name);
    await classStep(city.page, '审核通过', '已结业');

    await expect
      .poll(async () => (await timeline(city.page)).steps, { timeout: 10_000 })
      .toEqual([
        '审核通过 广州市人社局',
        '提交结业 天河创业培训学校',
        '开班 天河创业培训学校',
        '审核通过 广州市人社局',
        '提交审核 天河创业培训学校',
        '修改班级信息 天河创业培训学校',
        '驳回 广州市人社局',
        '提交审核 天河创业培训学校',
        '创建开班申请 天河创业培训学校',
      ]);
    expect((await timeline(city.page)).reasons).toEqual(['原因：培训地点请写明门牌号和教室']);
    expect((await apiAs<{ status: string }>(inst.page, `institution/class/${id}/information`)).status).toBe('closed');
    // closed: the roster is fixed
    await inst.page.getByRole('navigation', { name: '班级页面' }).getByRole('link', { name: '学员名单' }).click();
    await inst.page.getByRole('row').filter({ hasText: '导入学员' }).first().waitFor();
    // the roster, kept from before, reloads when shown again: its 移出班级 buttons go
    await expect.poll(() => inst.page.getByRole('button', { name: /^移出班级/ }).count(), { timeout: 10_000 }).toBe(0);
    expect(inst.errors).toEqual([]);
    expect(city.errors).toEqual([]);
    await inst.context.close();
    await city.context.close();
  });
});

describe('a class’s life at 390x844', () => {
  it('the same life on a phone, every step on the class’s own page, learners from the registration pool', async () => {
    const inst = await staffAt(browser(), PHONE, 'inst01', '/manage/borad');
    const city = await staffAt(browser(), PHONE, 'city01', '/manage/borad');
    const name = '2026年端到端测试电子商务班（手机）';
    const id = await draftClass(inst.page, name);
    await classStep(inst.page, '提交审核', '待审核');

    await menu(city.page, '班级管理', '待审核班级');
    await openClass(city.page, name);
    await classButton(city.page, '驳回').click();
    await giveReason(city.page, '驳回', '请补充教学计划');
    await expect.poll(() => shownState(city.page), { timeout: 10_000 }).toContain('已驳回');

    await refreshClass(inst.page);
    await expect.poll(() => shownState(inst.page), { timeout: 10_000 }).toContain('已驳回');
    await classButton(inst.page, '编辑').click();
    await inst.page.locator('#rf-teachingPlan').fill('理论与实训结合，每周两次实训并点评');
    await inst.page.getByRole('button', { name: '保存', exact: true }).click();
    await inst.page.waitForURL((u) => u.pathname.startsWith('/manage/information/'));
    await classStep(inst.page, '提交审核', '待审核');

    await refreshClass(city.page);
    await expect.poll(() => shownState(city.page), { timeout: 10_000 }).toContain('待审核');
    await classStep(city.page, '审核通过', '已通过');

    // a learner from the pool, which opens on every pool learner
    await inst.page.getByRole('navigation', { name: '班级页面' }).getByRole('link', { name: '学员名单' }).click();
    await inst.page.getByRole('button', { name: '从报名池添加' }).click();
    const picker = inst.page.getByRole('dialog', { name: '从报名池添加学员' });
    expect(await picker.getByLabel('报名范围').inputValue()).toBe('all');
    await expect.poll(() => picker.getByRole('checkbox').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await picker.getByRole('checkbox').first().check();
    await picker.getByRole('button', { name: '加入本班（1人）' }).click();
    await expect.poll(() => apiAs<{ total: number }>(inst.page, `institution/roster/list?classId=${id}`).then((p) => p.total), { timeout: 10_000 }).toBe(1);

    await inst.page.getByRole('navigation', { name: '班级页面' }).getByRole('link', { name: '班级详情' }).click();
    await classStep(inst.page, '开班', '进行中');
    await classStep(inst.page, '提交结业', '结业待审核');
    await refreshClass(city.page);
    await expect.poll(() => shownState(city.page), { timeout: 10_000 }).toContain('结业待审核');
    await classStep(city.page, '审核通过', '已结业');
    await refreshClass(inst.page);
    await expect.poll(async () => (await timeline(inst.page)).steps.length, { timeout: 10_000 }).toBe(9);
    expect((await timeline(inst.page)).reasons).toEqual(['原因：请补充教学计划']);
    // the page fits the phone: nothing wider than the screen
    expect(await inst.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(inst.errors).toEqual([]);
    expect(city.errors).toEqual([]);
    await inst.context.close();
    await city.context.close();
  });
});
