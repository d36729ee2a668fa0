import type { Caller } from '../caller.ts';
import { chinaDayStart } from '../db/chinaDay.ts';
import { badRequest } from '../errors.ts';
import { binder, scopeCondition } from '../scope.ts';
import { checkField, isEmpty } from '../../src/api/contract/resource/validate.ts';
import type { AnyRow, FieldDecl, ViewDecl } from '../../src/api/contract/resource/types.ts';
import { type Binding, snake } from './binding.ts';

/** The SQL a resource reads with: its columns, its scope and the caller's filters, built from the declaration and binding. */

export const columnOf = (b: Binding, field: string) => b.columns?.[field] ?? `${b.alias}.${snake(field)}`;

/** How a field reads out: dates as YYYY-MM-DD text, everything else as stored. */
function selectExpr(b: Binding, field: string, f: FieldDecl): string {
  const col = columnOf(b, field);
  return f.type === 'date' ? `to_char(${col}, 'YYYY-MM-DD')` : col;
}

/** The select list: id, every field (list answers leave out detailOnly ones), and the names of ref/region values. */
export function selectList(b: Binding, forList: boolean): string {
  const parts = [`${b.alias}.id as "id"`];
  for (const [key, f] of Object.entries(b.resource.fields)) {
    if ((forList && f.detailOnly) || f.type === 'password') continue;
    parts.push(`${selectExpr(b, key, f)} as "${key}"`);
    if ((f.type === 'ref' || f.type === 'region') && b.labels?.[key]) parts.push(`${b.labels[key]} as "${key}Name"`);
  }
  return parts.join(', ');
}

/** The FROM clause of reads of whole rows: `from` and the binding's row joins. */
export const rowsFrom = (b: Binding) => (b.rowJoins ? `${b.from} ${b.rowJoins}` : b.from);

/** Rows as the declaration types them: stored encodings undone. */
export function decodeRow(b: Binding, row: AnyRow): AnyRow {
  if (!b.decode) return row;
  for (const [key, fn] of Object.entries(b.decode)) if (key in row) row[key] = fn(row[key]);
  return row;
}

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * Base rows of the resource the caller may see ('read': their scope's and shared rows) or change
 * ('write': their scope's only; the national admin's scope is everything).
 */
export function scopedWhere(b: Binding, caller: Caller, params: unknown[] = [], mode: 'read' | 'write' = 'read'): Where {
  const bind = binder(params);
  const own = scopeCondition(caller, b.resource.scope, b.scope, bind);
  const shared = b.resource.shared && mode === 'read' ? columnOf(b, b.resource.shared) : null;
  const parts = [shared ? `(${own} or ${shared})` : own];
  if (b.where) parts.push(`(${b.where})`);
  return { sql: parts.join(' and '), params };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** One filter value of the query string, checked by its field's own rule (no NUL, no 1 MB strings, ids in range). */
function filterValue(f: FieldDecl, raw: string): unknown {
  if (raw.length > 200) throw badRequest(`${f.label}筛选条件过长`);
  const loose: FieldDecl = { ...f, required: false, min: undefined, pattern: undefined, multiple: false };
  // a partial phone or id number is a fine search term: filter them as text
  if (['phone', 'idCard', 'username', 'richText', 'textarea'].includes(f.type)) loose.type = 'text';
  const r = checkField(loose, f.type === 'bool' ? raw : raw);
  if ('message' in r) throw badRequest(r.message);
  return r.value;
}

/** A view's preset filter as SQL ('true' for a view of every row): declared values, bound as parameters. */
function viewCondition(b: Binding, view: ViewDecl, bind: (value: unknown) => string): string {
  const parts = Object.entries(view.filter ?? {}).map(([field, values]) => `${columnOf(b, field)} = any(${bind(values)})`);
  return parts.length ? parts.join(' and ') : 'true';
}

/** The view a query names (`view=`), none when it names none; 400 for one the declaration lacks. */
function viewOf(b: Binding, query: Record<string, string>): ViewDecl | undefined {
  if (!query.view) return undefined;
  const view = b.resource.views?.find((v) => v.key === query.view);
  if (!view) throw badRequest('列表视图有误');
  return view;
}

/**
 * The caller's filters (query string), as SQL over the declared filterable fields and the view it
 * names (`view=`, ResourceDecl.views). Unknown keys are ignored.
 */
export function filterWhere(b: Binding, query: Record<string, string>, where: Where): Where {
  const bind = binder(where.params);
  const parts = [where.sql];
  const view = viewOf(b, query);
  if (view) parts.push(`(${viewCondition(b, view, bind)})`);
  for (const [key, f] of Object.entries(b.resource.fields)) {
    if (!f.filter) continue;
    const col = columnOf(b, key);
    if (f.filter === 'range') {
      const from = query[`${key}From`];
      const to = query[`${key}To`];
      const dateOnly = f.type === 'datetime' || f.type === 'date';
      const asDate: FieldDecl = { ...f, type: dateOnly ? 'date' : f.type };
      // the days picked are China days: an instant is compared with the instants they start at
      const day = (p: string) => (f.type === 'datetime' ? chinaDayStart(p) : p);
      if (from) parts.push(dateOnly ? `${col} >= ${day(`${bind(filterValue(asDate, from))}::date`)}` : `${col} >= ${bind(filterValue(asDate, from))}`);
      if (to) parts.push(dateOnly ? `${col} < ${day(`${bind(filterValue(asDate, to))}::date + 1`)}` : `${col} <= ${bind(filterValue(asDate, to))}`);
      continue;
    }
    const raw = query[key];
    if (raw === undefined || isEmpty(raw)) continue;
    if (f.filter === 'like') parts.push(`${col} ilike ${bind(`%${escapeLike(String(filterValue(f, raw)))}%`)}`);
    else if (f.filter === 'prefix') parts.push(`${col} like ${bind(`${escapeLike(String(filterValue(f, raw)))}%`)}`);
    else if (f.filter === 'in') {
      const values = raw
        .split(',')
        .slice(0, 50)
        .map((v) => filterValue(f, v));
      parts.push(`${col} = any(${bind(values)})`);
    } else if (f.multiple)
      parts.push(`${col} @> ${bind([filterValue(f, raw)])}`); // a GIN index serves @>
    else parts.push(`${col} = ${bind(filterValue(f, raw))}`);
  }
  return { sql: parts.join(' and '), params: where.params };
}

/** ORDER BY from `sort` and `order` (declared sortable fields only), id last so pages never overlap. */
export function orderBy(b: Binding, query: Record<string, string>): string {
  const def = b.resource.ops.list.defaultSort;
  const field = query.sort || def?.field;
  const dir = (query.order || (query.sort ? 'asc' : def?.order) || 'desc') === 'asc' ? 'asc' : 'desc';
  if (query.order && !['asc', 'desc'].includes(query.order)) throw badRequest('排序方式有误');
  if (query.sort && !b.resource.fields[query.sort]?.sort) throw badRequest('排序字段有误');
  if (!field) return `${b.alias}.id desc`;
  // the database's own null order (last ascending, first descending): one index serves both directions
  return `${columnOf(b, field)} ${dir}, ${b.alias}.id ${dir}`;
}

/**
 * An SQL ordering key of a text in natural order: every run of digits padded to 20 places, so 第1期
 * sorts before 第12期 (src/api/contract/naturalOrder.ts is the same order for people).
 */
export const naturalKey = (expr: string) =>
  `(select string_agg(case when m[1] ~ '^[0-9]' then lpad(m[1], 20, '0') else m[1] end, '' order by n) from regexp_matches(${expr}, '[0-9]+|[^0-9]+', 'g') with ordinality as t(m, n))`;

/**
 * One aggregate over the rows of the caller's scope and filters, beside a list's page: the count of
 * every declared view (for the other filters: a tab's count does not depend on the tab shown) and
 * the summary figures over the rows of the view shown. Null for a resource with neither.
 */
export function tallyQuery(b: Binding, query: Record<string, string>, scoped: Where): Where | null {
  const { views = [], summary = [] } = b.resource;
  if (!views.length && !summary.length) return null;
  const shown = viewOf(b, query);
  const { view: _view, ...others } = query;
  const where = filterWhere(b, others, scoped);
  const bind = binder(where.params);
  // (bound only when used: a parameter the SQL does not use has no type)
  const within = shown && summary.length ? viewCondition(b, shown, bind) : 'true';
  const parts = [
    ...views.map((v, i) => `count(*) filter (where ${viewCondition(b, v, bind)})::int as "v${i}"`),
    ...summary.map(
      (s, i) =>
        `${s.agg === 'sum' && s.field ? `coalesce(sum(${columnOf(b, s.field)}) filter (where ${within}), 0)` : `count(*) filter (where ${within})`}::bigint as "s${i}"`,
    ),
  ];
  return { sql: `select ${parts.join(', ')} from ${b.from} where ${where.sql}`, params: where.params };
}

/** The tally's row as the list answers it: counts by view key, the figures in declaration order. */
export function tallyOf(b: Binding, row: Record<string, unknown> | undefined): { views?: Record<string, number>; summary?: number[] } {
  const { views, summary } = b.resource;
  return {
    ...(views?.length ? { views: Object.fromEntries(views.map((v, i) => [v.key, Number(row?.[`v${i}`] ?? 0)])) } : {}),
    ...(summary?.length ? { summary: summary.map((_, i) => Number(row?.[`s${i}`] ?? 0)) } : {}),
  };
}
