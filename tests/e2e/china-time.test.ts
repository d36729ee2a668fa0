import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, addSignedInCookies, apiToken, baseURL, launch } from './browser.ts';
import { rolePrefix } from '../../src/api/contract/prefixes.ts';
import { resourceBase } from '../../src/api/contract/resource/ops.ts';
import { classResource } from '../../src/api/contract/resources/classes.ts';
import { buyAndAskRefund } from './trade.ts';

/**
 * Every time a user sees is China time whatever the device's zone (docs/architecture.md "Time"): the
 * pages that show times, opened in a browser set to UTC and to America/Los_Angeles, show the same
 * texts, and those are the China time of the API's instants (computed here, not by the app's module).
 * The data is made through the API first: seller07 buys from seller06's shop, seller06 ships, seller07
 * receives, asks for a refund and files a complaint; teacher02 opens a check-in for zbb_student02's class.
 */

const V = '/v1/wangchuang/';
const ZONES = ['UTC', 'America/Los_Angeles'];
/** The institution's class list (the resource behind /manage/classList). */
const CLASSES = resourceBase(classResource, 4).slice(V.length);

async function api<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${V}${path}`, {
    method,
    headers: { authorization: token, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${body.msg}`);
  return body.data;
}

const CHINA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** 2026-11-27 11:38 in China for an ISO instant or epoch ms. */
function china(at: string | number): string {
  const p = Object.fromEntries(CHINA.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
const clock = (at: string) => china(at).slice(11);

/** Every date and time written on the page, in order; and what must never be written (ISO text, 2026/11/27). */
async function timesOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}|\d{4}\/\d{1,2}\/\d{1,2}/);
  return text.match(/\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?|\b\d{2}:\d{2}\b/g) ?? [];
}

interface Fixture {
  orderId: number;
  afterSaleId: number;
  classId: number;
  sessionTitle: string;
  /** What each page must show, from the API's instants. */
  expected: Record<string, string[]>;
}

let browser: Browser;
let fx: Fixture;
/** The times each page showed in the first zone. */
const firstSeen = new Map<string, string[]>();

async function makeData(): Promise<Fixture> {
  const [buyer, seller, teacher, learner, inst] = await Promise.all(['seller07', 'seller06', 'teacher02', 'zbb_student02', 'inst01'].map((u) => apiToken(u)));
  const { shopId, orderId } = await buyAndAskRefund(buyer!, seller!, '时区测试');
  const filed = await api<{ id: number }>(buyer, 'POST', 'buyers/complaint', {
    kind: 'complaint',
    shopId,
    orderId,
    reason: '发货慢',
    content: '时区测试',
  });

  const order = await api<{ createdAt: string; shippedAt: string; timeline: { createdAt: string }[] }>(buyer, 'GET', `buyers/order/${orderId}`);
  const afterSale = (await api<{ id: number; orderId: number; createdAt: string }[]>(buyer, 'GET', 'buyers/aftersales')).find((a) => a.orderId === orderId)!;
  const complaint = (await api<{ id: number; createdAt: string }[]>(buyer, 'GET', 'buyers/complaints?kind=complaint')).find((c) => c.id === filed.id)!;
  const ledger = await api<{ list: { createdAt: string }[] }>(buyer, 'GET', 'buyers/wallet/ledger?pageNum=1&pageSize=20');

  // a check-in open for the next two hours (nobody checks in: no attendance figure changes)
  const { classId } = await api<{ classId: number }>(learner, 'GET', 'common/info');
  const sessionTitle = `时区签到${Date.now() % 100000}`;
  const session = await api<{ startsAt: string; endsAt: string }>(teacher, 'POST', 'teacher/attendanceSession/create', {
    title: sessionTitle,
    classId,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
    place: '二楼教室',
    method: 'photo',
    lateAfter: 10,
  });
  const notices = await api<{ list: { pushTime: number }[] }>(learner, 'GET', 'student/loadSendSysMsg?pageNum=1&pageSize=5');

  // the institution's classes and one it submitted
  const classes = await api<{ list: { id: number; startDate: string; submittedAt: string | null }[] }>(inst, 'GET', `${CLASSES}list`);
  const submitted = classes.list.find((c) => c.submittedAt)!;
  const info = await api<{ submittedAt: string; timeline: { at: string }[] }>(inst, 'GET', `${rolePrefix(4).slice(V.length)}class/${submitted.id}/information`);

  return {
    orderId,
    afterSaleId: afterSale.id,
    classId: submitted.id,
    sessionTitle,
    expected: {
      orderDetail: [china(order.shippedAt), ...order.timeline.map((l) => china(l.createdAt))],
      refundDetail: [china(afterSale.createdAt)],
      complaints: [china(complaint.createdAt)],
      userInfo: [china(ledger.list[0]!.createdAt)],
      sellerOrders: [china(order.createdAt)],
      classList: [classes.list[0]!.startDate],
      information: [china(info.submittedAt), ...info.timeline.map((l) => china(l.at))],
      // a phone's card shows the start (endsAt is a table column)
      sessions: [china(session.startsAt)],
      checkIn: [clock(session.startsAt), clock(session.endsAt)],
      notices: notices.list.map((n) => china(n.pushTime)),
    },
  };
}

beforeAll(async () => {
  browser = await launch();
  fx = await makeData();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone in the zone, signed in as `username`: one context per account and zone, for all its pages. */
async function device(zone: string, username: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', timezoneId: zone, baseURL: baseURL(), serviceWorkers: 'block' });
  await addSignedInCookies(context, username);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Opens `path`, runs `prepare` (a search), and checks its times: China time, the same in every zone. */
async function showsChinaTime(zone: string, page: Page, key: string, path: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await prepare?.(page);
  const expected = fx.expected[key]!;
  expect(expected.length, key).toBeGreaterThan(0);
  await expect.poll(() => missing(page, expected), { timeout: 20_000 }).toEqual([]);
  const times = await timesOn(page);
  for (const t of expected) expect(times, `${key} in ${zone}`).toContain(t);
  if (!firstSeen.has(key)) firstSeen.set(key, times);
  else {
    // a list that loads its next page while its end is in view may hold more rows in one run than in
    // the other: the rows both show must read the same
    const first = firstSeen.get(key)!;
    const both = Math.min(first.length, times.length);
    expect(both, key).toBeGreaterThanOrEqual(expected.length);
    expect(times.slice(0, both), `${key}: ${zone} against ${ZONES[0]}`).toEqual(first.slice(0, both));
  }
}

/** The expected texts the page does not show (yet). */
async function missing(page: Page, expected: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return expected.filter((t) => !text.includes(t));
}

describe.each(ZONES)('with the browser in %s', (zone) => {
  it('the buyer centre: order progress and shipping, refund, complaint, 个人信息', async () => {
    const { context, page, errors } = await device(zone, 'seller07');
    await showsChinaTime(zone, page, 'orderDetail', `/orderDetail?id=${fx.orderId}`);
    await showsChinaTime(zone, page, 'refundDetail', `/refundDetail?id=${fx.afterSaleId}`);
    await showsChinaTime(zone, page, 'complaints', '/complaintManagement');
    await showsChinaTime(zone, page, 'userInfo', '/buyeUserInfo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the seller centre order list', async () => {
    const { context, page, errors } = await device(zone, 'seller06');
    await showsChinaTime(zone, page, 'sellerOrders', '/seller/order');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the back-office: class list and a class page (institution), check-in sessions (teacher)', async () => {
    const inst = await device(zone, 'inst01');
    await showsChinaTime(zone, inst.page, 'classList', '/manage/classList');
    await showsChinaTime(zone, inst.page, 'information', `/manage/information/${fx.classId}`);
    const teacher = await device(zone, 'teacher02');
    await showsChinaTime(zone, teacher.page, 'sessions', '/manage/setAttendanceManagement', (page) =>
      page.getByPlaceholder('搜索场次名称').fill(fx.sessionTitle),
    );
    expect([...inst.errors, ...teacher.errors]).toEqual([]);
    await inst.context.close();
    await teacher.context.close();
  });

  it("the learner's check-in card and the notices", async () => {
    const { context, page, errors } = await device(zone, 'zbb_student02');
    await showsChinaTime(zone, page, 'checkIn', '/cultivate/learningtasks');
    const card = page.locator('.ln-checkin', { hasText: fx.sessionTitle });
    expect(await card.innerText()).toContain(`${fx.expected.checkIn![0]}–${fx.expected.checkIn![1]}`);
    await showsChinaTime(zone, page, 'notices', '/supplymarket/notice');
    expect(errors).toEqual([]);
    await context.close();
  });
});
