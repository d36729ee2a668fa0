import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { SETTING_SQL } from '../settings.ts';
import type { ExamQuestion, PaperSummary, QuestionOption, QuestionType } from '../../../src/api/contract/learner.ts';
import type { LearnerCtx } from './rules.ts';

export interface PaperRow {
  id: number;
  title: string;
  durationMin: number;
  passScore: number;
  isFinal: boolean;
  showAnswers: boolean;
  maxAttempts: number;
}

export interface PaperQuestionRow {
  questionId: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
  answer: string;
  analysis: string;
  score: number;
}

const PAPER_COLS = `p.id, p.title, p.duration_min as "durationMin", coalesce(p.pass_score, ${SETTING_SQL('examPassScore')}, 60) as "passScore", p.is_final as "isFinal",
  p.show_answers as "showAnswers", p.max_attempts as "maxAttempts"`;

/** A publication open now: within its window (/manage/manmgeOnlinetest); no bound where none is set. */
export const OPEN_NOW = '(pc.opens_at is null or pc.opens_at <= now()) and (pc.closes_at is null or pc.closes_at > now())';

/** A published paper assigned to the learner's class and open now, or 404 (other classes' papers do not exist for them). */
export async function paperForClass(db: Queryable, ctx: LearnerCtx, paperId: number): Promise<PaperRow> {
  const [row] = await db.query<PaperRow>(
    `select ${PAPER_COLS} from papers p join paper_classes pc on pc.paper_id = p.id
      where p.id = $1 and pc.class_id = $2 and p.status = 1 and ${OPEN_NOW}`,
    [paperId, ctx.classId],
  );
  if (!row) throw notFound('试卷不存在或未分配给您的班级');
  return row;
}

export async function paperQuestions(db: Queryable, paperId: number): Promise<PaperQuestionRow[]> {
  return db.query<PaperQuestionRow>(
    `select q.id as "questionId", q.qtype, q.stem, q.options, q.answer, q.analysis, pq.score
       from paper_questions pq join questions q on q.id = pq.question_id
      where pq.paper_id = $1 order by pq.sort, q.id`,
    [paperId],
  );
}

/** Questions as the learner sees them while answering: never the key or the analysis. */
export const publicQuestion = (q: PaperQuestionRow): ExamQuestion => ({
  questionId: q.questionId,
  qtype: q.qtype,
  stem: q.stem,
  options: q.options,
  score: q.score,
});

/**
 * The papers assigned to the learner's class and open now (or with an attempt in progress), with their own attempt state.
 * One pass over the learner's attempts of each paper and one over its questions (lateral aggregates), not a
 * correlated lookup per figure: five reads of exam_attempts and two of paper_questions per paper before.
 */
export async function listPapers(db: Queryable, ctx: LearnerCtx): Promise<PaperSummary[]> {
  return db.query<PaperSummary>(
    `select p.id as "paperId", p.title, p.duration_min as "durationMin", coalesce(p.pass_score, ${SETTING_SQL('examPassScore')}, 60) as "passScore",
            p.is_final as "isFinal", p.show_answers as "showAnswers", p.max_attempts as "maxAttempts",
            coalesce(pq.total, 0)::int as "totalScore", pq.n::int as "questionCount",
            a.used::int as "attemptsUsed", a.best as "bestScore", coalesce(a.passed, false) as passed, a.open as "openAttemptId",
            pc.closes_at as "closesAt", pc.invigilated, a.pending::int as "pendingMarking"
       from papers p join paper_classes pc on pc.paper_id = p.id
       cross join lateral (select sum(score) as total, count(*) as n from paper_questions where paper_id = p.id) pq
       cross join lateral (
         select count(*) filter (where status <> 'in_progress') as used, max(score) filter (where status <> 'in_progress') as best,
                bool_or(passed) as passed, max(id) filter (where status = 'in_progress') as open, count(*) filter (where marking = 'pending') as pending
           from exam_attempts where paper_id = p.id and user_id = $2) a
      where pc.class_id = $1 and p.status = 1 and (${OPEN_NOW} or a.open is not null)
      order by p.is_final, p.id`,
    [ctx.classId, ctx.userId],
  );
}
