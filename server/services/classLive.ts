import { byLabel } from '../../src/api/contract/naturalOrder.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import type { ClassLive } from '../../src/api/contract/live.ts';
import { offsetOf, pageOf } from '../../src/api/contract/paging.ts';
import { ROLE } from '../../src/api/contract/roles.ts';
import { binder, scopeCondition } from '../scope.ts';
import { forbidden, notFound } from '../errors.ts';
import { VIEWER_TTL_S } from './liveStats.ts';
import { CLASS_SCOPE } from './classes.ts';
import { deleteSession, endSession, startSession } from './workbench.ts';

type Row = {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  teacher_name: string;
  anchor_id: number;
  starts_at: Date;
  ends_at: Date;
  state: ClassLive['state'];
  on_air: boolean;
  viewers: number;
  replay_bytes: string;
};

/** Live classes of the classes in the caller's scope (server/scope.ts), newest first; optionally one class or one session. */
export async function classLives(q: Queryable, who: Caller, f: { classId?: number; id?: number; pageNum: number; pageSize: number }) {
  const params: unknown[] = [];
  const bind = binder(params);
  const where = [scopeCondition(who, 'class', CLASS_SCOPE, bind)];
  if (f.classId) where.push(`c.id = ${bind(f.classId)}`);
  if (f.id) where.push(`l.id = ${bind(f.id)}`);
  const from = `live_sessions l join classes c on c.id = l.class_id join users t on t.id = l.anchor_id where ${where.join(' and ')}`;
  const [{ n }] = (await q.query<{ n: number }>(`select count(*)::int as n from ${from}`, params)) as [{ n: number }];
  const rows = await q.query<Row>(
    `select l.id, l.class_id, c.name as class_name, l.title, coalesce(nullif(t.real_name, ''), t.username) as teacher_name, l.anchor_id,
            l.starts_at, l.ends_at, l.on_air, l.replay_bytes::text as replay_bytes,
            case when l.starts_at > now() then 'upcoming' when l.ends_at > now() then 'live' else 'ended' end as state,
            (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > now() - make_interval(secs => ${bind(VIEWER_TTL_S)})) as viewers
       from ${from} order by l.starts_at desc, l.id desc limit ${bind(f.pageSize)} offset ${bind(offsetOf(f.pageNum, f.pageSize))}`,
    params,
  );
  const list: ClassLive[] = rows.map((r) => ({
    id: r.id,
    classId: r.class_id,
    className: r.class_name,
    title: r.title,
    teacherName: r.teacher_name,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    state: r.state,
    onAir: r.on_air && r.state === 'live',
    viewers: r.viewers,
    hasReplay: Number(r.replay_bytes) > 0,
    mine: r.anchor_id === who.id,
  }));
  return pageOf(list, n, f.pageNum, f.pageSize);
}

export async function classLive(q: Queryable, who: Caller, id: number): Promise<ClassLive> {
  const page = await classLives(q, who, { id, pageNum: 1, pageSize: 1 });
  if (!page.list[0]) throw notFound('直播不存在');
  return page.list[0];
}

/** The classes this teacher may broadcast to: the ones they teach. */
export async function liveClassOptions(q: Queryable, who: Caller) {
  if (who.role !== ROLE.TEACHER) return [];
  return byLabel(
    await q.query<{ value: number; label: string }>(
      'select c.id as value, c.name as label from classes c join class_teachers ct on ct.class_id = c.id where ct.teacher_id = $1',
      [who.id],
    ),
  );
}

/**
 * Starts (startsAt null) or schedules a live class, in a transaction of its own. Only a teacher of the
 * class hosts one (they are the anchor); a class outside the caller's scope is 404, an administrator
 * who can see it is 403.
 */
export async function createClassLive(db: Db, who: Caller, input: { classId: number; title: string; startsAt: string | null; durationMin: number }) {
  return db.tx(async (q) => {
    const params: unknown[] = [];
    const visible = await q.query(
      `select 1 from classes c where c.id = ${binder(params)(input.classId)} and ${scopeCondition(who, 'class', CLASS_SCOPE, binder(params))}`,
      params,
    );
    if (!visible.length) throw notFound('班级不存在');
    const teaches = await q.query('select 1 from class_teachers where class_id = $1 and teacher_id = $2', [input.classId, who.id]);
    if (who.role !== ROLE.TEACHER || !teaches.length) throw forbidden('只有本班授课老师可以开设班级直播');
    const [row] = await q.query<{ id: number }>(
      `insert into live_sessions (shop_id, anchor_id, class_id, title, stream_url, starts_at, ends_at)
     values (null, $1, $2, $3, '', coalesce($4::timestamptz, now()), coalesce($4::timestamptz, now()) + make_interval(mins => $5)) returning id`,
      [who.id, input.classId, input.title, input.startsAt, input.durationMin],
    );
    return classLive(q, who, row!.id);
  });
}

/** The caller (its anchor) starts a live class in scope (404 outside it) ahead of its time; answers it as it is now. */
export async function startClassLive(db: Db, who: Caller, id: number): Promise<ClassLive> {
  await classLive(db, who, id);
  await db.tx((q) => startSession(q, who.id, id));
  return classLive(db, who, id);
}

/** The caller (its anchor) ends a live class in scope (404 outside it), its camera off air too; answers it as it is now. */
export async function endClassLive(db: Db, who: Caller, id: number): Promise<ClassLive> {
  await classLive(db, who, id);
  await db.tx(async (q) => {
    await endSession(q, who.id, id);
    await q.query('update live_sessions set on_air = false where id = $1', [id]);
  });
  return classLive(db, who, id);
}

/** The caller (its anchor) deletes a live class in scope (404 outside it) that has not started. */
export async function deleteClassLive(db: Db, who: Caller, id: number): Promise<void> {
  await classLive(db, who, id);
  await db.tx((q) => deleteSession(q, who.id, id));
}

/** A learner's class: its live classes on air or to come (they watch at /liveing?id=). */
export async function myClassLives(q: Queryable, userId: number) {
  const rows = await q.query<{ id: number; title: string; teacher_name: string; starts_at: Date; live: boolean; on_air: boolean }>(
    `select l.id, l.title, coalesce(nullif(t.real_name, ''), t.username) as teacher_name, l.starts_at, l.starts_at <= now() as live, l.on_air
       from live_sessions l join users u on u.class_id = l.class_id join users t on t.id = l.anchor_id
      where u.id = $1 and l.ends_at > now() order by l.starts_at limit 10`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    teacherName: r.teacher_name,
    startsAt: r.starts_at.toISOString(),
    live: r.live,
    onAir: r.on_air && r.live,
  }));
}
