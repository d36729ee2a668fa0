import { toUrl } from './http.ts';
import { readEvents } from './eventStream.ts';
import { call, data } from './call.ts';
import { resourceCalls } from './resource.ts';
import { shopProductPickResource } from './contract/resources/sellerMarketing.ts';
import { PREFIX } from './contract/prefixes.ts';
import { getToken } from '../lib/cookies.ts';
import type { OrderTab } from './contract/shop.ts';
import {
  BUYER_CONSULT,
  SELLER_CONSULT,
  SELLER_MARKETING,
  SELLER_ORDER,
  SELLER_SHOP_HOME,
  SELLER_SERVICE,
  SELLER_TRADE,
  type AfterSaleDecision,
  type BatchShipInput,
  type ConsultEvent,
  type FreightTemplateInput,
} from './contract/sellerTrade.ts';

export type { SellerReview } from './contract/sellerTrade.ts';

/**
 * The seller centre's orders, service and marketing calls (docs/seller-centre.md): the endpoints of
 * contract/sellerTrade.ts, answered by server/routes/sellerTrade.ts and by the shop's routes
 * (server/routes/shop.ts: the order list, after-sales, reviews, complaints; the 直通车 click is the
 * mall's, contract/shop.ts MALL). The pickers' product list is a resource's options; the consult
 * streams are SSE, read with fetch.
 */

const V = PREFIX.root;
const S = `${V}seller/`;

// ---- orders --------------------------------------------------------------------------------------
export const sellerOrders = (status: OrderTab, pageNum = 1, pageSize = 10) => data(call(S, SELLER_ORDER.list, { input: { status, pageNum, pageSize } }));
export const sellerOrderCounts = () => data(call(S, SELLER_ORDER.counts, {}));
/** The shop's ended seasons and followers (/seller/myShop). */
export const sellerShopHome = () => data(call(S, SELLER_SHOP_HOME, {}));
export const sellerOrder = (id: number) => data(call(S, SELLER_ORDER.detail, { params: { id } }));
export const shipOrder = (orderId: number, carrier: string, trackingNo: string) =>
  data(call(S, SELLER_ORDER.ship, { input: { orderId, carrier, trackingNo } }));
export const batchShip = (items: BatchShipInput['items']) => data(call(S, SELLER_TRADE.batchShip, { input: { items } }));
export const packingList = (ids: number[]) => data(call(S, SELLER_TRADE.packing, { input: { ids: ids.join(',') } }));

// ---- after-sales ---------------------------------------------------------------------------------
export const sellerAfterSale = (id: number) => data(call(S, SELLER_TRADE.afterSale, { params: { id } }));
export const afterSaleDo = (action: 'agree' | 'reject' | 'confirm', id: number, extra: Omit<AfterSaleDecision, 'id'> = {}) =>
  data(call(S, SELLER_ORDER[action], { input: { id, ...extra } }));

// ---- reviews, complaints -------------------------------------------------------------------------
export const sellerReviews = (pageNum = 1, pageSize = 10) => data(call(S, SELLER_SERVICE.reviews, { input: { pageNum, pageSize } }));
export const replyReview = (id: number, reply: string) => data(call(S, SELLER_SERVICE.replyReview, { input: { id, reply } }));

// ---- freight -------------------------------------------------------------------------------------
export const freightTemplate = (id: number) => data(call(S, SELLER_TRADE.freight, { params: { id } }));
export const saveFreightTemplate = (t: FreightTemplateInput) => data(call(S, SELLER_TRADE.saveFreight, { input: t }));

// ---- customers, consult --------------------------------------------------------------------------
export const customers = (pageNum = 1, keyword?: string, pageSize = 10) => data(call(S, SELLER_TRADE.customers, { input: { pageNum, pageSize, keyword } }));
export const sellerConsults = (pageNum = 1, unread = false, pageSize = 20) =>
  data(call(V, SELLER_CONSULT.threads, { input: { pageNum, pageSize, unread: unread ? '1' : '0' } }));
export const sellerConversation = (id: number) => data(call(V, SELLER_CONSULT.conversation, { params: { id } }));
export const sellerReply = (threadId: number, text: string) => data(call(V, SELLER_CONSULT.reply, { input: { threadId, text } }));
export const buyerConsults = (pageNum = 1, pageSize = 20) => data(call(V, BUYER_CONSULT.threads, { input: { pageNum, pageSize } }));
export const buyerConversation = (id: number) => data(call(V, BUYER_CONSULT.conversation, { params: { id } }));
export const buyerConversationWithShop = (shopId: number) => data(call(V, BUYER_CONSULT.withShop, { params: { shopId } }));
export const askShop = (shopId: number, text: string, productId?: number) => data(call(V, BUYER_CONSULT.ask, { input: { shopId, productId, text } }));

/**
 * The live stream of new consult messages for the signed-in user (`side` picks the buyer's or the
 * shop's). EventSource cannot send the token header, so this reads the SSE stream with fetch.
 * Reconnects after a drop (3 s); stop it with the returned function.
 */
export function watchConsults(side: 'buyer' | 'seller', onEvent: (e: ConsultEvent) => void): () => void {
  const path = side === 'buyer' ? `${V}buyers/consult/stream` : `${S}consult/stream`;
  let stopped = false;
  let ctrl: AbortController | null = null;
  const run = async () => {
    while (!stopped) {
      ctrl = new AbortController();
      try {
        const token = getToken();
        const res = await fetch(toUrl(path), { headers: token ? { Authorization: token } : {}, signal: ctrl.signal });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        await readEvents(res.body, (event, data) => {
          if (event === 'message') onEvent(JSON.parse(data) as ConsultEvent);
        });
      } catch {
        // dropped or refused: try again shortly
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 3000));
    }
  };
  void run();
  return () => {
    stopped = true;
    ctrl?.abort();
  };
}

// ---- marketing -----------------------------------------------------------------------------------
export const marketingSummary = () => data(call(S, SELLER_MARKETING.summary, {}));
export const trainPlan = () => data(call(S, SELLER_MARKETING.trainPlan, {}));
export const saveTrainPlan = (budgetFen: number, enabled: boolean) => data(call(S, SELLER_MARKETING.saveTrainPlan, { input: { budgetFen, enabled } }));
export const activities = () => data(call(S, SELLER_MARKETING.activities, {}));
export const signActivity = (activityId: number, productIds: number[]) => data(call(S, SELLER_MARKETING.signActivity, { input: { activityId, productIds } }));
export const cancelActivity = (activityId: number) => data(call(S, SELLER_MARKETING.cancelActivity, { input: { activityId } }));
export const bondInfo = () => data(call(S, SELLER_MARKETING.bond, {}));
export const payBond = (amountFen: number) => data(call(S, SELLER_MARKETING.payBond, { input: { amountFen } }));
export const withdrawBond = (amountFen: number) => data(call(S, SELLER_MARKETING.withdrawBond, { input: { amountFen } }));
export const guarantees = () => data(call(S, SELLER_MARKETING.guarantees, {}));
export const setGuarantee = (code: string, on: boolean) => data(call(S, SELLER_MARKETING.setGuarantee, { input: { code, on } }));
/** The shop's on-shelf products for pickers (the shopProductPick resource's options). */
export const myProducts = (keyword = '') => resourceCalls(shopProductPickResource, 6).options(keyword);
