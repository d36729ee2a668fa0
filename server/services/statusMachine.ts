import type { Queryable } from '../db/client.ts';
import { badRequest, forbidden } from '../errors.ts';

/**
 * What a shop order (orderMachine.ts) and a wholesale order (supplyOrders.ts) share: a table of
 * (state, action) → the parties allowed to take it and the next state, anything else refused, and one
 * history line per step.
 */
export type StatusMachine<S extends string, A extends string, P extends string> = Record<S, Partial<Record<A, { actors: readonly P[]; to: S }>>>;

/** The next state, or the refusal: 403 for a party that never takes the action, 400 for the wrong state. */
export function nextStatus<S extends string, A extends string, P extends string>(
  machine: StatusMachine<S, A, P>,
  actionNames: Record<A, string>,
  status: S,
  action: A,
  actor: P,
): S {
  const anywhere = Object.values<Partial<Record<A, { actors: readonly P[] }>>>(machine).some((t) => t[action]?.actors.includes(actor));
  if (!anywhere) throw forbidden('无权对该订单执行此操作');
  const rule = machine[status]?.[action];
  if (!rule) throw badRequest(`订单当前状态不能${actionNames[action]}`);
  if (!rule.actors.includes(actor)) throw forbidden('无权对该订单执行此操作');
  return rule.to;
}

/** What `actor` may do now on an order in `status` (the buttons of the lists). */
export function actionsAt<S extends string, A extends string, P extends string>(machine: StatusMachine<S, A, P>, status: S, actor: P): A[] {
  return (Object.entries(machine[status]) as [A, { actors: readonly P[] }][]).filter(([, r]) => r.actors.includes(actor)).map(([a]) => a);
}

/** The history writer of one order table: `order_logs` or `supply_order_logs`. */
export function orderLog<S extends string, P extends string>(table: 'order_logs' | 'supply_order_logs') {
  return async (q: Queryable, orderId: number, from: S | null, to: S, action: string, actor: P, actorId: number | null, note = '') => {
    await q.query(`insert into ${table} (order_id, from_status, to_status, action, actor, actor_id, note) values ($1, $2, $3, $4, $5, $6, $7)`, [
      orderId,
      from,
      to,
      action,
      actor,
      actorId,
      note,
    ]);
  };
}
