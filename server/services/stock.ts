import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';

/**
 * Stock changes and why (the ledger itself is written by a trigger: migrations/009_stock_ledger.sql).
 * Call `stockReason` in a transaction before the statements that change skus.stock; the trigger
 * records each change with it. Sum of a SKU's moves is always its stock.
 */
export type StockReason = 'initial' | 'order' | 'cancel' | 'refund' | 'return' | 'restart' | 'inbound' | 'outbound' | 'adjust' | 'supply';

export async function stockReason(q: Queryable, reason: StockReason, ref = '', note = '', actorId: number | null = null): Promise<void> {
  await q.query(
    `select set_config('cy.stock_reason', $1, true), set_config('cy.stock_ref', $2, true), set_config('cy.stock_note', $3, true), set_config('cy.stock_actor', $4, true)`,
    [reason, ref, note, actorId === null ? '' : String(actorId)],
  );
}

/** Changes one SKU's stock by delta (never below zero: 400 库存不足), recorded with its reason. Answers the new stock. */
export async function moveStock(
  q: Queryable,
  skuId: number,
  delta: number,
  reason: StockReason,
  ref = '',
  note = '',
  actorId: number | null = null,
): Promise<number> {
  await stockReason(q, reason, ref, note, actorId);
  const [row] = await q.query<{ stock: number }>('update skus set stock = stock + $2 where id = $1 and stock + $2 >= 0 returning stock', [skuId, delta]);
  if (!row) throw badRequest('库存不足');
  return row.stock;
}
