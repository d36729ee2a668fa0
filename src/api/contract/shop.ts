/**
 * Payloads of the mall, buyer centre, seller order calls and the shop simulation (docs/api-shop.md).
 * Money is integer fen everywhere on the wire (1 gold coin = 100 fen); show it as ¥0.00.
 * The mall's and the buyer centre's calls are declared at the end (issue 27, endpoint.ts).
 */
import { endpoint } from './endpoint.ts';
import type { Page, PageInput } from './paging.ts';
import { keyTitles } from './options.ts';

export type OrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'refunded';

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '待收货',
  received: '待评价',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
};

/** Buyer centre tabs of /buyerCenter/buyedProduct, in order. */
export const ORDER_TABS = keyTitles(
  ['all', '全部'],
  ['pending_payment', '待付款'],
  ['paid', '待发货'],
  ['shipped', '待收货'],
  ['received', '待评价'],
  ['aftersale', '退款售后'],
);
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export type OrderAction = 'pay' | 'cancel' | 'timeout' | 'refund' | 'ship' | 'receive' | 'autoReceive' | 'review' | 'afterSale';
export type OrderActor = 'buyer' | 'seller' | 'system';

export type AfterSaleKind = 'refund_only' | 'return_refund';
export type AfterSaleStatus = 'applied' | 'awaiting_return' | 'returned' | 'refunded' | 'rejected' | 'cancelled';
export const AFTER_SALE_STATUS_NAMES: Record<AfterSaleStatus, string> = {
  applied: '待商家处理',
  awaiting_return: '待买家退货',
  returned: '待商家收货',
  refunded: '退款成功',
  rejected: '商家已拒绝',
  cancelled: '已撤销',
};
export const AFTER_SALE_KIND_NAMES: Record<AfterSaleKind, string> = { refund_only: '仅退款', return_refund: '退货退款' };

export type PromotionKind = 'mj' | 'yhq' | 'hb' | 'tj';
export const PROMOTION_KIND_NAMES: Record<PromotionKind, string> = { mj: '满减', yhq: '优惠券', hb: '红包', tj: '天天特价' };

export type ProductSort = 'sales' | 'price_asc' | 'price_desc' | 'newest';

export type { Page } from './paging.ts';

/** The icon a category shows, by name: the app draws it from the icons it ships (no emoji, which need a font). */
export const CATEGORY_ICONS = ['women', 'men', 'bags', 'beauty', 'food', 'digital', 'home', 'baby', 'sports', 'farm'] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export interface Category {
  id: number;
  name: string;
  /** One of CATEGORY_ICONS; anything else shows a generic icon. */
  icon: string;
}

export interface ProductCard {
  id: number;
  title: string;
  image: string;
  priceFen: number;
  originalPriceFen: number;
  sales: number;
  shopId: number;
  shopName: string;
  categoryId: number;
  /** 直通车: this card is a paid placement (the click is reported with the keyword id). */
  ad?: { keywordId: number };
}

export interface SpecDef {
  name: string;
  values: string[];
}

export interface Sku {
  id: number;
  spec: Record<string, string>;
  specText: string;
  priceFen: number;
  originalPriceFen: number;
  stock: number;
}

export interface Promotion {
  id: number;
  kind: PromotionKind;
  title: string;
  thresholdFen: number;
  amountFen: number;
  productId: number | null;
  /** yhq/hb: how many are left to claim */
  remaining: number;
  claimed?: boolean;
}

export interface ShopSummary {
  id: number;
  name: string;
  logo: string;
  intro: string;
  scores: { desc: number; service: number; logistics: number };
  followers: number;
  productCount: number;
}

export interface Review {
  id: number;
  userName: string;
  stars: number;
  content: string;
  photos: string[];
  specText: string;
  reply: string | null;
  createdAt: string;
}

export interface ProductDetail extends ProductCard {
  subtitle: string;
  images: string[];
  detailHtml: string;
  specs: SpecDef[];
  skus: Sku[];
  stock: number;
  status: number;
  shop: ShopSummary;
  promotions: Promotion[];
  reviewCount: number;
  /** Reviews of 4 stars or more over all its reviews, in %; null before its first review. */
  goodRate: number | null;
  reviews: Review[];
  isFavourite: boolean;
  /** The shop's service promises (消费者保障). */
  guarantees?: { code: string; title: string; detail: string }[];
}

export interface LiveSession {
  id: number;
  /** The shop hosting it; null for an anchor's session (its shelf holds other shops' products). */
  shopId: number | null;
  /** The shop's name, or the anchor's room (…的直播间). */
  shopName: string;
  anchorId: number | null;
  anchorName: string;
  title: string;
  cover: string;
  streamUrl: string;
  startsAt: string;
  endsAt: string;
  /** In the room now (the room's 在线): connections seen in the last minute. */
  viewers: number;
  live: boolean;
  products?: ProductCard[];
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { id?: number; isDefault?: boolean };

export interface CartLine {
  id: number;
  skuId: number;
  productId: number;
  title: string;
  image: string;
  specText: string;
  priceFen: number;
  stock: number;
  quantity: number;
  selected: boolean;
  onShelf: boolean;
}
export interface CartShop {
  shopId: number;
  shopName: string;
  lines: CartLine[];
}
export interface Cart {
  shops: CartShop[];
  count: number;
  selectedFen: number;
  /** cart/merge only: the SKUs left out (unknown, off shelf or sold out) */
  skipped?: number[];
}

export interface ItemInput {
  skuId: number;
  quantity: number;
}

export interface CheckoutLine {
  skuId: number;
  productId: number;
  title: string;
  image: string;
  specText: string;
  unitPriceFen: number;
  quantity: number;
  amountFen: number;
  /** this line's share of all discounts */
  discountFen: number;
  payFen: number;
}

export interface CheckoutShop {
  shopId: number;
  shopName: string;
  lines: CheckoutLine[];
  goodsFen: number;
  discounts: { tj: number; mj: number; yhq: number; hb: number };
  discountFen: number;
  freightFen: number;
  payFen: number;
  /** the buyer's unused coupons / red packets of this shop, and which ones were applied */
  coupons: { couponId: number; kind: 'yhq' | 'hb'; title: string; thresholdFen: number; amountFen: number; usable: boolean; applied: boolean }[];
  mjTitle: string | null;
}

export interface CheckoutPreview {
  address: Address | null;
  shops: CheckoutShop[];
  goodsFen: number;
  discountFen: number;
  freightFen: number;
  payFen: number;
}

export interface CheckoutInput {
  items: ItemInput[];
  addressId?: number;
  /** user_coupons ids; by default the best coupon and red packet of each shop are applied */
  couponIds?: number[];
  note?: string;
  /** remove the ordered SKUs from the server cart */
  fromCart?: boolean;
  /** the live session the order is placed from (the live room's 立即购买): statistics and anchors' commission */
  liveSessionId?: number;
}

/** An order's line: the line as it was checked out, with its id. */
export interface OrderLine extends CheckoutLine {
  id: number;
  reviewed: boolean;
}

export interface OrderSummary {
  id: number;
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  shopId: number;
  shopName: string;
  goodsFen: number;
  discountFen: number;
  freightFen: number;
  payFen: number;
  refundedFen: number;
  createdAt: string;
  lines: OrderLine[];
  /** what the caller may do now (buyer or seller side) */
  actions: string[];
  afterSaleStatus: AfterSaleStatus | null;
}

export interface OrderLog {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  action: string;
  actor: OrderActor;
  note: string;
  createdAt: string;
}

export interface AfterSale {
  id: number;
  orderId: number;
  orderNo: string;
  kind: AfterSaleKind;
  status: AfterSaleStatus;
  statusName: string;
  reason: string;
  amountFen: number;
  photos: string[];
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  sellerNote: string | null;
  createdAt: string;
  updatedAt: string;
  /** Where a 退货退款 goes back: the shop's return address (every shop that agrees to a return has one). */
  returnTo: ReturnAddress | null;
}

export interface ReturnAddress {
  name: string;
  phone: string;
  address: string;
}

/** The answer of every after-sale action (apply answers the new case's id): the page reloads the case, it does not read more than this. */
export interface AfterSaleChange {
  id: number;
  status: AfterSaleStatus;
}

/** A seller agrees to a 退货退款 only with a return address to send the buyer. */
export const NO_RETURN_ADDRESS = '请先在店铺设置中填写退货地址';

/** POST buyers/order/create: the orders made (one per shop) and what they cost together. */
export interface CreateResult {
  orderIds: number[];
  payFen: number;
}

export interface OrderDetail extends OrderSummary {
  receiver: string;
  receiverPhone: string;
  receiverAddress: string;
  note: string;
  carrier: string | null;
  trackingNo: string | null;
  discounts: { tj: number; mj: number; yhq: number; hb: number };
  paidAt: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  timeline: OrderLog[];
  afterSales: AfterSale[];
}

export type OrderCounts = Record<OrderTab, number>;

export interface PayResult {
  orderId: number;
  status: OrderStatus;
  payFen: number;
  balanceFen: number;
  replayed: boolean;
}

export type { Balance, LedgerEntry } from './wallet.ts';

export interface Complaint {
  id: number;
  kind: 'complaint' | 'report';
  shopId: number;
  shopName: string;
  orderId: number | null;
  productId: number | null;
  reason: string;
  content: string;
  photos: string[];
  status: 'pending' | 'handled';
  reply: string | null;
  /** The platform's ruling (/manage/complaintManage, reportManage) and its reply. */
  ruling?: 'pending' | 'upheld' | 'dismissed';
  rulingReply?: string | null;
  createdAt: string;
  /** The platform's decision (back-office): upheld 投诉成立 / dismissed 投诉不成立; null while undecided. */
  decision?: 'upheld' | 'dismissed' | null;
  decisionNote?: string | null;
  decidedAt?: string | null;
}

export interface ExamQuestion {
  id: number;
  title: string;
  options: { key: string; text: string }[];
}
export interface ExamResult {
  passed: boolean;
  score: number;
  total: number;
  shopId: number | null;
}

export interface HomeData {
  banners: { id: number; image: string; title: string; link: string }[];
  categories: Category[];
  recommended: ProductCard[];
  newest: ProductCard[];
  live: LiveSession[];
}

/** GET mall/products: the catalog's search (pageNum, pageSize as every list). */
export interface ProductQuery {
  keyword?: string;
  categoryId?: number;
  shopId?: number;
  /** The shop's own category (/shopHome). */
  shopCategoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  pageNum?: number;
  pageSize?: number;
}
export interface FavouriteProduct extends ProductCard {
  onShelf: boolean;
}
export interface FavouriteShop {
  id: number;
  name: string;
  logo: string;
  followers: number;
}
export type FavouriteType = 'product' | 'shop';

/** The body of a buyer's order action (cancel, refund, receive). */
export interface OrderActionBody {
  orderId: number;
  reason?: string;
}
export interface ReviewInput {
  orderId: number;
  items: { lineId: number; stars: number; content: string; photos: string[] }[];
}
export interface AfterSaleInput {
  orderId: number;
  kind: AfterSaleKind;
  reason: string;
  amountFen: number;
  photos: string[];
}
export interface ComplaintInput {
  kind: 'complaint' | 'report';
  shopId: number;
  orderId?: number;
  productId?: number;
  reason: string;
  content: string;
  photos: string[];
}

/** The public catalog, under /v1/wangchuang/mall/ (a signed-in caller also sees their favourites and coupons). */
export const MALL = {
  home: endpoint<void, HomeData>()('GET', '/home'),
  categories: endpoint<void, Category[]>()('GET', '/categories'),
  /** 直通车: on the first page of a keyword the winning bid's card goes first, marked `ad` */
  products: endpoint<ProductQuery, Page<ProductCard>>()('GET', '/products'),
  product: endpoint<void, ProductDetail>()('GET', '/product/:id'),
  reviews: endpoint<PageInput, Page<Review>>()('GET', '/product/:id/reviews'),
  shops: endpoint<PageInput & { keyword?: string }, Page<ShopSummary>>()('GET', '/shops'),
  // GET /shop/:id, the shop home, is SHOP_HOME of shopHome.ts: it shows the seller's decoration (seller.ts imports this file)
  live: endpoint<{ status: 'now' | 'upcoming' | 'all' }, LiveSession[]>()('GET', '/live'),
  /** a live class is its class's (404 to anyone else) */
  liveSession: endpoint<void, LiveSession>()('GET', '/live/:id'),
  /** 直通车: a click on an ad (charged once a day per signed-in visitor, never beyond the budget); answers the product to open */
  trainClick: endpoint<{ keywordId: number }, { productId: number }>()('POST', '/train/click'),
};

/** The signed-in caller as a buyer, under /v1/wangchuang/buyers/: favourites, addresses (the wallet: WALLET of wallet.ts). */
export const BUYER = {
  /** answers whether it is a favourite now */
  setFavourite: endpoint<{ type: FavouriteType; id: number; on: boolean }, boolean>()('POST', '/favourite'),
  /** one path for both kinds: the products (FavouriteProduct[]) or the shops (FavouriteShop[]) as `type` asks */
  favourites: endpoint<{ type: FavouriteType }, FavouriteProduct[] | FavouriteShop[]>()('GET', '/favourites'),
  addresses: endpoint<void, Address[]>()('GET', '/addresses'),
  saveAddress: endpoint<AddressInput, Address>()('POST', '/address/save'),
  deleteAddress: endpoint<{ id: number }, boolean>()('POST', '/address/delete'),
  setDefaultAddress: endpoint<{ id: number }, boolean>()('POST', '/address/default'),
};

/** The buyer's server cart (buyers/cart…): every change answers the whole cart. */
export const CART = {
  get: endpoint<void, Cart>()('GET', '/cart'),
  add: endpoint<ItemInput, Cart>()('POST', '/cart/add'),
  update: endpoint<ItemInput, Cart>()('POST', '/cart/update'),
  remove: endpoint<{ skuIds: number[] }, Cart>()('POST', '/cart/remove'),
  /** all lines, or the SKUs given */
  select: endpoint<{ selected: boolean; skuIds?: number[] }, Cart>()('POST', '/cart/select'),
  /** the cart kept while signed out, merged in at sign-in (`skipped`: the SKUs left out) */
  merge: endpoint<{ items: (ItemInput & { selected?: boolean })[] }, Cart>()('POST', '/cart/merge'),
};

/** The buyer's coupons, checkout and orders (buyers/…). */
export const BUYER_ORDER = {
  claimCoupon: endpoint<{ promotionId: number }, { couponId: number }>()('POST', '/coupon/claim'),
  /** a read sent as POST: the totals of a checkout not yet made */
  preview: endpoint<CheckoutInput, CheckoutPreview>()('POST', '/checkout/preview'),
  /** the Idempotency-Key header (8–64 characters) makes a retry answer the orders it made */
  create: endpoint<CheckoutInput, CreateResult>()('POST', '/order/create'),
  /** gold coins; the key (header or body) makes a retry charge once */
  pay: endpoint<{ orderId: number; idempotencyKey?: string }, PayResult>()('POST', '/order/pay'),
  cancel: endpoint<OrderActionBody, boolean>()('POST', '/order/cancel'),
  refund: endpoint<OrderActionBody, boolean>()('POST', '/order/refund'),
  receive: endpoint<OrderActionBody, boolean>()('POST', '/order/receive'),
  review: endpoint<ReviewInput, boolean>()('POST', '/order/review'),
  list: endpoint<PageInput & { status: OrderTab }, Page<OrderSummary>>()('GET', '/orders'),
  counts: endpoint<void, OrderCounts>()('GET', '/order/counts'),
  detail: endpoint<void, OrderDetail>()('GET', '/order/:id'),
};

/** The buyer's after-sales, complaints and reports (buyers/…). */
export const BUYER_AFTER_SALE = {
  apply: endpoint<AfterSaleInput, AfterSaleChange>()('POST', '/aftersale/apply'),
  list: endpoint<void, AfterSale[]>()('GET', '/aftersales'),
  detail: endpoint<void, AfterSale>()('GET', '/aftersale/:id'),
  cancel: endpoint<{ id: number }, AfterSaleChange>()('POST', '/aftersale/cancel'),
  /** a 退货退款's parcel sent back */
  returnGoods: endpoint<{ id: number; carrier: string; trackingNo: string }, AfterSaleChange>()('POST', '/aftersale/return'),
  complain: endpoint<ComplaintInput, { id: number }>()('POST', '/complaint'),
  complaints: endpoint<{ kind: 'complaint' | 'report' }, Complaint[]>()('GET', '/complaints'),
};
