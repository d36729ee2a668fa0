import { anchorProductResource, anchorProfileResource, shopDistributionResource } from '../../src/api/contract/resources/workbench.ts';
import { onTable, type Binding } from './binding.ts';

/** The workbench's resources (src/api/contract/resources/workbench.ts) and the shop's distribution settings. */

const text = (v: unknown) => v ?? '';
const stockOf = (product: string) => `(select coalesce(sum(k.stock), 0)::int from skus k where k.product_id = ${product})`;

/** An anchor's selection: rows are added by the selection centre (POST workbench/selection/add). */
export const anchorProductBinding: Binding = {
  resource: anchorProductResource,
  ...onTable('anchor_products', 'ap', 'join products p on p.id = ap.product_id join shops s on s.id = p.shop_id join distribution_settings d on d.id = p.id'),
  columns: {
    productTitle: 'p.title',
    productId: 'ap.product_id',
    shopName: 's.name',
    priceFen: 'p.price',
    rate: 'd.rate',
    commissionFen: '(p.price * d.rate / 100)',
    open: '(d.open and p.status = 1)',
    stock: stockOf('p.id'),
  },
  scope: { owner: 'ap.anchor_id' },
  encode: { note: text, sort: (v) => v ?? 0 },
};

/** An anchor's profile: one row per user (id = the user's id), made on the first visit of the workbench. */
export const anchorProfileBinding: Binding = {
  resource: anchorProfileResource,
  ...onTable('anchor_profiles', 'apf'),
  columns: { fans: '(select count(*)::int from anchor_follows f where f.anchor_id = apf.id)' },
  scope: { owner: 'apf.id' },
  encode: { intro: text, tags: text },
};

/** Every product of the caller's shop with its distribution terms (a row per product, made with it). */
export const shopDistributionBinding: Binding = {
  resource: shopDistributionResource,
  ...onTable('distribution_settings', 'ds', 'join products p on p.id = ds.id'),
  columns: {
    title: 'p.title',
    priceFen: 'p.price',
    stock: stockOf('p.id'),
    sales: 'p.sales',
    commissionFen: '(p.price * ds.rate / 100)',
    anchors: '(select count(*)::int from anchor_products x where x.product_id = ds.id)',
  },
  scope: { shop: 'ds.shop_id' },
  afterWrite: async ({ q, id }) => {
    await q.query('update distribution_settings set updated_at = now() where id = $1', [id]);
  },
};
