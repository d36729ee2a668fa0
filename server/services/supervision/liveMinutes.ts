import type { Queryable } from '../../db/client.ts';
import { VIEWER_TTL_S } from '../liveStats.ts';

/**
 * The class's live classes: sessions held for it (live_sessions.class_id) or, without a class, hosted
 * by one of its teachers. SQL over `l` (live_sessions); $classParam is the class id.
 */
export const CLASS_LIVE = (classParam: string) =>
  `(l.class_id = ${classParam} or (l.class_id is null and l.anchor_id in (select teacher_id from class_teachers where class_id = ${classParam})))`;

/** When a viewing row ended: its leaving, else now while its connection is still seen, else when it was last seen. */
export const WATCH_END = `coalesce(w.left_at, case when w.last_seen > now() - interval '${VIEWER_TTL_S} seconds' then now() else w.last_seen end)`;

/** Seconds of one viewing row within its session's time (live_watch w, live_sessions l). */
export const WATCHED_SECONDS = `greatest(0, extract(epoch from least(${WATCH_END}, l.ends_at, now()) - greatest(w.joined_at, l.starts_at)))`;

/**
 * Minutes a learner watched their class's live classes (assessment Sources.liveMinutes), from the
 * viewing history (live_watch, kept by a trigger on live_viewers). null: no live class held yet.
 */
export async function liveMinutes(q: Queryable, userId: number, classId: number): Promise<number | null> {
  const [r] = await q.query<{ held: number; seconds: number }>(
    `select (select count(*)::int from live_sessions l where ${CLASS_LIVE('$2')} and l.starts_at <= now()) as held,
            (select coalesce(sum(${WATCHED_SECONDS}), 0)::float8 from live_watch w join live_sessions l on l.id = w.session_id
              where w.user_id = $1 and ${CLASS_LIVE('$2')}) as seconds`,
    [userId, classId],
  );
  return r.held > 0 ? Math.floor(r.seconds / 60) : null;
}
