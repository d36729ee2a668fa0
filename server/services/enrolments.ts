import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { CLASS_STATUS_NAMES, ROSTER_OPEN_STATES, type ClassStatus } from '../../src/api/contract/classes.ts';
import { classScope } from './classes.ts';

/**
 * The registration pool and the rosters (docs/back-office.md "Classes"). A learner who completes
 * /register waits in the pool (enrolments.status 'pending', with the class applied for); the
 * institution of that class, or an administrator of its region, admits them into a class (then
 * users.class_id is their class) or turns them away with a reason. Removing a learner from a class
 * puts them back in the pool; a transfer moves them to another class of the same type. A class
 * takes learners until its completion is submitted (no learner joins a closed class) and never
 * more than its capacity.
 */

export interface TargetClass {
  id: number;
  name: string;
  status: ClassStatus;
  class_type: string;
  capacity: number;
  learners: number;
  institution_id: number;
  province_id: number;
  city_id: number;
  county_id: number | null;
}

/** The class a learner is to join, locked (two admissions at once cannot overfill it), checked for scope, state and room. */
export async function openClass(q: Queryable, caller: Caller, classId: number, joining: number): Promise<TargetClass> {
  const params: unknown[] = [classId];
  const [c] = await q.query<TargetClass>(
    `select c.id, c.name, c.status, c.class_type, c.capacity, c.institution_id, c.province_id, c.city_id, c.county_id,
            (select count(*)::int from users s where s.class_id = c.id and s.role = 6) as learners
       from classes c where c.id = $1 and ${classScope(caller, params)} for update of c`,
    params,
  );
  if (!c) throw badRequest('所选班级不存在');
  if (!ROSTER_OPEN_STATES.includes(c.status)) throw badRequest(`班级${CLASS_STATUS_NAMES[c.status]}，不能再加入学员`);
  if (c.learners + joining > c.capacity) throw badRequest(`班级人数已满（计划${c.capacity}人，已有${c.learners}人）`);
  return c;
}

interface Enrolment {
  id: number;
  user_id: number;
  class_id: number | null;
  status: 'pending' | 'admitted' | 'rejected';
  current_class: number | null;
}

async function lockEnrolment(q: Queryable, id: number): Promise<Enrolment> {
  const [e] = await q.query<Enrolment>(
    `select e.id, e.user_id, e.class_id, e.status, u.class_id as current_class
       from enrolments e join users u on u.id = e.user_id where e.id = $1 for update of e, u`,
    [id],
  );
  if (!e) throw notFound('报名记录不存在');
  return e;
}

/** Puts the learner into the class: their class, institution and region follow it. */
async function join(q: Queryable, userId: number, c: TargetClass) {
  await q.query('update users set class_id = $2, institution_id = $3, province_id = $4, city_id = $5, county_id = $6 where id = $1', [
    userId,
    c.id,
    c.institution_id,
    c.province_id,
    c.city_id,
    c.county_id,
  ]);
  await q.query('update learner_registrations set class_id = $2, updated_at = now() where user_id = $1', [userId, c.id]);
}

const regionOf = (c: TargetClass) => [c.institution_id, c.province_id, c.city_id, c.county_id];

/** Admits a pool entry into a class (the one applied for, or another the caller chose). */
export async function admit(q: Queryable, caller: Caller, enrolmentId: number, classId: number | null) {
  const e = await lockEnrolment(q, enrolmentId);
  if (e.status === 'admitted' || e.current_class) throw badRequest('该学员已在班级中');
  const target = classId ?? e.class_id;
  if (!target) throw badRequest('请选择班级');
  const c = await openClass(q, caller, target, 1);
  await join(q, e.user_id, c);
  await q.query(
    `update enrolments set status = 'admitted', class_id = $2, institution_id = $3, province_id = $4, city_id = $5, county_id = $6,
            reason = '', decided_by = $7, decided_at = now() where id = $1`,
    [e.id, c.id, ...regionOf(c), caller.id],
  );
}

/** Turns a pool entry away, with the reason the learner's institution will see. */
export async function rejectEnrolment(q: Queryable, caller: Caller, enrolmentId: number, reason: string) {
  const e = await lockEnrolment(q, enrolmentId);
  if (e.status !== 'pending') throw badRequest('当前状态不能不予录取');
  await q.query(`update enrolments set status = 'rejected', reason = $2, decided_by = $3, decided_at = now() where id = $1`, [e.id, reason, caller.id]);
}

async function learnerInClass(q: Queryable, userId: number) {
  const [u] = await q.query<{ class_id: number | null; status: ClassStatus; class_type: string }>(
    `select u.class_id, c.status, c.class_type from users u join classes c on c.id = u.class_id where u.id = $1 and u.role = 6 for update of u, c`,
    [userId],
  );
  if (!u) throw notFound('学员不存在');
  if (!ROSTER_OPEN_STATES.includes(u.status)) throw badRequest(`班级${CLASS_STATUS_NAMES[u.status]}，学员名单不能再变更`);
  return u;
}

/** Takes a learner out of their class: back to the pool (pending, for the same institution). */
export async function removeFromClass(q: Queryable, caller: Caller, userId: number) {
  const u = await learnerInClass(q, userId);
  await q.query('update users set class_id = null where id = $1', [userId]);
  await q.query('update learner_registrations set class_id = null, updated_at = now() where user_id = $1', [userId]);
  const moved = await q.query(
    `update enrolments set status = 'pending', class_id = null, reason = '', decided_by = $2, decided_at = now() where user_id = $1 returning id`,
    [userId, caller.id],
  );
  if (!moved.length) {
    // a learner placed in the class before the pool existed: they enter the pool now
    await q.query(
      `insert into enrolments (user_id, class_id, institution_id, province_id, city_id, county_id, status, decided_by, decided_at)
       select $1, null, c.institution_id, c.province_id, c.city_id, c.county_id, 'pending', $2, now() from classes c where c.id = $3`,
      [userId, caller.id, u.class_id],
    );
  }
}

/** Moves a learner to another class of the same type that still takes learners. */
export async function transfer(q: Queryable, caller: Caller, userId: number, toClassId: number) {
  const u = await learnerInClass(q, userId);
  if (u.class_id === toClassId) throw badRequest('学员已在该班级');
  const c = await openClass(q, caller, toClassId, 1);
  if (c.class_type !== u.class_type) throw badRequest('只能转入同类型的班级');
  await admitInto(q, caller, userId, c);
}

/** Puts a learner into a class and records the admission (their pool entry, or a new one when they had none). */
export async function admitInto(q: Queryable, caller: Caller, userId: number, c: TargetClass) {
  await join(q, userId, c);
  const moved = await q.query(
    `update enrolments set status = 'admitted', class_id = $2, institution_id = $3, province_id = $4, city_id = $5, county_id = $6,
            reason = '', decided_by = $7, decided_at = now() where user_id = $1 returning id`,
    [userId, c.id, ...regionOf(c), caller.id],
  );
  if (!moved.length) {
    await q.query(
      `insert into enrolments (user_id, class_id, institution_id, province_id, city_id, county_id, status, decided_by, decided_at)
       values ($1, $2, $3, $4, $5, $6, 'admitted', $7, now())`,
      [userId, c.id, ...regionOf(c), caller.id],
    );
  }
}

/**
 * A learner's registration (/register): they apply for a class and wait in the pool. A learner
 * already in a class keeps it (a class change is a transfer, done by the institution).
 */
export async function apply(q: Queryable, userId: number, classId: number) {
  const [u] = await q.query<{ class_id: number | null }>('select class_id from users where id = $1', [userId]);
  if (u?.class_id) {
    if (u.class_id !== classId) throw badRequest('您已加入培训班，如需转班请联系培训机构');
    return;
  }
  await q.query(
    `insert into enrolments (user_id, class_id, institution_id, province_id, city_id, county_id, status)
     select $1, c.id, c.institution_id, c.province_id, c.city_id, c.county_id, 'pending' from classes c where c.id = $2
     on conflict (user_id) do update set class_id = excluded.class_id, institution_id = excluded.institution_id,
       province_id = excluded.province_id, city_id = excluded.city_id, county_id = excluded.county_id,
       status = 'pending', reason = '', decided_by = null, decided_at = null, created_at = now()`,
    [userId, classId],
  );
}
