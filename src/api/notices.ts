import { NO_STALE_MARK } from './http.ts';
import { call } from './call.ts';
import { ROLE_PREFIX, type Role } from './contract/roles.ts';
import { sysMsgPrefix } from './contract/prefixes.ts';
import { NOTICE_READER, NOTICE_READERS, type NoticeDetail, type NoticePage, type NoticeReadFilter, type NoticeReadList } from './contract/notices.ts';

/** Spec §7 notice calls; `prefix` is sysMsgPrefix(role). */
export const noticePrefix = (role: Role) => sysMsgPrefix(role);

export async function fetchUnread(prefix: string): Promise<number> {
  const res = await call(prefix, NOTICE_READER.unread, {});
  return Number(res.data) || 0;
}

export async function fetchNoticePage(prefix: string, pageNum: number, pageSize: number): Promise<NoticePage> {
  const res = await call(prefix, NOTICE_READER.page, { input: { pageSize, pageNum } });
  const data = res.data ?? ({} as NoticePage);
  const list = Array.isArray(data.list) ? data.list : [];
  return { list, total: Number(data.total) || 0, isLastPage: data.isLastPage !== false, pageNum, pageSize };
}

export async function fetchNoticeDetail(prefix: string, msgId: number): Promise<NoticeDetail> {
  return (await call(prefix, NOTICE_READER.detail, { params: { msgId } })).data;
}

/** Idempotent read mark (the offline queue sends it when back online). */
export async function postRead(prefix: string, msgId: number): Promise<void> {
  // the list and the count are updated where it was read (state/notices.ts)
  await call(prefix, NOTICE_READER.read, { params: { msgId } }, NO_STALE_MARK);
}

/** A writer's read list of their notice: GET {role prefix}announcement/readers/{id}. */
export async function fetchReadList(role: Role, msgId: number, read: NoticeReadFilter, pageNum: number, pageSize = 20): Promise<NoticeReadList> {
  return (await call(`/v1/wangchuang/${ROLE_PREFIX[role]}`, NOTICE_READERS, { params: { msgId }, input: { read, pageNum, pageSize } })).data;
}
