import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { mediaUrl } from './drawnImages.ts';
import type { Cart, CartShop } from '../../src/api/contract/shop.ts';

/** Most of one SKU a cart line (and an order line) may hold. */
export const MAX_LINE_QUANTITY = 999;

async function skuInfo(q: Queryable, skuId: number) {
  const [s] = await q.query<{ id: number; stock: number; status: number; owner_id: number; title: string }>(
    `select k.id, k.stock, p.status, s.owner_id, p.title from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id where k.id = $1`,
    [skuId],
  );
  if (!s) throw notFound('商品规格不存在');
  return s;
}

/** A SKU as a cart line or an order line reads it: its product (on shelf when status is 1) and shop. */
export type SkuLineRow = {
  sku_id: number;
  product_id: number;
  title: string;
  spec_text: string;
  price: number;
  stock: number;
  status: number;
  shop_id: number;
  shop_name: string;
};

export async function getCart(q: Queryable, userId: number): Promise<Cart> {
  const rows = await q.query<SkuLineRow & { id: number; quantity: number; selected: boolean }>(
    `select c.id, c.sku_id, p.id as product_id, p.title, k.spec_text, k.price, k.stock, c.quantity, c.selected, p.status, s.id as shop_id, s.name as shop_name
       from cart_items c join skus k on k.id = c.sku_id join products p on p.id = k.product_id join shops s on s.id = p.shop_id
      where c.user_id = $1 order by c.created_at desc, c.id desc`,
    [userId],
  );
  const shops = new Map<number, CartShop>();
  let count = 0;
  let selectedFen = 0;
  for (const r of rows) {
    if (!shops.has(r.shop_id)) shops.set(r.shop_id, { shopId: r.shop_id, shopName: r.shop_name, lines: [] });
    const onShelf = r.status === 1;
    shops.get(r.shop_id)!.lines.push({
      id: r.id,
      skuId: r.sku_id,
      productId: r.product_id,
      title: r.title,
      image: mediaUrl.product(r.product_id),
      specText: r.spec_text,
      priceFen: r.price,
      stock: r.stock,
      quantity: r.quantity,
      selected: r.selected,
      onShelf,
    });
    count += r.quantity;
    if (r.selected && onShelf) selectedFen += r.price * r.quantity;
  }
  return { shops: [...shops.values()], count, selectedFen };
}

/** Adds a quantity of an on-shelf SKU to the cart (within stock and the line limit), in one transaction. */
export async function addToCart(db: Db, userId: number, skuId: number, quantity: number): Promise<Cart> {
  return db.tx(async (q) => {
    const s = await skuInfo(q, skuId);
    if (s.status !== 1) throw badRequest('商品已下架');
    const [cur] = await q.query<{ quantity: number }>('select quantity from cart_items where user_id = $1 and sku_id = $2', [userId, skuId]);
    const want = (cur?.quantity ?? 0) + quantity;
    if (want > s.stock) throw badRequest(`库存不足，最多可购买${s.stock}件`);
    if (want > MAX_LINE_QUANTITY) throw badRequest(`单件商品最多购买${MAX_LINE_QUANTITY}件`);
    await q.query(
      `insert into cart_items (user_id, sku_id, quantity) values ($1, $2, $3)
                 on conflict (user_id, sku_id) do update set quantity = $3, selected = true`,
      [userId, skuId, want],
    );
    return getCart(q, userId);
  });
}

/** Sets the quantity of a line already in the cart (within stock), in one transaction. */
export async function updateCart(db: Db, userId: number, skuId: number, quantity: number): Promise<Cart> {
  return db.tx(async (q) => {
    const s = await skuInfo(q, skuId);
    if (quantity > s.stock) throw badRequest(`库存不足，最多可购买${s.stock}件`);
    const rows = await q.query('update cart_items set quantity = $3 where user_id = $1 and sku_id = $2 returning id', [userId, skuId, quantity]);
    if (!rows.length) throw notFound('购物车中没有该商品');
    return getCart(q, userId);
  });
}

export async function removeFromCart(q: Queryable, userId: number, skuIds: number[]): Promise<Cart> {
  await q.query('delete from cart_items where user_id = $1 and sku_id = any($2::int[])', [userId, skuIds]);
  return getCart(q, userId);
}

/** Selects or unselects some lines (skuIds) or every line (skuIds omitted). */
export async function selectInCart(q: Queryable, userId: number, selected: boolean, skuIds?: number[]): Promise<Cart> {
  if (skuIds) await q.query('update cart_items set selected = $2 where user_id = $1 and sku_id = any($3::int[])', [userId, selected, skuIds]);
  else await q.query('update cart_items set selected = $2 where user_id = $1', [userId, selected]);
  return getCart(q, userId);
}

/**
 * Merges a cart kept on the device (signed out / offline) into the server cart. Each line keeps the
 * larger of the two quantities (so merging twice changes nothing), bounded by stock; lines whose SKU
 * is unknown, off shelf or sold out are skipped and reported.
 */
export async function mergeCart(db: Db, userId: number, items: { skuId: number; quantity: number; selected?: boolean }[]): Promise<Cart> {
  return db.tx(async (q) => {
    const skipped: number[] = [];
    for (const it of items) {
      const [s] = await q.query<{ stock: number; status: number }>(
        'select k.stock, p.status from skus k join products p on p.id = k.product_id where k.id = $1',
        [it.skuId],
      );
      if (!s || s.status !== 1 || s.stock <= 0) {
        skipped.push(it.skuId);
        continue;
      }
      const qty = Math.min(it.quantity, s.stock, MAX_LINE_QUANTITY);
      await q.query(
        `insert into cart_items (user_id, sku_id, quantity, selected) values ($1, $2, $3, $4)
                   on conflict (user_id, sku_id) do update set quantity = least(greatest(cart_items.quantity, excluded.quantity), $5)`,
        [userId, it.skuId, qty, it.selected ?? true, Math.min(s.stock, MAX_LINE_QUANTITY)],
      );
    }
    return { ...(await getCart(q, userId)), skipped };
  });
}
