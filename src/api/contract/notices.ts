import { z } from 'zod';
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

export interface NoticePage {
  list: NoticeItem[];
  isLastPage: boolean;
  pageNum: number;
  pageSize: number;
}

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

export type AnnouncementStatus = 'draft' | 'published' | 'withdrawn';

export interface AnnouncementItem {
  msgId: number;
  title: string;
  content: string;
  annexs: string;
  flagTop: 0 | 1;
  status: AnnouncementStatus;
  targetRoles: Role[];
  targetRegionId: number | null;
  targetRegionName: string | null;
  authorName: string;
  pushTime: number;
  pushTimeStr: string;
  readCount: number;
}

export interface AnnouncementPage {
  list: AnnouncementItem[];
  total: number;
  pageNum: number;
  pageSize: number;
  isLastPage: boolean;
}

/** Page size of the notice list (spec §9). */
export const NOTICE_PAGE_SIZE = 5;

export const noticePageQuery = z.object({
  pageNum: z.coerce.number({ error: '页码有误' }).int('页码有误').min(1, '页码有误').max(100000, '页码有误').default(1),
  pageSize: z.coerce.number({ error: '每页条数有误' }).int('每页条数有误').min(1, '每页条数有误').max(100, '每页条数有误').default(NOTICE_PAGE_SIZE),
});

export const annexSchema = z.object({
  fileName: z.string({ error: '附件名称有误' }).trim().min(1, '附件名称有误').max(200, '附件名称过长'),
  url: z
    .string({ error: '附件地址有误' })
    .trim()
    .max(1000, '附件地址有误')
    .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/i, '附件地址有误'),
});

export const announcementSaveSchema = z.object({
  msgId: z.number({ error: '编号有误' }).int('编号有误').positive('编号有误').optional(),
  title: z.string({ error: '请输入公告标题' }).trim().min(1, '请输入公告标题').max(100, '公告标题不能超过100个字'),
  content: z.string({ error: '请输入公告内容' }).min(1, '请输入公告内容').max(100_000, '公告内容过长'),
  annexs: z.array(annexSchema, { error: '附件格式有误' }).max(10, '附件最多10个').default([]),
  targetRoles: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(20)], { error: '目标角色有误' }), { error: '目标角色有误' })
    .max(7, '目标角色有误')
    .default([]),
  targetRegionId: z.number({ error: '目标地区有误' }).int('目标地区有误').positive('目标地区有误').nullable().default(null),
  flagTop: z.boolean({ error: '置顶参数有误' }).default(false),
  /** Publish right away instead of saving a draft. */
  publish: z.boolean({ error: '发布参数有误' }).default(false),
});
export type AnnouncementSaveInput = z.infer<typeof announcementSaveSchema>;

export const announcementListQuery = noticePageQuery.extend({
  status: z.enum(['draft', 'published', 'withdrawn'], { error: '状态有误' }).optional(),
  keyword: z.string().trim().max(50, '关键字过长').optional(),
});

export const pinSchema = z.object({ flagTop: z.boolean({ error: '置顶参数有误' }) });

/** Parses an annexs JSON string; anything malformed gives no attachments. */
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
