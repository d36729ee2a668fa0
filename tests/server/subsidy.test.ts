import { beforeAll, describe, expect, it } from 'vitest';
import { CHINA_TODAY } from '../../server/db/chinaDay.ts';
import { DEMO_PREFIX, testApp } from './helpers.ts';
import { applicationTotal, ineligibleReasons, lineAmount } from '../../src/api/contract/subsidy.ts';

/**
 * Training subsidies and follow-up (docs/back-office.md "Subsidy", "Follow-up, policies and the
 * product library"): eligibility and arithmetic as tables, the flow with its refusals, every call of
 * the pages for every role on both sides of the scope pairs, and totals that add up. The declared
 * resources' generic checks (fields, fuzz, indexes) live in resourceSuite.ts.
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V1 = '/v1/wangchuang/';
/** The demo accounts' role prefixes, and a learner knocking at the teacher's door. */
const PREFIX: Record<string, string> = { ...DEMO_PREFIX, zbb_student01: 'teacher' };

describe('who qualifies (a table)', () => {
  const ROWS: [string, number | null, boolean, string | null, string[]][] = [
    ['everything met', 90, true, 'SYB001', []],
    ['exactly the threshold', 80, true, 'SYB001', []],
    ['no attendance taken: not applicable', null, true, 'SYB001', []],
    ['attendance below', 79, true, 'SYB001', ['出勤率79%，低于80%']],
    ['failed', 95, false, 'SYB001', ['考核未通过']],
    ['no certificate', 95, true, null, ['未发放结业证书']],
    ['nothing met', 10, false, null, ['出勤率10%，低于80%', '考核未通过', '未发放结业证书']],
  ];
  it.each(ROWS)('%s', (_, attendancePercent, passed, certificateNo, reasons) => {
    expect(ineligibleReasons({ attendancePercent, threshold: 80, passed, certificateNo })).toEqual(reasons);
  });
});

describe('how much (a table)', () => {
  const ROWS: [number, boolean, number][] = [
    [180000, true, 180000],
    [180000, false, 90000],
    [12345, true, 12345],
    [12345, false, 6172],
    [1, false, 0],
    [0, true, 0],
  ];
  it.each(ROWS)('rate %i fen, business started %s → %i fen', (rate, started, amount) => {
    expect(lineAmount(rate, started)).toBe(amount);
  });
  it('totals the lines not rejected', () => {
    const lines = [
      { amountFen: 180000, reviewStatus: 'approved' },
      { amountFen: 90000, reviewStatus: 'pending' },
      { amountFen: 90000, reviewStatus: 'rejected' },
    ];
    expect(applicationTotal(lines)).toBe(270000);
    expect(applicationTotal([])).toBe(0);
  });
});

describe('the subsidy pages through the API', () => {
  let t: App;
  const get = async (who: string, path: string) => t.call('GET', `${V1}${PREFIX[who] ?? 'student'}/${path}`, { token: await t.token(who) });
  const post = async (who: string, path: string, json: unknown = {}) =>
    t.call('POST', `${V1}${PREFIX[who] ?? 'student'}/${path}`, { token: await t.token(who), json });
  const classId = async (name: string) => (await t.db.query<{ id: number }>('select id from classes where name = $1', [name]))[0].id;
  let thZbb: number;
  let thSyb: number;
  let xh: number;

  beforeAll(async () => {
    t = await testApp();
    thZbb = await classId('2026年第2期直播电商创业培训班');
    thSyb = await classId('2026年第9期SYB创业培训班');
    xh = await classId('2026年第1期电子商务培训班（西湖）');
  });

  it('answers every role on both sides of each scope pair: qualified learners, applications, lines, logs', async () => {
    const [app] = await t.db.query<{ id: number }>('select id from subsidy_applications where class_id = $1', [thZbb]);
    // 200 in scope, 404 outside it, 403 for a learner
    const EXPECT: Record<string, number> = {
      admin01: 200,
      province01: 200,
      province02: 404,
      city01: 200,
      city02: 404,
      area01: 200,
      inst01: 200,
      inst02: 404,
      trainer01: 200,
      teacher01: 404,
      zbb_student01: 403,
    };
    for (const [who, status] of Object.entries(EXPECT)) {
      expect((await get(who, `subsidy/class/${thZbb}/qualified`)).status, `${who} qualified`).toBe(status);
      expect((await get(who, `subsidyApplication/detail/${app.id}`)).status, `${who} application`).toBe(status);
      const lines = await get(who, `subsidyLine/list?classId=${thZbb}`);
      const logs = await get(who, `subsidyLog/list?className=${encodeURIComponent('2026年第2期直播电商创业培训班')}`);
      if (status === 403) {
        expect([lines.status, logs.status]).toEqual([403, 403]);
        continue;
      }
      expect(lines.body.data.total > 0, `${who} lines`).toBe(status === 200);
      expect(logs.body.data.total > 0, `${who} logs`).toBe(status === 200);
    }
    expect((await get('city01', 'subsidy/class/999999/qualified')).status).toBe(404);
    expect((await get('city01', 'subsidy/class/abc/qualified')).status).toBe(400);
  });

  it('lists each side its own closed classes and applications', async () => {
    const names = async (who: string, key: string) => (await get(who, `${key}/list?pageSize=50`)).body.data.list.map((r: { id: number }) => r.id);
    expect(await names('city01', 'subsidyClass')).toEqual(expect.arrayContaining([thZbb, thSyb]));
    expect(await names('city01', 'subsidyClass')).not.toContain(xh);
    expect(await names('city02', 'subsidyClass')).toEqual([xh]);
    const city02Apps = (await get('city02', 'subsidyApplication/list')).body.data.list;
    expect(city02Apps.map((a: { classId: number }) => a.classId)).toEqual([xh]);
  });

  it('adds up: every total is the sum of its lines not rejected, at the rate of the class type and region', async () => {
    const apps = (await get('admin01', 'subsidyApplication/list?pageSize=50')).body.data.list as { classId: number; totalFen: number; learnerCount: number }[];
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const a of apps) {
      const lines = (await get('admin01', `subsidyLine/list?classId=${a.classId}&pageSize=100`)).body.data.list as {
        amountFen: number;
        reviewStatus: string;
        fullAmount: boolean;
        businessStarted: boolean;
      }[];
      expect(a.totalFen).toBe(applicationTotal(lines));
      expect(a.learnerCount).toBe(lines.filter((l) => l.reviewStatus !== 'rejected').length);
      const q = (await get('admin01', `subsidy/class/${a.classId}/qualified`)).body.data;
      for (const l of lines) {
        expect(l.fullAmount).toBe(l.businessStarted);
        expect(l.amountFen).toBe(lineAmount(q.rateFen, l.businessStarted));
      }
    }
    // 广州 ZBB: the city's own rate (¥1,500), full for those who started a business
    const zbb = (await get('city01', `subsidy/class/${thZbb}/qualified`)).body.data;
    expect(zbb.rateFen).toBe(150000);
    expect(zbb.attendanceTaken || zbb.learners.every((l: { attendancePercent: number | null }) => l.attendancePercent === null)).toBe(true);
    expect(zbb.totalFen).toBe(zbb.learners.reduce((s: number, l: { amountFen: number }) => s + l.amountFen, 0));
    expect(zbb.learners.some((l: { businessStarted: boolean; qualified: boolean }) => l.businessStarted && l.qualified)).toBe(true);
  });

  it('runs the whole flow, each step by its own role and logged, with the refusals on the way', async () => {
    const base = 'subsidyClass/action/apply/';
    expect((await post('city01', `${base}${thSyb}`)).status).toBe(403);
    expect((await post('inst02', `${base}${thSyb}`)).status).toBe(404);
    const applied = await post('inst01', `${base}${thSyb}`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.applicationStatus).toBe('draft');
    expect((await post('inst01', `${base}${thSyb}`)).status).toBe(400);

    const q = (await get('inst01', `subsidy/class/${thSyb}/qualified`)).body.data;
    const [app] = (await get('inst01', `subsidyApplication/list?className=${encodeURIComponent('2026年第9期SYB创业培训班')}`)).body.data.list;
    expect(app.learnerCount).toBe(q.qualifiedCount);
    expect(app.totalFen).toBe(q.totalFen);
    expect(q.rateFen).toBe(180000); // 广东's SYB rate: 广州 has none of its own

    const act = (who: string, name: string, body: unknown = {}) => post(who, `subsidyApplication/action/${name}/${app.id}`, body);
    expect((await act('city01', 'accept')).status).toBe(400); // still a draft
    expect((await act('inst01', 'submit')).body.data.status).toBe('submitted');
    expect((await act('inst01', 'accept')).status).toBe(403);
    expect((await act('province01', 'accept')).status).toBe(403);
    expect((await act('city02', 'accept')).status).toBe(404);
    expect((await act('city01', 'accept')).body.data.status).toBe('accepted');

    // per-learner review: a reason is needed, and the total follows
    const lines = (await get('city01', `subsidyLine/list?classId=${thSyb}&pageSize=100`)).body.data.list;
    const line = lines[0];
    expect((await post('city01', `subsidyLine/action/rejectLine/${line.id}`)).status).toBe(400);
    expect((await post('inst01', `subsidyLine/action/rejectLine/${line.id}`, { reason: '证件不符' })).status).toBe(403);
    expect((await post('city01', `subsidyLine/action/rejectLine/${line.id}`, { reason: '证件号码与报名信息不一致' })).status).toBe(200);
    const after = (await get('city01', `subsidyApplication/detail/${app.id}`)).body.data;
    expect(after.totalFen).toBe(app.totalFen - line.amountFen);
    expect(after.learnerCount).toBe(app.learnerCount - 1);

    expect((await act('city01', 'pay')).status).toBe(400);
    expect((await act('city01', 'approve')).body.data.status).toBe('reviewed');
    expect((await post('city01', `subsidyLine/action/approveLine/${line.id}`)).status).toBe(400); // no longer under review
    expect((await act('city01', 'publicize', { input: { noticeDays: 3 } })).status).toBe(400);
    const pub = await act('city01', 'publicize', { input: { noticeDays: 7 } });
    expect(pub.body.data.status).toBe('publicized');
    expect(pub.body.data.noticeStart).not.toBeNull();
    const early = await act('city01', 'pay');
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/期满后才能拨付/);
    await t.db.query(`update subsidy_applications set notice_start = ${CHINA_TODAY} - 10, notice_end = ${CHINA_TODAY} - 3 where id = $1`, [app.id]);
    const paid = await act('city01', 'pay');
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.totalFen).toBe(after.totalFen);

    const logs = (await get('inst01', `subsidyLog/list?className=${encodeURIComponent('2026年第9期SYB创业培训班')}&sort=createdAt&order=asc`)).body.data.list;
    type Log = { fromStatus: string | null; toStatus: string; learnerName: string | null; decision: string | null; reason: string; actorRole: string };
    expect(logs.map((l: Log) => `${l.fromStatus ?? ''}>${l.toStatus}${l.decision ? ` ${l.learnerName}:${l.decision}` : ''}`)).toEqual([
      '>draft',
      'draft>submitted',
      'submitted>accepted',
      `accepted>accepted ${line.realName}:rejected`,
      'accepted>reviewed',
      'reviewed>publicized',
      'publicized>paid',
    ]);
    expect(logs.find((l: Log) => l.decision)?.reason).toBe('证件号码与报名信息不一致');
    expect(logs.map((l: Log) => l.actorRole)).toEqual(['培训机构', '培训机构', '市级管理员', '市级管理员', '市级管理员', '市级管理员', '市级管理员']);
  });

  it('sends a rejected application back to the institution, which resubmits it', async () => {
    const [app] = (await get('city02', 'subsidyApplication/list')).body.data.list;
    const act = (who: string, name: string, body: unknown = {}) => post(who, `subsidyApplication/action/${name}/${app.id}`, body);
    expect((await act('city02', 'reject')).status).toBe(400);
    const rejected = await act('city02', 'reject', { reason: '缺少学员签到表' });
    expect(rejected.body.data.status).toBe('rejected');
    expect(rejected.body.data.rejectReason).toBe('缺少学员签到表');
    expect((await act('inst02', 'submit')).body.data.status).toBe('submitted');
    const lines = (await get('inst02', `subsidyLine/list?classId=${xh}&pageSize=100`)).body.data.list;
    expect(lines.every((l: { reviewStatus: string }) => l.reviewStatus === 'pending')).toBe(true);
  });

  it('shows a learner’s own track entry to their institution, read-only, beside the visits staff record', async () => {
    const learner = await t.login('dsb_student01');
    const made = await t.call('POST', `${V1}student/train/track`, {
      token: learner,
      json: { businessStarted: true, businessName: '王建国网店', legalForm: '个体工商户', jobsCreated: 1 },
    });
    expect(made.status).toBe(200);
    const mine = (await get('inst01', 'track/list?pageSize=100')).body.data.list.find((r: { businessName: string }) => r.businessName === '王建国网店');
    expect(mine).toMatchObject({ method: 'self', realName: '王建国', businessStarted: true });
    expect((await get('city02', `track/detail/${mine.id}`)).status).toBe(404);
    expect((await get('city01', `track/detail/${mine.id}`)).status).toBe(200);
    expect((await post('inst01', `track/update/${mine.id}`, { method: 'phone', visitDate: '2026-11-20' })).status).toBe(400);

    const [u] = await t.db.query<{ id: number }>(`select id from users where username = 'dsb_student01'`);
    const visit = { userId: u.id, method: 'phone', visitDate: '2026-11-24', businessStarted: false, services: '政策咨询', nextVisit: '2026-12-24' };
    expect((await post('inst02', 'track/create', visit)).status).toBe(400); // not their learner
    expect((await post('city01', 'track/create', visit)).status).toBe(403);
    expect((await post('inst01', 'track/create', { ...visit, businessStarted: true })).body.msg).toBe('已创业的请填写企业名称');
    const created = await post('inst01', 'track/create', visit);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ classId: expect.any(Number), recorderName: expect.any(String) });
  });

  it('reviews learners’ products: a rejection takes one off the shelf, relisting asks for a review again', async () => {
    const [p] = (await get('city01', 'commodity/list?reviewStatus=pending')).body.data.list;
    expect(p).toBeDefined();
    expect((await post('inst01', `commodity/action/reject/${p.id}`, { reason: '图片与商品不符' })).status).toBe(403);
    expect((await post('city02', `commodity/action/reject/${p.id}`, { reason: '图片与商品不符' })).status).toBe(404);
    const r = await post('city01', `commodity/action/reject/${p.id}`, { reason: '图片与商品不符' });
    expect(r.body.data).toMatchObject({ reviewStatus: 'rejected', status: 0 });
    await t.db.query('update products set status = 1 where id = $1', [p.id]);
    expect((await get('city01', `commodity/detail/${p.id}`)).body.data.reviewStatus).toBe('pending');
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from products where review_status = 'approved' and status = 1`);
    expect(n).toBeGreaterThan(0); // seeded products stay in the mall
  });
});

describe('support policies reach learners', () => {
  it('a published policy is on the learners’ notice board, once, and leaves it when withdrawn', async () => {
    const app = await testApp();
    const admin = await app.login('admin01');
    const learner = await app.login('zbb_student01');
    const board = async () =>
      ((await app.call('GET', `${V1}student/loadSendSysMsg?pageSize=20&pageNum=1`, { token: learner })).body.data.list as { title: string }[]).map(
        (m) => m.title,
      );
    const unread = async () => (await app.call('GET', `${V1}student/loadSysMsg/num`, { token: learner })).body.data as number;
    const before = await unread();
    const made = await app.call('POST', `${V1}admin/policy/create`, {
      token: admin,
      json: { title: '返乡创业担保贷款贴息', category: 'loan', issuer: '人社部发〔2026〕1号', summary: '最高30万元 <贷款>', content: '<p>申请条件…</p>' },
    });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(await board()).not.toContain('扶持政策：返乡创业担保贷款贴息');
    expect((await app.call('POST', `${V1}admin/policy/action/publish/${id}`, { token: admin, json: {} })).status).toBe(200);
    expect(await board()).toContain('扶持政策：返乡创业担保贷款贴息');
    expect(await unread()).toBe(before + 1);
    const [msg] = await app.db.query<{ content: string }>(`select content from sys_messages where title = '扶持政策：返乡创业担保贷款贴息'`);
    expect(msg!.content).toBe('<p>最高30万元 &lt;贷款&gt;</p><p>申请条件…</p>');
    // withdrawn and published again: still one message, back on the board
    expect((await app.call('POST', `${V1}admin/policy/action/withdraw/${id}`, { token: admin, json: {} })).status).toBe(200);
    expect(await board()).not.toContain('扶持政策：返乡创业担保贷款贴息');
    expect((await app.call('POST', `${V1}admin/policy/action/publish/${id}`, { token: admin, json: {} })).status).toBe(200);
    expect((await board()).filter((title) => title === '扶持政策：返乡创业担保贷款贴息')).toHaveLength(1);
  });
});
