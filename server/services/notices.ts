import type { Db } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { notFound } from '../errors.ts';
import { fmtDateTime } from '../../src/api/contract/chinaTime.ts';
import type { NoticeDetail, NoticeItem, NoticePage, NoticeReader, NoticeReadFilter, NoticeReadList } from '../../src/api/contract/notices.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';

/**
 * SQL condition: the message is visible to the reader ($1 role, $2 province, $3 city, $4 county,
 * $5 user, $6 class): a notice to roles reaches those roles in its region; a notice to classes
 * reaches their learners, and its writer.
 */
const VISIBLE = `m.status = 'published'
  and case m.target_kind
    when 'classes' then m.author_id = $5 or ($1::smallint = 6 and m.target_class_ids @> array[$6::int])
    else (cardinality(m.target_roles) = 0 or $1::smallint = any(m.target_roles))
      and (m.target_region_id is null or m.target_region_id in ($2::int, $3::int, $4::int))
  end`;

const readerParams = (u: Caller) => [u.role, u.provinceId ?? -1, u.cityId ?? -1, u.countyId ?? -1, u.id, u.classId ?? -1];

interface MsgRow {
  id: number;
  title: string;
  content: string;
  annexs: string;
  flag_top: boolean;
  push_ms: number;
  read: boolean;
}

export async function unreadCount(db: Db, user: Caller): Promise<number> {
  const row = await db.one<{ n: number }>(
    `select count(*)::int as n from sys_messages m
      where ${VISIBLE}
        and not exists (select 1 from sys_message_reads r where r.msg_id = m.id and r.user_id = $5)`,
    readerParams(user),
  );
  return row?.n ?? 0;
}

export async function listForReader(db: Db, user: Caller, pageNum: number, pageSize: number): Promise<NoticePage> {
  const { rows, total } = await pageRows<MsgRow>(
    db,
    `select m.id, m.title, m.content, m.annexs, m.flag_top,
            (extract(epoch from m.push_time) * 1000)::float8 as push_ms,
            exists (select 1 from sys_message_reads r where r.msg_id = m.id and r.user_id = $5) as read,
            count(*) over ()::int as total
       from sys_messages m
      where ${VISIBLE}
      order by m.flag_top desc, m.push_time desc, m.id desc`,
    readerParams(user),
    pageNum,
    pageSize,
  );
  const list: NoticeItem[] = rows.map((r) => ({
    msgId: r.id,
    title: r.title,
    content: r.content,
    pushTime: Math.round(Number(r.push_ms)),
    pushTimeStr: fmtDateTime(Number(r.push_ms)),
    readStatus: r.read ? 1 : 0,
    flagTop: r.flag_top ? 1 : 0,
    annexs: r.annexs,
  }));
  return pageOf(list, total, pageNum, pageSize);
}

async function visibleMessage(db: Db, user: Caller, msgId: number) {
  const row = await db.one<MsgRow>(
    `select m.id, m.title, m.content, m.annexs, m.flag_top, (extract(epoch from m.push_time) * 1000)::float8 as push_ms, false as read
       from sys_messages m where m.id = $7 and ${VISIBLE}`,
    [...readerParams(user), msgId],
  );
  if (!row) throw notFound('通知不存在或已撤回');
  return row;
}

/** Marks read (idempotent). */
export async function markRead(db: Db, user: Caller, msgId: number): Promise<void> {
  await visibleMessage(db, user, msgId);
  await db.query('insert into sys_message_reads (msg_id, user_id) values ($1, $2) on conflict do nothing', [msgId, user.id]);
}

/** lookSysMsg/Details: the message, marked read for this reader. */
export async function detailForReader(db: Db, user: Caller, msgId: number): Promise<NoticeDetail> {
  const row = await visibleMessage(db, user, msgId);
  await db.query('insert into sys_message_reads (msg_id, user_id) values ($1, $2) on conflict do nothing', [msgId, user.id]);
  return { msgId: row.id, title: row.title, content: row.content, pushTimeStr: fmtDateTime(Number(row.push_ms)), annexs: row.annexs };
}

/**
 * SQL condition: user `u` is someone notice `m` reaches (its writer aside): the learners of its
 * classes, or the users of its roles in its region.
 */
const RECIPIENT = `u.id <> coalesce(m.author_id, 0)
  and case m.target_kind
    when 'classes' then u.role = 6 and u.class_id = any(m.target_class_ids)
    else (cardinality(m.target_roles) = 0 or u.role = any(m.target_roles))
      and (m.target_region_id is null or m.target_region_id in (u.province_id, u.city_id, u.county_id))
  end`;

/**
 * The writer's read list of one of their notices (the national admin: any): who it reaches, who
 * opened it and when, who has not; the counts are those of the same rows. Someone else's: 404.
 */
export async function readList(db: Db, writer: Caller, msgId: number, filter: NoticeReadFilter, pageNum: number, pageSize: number): Promise<NoticeReadList> {
  const [own] = await db.query('select 1 from sys_messages where id = $1 and (author_id = $2 or $3::smallint = 1)', [msgId, writer.id, writer.role]);
  if (!own) throw notFound('通知不存在');
  const from = `sys_messages m join users u on ${RECIPIENT}
    left join sys_message_reads r on r.msg_id = m.id and r.user_id = u.id
    left join classes c on c.id = u.class_id
   where m.id = $1`;
  const [counts] = await db.query<{ read: number; unread: number }>(
    `select count(r.user_id)::int as read, (count(*) - count(r.user_id))::int as unread from ${from}`,
    [msgId],
  );
  const only = filter === 'read' ? ' and r.user_id is not null' : filter === 'unread' ? ' and r.user_id is null' : '';
  const { rows, total } = await pageRows<{ user_id: number; name: string; class_name: string | null; read_ms: number | null }>(
    db,
    `select u.id as user_id, coalesce(nullif(u.real_name, ''), u.username) as name, c.name as class_name,
            (extract(epoch from r.read_at) * 1000)::float8 as read_ms, count(*) over ()::int as total
       from ${from}${only}
      order by r.read_at desc nulls last, c.name nulls last, u.id`,
    [msgId],
    pageNum,
    pageSize,
  );
  const list: NoticeReader[] = rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    className: r.class_name,
    readAt: r.read_ms === null ? null : new Date(Number(r.read_ms)).toISOString(),
  }));
  return { ...pageOf(list, total, pageNum, pageSize), readCount: counts?.read ?? 0, unreadCount: counts?.unread ?? 0 };
}
