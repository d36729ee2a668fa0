import type { Db } from '../db/client.ts';
import type { ClassSummary } from '../../src/api/contract/auth.ts';
import type { ClassType } from '../../src/api/contract/roles.ts';
import type { Caller } from '../caller.ts';
import { binder, scopeCondition, type ScopeColumns } from '../scope.ts';

/** Select list of a ClassSummary over classes c joined with institutions i. */
export const CLASS_SUMMARY_SELECT = `
  select c.id, c.name, c.class_type as "classType", i.name as "institutionName", c.status,
         to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
         (select count(*)::int from users s where s.class_id = c.id and s.role = 6) as "studentCount"
    from classes c join institutions i on i.id = c.institution_id`;

/** Where a class's ownership lives (server/scope.ts): region, institution, the class itself for its teachers. */
export const CLASS_SCOPE: ScopeColumns = {
  province: 'c.province_id',
  city: 'c.city_id',
  county: 'c.county_id',
  institution: 'c.institution_id',
  classId: 'c.id',
};

/** The SQL condition (over classes c) limiting classes to the caller's scope, its parameters appended to params. */
export function classScope(user: Caller, params: unknown[]): string {
  return scopeCondition(user, 'class', CLASS_SCOPE, binder(params));
}

export interface ClassFilter {
  name?: string;
  classType?: ClassType;
}

/** The classes in the caller's scope (loadClazzWhere), newest start first. */
export async function classesInScope(db: Db, user: Caller, filter: ClassFilter = {}): Promise<ClassSummary[]> {
  const params: unknown[] = [];
  const where = [classScope(user, params)];
  if (filter.name) {
    params.push(`%${filter.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`c.name ilike $${params.length}`);
  }
  if (filter.classType) {
    params.push(filter.classType);
    where.push(`c.class_type = $${params.length}`);
  }
  return db.query<ClassSummary>(`${CLASS_SUMMARY_SELECT} where ${where.join(' and ')} order by c.start_date desc nulls last, c.id desc`, params);
}

/** Whether the class is in the user's scope (for other services' access checks). */
export async function classInScope(db: Db, user: Caller, classId: number): Promise<boolean> {
  const params: unknown[] = [classId];
  const row = await db.one(`select 1 from classes c where c.id = $1 and ${classScope(user, params)}`, params);
  return !!row;
}
