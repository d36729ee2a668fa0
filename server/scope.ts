import type { Caller } from './caller.ts';
import type { ScopeKind } from '../src/api/contract/resource/types.ts';
import type { Queryable } from './db/client.ts';

/**
 * Jurisdiction: whose rows a caller sees, in one place (DOMAIN.md "Who is who"). The national
 * admin sees everything; a province, city or county administrator their region; an institution
 * its own rows; a teacher the classes they teach (and their institution's shared rows); a seller
 * their shop; a learner their own records. Every resource (server/resources/), the class list and
 * the announcements use this. A shop's, a supplier's and a personal workspace's rows ('self') are
 * their owner's only, whatever the role: an administrator who also sells sees their own shop.
 */

/** Where a row's ownership lives, as SQL expressions over the resource's FROM clause. */
export interface ScopeColumns {
  province?: string;
  city?: string;
  county?: string;
  institution?: string;
  /** The class a row belongs to (a teacher sees the classes they teach). */
  classId?: string;
  shop?: string;
  /** The supplier profile a row belongs to (suppliers.id). */
  supplier?: string;
  owner?: string;
}

type Bind = (value: unknown) => string;

/** Appends a value to params and answers its placeholder. */
export function binder(params: unknown[]): Bind {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

const eq = (column: string | undefined, value: number | null, bind: Bind) => (column && value ? `${column} = ${bind(value)}` : 'false');

/**
 * The SQL condition limiting rows of this scope kind to the caller. Nothing is visible unless the
 * caller's own attribute and the row's column both exist: a missing attribute never widens scope.
 */
export function scopeCondition(caller: Caller, kind: ScopeKind, cols: ScopeColumns, bind: Bind): string {
  if (kind === 'shop') return cols.shop ? `${cols.shop} in (select id from shops where owner_id = ${bind(caller.id)})` : 'false';
  if (kind === 'supplier') return cols.supplier ? `${cols.supplier} in (select id from suppliers where owner_id = ${bind(caller.id)})` : 'false';
  if (kind === 'self') return eq(cols.owner, caller.id, bind);
  if (caller.role === 1) return 'true';
  if (kind === 'national') return 'true';
  if (kind === 'own') return eq(cols.owner, caller.id, bind);
  switch (caller.role) {
    case 2:
      return eq(cols.province, caller.provinceId, bind);
    case 3:
      return eq(cols.city, caller.cityId, bind);
    case 20:
      return eq(cols.county, caller.countyId, bind);
    case 4:
      return kind === 'region' && !cols.institution ? 'false' : eq(cols.institution, caller.institutionId, bind);
    case 5:
      if (kind === 'class' && cols.classId) return `${cols.classId} in (select class_id from class_teachers where teacher_id = ${bind(caller.id)})`;
      return kind === 'institution' ? eq(cols.institution, caller.institutionId, bind) : 'false';
    default:
      return 'false';
  }
}

/** The region a caller governs: null for the whole country (admin), undefined for none. */
export function jurisdictionRoot(caller: Caller): number | null | undefined {
  switch (caller.role) {
    case 1:
      return null;
    case 2:
      return caller.provinceId ?? undefined;
    case 3:
      return caller.cityId ?? undefined;
    default:
      return caller.countyId ?? caller.cityId ?? undefined;
  }
}

export interface JurisdictionRegion {
  id: number;
  name: string;
  level: number;
  parentId: number | null;
}

/** The regions a caller governs: their own and everything below it (admin: every region). */
export async function jurisdictionRegions(db: Queryable, caller: Caller): Promise<JurisdictionRegion[]> {
  const root = jurisdictionRoot(caller);
  if (root === undefined) return [];
  const rows =
    root === null
      ? await db.query<JurisdictionRegion>('select id, name, level, parent_id as "parentId" from regions order by level, code')
      : await db.query<JurisdictionRegion>(
          `with recursive tree as (
             select id, name, level, parent_id, code from regions where id = $1
             union all select r.id, r.name, r.level, r.parent_id, r.code from regions r join tree t on r.parent_id = t.id)
           select id, name, level, parent_id as "parentId" from tree order by level, code`,
          [root],
        );
  return rows;
}
