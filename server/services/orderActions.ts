import type { Db } from '../db/client.ts';
import { type AfterSaleAction, transition } from './orderMachine.ts';
import { afterSaleAction, applyAfterSale, reviewOrder } from './orders.ts';

/** The buyer cancels, asks a refund of or receives one of their orders, in its own transaction. */
export async function buyerOrderAction(db: Db, buyerId: number, orderId: number, action: 'cancel' | 'refund' | 'receive', reason?: string) {
  await db.tx((q) => transition(q, orderId, action, 'buyer', buyerId, { note: reason }));
}

/** The seller ships one of their shop's orders, in its own transaction. */
export async function shipOrder(db: Db, ownerId: number, orderId: number, carrier: string, trackingNo: string) {
  await db.tx((q) => transition(q, orderId, 'ship', 'seller', ownerId, { carrier, trackingNo }));
}

/** The buyer reviews lines of a received order (reviewOrder), in its own transaction. */
export function submitReview(db: Db, buyerId: number, orderId: number, items: Parameters<typeof reviewOrder>[3]) {
  return db.tx((q) => reviewOrder(q, buyerId, orderId, items));
}

/** The buyer opens an after-sale case (applyAfterSale), in its own transaction. */
export function submitAfterSale(db: Db, buyerId: number, input: Parameters<typeof applyAfterSale>[2]) {
  return db.tx((q) => applyAfterSale(q, buyerId, input));
}

/** The buyer withdraws an after-sale case or sends its goods back, in its own transaction. */
export function buyerAfterSaleAction(
  db: Db,
  buyerId: number,
  caseId: number,
  action: Extract<AfterSaleAction, 'cancel' | 'return'>,
  input: Parameters<typeof afterSaleAction>[5],
) {
  return db.tx((q) => afterSaleAction(q, caseId, action, 'buyer', buyerId, input));
}

/** The seller agrees to, rejects or confirms (goods back) an after-sale case, in its own transaction. */
export function sellerAfterSaleAction(
  db: Db,
  ownerId: number,
  caseId: number,
  action: Extract<AfterSaleAction, 'agree' | 'reject' | 'confirm'>,
  input: Parameters<typeof afterSaleAction>[5],
) {
  return db.tx((q) => afterSaleAction(q, caseId, action, 'seller', ownerId, input));
}
