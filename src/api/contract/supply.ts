import { endpoint } from './endpoint.ts';
import type { Page, PageInput } from './paging.ts';
import { ORDER_STATUS_NAMES } from './shop.ts';
import { keyTitles } from './options.ts';

/**
 * The supply market's payloads and the rules both sides compute the same way (price tiers).
 * Money is integer fen. docs/supply-and-workbench.md describes states and money flows. The market's
 * calls are declared at the end (issue 27, endpoint.ts).
 */

/** One price tier: from `minQty` units on, each unit costs `priceFen`. */
export interface Tier {
  minQty: number;
  priceFen: number;
}

export interface TierFields {
  moq: number;
  priceFen: number;
  tier2Qty?: number | null;
  tier2PriceFen?: number | null;
  tier3Qty?: number | null;
  tier3PriceFen?: number | null;
}

/** The tiers of a listing, lowest quantity first. A tier counts when its quantity is set (the form clears a price without one). */
export function tiersOf(p: TierFields): Tier[] {
  const tiers: Tier[] = [{ minQty: p.moq, priceFen: p.priceFen }];
  if (p.tier2Qty && p.tier2PriceFen) tiers.push({ minQty: p.tier2Qty, priceFen: p.tier2PriceFen });
  if (p.tier2Qty && p.tier2PriceFen && p.tier3Qty && p.tier3PriceFen) tiers.push({ minQty: p.tier3Qty, priceFen: p.tier3PriceFen });
  return tiers;
}

/** The unit price for a quantity (the highest tier it reaches), or null below the minimum order quantity. */
export function unitPriceFor(tiers: readonly Tier[], quantity: number): number | null {
  let price: number | null = null;
  for (const t of tiers) if (quantity >= t.minQty) price = t.priceFen;
  return price;
}

/**
 * Why a listing's tiers are inconsistent (the message the server answers), or null. A tier is set by
 * its quantity; its price must then be given, and each tier asks more units for a lower price.
 */
export function tierProblem(p: TierFields): string | null {
  if (p.tier2Qty && !p.tier2PriceFen) return '请填写第二档价格';
  if (p.tier3Qty && !p.tier3PriceFen) return '请填写第三档价格';
  if (p.tier3Qty && !p.tier2Qty) return '请先填写第二档起批量';
  if (p.tier2Qty && p.tier2Qty <= p.moq) return '第二档起批量须大于起批量';
  if (p.tier2Qty && p.tier2PriceFen! >= p.priceFen) return '第二档价格须低于批发价';
  if (p.tier3Qty && p.tier3Qty <= p.tier2Qty!) return '第三档起批量须大于第二档';
  if (p.tier3Qty && p.tier3PriceFen! >= p.tier2PriceFen!) return '第三档价格须低于第二档价格';
  return null;
}

/** Largest lot one wholesale order may take. */
export const MAX_SUPPLY_QTY = 100_000;
/** Largest wholesale order: 1,000,000 yuan. */
export const MAX_SUPPLY_ORDER_FEN = 100_000_000;

export type SupplyOrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'refunded';
export type SupplyOrderAction = 'pay' | 'cancel' | 'refund' | 'ship' | 'receive' | 'evaluate';
export type SupplyActor = 'buyer' | 'supplier' | 'system';
export type SupplySide = 'buy' | 'sell';

/** A wholesale order goes through the states of a shop order, under the same names. */
export const SUPPLY_ORDER_STATUS_NAMES: Record<SupplyOrderStatus, string> = ORDER_STATUS_NAMES;

export const SUPPLY_ACTION_NAMES: Record<SupplyOrderAction, string> = {
  pay: '付款',
  cancel: '取消订单',
  refund: '申请退款',
  ship: '发货',
  receive: '确认收货',
  evaluate: '评价',
};

export const SUPPLY_TABS = keyTitles(
  ['all', '全部'],
  ['pending_payment', '待付款'],
  ['paid', '待发货'],
  ['shipped', '待收货'],
  ['received', '待评价'],
  ['closed', '已完成/关闭'],
);
export type SupplyTab = (typeof SUPPLY_TABS)[number]['key'];

export const SUPPLY_KIND_NAMES = { stock: '采购入库', dropship: '一件代发' } as const;

/** GET supply/me: who the caller is in the market. */
export interface SupplyMe {
  supplier: { id: number; name: string; status: 'open' | 'paused'; defaultCarrier: string } | null;
  shopId: number | null;
  shopName: string | null;
  balanceFen: number;
}

/** A listing in the market (货源大厅). */
export interface SupplyCard {
  id: number;
  title: string;
  image: string;
  unit: string;
  priceFen: number;
  lowestFen: number;
  moq: number;
  stock: number;
  sales: number;
  retailPriceFen: number | null;
  dropship: boolean;
  supplierId: number;
  supplierName: string;
  categoryName: string;
}

export interface SupplyDetail extends SupplyCard {
  tiers: Tier[];
  detail: string;
  dropshipPriceFen: number | null;
  status: number;
  supplier: { id: number; name: string; intro: string; address: string; shipDays: number; minOrderFen: number; rating: number | null; ratingCount: number };
  /** The caller's own listing (buying is refused). */
  mine: boolean;
  /** The caller's shop's drop-ship channel for this listing, if any. */
  channel: { id: number; status: 'applied' | 'approved' | 'rejected' | 'revoked'; priceFen: number; reason: string | null } | null;
  /** Where the caller's bought lots arrive, and their drop-ship listing. */
  links: { mode: 'stock' | 'dropship'; productId: number; skuId: number; stock: number; onShelf: boolean; totalQty: number }[];
}

export interface SupplyOrder {
  id: number;
  orderNo: string;
  kind: 'stock' | 'dropship';
  status: SupplyOrderStatus;
  statusName: string;
  supplierId: number;
  supplierName: string;
  buyerName: string;
  shopName: string;
  productId: number;
  title: string;
  image: string;
  unit: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
  carrier: string | null;
  trackingNo: string | null;
  note: string;
  createdAt: string;
  /** What the caller may do now. */
  actions: SupplyOrderAction[];
  /** The side the caller is on. */
  side: SupplySide;
  evaluated: boolean;
}

export interface SupplyOrderDetail extends SupplyOrder {
  paidAt: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  stocked: boolean;
  /** Where the goods went in the buyer's warehouse (stock orders, once received). */
  stockSku: { productId: number; skuId: number; stock: number } | null;
  timeline: { fromStatus: SupplyOrderStatus | null; toStatus: SupplyOrderStatus; action: string; actor: SupplyActor; note: string; createdAt: string }[];
  evaluation: { descStars: number; serviceStars: number; logisticsStars: number; content: string; reply: string | null; createdAt: string } | null;
}

export type SupplyOrderCounts = Record<SupplyTab, number>;

/** POST channel/apply: approved at once (the supplier approves automatically) or waiting for the supplier. */
export interface ChannelApplyResult {
  status: 'approved' | 'applied';
}

export interface SupplyCreateResult {
  orderId: number;
  orderNo: string;
  amountFen: number;
}

export interface SupplyPayResult {
  orderId: number;
  status: SupplyOrderStatus;
  amountFen: number;
  balanceFen: number;
  replayed: boolean;
}

/** financialManage: the caller's money in the market. */
export interface SupplyFinance {
  balanceFen: number;
  /** As a supplier: settled sales (coins received), waiting for receipt (paid, held), refunded. */
  incomeFen: number;
  pendingIncomeFen: number;
  /** As a buyer: paid for lots (settled or held) and refunded back. */
  spentFen: number;
  refundedFen: number;
  /** Drop-ship settlements paid to suppliers. */
  dropshipPaidFen: number;
  orderCount: { sold: number; bought: number };
}

export interface SupplyLedgerEntry {
  id: number;
  deltaFen: number;
  balanceAfterFen: number;
  reason: string;
  reasonName: string;
  ref: string;
  createdAt: string;
}

/** Ledger reasons of the market (wallet_ledger.reason). */
export const SUPPLY_LEDGER_REASONS: Record<string, string> = {
  supply_pay: '采购付款',
  supply_refund: '采购退款',
  supply_settle: '供货收入',
  dropship_pay: '代发结算支出',
  dropship_settle: '代发结算收入',
};

export type SupplyMarketPage = Page<SupplyCard>;

// ---- the calls (server/routes/supply.ts), under /v1/wangchuang/supply/ ----------------------------------
// The list/form pages are resources under the same base (resources/supply.ts); a listing's drawn
// picture (GET /media/:id.svg) is an SVG, not an answer.

export type MarketSort = 'sales' | 'price_asc' | 'price_desc' | 'newest';

/** The market's filters as the page holds them (pageNum, pageSize as every list; 12 a page unless given). */
export interface MarketQuery {
  keyword?: string;
  categoryId?: number;
  dropship?: boolean;
  sort?: MarketSort;
  pageNum?: number;
  pageSize?: number;
}

/** GET market's query: `dropship` as the query carries it ('true': drop-ship listings only), and one supplier's listings. */
export type MarketInput = Omit<MarketQuery, 'dropship'> & { dropship?: 'true' | 'false'; supplierId?: number };

/** The body of an action on one order (refund, receive); `reason` is kept in its timeline. */
export interface SupplyOrderRef {
  orderId: number;
  reason?: string;
}

export interface SupplyEvaluationInput {
  orderId: number;
  descStars: number;
  serviceStars: number;
  logisticsStars: number;
  content: string;
}

/** Who the caller is in the market, registration (入驻), the catalogue (货源大厅) and a listing. Roles 1–6 (SUPPLY_ROLES). */
export const SUPPLY_MARKET = {
  me: endpoint<void, SupplyMe>()('GET', '/me'),
  /** the supplier profile's fields, checked on the server by supplierProfileResource's own rules */
  register: endpoint<Record<string, unknown>, { id: number }>()('POST', '/register'),
  market: endpoint<MarketInput, Page<SupplyCard>>()('GET', '/market'),
  /** the supplier sees its own listing even off shelf */
  product: endpoint<void, SupplyDetail>()('GET', '/product/:id'),
};

/** Wholesale orders both ways (supplyOrders.ts is their state machine): every action answers true. */
export const SUPPLY_ORDER = {
  create: endpoint<{ productId: number; quantity: number; note?: string }, SupplyCreateResult>()('POST', '/order/create'),
  /** gold coins; the Idempotency-Key header (or the body's key) makes a retry charge once */
  pay: endpoint<{ orderId: number; idempotencyKey?: string }, SupplyPayResult>()('POST', '/order/pay'),
  /** by the buyer or the supplier, before payment */
  cancel: endpoint<SupplyOrderRef & { as: 'buyer' | 'supplier' }, boolean>()('POST', '/order/cancel'),
  refund: endpoint<SupplyOrderRef, boolean>()('POST', '/order/refund'),
  /** the lot goes into the buyer's warehouse stock */
  receive: endpoint<SupplyOrderRef, boolean>()('POST', '/order/receive'),
  ship: endpoint<{ orderId: number; carrier: string; trackingNo: string }, boolean>()('POST', '/order/ship'),
  evaluate: endpoint<SupplyEvaluationInput, boolean>()('POST', '/order/evaluate'),
  list: endpoint<PageInput & { side: SupplySide; status: SupplyTab }, Page<SupplyOrder>>()('GET', '/orders'),
  counts: endpoint<{ side: SupplySide }, SupplyOrderCounts>()('GET', '/order/counts'),
  detail: endpoint<void, SupplyOrderDetail>()('GET', '/order/:id'),
};

/** Drop-shipping (一件代发): a channel to a listing, then its listing in the caller's shop. */
export const SUPPLY_DROPSHIP = {
  apply: endpoint<{ productId: number; note: string }, ChannelApplyResult>()('POST', '/channel/apply'),
  /** lists (or tops up) the drop-ship listing: the shop's product and SKU */
  list: endpoint<{ productId: number; quantity: number; retailPriceFen: number }, { productId: number; skuId: number }>()('POST', '/dropship/list'),
  /** off the shelf: how many unsold reserved units went back to the supplier */
  recall: endpoint<{ productId: number }, { returned: number }>()('POST', '/dropship/recall'),
};

/** The caller's money in the market (financialManage). */
export const SUPPLY_MONEY = {
  finance: endpoint<void, SupplyFinance>()('GET', '/finance'),
  ledger: endpoint<PageInput, Page<SupplyLedgerEntry>>()('GET', '/finance/ledger'),
};
