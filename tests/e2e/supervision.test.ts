import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiToken, baseURL, newPage, signIn, browserPerFile } from './browser.ts';
import { snapshotPng } from '../../server/db/seed/supervision.ts';

/**
 * Supervision (docs/back-office.md "Supervision"): teacher01 sees, on the invigilation grid, the
 * snapshot a learner's exam uploaded (through the API, as the camera would); the video wall renders
 * on a phone. Grading a learner's work is part of the teacher's day (teacher-day.test.ts).
 */

const browser = browserPerFile();

async function call<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/v1/wangchuang/${path}`, {
    method,
    headers: { authorization: token, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

describe('supervision at 1440×900 and 390×844', () => {
  it('teacher01 sees an invigilated attempt’s snapshot', async () => {
    const teacher = await apiToken('teacher01');
    // the unit test published to teacher01's ZBB class, invigilated for this test
    type Pub = { id: number; paperId: number; classId: number; opensAt: string; closesAt: string; paperTitle: string };
    const pubs = await call<{ list: Pub[] }>(teacher, 'GET', 'teacher/onlineTest/list?pageSize=100');
    const pub = pubs.list.find((p) => p.paperTitle === '天河直播电商单元测验')!;
    const setInvigilated = (on: boolean) =>
      call(teacher, 'POST', `teacher/onlineTest/update/${pub.id}`, { opensAt: pub.opensAt, closesAt: pub.closesAt, invigilated: on });
    await setInvigilated(true);
    const roster = await call<{ list: { phone: string; realName: string }[] }>(teacher, 'GET', `teacher/roster/list?classId=${pub.classId}&pageSize=100`);
    // a roster learner (stu…, phones 1521…), not a demo account
    const taker = roster.list.find((u) => u.phone.startsWith('1521'))!;
    const learner = await apiToken(taker.phone);
    const { attemptId } = await call<{ attemptId: number }>(learner, 'POST', `student/train/papers/${pub.paperId}/start`);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(snapshotPng(2))], { type: 'image/png' }), 'shot.png');
    const sent = await fetch(`${baseURL()}/v1/wangchuang/student/invigilation/${attemptId}/snapshot`, {
      method: 'POST',
      headers: { authorization: learner },
      body: form,
    });
    expect(sent.status).toBe(200);

    const { context, page, errors } = await newPage(browser(), DESKTOP);
    try {
      await signIn(page, 'teacher01');
      await page.waitForURL((u) => u.pathname.startsWith('/manage/'), { timeout: 20_000 });

      await page.goto('/manage/RemoteInvigilation');
      const tile = page.getByTestId('invigilation-tile').filter({ hasText: taker.realName });
      await tile.getByTestId('snapshot').waitFor({ timeout: 15_000 });
      expect(await tile.getByTestId('snapshot').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
      expect(await tile.textContent()).toContain('抓拍1张');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await call(learner, 'POST', `student/train/attempts/${attemptId}/submit`);
      await setInvigilated(false);
    }
  });

  it('the video wall renders on a phone and opens a camera full screen', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname.startsWith('/manage/'), { timeout: 20_000 });
    await page.goto('/manage/VideoSupervision');
    await page.getByRole('heading', { name: '视频监管' }).waitFor();
    await page.getByText(/教室摄像头（\d+）/).waitFor();
    const tiles = page.getByTestId('camera-tile');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await tiles.first().click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
