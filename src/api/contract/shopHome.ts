import { endpoint } from './endpoint.ts';
import type { ShopFront } from './seller.ts';
import type { LiveSession, ProductCard, Promotion, ShopSummary } from './shop.ts';

/**
 * The shop home (/shopHome) under /v1/wangchuang/mall/ (shop.ts MALL): apart from the other mall
 * calls because it carries the seller's decoration (seller.ts), and seller.ts imports shop.ts.
 */

/** The shop home: its summary, its decoration and what that shows (ShopFront), promotions, live. */
export interface ShopHome extends ShopSummary, ShopFront {
  isFavourite: boolean;
  promotions: Promotion[];
  hot: ProductCard[];
  live: LiveSession[];
}

/** the shop home with its decoration (/seller/shopTrim) and what that shows */
export const SHOP_HOME = endpoint<void, ShopHome>()('GET', '/shop/:id');
