/**
 * Payloads of the seller centre's shop, goods, stock, staff and data calls (docs/seller-centre.md
 * "Shop, goods and stock"). Money is integer fen. Pure data and pure helpers: both sides read them.
 */
import type { ProductCard, Promotion, SpecDef } from './shop.ts';
import { endpoint } from './endpoint.ts';
import { SUPPLY_LEDGER_REASONS } from './supply.ts';
import type { Page } from './paging.ts';
import type { LedgerEntry } from './wallet.ts';

// ---- the shop --------------------------------------------------------------------------------------

/** /seller/shopConfig: what a seller edits of their shop. `logo` '' = the drawn logo. */
export interface ShopProfileInput {
  name: string;
  logo: string;
  intro: string;
  servicePhone: string;
  returnName: string;
  returnPhone: string;
  returnAddress: string;
}

export interface ShopProfile extends ShopProfileInput {
  id: number;
  /** The logo as shown (the drawn one when none is set). */
  logoUrl: string;
  createdAt: string;
}

export const SHOP_NAME_MAX = 20;
export const SHOP_INTRO_MAX = 200;

// ---- the shop home's decoration (/seller/myShopDesign, /seller/shopTrim, shown at /shopHome) -----------

export const DECOR_THEMES = [
  { key: 'red', label: '中国红', color: '#e4393c' },
  { key: 'orange', label: '活力橙', color: '#ff6a00' },
  { key: 'green', label: '清新绿', color: '#16a05d' },
  { key: 'blue', label: '科技蓝', color: '#1677ff' },
  { key: 'purple', label: '优雅紫', color: '#7b4bd6' },
  { key: 'black', label: '高级黑', color: '#262626' },
] as const;
export type DecorTheme = (typeof DECOR_THEMES)[number]['key'];

export type DecorBlock =
  /** A carousel of 1–5 pictures, each optionally opening a product. */
  | { type: 'banner'; items: { image: string; productId: number | null }[] }
  /** Featured products picked by the seller (1–12), under a title. */
  | { type: 'products'; title: string; productIds: number[] }
  /** The products of /seller/recomGoods (店长推荐). */
  | { type: 'recommend'; title: string }
  /** The shop's best sellers. */
  | { type: 'hot'; title: string }
  /** The newest products. */
  | { type: 'new'; title: string }
  /** The shop's coupons, red packets and offers. */
  | { type: 'coupons' }
  /** The shop's own categories as a navigation row (/seller/classManage). */
  | { type: 'categories' }
  /** A notice line. */
  | { type: 'notice'; text: string }
  /** One picture, optionally opening a product. */
  | { type: 'image'; image: string; productId: number | null };
export type DecorBlockType = DecorBlock['type'];

export const DECOR_BLOCK_NAMES: Record<DecorBlockType, string> = {
  banner: '轮播图',
  products: '精选商品',
  recommend: '店长推荐',
  hot: '热销商品',
  new: '新品上架',
  coupons: '优惠券',
  categories: '分类导航',
  notice: '店铺公告',
  image: '图片广告',
};

export interface ShopDecor {
  theme: DecorTheme;
  /** 店招: the header picture (a library picture or null for the theme colour) and a slogan. */
  sign: { image: string | null; slogan: string };
  blocks: DecorBlock[];
}

export const DECOR_LIMITS = { blocks: 12, bannerItems: 5, products: 12, title: 12, slogan: 30, notice: 100 } as const;

/** The look of a shop that was never decorated: what /shopHome showed before decoration existed. */
export const DEFAULT_DECOR: ShopDecor = {
  theme: 'red',
  sign: { image: null, slogan: '' },
  blocks: [{ type: 'coupons' }, { type: 'recommend', title: '店长推荐' }, { type: 'hot', title: '热销商品' }],
};

export const newBlock = (type: DecorBlockType): DecorBlock => {
  switch (type) {
    case 'banner':
      return { type, items: [] };
    case 'products':
      return { type, title: '精选商品', productIds: [] };
    case 'recommend':
      return { type, title: '店长推荐' };
    case 'hot':
      return { type, title: '热销商品' };
    case 'new':
      return { type, title: '新品上架' };
    case 'notice':
      return { type, text: '' };
    case 'image':
      return { type, image: '', productId: null };
    default:
      return { type };
  }
};

/** A shop category as buyers browse it. */
export interface ShopCategoryLink {
  id: number;
  name: string;
  productCount: number;
}

/** What /shopHome draws from the decoration: the products every block needs, resolved on the server. */
export interface ShopFront {
  decor: ShopDecor;
  /** On-shelf cards by id: featured, recommended, banner and picture links. */
  products: Record<number, ProductCard>;
  recommended: ProductCard[];
  hot: ProductCard[];
  newest: ProductCard[];
  categories: ShopCategoryLink[];
}

/** GET /seller/decor: the decoration, what the preview needs, and the shop's name and logo. */
export interface DecorState extends ShopFront {
  shopId: number;
  shopName: string;
  logo: string;
  promotions: Promotion[];
}

// ---- goods ------------------------------------------------------------------------------------------

export const GOODS_LIMITS = {
  title: 60,
  subtitle: 60,
  images: 9,
  specGroups: 3,
  specValues: 10,
  specName: 10,
  specValue: 20,
  skus: 100,
  detail: 100_000,
} as const;
/** What the one SKU of a product without specs is called. */
export const DEFAULT_SPEC_TEXT = '默认';
export const MAX_STOCK = 999_999;
export const MAX_PRICE_FEN = 100_000_000;

export interface SkuInput {
  spec: Record<string, string>;
  priceFen: number;
  originalPriceFen: number;
  stock: number;
}

/** POST /seller/goods/save: a new product (no id) or an edit. */
export interface GoodsInput {
  id?: number;
  title: string;
  subtitle: string;
  categoryId: number;
  shopCategoryId: number | null;
  images: string[];
  specs: SpecDef[];
  skus: SkuInput[];
  freightTemplateId: number | null;
  detailHtml: string;
  onShelf: boolean;
}

export interface GoodsSku extends SkuInput {
  id: number;
  specText: string;
}

/** GET /seller/goods/{id}. */
export interface GoodsDetail extends Omit<GoodsInput, 'skus'> {
  id: number;
  skus: GoodsSku[];
  sales: number;
  /** A product without pictures of its own (the seeded goods) shows these drawn ones until it gets some. */
  drawnImages: string[];
}

/** The choices the goods form offers (platform categories, the shop's categories and freight templates). */
export interface GoodsOptions {
  categories: { id: number; name: string }[];
  shopCategories: { id: number; name: string }[];
  freightTemplates: { id: number; name: string; isDefault: boolean }[];
}

/** The spec text of a SKU: its values in the order of the specs ('黑色 / M'), or 默认. */
export function specTextOf(specs: readonly SpecDef[], spec: Record<string, string>): string {
  return specs.length ? specs.map((s) => spec[s.name] ?? '').join(' / ') : DEFAULT_SPEC_TEXT;
}

/** Every combination of the spec values, in order: the SKU grid (one empty spec without specs). */
export function skuGrid(specs: readonly SpecDef[]): Record<string, string>[] {
  let rows: Record<string, string>[] = [{}];
  for (const s of specs) rows = rows.flatMap((r) => s.values.map((v) => ({ ...r, [s.name]: v })));
  return rows;
}

/** GET /seller/goods/{id}/skus: a product's SKUs as the goods list's inline editor shows them. */
export interface SkuRow {
  skuId: number;
  specText: string;
  priceFen: number;
  originalPriceFen: number;
  stock: number;
}

/** POST /seller/goods/sku: one SKU's new price and/or stock (at least one of them). */
export interface SkuChange {
  skuId: number;
  priceFen?: number;
  stock?: number;
}

/** What an inline SKU edit leaves. */
export interface SkuSaved {
  skuId: number;
  priceFen: number;
  stock: number;
}

/** The key of a SKU's combination (to keep prices and stock when the specs change). */
export const specKey = (spec: Record<string, string>) =>
  Object.keys(spec)
    .sort()
    .map((k) => `${k}=${spec[k]}`)
    .join('&');

// ---- stock ------------------------------------------------------------------------------------------

export const STOCK_REASON_NAMES = {
  initial: '初始库存',
  order: '订单出库',
  cancel: '取消退回',
  refund: '退款退回',
  return: '退货入库',
  restart: '重新开始',
  inbound: '采购入库',
  outbound: '其他出库',
  adjust: '库存调整',
  supply: '货源采购',
} as const;
export type StockReasonKey = keyof typeof STOCK_REASON_NAMES;

/** Kinds of a manual outbound (/seller/logisticC). */
export const OUTBOUND_KINDS = ['损耗报废', '样品领用', '赠品发放', '退回供应商', '其他'] as const;

export interface StockItemInput {
  skuId: number;
  quantity: number;
}

/** POST /seller/stock/inbound: a purchase inbound (采购入库). */
export interface StockInboundInput {
  items: StockItemInput[];
  supplier: string;
  note: string;
}

/** POST /seller/stock/outbound: an other outbound, `kind` one of OUTBOUND_KINDS. */
export interface StockOutboundInput {
  items: StockItemInput[];
  kind: string;
  note: string;
}

/** POST /seller/stock/adjust: one SKU's stock set to the counted figure, with the reason. */
export interface StockAdjustInput {
  skuId: number;
  stock: number;
  reason: string;
}

/** What a stock adjustment moved. */
export interface StockAdjustment {
  skuId: number;
  before: number;
  after: number;
  delta: number;
}

/** GET /seller/stock/summary. */
export interface StockSummary {
  skuCount: number;
  totalStock: number;
  soldOut: number;
  low: number;
  /** SKUs whose ledger does not add up to their stock: 0 (the trigger keeps it so). */
  mismatched: number;
  lowThreshold: number;
  /** This season: units in and out, by reason. */
  moves: { reason: StockReasonKey; units: number }[];
}

/** A SKU as the stock pickers offer it. */
export interface StockSku {
  skuId: number;
  productId: number;
  title: string;
  specText: string;
  stock: number;
}

// ---- money -------------------------------------------------------------------------------------------

/** What each wallet_ledger.reason is called wherever a ledger is shown (every reason services/wallet.move is given). */
export const WALLET_REASON_NAMES: Record<string, string> = {
  seed: '开户金币',
  pay: '支付订单',
  refund: '退款',
  settle: '订单结算',
  aftersale: '售后退款',
  restart: '重新开始',
  commission: '直播佣金',
  commission_reverse: '佣金退回',
  train: '直通车推广',
  bond: '缴纳保证金',
  bond_refund: '保证金退回',
  ...SUPPLY_LEDGER_REASONS,
};

/** GET /seller/account/summary: the shop's money (the owner's wallet) and what is held for it. */
export interface AccountSummary {
  balanceFen: number;
  /** Paid orders not yet received: paid to the shop at receipt. */
  heldFen: number;
  heldOrders: number;
  /** This season: settled to the shop, refunded by it. */
  settledFen: number;
  refundedFen: number;
  season: number;
}

/** An order whose coins wait for the buyer's receipt (/seller/paymentMethod). */
export interface HeldOrder {
  id: number;
  orderNo: string;
  status: string;
  payFen: number;
  refundedFen: number;
  paidAt: string;
}

// ---- data --------------------------------------------------------------------------------------------

export interface SeasonFigures {
  season: number;
  orders: number;
  /** Paid orders' pay − refunded. */
  salesFen: number;
  units: number;
  visitors: number;
  views: number;
  buyers: number;
  /** Buyers ÷ visitors, in per cent with one decimal (0 without visitors). */
  conversion: number;
  /** Sales ÷ orders (fen). */
  avgOrderFen: number;
}

/** GET /seller/centre/overview: /seller/index. */
export interface SellerOverview {
  shopId: number;
  shopName: string;
  logo: string;
  season: number;
  /** The owner's gold coins (fen); null for a staff member. */
  balanceFen: number | null;
  /** Spec §2 fixed scores. */
  scores: { description: number; service: number; logistics: number };
  todo: { toShip: number; afterSales: number; unansweredQuestions: number; unrepliedReviews: number; lowStock: number };
  today: { orders: number; salesFen: number; visitors: number };
  thisSeason: SeasonFigures;
  productCount: number;
  onShelf: number;
}

export interface ProductFigures {
  productId: number;
  title: string;
  image: string;
  orders: number;
  units: number;
  salesFen: number;
  visitors: number;
  views: number;
  buyers: number;
  conversion: number;
}

/** GET /seller/data/analysis?season=: every season's figures and one season's per-product figures. */
export interface DataAnalysis {
  season: number;
  currentSeason: number;
  seasons: SeasonFigures[];
  products: ProductFigures[];
}

/** GET /seller/data/activities?season=: each promotion's and live session's results. */
export interface ActivityResult {
  key: string;
  kind: 'mj' | 'yhq' | 'hb' | 'tj' | 'live';
  kindName: string;
  title: string;
  status: '进行中' | '未开始' | '已结束';
  /** Coupons and red packets: claimed / total. */
  claimed: number | null;
  total: number | null;
  used: number | null;
  orders: number;
  discountFen: number;
  salesFen: number;
  /** Live sessions: viewers. */
  viewers: number | null;
}

export interface ActivityData {
  season: number;
  currentSeason: number;
  list: ActivityResult[];
}

// ---- ready-made pictures and copy (/seller/webResources, /seller/source) ------------------------------

export interface LibraryPicture {
  key: string;
  url: string;
  name: string;
  group: string;
  inLibrary: boolean;
}

export interface SourceItem {
  id: number;
  title: string;
  subtitle: string;
  categoryName: string;
  categoryId: number | null;
  specs: SpecDef[];
  /** Suggested retail and purchase prices (fen). */
  priceFen: number;
  costFen: number;
  detailHtml: string;
  images: string[];
  sellingPoints: string[];
}

export interface CopyTemplate {
  id: number;
  group: string;
  text: string;
}

/** POST stock/inbound|outbound: the document written. */
export interface StockDoc {
  docNo: string;
  lines: number;
  units: number;
}

// ---- the calls (server/routes/sellerCentre.ts), under /v1/wangchuang/seller/ ------------------------

/** The data pages' season (the current one when not given). */
export interface SeasonQuery {
  season?: number;
}

/** The shop home (/seller/index), its profile (/seller/shopConfig) and its decoration (/seller/myShopDesign). */
export const SELLER_SHOP = {
  overview: endpoint<void, SellerOverview>()('GET', '/centre/overview'),
  profile: endpoint<void, ShopProfile>()('GET', '/profile'),
  saveProfile: endpoint<ShopProfileInput, ShopProfile>()('POST', '/profile'),
  decor: endpoint<void, DecorState>()('GET', '/decor'),
  /** publishes the decoration and answers the shop home as buyers now see it */
  saveDecor: endpoint<ShopDecor, ShopFront>()('POST', '/decor'),
};

/** The goods form (/seller/addGoods) and the goods list's inline SKU editor. `id` is digits only on the server. */
export const SELLER_GOODS = {
  options: endpoint<void, GoodsOptions>()('GET', '/goods/options'),
  detail: endpoint<void, GoodsDetail>()('GET', '/goods/:id'),
  skus: endpoint<void, SkuRow[]>()('GET', '/goods/:id/skus'),
  /** a new product without `id`, else an edit */
  save: endpoint<GoodsInput, GoodsDetail>()('POST', '/goods/save'),
  sku: endpoint<SkuChange, SkuSaved>()('POST', '/goods/sku'),
};

/** The warehouse (/seller/logistic*): its figures, the SKU picker and the three kinds of stock document. */
export const SELLER_STOCK = {
  summary: endpoint<void, StockSummary>()('GET', '/stock/summary'),
  skus: endpoint<{ keyword: string }, StockSku[]>()('GET', '/stock/skus'),
  inbound: endpoint<StockInboundInput, StockDoc>()('POST', '/stock/inbound'),
  outbound: endpoint<StockOutboundInput, StockDoc>()('POST', '/stock/outbound'),
  adjust: endpoint<StockAdjustInput, StockAdjustment>()('POST', '/stock/adjust'),
};

/** The ready-made pictures (/seller/webResources), the product sources and copy (/seller/source). */
export const SELLER_LIBRARY = {
  pictures: endpoint<void, LibraryPicture[]>()('GET', '/library'),
  /** answers how many pictures were new to the shop's picture space */
  add: endpoint<{ keys: string[] }, { added: number }>()('POST', '/library/add'),
  sources: endpoint<void, SourceItem[]>()('GET', '/source'),
  copy: endpoint<void, CopyTemplate[]>()('GET', '/source/copy'),
  /** takes a source's pictures into the shop's library and answers the source */
  takeSource: endpoint<{ id: number }, SourceItem>()('POST', '/source/use'),
};

/** The data pages (/seller/dataAnalysis, /seller/activityData) and the money (/seller/accountManage, /seller/paymentMethod). */
export const SELLER_DATA = {
  analysis: endpoint<SeasonQuery, DataAnalysis>()('GET', '/data/analysis'),
  activities: endpoint<SeasonQuery, ActivityData>()('GET', '/data/activities'),
  accountSummary: endpoint<void, AccountSummary>()('GET', '/account/summary'),
  /** `reason` one of WALLET_REASON_NAMES' keys, all when not given */
  ledger: endpoint<{ pageNum: number; pageSize: number; reason?: string }, Page<LedgerEntry>>()('GET', '/account/ledger'),
  held: endpoint<{ pageNum: number; pageSize: number }, Page<HeldOrder>>()('GET', '/account/held'),
};
