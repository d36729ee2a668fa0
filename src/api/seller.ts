import { get, post } from './http.ts';
import { PREFIX } from './contract/prefixes.ts';
import type { Page } from './contract/paging.ts';
import type {
  AccountSummary,
  StockDoc,
  ActivityData,
  CopyTemplate,
  DataAnalysis,
  DecorState,
  GoodsDetail,
  GoodsInput,
  GoodsOptions,
  HeldOrder,
  LedgerRow,
  LibraryPicture,
  SellerOverview,
  ShopDecor,
  ShopFront,
  ShopProfile,
  ShopProfileInput,
  SourceItem,
  StockItemInput,
  StockSku,
  StockSummary,
} from './contract/seller.ts';

/** The seller centre's shop, goods, stock and data calls (server/routes/sellerCentre.ts). */

const S = `${PREFIX.root}seller/`;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const sellerOverview = () => data(get<SellerOverview>(`${S}centre/overview`));

export const shopProfile = () => data(get<ShopProfile>(`${S}profile`));
export const saveShopProfile = (input: ShopProfileInput) => data(post<ShopProfile>(`${S}profile`, input));
export const decorState = () => data(get<DecorState>(`${S}decor`));
export const saveDecor = (decor: ShopDecor) => data(post<ShopFront>(`${S}decor`, decor));

export const goodsOptions = () => data(get<GoodsOptions>(`${S}goods/options`));
export const goodsDetail = (id: number) => data(get<GoodsDetail>(`${S}goods/${id}`));
export const saveGoods = (input: GoodsInput) => data(post<GoodsDetail>(`${S}goods/save`, input));
export interface SkuRow {
  skuId: number;
  specText: string;
  priceFen: number;
  originalPriceFen: number;
  stock: number;
}
export const goodsSkus = (productId: number) => data(get<SkuRow[]>(`${S}goods/${productId}/skus`));
export const updateSku = (skuId: number, change: { priceFen?: number; stock?: number }) =>
  data(post<{ skuId: number; priceFen: number; stock: number }>(`${S}goods/sku`, { skuId, ...change }));

export const stockSummary = () => data(get<StockSummary>(`${S}stock/summary`));
export const stockSkus = (keyword = '') => data(get<StockSku[]>(`${S}stock/skus`, { keyword }));
export const stockInbound = (items: StockItemInput[], supplier: string, note: string) => data(post<StockDoc>(`${S}stock/inbound`, { items, supplier, note }));
export const stockOutbound = (items: StockItemInput[], kind: string, note: string) => data(post<StockDoc>(`${S}stock/outbound`, { items, kind, note }));
export const stockAdjust = (skuId: number, stock: number, reason: string) => data(post<unknown>(`${S}stock/adjust`, { skuId, stock, reason }));

export const libraryPictures = () => data(get<LibraryPicture[]>(`${S}library`));
export const addLibraryPictures = (keys: string[]) => data(post<{ added: number }>(`${S}library/add`, { keys }));
export const sourceItems = () => data(get<SourceItem[]>(`${S}source`));
export const copyTemplates = () => data(get<CopyTemplate[]>(`${S}source/copy`));
/** Takes a source's pictures into the shop's library and answers the source (to fill /seller/addGoods). */
export const takeSource = (id: number) => data(post<SourceItem>(`${S}source/use`, { id }));

export const dataAnalysis = (season?: number) => data(get<DataAnalysis>(`${S}data/analysis`, season ? { season } : {}));
export const activityData = (season?: number) => data(get<ActivityData>(`${S}data/activities`, season ? { season } : {}));
export const accountSummary = () => data(get<AccountSummary>(`${S}account/summary`));
export const accountLedger = (pageNum: number, reason?: string, pageSize = 10) =>
  data(get<Page<LedgerRow>>(`${S}account/ledger`, { pageNum, pageSize, reason }));
export const heldOrders = (pageNum: number, pageSize = 10) => data(get<Page<HeldOrder>>(`${S}account/held`, { pageNum, pageSize }));
