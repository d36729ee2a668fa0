import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseURL, launch, newPage, signIn } from './browser.ts';

/**
 * A paper built in the back-office is taken by a learner on a phone and its score shows in
 * peoplePage: teacher01 composes it from the bank, previews it as the learner sees it, publishes it
 * to the ZBB class with a window around now; zbb_student01 takes it at 390×844.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { authorization: await tokenOf(page) } });
  return ((await res.json()) as { data: T }).data;
}
/** A datetime-local value in Shanghai time, minutes from now. */
const local = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000 + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
};

describe('exams from the back-office to the learner and back', () => {
  const title = `阶段测验E2E${Date.now() % 100000}`;
  let paperId = 0;
  let keys: { questionId: number; answer: string | string[] | boolean; score: number }[] = [];

  it('teacher01 composes a paper from the bank, previews it at 390×844 and publishes it to the ZBB class', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 20_000 });
    await page.goto('/manage/addPaper');
    await page.getByLabel('试卷名称').fill(title);
    await page.getByLabel('适用班级').selectOption({ label: '直播电商班' });
    await page.getByLabel('考试时长（分钟）').fill('15');
    await page.getByLabel('及格分').fill('10');
    await page.getByRole('button', { name: '下一步：组卷' }).click();
    await page.waitForURL((u) => u.searchParams.has('id'), { timeout: 10_000 });
    paperId = Number(new URL(page.url()).searchParams.get('id'));

    // two single-choice questions of the bank (the national one and 天河's own are both offered)
    await page.getByLabel('题型').last().selectOption({ label: '单选题' });
    // the list as filtered (the unfiltered one may still be showing: a fill-in question first)
    await expect.poll(async () => [...new Set(await page.locator('.ex-bank-list .ex-tag').allTextContents())]).toEqual(['单选题']);
    const add = page.locator('.ex-bank-list li', { hasText: '单选题' }).getByRole('button', { name: '添加', exact: true });
    await expect.poll(() => add.count()).toBeGreaterThan(1);
    await add.first().click();
    await expect.poll(() => page.locator('.ex-item').count()).toBe(1);
    await add.first().click();
    await expect.poll(() => page.locator('.ex-item').count()).toBe(2);
    await page.getByLabel('第1题分值').fill('40');
    await page.getByLabel('第2题分值').fill('60');
    await page.getByRole('button', { name: '保存试题' }).click();
    await expect.poll(() => page.getByTestId('paper-summary').textContent()).toContain('共 2 题 · 总分 100 分');
    const comp = await api<{ items: { questionId: number; answer: string; score: number; stem: string }[]; editable: boolean }>(
      page,
      `/v1/wangchuang/teacher/exam/paper/${paperId}/compose`,
    );
    expect(comp.items.map((i) => i.score)).toEqual([40, 60]);
    keys = comp.items;

    // the preview: the learner's own exam view in a 390×844 phone frame
    await page.getByRole('button', { name: '预览（学员视角）' }).click();
    const frame = page.getByTestId('paper-preview');
    await frame.waitFor();
    const box = (await frame.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(844 / 390, 2);
    await expect.poll(() => frame.locator('.ln-q-stem').textContent()).toContain(comp.items[0]!.stem);
    expect(await frame.getByRole('timer').textContent()).toBe('15:00');
    await frame.getByRole('button', { name: '下一题' }).click();
    await expect.poll(() => frame.locator('.ln-q-stem').textContent()).toContain(comp.items[1]!.stem);
    await page.getByRole('button', { name: '关闭预览' }).click();

    // published to the class for a window around now
    await page.goto('/manage/manmgeOnlinetest');
    await page.getByRole('button', { name: '发布考试' }).click();
    const form = page.getByRole('form');
    await expect.poll(() => form.getByLabel(/试卷$/).locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel(/试卷$/).selectOption({ label: title });
    await expect.poll(() => form.getByLabel(/班级$/).locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel(/班级$/).selectOption({ label: '2026年第3期直播电商创业培训班' });
    await form.getByLabel(/开始时间$/).fill(local(-60));
    await form.getByLabel(/结束时间$/).fill(local(24 * 60));
    await form.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByRole('cell', { name: title }).first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zbb_student01 takes it on a phone (390×844) and sees the score', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
    await page.goto('/cultivate/onlinetest');
    const card = page.locator('.ln-paper', { hasText: title });
    await card.getByText('考试截止').waitFor();
    await card.getByRole('button', { name: '开始考试' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL((u) => u.searchParams.has('attempt'));
    // the first right, the second wrong: 40 of 100
    for (const [i, k] of keys.entries()) {
      await expect.poll(() => page.locator('.ln-q').getAttribute('data-qid')).toBe(String(k.questionId));
      const right = String(k.answer);
      const choices = page.locator('.ln-q [role=radio]');
      if (i === 0) await choices.filter({ hasText: new RegExp(`^${right}\\.`) }).click();
      else
        await choices
          .filter({ hasNotText: new RegExp(`^${right}\\.`) })
          .first()
          .click();
      if (i < keys.length - 1) await page.getByRole('button', { name: '下一题' }).click();
    }
    await page.getByText('答案已保存').waitFor();
    await page.getByRole('button', { name: /^交\s*卷$/ }).click();
    await page
      .locator('.adm-dialog')
      .getByRole('button', { name: /^交\s*卷$/ })
      .click();
    await expect.poll(() => page.getByTestId('exam-score').textContent()).toBe('40');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the score shows in peoplePage, with the answer sheet', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 20_000 });
    await page.goto('/manage/peoplePage');
    await page.getByLabel('试卷').first().selectOption({ label: title });
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toMatch(/张小红.*已交卷.*40.*100.*及格/);
    await row.getByRole('button', { name: /^查看/ }).click();
    await expect.poll(() => page.getByTestId('sheet-score').textContent()).toContain('40 / 100');
    expect(errors).toEqual([]);
    await context.close();
  });
});
