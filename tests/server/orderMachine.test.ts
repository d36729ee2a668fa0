import { describe, expect, it } from 'vitest';
import { actionsFor, nextState, AFTER_SALE_MACHINE } from '../../server/services/orderMachine.ts';
import { AppError } from '../../server/errors.ts';
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
  for (const s of STATES)
    for (const a of ACTIONS)
      for (const who of ACTORS) {
        const allowed = ALLOWED.find(([st, ac, ar]) => st === s && ac === a && ar === who);
        it(`${s} + ${a} by ${who} → ${allowed ? allowed[3] : 'refused'}`, () => {
          if (allowed) {
            expect(nextState(s, a, who)).toBe(allowed[3]);
          } else {
            let err: unknown;
            try {
              nextState(s, a, who);
            } catch (e) {
              err = e;
            }
            expect(err).toBeInstanceOf(AppError);
            // The wrong party is a 403; the right party in the wrong state is a 400.
            const partyOwnsAction = ALLOWED.some(([, ac, ar]) => ac === a && ar === who);
            expect((err as AppError).status).toBe(partyOwnsAction ? 400 : 403);
          }
        });
      }

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
