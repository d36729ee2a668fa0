import type { Db, Queryable } from '../db/client.ts';
import type { ClassSummary } from '../../src/api/contract/auth.ts';
import {
  CLASS_ACTION_NAMES,
  CLASS_OWNER_ROLES,
  classActionsFor,
  EDITABLE_STATES,
  type ClassInformation,
  type ClassLogEntry,
  type ClassStats,
  type ClassStatsRow,
  type ClassStatus,
} from '../../src/api/contract/classes.ts';
import { CLASS_TYPES, type ClassType, type Role } from '../../src/api/contract/roles.ts';
import type { Caller } from '../caller.ts';
import { notFound } from '../errors.ts';
import { binder, jurisdictionRegions, jurisdictionRoot, scopeCondition, type ScopeColumns } from '../scope.ts';

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
export async function classInScope(q: Queryable, user: Caller, classId: number): Promise<boolean> {
  const params: unknown[] = [classId];
  const [row] = await q.query(`select 1 from classes c where c.id = $1 and ${classScope(user, params)}`, params);
  return !!row;
}

// ---- a class's own pages (/manage/information/{id}, classListNum) -----------------------------------

/** The class if the caller may see it (404 otherwise, never 403). */
export async function classHead(
  db: Queryable,
  user: Caller,
  classId: number,
): Promise<{ id: number; name: string; classType: ClassType; status: ClassStatus }> {
  const params: unknown[] = [classId];
  const [row] = await db.query<{ id: number; name: string; classType: ClassType; status: ClassStatus }>(
    `select c.id, c.name, c.class_type as "classType", c.status from classes c where c.id = $1 and ${classScope(user, params)}`,
    params,
  );
  if (!row) throw notFound('班级不存在');
  return row;
}

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);

/** The class with its teachers, counts, the steps the caller may take now and its timeline. */
export async function classInformation(db: Queryable, user: Caller, classId: number): Promise<ClassInformation> {
  const params: unknown[] = [classId];
  const [c] = await db.query<Omit<ClassInformation, 'teachers' | 'actions' | 'editable' | 'timeline'>>(
    `select c.id, c.name, c.class_type as "classType", c.status, c.institution_id as "institutionId", i.name as "institutionName",
            concat(p.name, ci.name, co.name) as "regionName",
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
            c.theory_hours as "theoryHours", c.practice_hours as "practiceHours", c.venue, c.capacity,
            (select count(*)::int from users s where s.class_id = c.id and s.role = 6) as "studentCount",
            (select count(*)::int from enrolments e where e.class_id = c.id and e.status = 'pending') as "pendingCount",
            c.schedule, c.teaching_plan as "teachingPlan", c.assessment_plan as "assessmentPlan", c.reject_reason as "rejectReason",
            c.submitted_at as "submittedAt", c.reviewed_at as "reviewedAt"
       from classes c join institutions i on i.id = c.institution_id
       left join regions p on p.id = c.province_id left join regions ci on ci.id = c.city_id left join regions co on co.id = c.county_id
      where c.id = $1 and ${classScope(user, params)}`,
    params,
  );
  if (!c) throw notFound('班级不存在');
  const teachers = await db.query<{ id: number; name: string }>(
    'select u.id, u.real_name as name from class_teachers ct join users u on u.id = ct.teacher_id where ct.class_id = $1 order by u.id',
    [classId],
  );
  const logs = await db.query<Omit<ClassLogEntry, 'actionName'> & { at: string }>(
    `select id, action, from_status as "fromStatus", to_status as "toStatus", actor_name as "actorName", actor_role as "actorRole", reason, created_at as at
       from class_logs where class_id = $1 order by id desc`,
    [classId],
  );
  return {
    ...c,
    submittedAt: iso(c.submittedAt),
    reviewedAt: iso(c.reviewedAt),
    teachers,
    actions: classActionsFor(c.status, user.role),
    editable: CLASS_OWNER_ROLES.includes(user.role) && EDITABLE_STATES.includes(c.status),
    timeline: logs.map((l) => ({
      ...l,
      actorRole: l.actorRole === null ? null : (Number(l.actorRole) as Role),
      actionName: CLASS_ACTION_NAMES[l.action] ?? l.action,
      at: new Date(l.at).toISOString(),
    })),
  };
}

const emptyByType = () => Object.fromEntries(CLASS_TYPES.map((t) => [t, { classes: 0, learners: 0 }])) as ClassStatsRow['byType'];

/**
 * classListNum: classes (drafts left out: they are not classes yet) and their learners, per region one
 * level below the one asked for (the caller's own by default) and per type; a county's rows are its
 * institutions. Counts use the class scope, so every caller counts only what they may see.
 */
export async function classStats(db: Queryable, user: Caller, regionId?: number): Promise<ClassStats> {
  const governed = await jurisdictionRegions(db, user);
  const root = jurisdictionRoot(user);
  let region: ClassStats['region'];
  if (regionId !== undefined) {
    const r = governed.find((g) => g.id === regionId);
    if (!r) throw notFound('地区不存在');
    region = { id: r.id, name: r.name, parentId: r.parentId, level: r.level, canGoUp: r.id !== root };
  } else if (root === null) region = { id: null, name: '全国', parentId: null, level: null, canGoUp: false };
  else {
    const r = governed.find((g) => g.id === root);
    if (!r) return { region: { id: null, name: '', parentId: null, level: null, canGoUp: false }, rows: [], total: blankRow('合计') };
    region = { id: r.id, name: r.name, parentId: r.parentId, level: r.level, canGoUp: false };
  }
  const params: unknown[] = [];
  const scope = classScope(user, params);
  let rows: { key: number; name: string; level: number | null; hasChildren: boolean; classType: ClassType | null; classes: number; learners: number }[];
  if (region.level === 3) {
    params.push(region.id);
    rows = await db.query(
      `select i.id as key, i.name, null::int as level, false as "hasChildren", c.class_type as "classType",
              count(distinct c.id)::int as classes, count(s.id)::int as learners
         from institutions i join classes c on c.institution_id = i.id and c.status <> 'draft' and ${scope}
         left join users s on s.class_id = c.id and s.role = 6
        where i.county_id = $${params.length}
        group by i.id, i.name, c.class_type order by i.name`,
      params,
    );
  } else {
    params.push(region.id);
    rows = await db.query(
      `select r.id as key, r.name, r.level, exists (select 1 from regions x where x.parent_id = r.id) as "hasChildren", c.class_type as "classType",
              count(distinct c.id)::int as classes, count(s.id)::int as learners
         from regions r
         left join classes c on (case r.level when 1 then c.province_id when 2 then c.city_id else c.county_id end) = r.id
                            and c.status <> 'draft' and ${scope}
         left join users s on s.class_id = c.id and s.role = 6
        where ${region.id === null ? 'r.parent_id is null and $' + params.length + '::int is null' : `r.parent_id = $${params.length}`}
        group by r.id, r.name, r.level, r.code, c.class_type order by r.code`,
      params,
    );
  }
  const allowed = new Set(governed.map((g) => g.id));
  const byKey = new Map<number, ClassStatsRow>();
  for (const r of rows) {
    // an institution or teacher governs no region above its county: it sees only the rows it reaches
    if (region.level !== 3 && !allowed.has(r.key)) continue;
    const row = byKey.get(r.key) ?? {
      ...blankRow(r.name),
      regionId: region.level === 3 ? null : r.key,
      level: r.level,
      hasChildren: r.hasChildren || r.level === 3,
    };
    if (r.classType) {
      row.byType[r.classType] = { classes: r.classes, learners: r.learners };
      row.classes += r.classes;
      row.learners += r.learners;
    }
    byKey.set(r.key, row);
  }
  const list = [...byKey.values()].filter((r) => region.level !== 3 || r.classes > 0);
  const total = blankRow('合计');
  for (const r of list) {
    total.classes += r.classes;
    total.learners += r.learners;
    for (const t of CLASS_TYPES) {
      total.byType[t].classes += r.byType[t].classes;
      total.byType[t].learners += r.byType[t].learners;
    }
  }
  return { region, rows: list, total };
}

function blankRow(name: string): ClassStatsRow {
  return { regionId: null, regionName: name, level: null, hasChildren: false, byType: emptyByType(), classes: 0, learners: 0 };
}
