import { chinaDay } from '../db/chinaDay.ts';
import type { Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import type { DashboardFigures } from '../../src/api/contract/dashboard.ts';
import { classScope } from './classes.ts';

/**
 * The dashboards' subsidy figure, in one function (the subsidy tables belong to the subsidy pages,
 * migration 072): applications past the draft, for classes in the caller's class scope; the amount
 * applied for leaves rejected applications out; paid is what reached 已发放. A year counts the
 * applications submitted in it.
 */
export async function subsidyFigure(db: Queryable, viewer: Caller, period?: { from: string; to: string }): Promise<DashboardFigures['subsidy']> {
  const params: unknown[] = [];
  const scope = classScope(viewer, params);
  let when = 'true';
  if (period) {
    params.push(period.from, period.to);
    when = `${chinaDay('a.submitted_at')} >= $${params.length - 1}::date and ${chinaDay('a.submitted_at')} < $${params.length}::date`;
  }
  const [row] = await db.query<{ applications: number; totalFen: number; paidFen: number }>(
    `select count(*)::int as applications,
            coalesce(sum(a.total_fen) filter (where a.status <> 'rejected'), 0)::bigint::float8 as "totalFen",
            coalesce(sum(a.total_fen) filter (where a.status = 'paid'), 0)::bigint::float8 as "paidFen"
       from subsidy_applications a join classes c on c.id = a.class_id
      where a.status <> 'draft' and ${scope} and ${when}`,
    params,
  );
  return row;
}
