import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseURL, launch, newPage, signIn } from './browser.ts';

/**
 * A class's whole life in the browser (docs/back-office.md "Classes"): the institution drafts and
 * submits a class, the city rejects it with a reason, the institution fixes and resubmits it, the
 * city approves, learners are added from the registration pool, the class runs and is closed. Once
 * on a desktop (the lists: 待审核班级, 待审批) and once on a phone (the class's own page).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { authorization: await tokenOf(page) } });
  return ((await res.json()) as { data: T }).data;
}
const status = async (page: Page, id: number) => (await api<{ status: string }>(page, `/v1/wangchuang/institution/class/${id}/information`)).status;

async function signedIn(viewport: typeof DESKTOP, username: string) {
  const s = await newPage(browser, viewport);
  await signIn(s.page, username);
  await s.page.waitForURL((u) => u.pathname.startsWith('/manage/'), { timeout: 20_000 });
  return s;
}

/** The confirmation of act(): 确定. */
const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();

/** An action's dialog (ReasonPrompt): the reason, then 确定. */
async function giveReason(page: Page, title: string, reason: string) {
  const form = page.getByRole('form', { name: title });
  await form.locator('#rs-reason').fill(reason);
  await form.getByRole('button', { name: '确定' }).click();
}

/** The institution fills the application form (/manage/ClassInformation) and saves it as a draft: answers the new class id. */
async function draftClass(page: Page, name: string) {
  await page.goto('/manage/ClassInformation');
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

async function addFromPool(page: Page, id: number, name: string, count: number) {
  await page.goto(`/manage/studentList/${id}/${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: '从报名池添加' }).click();
  const picker = page.getByRole('dialog', { name: '从报名池添加学员' });
  await picker.getByLabel('报名范围').selectOption('all');
  await expect.poll(() => picker.getByRole('checkbox').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  for (let i = 0; i < count; i++) await picker.getByRole('checkbox').nth(i).check();
  await picker.getByRole('button', { name: `加入本班（${count}人）` }).click();
  await expect
    .poll(() => api<{ total: number }>(page, `/v1/wangchuang/institution/roster/list?classId=${id}`).then((p) => p.total), { timeout: 10_000 })
    .toBe(count);
}

/** The class's timeline as shown, newest first: "step actor" and the reasons. */
async function timeline(page: Page, id: number) {
  await page.goto(`/manage/information/${id}`);
  const items = page.getByRole('list', { name: '班级进程' }).locator('li');
  await items.first().waitFor();
  const steps = await items.evaluateAll((lis) =>
    lis.map((li) => `${li.querySelector('strong')?.textContent ?? ''} ${(li.querySelector('.cl-what span')?.textContent ?? '').split('（')[0]}`),
  );
  const reasons = await page.locator('.cl-why').allTextContents();
  return { steps, reasons };
}

describe('a class’s life at 1440x900', () => {
  it('drafted, submitted, rejected from 待审核班级, fixed, resubmitted, approved from 待审批, filled from the pool, run and closed', async () => {
    const inst = await signedIn(DESKTOP, 'inst01');
    const city = await signedIn(DESKTOP, 'city01');
    const name = '2026年端到端测试电子商务班（桌面）';
    const id = await draftClass(inst.page, name);
    await expect.poll(() => inst.page.locator('.cl-card h2').first().textContent()).toContain('草稿');
    await classButton(inst.page, '提交审核').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('submitted');

    // the city finds it waiting and rejects it with a reason
    await city.page.goto('/manage/unClassList');
    await city.page.getByRole('button', { name: `驳回：${name}` }).click();
    await giveReason(city.page, '驳回', '培训地点请写明门牌号和教室');
    await expect.poll(() => status(inst.page, id)).toBe('rejected');

    // the institution sees why, fixes it and submits again
    await inst.page.goto(`/manage/information/${id}`);
    await expect.poll(() => inst.page.locator('.cl-alert').textContent()).toBe('驳回原因：培训地点请写明门牌号和教室');
    await classButton(inst.page, '编辑').click();
    await inst.page.waitForURL((u) => u.pathname === '/manage/ClassInformation');
    await expect.poll(() => inst.page.locator('.rs-page .cl-alert').textContent()).toContain('培训地点请写明门牌号和教室');
    await inst.page.locator('#rf-venue').fill('天河路100号三楼301教室');
    await inst.page.getByRole('button', { name: '保存', exact: true }).click();
    await inst.page.waitForURL((u) => u.pathname === `/manage/information/${id}`);
    await classButton(inst.page, '提交审核').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('submitted');

    // the city approves it from 待审批 (selected, then the batch button)
    await city.page.goto('/manage/pendingApproval');
    const row = city.page.locator('tr', { hasText: name });
    await row.getByRole('checkbox').check();
    await city.page.getByRole('button', { name: '批量审核通过' }).click();
    await confirm(city.page);
    await expect.poll(() => status(inst.page, id)).toBe('approved');

    // learners from the pool, then the class runs and its completion is accepted
    await addFromPool(inst.page, id, name, 2);
    await inst.page.goto(`/manage/information/${id}`);
    await classButton(inst.page, '开班').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('in_progress');
    await classButton(inst.page, '提交结业').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('completion_submitted');
    await city.page.goto(`/manage/information/${id}`);
    await classButton(city.page, '审核通过').click();
    await confirm(city.page);
    await expect.poll(() => status(inst.page, id)).toBe('closed');

    const { steps, reasons } = await timeline(city.page, id);
    expect(steps).toEqual([
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
    expect(reasons).toEqual(['原因：培训地点请写明门牌号和教室']);
    // closed: no learner joins, the roster is fixed
    await inst.page.goto(`/manage/studentList/${id}/${encodeURIComponent(name)}`);
    await inst.page.locator('tbody tr').first().waitFor();
    expect(await inst.page.getByRole('button', { name: /^移出班级/ }).count()).toBe(0);
    expect(inst.errors).toEqual([]);
    expect(city.errors).toEqual([]);
    await inst.context.close();
    await city.context.close();
  });
});

describe('a class’s life at 390x844', () => {
  it('the same life on a phone, every step on the class’s own page', async () => {
    const inst = await signedIn(PHONE, 'inst01');
    const city = await signedIn(PHONE, 'city01');
    const name = '2026年端到端测试电子商务班（手机）';
    const id = await draftClass(inst.page, name);
    await classButton(inst.page, '提交审核').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('submitted');

    await city.page.goto(`/manage/information/${id}`);
    await classButton(city.page, '驳回').click();
    await giveReason(city.page, '驳回', '请补充教学计划');
    await expect.poll(() => status(inst.page, id)).toBe('rejected');

    await inst.page.goto(`/manage/ClassInformation?id=${id}`);
    await inst.page.locator('#rf-teachingPlan').fill('理论与实训结合，每周两次实训并点评');
    await inst.page.getByRole('button', { name: '保存', exact: true }).click();
    await inst.page.waitForURL((u) => u.pathname === `/manage/information/${id}`);
    await classButton(inst.page, '提交审核').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('submitted');

    await city.page.goto(`/manage/information/${id}`);
    await classButton(city.page, '审核通过').click();
    await confirm(city.page);
    await expect.poll(() => status(inst.page, id)).toBe('approved');

    await addFromPool(inst.page, id, name, 1);
    await inst.page.goto(`/manage/information/${id}`);
    await classButton(inst.page, '开班').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('in_progress');
    await classButton(inst.page, '提交结业').click();
    await confirm(inst.page);
    await expect.poll(() => status(inst.page, id)).toBe('completion_submitted');
    await city.page.goto(`/manage/information/${id}`);
    await classButton(city.page, '审核通过').click();
    await confirm(city.page);
    await expect.poll(() => status(inst.page, id)).toBe('closed');
    const { steps, reasons } = await timeline(inst.page, id);
    expect(steps).toHaveLength(9);
    expect(reasons).toEqual(['原因：请补充教学计划']);
    // the page fits the phone: nothing wider than the screen
    expect(await inst.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(inst.errors).toEqual([]);
    expect(city.errors).toEqual([]);
    await inst.context.close();
    await city.context.close();
  });
});
