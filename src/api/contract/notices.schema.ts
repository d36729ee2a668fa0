import { z } from 'zod';
import { NOTICE_PAGE_SIZE } from './notices.ts';

// Request schemas for the notice calls (server-side validation; kept apart from
// notices.ts so the client bundle does not carry zod).

export const noticePageQuery = z.object({
  pageNum: z.coerce.number({ error: '页码有误' }).int('页码有误').min(1, '页码有误').max(100000, '页码有误').default(1),
  pageSize: z.coerce.number({ error: '每页条数有误' }).int('每页条数有误').min(1, '每页条数有误').max(100, '每页条数有误').default(NOTICE_PAGE_SIZE),
});
