import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { DEFAULT_SOURCES, classBreaches, learnerTotal, ruleBreaches, type Sources } from '../../server/services/assessment.ts';
import { applyLocks } from '../../server/services/learner/courses.ts';
import { saveVideo, VIDEO_TOO_LARGE } from '../../server/services/uploads.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CourseRules } from '../../src/api/contract/learner.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * Courses made in the back-office and the rules the learner side obeys: a rule set changes what
 * courseplay allows; chapter videos are uploaded as a stream and served by byte range; the
 * assessment rule drives a learner's total and the certificate; supervision breaches per class.
 */

let t: App;
const V = '/v1/wangchuang/video/';
const T = '/v1/wangchuang/student/train/';
const A = '/v1/wangchuang/admin/';
const I = '/v1/wangchuang/institution/';
const as = async (u: string, base: string, method: string, path: string, json?: unknown) => t.call(method, `${base}${path}`, { token: await t.token(u), json });
const age = (chapterId: number, seconds: number) =>
  t.db.query(`update play_progress set updated_at = now() - make_interval(secs => $2) where chapter_id = $1`, [chapterId, seconds]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), ...Array.from({ length: 4000 }, (_, i) => i % 251)]);

beforeAll(async () => {
  t = await testApp();
}, 60_000);

describe('a rule set changes what courseplay allows', () => {
  it('sequential chapters and a quiz gate: refused until the chapter before is watched and its quiz passed', async () => {
    const learner = await t.token('dsb_student01');
    const course = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('直播带货入门')}`, { token: learner })).body.data.list[0];
    const before = (await t.call('GET', `${V}courses/${course.courseId}`, { token: learner })).body.data;
    expect(before.rules).toMatchObject({ ruleName: null, sequential: false, quizGate: false });
    expect(before.chapters.map((c: { locked: boolean }) => c.locked)).toEqual([false, false, false]);
    const [ch1, ch2] = before.chapters.map((c: { chapterId: number }) => c.chapterId);

    // the national admin makes a rule set and gives it to the course
    const rule = await as('admin01', A, 'POST', 'demandRule/create', {
      name: '按序+测验',
      forbidSeek: true,
      sequential: true,
      quizGate: true,
      quizPassScore: 60,
      requiredMinutes: 0,
      completePercent: 95,
      note: '',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const detail = (await as('admin01', A, 'GET', `course/detail/${course.courseId}`)).body.data;
    const {
      id: _id,
      chapterCount: _c,
      totalMinutes: _m,
      learners: _l,
      status: _s,
      national: _n,
      ownerName: _o,
      createdAt: _a,
      classificationIdName: _cn,
      ruleIdName: _rn,
      ...form
    } = detail;
    const set = await as('admin01', A, 'POST', `course/update/${course.courseId}`, { ...form, ruleId: rule.body.data.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.ruleIdName).toBe('按序+测验');

    const after = (await t.call('GET', `${V}courses/${course.courseId}`, { token: learner })).body.data;
    expect(after.rules).toMatchObject({ ruleName: '按序+测验', sequential: true, quizGate: true, quizPassScore: 60 });
    expect(after.chapters[0]).toMatchObject({ locked: false, quizOpen: false });
    expect(after.chapters[1]).toMatchObject({ locked: true, lockReason: expect.stringContaining('请先学完上一章节') });
    expect(after.chapters[2].locked).toBe(true);
    const refused = await t.call('PUT', `${V}progress/${ch2}`, { token: learner, json: { positionSec: 1 } });
    expect([refused.status, refused.body.msg]).toEqual([400, after.chapters[1].lockReason]);
    // the quiz waits for the video
    expect((await t.call('GET', `${V}chapters/${ch1}/quiz`, { token: learner })).body.msg).toBe('请先看完本章节视频再参加测验');

    // chapter 1 watched to the end (each save within what real playback allows)
    for (const pos of [4, 9, 14, 19.5]) {
      expect((await t.call('PUT', `${V}progress/${ch1}`, { token: learner, json: { positionSec: pos } })).status).toBe(200);
      await age(ch1, 6);
    }
    const watched = (await t.call('GET', `${V}courses/${course.courseId}`, { token: learner })).body.data;
    expect(watched.chapters[0]).toMatchObject({ completed: true, quizOpen: true });
    expect(watched.chapters[1]).toMatchObject({ locked: true, lockReason: '请先通过上一章节的测验（60分及格）' });
    expect(watched.watchedMinutes).toBe(0);

    // a failed quiz keeps chapter 2 closed; a passed one opens it
    const keys = await t.db.query<{ id: number; qtype: string; answer: string }>('select id, qtype, answer from chapter_quiz_questions where chapter_id = $1', [
      ch1,
    ]);
    const wire = (k: { qtype: string; answer: string }, right: boolean) =>
      k.qtype === 'multiple' ? (right ? k.answer.split(',') : ['D']) : k.qtype === 'judge' ? (k.answer === 'T') === right : right ? k.answer : 'D';
    await t.call('POST', `${V}chapters/${ch1}/quiz`, { token: learner, json: { answers: keys.map((k) => ({ questionId: k.id, answer: wire(k, false) })) } });
    expect((await t.call('PUT', `${V}progress/${ch2}`, { token: learner, json: { positionSec: 1 } })).status).toBe(400);
    const passed = await t.call('POST', `${V}chapters/${ch1}/quiz`, {
      token: learner,
      json: { answers: keys.map((k) => ({ questionId: k.id, answer: wire(k, true) })) },
    });
    expect(passed.body.data.score).toBe(100);
    expect((await t.call('PUT', `${V}progress/${ch2}`, { token: learner, json: { positionSec: 1 } })).status).toBe(200);
    const opened = (await t.call('GET', `${V}courses/${course.courseId}`, { token: learner })).body.data;
    expect(opened.chapters[0]).toMatchObject({ quizBest: 100, quizPassed: true });
    expect(opened.chapters[1].locked).toBe(false);
    expect(opened.chapters[2]).toMatchObject({ locked: true });

    // the platform defaults (demandRule): seeking, for courses without a rule set
    const setting = (await as('admin01', A, 'GET', 'ondemandSetting/list')).body.data.list[0];
    expect(setting).toMatchObject({ forbidSeek: true, completePercent: 95 });
    const { id: sid, name: _name, updatedAt: _u, ...values } = setting;
    expect((await as('city01', '/v1/wangchuang/city/', 'POST', `ondemandSetting/update/${sid}`, { ...values, forbidSeek: false })).status).toBe(403);
    expect((await as('admin01', A, 'POST', `ondemandSetting/update/${sid}`, { ...values, forbidSeek: false, completePercent: 80 })).status).toBe(200);
    expect((await t.call('GET', `${V}rules`, { token: learner })).body.data).toMatchObject({ forbidSeek: false, completeRatio: 0.8 });
    // the rule set still forbids seeking in its course
    expect((await t.call('PUT', `${V}progress/${ch2}`, { token: learner, json: { positionSec: 15 } })).body.msg).toBe('不允许拖动到未观看的位置');
  });

  it('required minutes count real playing time: the course is learned only once they are reached', async () => {
    const learner = await t.token('syb_student01');
    const strict = (await t.db.query<{ id: number }>(`select id from courses where title = '天河直播实训：从开播到复盘'`))[0].id;
    const d = (await t.call('GET', `${V}courses/${strict}`, { token: learner })).body.data;
    expect(d.rules).toMatchObject({ ruleName: '严格顺序学习', requiredMinutes: 1 });
    expect(d.learned).toBe(false);
    // every chapter played through, each quiz passed: 60 s played in all (3 × 20 s)
    for (const ch of d.chapters as { chapterId: number; quizCount: number }[]) {
      for (const pos of [5, 10, 15, 20]) {
        expect((await t.call('PUT', `${V}progress/${ch.chapterId}`, { token: learner, json: { positionSec: pos } })).status, `${ch.chapterId}@${pos}`).toBe(
          200,
        );
        await age(ch.chapterId, 6);
      }
      if (ch.quizCount) {
        const keys = await t.db.query<{ id: number; qtype: string; answer: string }>(
          'select id, qtype, answer from chapter_quiz_questions where chapter_id = $1',
          [ch.chapterId],
        );
        const answers = keys.map((k) => ({
          questionId: k.id,
          answer: k.qtype === 'judge' ? k.answer === 'T' : k.qtype === 'multiple' ? k.answer.split(',') : k.answer,
        }));
        expect((await t.call('POST', `${V}chapters/${ch.chapterId}/quiz`, { token: learner, json: { answers } })).body.data.score).toBe(100);
      }
    }
    const done = (await t.call('GET', `${V}courses/${strict}`, { token: learner })).body.data;
    expect(done.chapters.every((c: { completed: boolean }) => c.completed)).toBe(true);
    expect(done.watchedMinutes).toBe(1);
    expect(done.learned).toBe(true);
    await t.db.query(`update demand_rules set required_minutes = 5 where name = '严格顺序学习'`);
    expect((await t.call('GET', `${V}courses/${strict}`, { token: learner })).body.data.learned).toBe(false);
  });

  it('locks as a table', () => {
    const r = { sequential: true, quizGate: true, quizPassScore: 60 } as CourseRules;
    const ch = (completed: boolean, quizCount: number, quizPassed: boolean) => ({
      chapterId: 1,
      title: '章',
      videoUrl: '',
      durationSec: 10,
      positionSec: 0,
      watchedMaxSec: 0,
      completed,
      quizCount,
      quizBest: null,
      quizPassed,
    });
    const locks = (rules: Partial<CourseRules>, list: ReturnType<typeof ch>[]) => applyLocks(list, { ...r, ...rules }).map((c) => [c.locked, c.quizOpen]);
    expect(locks({}, [ch(true, 1, true), ch(true, 0, false), ch(false, 1, false), ch(false, 0, false)])).toEqual([
      [false, true],
      [false, false],
      [false, false],
      [true, false],
    ]);
    expect(locks({}, [ch(true, 1, false), ch(false, 0, false)])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(locks({ sequential: false, quizGate: false }, [ch(false, 1, false), ch(false, 1, false)])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(locks({ sequential: false }, [ch(false, 1, false), ch(false, 0, false)])).toEqual([
      [false, false],
      [true, false],
    ]);
  });
});

describe('making a course', () => {
  it('an institution adds a course, uploads a chapter video as a stream, picks a quiz from the bank and puts it on the shelf', async () => {
    const classification = (await as('inst01', I, 'GET', 'courseClassification/options')).body.data[0].value;
    const created = await as('inst01', I, 'POST', 'course/create', {
      title: '直播间灯光与布景',
      classificationId: classification,
      classType: 'ZBB',
      teacherName: '李明',
      cover: null,
      intro: '布光与背景的基本方法',
      ruleId: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const courseId = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: 0, national: false, ownerName: '广州天河创业培训学校', chapterCount: 0 });
    expect((await as('inst01', I, 'POST', `course/action/publish/${courseId}`, {})).body.msg).toBe('请先为课程添加章节再上架');

    // the video: streamed, typed by its first bytes, back-office roles only
    const video = async (u: string, data: Uint8Array, name = '第一节.mp4') =>
      t.call('POST', '/v1/wangchuang/upload/video', {
        token: await t.token(u),
        body: new Blob([new Uint8Array(data)]),
        headers: { 'content-type': 'video/mp4', 'x-file-name': encodeURIComponent(name) },
      });
    expect((await video('zbb_student01', MP4)).status).toBe(403);
    expect((await video('inst01', new Uint8Array(Buffer.from('%PDF-1.4 not a video')))).body.msg).toBe('请上传MP4或WebM格式的视频');
    const up = await video('inst01', MP4);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ mime: 'video/mp4', size: MP4.length, fileName: '第一节.mp4' });
    // served by byte range from disk, as phones seek
    const part = await t.app.request(up.body.data.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...MP4.subarray(100, 200)]);
    const tail = await t.app.request(up.body.data.url, { headers: { range: 'bytes=-10' } });
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([...MP4.subarray(MP4.length - 10)]);
    expect((await t.app.request(up.body.data.url, { headers: { range: `bytes=${MP4.length}-` } })).status).toBe(416);
    const whole = await t.app.request(up.body.data.url);
    expect([whole.status, (await whole.arrayBuffer()).byteLength]).toEqual([200, MP4.length]);

    // a chapter needs the caller's own video upload
    const someoneElses = (await video('teacher02', MP4)).body.data.url;
    const chapterPath = `exam/course/${courseId}/chapters`;
    expect((await as('inst01', I, 'POST', chapterPath, { title: '布光', videoUrl: someoneElses, durationSec: 20 })).body.msg).toBe(
      '请上传章节视频（MP4或WebM）',
    );
    expect((await as('inst01', I, 'POST', chapterPath, { title: '', videoUrl: up.body.data.url, durationSec: 20 })).body.msg).toBe('请输入章节名称');
    const added = await as('inst01', I, 'POST', chapterPath, { title: '布光', videoUrl: up.body.data.url, durationSec: 20 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const chapterId = added.body.data[0].chapterId;
    // the quiz: auto-scored questions of the bank only
    const shortQ = (await t.db.query<{ id: number }>(`select id from questions where qtype = 'short' and institution_id is not null order by id limit 1`))[0]
      .id;
    const singleQ = (await t.db.query<{ id: number }>(`select id from questions where qtype = 'single' and institution_id is null order by id limit 1`))[0].id;
    expect((await as('inst01', I, 'POST', `exam/chapter/${chapterId}/quiz`, { questionIds: [shortQ] })).body.msg).toBe('简答题需要教师批阅，不能用于章节测验');
    const quiz = await as('inst01', I, 'POST', `exam/chapter/${chapterId}/quiz`, { questionIds: [singleQ] });
    expect(quiz.body.data).toHaveLength(1);
    expect(quiz.body.data[0]).toMatchObject({ qtype: 'single', answer: expect.any(String) });

    // other institutions see nothing of it; a teacher of the same institution may change it
    expect((await as('inst02', I, 'GET', chapterPath)).status).toBe(404);
    expect((await as('teacher02', '/v1/wangchuang/teacher/', 'GET', `course/detail/${courseId}`)).status).toBe(404);
    expect(
      (await as('teacher01', '/v1/wangchuang/teacher/', 'PUT', `exam/chapter/${chapterId}`, { title: '布光基础', videoUrl: up.body.data.url, durationSec: 20 }))
        .status,
    ).toBe(200);
    // a national course's chapters are the national admin's
    const national = (await t.db.query<{ id: number }>(`select id from courses where institution_id is null limit 1`))[0].id;
    expect((await as('inst01', I, 'GET', `exam/course/${national}/chapters`)).status).toBe(200);
    expect((await as('inst01', I, 'POST', `exam/course/${national}/chapters`, { title: 'x', videoUrl: up.body.data.url, durationSec: 5 })).status).toBe(403);

    expect((await as('inst01', I, 'POST', `course/action/publish/${courseId}`, {})).body.data.status).toBe(1);
    const learner = await t.token('zbb_student01');
    const found = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('灯光与布景')}`, { token: learner })).body.data.list;
    expect(found.map((c: { title: string }) => c.title)).toEqual(['直播间灯光与布景']);
    const played = (await t.call('GET', `${V}courses/${courseId}`, { token: learner })).body.data;
    expect(played.chapters[0]).toMatchObject({ title: '布光基础', videoUrl: up.body.data.url, quizCount: 1 });
    // once played, a chapter stays
    await t.call('PUT', `${V}progress/${chapterId}`, { token: learner, json: { positionSec: 2 } });
    expect((await as('inst01', I, 'POST', `exam/chapter/${chapterId}/delete`, {})).body.msg).toBe('该章节已有学员学习记录，不能删除');
  });

  it('a video past the limit is refused while it streams in, leaving no file and no upload behind', async () => {
    const owner = (await t.db.query<{ id: number }>(`select id from users where username = 'inst01'`))[0].id;
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0].n;
    let sent = 0;
    // 64 KB chunks, forever: the limit (1 MB here) stops the reading
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        controller.enqueue(sent === 65_536 ? new Uint8Array([...MP4.subarray(0, 12), ...new Uint8Array(65_524)]) : new Uint8Array(65_536));
      },
    });
    await expect(saveVideo(t.db, t.config, owner, '大视频.mp4', endless, 1024 * 1024)).rejects.toThrow(VIDEO_TOO_LARGE);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0].n).toBe(before);
    const dir = join(t.config.dataDir, 'uploads');
    expect(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.part')) : []).toEqual([]);
    // a declared length past the limit is refused before reading
    const big = await t.call('POST', '/v1/wangchuang/upload/video', {
      token: await t.token('inst01'),
      body: new Blob([MP4]),
      headers: { 'content-type': 'video/mp4', 'content-length': String(300 * 1024 * 1024) },
    });
    expect([big.status, big.body.msg]).toEqual([400, VIDEO_TOO_LARGE]);
  });

  it('course materials of a national course are uploaded by the national admin only', async () => {
    const national = (await t.db.query<{ id: number }>(`select id from courses where institution_id is null limit 1`))[0].id;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), '讲义.pdf');
    const up = (await t.call('POST', '/v1/wangchuang/upload/temporary/file', { token: await t.token('inst01'), body: form })).body.data;
    const res = await as('inst01', I, 'POST', 'courseMaterial/create', { title: '讲义', courseId: national, files: [{ fileName: up.fileName, url: up.url }] });
    expect([res.status, res.body.msg]).toEqual([400, '全国课程的课件由全国管理员上传']);
  });
});

describe('a learner’s total and the certificate follow the assessment rule', () => {
  it('zbb_student01: theory, practice and shop weighted by the rule, attendance left out without data', async () => {
    const id = (await t.db.query<{ id: number }>(`select id from users where username = 'zbb_student01'`))[0].id;
    const total = await learnerTotal(t.db, id);
    const by = Object.fromEntries(total.components.map((c) => [c.key, c]));
    expect(by.theory).toMatchObject({ applicable: true, score: 89, weight: 30 });
    expect(by.practice).toMatchObject({ applicable: true, score: 100 });
    expect(by.attendance).toMatchObject({ applicable: false, score: null, effectiveWeight: 0, note: '暂无考勤数据' });
    expect(by.shop.applicable).toBe(true);
    // 30/30/30 of the 90 that count: each a third
    expect(total.total).toBe(Math.round(((89 + 100 + (by.shop.score ?? 0)) / 3) * 10) / 10);
    expect(total.passed).toBe(true);

    // the rule changes: weights that do not add up to 100 are refused; new weights change the total
    const rule = (await as('admin01', A, 'GET', 'assessmentRule/list?classType=ZBB')).body.data.list[0];
    const { id: rid, classType: _ct, updatedAt: _u, ...values } = rule;
    expect((await as('admin01', A, 'POST', `assessmentRule/update/${rid}`, { ...values, theoryWeight: 50 })).body.msg).toBe('四项权重之和须为100，当前为120');
    expect((await as('inst01', I, 'POST', `assessmentRule/update/${rid}`, values)).status).toBe(403);
    await as('admin01', A, 'POST', `assessmentRule/update/${rid}`, { ...values, theoryWeight: 100, practiceWeight: 0, attendanceWeight: 0, shopWeight: 0 });
    expect((await learnerTotal(t.db, id)).total).toBe(89);

    // the certificate obeys the rule: a theory minimum of 95% keeps zbb_student01 from it
    await as('admin01', A, 'POST', `assessmentRule/update/${rid}`, { ...values, theoryMin: 95 });
    const cert = (await t.call('GET', `${T}certificate`, { token: await t.token('zbb_student01') })).body.data;
    expect(cert).toMatchObject({ qualified: false, certificate: null });
    expect(cert.missing).toContain('结业考试成绩未达到满分的95%（最高89分）');
    expect(cert.rule).toContain('理论成绩×30%');
    await as('admin01', A, 'POST', `assessmentRule/update/${rid}`, values);
    // the rule met, the class's end is what still stands between them and the certificate
    const met = (await t.call('GET', `${T}certificate`, { token: await t.token('zbb_student01') })).body.data;
    expect(met.missing).toEqual([expect.stringMatching(/^班级尚未结业/)]);
    await t.db.query(`update classes set end_date = (now() at time zone 'Asia/Shanghai')::date - 1 where id = (select class_id from users where id = $1)`, [
      id,
    ]);
    expect((await t.call('GET', `${T}certificate`, { token: await t.token('zbb_student01') })).body.data.qualified).toBe(true);
  });

  it('syb_student01: practice is the business plan grade; the class page’s totals are the same function', async () => {
    const syb = (await t.db.query<{ id: number; classId: number }>(`select id, class_id as "classId" from users where username = 'syb_student01'`))[0];
    const before = await learnerTotal(t.db, syb.id);
    expect(before.components.find((c) => c.key === 'practice')).toMatchObject({ score: 0, note: '未填写创业计划书' });
    expect(before.components.find((c) => c.key === 'shop')).toMatchObject({ applicable: false });
    expect(before.missing).toContain('尚未参加结业考试');
    await t.db.query(`insert into learner_plans (kind, user_id, class_id, status, score) values ('business', $1, $2, 'graded', 80)`, [syb.id, syb.classId]);
    expect((await learnerTotal(t.db, syb.id)).components.find((c) => c.key === 'practice')).toMatchObject({ score: 80, note: '创业计划书评分80分' });
    const page = (await as('teacher01', '/v1/wangchuang/teacher/', 'GET', `exam/class/${syb.classId}/totals`)).body.data;
    expect(page.learners.find((l: { userId: number }) => l.userId === syb.id)).toEqual(JSON.parse(JSON.stringify(await learnerTotal(t.db, syb.id))));
    expect((await as('teacher02', '/v1/wangchuang/teacher/', 'GET', `exam/class/${syb.classId}/totals`)).status).toBe(404);
  });
});

describe('supervision breaches', () => {
  const rule = { minAttendancePercent: 80, maxAbsences: 2, minLiveMinutes: 60, enabled: true };
  const who = { userId: 1, realName: '甲' };
  it.each([
    [{ sessions: 10, attended: 8, absences: 2 }, 60, []],
    [{ sessions: 10, attended: 7, absences: 3 }, 60, ['attendance', 'absences']],
    [{ sessions: 10, attended: 10, absences: 0 }, 59, ['live']],
    [null, null, []],
    [{ sessions: 0, attended: 0, absences: 0 }, null, []],
  ] as const)('%j, %s live minutes → %j', (att, live, kinds) => {
    expect(ruleBreaches(rule, who, att, live).map((b) => b.kind)).toEqual(kinds);
  });
  it('a disabled rule lists nothing', () => {
    expect(ruleBreaches({ ...rule, enabled: false }, who, { sessions: 10, attended: 0, absences: 10 }, 0)).toEqual([]);
  });

  it('a class’s breaches from the facts its sources give (none yet by default)', async () => {
    const zbbClass = (await t.db.query<{ id: number }>(`select class_id as id from users where username = 'zbb_student01'`))[0].id;
    const none = await classBreaches(t.db, zbbClass, DEFAULT_SOURCES);
    expect(none).toMatchObject({
      facts: { attendance: false, live: false },
      breaches: [],
      rule: { minAttendancePercent: 80, maxAbsences: 2, minLiveMinutes: 120 },
    });
    const sources: Sources = {
      attendance: async () => ({ sessions: 5, attended: 3, absences: 2 }),
      liveMinutes: async () => 30,
    };
    const found = await classBreaches(t.db, zbbClass, sources);
    expect(found.facts).toEqual({ attendance: true, live: true });
    // one breach of each kind per learner of the class (every one attended 3 of 5 and watched 30 minutes)
    const learners = (await t.db.query<{ n: number }>('select count(*)::int as n from users where class_id = $1 and role = 6', [zbbClass]))[0].n;
    const kinds = found.breaches.map((b) => b.kind);
    expect(kinds.filter((k) => k === 'attendance')).toHaveLength(learners);
    expect(kinds.filter((k) => k === 'live')).toHaveLength(learners);
    expect(found.breaches.find((b) => b.kind === 'attendance')?.message).toBe('出勤率60%，低于80%');
    // with attendance taken, the total counts it
    const id = (await t.db.query<{ id: number }>(`select id from users where username = 'zbb_student01'`))[0].id;
    expect((await learnerTotal(t.db, id, sources)).components.find((c) => c.key === 'attendance')).toMatchObject({ applicable: true, score: 60 });
  });
});
