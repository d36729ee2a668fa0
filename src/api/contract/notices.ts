import type { Page } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { ALL_ROLES, type Role } from './roles.ts';

/** Spec §3 system message as the list answers it. annexs is a JSON string of Annex[]. */
export interface NoticeItem {
  msgId: number;
  title: string;
  content: string;
  pushTimeStr: string;
  pushTime: number;
  readStatus: 0 | 1;
  flagTop: 0 | 1;
  annexs: string;
}

export type NoticePage = Page<NoticeItem>;

export interface NoticeDetail {
  msgId: number;
  title: string;
  content: string;
  pushTimeStr: string;
  annexs: string;
}

export interface Annex {
  fileName: string;
  url: string;
}

export interface ScopeRegion {
  id: number;
  name: string;
  level: number;
  parentId: number | null;
}

/** Page size of the notice list (spec §9). */
export const NOTICE_PAGE_SIZE = 5;

export function parseAnnexs(raw: unknown): Annex[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) => {
    if (!a || typeof a !== 'object') return [];
    const { fileName, url } = a as Record<string, unknown>;
    if (typeof url !== 'string' || !/^(\/(?!\/)|https?:\/\/)/i.test(url.trim())) return [];
    return [{ fileName: typeof fileName === 'string' && fileName.trim() ? fileName.trim() : '附件', url: url.trim() }];
  });
}

/** Roles each writer may target explicitly (an empty target still means every role in the region). */
export const TARGETABLE_ROLES: Record<Role, Role[]> = {
  1: ALL_ROLES,
  2: [2, 3, 20, 4, 5, 6],
  3: [3, 20, 4, 5, 6],
  20: [20, 4, 5, 6],
  4: [4, 5, 6],
  5: [5, 6],
  6: [],
};

/** Whom a notice reaches: the roles in a region, or the learners of chosen classes. */
export type NoticeTargetKind = 'roles' | 'classes';

/** One person a notice reaches, for its writer's read list (GET {role}announcement/readers/{id}). */
export interface NoticeReader {
  userId: number;
  name: string;
  /** the learner's class, when they have one */
  className: string | null;
  /** ISO time they opened it, null while unread */
  readAt: string | null;
}

/** A page of the read list, with the counts it is taken from (read + unread = recipients). */
export interface NoticeReadList extends Page<NoticeReader> {
  readCount: number;
  unreadCount: number;
}

/** Which rows of the read list: those who read it, those who have not, or everyone. */
export type NoticeReadFilter = 'read' | 'unread' | 'all';

/** A read mark's answer: the notice, now read, and the reader's unread count after it. */
export interface NoticeReadMark {
  msgId: number;
  readStatus: 1;
  unread: number;
}

/** Reading notices (spec §7), under each role's sysMsg prefix (prefixes.ts sysMsgPrefix). */
export const NOTICE_READER = {
  unread: endpoint<void, number>()('GET', '/loadSysMsg/num'),
  page: endpoint<{ pageNum: number; pageSize: number }, NoticePage>()('GET', '/loadSendSysMsg'),
  detail: endpoint<void, NoticeDetail>()('GET', '/lookSysMsg/Details/:msgId'),
  /** idempotent: the offline queue sends it again when back online */
  read: endpoint<void, NoticeReadMark>()('POST', '/readSysMsg/:msgId'),
};

/** A writer's read list of their notice (docs/pwa-notices.md), under their role prefix. */
export const NOTICE_READERS = endpoint<{ read: NoticeReadFilter; pageNum: number; pageSize: number }, NoticeReadList>()('GET', '/announcement/readers/:msgId');
