import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import { pageRows } from '../db/paging.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { tiersOf, type ChannelApplyResult, type SupplyCard, type SupplyDetail, type SupplyMe } from '../../src/api/contract/supply.ts';
import { productPng } from './drawnImages.ts';
import { sanitizeHtml } from './sanitize.ts';
import { shopIdOf } from './shopExam.ts';
import { moveStock, stockReason } from './stock.ts';
import { balanceOf, ensureWallet, move } from './wallet.ts';

/**
 * The supply market: suppliers, the market's catalogue, a listing as a buyer sees it, drop-ship
 * channels and the drop-ship listings in sellers' shops. Orders are in supplyOrders.ts.
 * docs/supply-and-workbench.md.
 */

export const NOT_SUPPLIER = '请先入驻供销市场';

/** A listing's picture: the supplier's upload, or a drawn one. */
export const supplyImage = (id: number, image: string | null) => image || `/v1/wangchuang/supply/media/${id}.png`;

/** A listing's drawn picture (a PNG as the mall's products have): null when there is no such listing. */
export async function supplyPicture(q: Queryable, id: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const [g] = await q.query<{ id: number }>('select id from supply_products where id = $1', [id]);
  return g ? productPng(id + 7919, 0) : null;
}

export async function supplierOf(q: Queryable, userId: number) {
  const [s] = await q.query<{ id: number; name: string; status: 'open' | 'paused'; defaultCarrier: string }>(
    'select id, name, status, default_carrier as "defaultCarrier" from suppliers where owner_id = $1',
    [userId],
  );
  return s ?? null;
}

export async function requireSupplier(q: Queryable, userId: number) {
  const s = await supplierOf(q, userId);
  if (!s) throw badRequest(NOT_SUPPLIER);
  return s;
}

export async function me(q: Queryable, userId: number): Promise<SupplyMe> {
  await ensureWallet(q, userId);
  const [shop] = await q.query<{ id: number; name: string }>('select id, name from shops where owner_id = $1', [userId]);
  return { supplier: await supplierOf(q, userId), shopId: shop?.id ?? null, shopName: shop?.name ?? null, balanceFen: await balanceOf(q, userId) };
}

/** Registers the caller as a supplier with the profile's checked fields (supplierProfileResource). */
export async function register(q: Queryable, user: Caller, input: Record<string, unknown>) {
  if (await supplierOf(q, user.id)) throw badRequest('您已入驻供销市场');
  const [dup] = await q.query('select 1 from suppliers where name = $1', [input.name]);
  if (dup) throw badRequest('供应商名称已存在');
  if (input.categoryId) {
    const [cat] = await q.query('select 1 from categories where id = $1', [input.categoryId]);
    if (!cat) throw badRequest('所选主营类目不存在');
  }
  if (input.licenceImage) {
    const name = String(input.licenceImage).replace('/uploads/', '');
    const [own] = await q.query('select 1 from uploads where stored_name = $1 and owner_id = $2', [name, user.id]);
    if (!own) throw badRequest('营业执照有误，请重新上传');
  }
  const [row] = await q.query<{ id: number }>(
    `insert into suppliers (owner_id, name, contact, phone, address, intro, category_id, licence_no, licence_image)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      user.id,
      input.name,
      input.contact,
      input.phone,
      input.address ?? '',
      input.intro ?? '',
      input.categoryId ?? null,
      input.licenceNo ?? '',
      input.licenceImage ?? null,
    ],
  );
  return { id: row!.id };
}

/** Registers the caller as a supplier (register) in a transaction of its own. */
export function registerSupplier(db: Db, user: Caller, input: Record<string, unknown>) {
  return db.tx((q) => register(q, user, input));
}

// ---- the market's catalogue ----------------------------------------------------------------------

type CardRow = {
  id: number;
  title: string;
  image: string | null;
  unit: string;
  price_fen: number;
  lowest_fen: number;
  moq: number;
  stock: number;
  sales: number;
  retail_price_fen: number | null;
  dropship: boolean;
  supplier_id: number;
  supplier_name: string;
  category_name: string;
};

const CARD_COLS = `g.id, g.title, g.image, g.unit, g.price_fen, least(g.price_fen, coalesce(g.tier2_price_fen, g.price_fen), coalesce(g.tier3_price_fen, g.price_fen)) as lowest_fen,
  g.moq, g.stock, g.sales, g.retail_price_fen, g.dropship, sup.id as supplier_id, sup.name as supplier_name, c.name as category_name`;
const CARD_FROM = 'supply_products g join suppliers sup on sup.id = g.supplier_id join categories c on c.id = g.category_id';

const cardOf = (r: CardRow): SupplyCard => ({
  id: r.id,
  title: r.title,
  image: supplyImage(r.id, r.image),
  unit: r.unit,
  priceFen: r.price_fen,
  lowestFen: r.lowest_fen,
  moq: r.moq,
  stock: r.stock,
  sales: r.sales,
  retailPriceFen: r.retail_price_fen,
  dropship: r.dropship,
  supplierId: r.supplier_id,
  supplierName: r.supplier_name,
  categoryName: r.category_name,
});

export type MarketSort = 'sales' | 'price_asc' | 'price_desc' | 'newest';
const MARKET_ORDER: Record<MarketSort, string> = {
  sales: 'g.sales desc, g.id',
  price_asc: 'lowest_fen asc, g.id',
  price_desc: 'lowest_fen desc, g.id',
  newest: 'g.created_at desc, g.id desc',
};

/** On-sale listings of open suppliers (货源大厅). */
export async function market(
  q: Queryable,
  f: { keyword?: string; categoryId?: number; supplierId?: number; dropship?: boolean; sort: MarketSort },
  pageNum: number,
  pageSize: number,
) {
  const params: unknown[] = [];
  const where = [`g.status = 1`, `sup.status = 'open'`];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.keyword) where.push(`g.title ilike ${bind(`%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`);
  if (f.categoryId) where.push(`g.category_id = ${bind(f.categoryId)}`);
  if (f.supplierId) where.push(`g.supplier_id = ${bind(f.supplierId)}`);
  if (f.dropship) where.push('g.dropship');
  const { rows, total } = await pageRows<CardRow>(
    q,
    `select ${CARD_COLS}, count(*) over ()::int as total from ${CARD_FROM} where ${where.join(' and ')} order by ${MARKET_ORDER[f.sort]}`,
    params,
    pageNum,
    pageSize,
  );
  return pageOf(rows.map(cardOf), total, pageNum, pageSize);
}

/** One listing as a buyer-seller sees it: tiers, the supplier, the caller's channel and links. The supplier sees its own even off shelf. */
export async function detail(q: Queryable, id: number, userId: number): Promise<SupplyDetail> {
  const [r] = await q.query<
    CardRow & {
      tier2_qty: number | null;
      tier2_price_fen: number | null;
      tier3_qty: number | null;
      tier3_price_fen: number | null;
      detail: string;
      dropship_price_fen: number | null;
      status: number;
      supplier_status: string;
      owner_id: number;
      intro: string;
      address: string;
      ship_days: number;
      min_order_fen: number;
    }
  >(
    `select ${CARD_COLS}, g.tier2_qty, g.tier2_price_fen, g.tier3_qty, g.tier3_price_fen, g.detail, g.dropship_price_fen, g.status,
            sup.status as supplier_status, sup.owner_id, sup.intro, sup.address, sup.ship_days, sup.min_order_fen
       from ${CARD_FROM} where g.id = $1`,
    [id],
  );
  const mine = r?.owner_id === userId;
  if (!r || (!mine && (r.status !== 1 || r.supplier_status !== 'open'))) throw notFound('商品不存在或已下架');
  const [rating] = await q.query<{ avg: number | null; n: number }>(
    `select round(avg((desc_stars + service_stars + logistics_stars) / 3.0), 1)::float as avg, count(*)::int as n from supply_evaluations where supplier_id = $1`,
    [r.supplier_id],
  );
  const shopId = await shopIdOf(q, userId);
  const [channel] = shopId
    ? await q.query<{ id: number; status: 'applied' | 'approved' | 'rejected' | 'revoked'; price_fen: number; reason: string | null }>(
        'select id, status, price_fen, reason from supply_channels where supply_product_id = $1 and shop_id = $2',
        [id, shopId],
      )
    : [];
  const links = shopId
    ? await q.query<{ mode: 'stock' | 'dropship'; product_id: number; sku_id: number; stock: number; on_shelf: boolean; total_qty: number }>(
        `select l.mode, l.product_id, l.sku_id, k.stock, p.status = 1 as on_shelf, l.total_qty
           from supply_links l join skus k on k.id = l.sku_id join products p on p.id = l.product_id
          where l.supply_product_id = $1 and l.shop_id = $2 order by l.mode`,
        [id, shopId],
      )
    : [];
  return {
    ...cardOf(r),
    tiers: tiersOf({
      moq: r.moq,
      priceFen: r.price_fen,
      tier2Qty: r.tier2_qty,
      tier2PriceFen: r.tier2_price_fen,
      tier3Qty: r.tier3_qty,
      tier3PriceFen: r.tier3_price_fen,
    }),
    detail: r.detail,
    dropshipPriceFen: r.dropship_price_fen,
    status: r.status,
    supplier: {
      id: r.supplier_id,
      name: r.supplier_name,
      intro: r.intro,
      address: r.address,
      shipDays: r.ship_days,
      minOrderFen: r.min_order_fen,
      rating: rating?.avg ?? null,
      ratingCount: rating?.n ?? 0,
    },
    mine,
    channel: channel ? { id: channel.id, status: channel.status, priceFen: channel.price_fen, reason: channel.reason } : null,
    links: links.map((l) => ({ mode: l.mode, productId: l.product_id, skuId: l.sku_id, stock: l.stock, onShelf: l.on_shelf, totalQty: l.total_qty })),
  };
}

// ---- the buyer's warehouse: where a listing's goods go in the buyer's shop ----------------------

const escapeText = (s: string) => s.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);

/**
 * The shop product a listing's goods go to (mode 'stock': bought lots, kept in the warehouse until the
 * seller puts it on shelf; 'dropship': the drop-ship listing). Made the first time, with one SKU.
 */
export async function linkFor(
  q: Queryable,
  shopId: number,
  supplyProductId: number,
  mode: 'stock' | 'dropship',
  priceFen: number,
): Promise<{ id: number; productId: number; skuId: number }> {
  const [found] = await q.query<{ id: number; product_id: number; sku_id: number }>(
    'select id, product_id, sku_id from supply_links where shop_id = $1 and supply_product_id = $2 and mode = $3 for update',
    [shopId, supplyProductId, mode],
  );
  if (found) return { id: found.id, productId: found.product_id, skuId: found.sku_id };
  const [g] = await q.query<{ supplier_id: number; category_id: number; title: string; detail: string; unit: string; supplier_name: string }>(
    `select g.supplier_id, g.category_id, g.title, g.detail, g.unit, sup.name as supplier_name from supply_products g join suppliers sup on sup.id = g.supplier_id where g.id = $1`,
    [supplyProductId],
  );
  const html = sanitizeHtml(
    `<p>${escapeText(g!.detail || g!.title)}</p><p>货源：${escapeText(g!.supplier_name)}（供销市场${mode === 'dropship' ? '，一件代发' : '采购'}）</p>`,
  );
  const [p] = await q.query<{ id: number }>(
    `insert into products (shop_id, category_id, title, subtitle, detail_html, specs, status, price, original_price, freight_template_id)
     values ($1, $2, $3, $4, $5, '[]', $6, $7, $7, (select id from freight_templates where shop_id = $1 and is_default order by id limit 1)) returning id`,
    [shopId, g!.category_id, g!.title, mode === 'dropship' ? '一件代发 · 供应商直发' : '供销市场优选货源', html, mode === 'dropship' ? 1 : 0, priceFen],
  );
  const [k] = await q.query<{ id: number }>(
    `insert into skus (product_id, spec, spec_text, price, original_price, stock, initial_stock) values ($1, '{}', $2, $3, $3, 0, 0) returning id`,
    [p!.id, `默认（${g!.unit}）`, priceFen],
  );
  const [l] = await q.query<{ id: number }>(
    'insert into supply_links (supplier_id, supply_product_id, shop_id, product_id, sku_id, mode) values ($1, $2, $3, $4, $5, $6) returning id',
    [g!.supplier_id, supplyProductId, shopId, p!.id, k!.id, mode],
  );
  return { id: l!.id, productId: p!.id, skuId: k!.id };
}

// ---- drop-ship channels -----------------------------------------------------------------------------

/** A seller applies to drop-ship a listing (approved at once when the supplier says so). */
export async function applyChannel(q: Queryable, userId: number, supplyProductId: number, note: string): Promise<ChannelApplyResult> {
  const shopId = await shopIdOf(q, userId);
  if (!shopId) throw badRequest('请先开店');
  const [g] = await q.query<{
    supplier_id: number;
    dropship: boolean;
    dropship_price_fen: number | null;
    status: number;
    owner_id: number;
    auto: boolean;
    open: string;
  }>(
    `select g.supplier_id, g.dropship, g.dropship_price_fen, g.status, sup.owner_id, sup.auto_approve_channels as auto, sup.status as open
       from supply_products g join suppliers sup on sup.id = g.supplier_id where g.id = $1`,
    [supplyProductId],
  );
  if (!g || g.status !== 1 || g.open !== 'open') throw notFound('商品不存在或已下架');
  if (g.owner_id === userId) throw badRequest('不能代发自己的商品');
  if (!g.dropship || !g.dropship_price_fen) throw badRequest('该商品不支持一件代发');
  const [cur] = await q.query<{ status: string }>('select status from supply_channels where supply_product_id = $1 and shop_id = $2 for update', [
    supplyProductId,
    shopId,
  ]);
  if (cur?.status === 'applied') throw badRequest('已提交申请，请等待供应商审核');
  if (cur?.status === 'approved') throw badRequest('已获得代发授权');
  const status = g.auto ? 'approved' : 'applied';
  await q.query(
    `insert into supply_channels (supplier_id, supply_product_id, shop_id, price_fen, status, note) values ($1, $2, $3, $4, $5, $6)
     on conflict (supply_product_id, shop_id) do update set status = excluded.status, price_fen = excluded.price_fen, note = excluded.note, reason = null, updated_at = app_now()`,
    [g.supplier_id, supplyProductId, shopId, g.dropship_price_fen, status, note],
  );
  return { status };
}

/** A seller's channel application (applyChannel) in a transaction of its own. */
export function applyForChannel(db: Db, userId: number, supplyProductId: number, note: string): Promise<ChannelApplyResult> {
  return db.tx((q) => applyChannel(q, userId, supplyProductId, note));
}

export async function setChannelStatus(q: Queryable, id: number, status: 'approved' | 'rejected', reason: string | null) {
  await q.query('update supply_channels set status = $2, reason = $3, updated_at = app_now() where id = $1', [id, status, reason]);
}

/** The supplier ends a channel: the shop's drop-ship listing leaves the shelf and its unsold reserved units go back. */
export async function revokeChannel(q: Queryable, id: number, actorId: number) {
  const [ch] = await q.query<{ shop_id: number; supply_product_id: number }>('select shop_id, supply_product_id from supply_channels where id = $1', [id]);
  await q.query(`update supply_channels set status = 'revoked', updated_at = app_now() where id = $1`, [id]);
  await recallDropship(q, ch!.shop_id, ch!.supply_product_id, actorId);
}

/**
 * Lists (or tops up) a drop-ship listing in the caller's shop: the supplier reserves `quantity` units
 * for the shop (its stock goes down, the shop SKU's up, both in their ledgers); the seller pays only
 * when a buyer receives what they ordered (settleDropship).
 */
export async function listDropship(q: Queryable, userId: number, supplyProductId: number, input: { quantity: number; retailPriceFen: number }) {
  const shopId = await shopIdOf(q, userId);
  if (!shopId) throw badRequest('请先开店');
  const [ch] = await q.query<{ id: number; status: string; price_fen: number }>(
    'select id, status, price_fen from supply_channels where supply_product_id = $1 and shop_id = $2',
    [supplyProductId, shopId],
  );
  if (!ch || ch.status !== 'approved') throw badRequest('尚未获得该商品的代发授权');
  if (input.retailPriceFen < ch.price_fen) throw badRequest('店铺售价不能低于代发价');
  const ref = `supply_channel:${ch.id}`;
  await stockReason(q, 'supply', ref, '代发预留', userId);
  const taken = await q.query(`update supply_products set stock = stock - $2 where id = $1 and stock >= $2 and status = 1 returning id`, [
    supplyProductId,
    input.quantity,
  ]);
  if (!taken.length) throw badRequest('供应商库存不足');
  const link = await linkFor(q, shopId, supplyProductId, 'dropship', input.retailPriceFen);
  await moveStock(q, link.skuId, input.quantity, 'supply', ref, '代发预留', userId);
  await q.query('update skus set price = $2, original_price = greatest(original_price, $2) where id = $1', [link.skuId, input.retailPriceFen]);
  await q.query('update products set status = 1, price = $2, original_price = greatest(original_price, $2) where id = $1', [
    link.productId,
    input.retailPriceFen,
  ]);
  await q.query('update supply_links set total_qty = total_qty + $2 where id = $1', [link.id, input.quantity]);
  return { productId: link.productId, skuId: link.skuId };
}

/** Puts a drop-ship listing on (or tops it up in) the caller's shop (listDropship) in a transaction of its own. */
export function shelveDropship(db: Db, userId: number, supplyProductId: number, input: { quantity: number; retailPriceFen: number }) {
  return db.tx((q) => listDropship(q, userId, supplyProductId, input));
}

/** The drop-ship listing leaves the shelf; its unsold reserved units go back to the supplier. */
export async function recallDropship(q: Queryable, shopId: number, supplyProductId: number, actorId: number) {
  const [link] = await q.query<{ id: number; product_id: number; sku_id: number; stock: number }>(
    `select l.id, l.product_id, l.sku_id, k.stock from supply_links l join skus k on k.id = l.sku_id
      where l.shop_id = $1 and l.supply_product_id = $2 and l.mode = 'dropship' for update of k`,
    [shopId, supplyProductId],
  );
  if (!link) return { returned: 0 };
  await q.query('update products set status = 0 where id = $1', [link.product_id]);
  if (link.stock > 0) {
    const ref = `supply_link:${link.id}`;
    await moveStock(q, link.sku_id, -link.stock, 'outbound', ref, '代发库存退回供应商', actorId);
    await stockReason(q, 'return', ref, '代发库存退回', actorId);
    await q.query('update supply_products set stock = stock + $2 where id = $1', [supplyProductId, link.stock]);
  }
  return { returned: link.stock };
}

/** Takes the caller's drop-ship listing off their shop's shelf (recallDropship) in a transaction of its own; 400 请先开店 without a shop. */
export async function unshelveDropship(db: Db, userId: number, supplyProductId: number) {
  const shopId = await shopIdOf(db, userId);
  if (!shopId) throw badRequest('请先开店');
  return db.tx((q) => recallDropship(q, shopId, supplyProductId, userId));
}

/**
 * A mall order with drop-shipped lines was received: for each such listing the shop pays the supplier
 * the channel price per unit, recorded as a drop-ship order (already received). Once per order and
 * listing (a unique index), so a repeated receipt never pays twice.
 */
export async function settleDropship(q: Queryable, mallOrderId: number) {
  // most orders have no drop-shipped line: a two-table look first (the full join below costs more to plan than to run)
  const [dropship] = await q.query(
    `select 1 from order_lines ol join supply_links l on l.sku_id = ol.sku_id and l.mode = 'dropship' where ol.order_id = $1 limit 1`,
    [mallOrderId],
  );
  if (!dropship) return;
  const rows = await q.query<{
    supply_product_id: number;
    supplier_id: number;
    supplier_owner: number;
    shop_id: number;
    owner_id: number;
    title: string;
    unit: string;
    qty: number;
    price_fen: number;
    order_no: string;
  }>(
    `select l.supply_product_id, l.supplier_id, sup.owner_id as supplier_owner, o.shop_id, s.owner_id, g.title, g.unit,
            sum(ol.quantity)::int as qty, ch.price_fen, o.order_no
       from order_lines ol join orders o on o.id = ol.order_id join shops s on s.id = o.shop_id
       join supply_links l on l.sku_id = ol.sku_id and l.mode = 'dropship'
       join supply_channels ch on ch.supply_product_id = l.supply_product_id and ch.shop_id = l.shop_id
       join supply_products g on g.id = l.supply_product_id join suppliers sup on sup.id = l.supplier_id
      where ol.order_id = $1
      group by l.supply_product_id, l.supplier_id, sup.owner_id, o.shop_id, s.owner_id, g.title, g.unit, ch.price_fen, o.order_no`,
    [mallOrderId],
  );
  for (const r of rows) {
    const amount = r.price_fen * r.qty;
    const [o] = await q.query<{ id: number; order_no: string }>(
      `insert into supply_orders (order_no, kind, supplier_id, buyer_id, shop_id, supply_product_id, title, unit, quantity, unit_price_fen, amount_fen, status,
                                  mall_order_id, settled, paid_at, shipped_at, received_at, note)
       values (md5(random()::text), 'dropship', $1, $2, $3, $4, $5, $6, $7, $8, $9, 'received', $10, true, app_now(), app_now(), app_now(), $11)
       on conflict (mall_order_id, supply_product_id) where kind = 'dropship' do nothing returning id, order_no`,
      [r.supplier_id, r.owner_id, r.shop_id, r.supply_product_id, r.title, r.unit, r.qty, r.price_fen, amount, mallOrderId, `商城订单 ${r.order_no}`],
    );
    if (!o) continue;
    const [{ order_no: no }] = (await q.query<{ order_no: string }>(
      `update supply_orders set order_no = 'DF' || to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(id::text, 8, '0') where id = $1 returning order_no`,
      [o.id],
    )) as [{ order_no: string }];
    await move(q, r.owner_id, -amount, 'dropship_pay', no, null, '店铺金币余额不足，无法结算代发货款');
    await move(q, r.supplier_owner, amount, 'dropship_settle', no);
    await q.query(
      `insert into supply_order_logs (order_id, from_status, to_status, action, actor, note) values ($1, null, 'received', 'dropshipSettle', 'system', $2)`,
      [o.id, `商城订单 ${r.order_no} 已收货，按代发价结算`],
    );
    await q.query('update supply_products set sales = sales + $2 where id = $1', [r.supply_product_id, r.qty]);
    await touchCustomer(q, r.supplier_id, r.owner_id, r.shop_id, 1, amount);
  }
}

/** Keeps the supplier's customer row (customerManage) in step with paid and refunded orders. */
export async function touchCustomer(q: Queryable, supplierId: number, buyerId: number, shopId: number, orders: number, fen: number) {
  await q.query(
    `insert into supply_customers (supplier_id, buyer_id, shop_id, paid_orders, paid_fen) values ($1, $2, $3, greatest($4, 0), greatest($5, 0))
     on conflict (supplier_id, buyer_id) do update set paid_orders = greatest(supply_customers.paid_orders + $4, 0),
       paid_fen = greatest(supply_customers.paid_fen + $5, 0), shop_id = excluded.shop_id,
       last_order_at = case when $4 > 0 then app_now() else supply_customers.last_order_at end`,
    [supplierId, buyerId, shopId, orders, fen],
  );
}
