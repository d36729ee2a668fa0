import type { Queryable } from '../db/client.ts';
import type { OrderAction } from '../../src/api/contract/shop.ts';
import { commissionsOnAfterSaleRefund, commissionsOnOrder } from './commissions.ts';
import { settleDropship } from './supply.ts';

/**
 * What the rest of the simulation does when a mall order changes state, in the same transaction
 * (orderMachine.ts calls these): anchors' commissions follow the order (docs/supply-and-workbench.md),
 * and a received order with drop-shipped goods pays their supplier.
 */
export async function afterOrderTransition(q: Queryable, order: { id: number; order_no: string; owner_id: number }, action: OrderAction) {
  switch (action) {
    case 'cancel':
    case 'timeout':
      await commissionsOnOrder(q, order, 'cancel');
      break;
    case 'refund':
      await commissionsOnOrder(q, order, 'refund');
      break;
    case 'receive':
    case 'autoReceive':
      await commissionsOnOrder(q, order, 'receive');
      await settleDropship(q, order.id);
      break;
  }
}

/** An after-sale refund was paid out (orders.refunded_fen already includes it). */
export async function afterSaleRefunded(q: Queryable, orderId: number) {
  await commissionsOnAfterSaleRefund(q, orderId);
}
