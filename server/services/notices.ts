import type { Db } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { notFound } from '../errors.ts';
import { fmtDateTime } from '../../src/api/contract/chinaTime.ts';
import type { NoticeDetail, NoticeItem, NoticePage } from '../../src/api/contract/notices.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';

/** SQL condition: the message is visible to the reader ($1 role, $2 province, $3 city, $4 county). */
const VISIBLE = `m.status = 'published'
  and (cardinality(m.target_roles) = 0 or $1::smallint = any(m.target_roles))
  and (m.target_region_id is null or m.target_region_id in ($2::int, $3::int, $4::int))`;

const readerParams = (u: Caller) => [u.role, u.provinceId ?? -1, u.cityId ?? -1, u.countyId ?? -1];

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
    [...readerParams(user), user.id],
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
    [...readerParams(user), user.id],
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
       from sys_messages m where m.id = $5 and ${VISIBLE}`,
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
