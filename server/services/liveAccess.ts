import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { forbidden, notFound } from '../errors.ts';
import { MANAGE_ROLES, ROLE } from '../../src/api/contract/roles.ts';
import { binder, scopeCondition } from '../scope.ts';
import { CLASS_SCOPE } from './classes.ts';
import { appSecret } from './secrets.ts';
import { maskName } from './maskedNames.ts';

/**
 * Who may watch a live session, its chat and its replay. A shop's session is the mall's: anyone. A
 * live class is its class's: the anchor, the class's learners and the back-office whose scope holds
 * the class (server/scope.ts); to anyone else it does not exist (404).
 */
export async function mayWatch(q: Queryable, who: Caller | null, id: number): Promise<boolean> {
  const [s] = await q.query<{ class_id: number | null; anchor_id: number | null }>('select class_id, anchor_id from live_sessions where id = $1', [id]);
  if (!s) return false;
  if (s.class_id === null) return true;
  if (!who) return false;
  if (who.id === s.anchor_id) return true;
  if (who.role === ROLE.STUDENT) return who.classId === s.class_id;
  if (!MANAGE_ROLES.includes(who.role)) return false;
  const params: unknown[] = [s.class_id];
  const inScope = scopeCondition(who, 'class', CLASS_SCOPE, binder(params));
  return (await q.query(`select 1 from classes c where c.id = $1 and ${inScope}`, params)).length > 0;
}

export async function assertMayWatch(q: Queryable, who: Caller | null, id: number): Promise<void> {
  if (!(await mayWatch(q, who, id))) throw notFound('直播不存在');
}

/**
 * Who may moderate a session's chat (remove a message, mute a viewer; docs/live.md "Chat"): its
 * anchor, and the back office whose scope holds its class (a shop's session: its anchor's class).
 * In the project's order: a learner who is not the anchor 403, a session out of scope (or none) 404.
 */
export async function mayModerate(q: Queryable, who: Caller, id: number): Promise<boolean> {
  const [s] = await q.query<{ anchor_id: number | null }>('select anchor_id from live_sessions where id = $1', [id]);
  if (s && who.id === s.anchor_id) return true;
  if (!MANAGE_ROLES.includes(who.role)) throw forbidden('您的角色无权访问该功能');
  if (!s) return false;
  const params: unknown[] = [id];
  const inScope = scopeCondition(who, 'class', CLASS_SCOPE, binder(params));
  const rows = await q.query(
    `select 1 from live_sessions l left join users h on h.id = l.anchor_id left join classes c on c.id = coalesce(l.class_id, h.class_id)
      where l.id = $1 and ${inScope}`,
    params,
  );
  return rows.length > 0;
}

export async function assertMayModerate(q: Queryable, who: Caller, id: number): Promise<void> {
  if (!(await mayModerate(q, who, id))) throw notFound('直播不存在');
}

/**
 * A replay plays in a <video>, whose requests carry no Authorization: the address itself carries a
 * ticket (`t=<expiry>.<HMAC>`), handed out with the session's media settings to those who may watch.
 */
const TICKET_TTL_S = 6 * 3600;

async function mac(db: Db, id: number, exp: number): Promise<Buffer> {
  return createHmac('sha256', await appSecret(db, 'live_replay'))
    .update(`${id}.${exp}`)
    .digest();
}

/** The replay's address for one who may watch: a live class's with its ticket, a shop's as it is. */
export async function replayAddress(db: Db, id: number, url: string): Promise<string> {
  const [s] = await db.query<{ class_id: number | null }>('select class_id from live_sessions where id = $1', [id]);
  if (!s || s.class_id === null) return url;
  const exp = Math.floor(Date.now() / 1000) + TICKET_TTL_S;
  return `${url}?t=${exp}.${(await mac(db, id, exp)).toString('base64url')}`;
}

/** A shop's replay is public; a live class's needs a ticket for this session that has not expired. */
export async function mayReplay(db: Db, id: number, ticket: string | undefined): Promise<boolean> {
  const [s] = await db.query<{ class_id: number | null }>('select class_id from live_sessions where id = $1', [id]);
  if (!s) return false;
  if (s.class_id === null) return true;
  const m = /^(\d{1,12})\.([\w-]{43})$/.exec(ticket ?? '');
  if (!m || Number(m[1]) < Date.now() / 1000) return false;
  // compared as written, not decoded: the last of the 43 characters carries 2 unused bits, so a
  // ticket with those bits changed decodes to the same bytes and would pass for another string
  const given = Buffer.from(m[2]!, 'ascii');
  const expected = Buffer.from((await mac(db, id, Number(m[1]))).toString('base64url'), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The name a post in the session's chat goes out under: viewers are masked (张*三), but a class's
 * live lesson shows its own teachers by their full name — learners must see who is teaching.
 */
export async function chatName(q: Queryable, who: Caller, id: number): Promise<string> {
  const name = who.realName || who.username;
  const [row] = await q.query<{ teaches: boolean }>(
    `select true as teaches from live_sessions l
      where l.id = $1 and l.class_id is not null
        and (l.anchor_id = $2 or exists (select 1 from class_teachers t where t.class_id = l.class_id and t.teacher_id = $2))`,
    [id, who.id],
  );
  return row?.teaches ? name : maskName(name);
}
