import type { Caller } from '../../caller.ts';
import { SETTING_SQL } from '../settings.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { binder, scopeCondition, type ScopeColumns } from '../../scope.ts';
import type { AnswerSheet, AnswerSheetItem, MarkBody } from '../../../src/api/contract/exams.ts';
import type { QuestionOption, QuestionType } from '../../../src/api/contract/learner.ts';
import { answerToWire, isCorrect, keyToWire } from '../learner/scoring.ts';
import type { Role } from '../../../src/api/contract/roles.ts';

/** A paper's pass mark: its own, else the platform's (/manage/systemSet), else 60. */
const PASS_SCORE = `coalesce(p.pass_score, ${SETTING_SQL('examPassScore')}, 60)`;

/**
 * An attempt as the back-office sees it (/manage/peoplePage): every answer against the key, the
 * teacher's marks of short answers, re-opening. A row belongs to the attempt's class: a teacher sees
 * the classes they teach, an institution its own, an administrator their region (server/scope.ts).
 */

export const ATTEMPT_SCOPE: ScopeColumns = {
  province: 'c.province_id',
  city: 'c.city_id',
  county: 'c.county_id',
  institution: 'c.institution_id',
  classId: 'a.class_id',
};
/** Who marks and re-opens: the national admin, the class's institution, its teachers. */
export const MARKING_ROLES: readonly Role[] = [1, 4, 5];

/** An attempt's head: the answer sheet's own fields (but the items and canMark, worked out after), and what finds the rest. */
type Head = Omit<AnswerSheet, 'attemptId' | 'canMark' | 'items'> & { id: number; paperId: number; durationMin: number; userId: number };

async function head(q: Queryable, caller: Caller, attemptId: number, lock = false): Promise<Head> {
  const params: unknown[] = [attemptId];
  const scope = scopeCondition(caller, 'class', ATTEMPT_SCOPE, binder(params));
  const [a] = await q.query<Head>(
    `select a.id, a.paper_id as "paperId", a.status, a.marking, a.score, a.total, a.passed, ${PASS_SCORE} as "passScore",
            a.started_at as "startedAt", a.submitted_at as "submittedAt",
            extract(epoch from coalesce(a.submitted_at, least(now(), a.deadline_at)) - a.started_at)::int as "usedSec",
            a.reopened_count as "reopenedCount", u.real_name as "learnerName", u.phone, c.name as "className", p.title as "paperTitle",
            p.duration_min as "durationMin", a.user_id as "userId"
       from exam_attempts a join users u on u.id = a.user_id join classes c on c.id = a.class_id join papers p on p.id = a.paper_id
      where a.id = $1 and ${scope}${lock ? ' for update of a' : ''}`,
    params,
  );
  if (!a) throw notFound('答卷不存在');
  return a;
}

export async function answerSheet(q: Queryable, caller: Caller, attemptId: number): Promise<AnswerSheet> {
  const a = await head(q, caller, attemptId);
  const rows = await q.query<{
    questionId: number;
    qtype: QuestionType;
    stem: string;
    options: QuestionOption[];
    key: string;
    analysis: string;
    full: number;
    given: string | null;
    correct: boolean | null;
    gained: number | null;
    markedAt: string | null;
    comment: string | null;
  }>(
    `select q.id as "questionId", q.qtype, q.stem, q.options, q.answer as key, q.analysis, pq.score as full,
            e.answer as given, e.correct, e.score as gained, e.marked_at as "markedAt", e.comment
       from paper_questions pq join questions q on q.id = pq.question_id
       left join exam_answers e on e.attempt_id = $1 and e.question_id = q.id
      where pq.paper_id = $2 order by pq.sort, q.id`,
    [attemptId, a.paperId],
  );
  const finished = a.status !== 'in_progress';
  const items: AnswerSheetItem[] = rows.map((r) => {
    const answered = r.given !== null && r.given !== '';
    const needsMark = r.qtype === 'short' && answered;
    // auto-scored questions of a running attempt are shown as they would score
    const correct =
      r.qtype === 'short' ? (r.markedAt ? r.gained === r.full : answered ? null : false) : finished ? (r.correct ?? false) : isCorrect(r.qtype, r.given, r.key);
    return {
      questionId: r.questionId,
      qtype: r.qtype,
      stem: r.stem,
      options: r.options,
      score: r.full,
      given: answered ? answerToWire(r.qtype, r.given!) : null,
      correctAnswer: keyToWire(r.qtype, r.key),
      correct,
      gained: r.qtype === 'short' ? (r.markedAt || !answered ? (r.gained ?? 0) : null) : correct ? r.full : 0,
      needsMark,
      comment: r.comment ?? '',
      analysis: r.analysis,
    };
  });
  return {
    attemptId: a.id,
    learnerName: a.learnerName,
    phone: a.phone,
    className: a.className,
    paperTitle: a.paperTitle,
    status: a.status,
    marking: a.marking,
    score: a.score,
    total: a.total,
    passScore: a.passScore,
    passed: a.passed,
    startedAt: new Date(a.startedAt).toISOString(),
    submittedAt: a.submittedAt ? new Date(a.submittedAt).toISOString() : null,
    usedSec: Math.max(0, a.usedSec),
    reopenedCount: a.reopenedCount,
    // the attempt is in the caller's scope: a teacher's are the classes they teach
    canMark: finished && MARKING_ROLES.includes(caller.role),
    items,
  };
}

/**
 * Recomputes an attempt's score from its answers: marking 'pending' while an answered short answer
 * waits for its mark (score provisional, passed unknown), else 'done' (or 'none' without any).
 */
export async function settle(q: Queryable, attemptId: number) {
  await q.query(
    `with s as (
       select coalesce(sum(e.score), 0)::int as score,
              count(*) filter (where qn.qtype = 'short' and e.answer <> '' and e.marked_at is null)::int as pending,
              count(*) filter (where qn.qtype = 'short' and e.answer <> '')::int as shorts
         from exam_answers e join questions qn on qn.id = e.question_id where e.attempt_id = $1)
     update exam_attempts a set score = s.score,
            marking = case when s.pending > 0 then 'pending' when s.shorts > 0 then 'done' else 'none' end,
            passed = case when s.pending > 0 then null else s.score >= ${PASS_SCORE} end
       from s, papers p where a.id = $1 and p.id = a.paper_id`,
    [attemptId],
  );
}

/** The teacher's marks of short answers (re-marking replaces a mark). */
export async function mark(db: Db, caller: Caller, attemptId: number, body: MarkBody): Promise<AnswerSheet> {
  if (!MARKING_ROLES.includes(caller.role)) throw forbidden('您的角色无权批阅');
  await db.tx(async (q) => {
    const a = await head(q, caller, attemptId, true);
    if (a.status === 'in_progress') throw badRequest('考生尚未交卷，不能批阅');
    const rows = await q.query<{ questionId: number; qtype: QuestionType; full: number; given: string | null }>(
      `select q.id as "questionId", q.qtype, pq.score as full, e.answer as given
         from paper_questions pq join questions q on q.id = pq.question_id
         left join exam_answers e on e.attempt_id = $1 and e.question_id = q.id
        where pq.paper_id = $2`,
      [attemptId, a.paperId],
    );
    const byId = new Map(rows.map((r) => [r.questionId, r]));
    for (const m of body.marks) {
      const r = byId.get(m.questionId);
      if (!r) throw badRequest('题目不属于该试卷');
      if (r.qtype !== 'short') throw badRequest('只有简答题需要教师批阅');
      if (!r.given) throw badRequest('考生未作答该题');
      if (m.score > r.full) throw badRequest(`得分不能超过该题满分${r.full}分`);
      await q.query(
        `update exam_answers set score = $3::int, correct = ($3::int = $4::int), comment = $5, marked_by = $6, marked_at = now()
          where attempt_id = $1 and question_id = $2`,
        [attemptId, m.questionId, m.score, r.full, (m.comment ?? '').trim(), caller.id],
      );
    }
    await settle(q, attemptId);
  });
  return answerSheet(db, caller, attemptId);
}

/**
 * Re-opens a finished attempt (the resource action examAttempt.reopen): in progress again for the
 * paper's full duration from now, its answers kept, short-answer marks cleared (the learner may
 * change them); scored again when handed in. Counted and the reason kept.
 */
export async function reopen(q: Queryable, attemptId: number, reason: string) {
  const [a] = await q.query<{ userId: number; paperId: number; status: string; durationMin: number }>(
    `select a.user_id as "userId", a.paper_id as "paperId", a.status, p.duration_min as "durationMin"
       from exam_attempts a join papers p on p.id = a.paper_id where a.id = $1`,
    [attemptId],
  );
  if (!a) throw notFound('答卷不存在');
  const [open] = await q.query(`select 1 from exam_attempts where user_id = $1 and paper_id = $2 and status = 'in_progress' and id <> $3`, [
    a.userId,
    a.paperId,
    attemptId,
  ]);
  if (open) throw badRequest('该考生有正在进行的答卷，不能重新开放');
  await q.query(
    `update exam_attempts set status = 'in_progress', started_at = now(), deadline_at = now() + make_interval(mins => $2), submitted_at = null,
            score = null, passed = null, marking = 'none', reopened_count = reopened_count + 1, reopen_reason = $3
      where id = $1`,
    [attemptId, a.durationMin, reason],
  );
  await q.query('update exam_answers set correct = null, score = null, marked_by = null, marked_at = null, comment = $2 where attempt_id = $1', [
    attemptId,
    '',
  ]);
}
