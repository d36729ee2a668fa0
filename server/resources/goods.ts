import { badRequest } from '../errors.ts';
import { hashPassword } from '../services/passwords.ts';
import { MSG } from '../../src/api/contract/rules.ts';
import {
  goodsCategoryResource,
  sellerProductResource,
  shopAssetFolderResource,
  shopAssetResource,
  shopRecommendResource,
  shopStaffResource,
  skuStockResource,
  stockMoveResource,
} from '../../src/api/contract/resources/goods.ts';
import { onTable, shopOwned, type Binding, type WriteCtx } from './binding.ts';
import { LOW_STOCK } from '../services/sellerStock.ts';

/** The seller centre's shop-and-goods resources (src/api/contract/resources/goods.ts). */

export const goodsCategoryBinding: Binding = {
  resource: goodsCategoryResource,
  ...onTable('categories', 'c'),
  scope: {},
};

const COVER = `coalesce(p.images->>0, '/v1/wangchuang/media/product/' || p.id || '-0.png')`;

export const sellerProductBinding: Binding = {
  resource: sellerProductResource,
  ...onTable('products', 'p'),
  columns: {
    cover: COVER,
    priceFen: 'p.price',
    stock: '(select coalesce(sum(k.stock), 0)::int from skus k where k.product_id = p.id)',
    soldOut: '(not exists (select 1 from skus k where k.product_id = p.id and k.stock > 0))',
  },
  labels: {
    categoryId: '(select c.name from categories c where c.id = p.category_id)',
    shopCategoryId: '(select sc.name from shop_categories sc where sc.id = p.shop_category_id)',
  },
  scope: { shop: 'p.shop_id' },
  check: async ({ q, op, row }) => {
    if (op === 'delete' && (await q.query('select 1 from order_lines where product_id = $1 limit 1', [row!.id])).length)
      throw badRequest('该商品已有订单，不能删除，可保持下架');
  },
};

export const shopRecommendBinding: Binding = {
  resource: shopRecommendResource,
  ...onTable('shop_recommends', 'r', 'join products p on p.id = r.product_id'),
  columns: { cover: COVER, title: 'p.title', priceFen: 'p.price', productStatus: 'p.status' },
  labels: { productId: 'p.title' },
  scope: { shop: 'r.shop_id' },
  owned: shopOwned,
};

export const shopAssetFolderBinding: Binding = {
  resource: shopAssetFolderResource,
  ...onTable('shop_asset_folders', 'f'),
  columns: { assetCount: '(select count(*)::int from shop_assets a where a.folder_id = f.id)' },
  scope: { shop: 'f.shop_id' },
  owned: shopOwned,
};

/** Where a picture is used: the shop's products, its logo, its decoration. */
const USED_BY = `((select count(*)::int from products p where p.shop_id = a.shop_id and jsonb_exists(p.images, a.url))
  + (select count(*)::int from shops s where s.id = a.shop_id and (s.logo = a.url or strpos(s.decor::text, '"' || a.url || '"') > 0)))`;

export const shopAssetBinding: Binding = {
  resource: shopAssetResource,
  ...onTable('shop_assets', 'a', 'left join shop_asset_folders f on f.id = a.folder_id'),
  columns: { usedBy: USED_BY },
  labels: { folderId: 'f.name' },
  scope: { shop: 'a.shop_id' },
  owned: shopOwned,
  check: async ({ op, row }) => {
    if (op === 'delete' && Number(row?.usedBy) > 0) throw badRequest('该图片正在被商品或店铺装修使用，不能删除');
  },
};

export const skuStockBinding: Binding = {
  resource: skuStockResource,
  ...onTable('skus', 'k', 'join products p on p.id = k.product_id'),
  columns: {
    productTitle: 'p.title',
    priceFen: 'k.price',
    stockState: `case when k.stock = 0 then 'soldOut' when k.stock <= ${LOW_STOCK} then 'low' else 'ok' end`,
    productStatus: 'p.status',
    lastMoveAt: '(select max(m.created_at) from stock_moves m where m.sku_id = k.id)',
  },
  scope: { shop: 'p.shop_id' },
};

export const stockMoveBinding: Binding = {
  resource: stockMoveResource,
  ...onTable('stock_moves', 'm', 'join skus k on k.id = m.sku_id join products p on p.id = k.product_id left join users u on u.id = m.actor_id'),
  columns: {
    productTitle: 'p.title',
    specText: 'k.spec_text',
    actorName: `case when m.actor_id is null then '系统' else coalesce(nullif(u.real_name, ''), u.username) end`,
  },
  scope: { shop: 'p.shop_id' },
};

/** Ends a sub-account's sessions at once (this process forgets them too; others within AUTH_CACHE_MS). */
async function revoke({ q, deps }: WriteCtx, userId: number) {
  await q.query('update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
  deps.cache?.forgetUser(userId);
}

/**
 * Sub-accounts: each is a user of its own (role 6, no class) who signs in with the owner-given name and
 * password and works in the owner's shop within the areas granted (server/http/staffGate.ts). Deleting
 * one closes the account (it can no longer sign in; the name stays taken, its history stays).
 */
export const shopStaffBinding: Binding = {
  resource: shopStaffResource,
  ...onTable('shop_staff', 'st', 'join users u on u.id = st.user_id'),
  columns: { username: 'u.username', realName: 'u.real_name', phone: 'u.phone', lastLoginAt: 'u.last_login_at' },
  scope: { shop: 'st.shop_id' },
  create: async (ctx) => {
    const { q, input } = ctx;
    const { shop_id } = await shopOwned(ctx);
    if ((await q.query('select 1 from users where lower(username) = lower($1)', [input.username])).length) throw badRequest('该登录账号已被使用');
    if (input.phone && (await q.query('select 1 from users where phone = $1', [input.phone])).length) throw badRequest('手机号已被注册');
    const [user] = await q.query<{ id: number }>(
      `insert into users (username, phone, password_hash, role, real_name) values ($1, $2, $3, 6, $4) returning id`,
      [input.username, input.phone ?? null, await hashPassword(String(input.password)), input.realName],
    );
    const [row] = await q.query<{ id: number }>('insert into shop_staff (shop_id, user_id, perms) values ($1, $2, $3) returning id', [
      shop_id,
      user!.id,
      input.perms,
    ]);
    return row!.id;
  },
  update: async ({ q, input, row }) => {
    const [st] = await q.query<{ user_id: number }>('select user_id from shop_staff where id = $1', [row.id]);
    if (input.phone && (await q.query('select 1 from users where phone = $1 and id <> $2', [input.phone, st!.user_id])).length)
      throw badRequest('手机号已被注册');
    await q.query('update users set real_name = $2, phone = $3 where id = $1', [st!.user_id, input.realName, input.phone ?? null]);
    await q.query('update shop_staff set perms = $2 where id = $1', [row.id, input.perms]);
  },
  remove: async (ctx) => {
    const [st] = await ctx.q.query<{ user_id: number }>('delete from shop_staff where id = $1 returning user_id', [ctx.row.id]);
    await ctx.q.query('update users set status = 0 where id = $1', [st!.user_id]);
    await revoke(ctx, st!.user_id);
  },
  actions: {
    // a disabled sub-account's sessions end at once
    disable: async (ctx) => {
      const [st] = await ctx.q.query<{ user_id: number }>('select user_id from shop_staff where id = $1', [ctx.row.id]);
      await revoke(ctx, st!.user_id);
    },
    resetPassword: async (ctx) => {
      const password = ctx.reason ?? '';
      if (password.length < 8 || password.length > 24) throw badRequest(MSG.passwordLength);
      const [st] = await ctx.q.query<{ user_id: number }>('select user_id from shop_staff where id = $1', [ctx.row.id]);
      await ctx.q.query('update users set password_hash = $2 where id = $1', [st!.user_id, await hashPassword(password)]);
      await revoke(ctx, st!.user_id);
    },
  },
};

export const GOODS_BINDINGS: readonly Binding[] = [
  goodsCategoryBinding,
  sellerProductBinding,
  shopRecommendBinding,
  shopAssetFolderBinding,
  shopAssetBinding,
  skuStockBinding,
  stockMoveBinding,
  shopStaffBinding,
];
