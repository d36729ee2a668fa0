import type { Db } from '../db/client.ts';
import type { ClassSummary } from '../../src/api/contract/auth.ts';
import type { ClassType } from '../../src/api/contract/roles.ts';
import type { Caller } from '../caller.ts';

/** Select list of a ClassSummary over classes c joined with institutions i. */
export const CLASS_SUMMARY_SELECT = `
  select c.id, c.name, c.class_type as "classType", i.name as "institutionName", c.status,
         to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
         (select count(*)::int from users s where s.class_id = c.id and s.role = 6) as "studentCount"
    from classes c join institutions i on i.id = c.institution_id`;

/**
 * The SQL condition (over classes c) limiting classes to the user's scope, with its parameters
 * appended to params: admin all; province/city/area their region; institution its own; teacher
 * the classes they teach; anybody else nothing.
 */
export function classScope(user: Pick<Caller, 'id' | 'role' | 'provinceId' | 'cityId' | 'countyId' | 'institutionId'>, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  switch (user.role) {
    case 1:
      return 'true';
    case 2:
      return user.provinceId ? `c.province_id = ${bind(user.provinceId)}` : 'false';
    case 3:
      return user.cityId ? `c.city_id = ${bind(user.cityId)}` : 'false';
    case 20:
      return user.countyId ? `c.county_id = ${bind(user.countyId)}` : 'false';
    case 4:
      return user.institutionId ? `c.institution_id = ${bind(user.institutionId)}` : 'false';
    case 5:
      return `exists (select 1 from class_teachers t where t.class_id = c.id and t.teacher_id = ${bind(user.id)})`;
    default:
      return 'false';
  }
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
