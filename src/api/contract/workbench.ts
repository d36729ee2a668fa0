/**
 * The anchor workbench's payloads (docs/supply-and-workbench.md). Money is integer fen; commission
 * rates are whole percent. The workbench's calls are declared at the end (issue 27, endpoint.ts).
 */
import { endpoint } from './endpoint.ts';
import type { Page, PageInput } from './paging.ts';
import type { OrderStatus, ProductCard } from './shop.ts';
import { keyTitles } from './options.ts';

export type CommissionStatus = 'pending' | 'settled' | 'reversed' | 'cancelled';

export const COMMISSION_STATUS_NAMES: Record<CommissionStatus, string> = {
  pending: '待结算',
  settled: '已结算',
  reversed: '已退回',
  cancelled: '已失效',
};

export const COMMISSION_TABS = keyTitles(['all', '全部'], ['pending', '待结算'], ['settled', '已结算'], ['reversed', '已退回'], ['cancelled', '已失效']);
export type CommissionTab = (typeof COMMISSION_TABS)[number]['key'];

/** A product's distribution terms, as an anchor sees them. */
interface DistributionTerms {
  stock: number;
  rate: number;
  /** The commission on one unit at the list price. */
  commissionFen: number;
  /** Already in my selection. */
  selected: boolean;
  /** Anchors who selected it. */
  anchors: number;
}

/** A product open for distribution, as the selection centre lists it: the mall's card (never an ad) with its terms. */
export interface SelectionCard extends Omit<ProductCard, 'ad'>, DistributionTerms {}

export type SelectionSort = 'commission' | 'rate' | 'sales' | 'price_asc' | 'newest';

export interface SelectionQuery {
  keyword?: string;
  categoryId?: number;
  shopId?: number;
  minRate?: number;
  sort?: SelectionSort;
  pageNum?: number;
  pageSize?: number;
}

/** workStoreShop: a shop as the selection centre sees it. */
export interface SelectionShop {
  id: number;
  name: string;
  logo: string;
  intro: string;
  followers: number;
  openCount: number;
  avgRate: number | null;
  maxRate: number | null;
  anchors: number;
  scores: { desc: number; service: number; logistics: number };
}

/** goodsDetails: a product with its distribution terms. */
export interface SelectionGoods
  extends Pick<ProductCard, 'id' | 'title' | 'priceFen' | 'originalPriceFen' | 'sales' | 'shopId' | 'shopName'>,
    DistributionTerms {
  subtitle: string;
  images: string[];
  detailHtml: string;
  open: boolean;
  /** Own shop: no commission. */
  ownShop: boolean;
  skus: { id: number; specText: string; priceFen: number; stock: number; commissionFen: number }[];
  /** My sessions whose shelf has it. */
  sessions: { id: number; title: string; state: LiveState }[];
}

export type LiveState = 'upcoming' | 'live' | 'ended';
export const LIVE_STATE_NAMES: Record<LiveState, string> = { upcoming: '未开播', live: '直播中', ended: '已结束' };

/** One of my live sessions (myLiveHome, Livereplay). */
export interface AnchorSession {
  id: number;
  title: string;
  state: LiveState;
  startsAt: string;
  endsAt: string;
  durationMin: number;
  cover: string;
  streamUrl: string;
  productIds: number[];
  products: { id: number; title: string; image: string; priceFen: number; rate: number | null }[];
  totalViews: number;
  viewers: number;
  orders: number;
  salesFen: number;
  commissionFen: number;
  /** Buyers open /liveing?id= to watch and buy. */
  watchPath: string;
}

export interface SessionInput {
  title: string;
  /** ISO time; "now" starts it at once. */
  startsAt: string;
  durationMin: number;
  productIds: number[];
}

/** Anchorbigscreen: a session's figures, pushed as they change. */
export interface LiveStats {
  sessionId: number;
  title: string;
  state: LiveState;
  startsAt: string;
  endsAt: string;
  viewers: number;
  totalViews: number;
  orders: number;
  paidOrders: number;
  buyers: number;
  salesFen: number;
  commissionFen: number;
  topProducts: { productId: number; title: string; quantity: number; salesFen: number }[];
  recentOrders: { id: number; buyer: string; title: string; payFen: number; paid: boolean; at: string }[];
  at: string;
}

/** DistributionOrder: one commission (an order line placed from an anchor's session). */
export interface Commission {
  id: number;
  orderId: number;
  orderNo: string;
  orderStatus: string;
  orderStatusName: string;
  productId: number;
  title: string;
  image: string;
  shopName: string;
  anchorName: string;
  sessionId: number | null;
  sessionTitle: string | null;
  quantity: number;
  baseFen: number;
  rate: number;
  amountFen: number;
  reversedFen: number;
  status: CommissionStatus;
  statusName: string;
  createdAt: string;
  settledAt: string | null;
  reversedAt: string | null;
}

export interface CommissionSummary {
  pendingFen: number;
  settledFen: number;
  reversedFen: number;
  todayFen: number;
  count: number;
}

/** saleOrder: an order placed through one of my sessions. */
export interface SaleOrder {
  id: number;
  orderNo: string;
  status: string;
  statusName: string;
  buyer: string;
  shopName: string;
  sessionId: number;
  sessionTitle: string;
  payFen: number;
  refundedFen: number;
  createdAt: string;
  lines: { title: string; image: string; quantity: number; payFen: number; commissionFen: number | null }[];
  commissionFen: number;
}

export interface WorkbenchHome {
  name: string;
  earnings: CommissionSummary;
  balanceFen: number;
  selectionCount: number;
  fans: number;
  today: AnchorSession[];
  upcoming: AnchorSession[];
  todos: { key: string; text: string; count: number; path: string }[];
  recent: Commission[];
}

export interface CreatorCenter {
  profileId: number;
  nickname: string;
  fans: number;
  works: { sessions: number; totalViews: number; orders: number; salesFen: number };
  recentFans: { name: string; at: string }[];
  replays: AnchorSession[];
}

// ---- the calls (server/routes/workbench.ts), under /v1/wangchuang/workbench/ ----------------------------
// Any signed-in role; MyProducts and CreatorCenter's lists are resources under the same base
// (resources/workbench.ts). The big screen's stream (GET /session/:id/stream) is server-sent events.

/** The orders-through-me tabs: every order status, or all. */
export type SaleTab = 'all' | OrderStatus;

/** A page of commissions and the figures over all of them (DistributionOrder). */
export interface CommissionPage {
  page: Page<Commission>;
  summary: CommissionSummary;
}

/** The workbench's home and who the caller is on its shop side. */
export const WORKBENCH = {
  home: endpoint<void, WorkbenchHome>()('GET', '/home'),
  /** whether the caller has a shop (its side of distribution) */
  me: endpoint<void, { shopId: number | null }>()('GET', '/me'),
};

/** The selection centre (选品中心): products shops open for distribution, and the anchor's own selection. */
export const SELECTION = {
  /** 12 a page unless given */
  list: endpoint<SelectionQuery, Page<SelectionCard>>()('GET', '/selection'),
  shop: endpoint<void, SelectionShop>()('GET', '/shop/:id'),
  goods: endpoint<void, SelectionGoods>()('GET', '/goods/:id'),
  /** `added` false: it was already selected */
  add: endpoint<{ productId: number }, { added: boolean }>()('POST', '/selection/add'),
  remove: endpoint<{ productId: number }, boolean>()('POST', '/selection/remove'),
};

/** The anchor's live sessions (myLiveHome, Livereplay, Anchorbigscreen). */
export const ANCHOR_SESSION = {
  list: endpoint<PageInput & { state: LiveState | 'all' }, Page<AnchorSession>>()('GET', '/sessions'),
  get: endpoint<void, AnchorSession>()('GET', '/session/:id'),
  create: endpoint<SessionInput, AnchorSession>()('POST', '/session/create'),
  update: endpoint<{ id: number; title: string; productIds: number[] }, AnchorSession>()('POST', '/session/update'),
  /** goes on air now, keeping the planned length */
  start: endpoint<{ id: number }, AnchorSession>()('POST', '/session/start'),
  end: endpoint<{ id: number }, AnchorSession>()('POST', '/session/end'),
  /** an upcoming session only */
  delete: endpoint<{ id: number }, boolean>()('POST', '/session/delete'),
  /** the big screen's figures once; its stream pushes them as they change */
  stats: endpoint<void, LiveStats>()('GET', '/session/:id/stats'),
};

/** Orders placed through the anchor's sessions, the commissions they earn, and those the caller's shop pays. */
export const WORKBENCH_SALES = {
  sales: endpoint<PageInput & { status: SaleTab }, Page<SaleOrder>>()('GET', '/sales'),
  commissions: endpoint<PageInput & { status: CommissionTab }, CommissionPage>()('GET', '/commissions'),
  /** the caller's shop's (400 请先开店 without one) */
  shopCommissions: endpoint<PageInput & { status: CommissionTab }, CommissionPage>()('GET', '/shop-commissions'),
};

/** The creator centre and fans: a viewer of a live room follows its anchor (`:id` the anchor). */
export const CREATOR = {
  center: endpoint<void, CreatorCenter>()('GET', '/creator'),
  following: endpoint<void, { following: boolean }>()('GET', '/follow/:id'),
  follow: endpoint<{ anchorId: number; on: boolean }, { following: boolean; fans: number }>()('POST', '/follow'),
};
