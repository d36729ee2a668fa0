import { get, post } from './http.ts';
import { PREFIX } from './contract/prefixes.ts';
import type { Page } from './contract/paging.ts';
import type {
  ChannelApplyResult,
  SupplyCard,
  SupplyCreateResult,
  SupplyDetail,
  SupplyFinance,
  SupplyLedgerEntry,
  SupplyMe,
  SupplyOrder,
  SupplyOrderCounts,
  SupplyOrderDetail,
  SupplyPayResult,
  SupplySide,
  SupplyTab,
} from './contract/supply.ts';

/** The supply market's calls (server/routes/supply.ts); its list/form pages use resourceCalls. */
const V = `${PREFIX.root}supply/`;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export interface MarketQuery {
  keyword?: string;
  categoryId?: number;
  dropship?: boolean;
  sort?: 'sales' | 'price_asc' | 'price_desc' | 'newest';
  pageNum?: number;
  pageSize?: number;
}

export const supplyMe = () => data(get<SupplyMe>(`${V}me`));
export const registerSupplier = (input: Record<string, unknown>) => data(post<{ id: number }>(`${V}register`, input));
export const marketList = (q: MarketQuery) => data(get<Page<SupplyCard>>(`${V}market`, { ...q, dropship: q.dropship ? 'true' : undefined }));
export const supplyProduct = (id: number) => data(get<SupplyDetail>(`${V}product/${id}`));

export const createSupplyOrder = (productId: number, quantity: number, note?: string) =>
  data(post<SupplyCreateResult>(`${V}order/create`, { productId, quantity, note }));
/** One payment key per order: a retry (after a network failure, a second tab) is the same payment, charged once. */
export const supplyPayKey = (orderId: number) => `supply-pay-${orderId}`;
/** Pays with gold coins; the same key on a retry charges once. */
export const paySupplyOrder = (orderId: number, idempotencyKey: string) =>
  data(post<SupplyPayResult>(`${V}order/pay`, { orderId, idempotencyKey }, { headers: { 'Idempotency-Key': idempotencyKey } }));
export const cancelSupplyOrder = (orderId: number, as: 'buyer' | 'supplier', reason?: string) =>
  data(post<boolean>(`${V}order/cancel`, { orderId, as, reason }));
export const refundSupplyOrder = (orderId: number, reason?: string) => data(post<boolean>(`${V}order/refund`, { orderId, reason }));
export const receiveSupplyOrder = (orderId: number) => data(post<boolean>(`${V}order/receive`, { orderId }));
export const shipSupplyOrder = (orderId: number, carrier: string, trackingNo: string) =>
  data(post<boolean>(`${V}order/ship`, { orderId, carrier, trackingNo }));
export const evaluateSupplyOrder = (input: { orderId: number; descStars: number; serviceStars: number; logisticsStars: number; content: string }) =>
  data(post<boolean>(`${V}order/evaluate`, input));
export const supplyOrders = (side: SupplySide, status: SupplyTab, pageNum = 1, pageSize = 10) =>
  data(get<Page<SupplyOrder>>(`${V}orders`, { side, status, pageNum, pageSize }));
export const supplyOrderCounts = (side: SupplySide) => data(get<SupplyOrderCounts>(`${V}order/counts`, { side }));
export const supplyOrder = (id: number) => data(get<SupplyOrderDetail>(`${V}order/${id}`));

export const applyChannel = (productId: number, note = '') => data(post<ChannelApplyResult>(`${V}channel/apply`, { productId, note }));
export const listDropship = (productId: number, quantity: number, retailPriceFen: number) =>
  data(post<{ productId: number; skuId: number }>(`${V}dropship/list`, { productId, quantity, retailPriceFen }));
export const recallDropship = (productId: number) => data(post<{ returned: number }>(`${V}dropship/recall`, { productId }));

export const supplyFinance = () => data(get<SupplyFinance>(`${V}finance`));
export const supplyLedger = (pageNum = 1, pageSize = 20) => data(get<Page<SupplyLedgerEntry>>(`${V}finance/ledger`, { pageNum, pageSize }));
