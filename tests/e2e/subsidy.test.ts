import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, apiToken, baseURL, newPage, signIn, tokenOf, browserPerFile } from './browser.ts';

/**
 * A training subsidy in the browser (docs/back-office.md "Subsidy"): the institution applies for a
 * closed class and submits at 1440x900, the city accepts it, rejects one learner with a reason and
 * approves it on a phone; the institution's follow-up list shows a learner's own track entry.
 */

const browser = browserPerFile();

const CLASS = '2026年第9期SYB创业培训班';
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { authorization: await tokenOf(page) } });
  return ((await res.json()) as { data: T }).data;
}
interface App {
  id: number;
  classId: number;
  status: string;
  totalFen: number;
  learnerCount: number;
}
const application = async (page: Page, prefix: string) =>
  (await api<{ list: App[] }>(page, `/v1/wangchuang/${prefix}/subsidyApplication/list?className=${encodeURIComponent(CLASS)}`)).list[0];

async function signedIn(viewport: typeof DESKTOP, username: string) {
  const s = await newPage(browser(), viewport);
  await signIn(s.page, username);
  await s.page.waitForURL((u) => u.pathname.startsWith('/manage/'), { timeout: 20_000 });
  return s;
}
const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();

describe('a subsidy application', () => {
  it('applied for and submitted by the institution (1440x900), accepted, one learner rejected and approved by the city (390x844)', async () => {
    const inst = await signedIn(DESKTOP, 'inst01');
    await inst.page.goto('/manage/subsidyClass');
    await inst.page.getByRole('button', { name: `申请补贴：${CLASS}` }).click();
    await confirm(inst.page);
    await expect.poll(() => application(inst.page, 'institution').then((a) => a?.status), { timeout: 10_000 }).toBe('draft');

    // who qualifies, and the amount the application asks for
    const app = await application(inst.page, 'institution');
    await inst.page.goto(`/manage/qualifiedStudent/${app.classId}`);
    await expect.poll(() => inst.page.locator('.cl-figures').textContent(), { timeout: 10_000 }).toContain(`¥${(app.totalFen / 100).toFixed(2)}`);

    await inst.page.goto('/manage/subsidy');
    await inst.page.getByRole('button', { name: `提交申请：${CLASS}` }).click();
    await confirm(inst.page);
    await expect.poll(() => application(inst.page, 'institution').then((a) => a.status)).toBe('submitted');

    const city = await signedIn(PHONE, 'city01');
    await city.page.goto('/manage/subsidy');
    await city.page.getByRole('button', { name: `受理：${CLASS}` }).click();
    await expect.poll(() => application(city.page, 'city').then((a) => a.status)).toBe('accepted');

    // one learner not approved, with a reason: the total follows
    await city.page.goto(`/manage/reviewedStudent/${app.classId}`);
    const first = city.page.getByRole('button', { name: /^不通过：/ }).first();
    await first.click();
    const form = city.page.getByRole('form', { name: '不通过' });
    await form.locator('#rs-reason').fill('证件号码与报名信息不一致');
    await form.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => application(city.page, 'city').then((a) => a.learnerCount)).toBe(app.learnerCount - 1);
    const after = await application(city.page, 'city');
    await expect.poll(() => city.page.locator('.cl-figures').textContent()).toContain(`¥${(after.totalFen / 100).toFixed(2)}`);

    await city.page.goto('/manage/subsidy');
    await city.page.getByRole('button', { name: `审核通过：${CLASS}` }).click();
    await confirm(city.page);
    await expect.poll(() => application(city.page, 'city').then((a) => a.status)).toBe('reviewed');
    expect(inst.errors.concat(city.errors)).toEqual([]);
    await inst.context.close();
    await city.context.close();
  });

  it('lists a learner’s own follow-up entry for their institution', async () => {
    const learner = await apiToken('dsb_student01');
    const res = await fetch(`${baseURL()}/v1/wangchuang/student/train/track`, {
      method: 'POST',
      headers: { authorization: learner, 'content-type': 'application/json' },
      body: JSON.stringify({ businessStarted: true, businessName: '王建国端到端网店', legalForm: '个体工商户', jobsCreated: 3 }),
    });
    expect(res.status).toBe(200);
    const inst = await signedIn(DESKTOP, 'inst01');
    await inst.page.goto('/manage/trackList');
    const row = inst.page.locator('tr', { hasText: '王建国端到端网店' });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('学员自填');
    await inst.context.close();
  });
});
