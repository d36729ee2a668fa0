import { NO_STALE_MARK, postForm } from './http.ts';
import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import { prefetchable } from './prefetchable.ts';
import { peekBootAnswer } from './bootAnswers.ts';
import { productCall, shopCall, shopProductsCall } from './contract/firstData.ts';
import {
  type AddressInput,
  type AfterSaleInput,
  BUYER,
  BUYER_AFTER_SALE,
  BUYER_ORDER,
  CART,
  type CheckoutInput,
  type ComplaintInput,
  type FavouriteProduct,
  type FavouriteShop,
  MALL,
  type OrderTab,
  type ProductCard,
  type ProductDetail,
  type ProductQuery,
  type ReviewInput,
} from './contract/shop.ts';
import { SHOP_HOME, type ShopHome } from './contract/shopHome.ts';
import type { Page } from './contract/paging.ts';
import { WALLET } from './contract/wallet.ts';
import { LIVE_CHAT } from './contract/live.ts';

export type { FavouriteProduct, FavouriteShop, ProductQuery } from './contract/shop.ts';
export type { ShopHome } from './contract/shopHome.ts';

const V = PREFIX.root;
/** Where server/app.ts mounts the catalog (mallApi) and the buyer (buyerApi) of server/routes/shop.ts. */
const MALL_PREFIX = `${V}mall/`;
const BUYERS = `${V}buyers/`;

export interface UploadResult {
  url: string;
  fileName: string;
  size: number;
  mime: string;
}
export type { ChatMessage } from './contract/live.ts';

// ---- catalog (public) ------------------------------------------------------------------------
const home = prefetchable(() => data(call(MALL_PREFIX, MALL.home, {})));
export const mallHome = home.call;
/** Asks for the home page's data while its code loads (the /home route's prefetchPublic). */
export const prefetchMallHome = home.prefetch;
/** That answer, if it has already come: the home page's first render shows it. */
export const peekMallHome = home.peek;
/** The home page's data as the server has it already (it draws /home with it: src/prerender/signedIn.tsx). */
export const primeMallHome = home.prime;
export const categories = () => data(call(MALL_PREFIX, MALL.categories, {}));
/** 直通车: recorded in the background as a buyer follows an ad (the shop pays per click). */
export const trainClick = (keywordId: number) => data(call(MALL_PREFIX, MALL.trainClick, { input: { keywordId } }, NO_STALE_MARK));
export const searchProducts = (q: ProductQuery) => data(call(MALL_PREFIX, MALL.products, { input: { ...q } }));
export const productDetail = (id: number) => data(call(MALL_PREFIX, MALL.product, { params: { id } }));
/** A product's detail if the page's HTML carries it (the first render shows it: src/api/bootAnswers.ts). */
export const firstProduct = (id: number) => (peekBootAnswer(productCall(id)) as { data?: ProductDetail } | undefined)?.data;
/** A shop's home and the first page of its products, if the page's HTML carries them. */
export const firstShop = (id: number) => (peekBootAnswer(shopCall(id)) as { data?: ShopHome } | undefined)?.data;
export const firstShopProducts = (id: number) => (peekBootAnswer(shopProductsCall(id)) as { data?: Page<ProductCard> } | undefined)?.data;
export const productReviews = (id: number, pageNum = 1, pageSize = 10) =>
  data(call(MALL_PREFIX, MALL.reviews, { params: { id }, input: { pageNum, pageSize } }));
export const shopList = (pageNum = 1, keyword?: string, pageSize = 10) => data(call(MALL_PREFIX, MALL.shops, { input: { pageNum, pageSize, keyword } }));
export const shopHome = (id: number) => data(call(MALL_PREFIX, SHOP_HOME, { params: { id } }));
export const liveList = (status: 'now' | 'upcoming' | 'all' = 'now') => data(call(MALL_PREFIX, MALL.live, { input: { status } }));
export const liveSession = (id: number) => data(call(MALL_PREFIX, MALL.liveSession, { params: { id } }));
/** Server-sent events URL of a live room's chat. */
export const liveChatUrl = (id: number) => `${V}mall/live/${id}/chat`;
/** A chat line: the room's stream shows it (no list to load again). Answered by server/routes/liveChat.ts. */
export const sendChat = (id: number, text: string) => data(call(V, LIVE_CHAT.send, { params: { id }, input: { text } }, NO_STALE_MARK));

// ---- buyer: wallet, favourites, addresses ----------------------------------------------------
export const balance = () => data(call(BUYERS, WALLET.balance, {}));
/** The gold-coin ledger, newest first (the buyer centre's 金币明细). */
export const walletLedger = (pageNum = 1, pageSize = 20) => data(call(BUYERS, WALLET.ledger, { input: { pageNum, pageSize } }));
export const setFavourite = (type: 'product' | 'shop', id: number, on: boolean) => data(call(BUYERS, BUYER.setFavourite, { input: { type, id, on } }));
// one path for both kinds: the type asked for says which list comes back
export const favouriteProducts = async () => (await data(call(BUYERS, BUYER.favourites, { input: { type: 'product' } }))) as FavouriteProduct[];
export const favouriteShops = async () => (await data(call(BUYERS, BUYER.favourites, { input: { type: 'shop' } }))) as FavouriteShop[];
export const addresses = () => data(call(BUYERS, BUYER.addresses, {}));
export const saveAddress = (a: AddressInput) => data(call(BUYERS, BUYER.saveAddress, { input: a }));
export const deleteAddress = (id: number) => data(call(BUYERS, BUYER.deleteAddress, { input: { id } }));
export const setDefaultAddress = (id: number) => data(call(BUYERS, BUYER.setDefaultAddress, { input: { id } }));

// ---- buyer: cart -----------------------------------------------------------------------------
export const getCart = () => data(call(BUYERS, CART.get, {}));
export const cartAdd = (skuId: number, quantity: number) => data(call(BUYERS, CART.add, { input: { skuId, quantity } }));
export const cartUpdate = (skuId: number, quantity: number) => data(call(BUYERS, CART.update, { input: { skuId, quantity } }));
export const cartRemove = (skuIds: number[]) => data(call(BUYERS, CART.remove, { input: { skuIds } }));
export const cartSelect = (selected: boolean, skuIds?: number[]) => data(call(BUYERS, CART.select, { input: { selected, skuIds } }));
export const cartMerge = (items: { skuId: number; quantity: number; selected?: boolean }[]) => data(call(BUYERS, CART.merge, { input: { items } }));

// ---- buyer: checkout, orders -----------------------------------------------------------------
export const claimCoupon = (promotionId: number) => data(call(BUYERS, BUYER_ORDER.claimCoupon, { input: { promotionId } }));
/** A read sent as POST (the totals of a checkout not yet made). */
export const checkoutPreview = (input: CheckoutInput) => data(call(BUYERS, BUYER_ORDER.preview, { input }, NO_STALE_MARK));
/** With a checkout key, sending the same checkout again (an answer lost on the way) answers the orders it made instead of making more. */
export const createOrder = (input: CheckoutInput, checkoutKey?: string) =>
  data(call(BUYERS, BUYER_ORDER.create, { input }, checkoutKey ? { headers: { 'Idempotency-Key': checkoutKey } } : {}));
/** Pays with gold coins; the same key on a retry charges once. */
export const payOrder = (orderId: number, idempotencyKey: string) =>
  data(call(BUYERS, BUYER_ORDER.pay, { input: { orderId, idempotencyKey } }, { headers: { 'Idempotency-Key': idempotencyKey } }));
export const cancelOrder = (orderId: number, reason?: string) => data(call(BUYERS, BUYER_ORDER.cancel, { input: { orderId, reason } }));
export const refundOrder = (orderId: number, reason?: string) => data(call(BUYERS, BUYER_ORDER.refund, { input: { orderId, reason } }));
export const receiveOrder = (orderId: number) => data(call(BUYERS, BUYER_ORDER.receive, { input: { orderId } }));
export const reviewOrder = (orderId: number, items: ReviewInput['items']) => data(call(BUYERS, BUYER_ORDER.review, { input: { orderId, items } }));
export const orders = (status: OrderTab, pageNum = 1, pageSize = 10) => data(call(BUYERS, BUYER_ORDER.list, { input: { status, pageNum, pageSize } }));
export const orderCounts = () => data(call(BUYERS, BUYER_ORDER.counts, {}));
export const orderDetail = (id: number) => data(call(BUYERS, BUYER_ORDER.detail, { params: { id } }));

// ---- buyer: after-sales, complaints ----------------------------------------------------------
export const applyAfterSale = (input: AfterSaleInput) => data(call(BUYERS, BUYER_AFTER_SALE.apply, { input }));
export const afterSales = () => data(call(BUYERS, BUYER_AFTER_SALE.list, {}));
export const afterSale = (id: number) => data(call(BUYERS, BUYER_AFTER_SALE.detail, { params: { id } }));
export const cancelAfterSale = (id: number) => data(call(BUYERS, BUYER_AFTER_SALE.cancel, { input: { id } }));
export const returnGoods = (id: number, carrier: string, trackingNo: string) =>
  data(call(BUYERS, BUYER_AFTER_SALE.returnGoods, { input: { id, carrier, trackingNo } }));
export const fileComplaint = (input: ComplaintInput) => data(call(BUYERS, BUYER_AFTER_SALE.complain, { input }));
export const complaints = (kind: 'complaint' | 'report') => data(call(BUYERS, BUYER_AFTER_SALE.complaints, { input: { kind } }));

/** POST /v1/wangchuang/upload/temporary/file (spec §7): a photo for a review, after-sale or complaint. */
export const uploadPhoto = (file: File) => data(postForm<UploadResult>(`${V}upload/temporary/file`, { file }, NO_STALE_MARK));
