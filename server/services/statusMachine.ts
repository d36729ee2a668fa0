import type { Queryable } from '../db/client.ts';
import { AppError, badRequest, forbidden } from '../errors.ts';

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

export interface ShipInput {
  note?: string;
  carrier?: string;
  trackingNo?: string;
}

/**
 * The update one step makes to an order row: the new status and the columns the step sets, written only
 * while the row is still in the state it was read in (else 409).
 */
export function statusUpdate(table: 'orders' | 'supply_orders', id: number, from: string, to: string) {
  const sets: string[] = [];
  const params: unknown[] = [id, from, to];
  const set = (col: string, v: unknown) => {
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  };
  return {
    set,
    /** Columns set by SQL, e.g. `paid_at = app_now()`. */
    stamp: (...sql: string[]) => {
      sets.push(...sql);
    },
    /** The carrier and tracking number a shipment must have. */
    ship: (input: ShipInput) => {
      if (!input.carrier || !input.trackingNo) throw badRequest('请填写物流公司和运单号');
      set('carrier', input.carrier);
      set('tracking_no', input.trackingNo);
    },
    save: async (q: Queryable) => {
      const updated = await q.query(
        `update ${table} set status = $3${sets.length ? `, ${sets.join(', ')}` : ''} where id = $1 and status = $2 returning id`,
        params,
      );
      if (!updated.length) throw new AppError(409, '订单状态已变更，请刷新后重试');
    },
  };
}

/** The history note of a step: the caller's, or the carrier and tracking number of a shipment. */
export const stepNote = (action: string, input: ShipInput) => input.note ?? (action === 'ship' ? `${input.carrier} ${input.trackingNo}` : '');
