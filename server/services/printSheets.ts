import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { addDays } from '../../src/api/contract/chinaTime.ts';
import { CLASS_TYPE_NAMES, type ClassType } from '../../src/api/contract/roles.ts';
import type { PrintData, PrintKind, PrintLearner } from '../../src/api/contract/reports.ts';
import { classHead } from './classes.ts';
import { scoreSheet } from './classScores.ts';

/**
 * What /manage/print and /manage/printM print for a class in the caller's scope (a class outside it
 * is 404): the certificates issued, the roster with photos, the sign-in sheet (a row per learner, a
 * column per session day) and the score table. A learner may print only their own certificate.
 * ID numbers are masked on paper: the first 6 and the last 4 characters stay.
 */

export const maskIdNumber = (id: string) => (id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id ? '****' : '');

const MAX_DAYS = 31;

interface ClassRow {
  name: string;
  classType: ClassType;
  institution: string;
  startDate: string | null;
  endDate: string | null;
  venue: string;
  teachers: string | null;
}

export async function printData(db: Queryable, caller: Caller, kind: PrintKind, classId: number): Promise<PrintData> {
  if (caller.role === 6 && (kind !== 'certificate' || caller.classId !== classId)) throw notFound('班级不存在');
  if (caller.role !== 6) await classHead(db, caller, classId);
  const [c] = await db.query<ClassRow>(
    `select c.name, c.class_type as "classType", i.name as institution, c.venue,
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
            (select string_agg(t.real_name, '、' order by t.id) from class_teachers ct join users t on t.id = ct.teacher_id where ct.class_id = c.id) as teachers
       from classes c join institutions i on i.id = c.institution_id where c.id = $1`,
    [classId],
  );
  if (!c) throw notFound('班级不存在');
  const only = caller.role === 6 ? caller.id : null;
  const people = await db.query<{ userId: number; realName: string; idNumber: string | null; phone: string | null; gender: string | null; photo: string }>(
    `select u.id as "userId", coalesce(nullif(lr.real_name, ''), u.real_name) as "realName", coalesce(lr.id_number, u.id_card) as "idNumber",
            coalesce(lr.phone, u.phone) as phone, lr.gender, coalesce(nullif(lr.photo_url, ''), u.identification_photo) as photo
       from users u left join learner_registrations lr on lr.user_id = u.id
      where u.class_id = $1 and u.role = 6 and ($2::int is null or u.id = $2)
      order by u.real_name, u.id`,
    [classId, only],
  );
  let learners: PrintLearner[] = people.map((p) => ({
    userId: p.userId,
    realName: p.realName,
    idNumber: maskIdNumber(p.idNumber ?? ''),
    phone: p.phone ?? '',
    gender: p.gender ?? '',
    photo: p.photo ?? '',
  }));
  let days: string[] = [];
  if (kind === 'certificate') {
    const certs = await db.query<{ userId: number; serialNo: string; issuedAt: Date }>(
      'select user_id as "userId", serial_no as "serialNo", issued_at as "issuedAt" from certificates where class_id = $1',
      [classId],
    );
    const byUser = new Map(certs.map((x) => [x.userId, x]));
    learners = learners
      .filter((l) => byUser.has(l.userId))
      .map((l) => ({ ...l, serialNo: byUser.get(l.userId)!.serialNo, issuedAt: new Date(byUser.get(l.userId)!.issuedAt).toISOString() }));
  } else if (kind === 'signin') {
    days = await sessionDays(db, classId, c.startDate, c.endDate);
  } else if (kind === 'score') {
    const sheet = await scoreSheet(db, caller, classId, 1, 100000);
    const byUser = new Map(sheet.list.map((s) => [s.userId, s]));
    learners = learners.map((l) => {
      const s = byUser.get(l.userId);
      return { ...l, theory: s?.theory ?? null, practice: s?.practice ?? null, total: s?.total ?? null, passed: s?.passed ?? null };
    });
  }
  return {
    kind,
    classId,
    className: c.name,
    classType: c.classType,
    project: CLASS_TYPE_NAMES[c.classType],
    institution: c.institution,
    startDate: c.startDate,
    endDate: c.endDate,
    venue: c.venue,
    teachers: c.teachers ?? '',
    days,
    learners,
    printedAt: new Date().toISOString(),
  };
}

/** The class's check-in days when sessions are planned, else every day from start to end (at most a month). */
async function sessionDays(db: Queryable, classId: number, start: string | null, end: string | null): Promise<string[]> {
  const planned = await db.query<{ day: string }>(
    `select distinct to_char(starts_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day from attendance_sessions where class_id = $1 order by day limit ${MAX_DAYS}`,
    [classId],
  );
  if (planned.length) return planned.map((d) => d.day);
  if (!start) return [];
  const days: string[] = [];
  for (let d = start; d <= (end ?? start) && days.length < MAX_DAYS; d = addDays(d, 1)) days.push(d);
  return days;
}
