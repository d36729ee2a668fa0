import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';

/**
 * Writes to attendance records (docs/back-office.md "Attendance and quality"): the roll of a new
 * session, a teacher's roll-call and corrections (with a reason, logged in attendance_corrections).
 * The learner's check-in is in checkin.ts.
 */

const actorName = (caller: Caller) => caller.realName || caller.username;

/** One pending record per learner now in the session's class (a learner already listed is left as is). */
export async function writeRoll(q: Queryable, sessionId: number): Promise<void> {
  await q.query(
    `insert into attendance_records (session_id, user_id, status, method)
     select s.id, u.id, 'pending', s.method from attendance_sessions s join users u on u.class_id = s.class_id and u.role = 6
      where s.id = $1 on conflict (session_id, user_id) do nothing`,
    [sessionId],
  );
}

/** The teacher marks a learner present (roll-call) while the learner has not checked in. */
export async function rollcall(q: Queryable, caller: Caller, recordId: number): Promise<void> {
  await q.query(`update attendance_records set status = 'present', checked_at = now(), method = 'rollcall', confirmed_by = $2 where id = $1`, [
    recordId,
    caller.id,
  ]);
}

const STATUS_NAMES: Record<string, string> = { present: '已签到', late: '迟到', absent: '缺勤' };

/** A correction: the new status with its reason (required), who and when; the old and new status are logged. */
export async function correctRecord(q: Queryable, caller: Caller, recordId: number, toStatus: string, reason: string): Promise<void> {
  if (!STATUS_NAMES[toStatus]) throw badRequest('请选择更正后的考勤状态');
  if (!reason.trim()) throw badRequest('请输入更正原因');
  const [r] = await q.query<{ status: string }>(
    `select case when r.status = 'pending' and s.ends_at <= now() then 'absent' else r.status end as status
       from attendance_records r join attendance_sessions s on s.id = r.session_id where r.id = $1`,
    [recordId],
  );
  if (r.status === toStatus) throw badRequest(`考勤状态已是${STATUS_NAMES[toStatus]}`);
  await q.query(
    `update attendance_records set status = $2, corrected_by = $3, correction_reason = $4, corrected_at = now(),
            checked_at = case when $2 = 'absent' then checked_at else coalesce(checked_at, now()) end
      where id = $1`,
    [recordId, toStatus, caller.id, reason.trim()],
  );
  await q.query('insert into attendance_corrections (record_id, from_status, to_status, reason, actor_id, actor_name) values ($1, $2, $3, $4, $5, $6)', [
    recordId,
    r.status,
    toStatus,
    reason.trim(),
    caller.id,
    actorName(caller),
  ]);
}
