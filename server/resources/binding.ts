import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { shopIdOf } from '../services/shopExam.ts';
import type { Deps } from '../http/context.ts';
import type { ScopeColumns } from '../scope.ts';
import type { AnyRow, ResourceDecl } from '../../src/api/contract/resource/types.ts';

/**
 * How a declared resource (src/api/contract/resources/) sits in the database: the only SQL a
 * resource needs. server/resources/factory.ts builds the whole API from the declaration and this.
 */
export interface Binding {
  resource: ResourceDecl;
  /** The table rows are written to, and its alias in `from`. */
  table: string;
  alias: string;
  /** FROM clause (with joins) the reads use, e.g. `users u left join institutions i on i.id = u.institution_id`. */
  from: string;
  /** Rows of this resource among the table's (e.g. `u.role = 5`). */
  where?: string;
  /**
   * Joins only reads of whole rows add to `from` (a page's rows, a detail, an export batch), never the
   * filters, sorts or counts: a lateral subquery that works out several computed columns at once, once
   * per row shown. Fields read from it must not be filterable or sortable.
   */
  rowJoins?: string;
  /** SQL expression a field is read from (default `alias.snake_case`). Computed fields are read-only. */
  columns?: Record<string, string>;
  /** SQL expression of `<field>Name` for ref and region fields. */
  labels?: Record<string, string>;
  /**
   * SQL expression of a row's label in the options other resources' pickers and filters offer
   * (default: the label field): what tells apart rows of the same name (a session's class and time).
   */
  optionLabel?: string;
  /** Column a form field is written to (default snake_case). */
  writes?: Record<string, string>;
  /** How the field's value is stored, when not as it is (`annexs` as a JSON string, say). */
  encode?: Record<string, (value: unknown) => unknown>;
  /** How a stored value reads back (the reverse of encode). */
  decode?: Record<string, (value: unknown) => unknown>;
  scope: ScopeColumns;
  /** Where `unique` fields must be unique: among the rows the caller sees (default) or the whole table. */
  uniqueAcross?: 'scope' | 'table';
  /** Columns set on insert that the form does not carry: the owner, the shop, the region of a referenced row… */
  owned?: (ctx: WriteCtx) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Refusals before a write (delete only when unused, a target the caller may not address…). Throw AppError. */
  check?: (ctx: WriteCtx & { op: 'create' | 'update' | 'delete'; row?: AnyRow }) => Promise<void>;
  /** Replace a generated write; each runs inside its operation's transaction. */
  create?: (ctx: WriteCtx) => Promise<number>;
  update?: (ctx: WriteCtx & { row: AnyRow }) => Promise<void>;
  remove?: (ctx: WriteCtx & { row: AnyRow }) => Promise<void>;
  /** Custom actions without a plain `set`, or with more to do than it. */
  actions?: Record<string, (ctx: ActionCtx) => Promise<void>>;
  /** Runs after any successful write, still in the transaction (audit, derived data). */
  afterWrite?: (ctx: WriteCtx & { op: string; id: number }) => Promise<void>;
}

export interface WriteCtx {
  q: Queryable;
  caller: Caller;
  /** The form's cleaned values (server/../validate.ts), empty for deletes and actions. */
  input: Record<string, unknown>;
  deps: Deps;
}

export interface ActionCtx extends WriteCtx {
  row: AnyRow;
  reason: string | null;
}

export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A binding's table, its alias, and the `from` its reads use: the two, then the joins if any
 * (`onTable('class_cameras', 'k', 'join classes c on c.id = k.class_id')`).
 */
export const onTable = (table: string, alias: string, joins?: string) => ({ table, alias, from: joins ? `${table} ${alias} ${joins}` : `${table} ${alias}` });

/**
 * 通过 and 驳回 of a row under review: the decision in `status`, who made it and when, a rejection's
 * reason in `note` (emptied again on approval when `clearNote`); `rejectAlso` is more a rejection sets.
 */
export function reviewActions(table: string, o: { status?: string; note: string; clearNote?: boolean; rejectAlso?: string }) {
  const decide = (decision: 'approved' | 'rejected', extra: string) =>
    `update ${table} set ${o.status ?? 'status'} = '${decision}'${extra}, reviewed_by = $2, reviewed_at = now() where id = $1`;
  const approveSql = decide('approved', o.clearNote ? `, ${o.note} = ''` : '');
  const rejectSql = decide('rejected', `, ${o.note} = $3${o.rejectAlso ? `, ${o.rejectAlso}` : ''}`);
  return {
    approve: async ({ q, caller, row }: ActionCtx) => void (await q.query(approveSql, [row.id, caller.id])),
    reject: async ({ q, caller, row, reason }: ActionCtx) => void (await q.query(rejectSql, [row.id, caller.id, reason ?? ''])),
  };
}

/** The caller's shop id (a shop's resources have answered 请先开店 in the factory before any of this runs without one). */
export async function callerShop(q: Queryable, caller: Caller): Promise<number> {
  const id = await shopIdOf(q, caller.id);
  if (!id) throw badRequest('请先开店');
  return id;
}

/** `owned` of a shop's rows: the caller's shop. */
export const shopOwned = async ({ q, caller }: Pick<WriteCtx, 'q' | 'caller'>) => ({ shop_id: await callerShop(q, caller) });
