import type { Caller } from '../../caller.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { NOT_OWN_UPLOAD, uploadOwnedBy } from '../uploads.ts';
import type { OpenSession } from '../../../src/api/contract/attendance.ts';

/**
 * The learner's side of attendance: the sessions of their class open now, and the check-in with a
 * photo of their own (an upload they made, an image), accepted only inside the session's window.
 * Late when after starts_at + late_after minutes. Roll-call sessions are taken by the teacher.
 */

export async function openSessions(q: Queryable, learner: Caller): Promise<OpenSession[]> {
  return q.query<OpenSession>(
    `select s.id, s.title, s.place, s.method, s.starts_at as "startsAt", s.ends_at as "endsAt", s.late_after as "lateAfter",
            coalesce(r.status, 'pending') as status, r.checked_at as "checkedAt"
       from attendance_sessions s join users u on u.class_id = s.class_id
       left join attendance_records r on r.session_id = s.id and r.user_id = u.id
      where u.id = $1 and s.starts_at <= now() and s.ends_at > now()
      order by s.starts_at`,
    [learner.id],
  );
}

/** The learner checks in with their own photo to a session of their class open now (in a transaction of its own); answers the session. */
export async function checkIn(db: Db, learner: Caller, sessionId: number, photoUrl: string): Promise<OpenSession> {
  return db.tx(async (q) => {
    const [s] = await q.query<{ method: string; open: boolean; late: boolean }>(
      `select s.method, (s.starts_at <= now() and s.ends_at > now()) as open,
            now() > s.starts_at + make_interval(mins => s.late_after) as late
       from attendance_sessions s join users u on u.class_id = s.class_id
      where s.id = $1 and u.id = $2`,
      [sessionId, learner.id],
    );
    // another class's session does not exist for this learner
    if (!s) throw notFound('签到场次不存在');
    if (!s.open) throw badRequest('不在签到时间内');
    if (s.method === 'rollcall') throw badRequest('本场次由老师点名，无需自行签到');
    if (!(await uploadOwnedBy(q, photoUrl, learner.id, 'image/'))) throw badRequest(NOT_OWN_UPLOAD);
    const [done] = await q.query<{ status: string }>(
      `insert into attendance_records (session_id, user_id, checked_at, status, method, photo_url)
     values ($1, $2, now(), $3, $4, $5)
     on conflict (session_id, user_id) do update set checked_at = now(), status = excluded.status, method = excluded.method, photo_url = excluded.photo_url
       where attendance_records.status = 'pending'
     returning status`,
      [sessionId, learner.id, s.late ? 'late' : 'present', s.method, photoUrl],
    );
    if (!done) throw badRequest('本场次已签到');
    const [open] = (await openSessions(q, learner)).filter((o) => o.id === sessionId);
    return open;
  });
}
