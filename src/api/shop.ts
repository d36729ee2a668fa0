import { get, NO_STALE_MARK, post, postForm } from './http.ts';
import { PREFIX } from './contract/prefixes.ts';
import { prefetchable } from './prefetchable.ts';
import type {
  AddressInput,
  Address,
  AfterSale,
  AfterSaleChange,
  AfterSaleKind,
  Balance,
  Cart,
  Category,
  CheckoutInput,
  CheckoutPreview,
  CreateResult,
  Complaint,
  HomeData,
  LiveSession,
  OrderCounts,
  OrderDetail,
  OrderSummary,
  OrderTab,
  Page,
  PayResult,
  ProductCard,
  ProductDetail,
  ProductSort,
  Review,
  ShopSummary,
  Promotion,
} from './contract/shop.ts';
import type { ShopFront } from './contract/seller.ts';

const V = PREFIX.root;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

// ---- catalog (public) ------------------------------------------------------------------------
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
/** The shop home: its summary, its decoration and what that shows (ShopFront), promotions, live. */
export interface ShopHome extends ShopSummary, ShopFront {
  isFavourite: boolean;
  promotions: Promotion[];
  hot: ProductCard[];
  live: LiveSession[];
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
export interface UploadResult {
  url: string;
  fileName: string;
  size: number;
  mime: string;
}
export interface ChatMessage {
  id: number;
  sessionId: number;
  userName: string;
  text: string;
  at: string;
}

const home = prefetchable(() => data(get<HomeData>(`${V}mall/home`)));
export const mallHome = home.call;
/** Asks for the home page's data while its code loads (the /home route's prefetchPublic). */
export const prefetchMallHome = home.prefetch;
/** That answer, if it has already come: the home page's first render shows it. */
export const peekMallHome = home.peek;
export const categories = () => data(get<Category[]>(`${V}mall/categories`));
export const searchProducts = (q: ProductQuery) => data(get<Page<ProductCard>>(`${V}mall/products`, { ...q }));
export const productDetail = (id: number) => data(get<ProductDetail>(`${V}mall/product/${id}`));
export const productReviews = (id: number, pageNum = 1, pageSize = 10) => data(get<Page<Review>>(`${V}mall/product/${id}/reviews`, { pageNum, pageSize }));
export const shopList = (pageNum = 1, keyword?: string, pageSize = 10) => data(get<Page<ShopSummary>>(`${V}mall/shops`, { pageNum, pageSize, keyword }));
export const shopHome = (id: number) => data(get<ShopHome>(`${V}mall/shop/${id}`));
export const liveList = (status: 'now' | 'upcoming' | 'all' = 'now') => data(get<LiveSession[]>(`${V}mall/live`, { status }));
export const liveSession = (id: number) => data(get<LiveSession>(`${V}mall/live/${id}`));
/** Server-sent events URL of a live room's chat. */
export const liveChatUrl = (id: number) => `${V}mall/live/${id}/chat`;
/** A chat line: the room's stream shows it (no list to load again). */
export const sendChat = (id: number, text: string) => data(post<ChatMessage>(`${V}buyers/live/${id}/chat`, { text }, NO_STALE_MARK));

// ---- buyer: wallet, favourites, addresses ----------------------------------------------------
export const balance = () => data(get<Balance>(`${V}buyers/balance/info`));
export const setFavourite = (type: 'product' | 'shop', id: number, on: boolean) => data(post<boolean>(`${V}buyers/favourite`, { type, id, on }));
export const favouriteProducts = () => data(get<FavouriteProduct[]>(`${V}buyers/favourites`, { type: 'product' }));
export const favouriteShops = () => data(get<FavouriteShop[]>(`${V}buyers/favourites`, { type: 'shop' }));
export const addresses = () => data(get<Address[]>(`${V}buyers/addresses`));
export const saveAddress = (a: AddressInput) => data(post<Address>(`${V}buyers/address/save`, a));
export const deleteAddress = (id: number) => data(post<unknown>(`${V}buyers/address/delete`, { id }));
export const setDefaultAddress = (id: number) => data(post<unknown>(`${V}buyers/address/default`, { id }));

// ---- buyer: cart -----------------------------------------------------------------------------
export const getCart = () => data(get<Cart>(`${V}buyers/cart`));
export const cartAdd = (skuId: number, quantity: number) => data(post<Cart>(`${V}buyers/cart/add`, { skuId, quantity }));
export const cartUpdate = (skuId: number, quantity: number) => data(post<Cart>(`${V}buyers/cart/update`, { skuId, quantity }));
export const cartRemove = (skuIds: number[]) => data(post<Cart>(`${V}buyers/cart/remove`, { skuIds }));
export const cartSelect = (selected: boolean, skuIds?: number[]) => data(post<Cart>(`${V}buyers/cart/select`, { selected, skuIds }));
export const cartMerge = (items: { skuId: number; quantity: number; selected?: boolean }[]) => data(post<Cart>(`${V}buyers/cart/merge`, { items }));

// ---- buyer: checkout, orders -----------------------------------------------------------------
export const claimCoupon = (promotionId: number) => data(post<unknown>(`${V}buyers/coupon/claim`, { promotionId }));
/** A read sent as POST (the totals of a checkout not yet made). */
export const checkoutPreview = (input: CheckoutInput) => data(post<CheckoutPreview>(`${V}buyers/checkout/preview`, input, NO_STALE_MARK));
/** With a checkout key, sending the same checkout again (an answer lost on the way) answers the orders it made instead of making more. */
export const createOrder = (input: CheckoutInput, checkoutKey?: string) =>
  data(post<CreateResult>(`${V}buyers/order/create`, input, checkoutKey ? { headers: { 'Idempotency-Key': checkoutKey } } : {}));
/** Pays with gold coins; the same key on a retry charges once. */
export const payOrder = (orderId: number, idempotencyKey: string) =>
  data(post<PayResult>(`${V}buyers/order/pay`, { orderId, idempotencyKey }, { headers: { 'Idempotency-Key': idempotencyKey } }));
export const cancelOrder = (orderId: number, reason?: string) => data(post<boolean>(`${V}buyers/order/cancel`, { orderId, reason }));
export const refundOrder = (orderId: number, reason?: string) => data(post<boolean>(`${V}buyers/order/refund`, { orderId, reason }));
export const receiveOrder = (orderId: number) => data(post<boolean>(`${V}buyers/order/receive`, { orderId }));
export const reviewOrder = (orderId: number, items: { lineId: number; stars: number; content: string; photos: string[] }[]) =>
  data(post<unknown>(`${V}buyers/order/review`, { orderId, items }));
export const orders = (status: OrderTab, pageNum = 1, pageSize = 10) => data(get<Page<OrderSummary>>(`${V}buyers/orders`, { status, pageNum, pageSize }));
export const orderCounts = () => data(get<OrderCounts>(`${V}buyers/order/counts`));
export const orderDetail = (id: number) => data(get<OrderDetail>(`${V}buyers/order/${id}`));

// ---- buyer: after-sales, complaints ----------------------------------------------------------
export const applyAfterSale = (input: { orderId: number; kind: AfterSaleKind; reason: string; amountFen: number; photos: string[] }) =>
  data(post<AfterSaleChange>(`${V}buyers/aftersale/apply`, input));
export const afterSales = () => data(get<AfterSale[]>(`${V}buyers/aftersales`));
export const afterSale = (id: number) => data(get<AfterSale>(`${V}buyers/aftersale/${id}`));
export const cancelAfterSale = (id: number) => data(post<AfterSaleChange>(`${V}buyers/aftersale/cancel`, { id }));
export const returnGoods = (id: number, carrier: string, trackingNo: string) =>
  data(post<AfterSaleChange>(`${V}buyers/aftersale/return`, { id, carrier, trackingNo }));
export const fileComplaint = (input: {
  kind: 'complaint' | 'report';
  shopId: number;
  orderId?: number;
  productId?: number;
  reason: string;
  content: string;
  photos: string[];
}) => data(post<{ id: number }>(`${V}buyers/complaint`, input));
export const complaints = (kind: 'complaint' | 'report') => data(get<Complaint[]>(`${V}buyers/complaints`, { kind }));

/** POST /v1/wangchuang/upload/temporary/file (spec §7): a photo for a review, after-sale or complaint. */
export const uploadPhoto = (file: File) => data(postForm<UploadResult>(`${V}upload/temporary/file`, { file }, NO_STALE_MARK));
