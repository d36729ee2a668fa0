import type { Caller } from '../../caller.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { binder, scopeCondition } from '../../scope.ts';
import { ATTEMPT_SCOPE } from '../exams/attempts.ts';
import { detectType } from '../uploads.ts';
import { offsetOf } from '../../../src/api/contract/paging.ts';
import { type InvigilationState, type InvigilationTile, SNAPSHOT_MAX_BYTES, SNAPSHOTS_PER_ATTEMPT } from '../../../src/api/contract/supervision.ts';

/**
 * Remote invigilation (/manage/RemoteInvigilation, docs/back-office.md "Supervision"): a publication
 * marked invigilated (paper_classes.invigilated) tells its learners so before they start; during an
 * attempt the learner's camera sends a few snapshots at random moments; invigilators in scope see the
 * attempts with their latest snapshot and may flag one with a reason.
 */

/** Snapshots kept per attempt at most: the plan's number, with room for a page reloaded mid-test. */
const MAX_STORED = SNAPSHOTS_PER_ATTEMPT.max * 2;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** How many snapshots an attempt's camera takes (fixed per attempt, between the plan's bounds). */
export const plannedShots = (attemptId: number) => SNAPSHOTS_PER_ATTEMPT.min + (attemptId % (SNAPSHOTS_PER_ATTEMPT.max - SNAPSHOTS_PER_ATTEMPT.min + 1));

const INVIGILATED = 'exists (select 1 from paper_classes pc where pc.paper_id = a.paper_id and pc.class_id = a.class_id and pc.invigilated)';

/** The learner's own attempt (another's is 404) and whether its camera should run. */
export async function invigilationState(q: Queryable, caller: Caller, attemptId: number): Promise<InvigilationState> {
  const [a] = await q.query<{ invigilated: boolean; open: boolean; taken: number; deadlineAt: Date }>(
    `select ${INVIGILATED} as invigilated, (a.status = 'in_progress' and a.deadline_at > now()) as open, a.deadline_at as "deadlineAt",
            (select count(*)::int from invigilation_snapshots s where s.attempt_id = a.id) as taken
       from exam_attempts a where a.id = $1 and a.user_id = $2`,
    [attemptId, caller.id],
  );
  if (!a) throw notFound('答卷不存在');
  return { ...a, deadlineAt: a.deadlineAt.toISOString(), planned: plannedShots(attemptId) };
}

/** A snapshot from the learner's camera, in a transaction of its own: only for their own attempt, open and invigilated. */
export async function saveSnapshot(db: Db, caller: Caller, attemptId: number, bytes: Uint8Array): Promise<{ id: number; taken: number }> {
  return db.tx(async (q) => {
    const state = await invigilationState(q, caller, attemptId);
    if (!state.invigilated) throw badRequest('本场考试未开启远程监考');
    if (!state.open) throw badRequest('考试已结束，不能再上传抓拍');
    if (state.taken >= MAX_STORED) throw badRequest('本场考试的抓拍已达上限');
    if (bytes.length > SNAPSHOT_MAX_BYTES) throw new AppError(413, '抓拍图片不能超过512KB');
    const type = detectType(bytes);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest('抓拍须为 JPEG、PNG 或 WebP 图片');
    const [s] = await q.query<{ id: number }>('insert into invigilation_snapshots (attempt_id, mime, image) values ($1, $2, $3) returning id', [
      attemptId,
      type.mime,
      bytes,
    ]);
    return { id: s.id, taken: state.taken + 1 };
  });
}

/** Invigilated attempts in scope: running now, or finished (newest first), optionally of one class. */
export async function invigilationTiles(
  q: Queryable,
  caller: Caller,
  opts: { state: 'running' | 'ended'; classId?: number; flagged?: boolean; pageNum: number; pageSize: number },
): Promise<{ list: InvigilationTile[]; total: number }> {
  const params: unknown[] = [];
  const bind = binder(params);
  const where = [
    INVIGILATED,
    scopeCondition(caller, 'class', ATTEMPT_SCOPE, bind),
    opts.state === 'running' ? "a.status = 'in_progress' and a.deadline_at > now()" : "(a.status <> 'in_progress' or a.deadline_at <= now())",
  ];
  if (opts.classId) where.push(`a.class_id = ${bind(opts.classId)}`);
  if (opts.flagged) where.push('f.attempt_id is not null');
  const rows = await q.query<
    Omit<InvigilationTile, 'flag'> & {
      flagReason: string | null;
      flagBy: string | null;
      flagAt: Date | null;
      total: number;
      startedAt: Date;
      deadlineAt: Date;
      latestAt: Date | null;
    }
  >(
    `select a.id as "attemptId", coalesce(nullif(u.real_name, ''), u.username) as "learnerName", c.name as "className", p.title as "paperTitle",
            case when a.status = 'in_progress' and a.deadline_at <= now() then 'expired' else a.status end as status,
            a.started_at as "startedAt", a.deadline_at as "deadlineAt",
            (select count(*)::int from invigilation_snapshots s where s.attempt_id = a.id) as snapshots,
            ls.id as "latestSnapshotId", ls.taken_at as "latestAt",
            f.reason as "flagReason", coalesce(nullif(fu.real_name, ''), fu.username) as "flagBy", f.flagged_at as "flagAt",
            count(*) over ()::int as total
       from exam_attempts a join users u on u.id = a.user_id join classes c on c.id = a.class_id join papers p on p.id = a.paper_id
       left join lateral (select s.id, s.taken_at from invigilation_snapshots s where s.attempt_id = a.id order by s.id desc limit 1) ls on true
       left join invigilation_flags f on f.attempt_id = a.id left join users fu on fu.id = f.flagged_by
      where ${where.join(' and ')}
      order by a.started_at desc, a.id desc limit ${bind(opts.pageSize)} offset ${bind(offsetOf(opts.pageNum, opts.pageSize))}`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  return {
    list: rows.map((r) => ({
      attemptId: r.attemptId,
      learnerName: r.learnerName,
      className: r.className,
      paperTitle: r.paperTitle,
      status: r.status,
      startedAt: r.startedAt.toISOString(),
      deadlineAt: r.deadlineAt.toISOString(),
      snapshots: r.snapshots,
      latestSnapshotId: r.latestSnapshotId,
      latestAt: r.latestAt ? r.latestAt.toISOString() : null,
      flag: r.flagReason !== null ? { reason: r.flagReason, by: r.flagBy ?? '', at: (r.flagAt as Date).toISOString() } : null,
    })),
    total,
  };
}

/** An attempt in the caller's scope (404 otherwise). */
async function attemptInScope(q: Queryable, caller: Caller, attemptId: number): Promise<void> {
  const params: unknown[] = [attemptId];
  const scope = scopeCondition(caller, 'class', ATTEMPT_SCOPE, binder(params));
  const [a] = await q.query('select a.id from exam_attempts a join classes c on c.id = a.class_id where a.id = $1 and ' + scope, params);
  if (!a) throw notFound('答卷不存在');
}

/** The snapshots of an attempt in scope, oldest first (ids and times; the images come one by one). */
export async function attemptSnapshots(q: Queryable, caller: Caller, attemptId: number): Promise<{ id: number; takenAt: string }[]> {
  await attemptInScope(q, caller, attemptId);
  const rows = await q.query<{ id: number; takenAt: Date }>('select id, taken_at as "takenAt" from invigilation_snapshots where attempt_id = $1 order by id', [
    attemptId,
  ]);
  return rows.map((r) => ({ id: r.id, takenAt: r.takenAt.toISOString() }));
}

/** One snapshot's image, when its attempt is in scope. */
export async function snapshotImage(q: Queryable, caller: Caller, snapshotId: number): Promise<{ mime: string; image: Uint8Array }> {
  const params: unknown[] = [snapshotId];
  const scope = scopeCondition(caller, 'class', ATTEMPT_SCOPE, binder(params));
  const [s] = await q.query<{ mime: string; image: Uint8Array }>(
    `select s.mime, s.image from invigilation_snapshots s join exam_attempts a on a.id = s.attempt_id join classes c on c.id = a.class_id
      where s.id = $1 and ${scope}`,
    params,
  );
  if (!s) throw notFound('抓拍不存在');
  return s;
}

/** Flags an attempt in scope with the reason (again: the new reason), or takes the flag off (reason null), in a transaction of its own. */
export async function flagAttempt(db: Db, caller: Caller, attemptId: number, reason: string | null): Promise<void> {
  await db.tx(async (q) => {
    await attemptInScope(q, caller, attemptId);
    if (reason === null) {
      await q.query('delete from invigilation_flags where attempt_id = $1', [attemptId]);
      return;
    }
    await q.query(
      `insert into invigilation_flags (attempt_id, reason, flagged_by) values ($1, $2, $3)
     on conflict (attempt_id) do update set reason = excluded.reason, flagged_by = excluded.flagged_by, flagged_at = now()`,
      [attemptId, reason, caller.id],
    );
  });
}
