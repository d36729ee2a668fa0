import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { binder, scopeCondition } from '../../scope.ts';
import { classBreaches } from '../assessment.ts';
import { CLASS_SCOPE } from '../classes.ts';
import type { ClassSupervisionRow } from '../../../src/api/contract/supervision.ts';
import { offsetOf } from '../../../src/api/contract/paging.ts';
import type { ClassType } from '../../../src/api/contract/roles.ts';

/** Classes being taught (approved, running, completion under review): the ones supervision looks at. */
const SUPERVISED = "c.status in ('approved', 'in_progress', 'completion_submitted')";

/**
 * /manage/classSupervision: one page of the classes in scope, each with every breach of its type's
 * supervision rule (/manage/regulatoryRule) among its learners (assessment.ts classBreaches, with the
 * attendance and live-minutes sources the product has).
 */
export async function classSupervision(
  q: Queryable,
  caller: Caller,
  opts: { name?: string; classType?: ClassType; pageNum: number; pageSize: number },
): Promise<{ list: ClassSupervisionRow[]; total: number }> {
  const params: unknown[] = [];
  const bind = binder(params);
  const where = [SUPERVISED, scopeCondition(caller, 'class', CLASS_SCOPE, bind)];
  if (opts.name) where.push(`c.name like ${bind(`${opts.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`);
  if (opts.classType) where.push(`c.class_type = ${bind(opts.classType)}`);
  const rows = await q.query<{ id: number; institutionName: string; status: string; total: number }>(
    `select c.id, i.name as "institutionName", c.status, count(*) over ()::int as total
       from classes c join institutions i on i.id = c.institution_id where ${where.join(' and ')}
      order by c.start_date desc nulls last, c.id desc limit ${bind(opts.pageSize)} offset ${bind(offsetOf(opts.pageNum, opts.pageSize))}`,
    params,
  );
  const list: ClassSupervisionRow[] = [];
  for (const r of rows) list.push({ ...(await classBreaches(q, r.id)), institutionName: r.institutionName, status: r.status });
  return { list, total: rows[0]?.total ?? 0 };
}
