import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { binder, jurisdictionRegions, jurisdictionRoot, scopeCondition } from '../scope.ts';
import { STAT_TABLES, type StatKind, type StatQuery, type StatRow, type StatTable } from '../../src/api/contract/reports.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES } from '../../src/api/contract/roles.ts';
import { FACTS } from './reportFacts.ts';

/**
 * A statistics table (docs/back-office.md "Reports"): the facts of server/services/reportFacts.ts
 * within the caller's scope (kind 'class': a teacher counts the classes they teach) and the period,
 * summed per region one level below the one shown (the caller's own by default; a county's rows are
 * its institutions, or its classes), and per class type. The total is the sum of the rows, and the
 * rows include every child region of the jurisdiction, so nothing in scope is left out of it.
 */
export async function statTable(db: Queryable, caller: Caller, kind: StatKind, q: StatQuery): Promise<StatTable> {
  const decl = STAT_TABLES[kind];
  const keys = decl.metrics.map((m) => m.key);
  const governed = await jurisdictionRegions(db, caller);
  const root = jurisdictionRoot(caller);
  let region: StatTable['region'];
  if (q.regionId !== undefined) {
    const r = governed.find((g) => g.id === q.regionId);
    if (!r) throw notFound('地区不存在');
    region = { id: r.id, name: r.name, parentId: r.parentId, level: r.level, canGoUp: r.id !== root };
  } else if (root === null) region = { id: null, name: '全国', parentId: null, level: null, canGoUp: false };
  else {
    const r = governed.find((g) => g.id === root);
    const blank = row('total', null, '合计', false, keys);
    if (!r) return { kind, region: { id: null, name: '', parentId: null, level: null, canGoUp: false }, rowLabel: '地区', rows: [], byType: [], total: blank };
    region = { id: r.id, name: r.name, parentId: r.parentId, level: r.level, canGoUp: false };
  }

  const params: unknown[] = [q.from ?? null, q.to ?? null];
  const bind = binder(params);
  const scope = scopeCondition(
    caller,
    'class',
    { province: 'f.province_id', city: 'f.city_id', county: 'f.county_id', institution: 'f.institution_id', classId: 'f.class_id' },
    bind,
  );
  const within = region.id === null ? 'true' : `f.${['province', 'city', 'county'][region.level! - 1]}_id = ${bind(region.id)}`;
  const typed = decl.byClassType && q.classType ? `f.class_type = ${bind(q.classType)}` : 'true';
  const leaf = region.level === 3;
  const group = leaf
    ? decl.leaf === 'class'
      ? { key: 'f.class_id', name: 'f.class_name' }
      : { key: 'f.institution_id', name: 'f.institution_name' }
    : { key: `f.${['province', 'city', 'county'][region.level ?? 0]}_id`, name: 'null::text' };
  const sums = keys.map((k) => `coalesce(sum(f."${k}"), 0)::bigint as "${k}"`).join(', ');
  const facts = await db.query<Record<string, unknown>>(
    `with f as (${FACTS[kind]})
     select ${group.key} as key, ${group.name} as name, f.class_type as "classType", ${sums}
       from f where ${scope} and ${within} and ${typed} and ${group.key} is not null
      group by ${group.key}, ${group.name}, f.class_type`,
    params,
  );

  const rows = new Map<string, StatRow>();
  if (!leaf) {
    const children = governed.filter((g) => (region.id === null ? g.level === 1 : g.parentId === region.id));
    for (const g of children) rows.set(String(g.id), row(String(g.id), g.id, g.name, true, keys));
  }
  // keyed by what a fact row holds (unknown until read): a class type
  const byType = new Map<unknown, StatRow>(CLASS_TYPES.map((t) => [t, row(t, null, CLASS_TYPE_NAMES[t], false, keys)]));
  for (const f of facts) {
    const key = String(f.key);
    let target = rows.get(key);
    if (!target) {
      // a fact of a region outside the jurisdiction list cannot happen (scope), so this is a leaf row
      if (!leaf) continue;
      target = row(key, null, String(f.name ?? ''), false, keys);
      rows.set(key, target);
    }
    const typeRow = f.classType ? byType.get(f.classType) : undefined;
    for (const k of keys) {
      const v = Number(f[k] ?? 0);
      target.values[k] += v;
      if (typeRow) typeRow.values[k] += v;
    }
  }
  const list = [...rows.values()];
  if (leaf) list.sort((a, b) => a.name.localeCompare(b.name, 'zh'));
  const total = row('total', null, '合计', false, keys);
  for (const r of list) for (const k of keys) total.values[k] += r.values[k];
  return {
    kind,
    region,
    rowLabel: leaf ? (decl.leaf === 'class' ? '班级' : '培训机构') : '地区',
    rows: list,
    byType: decl.byClassType ? [...byType.values()] : [],
    total,
  };
}

function row(key: string, regionId: number | null, name: string, hasChildren: boolean, keys: string[]): StatRow {
  return { key, regionId, name, hasChildren, values: Object.fromEntries(keys.map((k) => [k, 0])) };
}

/** The table as cells for an export: the row label, then each metric (yuan for fen), the total last. */
export function statCells(t: StatTable): { header: string[]; rows: string[][] } {
  const decl = STAT_TABLES[t.kind];
  const cell = (r: StatRow) => [r.name, ...decl.metrics.map((m) => (m.fen ? (r.values[m.key] / 100).toFixed(2) : String(r.values[m.key])))];
  return { header: [t.rowLabel, ...decl.metrics.map((m) => m.label)], rows: [...t.rows.map(cell), cell(t.total)] };
}
