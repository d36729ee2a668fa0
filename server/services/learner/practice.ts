import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { PracticeState, TrackBody, TrackRecord } from '../../../src/api/contract/learner.ts';
import type { LearnerCtx } from './rules.ts';
import { taskList } from './tasks.ts';

/** The learner's shop and live figures from the simulation (null without a shop). */
async function shopSummary(db: Queryable, userId: number): Promise<PracticeState['shop']> {
  const [row] = await db.query<NonNullable<PracticeState['shop']>>(
    `select s.id as "shopId", s.name,
            (select count(*) from products p where p.shop_id = s.id and p.status = 1)::int as "productCount",
            (select count(*) from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed'))::int as "orderCount",
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0) from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed'))::int as "salesFen",
            (select count(*) from live_sessions l where l.shop_id = s.id and l.starts_at <= now())::int as "liveCount"
       from shops s where s.owner_id = $1`,
    [userId],
  );
  return row ?? null;
}

export async function practiceState(db: Queryable, ctx: LearnerCtx): Promise<PracticeState> {
  const tasks = await taskList(db, ctx); // ticks goals reached
  const doneGoals = new Set(tasks.tasks.filter((t) => t.done).map((t) => t.key));
  const assignments = await db.query<{ id: number; title: string; description: string; goalKey: string | null }>(
    'select id, title, description, goal_key as "goalKey" from practice_assignments where class_type = $1 order by sort, id',
    [ctx.classType],
  );
  const records = await db.query<{ id: number; assignmentId: number; content: string; link: string; createdAt: string }>(
    `select id, assignment_id as "assignmentId", content, link, created_at as "createdAt" from practice_records where user_id = $1 order by id desc`,
    [ctx.userId],
  );
  return {
    shop: await shopSummary(db, ctx.userId),
    assignments: assignments.map((a) => ({
      ...a,
      goalDone: a.goalKey ? doneGoals.has(a.goalKey) : false,
      records: records
        .filter((r) => r.assignmentId === a.id)
        .map((r) => ({ id: r.id, content: r.content, link: r.link, createdAt: new Date(r.createdAt).toISOString() })),
    })),
  };
}

export async function addPracticeRecord(db: Queryable, ctx: LearnerCtx, assignmentId: number, input: { content: string; link: string }) {
  const [a] = await db.query('select id from practice_assignments where id = $1 and class_type = $2', [assignmentId, ctx.classType]);
  if (!a) throw notFound('实训任务不存在');
  const [row] = await db.query<{ id: number; createdAt: string }>(
    'insert into practice_records (user_id, assignment_id, content, link) values ($1, $2, $3, $4) returning id, created_at as "createdAt"',
    [ctx.userId, assignmentId, input.content, input.link],
  );
  return { id: row.id, assignmentId, content: input.content, link: input.link, createdAt: new Date(row.createdAt).toISOString() };
}

// ---------- follow-up tracking ----------

const TRACK_COLS = `id, business_started as "businessStarted", business_name as "businessName", licence_no as "licenceNo",
  legal_form as "legalForm", jobs_created as "jobsCreated", notes, created_at as "createdAt", updated_at as "updatedAt"`;

const trackOut = (r: TrackRecord): TrackRecord => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), updatedAt: new Date(r.updatedAt).toISOString() });

export async function listTrack(db: Queryable, ctx: LearnerCtx): Promise<TrackRecord[]> {
  return (await db.query<TrackRecord>(`select ${TRACK_COLS} from track_records where user_id = $1 order by id desc`, [ctx.userId])).map(trackOut);
}

export async function createTrack(db: Queryable, ctx: LearnerCtx, v: TrackBody): Promise<TrackRecord> {
  const [row] = await db.query<TrackRecord>(
    `insert into track_records (user_id, class_id, business_started, business_name, licence_no, legal_form, jobs_created, notes)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${TRACK_COLS}`,
    [ctx.userId, ctx.classId, v.businessStarted, v.businessName, v.licenceNo.toUpperCase(), v.legalForm, v.jobsCreated, v.notes],
  );
  return trackOut(row);
}

/** Updates one of the learner's own records; another learner's record does not exist for them. */
export async function updateTrack(db: Queryable, ctx: LearnerCtx, id: number, v: TrackBody): Promise<TrackRecord> {
  const [row] = await db.query<TrackRecord>(
    `update track_records set business_started = $3, business_name = $4, licence_no = $5, legal_form = $6, jobs_created = $7,
            notes = $8, updated_at = now()
      where id = $1 and user_id = $2 returning ${TRACK_COLS}`,
    [id, ctx.userId, v.businessStarted, v.businessName, v.licenceNo.toUpperCase(), v.legalForm, v.jobsCreated, v.notes],
  );
  if (!row) throw notFound('跟踪记录不存在');
  return trackOut(row);
}
