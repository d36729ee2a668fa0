import type { Db, Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { ChapterView, CourseCard, CourseDetail, CoursePage, CourseRules, MyCourse, OndemandRules } from '../../../src/api/contract/learner.ts';
import { offsetOf, pageOf } from '../../../src/api/contract/paging.ts';

const CARD_COLS = `c.id as "courseId", c.title, c.cover, c.intro, c.teacher_name as "teacherName",
  c.classification_id as "classificationId", cc.name as "classificationName",
  (select count(*) from course_chapters ch where ch.course_id = c.id)::int as "chapterCount", c.learners`;

export async function classifications(db: Queryable) {
  return db.query<{ id: number; name: string; courseCount: number }>(
    `select cc.id, cc.name, (select count(*) from courses c where c.classification_id = cc.id and c.status = 1)::int as "courseCount"
       from course_classifications cc order by cc.sort, cc.id`,
  );
}

export async function banners(db: Queryable) {
  return db.query<{ id: number; title: string; image: string; courseId: number | null }>(
    'select id, title, image, course_id as "courseId" from course_banners order by sort, id',
  );
}

/** The platform's default playback rules (/manage/demandRule). */
export async function rules(db: Queryable): Promise<OndemandRules> {
  const [r] = await db.query<OndemandRules>(
    `select forbid_seek as "forbidSeek", seek_tolerance_sec as "seekToleranceSec", idle_check_minutes as "idleCheckMinutes",
            idle_answer_seconds as "idleAnswerSeconds", complete_ratio::float8 as "completeRatio", save_interval_sec as "saveIntervalSec"
       from ondemand_rules where id = 1`,
  );
  return r;
}

/**
 * What a course's player obeys: its rule set (/manage/demandRules) where it has one, else the
 * platform defaults; idle checks, seek tolerance and save interval are always the platform's.
 */
export async function courseRules(db: Queryable, courseId: number): Promise<CourseRules> {
  const base = await rules(db);
  const [set] = await db.query<{
    name: string;
    forbidSeek: boolean;
    sequential: boolean;
    quizGate: boolean;
    quizPassScore: number;
    requiredMinutes: number;
    completeRatio: number;
  }>(
    `select dr.name, dr.forbid_seek as "forbidSeek", dr.sequential, dr.quiz_gate as "quizGate", dr.quiz_pass_score as "quizPassScore",
            dr.required_minutes as "requiredMinutes", dr.complete_ratio::float8 as "completeRatio"
       from courses c join demand_rules dr on dr.id = c.rule_id where c.id = $1`,
    [courseId],
  );
  return {
    ruleName: set?.name ?? null,
    forbidSeek: set?.forbidSeek ?? base.forbidSeek,
    seekToleranceSec: base.seekToleranceSec,
    completeRatio: set?.completeRatio ?? base.completeRatio,
    sequential: set?.sequential ?? false,
    quizGate: set?.quizGate ?? false,
    quizPassScore: set?.quizPassScore ?? 60,
    requiredMinutes: set?.requiredMinutes ?? 0,
    idleCheckMinutes: base.idleCheckMinutes,
    idleAnswerSeconds: base.idleAnswerSeconds,
    saveIntervalSec: base.saveIntervalSec,
  };
}

/**
 * Which chapters the rules keep closed: with `sequential` a chapter opens once the one before it is
 * complete; with `quizGate` a chapter's quiz opens once its video is complete, and the next chapter
 * once that quiz is passed (chapters without a quiz do not hold anything back). A closed chapter
 * keeps the ones after it closed.
 */
export function applyLocks<C extends Omit<ChapterView, 'locked' | 'lockReason' | 'quizOpen'>>(
  chapters: C[],
  r: CourseRules,
): (C & Pick<ChapterView, 'locked' | 'lockReason' | 'quizOpen'>)[] {
  const out: (C & Pick<ChapterView, 'locked' | 'lockReason' | 'quizOpen'>)[] = [];
  chapters.forEach((c, i) => {
    const prev = out[i - 1];
    let lockReason: string | null = null;
    if (prev?.locked) lockReason = prev.lockReason;
    else if (prev && r.sequential && !prev.completed) lockReason = `请先学完上一章节「${prev.title}」`;
    else if (prev && r.quizGate && prev.quizCount > 0 && !prev.quizPassed) lockReason = `请先通过上一章节的测验（${r.quizPassScore}分及格）`;
    const locked = lockReason !== null;
    out.push({ ...c, locked, lockReason, quizOpen: !locked && c.quizCount > 0 && (!r.quizGate || c.completed) });
  });
  return out;
}

/** Catalog by classification and keyword (title, intro or teacher), newest first. */
export async function listCourses(db: Queryable, q: { classificationId?: number; keyword?: string; pageNum: number; pageSize: number }): Promise<CoursePage> {
  const kw = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = `c.status = 1 and ($1::int is null or c.classification_id = $1)
    and ($2::text is null or c.title ilike $2 or c.intro ilike $2 or c.teacher_name ilike $2)`;
  const [t] = await db.query<{ n: number }>(`select count(*)::int as n from courses c where ${where}`, [q.classificationId ?? null, kw]);
  const list = await db.query<CourseCard>(
    `select ${CARD_COLS} from courses c join course_classifications cc on cc.id = c.classification_id
      where ${where} order by c.id desc limit $3 offset $4`,
    [q.classificationId ?? null, kw, q.pageSize, offsetOf(q.pageNum, q.pageSize)],
  );
  return pageOf(list, t.n, q.pageNum, q.pageSize);
}

export async function chapterViews(db: Queryable, userId: number, courseId: number, r?: CourseRules): Promise<ChapterView[]> {
  const courseRule = r ?? (await courseRules(db, courseId));
  const rows = await db.query<Omit<ChapterView, 'locked' | 'lockReason' | 'quizOpen' | 'quizPassed'> & { playedSec: number }>(
    `select ch.id as "chapterId", ch.title, ch.video_url as "videoUrl", ch.duration_sec as "durationSec",
            coalesce(p.position_sec, 0)::float8 as "positionSec", coalesce(p.watched_max_sec, 0)::float8 as "watchedMaxSec",
            coalesce(p.completed, false) as completed, coalesce(p.played_sec, 0)::float8 as "playedSec",
            (select count(*) from chapter_quiz_questions qq where qq.chapter_id = ch.id)::int as "quizCount",
            (select max(qa.score) from quiz_attempts qa where qa.chapter_id = ch.id and qa.user_id = $1) as "quizBest"
       from course_chapters ch left join play_progress p on p.chapter_id = ch.id and p.user_id = $1
      where ch.course_id = $2 order by ch.sort, ch.id`,
    [userId, courseId],
  );
  return applyLocks(
    rows.map(({ playedSec: _played, ...c }) => ({ ...c, quizPassed: c.quizBest !== null && c.quizBest >= courseRule.quizPassScore })),
    courseRule,
  );
}

/** Minutes actually played in a course (each save adds the seconds the position moved forward). */
async function playedMinutes(db: Queryable, userId: number, courseId: number): Promise<number> {
  const [m] = await db.query<{ sec: number }>(
    `select coalesce(sum(p.played_sec), 0)::float8 as sec from play_progress p join course_chapters ch on ch.id = p.chapter_id
      where p.user_id = $1 and ch.course_id = $2`,
    [userId, courseId],
  );
  return Math.floor(m.sec / 60);
}

const percent = (chapters: ChapterView[]) => {
  const total = chapters.reduce((a, c) => a + c.durationSec, 0);
  const watched = chapters.reduce((a, c) => a + (c.completed ? c.durationSec : Math.min(c.watchedMaxSec, c.durationSec)), 0);
  return total ? Math.round((watched * 100) / total) : 0;
};

export async function courseDetail(db: Queryable, userId: number, courseId: number): Promise<CourseDetail> {
  const [card] = await db.query<CourseCard>(
    `select ${CARD_COLS} from courses c join course_classifications cc on cc.id = c.classification_id where c.id = $1 and c.status = 1`,
    [courseId],
  );
  if (!card) throw notFound('课程不存在');
  const [e] = await db.query<{ last: number | null }>('select last_chapter_id as last from course_enrolments where user_id = $1 and course_id = $2', [
    userId,
    courseId,
  ]);
  const r = await courseRules(db, courseId);
  const chapters = await chapterViews(db, userId, courseId, r);
  const watchedMinutes = await playedMinutes(db, userId, courseId);
  const learned =
    chapters.length > 0 && chapters.every((c) => c.completed && (!r.quizGate || c.quizCount === 0 || c.quizPassed)) && watchedMinutes >= r.requiredMinutes;
  return { ...card, enrolled: !!e, chapters, lastChapterId: e?.last ?? null, progressPercent: percent(chapters), rules: r, watchedMinutes, learned };
}

/** Enrols (idempotent) and answers the detail. */
export async function enrol(db: Db, userId: number, courseId: number): Promise<CourseDetail> {
  await db.tx(async (q) => {
    const [c] = await q.query('select id from courses where id = $1 and status = 1', [courseId]);
    if (!c) throw notFound('课程不存在');
    const added = await q.query('insert into course_enrolments (user_id, course_id) values ($1, $2) on conflict do nothing returning course_id', [
      userId,
      courseId,
    ]);
    if (added.length) await q.query('update courses set learners = learners + 1 where id = $1', [courseId]);
  });
  return courseDetail(db, userId, courseId);
}

export async function myCourses(db: Queryable, userId: number): Promise<MyCourse[]> {
  const rows = await db.query<CourseCard & { enrolledAt: string; lastChapterId: number | null; lastPlayedAt: string | null }>(
    `select ${CARD_COLS}, e.enrolled_at as "enrolledAt", e.last_chapter_id as "lastChapterId", e.last_played_at as "lastPlayedAt"
       from course_enrolments e join courses c on c.id = e.course_id join course_classifications cc on cc.id = c.classification_id
      where e.user_id = $1 order by coalesce(e.last_played_at, e.enrolled_at) desc`,
    [userId],
  );
  const out: MyCourse[] = [];
  for (const r of rows) {
    const chapters = await chapterViews(db, userId, r.courseId);
    out.push({
      ...r,
      enrolledAt: new Date(r.enrolledAt).toISOString(),
      lastPlayedAt: r.lastPlayedAt ? new Date(r.lastPlayedAt).toISOString() : null,
      completedChapters: chapters.filter((c) => c.completed).length,
      progressPercent: percent(chapters),
    });
  }
  return out;
}
