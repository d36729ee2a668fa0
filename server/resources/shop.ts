import { badRequest } from '../errors.ts';
import { shopAfterSaleResource, shopCategoryResource } from '../../src/api/contract/resources/shop.ts';
import type { Binding } from './binding.ts';

/** A shop's own categories; products keep theirs until it is deleted (then they are uncategorised). */
export const shopCategoryBinding: Binding = {
  resource: shopCategoryResource,
  table: 'shop_categories',
  alias: 'sc',
  from: 'shop_categories sc',
  columns: { productCount: '(select count(*)::int from products p where p.shop_category_id = sc.id)' },
  scope: { shop: 'sc.shop_id' },
  owned: async ({ q, caller }) => {
    const [shop] = await q.query<{ id: number }>('select id from shops where owner_id = $1', [caller.id]);
    if (!shop) throw badRequest('请先开店');
    return { shop_id: shop.id };
  },
};

/** The shop's after-sale cases (read-only: they move on /seller/afterSalesDetail, server/services/afterSales). */
export const shopAfterSaleBinding: Binding = {
  resource: shopAfterSaleResource,
  table: 'after_sales',
  alias: 'a',
  from: 'after_sales a join orders o on o.id = a.order_id',
  columns: { orderNo: 'o.order_no', amount: 'a.amount_fen' },
  scope: { shop: 'a.shop_id' },
};
