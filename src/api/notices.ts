import { get, post, postForm } from './http.ts';
import { ROLE_PREFIX, type Role } from './contract/roles.ts';
import { sysMsgPrefix } from './contract/prefixes.ts';
import type { AnnouncementItem, AnnouncementPage, AnnouncementStatus, NoticeDetail, NoticePage, ScopeRegion } from './contract/notices.ts';
import type { AnnouncementSaveInput } from './contract/notices.schema.ts';

/** Spec §7 notice calls; `prefix` is sysMsgPrefix(role). */
export const noticePrefix = (role: Role) => sysMsgPrefix(role);

export async function fetchUnread(prefix: string): Promise<number> {
  const res = await get<number>(`${prefix}loadSysMsg/num`);
  return Number(res.data) || 0;
}

export async function fetchNoticePage(prefix: string, pageNum: number, pageSize: number): Promise<NoticePage> {
  const res = await get<NoticePage>(`${prefix}loadSendSysMsg`, { pageSize, pageNum });
  const data = res.data ?? ({} as NoticePage);
  const list = Array.isArray(data.list) ? data.list : [];
  return { list, total: Number(data.total) || 0, isLastPage: data.isLastPage !== false, pageNum, pageSize };
}

export async function fetchNoticeDetail(prefix: string, msgId: number): Promise<NoticeDetail> {
  return (await get<NoticeDetail>(`${prefix}lookSysMsg/Details/${msgId}`)).data;
}

/** Idempotent read mark (the offline queue sends it when back online). */
export async function postRead(prefix: string, msgId: number): Promise<void> {
  await post(`${prefix}readSysMsg/${msgId}`);
}

// /manage/announcement ------------------------------------------------------------------------

const ann = (role: Role) => `/v1/wangchuang/${ROLE_PREFIX[role]}announcement/`;

export async function listAnnouncements(role: Role, q: { pageNum: number; pageSize: number; status?: AnnouncementStatus }) {
  return (await get<AnnouncementPage>(`${ann(role)}list`, q)).data;
}
export async function announcementScope(role: Role) {
  return (await get<ScopeRegion[]>(`${ann(role)}scope`)).data ?? [];
}
export async function saveAnnouncement(role: Role, input: Partial<AnnouncementSaveInput> & Pick<AnnouncementSaveInput, 'title' | 'content'>) {
  return (await post<AnnouncementItem>(`${ann(role)}save`, input)).data;
}
export async function announcementAction(role: Role, action: 'publish' | 'withdraw' | 'delete', msgId: number) {
  return (await post<AnnouncementItem | null>(`${ann(role)}${action}/${msgId}`)).data;
}
export async function pinAnnouncement(role: Role, msgId: number, flagTop: boolean) {
  return (await post<AnnouncementItem>(`${ann(role)}pin/${msgId}`, { flagTop })).data;
}

export interface UploadAnswer {
  url: string;
  fileName: string;
  size: number;
  mime: string;
}
export async function uploadAttachment(file: File) {
  return (await postForm<UploadAnswer>('/v1/wangchuang/upload/temporary/file', { file })).data;
}
