import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { isCorrect, normalizeAnswer } from '../../server/services/learner/scoring.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const T = '/v1/wangchuang/student/train/';
const T2 = '/v2/wangchuang/student/train/';

let t: App;

beforeAll(async () => {
  t = await testApp();
}, 60_000);

/** The paper of the learner's class with that title fragment. */
async function paperOf(username: string, fragment: string) {
  const res = await t.call('GET', `${T}papers`, { token: await t.token(username) });
  expect(res.status).toBe(200);
  const paper = res.body.data.find((p: { title: string }) => p.title.includes(fragment));
  expect(paper, `paper ${fragment} for ${username}`).toBeTruthy();
  return paper;
}

/** Correct wire answers for every question of a paper, read from the bank. */
async function keysOf(paperId: number) {
  const rows = await t.db.query<{ id: number; qtype: string; answer: string }>(
    'select q.id, q.qtype, q.answer from paper_questions pq join questions q on q.id = pq.question_id where pq.paper_id = $1 order by pq.sort',
    [paperId],
  );
  return rows.map((r) => ({
    questionId: r.id,
    qtype: r.qtype,
    answer: r.qtype === 'multiple' ? r.answer.split(',') : r.qtype === 'judge' ? r.answer === 'T' : r.qtype === 'fill' ? r.answer.split('|')[0] : r.answer,
  }));
}

describe('scoring of every question type', () => {
  it('single and judge must match; multiple is all or nothing; fill is trimmed, case-insensitive, with alternatives', () => {
    const opts = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: key }));
    expect(isCorrect('single', normalizeAnswer({ qtype: 'single', options: opts }, 'b'), 'B')).toBe(true);
    expect(isCorrect('single', 'A', 'B')).toBe(false);
    expect(isCorrect('judge', normalizeAnswer({ qtype: 'judge', options: [] }, true), 'T')).toBe(true);
    expect(isCorrect('judge', normalizeAnswer({ qtype: 'judge', options: [] }, false), 'T')).toBe(false);
    expect(isCorrect('multiple', normalizeAnswer({ qtype: 'multiple', options: opts }, ['C', 'A', 'B']), 'A,B,C')).toBe(true);
    expect(isCorrect('multiple', normalizeAnswer({ qtype: 'multiple', options: opts }, ['A', 'B']), 'A,B,C')).toBe(false);
    expect(isCorrect('multiple', normalizeAnswer({ qtype: 'multiple', options: opts }, ['A', 'B', 'C', 'D']), 'A,B,C')).toBe(false);
    expect(isCorrect('fill', normalizeAnswer({ qtype: 'fill', options: [] }, '  strengths '), '优势|Strengths|strength')).toBe(true);
    expect(isCorrect('fill', '优势', '优势|Strengths')).toBe(true);
    expect(isCorrect('fill', '劣势', '优势|Strengths')).toBe(false);
    expect(isCorrect('fill', '', '优势')).toBe(false);
    expect(isCorrect('single', null, 'A')).toBe(false);
    expect(() => normalizeAnswer({ qtype: 'single', options: opts }, 'E')).toThrow('答案格式有误');
    expect(() => normalizeAnswer({ qtype: 'multiple', options: opts }, true)).toThrow('答案格式有误');
    expect(() => normalizeAnswer({ qtype: 'judge', options: [] }, 'yes')).toThrow('答案格式有误');
  });

  it('scores a full attempt: right answers of every type count, a partial multiple counts nothing', async () => {
    const token = await t.token('gyb_student01');
    const paper = await paperOf('gyb_student01', '结业考试');
    expect(paper.totalScore).toBe(100);
    expect(paper.questionCount).toBeGreaterThanOrEqual(15);
    const start = await t.call('POST', `${T}papers/${paper.paperId}/start`, { token });
    expect(start.status).toBe(200);
    const attempt = start.body.data;
    expect(attempt.questions[0]).not.toHaveProperty('answer');
    const keys = await keysOf(paper.paperId);
    expect(new Set(keys.map((k) => k.qtype))).toEqual(new Set(['single', 'multiple', 'judge', 'fill']));
    // every answer right, except one multiple given partially (8 points lost)
    const partial = keys.find((k) => k.qtype === 'multiple')!;
    const answers = keys.map((k) =>
      k === partial ? { questionId: k.questionId, answer: (k.answer as string[]).slice(0, 1) } : { questionId: k.questionId, answer: k.answer },
    );
    // fill answered in another case with spaces still counts
    const fill = answers.find((a) => keys.find((k) => k.questionId === a.questionId)!.qtype === 'fill')!;
    fill.answer = `  ${fill.answer}  `;
    const saved = await t.call('PUT', `${T}attempts/${attempt.attemptId}/answers`, { token, json: { answers } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.saved).toBe(keys.length);
    const sub = await t.call('POST', `${T}attempts/${attempt.attemptId}/submit`, { token });
    expect(sub.status).toBe(200);
    expect(sub.body.data).toMatchObject({ score: 92, total: 100, passed: true, correctCount: keys.length - 1 });
    const review = await t.call('GET', `${T}attempts/${attempt.attemptId}/review`, { token });
    expect(review.status).toBe(200);
    const item = review.body.data.items.find((i: { questionId: number }) => i.questionId === partial.questionId);
    expect(item).toMatchObject({ correct: false, gained: 0 });
    expect(item.correctAnswer).toEqual(partial.answer);
  });
});

describe('attempts: server timing and idempotency', () => {
  it('saves per question (last save wins), resumes after a reload, refuses bad input and unknown questions', async () => {
    const token = await t.token('syb_student01');
    const paper = await paperOf('syb_student01', '随堂测验');
    const a = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
    expect(a.deadline - a.serverNow).toBeGreaterThan(14 * 60_000);
    expect(a.deadline - a.serverNow).toBeLessThanOrEqual(15 * 60_000);
    const [q1, q2] = a.questions;
    await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: [{ questionId: q1.questionId, answer: 'A' }] } });
    // the same save again, then a change: idempotent per question
    await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: [{ questionId: q1.questionId, answer: 'A' }] } });
    await t.call('PUT', `${T2}attempts/${a.attemptId}/answers`, {
      token,
      json: {
        answers: [
          { questionId: q1.questionId, answer: 'B' },
          { questionId: q2.questionId, answer: 'C' },
        ],
      },
    });
    const rows = await t.db.query('select * from exam_answers where attempt_id = $1', [a.attemptId]);
    expect(rows).toHaveLength(2);
    // starting again resumes the same attempt with every answer
    const again = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
    expect(again.attemptId).toBe(a.attemptId);
    expect(again.answers).toEqual({ [q1.questionId]: 'B', [q2.questionId]: 'C' });
    const reload = (await t.call('GET', `${T}attempts/${a.attemptId}`, { token })).body.data;
    expect(reload.answers[q1.questionId]).toBe('B');
    expect(reload.status).toBe('in_progress');
    // bad input changes nothing
    for (const json of [
      {},
      { answers: [] },
      { answers: [{ questionId: 'x', answer: 'A' }] },
      { answers: [{ questionId: q1.questionId, answer: 'Z' }] },
      { answers: [{ questionId: 999999, answer: 'A' }] },
    ]) {
      const res = await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call('GET', `${T}attempts/${a.attemptId}`, { token })).body.data.answers[q1.questionId]).toBe('B');
    expect((await t.call('GET', `${T}attempts/abc`, { token })).status).toBe(400);
    // review before submitting is refused
    expect((await t.call('GET', `${T}attempts/${a.attemptId}/review`, { token })).status).toBe(400);
  });

  it('accepts saves within the 30 s grace, refuses them after with 考试时间已结束 and closes the attempt', async () => {
    const token = await t.token('syb_student01');
    const paper = await paperOf('syb_student01', '结业考试');
    const a = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
    const qid = a.questions[0].questionId;
    // deadline passed 20 s ago: within the grace
    await t.db.query(`update exam_attempts set deadline_at = now() - interval '20 seconds' where id = $1`, [a.attemptId]);
    const inGrace = await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: [{ questionId: qid, answer: 'A' }] } });
    expect(inGrace.status).toBe(200);
    // 31 s ago: refused
    await t.db.query(`update exam_attempts set deadline_at = now() - interval '31 seconds' where id = $1`, [a.attemptId]);
    const late = await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: [{ questionId: qid, answer: 'B' }] } });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('考试时间已结束');
    const row = await t.db.one<{ status: string; score: number; answer: string }>(
      'select a.status, a.score, e.answer from exam_attempts a join exam_answers e on e.attempt_id = a.id where a.id = $1',
      [a.attemptId],
    );
    expect(row).toMatchObject({ status: 'expired', answer: 'A' });
    expect(row!.score).toBe(6); // the first SYB question's key is A (6 points)
    // submitting afterwards answers the same result, once
    const sub1 = await t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token });
    const sub2 = await t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token });
    expect(sub1.status).toBe(200);
    expect(sub2.body.data).toEqual(sub1.body.data);
    expect(sub1.body.data).toMatchObject({ score: 6, passed: false });
  });

  it('submitting twice counts once; attempts are limited by the paper', async () => {
    const token = await t.token('dsb_student01');
    const paper = await paperOf('dsb_student01', '随堂测验');
    expect(paper.maxAttempts).toBe(3);
    const a = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
    const keys = await keysOf(paper.paperId);
    await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: keys.map((k) => ({ questionId: k.questionId, answer: k.answer })) } });
    const [s1, s2] = await Promise.all([
      t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token }),
      t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token }),
    ]);
    expect(s1.body.data).toEqual(s2.body.data);
    expect(s1.body.data.score).toBe(100);
    const list = (await t.call('GET', `${T}papers`, { token })).body.data.find((p: { paperId: number }) => p.paperId === paper.paperId);
    expect(list).toMatchObject({ attemptsUsed: 1, bestScore: 100, passed: true, openAttemptId: null });
    // an answer after submitting is refused
    const late = await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers: [{ questionId: keys[0].questionId, answer: 'A' }] } });
    expect(late.status).toBe(400);
    // the attempt list shows it
    const attempts = (await t.call('GET', `${T}attempts?paperId=${paper.paperId}`, { token })).body.data;
    expect(attempts).toHaveLength(1);
    // two more attempts, then no more
    for (let i = 0; i < 2; i++) {
      const b = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
      expect(b.attemptId).not.toBe(a.attemptId);
      await t.call('POST', `${T}attempts/${b.attemptId}/submit`, { token });
    }
    const over = await t.call('POST', `${T}papers/${paper.paperId}/start`, { token });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('考试次数已用完');
  });

  it('review only where the paper allows it', async () => {
    const token = await t.token('dsb_student01');
    const paper = await paperOf('dsb_student01', '结业考试');
    expect(paper.showAnswers).toBe(false);
    const a = (await t.call('POST', `${T}papers/${paper.paperId}/start`, { token })).body.data;
    const sub = await t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token });
    expect(sub.body.data).toMatchObject({ score: 0, showAnswers: false });
    const review = await t.call('GET', `${T}attempts/${a.attemptId}/review`, { token });
    expect(review.status).toBe(403);
    expect(review.body.msg).toBe('该试卷不允许查看答案');
  });
});

describe('scope: own records and the class papers only', () => {
  it('a learner of another class cannot see or start this class final paper, nor read or write others attempts', async () => {
    const zbbFinal = await paperOf('zbb_student01', '结业考试');
    const other = await t.token('zbb_student02');
    const theirs = (await t.call('GET', `${T}papers`, { token: other })).body.data;
    expect(theirs.map((p: { paperId: number }) => p.paperId)).not.toContain(zbbFinal.paperId);
    expect(theirs.length).toBeGreaterThan(0); // the quiz is assigned to their class too
    const start = await t.call('POST', `${T}papers/${zbbFinal.paperId}/start`, { token: other });
    expect(start.status).toBe(404);
    const seeded = await t.db.one<{ id: number }>('select id from exam_attempts where user_id = $1', [await t.userId('zbb_student01')]);
    expect((await t.call('GET', `${T}attempts/${seeded!.id}`, { token: other })).status).toBe(404);
    expect((await t.call('GET', `${T}attempts/${seeded!.id}/review`, { token: other })).status).toBe(404);
    expect((await t.call('POST', `${T}attempts/${seeded!.id}/submit`, { token: other })).status).toBe(404);
    const put = await t.call('PUT', `${T}attempts/${seeded!.id}/answers`, { token: other, json: { answers: [{ questionId: 1, answer: 'A' }] } });
    expect(put.status).toBe(404);
    // a GYB paper is not a SYB learner's
    const gyb = await paperOf('gyb_student01', '随堂测验');
    expect((await t.call('POST', `${T}papers/${gyb.paperId}/start`, { token: await t.token('syb_student01') })).status).toBe(404);
  });

  it('the learner calls need a learner with a class', async () => {
    expect((await t.call('GET', `${T}tasks`)).status).toBe(401);
    expect((await t.call('GET', `${T}tasks`, { token: await t.token('teacher01') })).status).toBe(403);
    const none = await t.call('GET', `${T}tasks`, { token: await t.token('new_student01') });
    expect(none.status).toBe(403);
    expect(none.body.msg).toBe('您尚未加入培训班');
  });

  it('track records: create, update own, not others', async () => {
    const token = await t.token('gyb_student01');
    const bad = await t.call('POST', `${T}track`, { token, json: { businessStarted: true, businessName: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('已创业请填写企业名称');
    expect((await t.call('POST', `${T}track`, { token, json: { businessStarted: false, jobsCreated: -1 } })).status).toBe(400);
    const made = await t.call('POST', `${T}track`, { token, json: { businessStarted: false, notes: '正在选址' } });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const upd = await t.call('PUT', `${T}track/${id}`, {
      token,
      json: { businessStarted: true, businessName: '志强小吃店', licenceNo: '92440106ma5xxxxx1', legalForm: '个体工商户', jobsCreated: 3, notes: '已开业' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ businessStarted: true, businessName: '志强小吃店', licenceNo: '92440106MA5XXXXX1', jobsCreated: 3 });
    const foreign = await t.call('PUT', `${T}track/${id}`, { token: await t.token('syb_student01'), json: { businessStarted: false } });
    expect(foreign.status).toBe(404);
    expect((await t.call('GET', `${T}track`, { token: await t.token('syb_student01') })).body.data).toHaveLength(0);
    expect((await t.call('GET', `${T}track`, { token })).body.data).toHaveLength(1);
  });
});

describe('class-type rules', () => {
  it('prospectus is SYB only; planning, practice and certificate are ZBB/DSB only', async () => {
    const gyb = await t.token('gyb_student01');
    for (const [method, path] of [
      ['GET', 'prospectus'],
      ['PUT', 'prospectus'],
      ['POST', 'prospectus/submit'],
      ['GET', 'certificate'],
      ['GET', 'planning'],
      ['GET', 'practice'],
    ]) {
      const res = await t.call(method, `${T}${path}`, { token: gyb, json: method === 'GET' ? undefined : { baseRevision: 0, content: {} } });
      expect(res.status, path).toBe(403);
      expect(res.body.msg).toMatch(/仅对/);
    }
    const zbb = await t.token('zbb_student01');
    expect((await t.call('GET', `${T}prospectus`, { token: zbb })).status).toBe(403);
    const syb = await t.token('syb_student01');
    expect((await t.call('GET', `${T}certificate`, { token: syb })).status).toBe(403);
    expect((await t.call('GET', `${T}prospectus`, { token: syb })).status).toBe(200);
    expect((await t.call('GET', `${T}planning`, { token: zbb })).status).toBe(200);
  });

  it('task lists follow the class type; module steps are ticked by the learner, goals only by the server', async () => {
    const syb = (await t.call('GET', `${T}tasks`, { token: await t.token('syb_student01') })).body.data;
    expect(syb.classType).toBe('SYB');
    expect(syb.tasks).toHaveLength(10);
    expect(syb.done).toBe(2);
    const ticked = await t.call('POST', `${T}tasks/syb_step3/done`, { token: await t.token('syb_student01') });
    expect(ticked.body.data.done).toBe(3);
    expect((await t.call('POST', `${T}tasks/syb_step3/done`, { token: await t.token('syb_student01') })).body.data.done).toBe(3);
    expect((await t.call('POST', `${T}tasks/gyb_step1/done`, { token: await t.token('syb_student01') })).status).toBe(404);
    const gyb = (await t.call('GET', `${T}tasks`, { token: await t.token('gyb_student01') })).body.data;
    expect(gyb.tasks.map((x: { key: string }) => x.key)).toContain('gyb_step5');
    const byHand = await t.call('POST', `${T}tasks/goal_first_sale/done`, { token: await t.token('zbb_student02') });
    expect(byHand.status).toBe(400);
    expect((await t.call('POST', `${T}tasks/${'x'.repeat(60)}/done`, { token: await t.token('zbb_student02') })).status).toBe(400);
  });
});

describe('progress ticks from simulation data', () => {
  it('ticks shop opened, products listed, first sale and live held as the rows appear', async () => {
    const token = await t.token('zbb_student02');
    const uid = await t.userId('zbb_student02');
    const goals = async () =>
      Object.fromEntries((await t.call('GET', `${T}tasks`, { token })).body.data.tasks.map((x: { key: string; done: boolean }) => [x.key, x.done]));
    await t.db.query('delete from shops where owner_id = $1', [uid]).catch(() => undefined);
    expect(await goals()).toEqual({ goal_shop_opened: false, goal_products_listed: false, goal_first_sale: false, goal_live_held: false });
    const [shop] = await t.db.query<{ id: number }>(`insert into shops (owner_id, name) values ($1, '一鸣直播小店') returning id`, [uid]);
    expect(await goals()).toMatchObject({ goal_shop_opened: true, goal_products_listed: false });
    const [cat] = await t.db.query<{ id: number }>('select id from categories limit 1');
    await t.db.query(`insert into products (shop_id, category_id, title, status, price) values ($1, $2, '西湖龙井礼盒', 0, 16800)`, [shop.id, cat.id]);
    expect((await goals()).goal_products_listed).toBe(false); // off the shelf does not count
    await t.db.query('update products set status = 1 where shop_id = $1', [shop.id]);
    expect((await goals()).goal_products_listed).toBe(true);
    const buyer = await t.userId('zbb_student01');
    const order = (status: string, no: string) =>
      t.db.query(
        `insert into orders (order_no, buyer_id, shop_id, status, goods_fen, pay_fen, receiver, receiver_phone, receiver_address, province)
       values ($1, $2, $3, $4, 16800, 16800, '张小红', '13800138007', '天河路1号', '广东省')`,
        [no, buyer, shop.id, status],
      );
    await order('pending_payment', 'T-LEARNER-1');
    expect((await goals()).goal_first_sale).toBe(false); // unpaid is no sale
    await order('paid', 'T-LEARNER-2');
    expect((await goals()).goal_first_sale).toBe(true);
    await t.db.query(
      `insert into live_sessions (shop_id, title, stream_url, starts_at, ends_at) values ($1, '明日开播', '/media/live-demo.mp4', now() + interval '1 day', now() + interval '2 days')`,
      [shop.id],
    );
    expect((await goals()).goal_live_held).toBe(false); // not started yet
    await t.db.query(
      `insert into live_sessions (shop_id, title, stream_url, starts_at, ends_at) values ($1, '龙井专场', '/media/live-demo.mp4', now() - interval '1 hour', now())`,
      [shop.id],
    );
    const all = (await t.call('GET', `${T}tasks`, { token })).body.data;
    expect(all).toMatchObject({ done: 4, total: 4, percent: 100 });
    // practice shows the goals and the shop figures
    const practice = (await t.call('GET', `${T}practice`, { token })).body.data;
    expect(practice.shop).toMatchObject({ name: '一鸣直播小店', productCount: 1, orderCount: 1, salesFen: 16800, liveCount: 1 });
    expect(practice.assignments.every((a: { goalDone: boolean }) => a.goalDone)).toBe(true);
    // once ticked a goal stays ticked
    await t.db.query('delete from shops where id = $1', [shop.id]);
    expect((await goals()).goal_shop_opened).toBe(true);
  });

  it('practice records go to the learner own assignment list', async () => {
    const token = await t.token('dsb_student01');
    const state = (await t.call('GET', `${T}practice`, { token })).body.data;
    const a = state.assignments[0];
    expect((await t.call('POST', `${T}practice/${a.id}/records`, { token, json: { content: '  ' } })).status).toBe(400);
    const rec = await t.call('POST', `${T}practice/${a.id}/records`, { token, json: { content: '完成店铺设置，上传了店铺头像', link: '/shopHome?id=1' } });
    expect(rec.status).toBe(200);
    // a link is opened by teachers: a web address or a path of this site, never a script
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      'vbscript:x',
      'https://',
      'ftp://x.example/a',
    ]) {
      const bad = await t.call('POST', `${T}practice/${a.id}/records`, { token, json: { content: '记录', link } });
      expect(bad.status, link).toBe(400);
      expect(bad.body.msg).toBe('链接须以 http:// 或 https:// 开头');
    }
    expect((await t.call('POST', `${T}practice/${a.id}/records`, { token, json: { content: '记录', link: 'https://live.example.com/room/1' } })).status).toBe(
      200,
    );
    const zbbAssignment = (await t.call('GET', `${T}practice`, { token: await t.token('zbb_student01') })).body.data.assignments[0];
    expect((await t.call('POST', `${T}practice/${zbbAssignment.id}/records`, { token, json: { content: 'x' } })).status).toBe(404);
    const after = (await t.call('GET', `${T}practice`, { token })).body.data;
    expect(after.assignments[0].records.map((r: { content: string }) => r.content)).toEqual(['记录', '完成店铺设置，上传了店铺头像']);
  });
});

describe('forms', () => {
  it('each form is answerable once per class with a clear state after', async () => {
    const token = await t.token('syb_student01');
    const before = (await t.call('GET', `${T}forms/evaluation`, { token })).body.data;
    expect(before).toMatchObject({ submitted: false, title: '创业者自我评价' });
    expect(before.fields.length).toBeGreaterThanOrEqual(8);
    const answers = Object.fromEntries(before.fields.map((f: { key: string }, i: number) => [f.key, i !== 0]));
    const first = await t.call('POST', `${T}forms/evaluation`, { token, json: { answers } });
    expect(first.status).toBe(200);
    expect(first.body.data.submitted).toBe(true);
    expect(first.body.data.summary).toMatch(/^9\/10/);
    const second = await t.call('POST', `${T}forms/evaluation`, { token, json: { answers } });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('您已提交过');
    expect((await t.call('GET', `${T}forms/evaluation`, { token })).body.data.answers.q2).toBe(true);

    const appraise = await t.call('GET', `${T}forms/appraise`, { token });
    expect(appraise.body.data.intro).toContain('李明老师');
    expect((await t.call('POST', `${T}forms/appraise`, { token, json: { answers: { teacherStars: 6, courseStars: 5, organisationStars: 5 } } })).status).toBe(
      400,
    );
    expect((await t.call('POST', `${T}forms/appraise`, { token, json: { answers: { teacherStars: 5, courseStars: 4 } } })).body.msg).toBe(
      '请填写：培训组织与服务',
    );
    expect(
      (
        await t.call('POST', `${T}forms/appraise`, {
          token,
          json: { answers: { teacherStars: 5, courseStars: 4, organisationStars: 5, comment: '讲得很实用' } },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `${T}forms/demand`, { token, json: { answers: { topics: ['不存在的课'], format: '线上直播', timeSlot: '周末' } } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', `${T}forms/demand`, { token, json: { answers: { topics: ['营销策划', '财务与成本核算'], format: '线上直播', timeSlot: '周末' } } }))
        .status,
    ).toBe(200);
    expect((await t.call('POST', `${T}forms/opinion`, { token, json: { answers: { satisfaction: '满意' } } })).body.msg).toBe('请填写：你的意见和建议');
    expect((await t.call('POST', `${T}forms/opinion`, { token, json: 'x' })).status).toBe(400);
    expect((await t.call('GET', `${T}forms/unknown`, { token })).status).toBe(400);
    // another learner still has every form open
    expect((await t.call('GET', `${T}forms/evaluation`, { token: await t.token('gyb_student01') })).body.data.submitted).toBe(false);
  });

  it('registration table: §5 phone and ID-card rules, ID types from the list', async () => {
    const token = await t.token('zbb_student01');
    const state = (await t.call('GET', `${T}registerTable`, { token })).body.data;
    expect(state.form).toBeNull();
    expect(state.defaults).toMatchObject({ realName: '张小红', idNumber: '44010619980506122X' });
    const idCard = state.idTypes.find((x: { name: string }) => x.name === '居民身份证').id;
    const passport = state.idTypes.find((x: { name: string }) => x.name === '护照').id;
    const form = {
      realName: '张小红',
      gender: '女',
      idTypeId: idCard,
      idNumber: '44010619980506122X',
      phone: '13800138007',
      education: '大专',
      photoUrl: '/uploads/a.jpg',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, '手机号码不能为空!'],
      [{ phone: '1380013800' }, '手机号码格式有误'],
      [{ phone: '23800138007' }, '手机号码格式有误'],
      [{ phone: '10800138007' }, '手机号码格式有误'],
      [{ idNumber: '' }, '身份证号码不能为空!'],
      [{ idNumber: '44010619980506123' }, '身份证格式不正确'],
      [{ idNumber: '44010619980506123Y' }, '身份证格式不正确'],
      [{ idTypeId: 9999 }, '证件类型不存在'],
      [{ photoUrl: 'javascript:alert(1)' }, '照片地址有误'],
    ];
    for (const [patch, msg] of cases) {
      const res = await t.call('PUT', `${T}registerTable`, { token, json: { ...form, ...patch } });
      expect(res.body.msg, JSON.stringify(patch)).toBe(msg);
    }
    expect((await t.call('GET', `${T}registerTable`, { token })).body.data.form).toBeNull();
    const saved = await t.call('PUT', `${T}registerTable`, { token, json: { ...form, idNumber: '44010619980506123x' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.form).toMatchObject({ idNumber: '44010619980506123X', education: '大专', photoUrl: '/uploads/a.jpg' });
    const pass = await t.call('PUT', `${T}registerTable`, { token, json: { ...form, idTypeId: passport, idNumber: 'E12345678' } });
    expect(pass.body.data.form.idNumber).toBe('E12345678');
  });
});
