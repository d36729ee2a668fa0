/**
 * Payloads of the seller centre's orders, service and marketing calls (docs/seller-centre.md
 * "Orders, service and marketing"). Money is integer fen.
 */
import type { AfterSale, OrderDetail } from './shop.ts';

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
