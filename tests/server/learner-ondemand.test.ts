import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang/video/';

let t: App;

beforeAll(async () => {
  t = await testApp();
}, 60_000);

/** Moves the last save of a chapter's progress back in time (instead of waiting). */
const ageProgress = (chapterId: number, seconds: number) =>
  t.db.query(`update play_progress set updated_at = now() - make_interval(secs => $2) where chapter_id = $1`, [chapterId, seconds]);

describe('catalog', () => {
  it('classifications, banners, list, search and detail for any signed-in role; none without sign-in', async () => {
    expect((await t.call('GET', `${V}courses`)).status).toBe(401);
    const teacher = await t.token('teacher01');
    const cls = (await t.call('GET', `${V}classifications`, { token: teacher })).body.data;
    expect(cls.map((c: { name: string }) => c.name)).toEqual(['创业基础', '网店运营', '直播带货', '政策法规']);
    expect((await t.call('GET', `${V}banners`, { token: teacher })).body.data).toHaveLength(3);
    const all = (await t.call('GET', `${V}courses?pageSize=5`, { token: teacher })).body.data;
    // eight national courses (part learner) and one of each demo institution (part exams)
    expect(all).toMatchObject({ total: 10, pageNum: 1, isLastPage: false });
    expect(all.list).toHaveLength(5);
    const page2 = (await t.call('GET', `${V}courses?pageSize=5&pageNum=2`, { token: teacher })).body.data;
    expect(page2.isLastPage).toBe(true);
    const live = (await t.call('GET', `${V}courses?classificationId=${cls[2].id}`, { token: teacher })).body.data;
    expect(live.list.every((c: { classificationName: string }) => c.classificationName === '直播带货')).toBe(true);
    const found = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('现金流')}`, { token: teacher })).body.data;
    expect(found.list.map((c: { title: string }) => c.title)).toEqual(['启动资金与利润计划']);
    expect((await t.call('GET', `${V}courses?keyword=${encodeURIComponent('%')}`, { token: teacher })).body.data.total).toBe(0);
    expect((await t.call('GET', `${V}courses?pageSize=500`, { token: teacher })).status).toBe(400);
    const detail = (await t.call('GET', `${V}courses/${found.list[0].courseId}`, { token: teacher })).body.data;
    expect(detail.chapters).toHaveLength(3);
    expect(detail.chapters[0].videoUrl).toMatch(/^\/media\/course-\d\.mp4$/);
    expect(detail.enrolled).toBe(false);
    expect((await t.call('GET', `${V}courses/99999`, { token: teacher })).status).toBe(404);
    const rules = (await t.call('GET', `${V}rules`, { token: teacher })).body.data;
    expect(rules).toMatchObject({ forbidSeek: true, seekToleranceSec: 5, idleCheckMinutes: 10, completeRatio: 0.95 });
  });
});

describe('playing', () => {
  it('saves progress, refuses seeking past the watched point, resumes, completes and shows in my courses', async () => {
    const token = await t.token('zbb_student01');
    const list = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('直播带货入门')}`, { token })).body.data.list;
    const courseId = list[0].courseId;
    const enrol = await t.call('POST', `${V}courses/${courseId}/enrol`, { token });
    expect(enrol.body.data.enrolled).toBe(true);
    const learners = enrol.body.data.learners;
    expect((await t.call('POST', `${V}courses/${courseId}/enrol`, { token })).body.data.learners).toBe(learners);
    const ch = enrol.body.data.chapters[0].chapterId;

    // first save: within the tolerance from 0
    expect((await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 4 } })).status).toBe(200);
    // jumping far ahead right away is refused and changes nothing
    const jump = await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 18 } });
    expect(jump.status).toBe(400);
    expect(jump.body.msg).toBe('不允许拖动到未观看的位置');
    expect((await t.call('GET', `${V}progress/${ch}`, { token })).body.data).toMatchObject({ positionSec: 4, watchedMaxSec: 4, completed: false });
    // normal playback: 6 real seconds later the position is 10
    await ageProgress(ch, 6);
    const p10 = await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 10.5 } });
    expect(p10.body.data).toMatchObject({ positionSec: 10.5, watchedMaxSec: 10.5 });
    // seeking back is always allowed and keeps the watched point
    const back = await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 2 } });
    expect(back.body.data).toMatchObject({ positionSec: 2, watchedMaxSec: 10.5 });
    // the detail resumes from the last position
    const detail = (await t.call('GET', `${V}courses/${courseId}`, { token })).body.data;
    expect(detail.chapters[0]).toMatchObject({ positionSec: 2, watchedMaxSec: 10.5 });
    expect(detail.lastChapterId).toBe(ch);
    // watch to the end: completed (positions past the end are clamped)
    await ageProgress(ch, 30);
    const end = await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 25 } });
    expect(end.body.data).toMatchObject({ positionSec: 20, watchedMaxSec: 20, completed: true });
    const mine = (await t.call('GET', `${V}mycourses`, { token })).body.data;
    expect(mine[0]).toMatchObject({ courseId, completedChapters: 1, lastChapterId: ch });
    expect(mine[0].progressPercent).toBe(33);
    // bad input
    expect((await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: -1 } })).status).toBe(400);
    expect((await t.call('PUT', `${V}progress/${ch}`, { token, json: {} })).status).toBe(400);
    expect((await t.call('PUT', `${V}progress/999999`, { token, json: { positionSec: 1 } })).status).toBe(404);
    // progress is per user
    expect((await t.call('GET', `${V}progress/${ch}`, { token: await t.token('dsb_student01') })).body.data.watchedMaxSec).toBe(0);
  });

  it('seeking is free when the rule allows it', async () => {
    await t.db.query('update ondemand_rules set forbid_seek = false');
    const token = await t.token('syb_student01');
    const course = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('政策')}`, { token })).body.data.list[0];
    const ch = (await t.call('GET', `${V}courses/${course.courseId}`, { token })).body.data.chapters[1].chapterId;
    const res = await t.call('PUT', `${V}progress/${ch}`, { token, json: { positionSec: 19.5 } });
    expect(res.body.data).toMatchObject({ watchedMaxSec: 19.5, completed: true });
    await t.db.query('update ondemand_rules set forbid_seek = true');
    // saving progress enrols the learner
    expect((await t.call('GET', `${V}mycourses`, { token })).body.data.map((c: { courseId: number }) => c.courseId)).toContain(course.courseId);
  });
});

describe('chapter quizzes and answer records', () => {
  it('scores a quiz, keeps the attempt and shows the answers given only to their owner', async () => {
    const token = await t.token('zbb_student01');
    const course = (await t.call('GET', `${V}courses?keyword=${encodeURIComponent('直播带货入门')}`, { token })).body.data.list[0];
    const ch = (await t.call('GET', `${V}courses/${course.courseId}`, { token })).body.data.chapters.find((c: { quizCount: number }) => c.quizCount > 0);
    const quiz = (await t.call('GET', `${V}chapters/${ch.chapterId}/quiz`, { token })).body.data;
    expect(quiz).toHaveLength(3);
    expect(quiz[0]).not.toHaveProperty('answer');
    const keys = await t.db.query<{ id: number; qtype: string; answer: string }>(
      'select id, qtype, answer from chapter_quiz_questions where chapter_id = $1 order by sort',
      [ch.chapterId],
    );
    const wire = (k: { qtype: string; answer: string }) => (k.qtype === 'multiple' ? k.answer.split(',') : k.qtype === 'judge' ? k.answer === 'T' : k.answer);
    // two right, the judge one wrong
    const answers = keys.map((k) => ({ questionId: k.id, answer: k.qtype === 'judge' ? !(k.answer === 'T') : wire(k) }));
    const res = await t.call('POST', `${V}chapters/${ch.chapterId}/quiz`, { token, json: { answers } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ score: 67, correctCount: 2, questionCount: 3, courseTitle: '直播带货入门' });
    const records = (await t.call('GET', `${V}quiz/records`, { token })).body.data;
    expect(records).toHaveLength(1);
    const detail = (await t.call('GET', `${V}quiz/records/${records[0].attemptId}`, { token })).body.data;
    const judge = detail.items.find((i: { qtype: string }) => i.qtype === 'judge');
    expect(judge).toMatchObject({ correct: false });
    expect(judge.given).toBe(!judge.correctAnswer);
    expect((await t.call('GET', `${V}quiz/records/${records[0].attemptId}`, { token: await t.token('dsb_student01') })).status).toBe(404);
    expect((await t.call('GET', `${V}quiz/records`, { token: await t.token('dsb_student01') })).body.data).toHaveLength(0);
    // bad input
    expect((await t.call('POST', `${V}chapters/${ch.chapterId}/quiz`, { token, json: { answers: [] } })).status).toBe(400);
    expect((await t.call('POST', `${V}chapters/${ch.chapterId}/quiz`, { token, json: { answers: [{ questionId: 999999, answer: 'A' }] } })).body.msg).toBe(
      '题目不属于该章节',
    );
    const noQuiz = (await t.call('GET', `${V}courses/${course.courseId}`, { token })).body.data.chapters.find((c: { quizCount: number }) => c.quizCount === 0);
    expect((await t.call('POST', `${V}chapters/${noQuiz.chapterId}/quiz`, { token, json: { answers: [{ questionId: 1, answer: 'A' }] } })).body.msg).toBe(
      '该章节没有测验',
    );
  });
});
