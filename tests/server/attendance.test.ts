import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { learnerTotal } from '../../server/services/assessment.ts';
import { naturalCompare } from '../../src/api/contract/naturalOrder.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * Attendance and quality (docs/back-office.md "Attendance and quality"): scope by region and by the
 * classes a teacher teaches, the learner's check-in window, own class and late marking, corrections
 * with a reason, absences read by the assessment, and the inspection and file review flows. Field
 * rules, fuzz and indexes are tests/server/resourceSuite.ts's.
 */

let t: App;
const learner = async (u: string, method: string, path: string, json?: unknown) =>
  t.call(method, `/v1/wangchuang/student/train/attendance/${path}`, { token: await t.token(u), json });
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0];
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function photo(u: string, data: Uint8Array = PNG, name = 'me.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name));
  const res = await t.call('POST', '/v1/wangchuang/upload/temporary/file', { token: await t.token(u), body: form });
  expect(res.status).toBe(200);
  return res.body.data.url;
}

let zbb: number; // zbb_student01's class (天河, taught by teacher01)
let west: number; // a 西湖 class taught by teacher02
let westLearner: string;
let student: number;

async function session(u: string, classId: number, from: number, to: number, extra: Record<string, unknown> = {}) {
  const res = await t.as(u, 'POST', 'attendanceSession/create', {
    title: `测试场次${from}`,
    classId,
    startsAt: at(from),
    endsAt: at(to),
    place: '三楼实训室',
    method: 'face',
    lateAfter: 10,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

beforeAll(async () => {
  t = await testApp();
  ({ class_id: zbb, id: student } = await one<{ class_id: number; id: number }>(`select class_id, id from users where username = 'zbb_student01'`));
  ({ class_id: west, username: westLearner } = await one<{ class_id: number; username: string }>(
    `select u.class_id, u.username from users u join class_teachers ct on ct.class_id = u.class_id join users tt on tt.id = ct.teacher_id
      join classes c on c.id = u.class_id
      where tt.username = 'teacher02' and u.role = 6 and c.status = 'in_progress' order by u.id limit 1`,
  ));
}, 60_000);

describe('scope', () => {
  it('a city sees only its own region’s rows, a teacher only the classes they teach; others’ rows are 404', async () => {
    const cityOf = async (classId: number) =>
      (await one<{ name: string }>('select g.name from classes c join regions g on g.id = c.city_id where c.id = $1', [classId])).name;
    for (const key of ['attendanceSession', 'attendanceRecord', 'classCamera', 'classFile', 'qualityInspection']) {
      const gz = await t.as('city01', 'GET', `${key}/list?pageSize=100`);
      const hz = await t.as('city02', 'GET', `${key}/list?pageSize=100`);
      expect(gz.body.data.total, key).toBeGreaterThan(0);
      expect(hz.body.data.total, key).toBeGreaterThan(0);
      expect(new Set(await Promise.all(gz.body.data.list.map((r: { classId: number }) => cityOf(r.classId)))), key).toEqual(new Set(['广州市']));
      expect(new Set(await Promise.all(hz.body.data.list.map((r: { classId: number }) => cityOf(r.classId)))), key).toEqual(new Set(['杭州市']));
      const other = hz.body.data.list[0].id;
      expect((await t.as('city01', 'GET', `${key}/detail/${other}`)).status, key).toBe(404);
    }
    const taught = (
      await t.db.query<{ class_id: number }>(`select ct.class_id from class_teachers ct join users u on u.id = ct.teacher_id where u.username = 'teacher01'`)
    ).map((r) => r.class_id);
    const mine = await t.as('teacher01', 'GET', 'attendanceRecord/list?pageSize=100');
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.list.every((r: { classId: number }) => taught.includes(r.classId))).toBe(true);
  });
});

describe('the filters’ options', () => {
  it('sessions of the same name say whose class and when, so no two options read alike', async () => {
    const { id: other } = await one<{ id: number }>(
      `select c.id from classes c join class_teachers ct on ct.class_id = c.id join users tt on tt.id = ct.teacher_id
        where tt.username = 'teacher01' and c.status = 'in_progress' and c.id <> $1 order by c.id limit 1`,
      [zbb],
    );
    const startsAt = at(24 * 60);
    const endsAt = at(24 * 60 + 90);
    for (const classId of [zbb, other]) await session('teacher01', classId, 24 * 60, 24 * 60 + 90, { title: '第3天上午理论课', startsAt, endsAt });
    const options = (await t.as('city01', 'GET', 'attendanceSession/options?keyword=第3天上午理论课')).body.data as { value: number; label: string }[];
    expect(options).toHaveLength(2);
    const names = await t.db.query<{ name: string }>('select name from classes where id = any($1::int[])', [[zbb, other]]);
    for (const { name } of names) expect(options.some((o) => o.label.startsWith('第3天上午理论课（') && o.label.includes(name))).toBe(true);
    expect(new Set(options.map((o) => o.label)).size).toBe(2);
  });

  it('classes come in natural order: 第3期 before 第12期', async () => {
    const labels = ((await t.as('city01', 'GET', 'clazz/options')).body.data as { label: string }[]).map((o) => o.label);
    expect(labels).toEqual([...labels].sort(naturalCompare));
    const third = labels.indexOf('2026年第3期直播电商创业培训班');
    const twelfth = labels.indexOf('2026年第12期SYB创业培训班');
    expect(third).toBeGreaterThanOrEqual(0);
    expect(twelfth).toBeGreaterThan(third);
  });
});

describe('learner check-in', () => {
  it('only inside the window, only the own class, with an own photo; late after late_after minutes; once', async () => {
    const late = await session('teacher01', zbb, -15, 30);
    const onTime = await session('teacher01', zbb, -1, 30, { method: 'photo' });
    const future = await session('teacher01', zbb, 60, 90);
    const other = await session('teacher02', west, -5, 30);

    const open = await learner('zbb_student01', 'GET', 'open');
    expect(open.body.data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([late, onTime]));
    expect(open.body.data.map((s: { id: number }) => s.id)).not.toContain(future);
    expect(open.body.data.find((s: { id: number }) => s.id === late).status).toBe('pending');

    const url = await photo('zbb_student01');
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: future, photoUrl: url })).body.msg).toBe('不在签到时间内');
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: other, photoUrl: url })).status).toBe(404);
    const notMine = await photo(westLearner);
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: late, photoUrl: notMine })).body.msg).toBe('图片须为本人上传的图片');
    expect((await t.as('teacher01', 'POST', 'attendanceSession/create', { classId: zbb, title: 'x' })).status).toBe(400);

    const lateIn = await learner('zbb_student01', 'POST', 'checkin', { sessionId: late, photoUrl: url });
    expect(lateIn.status, JSON.stringify(lateIn.body)).toBe(200);
    expect(lateIn.body.data.status).toBe('late');
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: onTime, photoUrl: url })).body.data.status).toBe('present');
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: late, photoUrl: url })).body.msg).toBe('本场次已签到');
    // a back-office account cannot check in
    expect(
      (await t.call('POST', '/v1/wangchuang/student/train/attendance/checkin', { token: await t.token('teacher01'), json: { sessionId: late, photoUrl: url } }))
        .status,
    ).toBe(403);

    // the teacher sees the photo, no made-up score: 待确认 until a face match is saved or the teacher confirms
    const rows = (await t.as('teacher01', 'GET', `attendanceCheckin/list?sessionId=${late}`)).body.data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ realName: '张小红', status: 'late', photoUrl: url, matchScore: null, confirmed: 'unconfirmed' });
    expect((await t.as('teacher01', 'POST', `attendance/score/${rows[0].id}`, { score: 1.5 })).status).toBe(400);
    expect((await t.as('teacher02', 'POST', `attendance/score/${rows[0].id}`, { score: 0.8 })).status).toBe(404);
    expect((await t.as('teacher01', 'POST', `attendance/score/${rows[0].id}`, { score: 0.8123 })).status).toBe(200);
    const scored = (await t.as('teacher01', 'GET', `attendanceCheckin/detail/${rows[0].id}`)).body.data;
    expect(scored).toMatchObject({ matchScore: '相似度 81.2%', confirmed: 'matched' });
  });

  it('a teacher’s correction needs a reason and is logged; a teacher of another class cannot correct', async () => {
    const s = await session('teacher01', zbb, -5, 30, { method: 'rollcall' });
    const [row] = (await t.as('teacher01', 'GET', `attendanceRecord/list?sessionId=${s}&realName=张小红`)).body.data.list;
    expect(row.status).toBe('pending');
    expect((await learner('zbb_student01', 'POST', 'checkin', { sessionId: s, photoUrl: await photo('zbb_student01') })).body.msg).toBe(
      '本场次由老师点名，无需自行签到',
    );
    expect((await t.as('teacher01', 'POST', `attendanceRecord/action/correct/${row.id}`, { input: { toStatus: 'absent' } })).body.msg).toBe('请输入更正原因');
    expect((await t.as('teacher02', 'POST', `attendanceRecord/action/correct/${row.id}`, { reason: '请假', input: { toStatus: 'absent' } })).status).toBe(404);
    expect((await t.as('teacher01', 'POST', `attendanceRecord/action/rollcall/${row.id}`)).status).toBe(200);
    const done = await t.as('teacher01', 'POST', `attendanceRecord/action/correct/${row.id}`, { reason: '病假，已提交假条', input: { toStatus: 'absent' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'absent', correctionReason: '病假，已提交假条', correctedBy: '李明老师' });
    const log = await one<{ from_status: string; to_status: string; reason: string }>('select * from attendance_corrections where record_id = $1', [row.id]);
    expect(log).toMatchObject({ from_status: 'present', to_status: 'absent', reason: '病假，已提交假条' });
  });

  it('a learner without a check-in by the end is absent, and the assessment counts it', async () => {
    const ended = await session('teacher01', zbb, -120, -60);
    const rows = (await t.as('teacher01', 'GET', `attendanceRecord/list?sessionId=${ended}&pageSize=100`)).body.data.list;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r: { status: string }) => r.status === 'absent')).toBe(true);
    const listed = (await t.as('teacher01', 'GET', `attendanceSession/detail/${ended}`)).body.data;
    expect(listed).toMatchObject({ state: 'ended', attended: 0, absentCount: rows.length });
    const total = await learnerTotal(t.db, student);
    const att = total.components.find((c) => c.key === 'attendance');
    expect(att?.applicable).toBe(true);
    expect(att?.note).toMatch(/^出勤\d+\/\d+次$/);
  });
});

describe('quality', () => {
  it('an inspection goes open → rectifying → (sent back) → closed, each step by its side', async () => {
    const created = await t.as('city01', 'POST', 'qualityInspection/create', {
      classId: zbb,
      inspectedOn: '2026-11-22',
      inspector: '赵督导',
      findings: '未公示课程表',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.status).toBe('open');
    expect(
      (await t.as('teacher01', 'POST', 'qualityInspection/create', { classId: zbb, inspectedOn: '2026-11-22', inspector: 'x', findings: 'y' })).status,
    ).toBe(403);
    expect((await t.as('city02', 'GET', `qualityInspection/detail/${id}`)).status).toBe(404);
    expect((await t.as('city01', 'POST', `qualityInspection/action/close/${id}`)).status).toBe(400);
    expect((await t.as('inst01', 'POST', `qualityInspection/action/rectify/${id}`, { input: {} })).status).toBe(400);
    expect((await t.as('inst01', 'POST', `qualityInspection/action/rectify/${id}`, { input: { rectification: '已在教室门口张贴' } })).body.data.status).toBe(
      'rectifying',
    );
    expect((await t.as('city01', 'POST', `qualityInspection/action/reopen/${id}`, {})).status).toBe(400);
    const back = await t.as('city01', 'POST', `qualityInspection/action/reopen/${id}`, { reason: '照片不清晰' });
    expect(back.body.data).toMatchObject({ status: 'open', rectification: '【已退回：照片不清晰】已在教室门口张贴' });
    await t.as('teacher01', 'POST', `qualityInspection/action/rectify/${id}`, { input: { rectification: '已重新拍照上传' } });
    expect((await t.as('city01', 'POST', `qualityInspection/action/close/${id}`)).body.data.status).toBe('closed');
  });

  it('a class file waits for the region’s review; a rejection needs a reason; a new upload is reviewed again', async () => {
    const pdf = await photo('teacher01', new TextEncoder().encode('%PDF-1.7\n签到表'), '签到表.pdf');
    const made = await t.as('teacher01', 'POST', 'classFile/create', {
      classId: zbb,
      kind: 'signin',
      title: '第二周签到表',
      file: [{ fileName: '签到表.pdf', url: pdf }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'pending', file: [{ fileName: '签到表.pdf', url: pdf }], uploaderName: '李明老师' });
    const id = made.body.data.id;
    expect((await t.as('teacher01', 'POST', `classFile/action/approve/${id}`)).status).toBe(403);
    expect((await t.as('city02', 'POST', `classFile/action/reject/${id}`, { reason: 'x' })).status).toBe(404);
    expect((await t.as('city01', 'POST', `classFile/action/reject/${id}`, {})).status).toBe(400);
    expect((await t.as('city01', 'POST', `classFile/action/reject/${id}`, { reason: '缺少签名' })).body.data).toMatchObject({
      status: 'rejected',
      reviewReason: '缺少签名',
    });
    const again = await t.as('teacher01', 'POST', `classFile/update/${id}`, {
      classId: zbb,
      kind: 'signin',
      title: '第二周签到表（补签）',
      file: [{ fileName: '签到表.pdf', url: pdf }],
    });
    expect(again.body.data).toMatchObject({ status: 'pending', reviewReason: '' });
    expect((await t.as('city01', 'POST', `classFile/action/approve/${id}`)).body.data.status).toBe('approved');
  });
});
