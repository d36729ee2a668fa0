import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, addSignedInCookies, apiToken, baseURL, launch, newPage } from './browser.ts';

/**
 * A check-in from the phone to the teacher's pages: teacher01 opens a session of the ZBB class through
 * the API (started 15 minutes ago, late after 10), zbb_student01 checks in at 390×844 with a photo
 * from the camera input, and teacher01 at 1440×900 finds the late check-in with its photo (待确认: no
 * made-up score) and corrects it with a reason.
 */

let browser: Browser;
const title = `E2E签到${Date.now() % 100000}`;

beforeAll(async () => {
  browser = await launch();
  const token = await apiToken('teacher01');
  const call = async (path: string, json?: unknown) => {
    const res = await fetch(`${baseURL()}/v1/wangchuang/teacher/${path}`, {
      method: json ? 'POST' : 'GET',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: json ? JSON.stringify(json) : undefined,
    });
    return ((await res.json()) as { data: any }).data;
  };
  const [cls] = await call(`clazz/options?keyword=${encodeURIComponent('2026年第3期直播电商创业培训班')}`);
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const made = await call('attendanceSession/create', {
    title,
    classId: cls.value,
    startsAt: at(-15),
    endsAt: at(30),
    place: '三楼实训室',
    method: 'face',
    lateAfter: 10,
  });
  expect(made?.id).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
});

describe('attendance from the phone to the back-office', () => {
  it('zbb_student01 checks in on a phone (390×844) during the open session and is marked late', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await addSignedInCookies(context, 'zbb_student01');
    await page.goto('/cultivate/learningtasks');
    const card = page.locator('.ln-checkin', { hasText: title });
    await card.waitFor({ timeout: 15_000 });
    const input = card.locator('input[type=file]');
    expect(await input.getAttribute('capture')).toBe('user');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: readFileSync('public/icons/icon-192.png') });
    await expect.poll(() => card.locator('.ln-tag').textContent(), { timeout: 10_000 }).toMatch(/^迟到 \d{2}:\d{2}$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('teacher01 (1440×900) sees the photo with 待确认 and corrects the record with a reason', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await addSignedInCookies(context, 'teacher01');
    await page.goto('/manage/identificationRecord');
    const shot = page.getByRole('row').filter({ hasText: title }).filter({ hasText: '张小红' });
    await expect.poll(() => shot.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => shot.textContent()).toMatch(/待确认.*迟到/);
    // the learner has no enrolment photo: nothing to compare with, so no score, only the teacher's confirmation
    expect(await shot.textContent()).not.toMatch(/相似度/);
    expect(await shot.locator('img').count()).toBeGreaterThan(0);

    await page.goto('/manage/AttendanceManagement');
    const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: '张小红' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: '更正' }).click();
    const dialog = page.locator('.rs-reason form');
    await dialog.getByLabel('更正为').selectOption({ label: '已签到' });
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await dialog.getByText('请输入更正原因').waitFor();
    await dialog.getByLabel('更正原因').fill('上课前已到教室，手机拍照延迟');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/已签到.*上课前已到教室，手机拍照延迟.*李明老师/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
