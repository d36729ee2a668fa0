import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { moveStock, stockReason } from './stock.ts';
import { fmtStamp } from '../../src/api/contract/chinaTime.ts';
import type { StockItemInput, StockReasonKey, StockSku, StockSummary, StockDoc } from '../../src/api/contract/seller.ts';

/**
 * The warehouse (/seller/logisticA–D). Stock changes only here and through orders, always through the
 * ledger (migration 009: a trigger writes stock_moves for every change of skus.stock):
 *  - inbound (采购入库): goods arriving from a purchase, +quantity, reason 'inbound', one document number;
 *  - outbound (其他出库): goods leaving other than by an order (loss, samples, gifts), −quantity, 'outbound';
 *  - adjust (库存调整): a count that differs from the books, set to the counted figure, 'adjust', with why.
 * Orders take stock ('order') and give it back ('cancel', 'refund', 'restart') in server/services/orders.ts.
 */

export const LOW_STOCK = 5;

/** When the shop owner's class entered its current season (null without a class: the whole history is one season). */
export async function seasonStart(q: Queryable, shopId: number): Promise<{ season: number; since: string | null }> {
  const [r] = await q.query<{ season: number | null; since: Date | null }>(
    `select ss.season, ss.updated_at as since from shops s join users u on u.id = s.owner_id
       left join simulation_seasons ss on ss.class_id = u.class_id where s.id = $1`,
    [shopId],
  );
  return { season: r?.season ?? 1, since: r?.since ? new Date(r.since).toISOString() : null };
}

async function ownSkus(q: Queryable, shopId: number, ids: number[]) {
  const rows = await q.query<{ id: number }>('select k.id from skus k join products p on p.id = k.product_id where k.id = any($1::int[]) and p.shop_id = $2', [
    ids,
    shopId,
  ]);
  if (rows.length !== new Set(ids).size) throw notFound('商品规格不存在');
}

/** A document's number: the China time to the second and three digits of a sequence every process shares (migration 093). */
export async function docNo(q: Queryable, prefix: string): Promise<string> {
  const [r] = await q.query<{ n: string }>(`select (nextval('stock_doc_seq') % 1000)::text as n`);
  return `${prefix}${fmtStamp()}${r!.n.padStart(3, '0')}`;
}

function merged(items: StockItemInput[]) {
  const m = new Map<number, number>();
  for (const it of items) m.set(it.skuId, (m.get(it.skuId) ?? 0) + it.quantity);
  return [...m].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/** 采购入库: adds each quantity, one document. Answers the document number. */
export async function inbound(
  q: Queryable,
  shopId: number,
  actorId: number,
  input: { items: StockItemInput[]; supplier: string; note: string },
): Promise<StockDoc> {
  const items = merged(input.items);
  await ownSkus(
    q,
    shopId,
    items.map((i) => i.skuId),
  );
  const no = await docNo(q, 'RK');
  const note = [input.supplier && `供应商：${input.supplier}`, input.note].filter(Boolean).join('；');
  for (const it of items) await moveStock(q, it.skuId, it.quantity, 'inbound', `inbound:${no}`, note, actorId);
  return { docNo: no, lines: items.length, units: items.reduce((a, i) => a + i.quantity, 0) };
}

/** 其他出库: takes each quantity (never below zero: 400 库存不足, nothing taken), one document. */
export async function outbound(
  q: Queryable,
  shopId: number,
  actorId: number,
  input: { items: StockItemInput[]; kind: string; note: string },
): Promise<StockDoc> {
  const items = merged(input.items);
  await ownSkus(
    q,
    shopId,
    items.map((i) => i.skuId),
  );
  const no = await docNo(q, 'CK');
  const note = [input.kind, input.note].filter(Boolean).join('；');
  for (const it of items) {
    const [k] = await q.query<{ stock: number; title: string; spec_text: string }>(
      'select k.stock, p.title, k.spec_text from skus k join products p on p.id = k.product_id where k.id = $1 for update of k',
      [it.skuId],
    );
    if (k!.stock < it.quantity) throw badRequest(`「${k!.title}（${k!.spec_text}）」库存不足，当前库存${k!.stock}件`);
    await moveStock(q, it.skuId, -it.quantity, 'outbound', `outbound:${no}`, note, actorId);
  }
  return { docNo: no, lines: items.length, units: items.reduce((a, i) => a + i.quantity, 0) };
}

/** 库存调整: sets one SKU's stock to the counted figure, with the reason. Answers the move. */
export async function adjust(q: Queryable, shopId: number, actorId: number, input: { skuId: number; stock: number; reason: string }) {
  const [k] = await q.query<{ stock: number }>(
    'select k.stock from skus k join products p on p.id = k.product_id where k.id = $1 and p.shop_id = $2 for update of k',
    [input.skuId, shopId],
  );
  if (!k) throw notFound('商品规格不存在');
  if (k.stock === input.stock) throw badRequest('库存没有变化');
  await stockReason(q, 'adjust', `adjust:${await docNo(q, 'TZ')}`, input.reason, actorId);
  await q.query('update skus set stock = $2 where id = $1', [input.skuId, input.stock]);
  return { skuId: input.skuId, before: k.stock, after: input.stock, delta: input.stock - k.stock };
}

/** Books a purchase inbound (采购入库) in a transaction of its own. */
export function recordInbound(db: Db, shopId: number, actorId: number, input: { items: StockItemInput[]; supplier: string; note: string }): Promise<StockDoc> {
  return db.tx((q) => inbound(q, shopId, actorId, input));
}

/** Books an other outbound (其他出库) in a transaction of its own: all of it or, short of stock, nothing. */
export function recordOutbound(db: Db, shopId: number, actorId: number, input: { items: StockItemInput[]; kind: string; note: string }): Promise<StockDoc> {
  return db.tx((q) => outbound(q, shopId, actorId, input));
}

/** Books a stock count's adjustment (库存调整) in a transaction of its own. */
export function recordAdjustment(db: Db, shopId: number, actorId: number, input: { skuId: number; stock: number; reason: string }) {
  return db.tx((q) => adjust(q, shopId, actorId, input));
}

/** SKUs for the stock pickers: by title or spec, the shop's own only. */
export async function stockSkus(q: Queryable, shopId: number, keyword: string): Promise<StockSku[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return q.query<StockSku>(
    `select k.id as "skuId", p.id as "productId", p.title, k.spec_text as "specText", k.stock
       from skus k join products p on p.id = k.product_id
      where p.shop_id = $1 and (p.title ilike $2 or k.spec_text ilike $2) order by p.id desc, k.id limit 50`,
    [shopId, like],
  );
}

export async function stockSummary(q: Queryable, shopId: number): Promise<StockSummary> {
  const [s] = await q.query<{ skus: number; total: number; sold_out: number; low: number; mismatched: number }>(
    `select count(*)::int as skus, coalesce(sum(k.stock), 0)::int as total,
            count(*) filter (where k.stock = 0)::int as sold_out,
            count(*) filter (where k.stock > 0 and k.stock <= $2)::int as low,
            count(*) filter (where k.stock <> coalesce((select sum(m.delta) from stock_moves m where m.sku_id = k.id), 0))::int as mismatched
       from skus k join products p on p.id = k.product_id where p.shop_id = $1`,
    [shopId, LOW_STOCK],
  );
  const { since } = await seasonStart(q, shopId);
  const moves = await q.query<{ reason: StockReasonKey; units: number }>(
    `select m.reason, sum(m.delta)::int as units from stock_moves m join skus k on k.id = m.sku_id join products p on p.id = k.product_id
      where p.shop_id = $1 and ($2::timestamptz is null or m.created_at >= $2) group by m.reason order by m.reason`,
    [shopId, since],
  );
  return { skuCount: s!.skus, totalStock: s!.total, soldOut: s!.sold_out, low: s!.low, mismatched: s!.mismatched, lowThreshold: LOW_STOCK, moves };
}
