import { z } from 'zod';

// Request schemas for the notice and announcement calls (server-side validation; kept apart from
// notices.ts so the client bundle does not carry zod). Paging is parsed apart (./paging.ts).

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
    .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(20)], { error: '目标角色有误' }), {
      error: '目标角色有误',
    })
    .max(7, '目标角色有误')
    .default([]),
  targetRegionId: z.number({ error: '目标地区有误' }).int('目标地区有误').positive('目标地区有误').nullable().default(null),
  flagTop: z.boolean({ error: '置顶参数有误' }).default(false),
  /** Publish right away instead of saving a draft. */
  publish: z.boolean({ error: '发布参数有误' }).default(false),
});
export type AnnouncementSaveInput = z.infer<typeof announcementSaveSchema>;

/** The announcement list's filters (its page comes from the query too, server/http/paging.ts). */
export const announcementFilterQuery = z.object({
  status: z.enum(['draft', 'published', 'withdrawn'], { error: '状态有误' }).optional(),
  keyword: z.string().trim().max(50, '关键字过长').optional(),
});

export const pinSchema = z.object({ flagTop: z.boolean({ error: '置顶参数有误' }) });

/** Parses an annexs JSON string; anything malformed gives no attachments. */
