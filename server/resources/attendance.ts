import { badRequest } from '../errors.ts';
import { CLASS_SCOPE } from '../services/classes.ts';
import { correctRecord, rollcall, writeRoll } from '../services/attendance/records.ts';
import { FACE_MATCH_THRESHOLD } from '../../src/api/contract/attendance.ts';
import { attendanceCheckinResource, attendanceRecordResource, attendanceSessionResource } from '../../src/api/contract/resources/attendance.ts';
import { onTable, type ActionCtx, type Binding } from './binding.ts';

/**
 * The bindings of attendance (src/api/contract/resources/attendance.ts). A session's roll is written
 * when it is created (server/services/attendance/records.ts); a pending record of an ended session
 * reads as absent (RECORD_STATUS), so nothing has to run when a session closes.
 */

const SESSION_STATE = `case when now() < s.starts_at then 'upcoming' when now() < s.ends_at then 'open' else 'ended' end`;
/** A session as a picker shows it: 场次名称（班级 月-日 时:分）, China time. */
const SESSION_OPTION = `s.title || '（' || c.name || ' ' || to_char(s.starts_at at time zone 'Asia/Shanghai', 'MM-DD HH24:MI') || '）'`;
const count = (cond: string) => `(select count(*)::int from attendance_records x where x.session_id = s.id and ${cond})`;

export const attendanceSessionBinding: Binding = {
  resource: attendanceSessionResource,
  ...onTable('attendance_sessions', 's', 'join classes c on c.id = s.class_id'),
  columns: {
    state: SESSION_STATE,
    learners: count('true'),
    attended: count(`x.status in ('present', 'late')`),
    lateCount: count(`x.status = 'late'`),
    absentCount: count(`(x.status = 'absent' or (x.status = 'pending' and s.ends_at <= now()))`),
  },
  labels: { classId: 'c.name' },
  // sessions of several classes share names (第3天上午理论课): an option says whose and when
  optionLabel: SESSION_OPTION,
  scope: CLASS_SCOPE,
  owned: ({ caller }) => ({ created_by: caller.id }),
  check: async ({ q, op, input, row }) => {
    if (op === 'delete') return;
    const startsAt = String(input.startsAt ?? row?.startsAt);
    const endsAt = String(input.endsAt ?? row?.endsAt);
    if (new Date(endsAt) <= new Date(startsAt)) throw badRequest('结束时间须晚于开始时间');
    if (new Date(endsAt).getTime() - new Date(startsAt).getTime() > 24 * 3600_000) throw badRequest('签到时长不能超过24小时');
    if (op === 'create') {
      const [c] = await q.query<{ status: string }>('select status from classes where id = $1', [input.classId]);
      if (!c || !['approved', 'in_progress'].includes(c.status)) throw badRequest('只能为已开班或培训中的班级安排签到');
    }
  },
  afterWrite: async ({ q, op, id }) => {
    if (op === 'create' || op === 'update') await writeRoll(q, id);
  },
};

const RECORD_TABLE = onTable(
  'attendance_records',
  'r',
  `join attendance_sessions s on s.id = r.session_id join classes c on c.id = s.class_id
  join users u on u.id = r.user_id left join users cb on cb.id = r.corrected_by`,
);
/** A pending record of an ended session is an absence. */
const RECORD_STATUS = `case when r.status = 'pending' and s.ends_at <= now() then 'absent' else r.status end`;
const RECORD_COLUMNS = {
  realName: `coalesce(nullif(u.real_name, ''), u.username)`,
  classId: 's.class_id',
  startsAt: 's.starts_at',
  status: RECORD_STATUS,
  correctedBy: 'cb.real_name',
};
const correct = (ctx: ActionCtx) => correctRecord(ctx.q, ctx.caller, ctx.row.id, String(ctx.input.toStatus), ctx.reason ?? '');

export const attendanceRecordBinding: Binding = {
  resource: attendanceRecordResource,
  ...RECORD_TABLE,
  // the roll of sessions that have started: before that it is only the list of who is expected
  where: 's.starts_at <= now()',
  columns: RECORD_COLUMNS,
  labels: { classId: 'c.name', sessionId: 's.title' },
  scope: CLASS_SCOPE,
  actions: { rollcall: (ctx) => rollcall(ctx.q, ctx.caller, ctx.row.id), correct },
};

export const attendanceCheckinBinding: Binding = {
  resource: attendanceCheckinResource,
  ...RECORD_TABLE,
  where: `r.photo_url <> ''`,
  columns: {
    ...RECORD_COLUMNS,
    enrolmentPhoto: `coalesce(nullif(u.identification_photo, ''), (select nullif(lr.photo_url, '') from learner_registrations lr where lr.user_id = u.id))`,
    matchScore: `case when r.match_score is not null then '相似度 ' || to_char(r.match_score * 100, 'FM990.0') || '%' end`,
    confirmed: `case when r.confirmed_by is not null then 'confirmed' when r.match_score >= ${FACE_MATCH_THRESHOLD} then 'matched' else 'unconfirmed' end`,
  },
  labels: { classId: 'c.name', sessionId: 's.title' },
  scope: CLASS_SCOPE,
  actions: {
    confirm: async ({ q, caller, row }) => {
      await q.query('update attendance_records set confirmed_by = $2 where id = $1', [row.id, caller.id]);
    },
    correct,
  },
};

export const ATTENDANCE_BINDINGS: readonly Binding[] = [attendanceSessionBinding, attendanceRecordBinding, attendanceCheckinBinding];
