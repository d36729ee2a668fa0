/**
 * Payloads of the seller centre's orders, service and marketing calls (docs/seller-centre.md
 * "Orders, service and marketing"). Money is integer fen.
 */
import type { AfterSale, OrderDetail } from './shop.ts';

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
