import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { binder, scopeCondition, type ScopeColumns } from '../scope.ts';
import type { ChapterAdmin, ChapterBody, QuizItemAdmin } from '../../src/api/contract/exams.ts';
import type { QuestionOption, QuestionType } from '../../src/api/contract/learner.ts';
import { readableQuestions } from './exams/papers.ts';
import { keyToWire } from './learner/scoring.ts';
import { uploadOwnedBy } from './uploads.ts';

/**
 * A course's chapters and their quizzes (/manage/courseadd). A course is read by those whose scope
 * holds it and by everyone when it is national; changed by the national admin, and by its own
 * institution and that institution's teachers. Quiz questions are copied from the question bank
 * (auto-scored types only): the chapter keeps its copy when the bank changes.
 */

export const COURSE_SCOPE: ScopeColumns = { province: 'c.province_id', city: 'c.city_id', county: 'c.county_id', institution: 'c.institution_id' };
const WRITERS = [1, 4, 5];
export const MAX_QUIZ = 20;

async function course(q: Queryable, caller: Caller, courseId: number, write: boolean) {
  const params: unknown[] = [courseId];
  const own = scopeCondition(caller, 'institution', COURSE_SCOPE, binder(params));
  const [c] = await q.query<{ id: number; national: boolean; writable: boolean }>(
    `select c.id, c.institution_id is null as national, ${own} as writable from courses c where c.id = $1 and (${own} or c.institution_id is null)`,
    params,
  );
  if (!c) throw notFound('课程不存在');
  if (write) {
    if (!WRITERS.includes(caller.role)) throw forbidden('您的角色无权执行该操作');
    if (!c.writable) throw forbidden('共享的课程仅全国管理员可修改');
  }
  return c;
}

async function chapterOf(q: Queryable, caller: Caller, chapterId: number, write: boolean) {
  const [ch] = await q.query<{ courseId: number; videoUrl: string }>(
    'select course_id as "courseId", video_url as "videoUrl" from course_chapters where id = $1',
    [chapterId],
  );
  if (!ch) throw notFound('章节不存在');
  await course(q, caller, ch.courseId, write);
  return ch;
}

export async function chapters(q: Queryable, caller: Caller, courseId: number): Promise<ChapterAdmin[]> {
  await course(q, caller, courseId, false);
  return q.query<ChapterAdmin>(
    `select ch.id as "chapterId", ch.sort, ch.title, ch.video_url as "videoUrl", ch.duration_sec as "durationSec",
            (select count(*)::int from chapter_quiz_questions qq where qq.chapter_id = ch.id) as "quizCount"
       from course_chapters ch where ch.course_id = $1 order by ch.sort, ch.id`,
    [courseId],
  );
}

/** A chapter's video: an mp4/webm the caller uploaded (or the one it already has). */
async function checkVideo(q: Queryable, caller: Caller, url: string, current?: string) {
  if (url === current) return;
  if (!(await uploadOwnedBy(q, url, caller.id, 'video/'))) throw badRequest('请上传章节视频（MP4或WebM）');
}

export async function addChapter(db: Db, caller: Caller, courseId: number, body: ChapterBody): Promise<ChapterAdmin[]> {
  await db.tx(async (q) => {
    await course(q, caller, courseId, true);
    await checkVideo(q, caller, body.videoUrl);
    const [n] = await q.query<{ n: number; next: number }>(
      'select count(*)::int as n, coalesce(max(sort) + 1, 0)::int as next from course_chapters where course_id = $1',
      [courseId],
    );
    if (n.n >= 100) throw badRequest('一门课程最多100个章节');
    await q.query('insert into course_chapters (course_id, sort, title, video_url, duration_sec) values ($1, $2, $3, $4, $5)', [
      courseId,
      n.next,
      body.title,
      body.videoUrl,
      body.durationSec,
    ]);
    await q.query('update courses set updated_at = now() where id = $1', [courseId]);
  });
  return chapters(db, caller, courseId);
}

export async function updateChapter(db: Db, caller: Caller, chapterId: number, body: ChapterBody): Promise<ChapterAdmin[]> {
  const courseId = await db.tx(async (q) => {
    const ch = await chapterOf(q, caller, chapterId, true);
    await checkVideo(q, caller, body.videoUrl, ch.videoUrl);
    await q.query('update course_chapters set title = $2, video_url = $3, duration_sec = $4 where id = $1', [
      chapterId,
      body.title,
      body.videoUrl,
      body.durationSec,
    ]);
    return ch.courseId;
  });
  return chapters(db, caller, courseId);
}

/** A chapter nobody has played yet may go (its learners' progress would go with it). */
export async function removeChapter(db: Db, caller: Caller, chapterId: number): Promise<ChapterAdmin[]> {
  const courseId = await db.tx(async (q) => {
    const ch = await chapterOf(q, caller, chapterId, true);
    const [played] = await q.query('select 1 from play_progress where chapter_id = $1 limit 1', [chapterId]);
    if (played) throw badRequest('该章节已有学员学习记录，不能删除');
    const [on] = await q.query<{ n: number; status: number }>(
      'select (select count(*)::int from course_chapters where course_id = c.id) as n, c.status from courses c where c.id = $1',
      [ch.courseId],
    );
    if (on.status === 1 && on.n <= 1) throw badRequest('已上架的课程至少保留一个章节');
    await q.query('delete from course_chapters where id = $1', [chapterId]);
    return ch.courseId;
  });
  return chapters(db, caller, courseId);
}

/** The chapters in the given order (every chapter of the course, once). */
export async function orderChapters(db: Db, caller: Caller, courseId: number, ids: number[]): Promise<ChapterAdmin[]> {
  await db.tx(async (q) => {
    await course(q, caller, courseId, true);
    const have = (await q.query<{ id: number }>('select id from course_chapters where course_id = $1', [courseId])).map((r) => r.id).sort();
    if (new Set(ids).size !== ids.length || [...ids].sort().join() !== have.join()) throw badRequest('章节顺序有误，请刷新后重试');
    await q.query('update course_chapters ch set sort = v.ord - 1 from unnest($1::int[]) with ordinality as v(id, ord) where ch.id = v.id', [ids]);
  });
  return chapters(db, caller, courseId);
}

export async function quizItems(q: Queryable, caller: Caller, chapterId: number): Promise<QuizItemAdmin[]> {
  await chapterOf(q, caller, chapterId, false);
  const rows = await q.query<{ id: number; qtype: QuestionType; stem: string; options: QuestionOption[]; answer: string; analysis: string }>(
    'select id, qtype, stem, options, answer, analysis from chapter_quiz_questions where chapter_id = $1 order by sort, id',
    [chapterId],
  );
  return rows.map((r) => ({ ...r, answer: keyToWire(r.qtype, r.answer) }));
}

/** Copies questions of the bank the caller reads into the chapter's quiz (not short answers: quizzes score themselves). */
export async function addQuizFromBank(db: Db, caller: Caller, chapterId: number, questionIds: number[]): Promise<QuizItemAdmin[]> {
  await db.tx(async (q) => {
    await chapterOf(q, caller, chapterId, true);
    const params: unknown[] = [questionIds];
    const visible = readableQuestions(caller, params);
    const rows = await q.query<{ id: number; qtype: QuestionType }>(`select q.id, q.qtype from questions q where q.id = any($1) and ${visible}`, params);
    if (rows.length !== new Set(questionIds).size) throw badRequest('所选试题不存在');
    if (rows.some((r) => r.qtype === 'short')) throw badRequest('简答题需要教师批阅，不能用于章节测验');
    const [n] = await q.query<{ n: number; next: number }>(
      'select count(*)::int as n, coalesce(max(sort) + 1, 0)::int as next from chapter_quiz_questions where chapter_id = $1',
      [chapterId],
    );
    if (n.n + rows.length > MAX_QUIZ) throw badRequest(`每个章节的测验最多${MAX_QUIZ}道题`);
    await q.query(
      `insert into chapter_quiz_questions (chapter_id, sort, qtype, stem, options, answer, analysis)
       select $1, $2 + v.ord - 1, q.qtype, q.stem, q.options, q.answer, q.analysis
         from unnest($3::int[]) with ordinality as v(id, ord) join questions q on q.id = v.id`,
      [chapterId, n.next, [...new Set(questionIds)]],
    );
  });
  return quizItems(db, caller, chapterId);
}

export async function removeQuizItem(db: Db, caller: Caller, chapterId: number, itemId: number): Promise<QuizItemAdmin[]> {
  await db.tx(async (q) => {
    await chapterOf(q, caller, chapterId, true);
    const [answered] = await q.query('select 1 from quiz_answers where question_id = $1 limit 1', [itemId]);
    if (answered) throw badRequest('该测验题已有学员作答，不能删除');
    const gone = await q.query('delete from chapter_quiz_questions where id = $1 and chapter_id = $2 returning id', [itemId, chapterId]);
    if (!gone.length) throw notFound('测验题不存在');
  });
  return quizItems(db, caller, chapterId);
}
