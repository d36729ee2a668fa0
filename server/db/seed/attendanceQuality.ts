import type { Queryable } from '../client.ts';
import { seedDate } from './calendar.ts';

/**
 * Attendance and quality demo data (docs/back-office.md "Attendance and quality") for the running
 * classes of inst01 (天河) and inst02 (西湖): past roll-call sessions and one photo session with their
 * records (a few late and absent learners, photos waiting for confirmation, one teacher correction), classroom cameras, a class file (the demo's student manual) in each review
 * state and quality inspections in each state. No session is open: tests open their own.
 */

const CALENDAR_DAYS = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
/** A placeholder picture (public/demo/), standing for the photos real check-ins upload. */
const PHOTO = '/demo/checkin-photo.svg';

export async function seedAttendanceQuality(q: Queryable): Promise<void> {
  const DAYS = CALENDAR_DAYS.map((d) => seedDate(d));
  const classes = await q.query<{ id: number; name: string; start_date: string; teacher_id: number | null; inst_user: number; has_zbb01: boolean }>(
    `select c.id, c.name, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
            (select min(teacher_id) from class_teachers ct where ct.class_id = c.id) as teacher_id,
            (select min(u.id) from users u where u.institution_id = c.institution_id and u.role = 4) as inst_user,
            exists (select 1 from users u where u.class_id = c.id and u.username = 'zbb_student01') as has_zbb01
       from classes c
      where c.status = 'in_progress' and c.institution_id in (select institution_id from users where username in ('inst01', 'inst02'))
      order by c.id`,
  );
  for (const [ci, c] of classes.entries()) {
    const learners = await q.query<{ id: number; real_name: string }>('select id, real_name from users where class_id = $1 and role = 6 order by id', [c.id]);
    // zbb_student01's class keeps no attendance: tests/server/courses-admin.test.ts checks its totals
    // and breaches without attendance data (the e2e and server tests open their own sessions there)
    const days = c.has_zbb01 ? [] : DAYS.filter((d) => d >= c.start_date);
    for (const [di, day] of days.entries()) {
      // the last day's session took photos (the demo's placeholder picture: no face, so no match score)
      const method = di === days.length - 1 ? 'photo' : 'rollcall';
      const [s] = await q.query<{ id: number }>(
        `insert into attendance_sessions (class_id, title, starts_at, ends_at, place, method, late_after, created_by, created_at)
         values ($1, $2, $3::timestamptz, $3::timestamptz + interval '30 minutes', $4, $6, 10, $5, $3::timestamptz - interval '1 day') returning id`,
        [c.id, `${day.slice(5).replace('-', '月')}日上午签到`, `${day}T09:00:00+08:00`, ci % 2 ? '二楼多媒体教室' : '三楼实训室', c.teacher_id, method],
      );
      for (const [li, l] of learners.entries()) {
        const k = (li * 7 + di * 3 + ci) % 12;
        const status = k === 0 ? 'pending' : k === 1 ? 'late' : 'present';
        const minute = status === 'late' ? 15 + (li % 10) : li % 8;
        const photo = method === 'photo' && status !== 'pending' ? PHOTO : '';
        // photos of the last few learners are still waiting for the teacher's confirmation
        const confirmed = status !== 'pending' && (method === 'rollcall' || li < learners.length - 3) ? c.teacher_id : null;
        await q.query(
          `insert into attendance_records (session_id, user_id, checked_at, status, method, photo_url, confirmed_by, created_at)
           values ($1, $2, case when $3 = 'pending' then null else $4::timestamptz + make_interval(mins => $5) end, $3, $6, $7, $8, $4::timestamptz)`,
          [s.id, l.id, status, `${day}T09:00:00+08:00`, minute, method, photo, confirmed],
        );
      }
    }
    // one correction: a learner marked late who had a leave note
    const [late] = await q.query<{ id: number }>(
      `select r.id from attendance_records r join attendance_sessions s on s.id = r.session_id where s.class_id = $1 and r.status = 'late' order by r.id limit 1`,
      [c.id],
    );
    if (late && c.teacher_id) {
      await q.query(
        `update attendance_records set status = 'present', corrected_by = $2, correction_reason = $3, corrected_at = checked_at + interval '2 hours' where id = $1`,
        [late.id, c.teacher_id, '提前请假获准，按时到课记录'],
      );
      await q.query(
        `insert into attendance_corrections (record_id, from_status, to_status, reason, actor_id, actor_name, created_at)
         select $1, 'late', 'present', $3, $2, u.real_name, r.corrected_at from users u, attendance_records r where u.id = $2 and r.id = $1`,
        [late.id, c.teacher_id, '提前请假获准，按时到课记录'],
      );
    }

    await q.query(
      `insert into class_cameras (class_id, name, stream_url, location, enabled, created_at) values
         ($1, '教室前方摄像头', $2, '讲台上方', true, $4::timestamptz), ($1, '教室后方摄像头', $3, '后墙中部', $5, $4::timestamptz)`,
      [c.id, `https://video.example.cn/live/class${c.id}-front.m3u8`, `rtsp://10.0.${ci}.21:554/stream1`, `${c.start_date}T08:00:00+08:00`, ci % 2 === 0],
    );

    // the one real document the demo has (public/manual): handed to each class, reviewed or not
    const [fileStatus, fileReason] = [
      ['approved', ''],
      ['pending', ''],
      ['rejected', '请上传加盖机构公章的版本'],
    ][ci % 3];
    await q.query(
      `insert into class_files (class_id, kind, title, file_url, file_name, uploaded_by, status, review_reason, reviewed_at, created_at)
       values ($1, 'other', '学员手册发放', '/manual/student-manual.pdf', 'student-manual.pdf', $2, $3, $4,
               case when $3 = 'pending' then null else $5::timestamptz + interval '1 day' end, $5::timestamptz)`,
      [c.id, c.inst_user, fileStatus, fileReason, `${c.start_date}T10:00:00+08:00`],
    );

    const inspections: [string, string, string, string][] = [
      ['open', '签到表与实际到课人数不符；教室未张贴培训公示', '', ''],
      ['rectifying', '课程安排未按教学计划执行第3天实践课', '已调整课表，于次日补上实践课并留存照片', ''],
      ['closed', '培训场地消防通道堆放杂物', '已清理并安排专人每日检查', seedDate('2026-11-21T16:00:00+08:00')],
    ];
    for (const [ii, [status, findings, rectification, closedAt]] of inspections.entries()) {
      if (ii > ci % 3) continue;
      await q.query(
        `insert into quality_inspections (class_id, inspected_on, inspector, findings, rectification, status, closed_at, created_at)
         values ($1, $2::date, $3, $4, $5, $6, nullif($7, '')::timestamptz, $2::timestamptz)`,
        [c.id, DAYS[ii], ci % 2 ? '王督导' : '陈督导', findings, rectification, status, closedAt],
      );
    }
  }
}
