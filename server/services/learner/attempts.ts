import type { Queryable, Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { SETTING_SQL } from '../settings.ts';
import {
  ANSWER_GRACE_SECONDS,
  type AnswerValue,
  type AttemptListItem,
  type AttemptResult,
  type AttemptView,
  type ReviewItem,
  type SaveAnswersBody,
} from '../../../src/api/contract/learner.ts';
import type { LearnerCtx } from './rules.ts';
import { paperForClass, paperQuestions, publicQuestion, type PaperRow } from './papers.ts';
import { answerToWire, isCorrect, keyToWire, normalizeAnswer } from './scoring.ts';
import { settle } from '../exams/attempts.ts';

export const TIME_UP = '考试时间已结束';

interface AttemptRow {
  id: number;
  paperId: number;
  userId: number;
  status: 'in_progress' | 'submitted' | 'expired';
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  score: number | null;
  total: number;
  passed: boolean | null;
  /** now() is past deadline + grace */
  late: boolean;
  serverNow: string;
}

const ATTEMPT_COLS = `a.id, a.paper_id as "paperId", a.user_id as "userId", a.status, a.started_at as "startedAt",
  a.deadline_at as deadline, a.submitted_at as "submittedAt", a.score, a.total, a.passed,
  now() > a.deadline_at + make_interval(secs => ${ANSWER_GRACE_SECONDS}) as late, now() as "serverNow"`;

async function ownAttempt(q: Queryable, ctx: LearnerCtx, attemptId: number, lock = false): Promise<AttemptRow> {
  const [row] = await q.query<AttemptRow>(`select ${ATTEMPT_COLS} from exam_attempts a where a.id = $1 and a.user_id = $2${lock ? ' for update' : ''}`, [
    attemptId,
    ctx.userId,
  ]);
  if (!row) throw notFound('考试记录不存在');
  return row;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * Scores an attempt in progress and closes it (status submitted or expired). Only the caller
 * whose update flips the status does the scoring, so two submits count once. An answered short
 * answer waits for the teacher's mark (score null): until then the score counts the rest and the
 * attempt is 'pending' marking with passed unknown (settle, server/services/exams/attempts.ts).
 */
async function finalize(q: Queryable, attempt: AttemptRow, paper: PaperRow, status: 'submitted' | 'expired'): Promise<void> {
  const flipped = await q.query(`update exam_attempts set status = $2, submitted_at = now() where id = $1 and status = 'in_progress' returning id`, [
    attempt.id,
    status,
  ]);
  if (!flipped.length) return;
  const questions = await paperQuestions(q, paper.id);
  const given = new Map(
    (
      await q.query<{ questionId: number; answer: string }>('select question_id as "questionId", answer from exam_answers where attempt_id = $1', [attempt.id])
    ).map((r) => [r.questionId, r.answer]),
  );
  const ids: number[] = [];
  const correct: (boolean | null)[] = [];
  const scores: (number | null)[] = [];
  for (const qn of questions) {
    const stored = given.get(qn.questionId);
    if (stored === undefined) continue;
    ids.push(qn.questionId);
    if (qn.qtype === 'short') {
      // an empty short answer scores 0 at once; a written one waits for the teacher
      correct.push(stored === '' ? false : null);
      scores.push(stored === '' ? 0 : null);
      continue;
    }
    const right = isCorrect(qn.qtype, stored, qn.answer);
    correct.push(right);
    scores.push(right ? qn.score : 0);
  }
  if (ids.length) {
    await q.query(
      `update exam_answers e set correct = v.correct, score = v.score, marked_by = null, marked_at = null
         from unnest($2::int[], $3::boolean[], $4::int[]) as v(qid, correct, score)
        where e.attempt_id = $1 and e.question_id = v.qid`,
      [attempt.id, ids, correct, scores],
    );
  }
  await settle(q, attempt.id);
}

async function paperOfAttempt(q: Queryable, paperId: number): Promise<PaperRow> {
  const [row] = await q.query<PaperRow>(
    `select p.id, p.title, p.duration_min as "durationMin", coalesce(p.pass_score, ${SETTING_SQL('examPassScore')}, 60) as "passScore", p.is_final as "isFinal",
            p.show_answers as "showAnswers", p.max_attempts as "maxAttempts" from papers p where p.id = $1`,
    [paperId],
  );
  return row;
}

async function result(q: Queryable, attemptId: number, paper: PaperRow): Promise<AttemptResult | null> {
  const [a] = await q.query<{ status: string; score: number; total: number; passed: boolean; submittedAt: string }>(
    'select status, score, total, passed, submitted_at as "submittedAt" from exam_attempts where id = $1',
    [attemptId],
  );
  if (!a || a.status === 'in_progress') return null;
  const [c] = await q.query<{ right: number; pending: number }>(
    `select count(*) filter (where e.correct)::int as right,
            count(*) filter (where qn.qtype = 'short' and e.answer <> '' and e.marked_at is null)::int as pending
       from exam_answers e join questions qn on qn.id = e.question_id where e.attempt_id = $1`,
    [attemptId],
  );
  const [n] = await q.query<{ n: number }>('select count(*)::int as n from paper_questions where paper_id = $1', [paper.id]);
  return {
    attemptId,
    score: a.score,
    total: a.total,
    passScore: paper.passScore,
    passed: a.passed ?? false,
    correctCount: c.right,
    questionCount: n.n,
    submittedAt: iso(a.submittedAt),
    showAnswers: paper.showAnswers,
    pendingMarking: c.pending,
  };
}

async function view(q: Queryable, ctx: LearnerCtx, attemptId: number): Promise<AttemptView> {
  const a = await ownAttempt(q, ctx, attemptId);
  const paper = await paperOfAttempt(q, a.paperId);
  const questions = await paperQuestions(q, a.paperId);
  const byId = new Map(questions.map((x) => [x.questionId, x]));
  const answers: Record<string, AnswerValue> = {};
  for (const r of await q.query<{ questionId: number; answer: string }>('select question_id as "questionId", answer from exam_answers where attempt_id = $1', [
    attemptId,
  ])) {
    const qn = byId.get(r.questionId);
    if (qn) answers[r.questionId] = answerToWire(qn.qtype, r.answer);
  }
  return {
    attemptId: a.id,
    paperId: a.paperId,
    title: paper.title,
    status: a.status,
    durationMin: paper.durationMin,
    startedAt: iso(a.startedAt),
    deadline: new Date(a.deadline).getTime(),
    serverNow: new Date(a.serverNow).getTime(),
    questions: questions.map(publicQuestion),
    answers,
    result: await result(q, a.id, paper),
  };
}

/** Closes the learner's attempts whose time (plus grace) has run out, scoring what was saved. */
async function expireOverdue(q: Queryable, ctx: LearnerCtx) {
  const overdue = await q.query<AttemptRow>(
    `select ${ATTEMPT_COLS} from exam_attempts a where a.user_id = $1 and a.status = 'in_progress'
        and now() > a.deadline_at + make_interval(secs => ${ANSWER_GRACE_SECONDS})`,
    [ctx.userId],
  );
  for (const a of overdue) await finalize(q, a, await paperOfAttempt(q, a.paperId), 'expired');
}

/** POST start: resumes the attempt in progress, or opens a new one with the server's deadline. */
export async function startAttempt(db: Db, ctx: LearnerCtx, paperId: number): Promise<AttemptView> {
  const paper = await paperForClass(db, ctx, paperId);
  const attemptId = await db.tx(async (q) => {
    await expireOverdue(q, ctx);
    const [open] = await q.query<{ id: number }>(`select id from exam_attempts where user_id = $1 and paper_id = $2 and status = 'in_progress'`, [
      ctx.userId,
      paperId,
    ]);
    if (open) return open.id;
    const [used] = await q.query<{ n: number }>(`select count(*)::int as n from exam_attempts where user_id = $1 and paper_id = $2`, [ctx.userId, paperId]);
    if (used.n >= paper.maxAttempts) throw badRequest('考试次数已用完');
    const [total] = await q.query<{ t: number }>('select coalesce(sum(score), 0)::int as t from paper_questions where paper_id = $1', [paperId]);
    const [row] = await q.query<{ id: number }>(
      `insert into exam_attempts (paper_id, user_id, class_id, deadline_at, total)
       values ($1, $2, $3, now() + make_interval(mins => $4), $5)
       on conflict (user_id, paper_id) where status = 'in_progress' do nothing returning id`,
      [paperId, ctx.userId, ctx.classId, paper.durationMin, total.t],
    );
    if (row) return row.id;
    const [again] = await q.query<{ id: number }>(`select id from exam_attempts where user_id = $1 and paper_id = $2 and status = 'in_progress'`, [
      ctx.userId,
      paperId,
    ]);
    return again.id;
  });
  return view(db, ctx, attemptId);
}

/** GET an attempt (resume after a reload): closes it first when its time has run out. */
export async function getAttempt(db: Db, ctx: LearnerCtx, attemptId: number): Promise<AttemptView> {
  await db.tx(async (q) => {
    const a = await ownAttempt(q, ctx, attemptId, true);
    if (a.status === 'in_progress' && a.late) await finalize(q, a, await paperOfAttempt(q, a.paperId), 'expired');
  });
  return view(db, ctx, attemptId);
}

/** PUT answers: saved per question (the last save wins); refused once submitted or after deadline + grace. */
export async function saveAnswers(
  db: Db,
  ctx: LearnerCtx,
  attemptId: number,
  input: SaveAnswersBody,
): Promise<{ saved: number; deadline: number; serverNow: number }> {
  type Outcome = { error: string } | { saved: number; deadline: number; serverNow: number };
  const outcome = await db.tx(async (q): Promise<Outcome> => {
    const a = await ownAttempt(q, ctx, attemptId, true);
    if (a.status !== 'in_progress') return { error: a.status === 'expired' ? TIME_UP : '试卷已提交，不能再修改答案' };
    if (a.late) {
      await finalize(q, a, await paperOfAttempt(q, a.paperId), 'expired');
      return { error: TIME_UP };
    }
    const byId = new Map((await paperQuestions(q, a.paperId)).map((x) => [x.questionId, x]));
    const last = new Map<number, string>();
    for (const item of input.answers) {
      const qn = byId.get(item.questionId);
      if (!qn) throw badRequest('题目不属于该试卷');
      last.set(item.questionId, normalizeAnswer(qn, item.answer));
    }
    await q.query(
      `insert into exam_answers (attempt_id, question_id, answer)
       select $1, v.qid, v.answer from unnest($2::int[], $3::text[]) as v(qid, answer)
       on conflict (attempt_id, question_id) do update set answer = excluded.answer, updated_at = now()`,
      [attemptId, [...last.keys()], [...last.values()]],
    );
    return { saved: last.size, deadline: new Date(a.deadline).getTime(), serverNow: new Date(a.serverNow).getTime() };
  });
  // the expiry above must be committed, so the refusal is thrown after the transaction
  if ('error' in outcome) throw badRequest(outcome.error);
  return outcome;
}

/** POST submit: idempotent; the second submit answers the same result. */
export async function submitAttempt(db: Db, ctx: LearnerCtx, attemptId: number): Promise<AttemptResult> {
  return db.tx(async (q) => {
    const a = await ownAttempt(q, ctx, attemptId, true);
    const paper = await paperOfAttempt(q, a.paperId);
    if (a.status === 'in_progress') await finalize(q, a, paper, a.late ? 'expired' : 'submitted');
    return (await result(q, attemptId, paper))!;
  });
}

/** The learner's attempts (optionally of one paper), newest first. */
export async function listAttempts(db: Db, ctx: LearnerCtx, paperId?: number): Promise<AttemptListItem[]> {
  await db.tx((q) => expireOverdue(q, ctx));
  const rows = await db.query<{
    attemptId: number;
    paperId: number;
    title: string;
    status: AttemptListItem['status'];
    startedAt: string;
    submittedAt: string | null;
    score: number | null;
    total: number;
    passed: boolean | null;
  }>(
    `select a.id as "attemptId", a.paper_id as "paperId", p.title, a.status, a.started_at as "startedAt",
            a.submitted_at as "submittedAt", a.score, a.total, a.passed
       from exam_attempts a join papers p on p.id = a.paper_id
      where a.user_id = $1 and ($2::int is null or a.paper_id = $2)
      order by a.id desc`,
    [ctx.userId, paperId ?? null],
  );
  return rows.map((r) => ({ ...r, startedAt: iso(r.startedAt), submittedAt: r.submittedAt ? iso(r.submittedAt) : null }));
}

/** Review after submitting, where the paper allows it. */
export async function reviewAttempt(db: Db, ctx: LearnerCtx, attemptId: number): Promise<{ result: AttemptResult; items: ReviewItem[] }> {
  const a = await ownAttempt(db, ctx, attemptId);
  if (a.status === 'in_progress') throw badRequest('交卷后才能查看答案解析');
  const paper = await paperOfAttempt(db, a.paperId);
  if (!paper.showAnswers) throw forbidden('该试卷不允许查看答案');
  const given = new Map(
    (
      await db.query<{ questionId: number; answer: string; score: number | null; markedAt: string | null; comment: string }>(
        'select question_id as "questionId", answer, score, marked_at as "markedAt", comment from exam_answers where attempt_id = $1',
        [attemptId],
      )
    ).map((r) => [r.questionId, r]),
  );
  const items = (await paperQuestions(db, a.paperId)).map((qn): ReviewItem => {
    const g = given.get(qn.questionId);
    if (qn.qtype === 'short') {
      const written = !!g && g.answer !== '';
      return {
        ...publicQuestion(qn),
        given: written ? g.answer : null,
        correctAnswer: qn.answer,
        correct: !!g?.markedAt && g.score === qn.score,
        gained: g?.score ?? 0,
        analysis: qn.analysis,
        pendingMark: written && !g.markedAt,
        comment: g?.comment ?? '',
      };
    }
    const correct = isCorrect(qn.qtype, g?.answer, qn.answer);
    return {
      ...publicQuestion(qn),
      given: g ? answerToWire(qn.qtype, g.answer) : null,
      correctAnswer: keyToWire(qn.qtype, qn.answer),
      correct,
      gained: correct ? qn.score : 0,
      analysis: qn.analysis,
    };
  });
  return { result: (await result(db, attemptId, paper))!, items };
}
