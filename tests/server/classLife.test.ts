import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PREFIX, testApp } from './helpers.ts';
import { nextClassState } from '../../server/services/classMachine.ts';
import { CLASS_STATUSES, type ClassAction, type ClassStatus } from '../../src/api/contract/classes.ts';
import { ALL_ROLES, type Role } from '../../src/api/contract/roles.ts';
import type { AppError } from '../../server/errors.ts';

/**
 * A class's life (docs/back-office.md "Classes"): the state machine as a table, the whole life
 * through the API, rosters and the registration pool, and every class page's own call for every
 * role on both sides of each scope pair. The declared resources' generic checks live in
 * resourceSuite.ts.
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V1 = '/v1/wangchuang/';
/** A 1×1 PNG (an identification photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The demo accounts' role prefixes, and a learner knocking at the teacher's door. */
const PREFIX: Record<string, string> = { ...DEMO_PREFIX, zbb_student01: 'teacher' };

describe('the class state machine', () => {
  // Written out by hand (not read back from CLASS_MACHINE): every allowed step, with its role and next state.
  const ALLOWED: [ClassStatus, ClassAction, Role[], ClassStatus][] = [
    ['draft', 'submit', [4], 'submitted'],
    ['rejected', 'submit', [4], 'submitted'],
    ['submitted', 'approve', [3, 20], 'approved'],
    ['submitted', 'reject', [3, 20], 'rejected'],
    ['approved', 'start', [4], 'in_progress'],
    ['in_progress', 'submitCompletion', [4], 'completion_submitted'],
    ['completion_submitted', 'approve', [3, 20], 'closed'],
    ['completion_submitted', 'reject', [3, 20], 'in_progress'],
  ];
  const ACTIONS: ClassAction[] = ['submit', 'approve', 'reject', 'start', 'submitCompletion'];
  const TAKES: Record<ClassAction, Role[]> = { submit: [4], approve: [3, 20], reject: [3, 20], start: [4], submitCompletion: [4] };

  const outcome = (status: ClassStatus, action: ClassAction, role: Role) => {
    try {
      return nextClassState(status, action, role);
    } catch (e) {
      return (e as AppError).status;
    }
  };

  it('allows exactly the listed steps, to the listed states', () => {
    for (const [status, action, roles, to] of ALLOWED) for (const role of roles) expect(outcome(status, action, role), `${status} ${action} ${role}`).toBe(to);
  });

  it('refuses every other (state, action, role): 403 for a role that never takes the step, else 400', () => {
    let refused = 0;
    for (const status of CLASS_STATUSES)
      for (const action of ACTIONS)
        for (const role of ALL_ROLES) {
          if (ALLOWED.some(([s, a, roles]) => s === status && a === action && roles.includes(role))) continue;
          refused++;
          expect(outcome(status, action, role), `${status} ${action} ${role}`).toBe(TAKES[action].includes(role) ? 400 : 403);
        }
    // a closed class takes no step at all; nobody skips the review
    expect(outcome('closed', 'approve', 3)).toBe(400);
    expect(outcome('draft', 'approve', 3)).toBe(400);
    expect(outcome('draft', 'start', 4)).toBe(400);
    expect(outcome('submitted', 'approve', 4)).toBe(403);
    expect(outcome('submitted', 'approve', 1)).toBe(403);
    expect(outcome('submitted', 'approve', 2)).toBe(403);
    expect(refused).toBe(CLASS_STATUSES.length * ACTIONS.length * ALL_ROLES.length - 12);
  });
});

describe('a class’s life through the API', () => {
  let t: App;
  const call = async (u: string, method: string, path: string, json?: unknown) =>
    t.call(method, `${V1}${PREFIX[u]}/${path}`, { token: await t.token(u), json });
  const classId = async (name: string) => (await t.db.one<{ id: number }>('select id from classes where name = $1', [name]))!.id;
  const status = async (id: number) => (await t.db.one<{ status: string }>('select status from classes where id = $1', [id]))!.status;
  const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const plusDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await testApp();
  });

  async function draft(name: string, extra: Record<string, unknown> = {}) {
    const teachers = (await call('inst01', 'GET', 'teacher/options')).body.data as { value: number; label: string }[];
    const res = await call('inst01', 'POST', 'clazz/create', {
      name,
      classType: 'DSB',
      startDate: plusDays(7),
      endDate: plusDays(30),
      theoryHours: 40,
      practiceHours: 56,
      venue: '天河路100号三楼',
      teacherIds: [teachers.find((x) => x.label === '李明老师')!.value],
      capacity: 2,
      schedule: '第1周：开店',
      teachingPlan: '理论与实训结合',
      assessmentPlan: '理论50%，实践50%',
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; status: string; countyIdName: string; institutionIdName: string; teacherIdsName: string };
  }

  it('drafts, submits, is rejected with a reason, is fixed and resubmitted, approved, started, completed and closed — each step logged', async () => {
    const c = await draft('2026年测试电子商务班');
    expect(c).toMatchObject({ status: 'draft', countyIdName: '天河区', institutionIdName: '广州天河创业培训学校', teacherIdsName: '李明老师' });
    // the other side cannot see it; the city of its region can
    expect((await call('city02', 'GET', `clazz/detail/${c.id}`)).status).toBe(404);
    expect((await call('city01', 'GET', `clazz/detail/${c.id}`)).status).toBe(200);
    // only the institution submits, and a draft is not reviewed
    expect((await call('city01', 'POST', `clazz/action/approve/${c.id}`, {})).body.msg).toBe('当前状态不能审核通过');
    expect((await call('teacher01', 'POST', `clazz/action/submit/${c.id}`, {})).status).toBe(403);
    expect((await call('inst01', 'POST', `clazz/action/submit/${c.id}`, {})).body.msg).toBe('已提交审核');
    // submitted: not editable, reviewers only; a rejection needs its reason
    expect((await call('inst01', 'POST', `clazz/update/${c.id}`, {})).body.msg).toBe('当前状态不能修改');
    expect((await call('inst01', 'POST', `clazz/action/approve/${c.id}`, {})).status).toBe(403);
    expect((await call('province01', 'POST', `clazz/action/approve/${c.id}`, {})).status).toBe(403);
    expect((await call('city02', 'POST', `clazz/action/reject/${c.id}`, { reason: '不是我的' })).status).toBe(404);
    const noReason = await call('city01', 'POST', `clazz/action/reject/${c.id}`, { reason: '  ' });
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请输入驳回原因']);
    expect((await call('city01', 'POST', `clazz/action/reject/${c.id}`, { reason: '培训地点不明确' })).body.data).toMatchObject({ status: 'rejected' });
    // rejected: the institution sees the reason, edits and resubmits
    const info = (await call('inst01', 'GET', `class/${c.id}/information`)).body.data;
    expect(info).toMatchObject({ status: 'rejected', rejectReason: '培训地点不明确', editable: true, actions: ['submit'] });
    const edited = await call('inst01', 'POST', `clazz/update/${c.id}`, {
      ...(await call('inst01', 'GET', `clazz/detail/${c.id}`)).body.data,
      venue: '天河路100号三楼301室',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await call('inst01', 'POST', `clazz/action/submit/${c.id}`, {});
    // the county approves; the city cannot approve twice
    expect((await call('area01', 'GET', `class/${c.id}/information`)).body.data.actions).toEqual(['approve', 'reject']);
    expect((await call('area01', 'POST', `clazz/action/approve/${c.id}`, {})).status).toBe(200);
    expect((await call('city01', 'POST', `clazz/action/approve/${c.id}`, {})).body.msg).toBe('当前状态不能审核通过');
    // starting waits for the start date, completion for the end date
    const early = await call('inst01', 'POST', `clazz/action/start/${c.id}`, {});
    expect([early.status, early.body.msg]).toEqual([400, `未到开班日期（${plusDays(7)}），不能开班`]);
    await t.db.query('update classes set start_date = $2 where id = $1', [c.id, today()]);
    expect((await call('inst01', 'POST', `clazz/action/start/${c.id}`, {})).body.msg).toBe('已开班');
    expect((await call('inst01', 'POST', `clazz/action/submitCompletion/${c.id}`, {})).body.msg).toBe(`未到结业日期（${plusDays(30)}），不能提交结业`);
    await t.db.query('update classes set end_date = $2 where id = $1', [c.id, today()]);
    await call('inst01', 'POST', `clazz/action/submitCompletion/${c.id}`, {});
    // the completion is sent back once, then accepted: closed
    expect((await call('city01', 'POST', `clazz/action/reject/${c.id}`, { reason: '考核材料不全' })).body.data.status).toBe('in_progress');
    await call('inst01', 'POST', `clazz/action/submitCompletion/${c.id}`, {});
    expect((await call('city01', 'POST', `clazz/action/approve/${c.id}`, {})).body.data.status).toBe('closed');
    expect((await call('inst01', 'POST', `clazz/action/submitCompletion/${c.id}`, {})).body.msg).toBe('当前状态不能提交结业');

    const timeline = (await call('teacher01', 'GET', `class/${c.id}/information`)).body.data.timeline as {
      action: string;
      fromStatus: string | null;
      toStatus: string;
      actorName: string;
      reason: string;
      at: string;
    }[];
    expect(timeline.map((x) => [x.action, x.fromStatus, x.toStatus, x.actorName, x.reason]).reverse()).toEqual([
      ['create', null, 'draft', '天河创业培训学校', ''],
      ['submit', 'draft', 'submitted', '天河创业培训学校', ''],
      ['reject', 'submitted', 'rejected', '广州市人社局', '培训地点不明确'],
      ['update', 'rejected', 'rejected', '天河创业培训学校', ''],
      ['submit', 'rejected', 'submitted', '天河创业培训学校', ''],
      ['approve', 'submitted', 'approved', '天河区人社局', ''],
      ['start', 'approved', 'in_progress', '天河创业培训学校', ''],
      ['submitCompletion', 'in_progress', 'completion_submitted', '天河创业培训学校', ''],
      ['reject', 'completion_submitted', 'in_progress', '广州市人社局', '考核材料不全'],
      ['submitCompletion', 'in_progress', 'completion_submitted', '天河创业培训学校', ''],
      ['approve', 'completion_submitted', 'closed', '广州市人社局', ''],
    ]);
    expect(timeline.every((x) => !Number.isNaN(Date.parse(x.at)))).toBe(true);
    // the decisions are listed as reviewed, with their results
    const decisions = (await call('city01', 'GET', `classDecision/list?pageSize=100&className=${encodeURIComponent('2026年测试电子商务班')}`)).body.data.list;
    expect(decisions.map((d: { result: string; reviewKind: string }) => `${d.reviewKind}:${d.result}`).sort()).toEqual(
      ['opening:reject', 'opening:approve', 'completion:reject', 'completion:approve'].sort(),
    );
  });

  it('refuses a form that breaks the class rules and writes nothing', async () => {
    const before = (await t.db.one<{ n: number }>('select count(*)::int as n from classes'))!.n;
    const teachers = (await call('inst01', 'GET', 'teacher/options')).body.data as { value: number }[];
    const good = {
      name: '规则测试班',
      classType: 'SYB',
      startDate: '2026-12-10',
      endDate: '2026-12-15',
      theoryHours: 30,
      practiceHours: 10,
      venue: '教室',
      teacherIds: [teachers[0]!.value],
      capacity: 30,
      schedule: '安排',
      teachingPlan: '计划',
      assessmentPlan: '方案',
    };
    const other = await t.db.one<{ id: number }>(`select id from users where username = 'teacher02'`);
    for (const [patch, msg] of [
      [{ endDate: '2026-12-01' }, '结业日期不能早于开班日期'],
      [{ teacherIds: [] }, '请选择授课教师'],
      [{ teacherIds: [other!.id] }, '所选授课教师不存在'],
      [{ capacity: 0 }, '计划人数不能小于1'],
      [{ capacity: 201 }, '计划人数不能大于200'],
      [{ classType: 'XYZ' }, '班级类型有误'],
      [{ name: '' }, '请输入班级名称'],
    ] as [Record<string, unknown>, string][]) {
      const res = await call('inst01', 'POST', 'clazz/create', { ...good, ...patch });
      expect([res.status, res.body.msg], JSON.stringify(patch)).toEqual([400, msg]);
    }
    // administrators and teachers do not draft classes
    for (const u of ['city01', 'admin01', 'teacher01']) expect((await call(u, 'POST', 'clazz/create', good)).status).toBe(403);
    expect((await t.db.one<{ n: number }>('select count(*)::int as n from classes'))!.n).toBe(before);
  });

  it('keeps a roster within capacity, out of closed classes, and moves learners only between classes of the same type', async () => {
    const c = await draft('2026年名额测试班'); // capacity 2
    const pool = (await call('inst01', 'GET', 'enrolment/list?status=pending&pageSize=100')).body.data.list as { id: number; realName: string }[];
    expect(pool.length).toBeGreaterThanOrEqual(3);
    const [a, b, d] = pool;
    // two fit, the third does not: nothing of the batch is written
    const full = await call('inst01', 'POST', 'enrolment/batch/action/assign', { ids: [a!.id, b!.id, d!.id], input: { toClassId: c.id } });
    expect([full.status, full.body.msg]).toEqual([400, '班级人数已满（计划2人，已有2人）']);
    expect((await call('inst01', 'GET', `roster/list?classId=${c.id}`)).body.data.total).toBe(0);
    expect((await call('inst01', 'POST', 'enrolment/batch/action/assign', { ids: [a!.id, b!.id], input: { toClassId: c.id } })).status).toBe(200);
    const roster = (await call('inst01', 'GET', `roster/list?classId=${c.id}`)).body.data.list as { id: number; realName: string }[];
    expect(roster.map((r) => r.realName).sort()).toEqual([a!.realName, b!.realName].sort());
    // the pool no longer lists them; an assign needs a class in scope
    expect((await call('inst01', 'GET', 'enrolment/list?pageSize=100')).body.data.list.map((r: { id: number }) => r.id)).not.toContain(a!.id);
    const west = await classId('2026年第1期直播电商培训班（西湖）');
    expect((await call('inst01', 'POST', `enrolment/action/assign/${d!.id}`, { input: { toClassId: west } })).body.msg).toBe('所选分配到班级不存在');
    expect((await call('inst01', 'POST', `enrolment/action/assign/${d!.id}`, { input: {} })).body.msg).toBe('请选择分配到班级');
    // transfer: same type only, never into a closed class
    const zbb = await classId('2026年第3期直播电商创业培训班');
    const dsb = await classId('2026年第5期电子商务创业培训班');
    const closedZbb = await classId('2026年第2期直播电商创业培训班');
    expect((await call('inst01', 'POST', `roster/action/transfer/${roster[0]!.id}`, { input: { toClassId: zbb } })).body.msg).toBe('只能转入同类型的班级');
    expect((await call('inst01', 'POST', `roster/action/transfer/${roster[0]!.id}`, { input: { toClassId: closedZbb } })).body.msg).toBe(
      '班级已结业，不能再加入学员',
    );
    expect((await call('inst01', 'POST', `roster/action/transfer/${roster[0]!.id}`, { input: { toClassId: dsb } })).status).toBe(200);
    expect((await t.db.one<{ class_id: number }>('select class_id from users where id = $1', [roster[0]!.id]))!.class_id).toBe(dsb);
    // removing puts the learner back in the pool
    expect((await call('inst01', 'POST', `roster/action/remove/${roster[1]!.id}`, {})).status).toBe(200);
    expect(
      await t.db.one('select e.status, e.class_id, u.class_id as current from enrolments e join users u on u.id = e.user_id where u.id = $1', [roster[1]!.id]),
    ).toEqual({
      status: 'pending',
      class_id: null,
      current: null,
    });
    // a closed class's roster is fixed; another institution cannot touch this one
    const closedLearner = (await call('inst01', 'GET', `roster/list?classId=${closedZbb}`)).body.data.list[0];
    expect((await call('inst01', 'POST', `roster/action/remove/${closedLearner.id}`, {})).body.msg).toBe('当前状态不能移出班级');
    expect((await call('inst02', 'GET', `roster/list?classId=${c.id}`)).body.data.total).toBe(0);
    expect((await call('inst02', 'POST', `roster/action/remove/${roster[0]!.id}`, {})).status).toBe(404);
    // the teacher sees the roster of a class they teach, and changes nothing
    expect((await call('teacher01', 'GET', `roster/list?classId=${dsb}&pageSize=100`)).body.data.list.map((r: { id: number }) => r.id)).toContain(
      roster[0]!.id,
    );
    expect((await call('teacher01', 'POST', `roster/action/remove/${roster[0]!.id}`, {})).status).toBe(403);
    // turned away with a reason
    expect((await call('inst01', 'POST', `enrolment/action/reject/${d!.id}`, {})).body.msg).toBe('请输入不予录取的原因');
    expect((await call('inst01', 'POST', `enrolment/action/reject/${d!.id}`, { reason: '年龄不符合要求' })).status).toBe(200);
    expect((await call('inst01', 'GET', `enrolment/detail/${d!.id}`)).body.data).toMatchObject({ status: 'rejected', reason: '年龄不符合要求' });
  });

  /** The regions of 天河区 and a /register form for it (with an identification photo uploaded by the learner). */
  async function registration(learner: string, klass: number) {
    const r = await t.db.one<{ gd: number; gz: number; th: number }>(
      `select (select id from regions where code = '440000') as gd, (select id from regions where code = '440100') as gz, (select id from regions where code = '440106') as th`,
    );
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'photo.png'));
    const photo = (await t.call('POST', `${V1}upload/temporary/file`, { token: learner, body: form })).body.data.url;
    const json = {
      realName: '林小新',
      idCard: '440106200001011234',
      phone: '13912345678',
      provinceId: r!.gd,
      cityId: r!.gz,
      countyId: r!.th,
      classId: klass,
      identificationPhoto: photo,
    };
    return { countyId: r!.th, send: () => t.call('POST', `${V1}common/up-to-date/perfect`, { token: learner, json }) };
  }

  it('a class whose end date has passed is not offered on /register, and an application to it is refused', async () => {
    const learner = await t.token('new_student01');
    const klass = await classId('2026年第6期电子商务创业培训班');
    const form = await registration(learner, klass);
    const offered = async () =>
      (await t.call('GET', `${V1}admin/common/classes?countyId=${form.countyId}`, { token: learner })).body.data.map((c: { id: number }) => c.id) as number[];
    expect(await offered()).toContain(klass);
    const [was] = await t.db.query<{ start: string; end: string }>(`select start_date::text as start, end_date::text as "end" from classes where id = $1`, [
      klass,
    ]);
    await t.db.query(
      `update classes set start_date = (now() at time zone 'Asia/Shanghai')::date - 30, end_date = (now() at time zone 'Asia/Shanghai')::date - 1 where id = $1`,
      [klass],
    );
    try {
      expect(await offered()).not.toContain(klass);
      const refused = await form.send();
      expect([refused.status, refused.body.msg]).toEqual([400, '该班级已过结业日期，不能报名']);
      expect(await t.db.query('select 1 from enrolments e join users u on u.id = e.user_id where u.username = $1', ['new_student01'])).toEqual([]);
    } finally {
      await t.db.query('update classes set start_date = $2, end_date = $3 where id = $1', [klass, was!.start, was!.end]);
    }
  });

  it('待审批学员 lists the newest registrations first', async () => {
    const list = (await call('inst01', 'GET', 'enrolmentPending/list?pageSize=100')).body.data.list as { createdAt: string }[];
    expect(list.length).toBeGreaterThan(1);
    const times = list.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBeGreaterThan(1);
  });

  it('a learner who registers waits in the pool, is admitted by the institution, and then learns in the class', async () => {
    const learner = await t.token('new_student01');
    const klass = await classId('2026年第6期电子商务创业培训班');
    const saved = await (await registration(learner, klass)).send();
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.call('GET', `${V1}student/train/tasks`, { token: learner })).body.msg).toBe('您已报名2026年第6期电子商务创业培训班，请等待培训机构录取');
    // the institution finds them waiting for its decision; the other institution and the teacher of another class do not
    const waiting = (await call('inst01', 'GET', `enrolmentPending/list?classId=${klass}&pageSize=100`)).body.data.list as { id: number; realName: string }[];
    const mine = waiting.find((w) => w.realName === '林小新')!;
    expect(mine).toBeDefined();
    expect((await call('inst02', 'GET', `enrolmentPending/detail/${mine.id}`)).status).toBe(404);
    expect((await call('teacher01', 'GET', `enrolmentPending/detail/${mine.id}`)).status).toBe(404);
    expect((await call('trainer01', 'GET', `enrolmentPending/detail/${mine.id}`)).status).toBe(404);
    expect((await call('inst01', 'POST', `enrolmentPending/action/approve/${mine.id}`, {})).body.msg).toBe('已录取');
    const tasks = await t.call('GET', `${V1}student/train/tasks`, { token: learner });
    expect(tasks.status).toBe(200);
    expect(tasks.body.data.className).toBe('2026年第6期电子商务创业培训班');
    // batch: the rest of the class's applicants at once
    const rest = (await call('inst01', 'GET', `enrolmentPending/list?classId=${klass}&pageSize=100`)).body.data.list.map((w: { id: number }) => w.id);
    expect(rest.length).toBeGreaterThan(0);
    const batch = await call('inst01', 'POST', 'enrolmentPending/batch/action/approve', { ids: rest });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect((await call('inst01', 'GET', `enrolmentPending/list?classId=${klass}`)).body.data.total).toBe(0);
  });

  it('lists the decisions waiting for a reviewer, and approves them in a batch', async () => {
    const pending = (await call('city02', 'GET', 'classReview/list?pageSize=100')).body.data.list as { id: number; name: string; reviewKind: string }[];
    expect(pending.map((p) => `${p.reviewKind}:${p.name}`).sort()).toEqual([
      'completion:2026年第1期GYB创业意识培训班（西湖）',
      'opening:2026年第3期SYB创业培训班（西湖）',
    ]);
    expect((await call('city01', 'POST', 'classReview/batch/action/approve', { ids: pending.map((p) => p.id) })).status).toBe(404);
    expect((await call('inst02', 'POST', 'classReview/batch/action/approve', { ids: pending.map((p) => p.id) })).status).toBe(403);
    expect((await call('area02', 'POST', 'classReview/batch/action/reject', { ids: pending.map((p) => p.id) })).body.msg).toBe('请输入驳回原因');
    expect((await call('area02', 'POST', 'classReview/batch/action/approve', { ids: pending.map((p) => p.id) })).status).toBe(200);
    expect(await status(pending[0]!.id)).toMatch(/^(approved|closed)$/);
    expect((await call('city02', 'GET', 'classReview/list')).body.data.total).toBe(0);
  });
});

describe('the class pages for every role, on both sides of each scope pair', () => {
  let t: App;
  const get = async (u: string, path: string) => t.call('GET', `${V1}${PREFIX[u]}/${path}`, { token: await t.token(u) });
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await testApp();
    for (const [key, name] of [
      ['th', '2026年第3期直播电商创业培训班'],
      ['thClosed', '2026年第2期直播电商创业培训班'],
      ['xh', '2026年第1期电子商务培训班（西湖）'],
      ['ns', '2026年第7期直播电商创业培训班（南山）'],
    ]) {
      ids[key!] = (await t.db.one<{ id: number }>('select id from classes where name = $1', [name]))!.id;
    }
  });

  // Who sees which class: written out, not derived from the scope function under test.
  const SEES: Record<string, string[]> = {
    admin01: ['th', 'thClosed', 'xh', 'ns'],
    province01: ['th', 'thClosed', 'ns'],
    province02: ['xh'],
    city01: ['th', 'thClosed'],
    city02: ['xh'],
    area01: ['th', 'thClosed'],
    area02: ['xh'],
    inst01: ['th', 'thClosed'],
    inst02: ['xh'],
    teacher01: ['th'],
    teacher02: ['xh'],
    trainer01: ['thClosed'],
  };
  const PAGES = ['information', 'scores', 'storeData', 'flightData', 'feedback', 'evaluations'];

  it('answers each class page to the roles whose scope holds the class, 404 to the others, 403 to a learner, 401 signed out', async () => {
    let checked = 0;
    for (const [user, seen] of Object.entries(SEES)) {
      for (const key of Object.keys(ids)) {
        for (const page of PAGES) {
          const res = await get(user, `class/${ids[key]}/${page}`);
          expect(res.status, `${user} ${key} ${page}`).toBe(seen.includes(key) ? 200 : 404);
          checked++;
        }
      }
    }
    expect(checked).toBe(Object.keys(SEES).length * 4 * PAGES.length);
    const learner = await t.token('zbb_student01');
    for (const page of PAGES) {
      expect((await t.call('GET', `${V1}student/class/${ids.th}/${page}`, { token: learner })).status).toBe(404);
      expect((await t.call('GET', `${V1}teacher/class/${ids.th}/${page}`, { token: learner })).status).toBe(403);
      expect((await t.call('GET', `${V1}admin/class/${ids.th}/${page}`)).status).toBe(401);
    }
    expect((await get('city01', 'class/abc/information')).status).toBe(400);
    expect((await get('city01', 'class/99999999/information')).status).toBe(404);
    // changes: grading a plan and adjusting a shop score follow the same scope
    const plan = await t.db.one<{ id: number; class_id: number }>(
      `select lp.id, lp.class_id from learner_plans lp join classes c on c.id = lp.class_id where c.name = '2026年第9期SYB创业培训班' limit 1`,
    );
    const grade = async (u: string) =>
      t.call('POST', `${V1}${PREFIX[u]}/class/${plan!.class_id}/plan/${plan!.id}/grade`, { token: await t.token(u), json: { score: 88, comment: '好' } });
    expect((await grade('teacher01')).status).toBe(404);
    expect((await grade('city02')).status).toBe(404);
    expect((await grade('inst01')).status).toBe(403);
    expect((await grade('trainer01')).status).toBe(200);
  });

  it('counts classes and learners per region and type, drilling down within the caller’s jurisdiction only', async () => {
    const stats = async (u: string, q = '') => (await get(u, `classStats${q}`)).body.data;
    const count = async (where: string) =>
      (await t.db.one<{ classes: number; learners: number }>(
        `select count(distinct c.id)::int as classes, count(s.id)::int as learners from classes c left join users s on s.class_id = c.id and s.role = 6
          where c.status <> 'draft' and ${where}`,
      ))!;
    const nation = await stats('admin01');
    expect(nation.rows.map((r: { regionName: string }) => r.regionName)).toEqual(['浙江省', '广东省']);
    expect(nation.total).toMatchObject(await count('true'));
    const gd = nation.rows.find((r: { regionName: string }) => r.regionName === '广东省');
    expect(gd).toMatchObject(await count(`c.province_id = (select id from regions where code = '440000')`));
    expect(gd.byType.ZBB.classes).toBe((await count(`c.province_id = (select id from regions where code = '440000') and c.class_type = 'ZBB'`)).classes);
    // drill down: 广东 → 广州 → 天河 (institutions)
    const cities = await stats('admin01', `?regionId=${gd.regionId}`);
    expect(cities.rows.map((r: { regionName: string }) => r.regionName)).toEqual(['广州市', '深圳市']);
    const gz = cities.rows[0];
    const counties = await stats('province01', `?regionId=${gz.regionId}`);
    expect(counties.region).toMatchObject({ name: '广州市', canGoUp: true });
    const th = counties.rows.find((r: { regionName: string }) => r.regionName === '天河区');
    expect(th).toMatchObject(await count(`c.county_id = (select id from regions where code = '440106')`));
    const schools = await stats('city01', `?regionId=${th.regionId}`);
    expect(schools.rows.map((r: { regionName: string }) => r.regionName)).toEqual(['广州天河创业培训学校']);
    // each administrator starts at their own region and cannot leave it
    expect((await stats('city01')).region).toMatchObject({ name: '广州市', canGoUp: false });
    expect((await get('city01', `classStats?regionId=${gd.regionId}`)).status).toBe(404);
    expect((await get('city02', `classStats?regionId=${th.regionId}`)).status).toBe(404);
    expect((await stats('city02')).total).toMatchObject(await count(`c.city_id = (select id from regions where code = '330100')`));
    expect((await stats('area02')).total).toMatchObject(await count(`c.county_id = (select id from regions where code = '330106')`));
    // an institution and a teacher count their own classes only
    expect((await stats('inst02')).total).toMatchObject(await count(`c.institution_id = (select id from institutions where name = '杭州西湖创业学院')`));
    expect((await stats('teacher01')).total).toMatchObject(
      await count(`c.id in (select class_id from class_teachers where teacher_id = (select id from users where username = 'teacher01'))`),
    );
    expect((await get('city01', 'classStats?regionId=abc')).status).toBe(400);
  });

  it('scores: theory from the final paper, practice from the plan or the shop, total by the weights — consistent with the shop-score list', async () => {
    const sheet = (await get('city01', `class/${ids.thClosed}/scores?pageSize=100`)).body.data;
    expect(sheet).toMatchObject({ classType: 'ZBB', weights: { theory: 0.5, practice: 0.5 }, passMark: 60 });
    expect(sheet.list.length).toBe(sheet.summary.learners);
    const storeScores = (await get('city01', `storeScore/list?classId=${ids.thClosed}&pageSize=100`)).body.data.list as { id: number; score: number }[];
    for (const row of sheet.list as { userId: number; theory: number | null; practice: number; total: number | null; passed: boolean | null }[]) {
      const best = await t.db.one<{ best: number | null }>(
        `select max(a.score) as best from exam_attempts a join papers p on p.id = a.paper_id and p.is_final where a.user_id = $1 and a.class_id = $2`,
        [row.userId, ids.thClosed],
      );
      expect(row.theory).toBe(best!.best);
      expect(row.practice).toBe(storeScores.find((s) => s.id === row.userId)!.score);
      if (row.theory !== null) expect(row.total).toBe(Math.round(row.theory * 0.5 + row.practice * 0.5));
      if (row.total !== null) expect(row.passed).toBe(row.total >= 60);
    }
    // SYB: the practice score is the teacher's grade of the business plan
    const syb = await t.db.one<{ id: number }>(`select id from classes where name = '2026年第9期SYB创业培训班'`);
    const sybSheet = (await get('inst01', `class/${syb!.id}/scores?pageSize=100`)).body.data;
    const graded = await t.db.query<{ user_id: number; score: number }>(`select user_id, score from learner_plans where class_id = $1 and status = 'graded'`, [
      syb!.id,
    ]);
    expect(graded.length).toBeGreaterThan(0);
    for (const g of graded) expect(sybSheet.list.find((r: { userId: number }) => r.userId === g.user_id).practice).toBe(g.score);
    // paged, with a keyword
    const page = (await get('inst01', `class/${syb!.id}/scores?pageSize=5&pageNum=2`)).body.data;
    expect([page.list.length, page.pageNum, page.total]).toEqual([5, 2, sybSheet.total]);
    expect((await get('inst01', `class/${syb!.id}/scores?keyword=${encodeURIComponent('zzz')}`)).body.data.total).toBe(0);
  });

  it('a teacher adjusts a shop score with a reason: the score moves within 0–100 and the reason is kept', async () => {
    const list = async () =>
      (await get('teacher01', `storeScore/list?classId=${ids.th}&pageSize=100`)).body.data.list as {
        id: number;
        score: number;
        baseScore: number;
        adjustment: number;
        lastAdjustReason: string | null;
      }[];
    const [first] = await list();
    const adjust = async (u: string, json: unknown) =>
      t.call('POST', `${V1}${PREFIX[u]}/storeScore/action/adjust/${first!.id}`, { token: await t.token(u), json });
    expect((await adjust('inst01', { input: { delta: 5 }, reason: '直播表现好' })).status).toBe(403);
    expect((await adjust('teacher01', { input: { delta: 5 } })).body.msg).toBe('请输入调整原因');
    expect((await adjust('teacher01', { input: { delta: 0 }, reason: '无' })).body.msg).toBe('加减分不能为0');
    expect((await adjust('teacher01', { input: { delta: 101 }, reason: '多' })).body.msg).toBe('加减分不能大于100');
    expect((await adjust('teacher01', { input: { delta: 'x' }, reason: '多' })).body.msg).toBe('加减分须为整数');
    expect((await adjust('teacher01', { input: { delta: 5 }, reason: '直播表现好' })).body.msg).toBe('已调整');
    const after = (await list()).find((r) => r.id === first!.id)!;
    expect(after).toMatchObject({ adjustment: 5, score: Math.min(100, first!.baseScore + 5), lastAdjustReason: '直播表现好' });
    expect(await t.db.one('select delta, reason, actor_name from store_score_adjustments where user_id = $1', [first!.id])).toEqual({
      delta: 5,
      reason: '直播表现好',
      actor_name: '李明老师',
    });
    await adjust('teacher01', { input: { delta: -100 }, reason: '违规' });
    expect((await list()).find((r) => r.id === first!.id)!.score).toBe(0);
    // teacher02 may adjust, but not teacher01's learners
    expect(
      (
        await t.call('POST', `${V1}teacher/storeScore/action/adjust/${first!.id}`, {
          token: await t.token('teacher02'),
          json: { input: { delta: 1 }, reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('store data per season comes from the season statistics and the current season’s orders; flight data says what it counts', async () => {
    const data = (await get('inst01', `class/${ids.thClosed}/storeData`)).body.data;
    expect(data.season).toBe(3);
    // the mall records shop visits (page_views): each season's visitors are counted
    expect(data.seasons.map((s: { season: number }) => s.season)).toEqual([1, 2, 3]);
    for (const season of [1, 2]) {
      const stat = (await t.db.one<{ orders: number; sales: number }>(
        'select coalesce(sum(order_count), 0)::int as orders, coalesce(sum(sales_fen), 0)::int as sales from shop_season_stats where class_id = $1 and season = $2',
        [ids.thClosed, season],
      ))!;
      expect(data.seasons[season - 1]).toMatchObject({ season, orders: stat.orders, salesFen: stat.sales });
      expect(typeof data.seasons[season - 1].visitors).toBe('number');
    }
    const current = (await t.db.one<{ orders: number }>(
      `select count(*)::int as orders from orders o join shops s on s.id = o.shop_id join users u on u.id = s.owner_id
        where u.class_id = $1 and o.created_season = 3 and o.status in ('paid', 'shipped', 'received', 'completed')`,
      [ids.thClosed],
    ))!;
    expect(data.seasons[2].orders).toBe(current.orders);
    expect(data.seasons.reduce((a: number, s: { orders: number }) => a + s.orders, 0)).toBeGreaterThan(0);
    expect(data.shops.length).toBeGreaterThan(5);
    const flight = (await get('inst01', `class/${ids.thClosed}/flightData`)).body.data;
    const clicks = (await t.db.one<{ n: number }>(
      `select count(*)::int as n from train_clicks tc join shops s on s.id = tc.shop_id join users u on u.id = s.owner_id where u.class_id = $1 and tc.cost > 0`,
      [ids.thClosed],
    ))!.n;
    expect(flight).toMatchObject({ adClicksCounted: clicks > 0 });
    expect(flight.shops.reduce((a: number, s: { adClicks: number }) => a + s.adClicks, 0)).toBe(clicks);
    expect(flight.shops.length).toBe(data.shops.length);
    expect(flight.shops.some((s: { liveSessions: number }) => s.liveSessions > 0)).toBe(true);
  });

  it('feedback and evaluation tables sum what the learners submitted in /cultivate', async () => {
    const fb = (await get('teacher02', `class/${ids.xh}/feedback`)).body.data;
    const n = async (kind: string) =>
      (await t.db.one<{ n: number }>('select count(*)::int as n from learner_forms where class_id = $1 and kind = $2', [ids.xh, kind]))!.n;
    expect(fb.appraise.count).toBe(await n('appraise'));
    expect(fb.opinion.count).toBe(await n('opinion'));
    expect(fb.opinion.satisfaction.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(fb.opinion.count);
    expect(fb.appraise.averages.teacherStars).toBeGreaterThanOrEqual(3);
    const ev = (await get('teacher02', `class/${ids.xh}/evaluations`)).body.data;
    expect(ev.tables.map((x: { kind: string }) => x.kind)).toEqual(['evaluation', 'demand']);
    expect(ev.tables[0].submitted).toBe(await n('evaluation'));
    expect(ev.tables[0].questions[0].answers.reduce((a: number, x: { count: number }) => a + x.count, 0)).toBe(ev.tables[0].submitted);
  });
});

describe('the seed is consistent', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp();
  });

  it('no practice goal is ticked without the data behind it; zbb_student01 runs a real shop', async () => {
    const token = await t.login('zbb_student01');
    expect((await t.call('GET', `${V1}store/valid/question`, { token })).body.data).toBe(1);
    const tasks = (await t.call('GET', `${V1}student/train/tasks`, { token })).body.data.tasks as { key: string; done: boolean }[];
    expect(tasks.every((x) => x.done)).toBe(true);
    expect(await t.db.one(`select count(*)::int as n from learner_task_progress where source = 'seed'`)).toEqual({ n: 0 });
    // every ticked goal of every learner is reached in the data
    const ticked = await t.db.query<{ user_id: number; task_key: string }>(`select user_id, task_key from learner_task_progress where task_key like 'goal_%'`);
    const { checkGoals } = await import('../../server/services/learner/tasks.ts');
    for (const row of ticked) {
      const goals = await checkGoals(t.db, row.user_id);
      expect(goals[row.task_key.slice(5) as keyof typeof goals], `${row.user_id} ${row.task_key}`).toBe(true);
    }
    expect(ticked.length).toBeGreaterThan(50);
  });

  it('has classes in every state in 广州 and 杭州, rosters within capacity, and a pool', async () => {
    for (const city of ['440100', '330100']) {
      const states = await t.db.query<{ status: string }>(`select distinct status from classes where city_id = (select id from regions where code = $1)`, [
        city,
      ]);
      expect(states.map((s) => s.status).sort(), city).toEqual([...CLASS_STATUSES].sort());
    }
    expect(await t.db.query('select c.id from classes c where (select count(*) from users u where u.class_id = c.id and u.role = 6) > c.capacity')).toEqual([]);
    expect((await t.db.one<{ n: number }>(`select count(*)::int as n from users where role = 6 and class_id is not null`))!.n).toBeGreaterThan(200);
    expect((await t.db.one<{ n: number }>(`select count(*)::int as n from enrolments where status = 'pending'`))!.n).toBeGreaterThan(20);
    // every class's timeline ends in its state
    const last = await t.db.query<{ status: string; to_status: string }>(
      `select c.status, (select l.to_status from class_logs l where l.class_id = c.id order by l.created_at desc, l.id desc limit 1) from classes c`,
    );
    for (const r of last) expect(r.to_status).toBe(r.status);
  });
});
