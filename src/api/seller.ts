import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import {
  SELLER_DATA,
  SELLER_GOODS,
  SELLER_LIBRARY,
  SELLER_SHOP,
  SELLER_STOCK,
  type GoodsInput,
  type ShopDecor,
  type ShopProfileInput,
  type SkuChange,
  type StockItemInput,
} from './contract/seller.ts';

export type { SkuRow } from './contract/seller.ts';

/** The seller centre's shop, goods, stock and data calls (server/routes/sellerCentre.ts). */

const S = `${PREFIX.root}seller/`;

export const sellerOverview = () => data(call(S, SELLER_SHOP.overview, {}));

export const shopProfile = () => data(call(S, SELLER_SHOP.profile, {}));
export const saveShopProfile = (input: ShopProfileInput) => data(call(S, SELLER_SHOP.saveProfile, { input }));
export const decorState = () => data(call(S, SELLER_SHOP.decor, {}));
export const saveDecor = (decor: ShopDecor) => data(call(S, SELLER_SHOP.saveDecor, { input: decor }));

export const goodsOptions = () => data(call(S, SELLER_GOODS.options, {}));
export const goodsDetail = (id: number) => data(call(S, SELLER_GOODS.detail, { params: { id } }));
export const saveGoods = (input: GoodsInput) => data(call(S, SELLER_GOODS.save, { input }));
export const goodsSkus = (productId: number) => data(call(S, SELLER_GOODS.skus, { params: { id: productId } }));
export const updateSku = (skuId: number, change: Omit<SkuChange, 'skuId'>) => data(call(S, SELLER_GOODS.sku, { input: { skuId, ...change } }));

export const stockSummary = () => data(call(S, SELLER_STOCK.summary, {}));
export const stockSkus = (keyword = '') => data(call(S, SELLER_STOCK.skus, { input: { keyword } }));
export const stockInbound = (items: StockItemInput[], supplier: string, note: string) =>
  data(call(S, SELLER_STOCK.inbound, { input: { items, supplier, note } }));
export const stockOutbound = (items: StockItemInput[], kind: string, note: string) => data(call(S, SELLER_STOCK.outbound, { input: { items, kind, note } }));
export const stockAdjust = (skuId: number, stock: number, reason: string) => data(call(S, SELLER_STOCK.adjust, { input: { skuId, stock, reason } }));

export const libraryPictures = () => data(call(S, SELLER_LIBRARY.pictures, {}));
export const addLibraryPictures = (keys: string[]) => data(call(S, SELLER_LIBRARY.add, { input: { keys } }));
export const sourceItems = () => data(call(S, SELLER_LIBRARY.sources, {}));
export const copyTemplates = () => data(call(S, SELLER_LIBRARY.copy, {}));
/** Takes a source's pictures into the shop's library and answers the source (to fill /seller/addGoods). */
export const takeSource = (id: number) => data(call(S, SELLER_LIBRARY.takeSource, { input: { id } }));

export const dataAnalysis = (season?: number) => data(call(S, SELLER_DATA.analysis, { input: season ? { season } : {} }));
export const activityData = (season?: number) => data(call(S, SELLER_DATA.activities, { input: season ? { season } : {} }));
export const accountSummary = () => data(call(S, SELLER_DATA.accountSummary, {}));
export const accountLedger = (pageNum: number, reason?: string, pageSize = 10) => data(call(S, SELLER_DATA.ledger, { input: { pageNum, pageSize, reason } }));
export const heldOrders = (pageNum: number, pageSize = 10) => data(call(S, SELLER_DATA.held, { input: { pageNum, pageSize } }));
