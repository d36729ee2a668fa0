import { describe, expect, it } from 'vitest';
import { actionsFor, nextState, AFTER_SALE_MACHINE } from '../../server/services/orderMachine.ts';
import { everyMove } from './machineCases.ts';
import type { OrderAction, OrderActor, OrderStatus } from '../../src/api/contract/shop.ts';

const STATES: OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded'];
const ACTIONS: OrderAction[] = ['pay', 'cancel', 'timeout', 'refund', 'ship', 'receive', 'autoReceive', 'review', 'afterSale'];
const ACTORS: OrderActor[] = ['buyer', 'seller', 'system'];

/** The whole allowed table, written out independently of the implementation. */
const ALLOWED: [OrderStatus, OrderAction, OrderActor, OrderStatus][] = [
  ['pending_payment', 'pay', 'buyer', 'paid'],
  ['pending_payment', 'cancel', 'buyer', 'cancelled'],
  ['pending_payment', 'timeout', 'system', 'cancelled'],
  ['paid', 'ship', 'seller', 'shipped'],
  ['paid', 'refund', 'buyer', 'refunded'],
  ['shipped', 'receive', 'buyer', 'received'],
  ['shipped', 'autoReceive', 'system', 'received'],
  ['received', 'review', 'buyer', 'completed'],
  ['received', 'afterSale', 'buyer', 'received'],
  ['completed', 'afterSale', 'buyer', 'completed'],
];

describe('order state machine', () => {
  everyMove({
    states: STATES,
    actions: ACTIONS,
    parties: ACTORS,
    allowed: ALLOWED,
    next: nextState,
    // the wrong party is a 403; the right party in the wrong state is a 400
    refusal: (_s, a, who) => (ALLOWED.some(([, ac, ar]) => ac === a && ar === who) ? 400 : 403),
  });

  it('lists the actions per party for the buttons', () => {
    expect(actionsFor('pending_payment', 'buyer').sort()).toEqual(['cancel', 'pay']);
    expect(actionsFor('paid', 'seller')).toEqual(['ship']);
    expect(actionsFor('paid', 'buyer')).toEqual(['refund']);
    expect(actionsFor('cancelled', 'buyer')).toEqual([]);
  });

  it('after-sales: only sellers agree/reject/confirm, only buyers return/cancel, terminal states accept nothing', () => {
    expect(AFTER_SALE_MACHINE.applied.agree?.actor).toBe('seller');
    expect(AFTER_SALE_MACHINE.awaiting_return.return?.actor).toBe('buyer');
    expect(AFTER_SALE_MACHINE.returned.confirm).toEqual({ actor: 'seller', to: 'refunded' });
    for (const s of ['refunded', 'rejected', 'cancelled'] as const) expect(Object.keys(AFTER_SALE_MACHINE[s])).toHaveLength(0);
  });
});
