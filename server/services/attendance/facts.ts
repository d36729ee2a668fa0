import type { Queryable } from '../../db/client.ts';

/**
 * A learner's attendance in their class for the assessment (server/services/assessment.ts
 * Sources.attendance): the sessions held so far (ended, or running and already decided for them), those attended (present or late) and the
 * absences (ended without a check-in, or corrected to absent). null when the class has held none.
 */
export async function attendanceFacts(q: Queryable, userId: number, classId: number): Promise<{ sessions: number; attended: number; absences: number } | null> {
  const [row] = await q.query<{ sessions: number; attended: number; absences: number }>(
    `select count(*)::int as sessions,
            count(*) filter (where r.status in ('present', 'late'))::int as attended,
            count(*) filter (where r.status = 'absent' or (coalesce(r.status, 'pending') = 'pending' and s.ends_at <= now()))::int as absences
       from attendance_sessions s left join attendance_records r on r.session_id = s.id and r.user_id = $1
      where s.class_id = $2 and (s.ends_at <= now() or (s.starts_at <= now() and r.status in ('present', 'late', 'absent')))`,
    [userId, classId],
  );
  return row && row.sessions > 0 ? row : null;
}
