import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { attendanceCheckinBinding } from '../../resources/attendance.ts';
import { scopedWhere } from '../../resources/query.ts';

/**
 * Keeps the face-match score the identificationRecord page computed in the browser for a check-in
 * photo (rounded to 3 places), on a record in the caller's scope as the check-in list shows it
 * (404 识别记录不存在 outside it).
 */
export async function saveMatchScore(q: Queryable, who: Caller, id: number, score: number): Promise<void> {
  const b = attendanceCheckinBinding;
  const where = scopedWhere(b, who, [id, score]);
  const rows = await q.query(
    `update attendance_records set match_score = round($2::numeric, 3)
        where id = (select r.id from ${b.from} where r.id = $1 and ${where.sql}) returning id`,
    where.params,
  );
  if (!rows.length) throw notFound('识别记录不存在');
}
