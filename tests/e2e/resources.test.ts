import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, signIn, browserPerFile } from './browser.ts';

/**
 * The resource layer's pilot pages, each at phone and desktop size: filter, page, create, edit,
 * delete and export, on the real server.
 */

const browser = browserPerFile();

interface Pilot {
  path: string;
  user: string;
  title: string;
  /** The record's label field (filtered by in the first search box, filled on create, edited) and a value matching existing rows. */
  filter: [string, string];
  /** Fills the create form's other fields. */
  more?: (page: Page) => Promise<void>;
}

const form = (page: Page) => page.getByRole('form');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^\\*?${label}$`));
/** Picks an option of a select by its text, once the select's options have loaded. */
async function pick(page: Page, label: string, option: string) {
  await expect.poll(() => field(page, label).locator('option').count()).toBeGreaterThan(1);
  await field(page, label).selectOption({ label: option });
}
let n = 0;
const nameOf = (prefix: string) => `${prefix}${Date.now() % 100000}${++n}`;

const PILOTS: Pilot[] = [
  {
    path: '/manage/IdType',
    user: 'admin01',
    title: '证件类型',
    filter: ['证件类型名称', '通行证'],
    more: async (page) => {
      await field(page, '排序').fill('8');
    },
  },
  {
    path: '/manage/degreeOfEducation',
    user: 'admin01',
    title: '学历设置',
    filter: ['学历名称', '本科'],
  },
  {
    path: '/manage/teacherList',
    user: 'inst01',
    title: '教师列表',
    filter: ['姓名', '王'],
    more: async (page) => {
      await field(page, '用户名').fill(`t_${Date.now() % 1000000}${n}`);
      await field(page, '手机号码').fill(`139${String(Date.now()).slice(-8)}`);
      await pick(page, '所属机构', '广州天河创业培训学校');
      await form(page).getByText('直播电商班').click();
    },
  },
  {
    path: '/seller/classManage',
    user: 'dsb_student01',
    title: '分类管理',
    filter: ['分类名称', '热销'],
  },
  {
    path: '/manage/announcement',
    user: 'city01',
    title: '公告管理',
    filter: ['标题', '季度'],
    more: async (page) => {
      await form(page).getByRole('textbox', { name: '内容' }).fill('请各机构按时报送材料。');
      await pick(page, '接收地区', '广州市');
      await form(page).getByText('培训机构', { exact: true }).click();
    },
  },
];

async function open(page: Page, pilot: Pilot) {
  await signIn(page, pilot.user);
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto(pilot.path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pilot.title);
}

/** The rows on screen: table rows on a desktop, cards on a phone (their first line is the label). */
const rowsText = (page: Page) => page.locator('.ui-table tbody tr, .ui-cards > li').allTextContents();

async function exercise(page: Page, pilot: Pilot, phone: boolean) {
  await open(page, pilot);
  await expect.poll(async () => (await rowsText(page)).length).toBeGreaterThan(0);

  // filter: only matching rows remain; clearing brings the others back
  const all = (await rowsText(page)).length;
  const [label, value] = pilot.filter;
  await page.getByRole('search').getByLabel(label).fill(value);
  await expect.poll(async () => (await rowsText(page)).every((t) => t.includes(value))).toBe(true);
  await page.getByRole('search').getByLabel(label).fill('');
  await expect.poll(async () => (await rowsText(page)).length).toBe(all);

  // create
  const name = nameOf('自动测试');
  await page.getByRole('button', { name: /^新建/ }).click();
  await expect.poll(() => form(page).isVisible()).toBe(true);
  await field(page, label).fill(name);
  await pilot.more?.(page);
  await form(page).getByRole('button', { name: '保存', exact: true }).click();
  // the save's answer, then the list asked again: over 5 s in a CI run at load 20
  await expect.poll(() => form(page).count(), { timeout: 30_000 }).toBe(0);
  await page.getByRole('search').getByLabel(label).fill(name);
  await expect.poll(async () => (await rowsText(page)).length).toBe(1);
  expect((await rowsText(page))[0]).toContain(name);

  // edit
  const renamed = `${name}改`;
  await page.getByRole('button', { name: `编辑：${name}` }).click();
  await field(page, label).fill(renamed);
  await form(page).getByRole('button', { name: '保存', exact: true }).click();
  await expect.poll(() => form(page).count()).toBe(0);
  await expect.poll(async () => (await rowsText(page)).join()).toContain(renamed);

  // export: a job of the filtered rows; its progress, then 下载 a file named after the resource
  await page.getByRole('button', { name: '导出', exact: true }).click();
  await page.getByRole('menuitem', { name: '导出 CSV' }).click();
  await page.getByText('导出完成').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^下载 / }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await (await download.createReadStream()).toArray()).join('');
  expect(text).toContain(renamed);
  expect(text.trim().split('\r\n')).toHaveLength(2);

  // delete (a fresh record may always be deleted)
  const more = page.getByRole('button', { name: `更多操作：${renamed}` });
  if (await more.count()) await more.click();
  await page
    .getByRole('button', { name: `删除：${renamed}` })
    .or(page.getByRole('menuitem', { name: '删除' }))
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect.poll(async () => (await rowsText(page)).length).toBe(0);
  await expect.poll(() => page.getByText(/^暂无|还没有/).count()).toBeGreaterThan(0);

  if (!phone) return;
  // phones: cards, and the load-more end of the list
  await page.getByRole('search').getByLabel(label).fill('');
  await expect.poll(() => page.locator('.ui-cards > li').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('没有更多了').count()).toBe(1);
}

describe.each(PILOTS.map((p) => [p.path, p] as const))('%s', (_path, pilot) => {
  it('on a desktop: filter, create, edit, export, delete', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    await exercise(page, pilot, false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: filter, create, edit, export, delete, load to the end', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await exercise(page, pilot, true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('paging', () => {
  it('a desktop list pages through its rows and keeps the total', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'admin01');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto('/manage/announcement');
    const total = page.locator('.rs-pager-total');
    await expect.poll(() => total.textContent()).toMatch(/共 \d+ 条/);
    const count = Number((await total.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(10);
    const first = await rowsText(page);
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(async () => (await rowsText(page)).join()).not.toBe(first.join());
    expect((await rowsText(page)).length).toBe(Math.min(10, count - 10));
    await context.close();
  });
});
