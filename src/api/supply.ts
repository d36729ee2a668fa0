import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import {
  type MarketQuery,
  SUPPLY_DROPSHIP,
  SUPPLY_MARKET,
  SUPPLY_MONEY,
  SUPPLY_ORDER,
  type SupplyEvaluationInput,
  type SupplySide,
  type SupplyTab,
} from './contract/supply.ts';

export type { MarketQuery } from './contract/supply.ts';

/** The supply market's calls (server/routes/supply.ts); its list/form pages use resourceCalls. */
const V = `${PREFIX.root}supply/`;

export const supplyMe = () => data(call(V, SUPPLY_MARKET.me, {}));
export const registerSupplier = (input: Record<string, unknown>) => data(call(V, SUPPLY_MARKET.register, { input }));
export const marketList = (q: MarketQuery) => data(call(V, SUPPLY_MARKET.market, { input: { ...q, dropship: q.dropship ? 'true' : undefined } }));
export const supplyProduct = (id: number) => data(call(V, SUPPLY_MARKET.product, { params: { id } }));

export const createSupplyOrder = (productId: number, quantity: number, note?: string) =>
  data(call(V, SUPPLY_ORDER.create, { input: { productId, quantity, note } }));
/** One payment key per order: a retry (after a network failure, a second tab) is the same payment, charged once. */
export const supplyPayKey = (orderId: number) => `supply-pay-${orderId}`;
/** Pays with gold coins; the same key on a retry charges once. */
export const paySupplyOrder = (orderId: number, idempotencyKey: string) =>
  data(call(V, SUPPLY_ORDER.pay, { input: { orderId, idempotencyKey } }, { headers: { 'Idempotency-Key': idempotencyKey } }));
export const cancelSupplyOrder = (orderId: number, as: 'buyer' | 'supplier', reason?: string) =>
  data(call(V, SUPPLY_ORDER.cancel, { input: { orderId, as, reason } }));
export const refundSupplyOrder = (orderId: number, reason?: string) => data(call(V, SUPPLY_ORDER.refund, { input: { orderId, reason } }));
export const receiveSupplyOrder = (orderId: number) => data(call(V, SUPPLY_ORDER.receive, { input: { orderId } }));
export const shipSupplyOrder = (orderId: number, carrier: string, trackingNo: string) =>
  data(call(V, SUPPLY_ORDER.ship, { input: { orderId, carrier, trackingNo } }));
export const evaluateSupplyOrder = (input: SupplyEvaluationInput) => data(call(V, SUPPLY_ORDER.evaluate, { input }));
export const supplyOrders = (side: SupplySide, status: SupplyTab, pageNum = 1, pageSize = 10) =>
  data(call(V, SUPPLY_ORDER.list, { input: { side, status, pageNum, pageSize } }));
export const supplyOrderCounts = (side: SupplySide) => data(call(V, SUPPLY_ORDER.counts, { input: { side } }));
export const supplyOrder = (id: number) => data(call(V, SUPPLY_ORDER.detail, { params: { id } }));

export const applyChannel = (productId: number, note = '') => data(call(V, SUPPLY_DROPSHIP.apply, { input: { productId, note } }));
export const listDropship = (productId: number, quantity: number, retailPriceFen: number) =>
  data(call(V, SUPPLY_DROPSHIP.list, { input: { productId, quantity, retailPriceFen } }));
export const recallDropship = (productId: number) => data(call(V, SUPPLY_DROPSHIP.recall, { input: { productId } }));

export const supplyFinance = () => data(call(V, SUPPLY_MONEY.finance, {}));
export const supplyLedger = (pageNum = 1, pageSize = 20) => data(call(V, SUPPLY_MONEY.ledger, { input: { pageNum, pageSize } }));
