import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, FAKE_MEDIA, PHONE, launch, newPage, signIn } from './browser.ts';
import { apiAs, chinaLocal, confirm, menu, staffAt } from './staff.ts';

/**
 * A teacher's day, clicked through from where teacher01 lands (the class list) at 1440×900, with a
 * learner of their live-commerce class (zbb_student01, 张小红) on a phone (390×844) beside them
 * (docs/journeys.md "Staff journeys"): a check-in session set in 考勤设置, the learner's check-in,
 * its photo, a correction and a roll call; a notice to the class and who has read it; a paper composed,
 * previewed, published, taken on the phone and its score; a learner's work graded; the class's live
 * lesson started and ended.
 */

const CLASS = '2026年第3期直播电商创业培训班';
const LEARNER = '张小红';

let browser: Browser;
let teacher: { context: BrowserContext; page: Page; errors: string[] };
let learner: { context: BrowserContext; page: Page; errors: string[] };
beforeAll(async () => {
  browser = await launch(FAKE_MEDIA);
  teacher = await staffAt(browser, DESKTOP, 'teacher01', '/manage/classList');
  learner = await newPage(browser, PHONE);
  await signIn(learner.page, 'zbb_student01');
  await learner.page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
});
afterAll(async () => {
  expect(teacher.errors).toEqual([]);
  expect(learner.errors).toEqual([]);
  await browser?.close();
});

/** The page on screen (the kept-alive pages behind it keep their fields, hidden). */
const view = (page: Page) => page.locator('.keep-alive-view:not([hidden])');
/** A row of the list on screen. */
const rows = (page: Page) => view(page).getByRole('row');

describe('a teacher’s day at 1440×900, a learner on a phone beside', () => {
  const stamp = Date.now() % 100000;

  it('考勤设置: a session set for the class, the learner checks in late with a photo, the teacher corrects it and calls the roll', async () => {
    const t = teacher.page;
    const title = `E2E签到${stamp}`;
    await menu(t, '考勤管理', '考勤设置');
    await t.getByRole('button', { name: '新建签到场次' }).first().click();
    await t.locator('#rf-title').fill(title);
    await expect.poll(() => t.locator('#rf-classId option').count()).toBeGreaterThan(1);
    await t.locator('#rf-classId').selectOption({ label: CLASS });
    // started 15 minutes ago, late after 10
    await t.locator('#rf-startsAt').fill(chinaLocal(-15));
    await t.locator('#rf-endsAt').fill(chinaLocal(30));
    await t.locator('#rf-place').fill('三楼实训室');
    await t.locator('#rf-method').selectOption('face');
    await t.locator('#rf-lateAfter').fill('10');
    await t.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => rows(t).filter({ hasText: title }).textContent(), { timeout: 10_000 }).toContain('签到中');

    // the learner's landing page offers the check-in (its 刷新: the session is new)
    const l = learner.page;
    await l.getByRole('button', { name: '刷新' }).first().click();
    const card = l.locator('.ln-checkin', { hasText: title });
    await card.waitFor({ timeout: 15_000 });
    const input = card.locator('input[type=file]');
    expect(await input.getAttribute('capture')).toBe('user');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: readFileSync('public/icons/icon-192.png') });
    await expect.poll(() => card.locator('.ln-tag').textContent(), { timeout: 10_000 }).toMatch(/^迟到 \d{2}:\d{2}$/);

    // 识别记录: the photo, 待确认 (the learner has no enrolment photo: no made-up score)
    await menu(t, '考勤管理', '识别记录');
    const shot = rows(t).filter({ hasText: title }).filter({ hasText: LEARNER });
    await expect.poll(() => shot.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => shot.textContent()).toMatch(/待确认.*迟到/);
    expect(await shot.textContent()).not.toMatch(/相似度/);
    expect(await shot.locator('img').count()).toBeGreaterThan(0);

    // 考勤管理: the late check-in corrected with a reason, another learner called present
    await menu(t, '考勤管理', '考勤管理');
    const row = rows(t).filter({ hasText: title }).filter({ hasText: LEARNER });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: '更正' }).click();
    const dialog = t.locator('.rs-reason form');
    await dialog.getByLabel('更正为').selectOption({ label: '已签到' });
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await dialog.getByText('请输入更正原因').waitFor();
    await dialog.getByLabel('更正原因').fill('上课前已到教室，手机拍照延迟');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/已签到.*上课前已到教室，手机拍照延迟.*李明老师/);

    const call = rows(t)
      .filter({ hasText: title })
      .getByRole('button', { name: /^点名到课：/ })
      .first();
    const called = (await call.getAttribute('aria-label'))!.replace('点名到课：', '');
    await call.click();
    const calledRow = rows(t).filter({ hasText: title }).filter({ hasText: called });
    await expect.poll(() => calledRow.first().textContent(), { timeout: 10_000 }).toContain('已签到');
    expect(
      await calledRow
        .first()
        .getByRole('button', { name: /^点名到课/ })
        .count(),
    ).toBe(0);
  });

  it('a notice to the class: the learner reads it on the phone, the read list shows them', async () => {
    const t = teacher.page;
    const title = `明日实训安排${stamp}`;
    await menu(t, '通知公告', '公告管理');
    await t.getByRole('button', { name: '新建公告' }).first().click();
    await t.locator('#rf-title').fill(title);
    await t.getByRole('textbox', { name: '内容' }).fill('明天上午九点在三楼实训室直播实训，请带好手机。');
    await t.locator('#rf-targetKind').selectOption('classes');
    await t.getByRole('checkbox', { name: CLASS }).check();
    await t.getByRole('button', { name: '保存并发布' }).click();
    await expect.poll(() => rows(t).filter({ hasText: title }).textContent(), { timeout: 10_000 }).toContain('已发布');

    // the learner's bell, the notice, its text
    const l = learner.page;
    await l
      .getByRole('button', { name: /^通知公告/ })
      .first()
      .click();
    await l.getByText(title).first().click();
    await l.getByText('明天上午九点在三楼实训室直播实训，请带好手机。').waitFor({ timeout: 10_000 });

    // the teacher's read list: 张小红 has read it
    await t.getByRole('button', { name: `查看：${title}` }).click();
    const reads = t.getByRole('region', { name: '阅读情况' });
    await reads.getByRole('button', { name: /^已读/ }).click();
    await expect.poll(() => reads.getByRole('listitem').filter({ hasText: LEARNER }).textContent(), { timeout: 10_000 }).toMatch(/已读$/);
    // its count is the rows it lists
    await expect.poll(async () => `已读 ${await reads.getByRole('listitem').count()}`).toBe(await reads.getByRole('button', { name: /^已读/ }).textContent());
    await t.keyboard.press('Escape');
    // the learner closes the notice and its list
    await l.keyboard.press('Escape');
    await l.keyboard.press('Escape');
  });

  it('a paper composed from the bank, previewed, published to the class, taken on the phone, its score in 考试人员', async () => {
    const t = teacher.page;
    const title = `阶段测验E2E${stamp}`;
    await menu(t, '考试管理', '试卷库');
    await t.getByRole('button', { name: '新建试卷' }).first().click();
    // the new paper's form on screen first: until then the visible view is the list, whose filter is also 试卷名称
    await view(t).getByRole('button', { name: '下一步：组卷' }).waitFor();
    await view(t).getByLabel('试卷名称').fill(title);
    await view(t).getByLabel('适用班级').selectOption({ label: '直播电商班' });
    await view(t).getByLabel('考试时长（分钟）').fill('15');
    await view(t).getByLabel('及格分').fill('10');
    await t.getByRole('button', { name: '下一步：组卷' }).click();
    // the paper is created, then the page becomes its editor (a busy CI machine took over 10 s)
    await t.waitForURL((u) => u.searchParams.has('id'), { timeout: 30_000 });
    const paperId = Number(new URL(t.url()).searchParams.get('id'));

    // two single-choice questions of the bank (the national one and 天河's own are both offered)
    await view(t).getByLabel('题型').last().selectOption({ label: '单选题' });
    // the list as filtered (the unfiltered one may still be showing: a fill-in question first)
    await expect.poll(async () => [...new Set(await t.locator('.ex-bank-list .ex-tag').allTextContents())]).toEqual(['单选题']);
    const add = t.locator('.ex-bank-list li', { hasText: '单选题' }).getByRole('button', { name: '添加', exact: true });
    await expect.poll(() => add.count()).toBeGreaterThan(1);
    await add.first().click();
    await expect.poll(() => t.locator('.ex-item').count()).toBe(1);
    await add.first().click();
    await expect.poll(() => t.locator('.ex-item').count()).toBe(2);
    await view(t).getByLabel('第1题分值').fill('40');
    await view(t).getByLabel('第2题分值').fill('60');
    await t.getByRole('button', { name: '保存试题' }).click();
    await expect.poll(() => t.getByTestId('paper-summary').textContent()).toContain('共 2 题 · 总分 100 分');
    const comp = await apiAs<{ items: { questionId: number; answer: string; score: number; stem: string }[] }>(t, `teacher/exam/paper/${paperId}/compose`);
    expect(comp.items.map((i) => i.score)).toEqual([40, 60]);

    // the preview: the learner's own exam view in a 390×844 phone frame
    await t.getByRole('button', { name: '预览（学员视角）' }).click();
    const frame = t.getByTestId('paper-preview');
    await frame.waitFor();
    const box = (await frame.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(844 / 390, 2);
    await expect.poll(() => frame.locator('.ln-q-stem').textContent()).toContain(comp.items[0]!.stem);
    expect(await frame.getByRole('timer').textContent()).toBe('15:00');
    await frame.getByRole('button', { name: '下一题' }).click();
    await expect.poll(() => frame.locator('.ln-q-stem').textContent()).toContain(comp.items[1]!.stem);
    await t.getByRole('button', { name: '关闭预览' }).click();

    // published to the class for a window around now
    await menu(t, '考试管理', '在线考试');
    await t.getByRole('button', { name: '发布考试' }).first().click();
    const form = view(t).getByRole('form');
    await expect.poll(() => form.getByLabel(/试卷$/).locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel(/试卷$/).selectOption({ label: title });
    await expect.poll(() => form.getByLabel(/班级$/).locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel(/班级$/).selectOption({ label: CLASS });
    await form.getByLabel(/开始时间$/).fill(chinaLocal(-60));
    await form.getByLabel(/结束时间$/).fill(chinaLocal(24 * 60));
    await form.getByRole('button', { name: /^保\s*存$/ }).click();
    await rows(t).filter({ hasText: title }).first().waitFor({ timeout: 10_000 });

    // the learner takes it from the menu of the learner area: the first right, the second wrong, 40 of 100
    const l = learner.page;
    await menu(l, null, '在线考试');
    const paper = l.locator('.ln-paper', { hasText: title });
    await paper.getByText('考试截止').waitFor({ timeout: 10_000 });
    await paper.getByRole('button', { name: '开始考试' }).click();
    await l.locator('.adm-dialog').getByRole('button', { name: '开始考试' }).click();
    await l.waitForURL((u) => u.searchParams.has('attempt'));
    for (const [i, k] of comp.items.entries()) {
      await expect.poll(() => l.locator('.ln-q').getAttribute('data-qid')).toBe(String(k.questionId));
      const right = new RegExp(`^${String(k.answer)}\\.`);
      const choices = l.locator('.ln-q [role=radio]');
      await (i === 0 ? choices.filter({ hasText: right }) : choices.filter({ hasNotText: right }).first()).click();
      if (i < comp.items.length - 1) await l.getByRole('button', { name: '下一题' }).click();
    }
    await l.getByText('答案已保存').waitFor();
    await l.getByRole('button', { name: /^交\s*卷$/ }).click();
    await l
      .locator('.adm-dialog')
      .getByRole('button', { name: /^交\s*卷$/ })
      .click();
    await expect.poll(() => l.getByTestId('exam-score').textContent()).toBe('40');

    // 考试人员: the score, with the answer sheet
    await menu(t, '考试管理', '考试人员');
    await view(t).getByLabel('试卷').first().selectOption({ label: title });
    const row = t.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`${LEARNER}.*已交卷.*40.*100.*及格`));
    await row.getByRole('button', { name: /^查看/ }).click();
    await expect.poll(() => t.getByTestId('sheet-score').textContent()).toContain('40 / 100');
    await t.keyboard.press('Escape');
  });

  it('学员作品: a learner’s work graded with a comment', async () => {
    const t = teacher.page;
    await menu(t, '班级管理', '学员作品');
    const row = rows(t).filter({ hasText: '—' }).first();
    await row.waitFor({ timeout: 10_000 });
    const title = (await row.locator('td').first().textContent())!.trim();
    await row.getByRole('button', { name: '评分' }).click();
    await view(t).getByLabel('评分（0-100）').fill('88');
    await view(t).getByLabel('评语').fill('镜头感好，节奏可以更紧凑');
    await t.getByRole('button', { name: '确定' }).click();
    const scored = rows(t).filter({ hasText: title });
    await expect.poll(() => scored.textContent(), { timeout: 10_000 }).toContain('镜头感好，节奏可以更紧凑');
    expect(await scored.textContent()).toContain('88');
  });

  it('班级直播: a live lesson started for the class and ended', async () => {
    const t = teacher.page;
    const title = `直播选品实训${stamp}`;
    await menu(t, '班级管理', '班级直播');
    const form = t.getByRole('form', { name: '创建班级直播' });
    await expect.poll(() => form.locator('#lvf-classId option').count()).toBeGreaterThan(1);
    await form.locator('#lvf-classId').selectOption({ label: CLASS });
    await form.locator('#lvf-title').fill(title);
    await form.getByRole('button', { name: '开始直播' }).click();
    await t.waitForURL((u) => u.pathname === '/manage/classLivePage', { timeout: 10_000 });
    await expect.poll(() => t.getByRole('heading', { level: 2 }).filter({ hasText: title }).textContent(), { timeout: 10_000 }).toContain(CLASS);
    await t.getByRole('button', { name: '结束直播' }).click();
    await confirm(t);
    await t.waitForURL((u) => u.pathname === '/manage/classLive', { timeout: 10_000 });
    await expect.poll(() => t.locator('.lv-list li', { hasText: title }).textContent(), { timeout: 10_000 }).toContain('已结束');
  });
});
