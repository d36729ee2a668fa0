import { badRequest } from '../errors.ts';
import {
  supplierProfileResource,
  supplierSettingsResource,
  supplyCategoryResource,
  supplyChannelResource,
  supplyCustomerResource,
  supplyEvaluationResource,
  supplyProductResource,
  supplyShopResource,
} from '../../src/api/contract/resources/supply.ts';
import { tierProblem } from '../../src/api/contract/supply.ts';
import { NOT_SUPPLIER, revokeChannel, setChannelStatus, supplierOf } from '../services/supply.ts';
import { onTable, type Binding } from './binding.ts';

/** The supply market's resources (src/api/contract/resources/supply.ts). A supplier's rows: 'supplier' scope. */

const text = (v: unknown) => v ?? '';
const buyerName = `coalesce(nullif(u.real_name, ''), u.username)`;

export const supplyCategoryBinding: Binding = {
  resource: supplyCategoryResource,
  ...onTable('categories', 'c'),
  scope: {},
};

/** A listing belongs to the caller's supplier profile; tiers are checked (and empty ones cleared) before every write. */
export const supplyProductBinding: Binding = {
  resource: supplyProductResource,
  ...onTable('supply_products', 'sg'),
  labels: { categoryId: '(select name from categories where id = sg.category_id)' },
  scope: { supplier: 'sg.supplier_id' },
  encode: { unit: text, detail: text },
  owned: async ({ q, caller }) => {
    const s = await supplierOf(q, caller.id);
    if (!s) throw badRequest(NOT_SUPPLIER);
    return { supplier_id: s.id };
  },
  check: async ({ q, op, input, row }) => {
    if (op === 'delete') {
      const [used] = await q.query('select 1 from supply_orders where supply_product_id = $1 limit 1', [row!.id]);
      if (used) throw badRequest('已有采购订单的商品不能删除，请保持下架');
      return;
    }
    // a tier without its quantity is no tier: its price is cleared
    for (const n of [2, 3]) {
      if (!input[`tier${n}Qty`]) {
        input[`tier${n}Qty`] = null;
        input[`tier${n}PriceFen`] = null;
      }
    }
    const problem = tierProblem({
      moq: input.moq as number,
      priceFen: input.priceFen as number,
      tier2Qty: input.tier2Qty as number | null,
      tier2PriceFen: input.tier2PriceFen as number | null,
      tier3Qty: input.tier3Qty as number | null,
      tier3PriceFen: input.tier3PriceFen as number | null,
    });
    if (problem) throw badRequest(problem);
    if (input.dropship && !input.dropshipPriceFen) throw badRequest('支持一件代发时请填写代发价');
  },
};

export const supplyCustomerBinding: Binding = {
  resource: supplyCustomerResource,
  ...onTable('supply_customers', 'sc', 'join users u on u.id = sc.buyer_id join shops s on s.id = sc.shop_id'),
  columns: { buyerName, shopName: 's.name' },
  scope: { supplier: 'sc.supplier_id' },
  encode: { note: text },
};

const LINK_JOINS = `join shops s on s.id = sl.shop_id join supply_products g on g.id = sl.supply_product_id
  join products p on p.id = sl.product_id join skus k on k.id = sl.sku_id`;

export const supplyShopBinding: Binding = {
  resource: supplyShopResource,
  ...onTable('supply_links', 'sl', LINK_JOINS),
  columns: { shopName: 's.name', productTitle: 'g.title', shopStock: 'k.stock', shopPriceFen: 'k.price', onShelf: '(p.status = 1)' },
  scope: { supplier: 'sl.supplier_id' },
};

/** Channels: shops apply (POST supply/channel/apply); the supplier approves, rejects, ends them and sets the price. */
export const supplyChannelBinding: Binding = {
  resource: supplyChannelResource,
  ...onTable('supply_channels', 'ch', 'join shops s on s.id = ch.shop_id join supply_products g on g.id = ch.supply_product_id'),
  columns: {
    shopName: 's.name',
    productTitle: 'g.title',
    reserved: `coalesce((select k.stock from supply_links l join skus k on k.id = l.sku_id
                 where l.shop_id = ch.shop_id and l.supply_product_id = ch.supply_product_id and l.mode = 'dropship'), 0)`,
    sold: `coalesce((select sum(o.quantity) from supply_orders o where o.kind = 'dropship' and o.shop_id = ch.shop_id and o.supply_product_id = ch.supply_product_id), 0)::int`,
  },
  scope: { supplier: 'ch.supplier_id' },
  encode: { note: text },
  actions: {
    approve: async ({ q, row }) => setChannelStatus(q, row.id, 'approved', null),
    reject: async ({ q, row, reason }) => setChannelStatus(q, row.id, 'rejected', reason),
    revoke: async ({ q, row, caller }) => revokeChannel(q, row.id, caller.id),
  },
  afterWrite: async ({ q, id }) => {
    await q.query('update supply_channels set updated_at = now() where id = $1', [id]);
  },
};

export const supplyEvaluationBinding: Binding = {
  resource: supplyEvaluationResource,
  ...onTable('supply_evaluations', 'e', 'join supply_orders o on o.id = e.order_id join users u on u.id = e.buyer_id'),
  columns: { productTitle: 'o.title', buyerName, orderNo: 'o.order_no' },
  scope: { supplier: 'e.supplier_id' },
  actions: {
    reply: async ({ q, row, reason }) => {
      await q.query('update supply_evaluations set reply = $2, replied_at = now() where id = $1', [row.id, reason]);
    },
  },
};

export const supplierProfileBinding: Binding = {
  resource: supplierProfileResource,
  ...onTable('suppliers', 'sup'),
  labels: { categoryId: '(select name from categories where id = sup.category_id)' },
  scope: { supplier: 'sup.id' },
  uniqueAcross: 'table',
  encode: { address: text, intro: text, licenceNo: text },
};

export const supplierSettingsBinding: Binding = {
  resource: supplierSettingsResource,
  ...onTable('suppliers', 'sup'),
  scope: { supplier: 'sup.id' },
  encode: { defaultCarrier: text, minOrderFen: (v) => v ?? 0 },
};
