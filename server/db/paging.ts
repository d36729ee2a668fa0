import { offsetOf } from '../../src/api/contract/paging.ts';
import type { Queryable } from './client.ts';

/**
 * One page of an ordered query and the count of all its rows. `sql` is the whole select with its
 * filters and ORDER BY but no LIMIT, `$1…$n` for `params`, and `count(*) over ()::int as total` among
 * its columns (the count rides along with the page in one round trip); LIMIT and OFFSET are added
 * here. Past the last page no row carries the count, so the query is counted once more.
 */
export async function pageRows<R>(q: Queryable, sql: string, params: unknown[], pageNum: number, pageSize: number): Promise<{ rows: R[]; total: number }> {
  const n = params.length;
  const rows = await q.query<R & { total: number }>(`${sql} limit $${n + 1} offset $${n + 2}`, [...params, pageSize, offsetOf(pageNum, pageSize)]);
  if (rows.length || pageNum === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from (${sql}) page`, params);
  return { rows, total: count?.n ?? 0 };
}
