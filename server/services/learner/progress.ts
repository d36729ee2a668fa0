import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AnswerValue, ProgressView, QuizQuestion, QuizRecord, QuizRecordDetail } from '../../../src/api/contract/learner.ts';
import { chapterViews, courseRules } from './courses.ts';
import { answerToWire, isCorrect, keyToWire, normalizeAnswer } from './scoring.ts';

export const SEEK_REFUSED = '不允许拖动到未观看的位置';

interface ChapterRow {
  id: number;
  courseId: number;
  durationSec: number;
}

async function chapter(db: Db, chapterId: number): Promise<ChapterRow> {
  const [c] = await db.query<ChapterRow>(
    `select ch.id, ch.course_id as "courseId", ch.duration_sec as "durationSec" from course_chapters ch join courses c on c.id = ch.course_id
      where ch.id = $1 and c.status = 1`,
    [chapterId],
  );
  if (!c) throw notFound('章节不存在');
  return c;
}

export async function getProgress(db: Db, userId: number, chapterId: number): Promise<ProgressView> {
  const c = await chapter(db, chapterId);
  const [p] = await db.query<{ positionSec: number; watchedMaxSec: number; completed: boolean }>(
    `select position_sec::float8 as "positionSec", watched_max_sec::float8 as "watchedMaxSec", completed from play_progress where user_id = $1 and chapter_id = $2`,
    [userId, chapterId],
  );
  return { chapterId, durationSec: c.durationSec, positionSec: p?.positionSec ?? 0, watchedMaxSec: p?.watchedMaxSec ?? 0, completed: p?.completed ?? false };
}

/** The chapter as the course's rules leave it for this learner: 400 with the reason while it is closed. */
async function openChapter(db: Db, userId: number, c: ChapterRow) {
  const views = await chapterViews(db, userId, c.courseId);
  const mine = views.find((v) => v.chapterId === c.id);
  if (mine?.locked) throw badRequest(mine.lockReason ?? '该章节暂未开放');
  return mine;
}

/**
 * Saves the play position. With the rule forbidSeek, a position past what was watched is
 * refused unless it is within watchedMax + tolerance + the real seconds since the last save
 * (normal playback between two saves); watchedMax grows only by accepted positions. The
 * chapter is complete when watchedMax reaches completeRatio of its duration. A chapter the
 * course's rules keep closed (sequential, quiz gate) is refused. Saving enrols, and adds the
 * seconds played (the forward move, at most the real time since the last save).
 */
export async function saveProgress(db: Db, userId: number, chapterId: number, positionSec: number): Promise<ProgressView> {
  const c = await chapter(db, chapterId);
  const r = await courseRules(db, c.courseId);
  await openChapter(db, userId, c);
  const pos = Math.min(positionSec, c.durationSec);
  await db.tx(async (q) => {
    const [p] = await q.query<{ watchedMaxSec: number; positionSec: number; elapsed: number }>(
      `select watched_max_sec::float8 as "watchedMaxSec", position_sec::float8 as "positionSec", extract(epoch from now() - updated_at)::float8 as elapsed
         from play_progress where user_id = $1 and chapter_id = $2 for update`,
      [userId, chapterId],
    );
    const watched = p?.watchedMaxSec ?? 0;
    const allowed = watched + r.seekToleranceSec + (p ? Math.max(0, p.elapsed) : 0);
    if (r.forbidSeek && pos > allowed) throw badRequest(SEEK_REFUSED);
    const newMax = Math.max(watched, pos);
    const completed = newMax >= c.durationSec * r.completeRatio;
    // the first save of a chapter: from 0, at most what one save interval of playing allows
    const played = p ? Math.max(0, Math.min(pos - p.positionSec, p.elapsed + 1)) : Math.min(pos, r.seekToleranceSec + r.saveIntervalSec);
    await q.query(
      `insert into play_progress (user_id, chapter_id, position_sec, watched_max_sec, completed, played_sec) values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, chapter_id) do update set position_sec = excluded.position_sec, watched_max_sec = excluded.watched_max_sec,
         completed = play_progress.completed or excluded.completed, played_sec = play_progress.played_sec + $6, updated_at = now()`,
      [userId, chapterId, pos, newMax, completed, played],
    );
    const added = await q.query(
      `insert into course_enrolments (user_id, course_id, last_chapter_id, last_played_at) values ($1, $2, $3, now())
       on conflict (user_id, course_id) do update set last_chapter_id = excluded.last_chapter_id, last_played_at = now()
       returning (xmax = 0) as inserted`,
      [userId, c.courseId, chapterId],
    );
    if ((added[0] as { inserted: boolean } | undefined)?.inserted) await q.query('update courses set learners = learners + 1 where id = $1', [c.courseId]);
  });
  return getProgress(db, userId, chapterId);
}

// ---------- chapter quizzes ----------

interface QuizRow extends QuizQuestion {
  answer: string;
  analysis: string;
}

async function quizRows(db: Db, chapterId: number): Promise<QuizRow[]> {
  return db.query<QuizRow>(
    'select id as "questionId", qtype, stem, options, answer, analysis from chapter_quiz_questions where chapter_id = $1 order by sort, id',
    [chapterId],
  );
}

/** With a quiz gate, a chapter's quiz waits until its video is complete. */
async function quizOpen(db: Db, userId: number, chapterId: number) {
  const mine = await openChapter(db, userId, await chapter(db, chapterId));
  if (mine && mine.quizCount > 0 && !mine.quizOpen) throw badRequest('请先看完本章节视频再参加测验');
}

export async function quiz(db: Db, userId: number, chapterId: number): Promise<QuizQuestion[]> {
  await quizOpen(db, userId, chapterId);
  return (await quizRows(db, chapterId)).map(({ questionId, qtype, stem, options }) => ({ questionId, qtype, stem, options }));
}

/** Scores a chapter quiz (each question 1 point, 100 in total) and keeps the attempt and its answers. */
export async function submitQuiz(db: Db, userId: number, chapterId: number, answers: { questionId: number; answer: AnswerValue }[]): Promise<QuizRecordDetail> {
  await quizOpen(db, userId, chapterId);
  const rows = await quizRows(db, chapterId);
  if (!rows.length) throw badRequest('该章节没有测验');
  const byId = new Map(rows.map((r) => [r.questionId, r]));
  const given = new Map<number, string>();
  for (const a of answers) {
    const qn = byId.get(a.questionId);
    if (!qn) throw badRequest('题目不属于该章节');
    given.set(a.questionId, normalizeAnswer(qn, a.answer));
  }
  const marks = rows.map((r) => ({ id: r.questionId, answer: given.get(r.questionId) ?? '', correct: isCorrect(r.qtype, given.get(r.questionId), r.answer) }));
  const correctCount = marks.filter((m) => m.correct).length;
  const score = Math.round((correctCount * 100) / rows.length);
  const attemptId = await db.tx(async (q) => {
    const [a] = await q.query<{ id: number }>(
      'insert into quiz_attempts (user_id, chapter_id, score, total, correct_count, question_count) values ($1, $2, $3, 100, $4, $5) returning id',
      [userId, chapterId, score, correctCount, rows.length],
    );
    await q.query(
      `insert into quiz_answers (attempt_id, question_id, answer, correct) select $1, v.qid, v.answer, v.correct
         from unnest($2::int[], $3::text[], $4::boolean[]) as v(qid, answer, correct)`,
      [a.id, marks.map((m) => m.id), marks.map((m) => m.answer), marks.map((m) => m.correct)],
    );
    return a.id;
  });
  return quizRecord(db, userId, attemptId);
}

const RECORD_COLS = `a.id as "attemptId", a.chapter_id as "chapterId", ch.title as "chapterTitle", c.id as "courseId", c.title as "courseTitle",
  a.score, a.total, a.correct_count as "correctCount", a.question_count as "questionCount", a.created_at as "createdAt"`;
const RECORD_FROM = 'quiz_attempts a join course_chapters ch on ch.id = a.chapter_id join courses c on c.id = ch.course_id';

export async function quizRecords(db: Db, userId: number): Promise<QuizRecord[]> {
  const rows = await db.query<QuizRecord>(`select ${RECORD_COLS} from ${RECORD_FROM} where a.user_id = $1 order by a.id desc`, [userId]);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** One attempt with the answers given; another user's attempt does not exist for the caller. */
export async function quizRecord(db: Db, userId: number, attemptId: number): Promise<QuizRecordDetail> {
  const [r] = await db.query<QuizRecord>(`select ${RECORD_COLS} from ${RECORD_FROM} where a.id = $1 and a.user_id = $2`, [attemptId, userId]);
  if (!r) throw notFound('答题记录不存在');
  const given = new Map(
    (
      await db.query<{ questionId: number; answer: string; correct: boolean }>(
        'select question_id as "questionId", answer, correct from quiz_answers where attempt_id = $1',
        [attemptId],
      )
    ).map((x) => [x.questionId, x]),
  );
  const items = (await quizRows(db, r.chapterId)).map((qn) => {
    const g = given.get(qn.questionId);
    return {
      questionId: qn.questionId,
      qtype: qn.qtype,
      stem: qn.stem,
      options: qn.options,
      given: g && g.answer !== '' ? answerToWire(qn.qtype, g.answer) : null,
      correctAnswer: keyToWire(qn.qtype, qn.answer),
      correct: g?.correct ?? false,
      analysis: qn.analysis,
    };
  });
  return { ...r, createdAt: new Date(r.createdAt).toISOString(), items };
}
