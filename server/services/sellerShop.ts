import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { CARD_COLS, cardOf, type CardRow } from './catalog.ts';
import { mediaUrl } from './drawnImages.ts';
import { LIBRARY_URL_RE } from './library.ts';
import {
  DEFAULT_DECOR,
  DECOR_THEMES,
  type DecorBlock,
  type ShopCategoryLink,
  type ShopDecor,
  type ShopFront,
  type ShopProfile,
  type ShopProfileInput,
} from '../../src/api/contract/seller.ts';

/**
 * The seller's own shop: its profile (/seller/shopConfig), the shop home's decoration
 * (/seller/myShopDesign, /seller/shopTrim) and what /shopHome draws from it.
 */

type ShopRow = {
  id: number;
  name: string;
  logo: string;
  intro: string;
  service_phone: string;
  return_name: string;
  return_phone: string;
  return_address: string;
  decor: Partial<ShopDecor>;
  created_at: Date;
};

export async function shopRow(q: Queryable, shopId: number): Promise<ShopRow> {
  const [s] = await q.query<ShopRow>('select * from shops where id = $1', [shopId]);
  if (!s) throw notFound('店铺不存在');
  return s;
}

export const logoOf = (s: { id: number; logo: string }) => s.logo || mediaUrl.shop(s.id);

export async function shopProfile(q: Queryable, shopId: number): Promise<ShopProfile> {
  const s = await shopRow(q, shopId);
  return {
    id: s.id,
    name: s.name,
    logo: s.logo,
    logoUrl: logoOf(s),
    intro: s.intro,
    servicePhone: s.service_phone,
    returnName: s.return_name,
    returnPhone: s.return_phone,
    returnAddress: s.return_address,
    createdAt: new Date(s.created_at).toISOString(),
  };
}

/**
 * Every picture a shop shows is one of its library's (/seller/imgManage): an upload it keeps there or a
 * ready-made picture it added. Anything else is a 400.
 */
export async function checkPictures(q: Queryable, shopId: number, urls: readonly string[], label = '图片'): Promise<void> {
  const wanted = [...new Set(urls.filter(Boolean))];
  if (!wanted.length) return;
  if (wanted.some((u) => !u.startsWith('/uploads/') && !LIBRARY_URL_RE.test(u))) throw badRequest(`${label}有误，请从图片空间选择`);
  const [row] = await q.query<{ n: number }>('select count(*)::int as n from shop_assets where shop_id = $1 and url = any($2::text[])', [shopId, wanted]);
  if ((row?.n ?? 0) !== wanted.length) throw badRequest(`${label}不在图片空间中，请重新选择`);
}

export async function saveShopProfile(q: Queryable, shopId: number, input: ShopProfileInput): Promise<ShopProfile> {
  if (input.logo) await checkPictures(q, shopId, [input.logo], '店铺logo');
  await q.query(
    `update shops set name = $2, logo = $3, intro = $4, service_phone = $5, return_name = $6, return_phone = $7, return_address = $8, updated_at = now()
      where id = $1`,
    [shopId, input.name, input.logo, input.intro, input.servicePhone, input.returnName, input.returnPhone, input.returnAddress],
  );
  return shopProfile(q, shopId);
}

/** Saves the shop's profile (/seller/shopConfig) in a transaction of its own; answers the profile as saved. */
export function updateShopProfile(db: Db, shopId: number, input: ShopProfileInput): Promise<ShopProfile> {
  return db.tx((q) => saveShopProfile(q, shopId, input));
}

// ---- decoration ----------------------------------------------------------------------------------------

/** The stored decoration, completed with the defaults (a shop never decorated looks as /shopHome always did). */
export function decorOf(stored: Partial<ShopDecor> | null | undefined): ShopDecor {
  const d = stored ?? {};
  return {
    theme: DECOR_THEMES.some((t) => t.key === d.theme) ? d.theme! : DEFAULT_DECOR.theme,
    sign: { image: d.sign?.image ?? null, slogan: d.sign?.slogan ?? '' },
    blocks: Array.isArray(d.blocks) ? d.blocks : DEFAULT_DECOR.blocks,
  };
}

const productIdsOf = (blocks: readonly DecorBlock[]) =>
  blocks.flatMap((b) =>
    b.type === 'products'
      ? b.productIds
      : b.type === 'banner'
        ? b.items.map((i) => i.productId).filter((x): x is number => x !== null)
        : b.type === 'image' && b.productId
          ? [b.productId]
          : [],
  );

const picturesOf = (d: ShopDecor) => [
  ...(d.sign.image ? [d.sign.image] : []),
  ...d.blocks.flatMap((b) => (b.type === 'banner' ? b.items.map((i) => i.image) : b.type === 'image' ? [b.image] : [])),
];

/** Saves a decoration the route has parsed: its pictures must be in the library, its products the shop's own. */
export async function saveDecor(q: Queryable, shopId: number, decor: ShopDecor): Promise<void> {
  await checkPictures(q, shopId, picturesOf(decor));
  const ids = [...new Set(productIdsOf(decor.blocks))];
  if (ids.length) {
    const [row] = await q.query<{ n: number }>('select count(*)::int as n from products where shop_id = $1 and id = any($2::int[])', [shopId, ids]);
    if ((row?.n ?? 0) !== ids.length) throw badRequest('所选商品不存在');
  }
  await q.query('update shops set decor = $2, updated_at = now() where id = $1', [shopId, JSON.stringify(decor)]);
}

/** Publishes a decoration (saveDecor, in a transaction of its own) and answers the shop home as it now looks. */
export async function publishDecor(db: Db, shopId: number, decor: ShopDecor): Promise<ShopFront> {
  await db.tx((q) => saveDecor(q, shopId, decor));
  return shopFront(db, shopId);
}

const cards = async (q: Queryable, where: string, params: unknown[], order: string, limit: number) =>
  (
    await q.query<CardRow>(
      `select ${CARD_COLS} from products p join shops s on s.id = p.shop_id where p.status = 1 and ${where} order by ${order} limit ${limit}`,
      params,
    )
  ).map(cardOf);

export async function shopCategoryLinks(q: Queryable, shopId: number): Promise<ShopCategoryLink[]> {
  return q.query<ShopCategoryLink>(
    `select c.id, c.name, (select count(*)::int from products p where p.shop_category_id = c.id and p.status = 1) as "productCount"
       from shop_categories c where c.shop_id = $1 and c.visible order by c.sort, c.id`,
    [shopId],
  );
}

/** What /shopHome draws: the decoration and every product it needs (on-shelf only: others are left out). */
export async function shopFront(q: Queryable, shopId: number, decor?: ShopDecor): Promise<ShopFront> {
  const d = decor ?? decorOf((await shopRow(q, shopId)).decor);
  const ids = [...new Set(productIdsOf(d.blocks))];
  const picked = ids.length ? await cards(q, 'p.shop_id = $1 and p.id = any($2::int[])', [shopId, ids], 'p.id', 100) : [];
  const recommended = (
    await q.query<CardRow>(
      `select ${CARD_COLS} from shop_recommends r join products p on p.id = r.product_id join shops s on s.id = p.shop_id
        where r.shop_id = $1 and p.status = 1 order by r.sort, r.id limit 12`,
      [shopId],
    )
  ).map(cardOf);
  return {
    decor: d,
    products: Object.fromEntries(picked.map((c) => [c.id, c])),
    recommended,
    hot: await cards(q, 'p.shop_id = $1', [shopId], 'p.sales desc, p.id', 6),
    newest: await cards(q, 'p.shop_id = $1', [shopId], 'p.created_at desc, p.id desc', 6),
    categories: await shopCategoryLinks(q, shopId),
  };
}
