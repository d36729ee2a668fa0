import type { Context } from 'hono';
import { PAGING } from '../../src/api/contract/paging.ts';
import { badRequest } from '../errors.ts';

const whole = (raw: string | undefined, fallback: number, max: number, message: string): number => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(message);
  const n = Number(raw);
  if (n < 1 || n > max) throw badRequest(message);
  return n;
};

/** The one paging parser (src/api/contract/paging.ts): pageNum and pageSize from the query, or a 400. */
export function pageQuery(c: Context, defaultPageSize: number = PAGING.defaultPageSize): { pageNum: number; pageSize: number } {
  return {
    pageNum: whole(c.req.query('pageNum'), 1, PAGING.maxPageNum, PAGING.pageNumMessage),
    pageSize: whole(c.req.query('pageSize'), defaultPageSize, PAGING.maxPageSize, PAGING.pageSizeMessage),
  };
}
