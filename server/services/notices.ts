import type { Db } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { TARGETABLE_ROLES } from '../../src/api/contract/notices.ts';
import type { AnnouncementSaveInput } from '../../src/api/contract/notices.schema.ts';
import type { Annex, AnnouncementItem, AnnouncementPage, NoticeDetail, NoticeItem, NoticePage, ScopeRegion } from '../../src/api/contract/notices.ts';
import { offsetOf, pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { htmlText, sanitizeHtml } from './sanitize.ts';

/** Asia/Shanghai has no daylight saving: UTC+8 all year. */
export function shanghaiMinute(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

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
    pushTimeStr: shanghaiMinute(Number(r.push_ms)),
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
  return { msgId: row.id, title: row.title, content: row.content, pushTimeStr: shanghaiMinute(Number(row.push_ms)), annexs: row.annexs };
}

// ---------------------------------------------------------------------------------------------
// Announcement management (/manage/announcement): roles 1-5 and 20.

interface RegionRow {
  id: number;
  name: string;
  level: number;
  parent_id: number | null;
}

/** The region the writer's scope is rooted at (null: the whole country, admin only). */
function scopeRoot(user: Caller): number | null | undefined {
  switch (user.role) {
    case 1:
      return null;
    case 2:
      return user.provinceId ?? undefined;
    case 3:
      return user.cityId ?? undefined;
    default:
      return user.countyId ?? user.cityId ?? undefined;
  }
}

/** Regions a writer may target: its own region and everything below it (admin: every region). */
export async function writerRegions(db: Db, user: Caller): Promise<ScopeRegion[]> {
  const root = scopeRoot(user);
  if (root === undefined) return [];
  const rows =
    root === null
      ? await db.query<RegionRow>('select id, name, level, parent_id from regions order by level, code')
      : await db.query<RegionRow>(
          `with recursive tree as (
           select id, name, level, parent_id, code from regions where id = $1
           union all select r.id, r.name, r.level, r.parent_id, r.code from regions r join tree t on r.parent_id = t.id)
         select id, name, level, parent_id from tree order by level, code`,
          [root],
        );
  return rows.map((r) => ({ id: r.id, name: r.name, level: r.level, parentId: r.parent_id }));
}

async function checkTarget(db: Db, user: Caller, input: Pick<AnnouncementSaveInput, 'targetRoles' | 'targetRegionId'>) {
  const allowedRoles = TARGETABLE_ROLES[user.role];
  const bad = input.targetRoles.find((r) => !allowedRoles.includes(r));
  if (bad !== undefined) throw forbidden('不能向该角色发布公告');
  if (input.targetRegionId === null) {
    if (user.role !== 1) throw forbidden('只能向本辖区发布公告');
    return;
  }
  const exists = await db.one('select 1 from regions where id = $1', [input.targetRegionId]);
  if (!exists) throw badRequest('目标地区不存在');
  const regions = await writerRegions(db, user);
  if (!regions.some((r) => r.id === input.targetRegionId)) throw forbidden('只能向本辖区发布公告');
}

interface AnnRow {
  id: number;
  title: string;
  content: string;
  annexs: string;
  flag_top: boolean;
  status: 'draft' | 'published' | 'withdrawn';
  target_roles: number[];
  target_region_id: number | null;
  region_name: string | null;
  author_id: number | null;
  author_name: string | null;
  push_ms: number;
  read_count: number;
}

const ANN_SELECT = `select m.id, m.title, m.content, m.annexs, m.flag_top, m.status, m.target_roles, m.target_region_id,
       g.name as region_name, m.author_id, u.real_name as author_name,
       (extract(epoch from m.push_time) * 1000)::float8 as push_ms,
       (select count(*)::int from sys_message_reads r where r.msg_id = m.id) as read_count
  from sys_messages m left join regions g on g.id = m.target_region_id left join users u on u.id = m.author_id`;

function toItem(r: AnnRow): AnnouncementItem {
  return {
    msgId: r.id,
    title: r.title,
    content: r.content,
    annexs: r.annexs,
    flagTop: r.flag_top ? 1 : 0,
    status: r.status,
    targetRoles: (r.target_roles ?? []).map(Number) as Role[],
    targetRegionId: r.target_region_id,
    targetRegionName: r.region_name,
    authorName: r.author_name ?? '系统',
    pushTime: Math.round(Number(r.push_ms)),
    pushTimeStr: shanghaiMinute(Number(r.push_ms)),
    readCount: r.read_count,
  };
}

export async function listOwn(db: Db, user: Caller, q: { pageNum: number; pageSize: number; status?: string; keyword?: string }): Promise<AnnouncementPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (user.role !== 1) {
    params.push(user.id);
    where.push(`m.author_id = $${params.length}`);
  }
  if (q.status) {
    params.push(q.status);
    where.push(`m.status = $${params.length}`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
    where.push(`m.title like $${params.length}`);
  }
  const cond = where.length ? `where ${where.join(' and ')}` : '';
  const total = (await db.one<{ n: number }>(`select count(*)::int as n from sys_messages m ${cond}`, params))?.n ?? 0;
  params.push(q.pageSize, offsetOf(q.pageNum, q.pageSize));
  const rows = await db.query<AnnRow>(
    `${ANN_SELECT} ${cond} order by m.flag_top desc, m.push_time desc, m.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return pageOf(rows.map(toItem), total, q.pageNum, q.pageSize);
}

/** The writer's own message (admin: any), or 404/403. */
async function ownMessage(db: Db, user: Caller, msgId: number): Promise<AnnRow> {
  const row = await db.one<AnnRow>(`${ANN_SELECT} where m.id = $1`, [msgId]);
  if (!row) throw notFound('公告不存在');
  if (user.role !== 1 && row.author_id !== user.id) throw forbidden('只能管理本人发布的公告');
  return row;
}

export async function getOwn(db: Db, user: Caller, msgId: number) {
  return toItem(await ownMessage(db, user, msgId));
}

export async function saveAnnouncement(db: Db, user: Caller, input: AnnouncementSaveInput): Promise<AnnouncementItem> {
  const content = sanitizeHtml(input.content);
  if (!htmlText(content) && !/<img\b/.test(content)) throw badRequest('请输入公告内容');
  await checkTarget(db, user, input);
  const annexs = JSON.stringify(input.annexs.map((a: Annex) => ({ fileName: a.fileName, url: a.url })));
  const roles = [...new Set(input.targetRoles)];
  let id: number;
  if (input.msgId) {
    await ownMessage(db, user, input.msgId);
    await db.query(
      `update sys_messages set title = $2, content = $3, annexs = $4, flag_top = $5, target_roles = $6::smallint[], target_region_id = $7 where id = $1`,
      [input.msgId, input.title, content, annexs, input.flagTop, roles, input.targetRegionId],
    );
    id = input.msgId;
  } else {
    const row = await db.one<{ id: number }>(
      `insert into sys_messages (title, content, annexs, flag_top, status, author_id, target_roles, target_region_id)
       values ($1, $2, $3, $4, $5, $6, $7::smallint[], $8) returning id`,
      [input.title, content, annexs, input.flagTop, input.publish ? 'published' : 'draft', user.id, roles, input.targetRegionId],
    );
    id = row!.id;
  }
  if (input.msgId && input.publish) await db.query(`update sys_messages set status = 'published', push_time = now() where id = $1`, [id]);
  return getOwn(db, user, id);
}

export async function setStatus(db: Db, user: Caller, msgId: number, action: 'publish' | 'withdraw') {
  const row = await ownMessage(db, user, msgId);
  if (action === 'publish') {
    if (row.status === 'published') return toItem(row);
    // the target is checked again: a draft saved before a scope change must not slip through
    await checkTarget(db, user, { targetRoles: row.target_roles.map(Number) as Role[], targetRegionId: row.target_region_id });
    await db.query(`update sys_messages set status = 'published', push_time = now() where id = $1`, [msgId]);
  } else {
    if (row.status !== 'published') throw badRequest('该公告未发布，无需撤回');
    await db.query(`update sys_messages set status = 'withdrawn' where id = $1`, [msgId]);
  }
  return getOwn(db, user, msgId);
}

export async function pin(db: Db, user: Caller, msgId: number, flagTop: boolean) {
  await ownMessage(db, user, msgId);
  await db.query('update sys_messages set flag_top = $2 where id = $1', [msgId, flagTop]);
  return getOwn(db, user, msgId);
}

export async function remove(db: Db, user: Caller, msgId: number) {
  await ownMessage(db, user, msgId);
  await db.query('delete from sys_messages where id = $1', [msgId]);
}
