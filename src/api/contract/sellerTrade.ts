/**
 * Payloads of the seller centre's orders, service and marketing calls (docs/seller-centre.md
 * "Orders, service and marketing"). Money is integer fen. The calls are declared with them: those of
 * server/routes/sellerTrade.ts and those of the shop's router (server/routes/shop.ts sellerApi).
 */
import type {
  AfterSale,
  AfterSaleChange,
  LiveSession,
  OrderCounts,
  OrderDetail,
  OrderSummary,
  OrderTab,
  ProductCard,
  Promotion,
  Review,
  ShopSummary,
} from './shop.ts';
import { endpoint } from './endpoint.ts';
import type { Page } from './paging.ts';

/** The 省 names addresses use: the regions a freight template may name (each once). */
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '台湾省',
  '香港特别行政区',
  '澳门特别行政区',
] as const;

export interface ConsultThread {
  id: number;
  shopId: number;
  shopName: string;
  buyerId: number;
  buyerName: string;
  productId: number | null;
  productTitle: string | null;
  productImage: string | null;
  lastText: string;
  lastAt: string;
  /** unread messages for the side that asks */
  unread: number;
  sellerUnread: number;
  buyerUnread: number;
}

export interface ConsultMessage {
  id: number;
  threadId: number;
  sender: 'buyer' | 'seller';
  text: string;
  productId: number | null;
  createdAt: string;
}

export interface ConsultConversation {
  thread: ConsultThread;
  messages: ConsultMessage[];
}

/** What the SSE stream (`event: message`) carries. */
export interface ConsultEvent {
  message: ConsultMessage;
  thread: ConsultThread;
}

export interface BatchShipResult {
  orderId: number;
  ok: boolean;
  msg: string;
}

export interface FreightRuleInput {
  province: string;
  firstUnits: number;
  firstFee: number;
  extraUnits: number;
  extraFee: number;
}
export interface FreightTemplateFull {
  id: number;
  name: string;
  firstUnits: number;
  firstFee: number;
  extraUnits: number;
  extraFee: number;
  /** fen; null: never free */
  freeOver: number | null;
  isDefault: boolean;
  rules: FreightRuleInput[];
  productCount: number;
}
export type FreightTemplateInput = Omit<FreightTemplateFull, 'id' | 'rules' | 'productCount'> & { id?: number; rules: FreightRuleInput[] };

export interface SellerAfterSale extends AfterSale {
  restocked: { lineId: number; skuId: number; quantity: number }[];
  order: OrderDetail;
}

export interface Customer {
  buyerId: number;
  name: string;
  orderCount: number;
  spentFen: number;
  lastOrderAt: string | null;
  consults: number;
}

export interface BondInfo {
  bondFen: number;
  balanceFen: number;
  openComplaints: number;
  /** the bond the richest platform activity asks for */
  history: { id: number; deltaFen: number; reason: string; createdAt: string }[];
}

export interface PlatformActivity {
  id: number;
  title: string;
  intro: string;
  bondFen: number;
  startsAt: string;
  endsAt: string;
  signed: boolean;
  productIds: number[];
  ended: boolean;
}

export interface GuaranteeItem {
  code: string;
  title: string;
  detail: string;
  /** bond (fen) the promise needs */
  bondFen: number;
  enabled: boolean;
}

export interface TrainPlan {
  budgetFen: number;
  enabled: boolean;
  spentTodayFen: number;
  clicksToday: number;
  keywords: number;
  balanceFen: number;
}

export interface MarketingSummary {
  mj: number;
  yhq: number;
  hb: number;
  tj: number;
  live: number;
  keywords: number;
  activities: number;
  bondFen: number;
}

// ---- the calls (server/routes/sellerTrade.ts) ----------------------------------------------------------

/** POST /seller/order/batchShip: up to 50 orders, each shipped or refused on its own. */
export interface BatchShipInput {
  items: { orderId: number; carrier: string; trackingNo: string }[];
}

/** GET /seller/orders/packing?ids=1,2: the packing list of up to 50 orders. */
export interface PackingList {
  shopName: string;
  orders: OrderDetail[];
}

/** The orders, after-sales, freight and customers calls of the caller's own shop, under /v1/wangchuang/seller/. */
export const SELLER_TRADE = {
  batchShip: endpoint<BatchShipInput, BatchShipResult[]>()('POST', '/order/batchShip'),
  /** `ids`: the order ids joined with commas */
  packing: endpoint<{ ids: string }, PackingList>()('GET', '/orders/packing'),
  afterSale: endpoint<void, SellerAfterSale>()('GET', '/aftersaleFull/:id'),
  freight: endpoint<void, FreightTemplateFull>()('GET', '/freight/:id'),
  saveFreight: endpoint<FreightTemplateInput, { id: number }>()('POST', '/freight/save'),
  customers: endpoint<{ pageNum: number; pageSize: number; keyword?: string }, Page<Customer>>()('GET', '/customers'),
};

/** The marketing centre of the caller's own shop, under /v1/wangchuang/seller/: 直通车, platform activities, the bond and its guarantees. */
export const SELLER_MARKETING = {
  summary: endpoint<void, MarketingSummary>()('GET', '/marketing/summary'),
  trainPlan: endpoint<void, TrainPlan>()('GET', '/train/plan'),
  saveTrainPlan: endpoint<{ budgetFen: number; enabled: boolean }, boolean>()('POST', '/train/plan'),
  activities: endpoint<void, PlatformActivity[]>()('GET', '/activities'),
  signActivity: endpoint<{ activityId: number; productIds: number[] }, boolean>()('POST', '/activity/sign'),
  cancelActivity: endpoint<{ activityId: number }, boolean>()('POST', '/activity/cancel'),
  bond: endpoint<void, BondInfo>()('GET', '/bond'),
  payBond: endpoint<{ amountFen: number }, BondInfo>()('POST', '/bond/pay'),
  withdrawBond: endpoint<{ amountFen: number }, BondInfo>()('POST', '/bond/withdraw'),
  guarantees: endpoint<void, GuaranteeItem[]>()('GET', '/guarantees'),
  setGuarantee: endpoint<{ code: string; on: boolean }, GuaranteeItem[]>()('POST', '/guarantee/set'),
};

/**
 * 客服, under /v1/wangchuang/ (PREFIX.root): the buyer's side (buyers/…) and the shop's (seller/…). Each
 * side's new messages also come as an SSE stream ({side}/consult/stream), read with fetch, not declared here.
 */
export const BUYER_CONSULT = {
  threads: endpoint<{ pageNum: number; pageSize: number }, Page<ConsultThread>>()('GET', '/buyers/consults'),
  unread: endpoint<void, number>()('GET', '/buyers/consult/unread'),
  /** the buyer's conversation with a shop, null before their first question */
  withShop: endpoint<void, ConsultConversation | null>()('GET', '/buyers/consult/shop/:shopId'),
  conversation: endpoint<void, ConsultConversation>()('GET', '/buyers/consult/:id'),
  ask: endpoint<{ shopId: number; productId?: number; text: string }, ConsultMessage>()('POST', '/buyers/consult/ask'),
};
export const SELLER_CONSULT = {
  /** `unread` '1': the threads with unread messages only */
  threads: endpoint<{ pageNum: number; pageSize: number; unread: '0' | '1' }, Page<ConsultThread>>()('GET', '/seller/consults'),
  unread: endpoint<void, number>()('GET', '/seller/consult/unread'),
  conversation: endpoint<void, ConsultConversation>()('GET', '/seller/consult/:id'),
  reply: endpoint<{ threadId: number; text: string }, ConsultMessage>()('POST', '/seller/consult/reply'),
};

// ---- the calls of the caller's own shop answered by server/routes/shop.ts (sellerApi) ----------------

/** One season's results of the shop simulation. */
export interface SeasonResult {
  season: number;
  orderCount: number;
  salesFen: number;
}

/** GET /seller/shop: the shop home as the mall shows it (without the decoration) and the seasons played. */
export interface SellerShopHome extends ShopSummary {
  isFavourite: boolean;
  promotions: Promotion[];
  hot: ProductCard[];
  live: LiveSession[];
  seasons: SeasonResult[];
}

/** A review of one of the shop's products, as the seller's lists show it. */
export interface SellerReview extends Omit<Review, 'userName' | 'specText'> {
  productId: number;
  title: string;
}

/** POST /seller/order/ship. */
export interface ShipInput {
  orderId: number;
  carrier: string;
  trackingNo: string;
}

/** POST /seller/aftersale/agree|reject|confirm: a reject needs its note. */
export interface AfterSaleDecision {
  id: number;
  note?: string;
  /** confirm of a 退货退款: the quantities that came back into stock (default: all) */
  restock?: { lineId: number; quantity: number }[];
}

/** The shop home with the seasons played, under /v1/wangchuang/seller/ (/seller/myShop). */
export const SELLER_SHOP_HOME = endpoint<void, SellerShopHome>()('GET', '/shop');

/** The orders and after-sale cases of the caller's own shop, under /v1/wangchuang/seller/. */
export const SELLER_ORDER = {
  list: endpoint<{ status: OrderTab; pageNum: number; pageSize: number }, Page<OrderSummary>>()('GET', '/orders'),
  counts: endpoint<void, OrderCounts>()('GET', '/order/counts'),
  detail: endpoint<void, OrderDetail>()('GET', '/order/:id'),
  ship: endpoint<ShipInput, boolean>()('POST', '/order/ship'),
  /** the case alone (the pages read SELLER_TRADE.afterSale, with its order) */
  afterSale: endpoint<void, AfterSale>()('GET', '/aftersale/:id'),
  agree: endpoint<AfterSaleDecision, AfterSaleChange>()('POST', '/aftersale/agree'),
  reject: endpoint<AfterSaleDecision, AfterSaleChange>()('POST', '/aftersale/reject'),
  /** a 退货退款's goods came back: the refund is paid */
  confirm: endpoint<AfterSaleDecision, AfterSaleChange>()('POST', '/aftersale/confirm'),
};

/** The reviews of the caller's own shop and their replies, under /v1/wangchuang/seller/ (its complaints and reports are resources: sellerComplaint, sellerReport). */
export const SELLER_SERVICE = {
  reviews: endpoint<{ pageNum: number; pageSize: number }, Page<SellerReview>>()('GET', '/reviews'),
  replyReview: endpoint<{ id: number; reply: string }, boolean>()('POST', '/review/reply'),
};
