import { type Context, Hono } from 'hono';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors.ts';
import { caller, NO_SHOP, ROLE_REFUSED } from '../http/caller.ts';
import { shopIdOf } from '../services/shopExam.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { jurisdictionRegions } from '../scope.ts';
import { offsetOf, pageOf } from '../../src/api/contract/paging.ts';
import { byLabel } from '../../src/api/contract/naturalOrder.ts';
import { actionOf, isSharedRow, may, type Op, opWhen, whenHolds } from '../../src/api/contract/resource/ops.ts';
import type { AnyRow, FieldDecl, RefOption, ResourceDecl } from '../../src/api/contract/resource/types.ts';
import { checkActionInput, checkInput, INT_MAX, isEmpty, type Mode } from '../../src/api/contract/resource/validate.ts';
import { type Binding, snake, type WriteCtx } from './binding.ts';
import type { CountCache } from './counts.ts';
import { queueExport } from '../routes/exports.ts';
import { columnOf, decodeRow, filterWhere, naturalKey, orderBy, rowsFrom, scopedWhere, selectList, tallyOf, tallyQuery } from './query.ts';

/**
 * One Hono sub-app per declared resource: list (filters, sort, paging), detail, options for
 * reference pickers, create, update, delete, actions, batches and export. Checks in this order:
 * signed in (401), role allowed for the operation (403), row in the caller's scope (404, never 403),
 * row in the state the operation needs (400), input by the declaration's field rules (400).
 * Each write runs in one transaction.
 */

type C = Context<AppEnv>;

const MAX_BATCH = 200;

function allowedCaller(c: C, resource: ResourceDecl, op: Op): Caller {
  const who = caller(c);
  if (!resource.roles.includes(who.role)) throw forbidden(ROLE_REFUSED);
  if (!may(resource, who.role, op)) throw forbidden('您的角色无权执行该操作');
  return who;
}

function idOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > INT_MAX) throw badRequest('编号有误');
  return Number(raw);
}

async function jsonBody(c: C): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('请求格式有误');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求格式有误');
  return raw as Record<string, unknown>;
}

function idsOf(body: Record<string, unknown>): number[] {
  const ids = body.ids;
  if (!Array.isArray(ids) || ids.length === 0) throw badRequest('请选择要操作的记录');
  if (ids.length > MAX_BATCH) throw badRequest(`一次最多操作${MAX_BATCH}条记录`);
  return [...new Set(ids.map((x) => idOf(typeof x === 'number' ? String(x) : typeof x === 'string' ? x : '')))];
}

function reasonOf(body: Record<string, unknown>, rule: { label: string; required: string; max?: number } | undefined): string | null {
  if (!rule) return null;
  const raw = body.reason;
  if (typeof raw !== 'string' || !raw.trim()) throw badRequest(rule.required);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(raw)) throw badRequest(`${rule.label}含有非法字符`);
  const max = rule.max ?? 200;
  if (raw.trim().length > max) throw badRequest(`${rule.label}最多${max}个字`);
  return raw.trim();
}

export function resourceApi(binding: Binding, deps: Deps, registry: ReadonlyMap<string, Binding>, counts: CountCache): Hono<AppEnv> {
  const { db } = deps;
  const resource = binding.resource;
  const app = new Hono<AppEnv>();
  const alias = binding.alias;

  /** The caller, allowed this operation; a shop's resources also need the caller's shop (spec §8 请先开店). */
  async function callerOf(c: C, op: Op): Promise<Caller> {
    const caller = allowedCaller(c, resource, op);
    if (resource.scope === 'shop') {
      if (!(await shopIdOf(db, caller.id))) throw badRequest(NO_SHOP);
    }
    return caller;
  }

  /**
   * The row as the caller may see it, locked when writing; 404 when outside their scope. A shared
   * row (ResourceDecl.shared) is read by all but written by the national admin only: 403.
   */
  async function rowIn(q: Queryable, caller: Caller, id: number, lock = false): Promise<AnyRow> {
    const where = scopedWhere(binding, caller, [id]);
    const [row] = await q.query<AnyRow>(
      `select ${selectList(binding, false)} from ${rowsFrom(binding)} where ${alias}.id = $1 and ${where.sql}${lock ? ` for update of ${alias}` : ''}`,
      where.params,
    );
    if (!row) throw notFound(`${resource.title}不存在`);
    if (lock && caller.role !== 1 && isSharedRow(resource, row)) throw forbidden(`共享的${resource.title}仅全国管理员可修改`);
    return decodeRow(binding, row);
  }

  /** Reference, region, upload and uniqueness rules that need the database. */
  async function checkAgainstDb(q: Queryable, caller: Caller, input: Record<string, unknown>, current?: AnyRow) {
    for (const [key, f] of Object.entries(resource.fields)) {
      const value = input[key];
      if (!(key in input) || isEmpty(value)) continue;
      if (current && JSON.stringify(current[key]) === JSON.stringify(value)) continue;
      if (f.type === 'ref' && f.ref) await checkRefs(q, caller, f, Array.isArray(value) ? (value as number[]) : [value as number]);
      if (f.type === 'region') {
        const levels = f.regionLevels;
        const allowed = new Set((await jurisdictionRegions(q, caller)).filter((r) => !levels || levels.includes(r.level as 1 | 2 | 3)).map((r) => r.id));
        const ids = Array.isArray(value) ? (value as number[]) : [value as number];
        if (ids.some((id) => !allowed.has(id))) throw badRequest(`所选${f.label}不在管辖范围内`);
      }
      if (f.type === 'image' || f.type === 'file') await checkUploads(q, caller, f, value);
      if (f.unique) await checkUnique(q, caller, key, f, value, current?.id as number | undefined);
    }
  }

  async function checkRefs(q: Queryable, caller: Caller, f: FieldDecl, ids: number[]) {
    const target = registry.get(f.ref ?? '');
    if (!target) throw new Error(`${resource.key}.${f.label}: unknown reference ${f.ref}`);
    const where = scopedWhere(target, caller, [ids]);
    const [row] = await q.query<{ n: number }>(
      `select count(*)::int as n from ${target.from} where ${target.alias}.id = any($1) and ${where.sql}`,
      where.params,
    );
    if ((row?.n ?? 0) !== new Set(ids).size) throw (f.refNotFound ? notFound : badRequest)(`所选${f.label}不存在`);
  }

  async function checkUploads(q: Queryable, caller: Caller, f: FieldDecl, value: unknown) {
    const list = Array.isArray(value) ? value : [value];
    const names = list.map((v) => String(typeof v === 'string' ? v : (v as { url: string }).url).replace('/uploads/', ''));
    // a shop's staff member acts as the owner (server/http/staffGate.ts) with uploads of their own
    const owners = caller.staff ? [caller.id, caller.staff.id] : [caller.id];
    const [row] = await q.query<{ n: number }>(
      'select count(distinct stored_name)::int as n from uploads where stored_name = any($1) and owner_id = any($2::int[])',
      [names, owners],
    );
    if ((row?.n ?? 0) !== new Set(names).size) throw badRequest(`${f.label}有误，请重新上传`);
  }

  async function checkUnique(q: Queryable, caller: Caller, key: string, f: FieldDecl, value: unknown, id?: number) {
    const params: unknown[] = [value, id ?? 0];
    const scope = binding.uniqueAcross === 'table' ? { sql: 'true', params } : scopedWhere(binding, caller, params);
    const from = binding.uniqueAcross === 'table' ? `${binding.table} ${alias}` : binding.from;
    const [dup] = await q.query(`select 1 from ${from} where ${columnOf(binding, key)} = $1 and ${alias}.id <> $2 and ${scope.sql} limit 1`, scope.params);
    if (dup) throw badRequest(`${f.label}已存在`);
  }

  function encoded(input: Record<string, unknown>): [string, unknown][] {
    return Object.entries(input).map(([key, v]) => [binding.writes?.[key] ?? snake(key), binding.encode?.[key] ? binding.encode[key](v) : v]);
  }

  async function insert(ctx: WriteCtx): Promise<number> {
    if (binding.create) return binding.create(ctx);
    const values = [...encoded(ctx.input), ...Object.entries((await binding.owned?.(ctx)) ?? {})];
    const cols = values.map(([c]) => c).join(', ');
    const marks = values.map((_, i) => `$${i + 1}`).join(', ');
    const [row] = await ctx.q.query<{ id: number }>(
      `insert into ${binding.table} (${cols}) values (${marks}) returning id`,
      values.map(([, v]) => v),
    );
    return row.id;
  }

  async function update(ctx: WriteCtx & { row: AnyRow }) {
    if (binding.update) return binding.update(ctx);
    const values = encoded(ctx.input);
    if (!values.length) return;
    const sets = values.map(([c], i) => `${c} = $${i + 2}`).join(', ');
    await ctx.q.query(`update ${binding.table} set ${sets} where id = $1`, [ctx.row.id, ...values.map(([, v]) => v)]);
  }

  async function remove(ctx: WriteCtx & { row: AnyRow }) {
    if (binding.remove) return binding.remove(ctx);
    await ctx.q.query(`delete from ${binding.table} where id = $1`, [ctx.row.id]);
  }

  /** After a write the row must still be the caller's (shared rows are the national admin's): writing a row out of one's own scope is refused. */
  async function stillInScope(q: Queryable, caller: Caller, id: number) {
    const where = scopedWhere(binding, caller, [id], 'write');
    const [row] = await q.query(`select 1 from ${binding.from} where ${alias}.id = $1 and ${where.sql}`, where.params);
    if (!row) throw badRequest('超出管辖范围，不能保存');
  }

  const inputOf = (body: Record<string, unknown>, mode: Mode) => {
    const checked = checkInput(resource, body, mode);
    if (!checked.ok) throw badRequest(checked.message);
    return checked.value;
  };

  async function write<T>(run: (q: Queryable) => Promise<T>): Promise<T> {
    try {
      const result = await db.tx(run);
      counts.changed(binding.table);
      return result;
    } catch (e) {
      // a unique index caught what the checks above could not (two saves at once)
      if ((e as { code?: string }).code === '23505') throw badRequest('数据已存在，请勿重复提交');
      // a row other data still points at
      if ((e as { code?: string }).code === '23503') throw badRequest('该记录已被其他数据使用，不能删除');
      throw e;
    }
  }

  /** An action's declared extra input (ActionDecl.fields), checked after the row's scope and state; references must be the caller's. */
  async function actionInput(q: Queryable, caller: Caller, name: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const action = actionOf(resource, name)!;
    if (!action.fields) return {};
    const checked = checkActionInput(action, body.input);
    if (!checked.ok) throw badRequest(checked.message);
    for (const [key, f] of Object.entries(action.fields)) {
      const value = checked.value[key];
      if (f.type === 'ref' && f.ref && !isEmpty(value)) await checkRefs(q, caller, f, Array.isArray(value) ? (value as number[]) : [value as number]);
    }
    return checked.value;
  }

  async function runAction(q: Queryable, caller: Caller, name: string, id: number, reason: string | null, body: Record<string, unknown> = {}) {
    const action = actionOf(resource, name)!;
    const row = await rowIn(q, caller, id, true);
    if (!whenHolds(action.when, row)) throw badRequest(action.when?.refusal ?? `当前状态不能${action.label}`);
    const ctx = { q, caller, input: await actionInput(q, caller, name, body), deps, row, reason };
    if (action.set) {
      const sets = Object.keys(action.set).map((k, i) => `${binding.writes?.[k] ?? snake(k)} = $${i + 2}`);
      await q.query(`update ${binding.table} set ${sets.join(', ')} where id = $1`, [id, ...Object.values(action.set)]);
    }
    await binding.actions?.[name]?.(ctx);
    if (!action.set && !binding.actions?.[name]) throw new Error(`${resource.key}.${name} has neither set nor a handler`);
    await binding.afterWrite?.({ ...ctx, op: `action:${name}`, id });
  }

  /**
   * The ids of a page ($n+1 its size, $n+2 its offset). Usually the sort's index is walked until the
   * page is full, which stops early when many rows match. When the count says the page reaches past
   * the last match, every match has to be found anyway, and walking the sort then reads the whole scope
   * (a rare surname among 100,000 teachers: the 100,000, 50–300 ms on the embedded database, holding
   * every other query back): then the matches are read by the filter (its index) and sorted. The CTE is
   * planned for all its rows, so no LIMIT tempts the planner back to the sort's index; the outer LIMIT
   * only matters when rows were added since the count.
   */
  function pageIds(pastLastMatch: boolean, whereSql: string, order: string, n: number) {
    if (!pastLastMatch) return `select ${alias}.id from ${binding.from} where ${whereSql} order by ${order} limit $${n + 1} offset $${n + 2}`;
    return `with matches as materialized (select ${alias}.id from ${binding.from} where ${whereSql} order by ${order} offset $${n + 2})
            select id from matches limit $${n + 1}`;
  }

  // ---- reads ------------------------------------------------------------------------------------
  app.get('/list', async (c) => {
    const caller = await callerOf(c, 'list');
    const { pageNum, pageSize } = pageQuery(c, resource.ops.list.pageSize);
    const query = c.req.query();
    const where = filterWhere(binding, query, scopedWhere(binding, caller));
    const order = orderBy(binding, query);
    const tally = tallyQuery(binding, query, scopedWhere(binding, caller));
    const n = where.params.length;
    const offset = offsetOf(pageNum, pageSize);
    const page = async () => {
      // the count first (mostly remembered): it tells how the page's ids are best found
      const total = await counts.count(binding.table, `select count(*)::int as n from ${binding.from} where ${where.sql}`, where.params);
      const rows = await db.query<AnyRow>(
        // the page's ids first, then its rows: computed columns (counts, names) are worked out for the
        // 20 rows shown, not for the 1,000 an offset skips
        `select ${selectList(binding, true)} from ${rowsFrom(binding)}
          where ${alias}.id = any(array(${pageIds(total <= offset + pageSize, where.sql, order, n)}))
          order by ${order}`,
        [...where.params, pageSize, offset],
      );
      return { rows, total };
    };
    const [{ rows, total }, figures] = await Promise.all([
      page(),
      // the views' counts and the summary figures (ResourceDecl.views, summary), beside the page
      tally ? counts.row<Record<string, unknown>>(binding.table, tally.sql, tally.params) : undefined,
    ]);
    return ok(c, {
      ...pageOf(
        rows.map((r) => decodeRow(binding, r)),
        total,
        pageNum,
        pageSize,
      ),
      ...(tally ? tallyOf(binding, figures) : {}),
    });
  });

  app.get('/detail/:id', async (c) => {
    const caller = await callerOf(c, 'list');
    return ok(c, await rowIn(db, caller, idOf(c.req.param('id'))));
  });

  app.get('/options', async (c) => {
    const caller = await callerOf(c, 'list');
    const keyword = c.req.query('keyword') ?? '';
    if (keyword.length > 50 || /[\u0000-\u001f]/.test(keyword)) throw badRequest('关键词有误');
    const where = scopedWhere(binding, caller, [`%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`]);
    const label = binding.optionLabel ?? columnOf(binding, resource.labelField);
    // the 50 first in natural order, then sorted for people (第1期 before 第12期)
    const rows = await db.query<RefOption>(
      `select ${alias}.id as value, ${label} as label from ${binding.from} where ${label} ilike $1 and ${where.sql} order by ${naturalKey(label)}, ${alias}.id limit 50`,
      where.params,
    );
    return ok(c, byLabel(rows));
  });

  const filterKeys = new Set([
    ...Object.entries(resource.fields).flatMap(([key, f]) => (!f.filter ? [] : f.filter === 'range' ? [`${key}From`, `${key}To`] : [key])),
    ...(resource.views?.length ? ['view'] : []),
  ]);
  // a job (server/services/exportJobs.ts): the filters are checked now, the rows read by the job
  app.post('/export', async (c) => {
    const caller = await callerOf(c, 'export');
    const { format = 'xlsx', ...query } = c.req.query();
    if (format !== 'csv' && format !== 'xlsx') throw badRequest('导出格式有误');
    // only what filters the rows: the same export asked from another page of the list is the same job
    const filters = Object.fromEntries(Object.entries(query).filter(([k, v]) => filterKeys.has(k) && v !== ''));
    filterWhere(binding, filters, scopedWhere(binding, caller));
    return queueExport(c, deps, caller, { kind: 'resource', params: { key: resource.key, filters }, title: resource.title, format });
  });

  // ---- writes -----------------------------------------------------------------------------------
  app.post('/create', async (c) => {
    const caller = await callerOf(c, 'create');
    const input = inputOf(await jsonBody(c), 'create');
    const limit = resource.ops.create ? resource.ops.create.max : undefined;
    const id = await write(async (q) => {
      if (limit) {
        const where = scopedWhere(binding, caller, [], 'write');
        const [row] = await q.query<{ n: number }>(`select count(*)::int as n from ${binding.from} where ${where.sql}`, where.params);
        if ((row?.n ?? 0) >= limit) throw badRequest(`${resource.title}最多${limit}个`);
      }
      await checkAgainstDb(q, caller, input);
      const ctx = { q, caller, input, deps };
      await binding.check?.({ ...ctx, op: 'create' });
      const newId = await insert(ctx);
      await stillInScope(q, caller, newId);
      await binding.afterWrite?.({ ...ctx, op: 'create', id: newId });
      return newId;
    });
    return ok(c, await rowIn(db, caller, id), '保存成功');
  });

  app.post('/update/:id', async (c) => {
    const caller = await callerOf(c, 'update');
    const id = idOf(c.req.param('id'));
    const body = await jsonBody(c);
    await write(async (q) => {
      const row = await rowIn(q, caller, id, true);
      const when = opWhen(resource, 'update');
      if (!whenHolds(when, row)) throw badRequest(when?.refusal ?? '当前状态不能修改');
      // the input is judged only for a row the caller may change now (404 and the state come first)
      const input = inputOf(body, 'update');
      await checkAgainstDb(q, caller, input, row);
      const ctx = { q, caller, input, deps, row };
      await binding.check?.({ ...ctx, op: 'update' });
      await update(ctx);
      await stillInScope(q, caller, id);
      await binding.afterWrite?.({ ...ctx, op: 'update', id });
    });
    return ok(c, await rowIn(db, caller, id), '保存成功');
  });

  async function deleteOne(q: Queryable, caller: Caller, id: number) {
    const row = await rowIn(q, caller, id, true);
    const when = opWhen(resource, 'delete');
    if (!whenHolds(when, row)) throw badRequest(when?.refusal ?? '当前状态不能删除');
    const ctx = { q, caller, input: {}, deps, row };
    await binding.check?.({ ...ctx, op: 'delete' });
    await remove(ctx);
    await binding.afterWrite?.({ ...ctx, op: 'delete', id });
  }

  app.post('/delete/:id', async (c) => {
    const caller = await callerOf(c, 'delete');
    const id = idOf(c.req.param('id'));
    await write((q) => deleteOne(q, caller, id));
    return ok(c, null, '删除成功');
  });

  app.post('/batch/delete', async (c) => {
    const caller = await callerOf(c, 'delete');
    if (!resource.ops.delete || !resource.ops.delete.batch) throw forbidden('不支持批量删除');
    const ids = idsOf(await jsonBody(c));
    await write(async (q) => {
      for (const id of ids) await deleteOne(q, caller, id);
    });
    return ok(c, { count: ids.length }, '删除成功');
  });

  app.post('/action/:name/:id', async (c) => {
    const name = c.req.param('name');
    const action = actionOf(resource, name);
    if (!action) throw notFound('接口不存在');
    const caller = await callerOf(c, `action:${name}`);
    const id = idOf(c.req.param('id'));
    const body = await jsonBody(c).catch(() => ({}));
    const reason = reasonOf(body, action.reason);
    await write((q) => runAction(q, caller, name, id, reason, body));
    // an action may take the row out of the resource (admitted from the pool, removed from a roster): then there is no row to answer
    const after = await rowIn(db, caller, id).catch((e) => {
      if (e instanceof AppError && e.status === 404) return null;
      throw e;
    });
    return ok(c, after, action.success);
  });

  app.post('/batch/action/:name', async (c) => {
    const name = c.req.param('name');
    const action = actionOf(resource, name);
    if (!action) throw notFound('接口不存在');
    const caller = await callerOf(c, `action:${name}`);
    if (!action.batch) throw forbidden('不支持批量操作');
    const body = await jsonBody(c);
    const ids = idsOf(body);
    const reason = reasonOf(body, action.reason);
    await write(async (q) => {
      for (const id of ids) await runAction(q, caller, name, id, reason, body);
    });
    return ok(c, { count: ids.length }, action.success);
  });

  return app;
}
