import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { sanitizeHtml } from './sanitize.ts';
import { mediaUrl } from './drawnImages.ts';
import { checkPictures } from './sellerShop.ts';
import { stockReason } from './stock.ts';
import {
  DEFAULT_SPEC_TEXT,
  GOODS_LIMITS,
  type GoodsDetail,
  type GoodsInput,
  type GoodsOptions,
  type SkuInput,
  skuGrid,
  specKey,
  specTextOf,
} from '../../src/api/contract/seller.ts';
import type { SpecDef } from '../../src/api/contract/shop.ts';

/**
 * A seller's own products (/seller/addGoods, /seller/goodsList). Specs make a SKU grid with a price and
 * stock per SKU; stock set here goes through the stock ledger like any other change (migration 009):
 * a new SKU's stock is its 'initial' move, a changed one an 'adjust' with the editor as actor.
 * Buyers see every change at once: the catalog read model hears the products/skus triggers.
 */

export async function goodsOptions(q: Queryable, shopId: number): Promise<GoodsOptions> {
  return {
    categories: await q.query('select id, name from categories order by sort, id'),
    shopCategories: await q.query('select id, name from shop_categories where shop_id = $1 order by sort, id', [shopId]),
    freightTemplates: await q.query('select id, name, is_default as "isDefault" from freight_templates where shop_id = $1 order by is_default desc, id', [
      shopId,
    ]),
  };
}

type ProductRow = {
  id: number;
  title: string;
  subtitle: string;
  category_id: number;
  shop_category_id: number | null;
  images: string[];
  specs: SpecDef[];
  freight_template_id: number | null;
  detail_html: string;
  status: number;
  sales: number;
};

/** The product as the editor loads it; another shop's is a 404. */
export async function goodsDetail(q: Queryable, shopId: number, id: number): Promise<GoodsDetail> {
  const [p] = await q.query<ProductRow>('select * from products where id = $1 and shop_id = $2', [id, shopId]);
  if (!p) throw notFound('商品不存在');
  const skus = await q.query<{ id: number; spec: Record<string, string>; spec_text: string; price: number; original_price: number; stock: number }>(
    'select id, spec, spec_text, price, original_price, stock from skus where product_id = $1 order by id',
    [id],
  );
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    categoryId: p.category_id,
    shopCategoryId: p.shop_category_id,
    images: p.images,
    specs: p.specs,
    freightTemplateId: p.freight_template_id,
    detailHtml: p.detail_html,
    onShelf: p.status === 1,
    sales: p.sales,
    drawnImages: p.images.length ? [] : [0, 1, 2].map((i) => mediaUrl.product(p.id, i)),
    skus: skus.map((s) => ({ id: s.id, spec: s.spec, specText: s.spec_text, priceFen: s.price, originalPriceFen: s.original_price, stock: s.stock })),
  };
}

/** Specs and SKUs agree: unique names and values, and exactly one SKU per combination. Answers the SKUs in grid order. */
export function checkSkuGrid(specs: SpecDef[], skus: SkuInput[]): SkuInput[] {
  const names = specs.map((s) => s.name.trim());
  if (names.some((n) => !n)) throw badRequest('请填写规格名');
  if (new Set(names).size !== names.length) throw badRequest('规格名不能重复');
  for (const s of specs) {
    if (!s.values.length) throw badRequest(`请填写「${s.name}」的规格值`);
    if (s.values.some((v) => !v.trim())) throw badRequest(`「${s.name}」的规格值不能为空`);
    if (new Set(s.values).size !== s.values.length) throw badRequest(`「${s.name}」的规格值不能重复`);
  }
  const grid = skuGrid(specs);
  if (grid.length > GOODS_LIMITS.skus) throw badRequest(`规格组合最多${GOODS_LIMITS.skus}个`);
  const byKey = new Map<string, SkuInput>();
  for (const s of skus) {
    const key = specKey(s.spec);
    if (byKey.has(key)) throw badRequest('规格组合重复');
    byKey.set(key, s);
  }
  const ordered = grid.map((spec) => byKey.get(specKey(spec)));
  if (ordered.some((s) => !s) || skus.length !== grid.length) throw badRequest('请为每个规格组合填写价格和库存');
  for (const s of ordered as SkuInput[]) {
    if (s.originalPriceFen && s.originalPriceFen < s.priceFen) throw badRequest(`「${specTextOf(specs, s.spec)}」的划线价不能低于售价`);
  }
  return ordered as SkuInput[];
}

async function checkRefs(q: Queryable, shopId: number, input: GoodsInput) {
  if (!(await q.query('select 1 from categories where id = $1', [input.categoryId])).length) throw badRequest('所选类目不存在');
  if (input.shopCategoryId && !(await q.query('select 1 from shop_categories where id = $1 and shop_id = $2', [input.shopCategoryId, shopId])).length)
    throw badRequest('所选店铺分类不存在');
  if (input.freightTemplateId && !(await q.query('select 1 from freight_templates where id = $1 and shop_id = $2', [input.freightTemplateId, shopId])).length)
    throw badRequest('所选运费模板不存在');
  await checkPictures(q, shopId, input.images, '商品图片');
}

/** Keeps products.price / original_price at the lowest of the product's SKUs (what lists sort and show). */
export async function refreshPrice(q: Queryable, productId: number) {
  await q.query(
    `update products p set price = k.price, original_price = k.orig, updated_at = now()
       from (select min(price) as price, min(original_price) as orig from skus where product_id = $1) k where p.id = $1`,
    [productId],
  );
}

/** Creates or edits a product with its SKU grid, in the caller's transaction. Answers the saved product. */
export async function saveGoods(q: Queryable, shopId: number, actorId: number, input: GoodsInput): Promise<GoodsDetail> {
  // a new product needs a picture; an edited one without any keeps its drawn pictures (the seeded goods)
  if (!input.id && !input.images.length) throw badRequest('请至少上传1张商品图片');
  const specs = input.specs.map((s) => ({ name: s.name.trim(), values: s.values.map((v) => v.trim()) }));
  const skus = checkSkuGrid(specs, input.skus);
  await checkRefs(q, shopId, input);
  const detailHtml = sanitizeHtml(input.detailHtml);
  const fields = [
    input.title,
    input.subtitle,
    input.categoryId,
    input.shopCategoryId,
    JSON.stringify(input.images),
    JSON.stringify(specs),
    input.freightTemplateId,
    detailHtml,
    input.onShelf ? 1 : 0,
  ];
  let id = input.id;
  if (id) {
    const [own] = await q.query('select id from products where id = $1 and shop_id = $2 for update', [id, shopId]);
    if (!own) throw notFound('商品不存在');
    await q.query(
      `update products set title = $2, subtitle = $3, category_id = $4, shop_category_id = $5, images = $6, specs = $7, freight_template_id = $8,
              detail_html = $9, status = $10, image_count = 3, updated_at = now() where id = $1`,
      [id, ...fields],
    );
  } else {
    const [row] = await q.query<{ id: number }>(
      `insert into products (shop_id, title, subtitle, category_id, shop_category_id, images, specs, freight_template_id, detail_html, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [shopId, ...fields],
    );
    id = row!.id;
  }
  const existing = await q.query<{ id: number; spec: Record<string, string>; stock: number; lines: number }>(
    'select k.id, k.spec, k.stock, (select count(*)::int from order_lines l where l.sku_id = k.id) as lines from skus k where k.product_id = $1 for update of k',
    [id],
  );
  const byKey = new Map(existing.map((k) => [specKey(k.spec), k]));
  const keep = new Set(skus.map((s) => specKey(s.spec)));
  for (const k of existing) {
    if (keep.has(specKey(k.spec))) continue;
    if (k.lines > 0) throw badRequest(`规格「${Object.values(k.spec).join(' / ') || DEFAULT_SPEC_TEXT}」已有订单，不能删除，可将库存改为0`);
    await q.query('delete from skus where id = $1', [k.id]);
  }
  for (const s of skus) {
    const text = specTextOf(specs, s.spec);
    const spec = JSON.stringify(Object.fromEntries(specs.map((d) => [d.name, s.spec[d.name]!])));
    const orig = s.originalPriceFen || s.priceFen;
    const old = byKey.get(specKey(s.spec));
    if (old) {
      if (old.stock !== s.stock) await stockReason(q, 'adjust', `goods:${id}`, '编辑商品修改库存', actorId);
      await q.query('update skus set spec = $2, spec_text = $3, price = $4, original_price = $5, stock = $6 where id = $1', [
        old.id,
        spec,
        text,
        s.priceFen,
        orig,
        s.stock,
      ]);
    } else {
      await stockReason(q, 'initial', `goods:${id}`, input.id ? '新增规格' : '发布商品', actorId);
      await q.query('insert into skus (product_id, spec, spec_text, price, original_price, stock, initial_stock) values ($1, $2, $3, $4, $5, $6, $6)', [
        id,
        spec,
        text,
        s.priceFen,
        orig,
        s.stock,
      ]);
    }
  }
  await refreshPrice(q, id);
  return goodsDetail(q, shopId, id);
}

/** Publishes a new product or saves an edited one (/seller/addGoods), in a transaction of its own. Answers the saved product. */
export function publishGoods(db: Db, shopId: number, actorId: number, input: GoodsInput): Promise<GoodsDetail> {
  return db.tx((q) => saveGoods(q, shopId, actorId, input));
}

/** An inline edit of one SKU on /seller/goodsList: its price and/or its stock (an 'adjust' in the ledger). */
export async function updateSku(q: Queryable, shopId: number, actorId: number, skuId: number, change: { priceFen?: number; stock?: number }) {
  const [k] = await q.query<{ id: number; product_id: number; stock: number; original_price: number }>(
    'select k.id, k.product_id, k.stock, k.original_price from skus k join products p on p.id = k.product_id where k.id = $1 and p.shop_id = $2 for update of k',
    [skuId, shopId],
  );
  if (!k) throw notFound('商品规格不存在');
  if (change.priceFen !== undefined) {
    await q.query('update skus set price = $2, original_price = greatest(original_price, $2) where id = $1', [skuId, change.priceFen]);
  }
  if (change.stock !== undefined && change.stock !== k.stock) {
    await stockReason(q, 'adjust', `goods:${k.product_id}`, '商品列表修改库存', actorId);
    await q.query('update skus set stock = $2 where id = $1', [skuId, change.stock]);
  }
  await refreshPrice(q, k.product_id);
  const [row] = await q.query<{ id: number; price: number; stock: number }>('select id, price, stock from skus where id = $1', [skuId]);
  return { skuId: row!.id, priceFen: row!.price, stock: row!.stock };
}

/** The goods list's inline SKU edit (updateSku) in a transaction of its own. */
export function editSku(db: Db, shopId: number, actorId: number, skuId: number, change: { priceFen?: number; stock?: number }) {
  return db.tx((q) => updateSku(q, shopId, actorId, skuId, change));
}

/** A product's SKUs (the goods list's inline editor). */
export async function skusOf(q: Queryable, shopId: number, productId: number) {
  const rows = await q.query<{ id: number; spec_text: string; price: number; original_price: number; stock: number }>(
    'select k.id, k.spec_text, k.price, k.original_price, k.stock from skus k join products p on p.id = k.product_id where p.id = $1 and p.shop_id = $2 order by k.id',
    [productId, shopId],
  );
  if (!rows.length && !(await q.query('select 1 from products where id = $1 and shop_id = $2', [productId, shopId])).length) throw notFound('商品不存在');
  return rows.map((r) => ({ skuId: r.id, specText: r.spec_text, priceFen: r.price, originalPriceFen: r.original_price, stock: r.stock }));
}
