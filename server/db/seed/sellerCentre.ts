import type { Queryable } from '../client.ts';
import { LIBRARY_URL } from '../../services/library.ts';

/**
 * The seller centre's shop-and-goods demo data (part 'sellerCentre', after 'shop' and 'resources'):
 *  - every shop: a service phone, a return address, two picture folders with ready-made pictures, three
 *    recommended products and its products spread over its three shop categories (its visitors come
 *    with the buyers, seed part `mall`);
 *  - 建国电商实训店 (dsb_student01) is decorated (店招, banner, featured products, categories) and has a
 *    purchase inbound, a sample outbound and a stock count in its ledger;
 *  - sub-accounts: dsb_kefu01 (客服: orders and service) for dsb_student01, seller01_yy (运营: goods and
 *    stock) for seller01; password Demo@2026.
 * Deterministic (no random numbers).
 */
export async function seedSellerCentre(q: Queryable) {
  const shops = await q.query<{ id: number; owner_id: number; username: string; phone: string | null }>(
    'select s.id, s.owner_id, u.username, u.phone from shops s join users u on u.id = s.owner_id order by s.id',
  );
  await q.query(
    `update shops s set service_phone = '1380000' || lpad(s.id::text, 4, '0'), return_name = coalesce(nullif(u.real_name, ''), u.username),
            return_phone = '1380000' || lpad(s.id::text, 4, '0'), return_address = '广东省广州市天河区天河路' || (100 + s.id) || '号仓储中心'
       from users u where u.id = s.owner_id`,
  );

  // Picture folders and ready-made pictures for every shop.
  const signs = [1, 2, 3, 4, 5, 6].map((n) => LIBRARY_URL(`sign-${n}`));
  const banners = [1, 2, 3, 4].map((n) => LIBRARY_URL(`banner-${n}`));
  for (const [i, s] of shops.entries()) {
    const [goods] = await q.query<{ id: number }>(`insert into shop_asset_folders (shop_id, name, sort) values ($1, '商品图片', 0) returning id`, [s.id]);
    const [decor] = await q.query<{ id: number }>(`insert into shop_asset_folders (shop_id, name, sort) values ($1, '店铺装修', 10) returning id`, [s.id]);
    await q.query(
      `insert into shop_assets (shop_id, folder_id, name, url, source) values
         ($1, $2, '店招背景', $4, 'library'), ($1, $2, '首页海报1', $5, 'library'), ($1, $2, '首页海报2', $6, 'library'),
         ($1, $3, '商品主图1', $7, 'library'), ($1, $3, '商品主图2', $8, 'library')`,
      [
        s.id,
        decor!.id,
        goods!.id,
        signs[i % 6],
        banners[i % 4],
        banners[(i + 1) % 4],
        LIBRARY_URL(`goods-${(i % 10) + 1}-1`),
        LIBRARY_URL(`goods-${(i % 10) + 1}-2`),
      ],
    );
  }

  // Products spread over each shop's three categories; three recommended (never the first by title,
  // so a new recommendation of that one is always possible).
  await q.query(
    `update products p set shop_category_id = c.id
       from (select id, shop_id, row_number() over (partition by shop_id order by id) as k from products) t
       join lateral (select id from shop_categories sc where sc.shop_id = t.shop_id order by sc.sort, sc.id offset (t.k % 3) limit 1) c on true
      where p.id = t.id`,
  );
  await q.query(
    `insert into shop_recommends (shop_id, product_id, reason, sort)
     select shop_id, id, (array['店长亲测 回购率最高', '本周热销 库存有限', '新品推荐 限时优惠'])[k], k * 10
       from (select id, shop_id, row_number() over (partition by shop_id order by sales desc, id) as k,
                    rank() over (partition by shop_id order by title, id) as t from products) x
      where k <= 3 and t > 1`,
  );

  // 建国电商实训店: decoration and a little warehouse history.
  const dsb = shops.find((s) => s.username === 'dsb_student01');
  if (dsb) {
    const top = await q.query<{ id: number }>('select id from products where shop_id = $1 and status = 1 order by sales desc, id limit 4', [dsb.id]);
    const decor = {
      theme: 'orange',
      sign: { image: signs[shops.indexOf(dsb) % 6], slogan: '建国电商 · 好物实训店' },
      blocks: [
        { type: 'notice', text: '新店开张，全场满99包邮，关注店铺领取5元红包！' },
        {
          type: 'banner',
          items: [
            { image: banners[shops.indexOf(dsb) % 4], productId: top[0]?.id ?? null },
            { image: banners[(shops.indexOf(dsb) + 1) % 4], productId: null },
          ],
        },
        { type: 'coupons' },
        { type: 'categories' },
        { type: 'products', title: '精选好物', productIds: top.map((p) => p.id) },
        { type: 'recommend', title: '店长推荐' },
        { type: 'hot', title: '热销商品' },
      ],
    };
    await q.query('update shops set decor = $2 where id = $1', [dsb.id, JSON.stringify(decor)]);
    const skus = await q.query<{ id: number }>('select k.id from skus k join products p on p.id = k.product_id where p.shop_id = $1 order by k.id limit 3', [
      dsb.id,
    ]);
    const stock = (reason: string, ref: string, note: string) =>
      q.query(
        `select set_config('cy.stock_reason', $1, true), set_config('cy.stock_ref', $2, true), set_config('cy.stock_note', $3, true), set_config('cy.stock_actor', $4, true)`,
        [reason, ref, note, String(dsb.owner_id)],
      );
    if (skus.length === 3) {
      await stock('inbound', 'inbound:RK20261201090000001', '供应商：广州白云服装批发市场；首批补货');
      await q.query('update skus set stock = stock + 30 where id = any($1::int[])', [skus.map((k) => k.id)]);
      await stock('outbound', 'outbound:CK20261202100000001', '样品领用；直播试穿样品');
      await q.query('update skus set stock = stock - 2 where id = $1', [skus[0]!.id]);
      await stock('adjust', 'adjust:TZ20261203110000001', '月末盘点：包装破损1件');
      await q.query('update skus set stock = stock - 1 where id = $1', [skus[1]!.id]);
      await q.query(
        `select set_config('cy.stock_reason', '', true), set_config('cy.stock_ref', '', true), set_config('cy.stock_note', '', true), set_config('cy.stock_actor', '', true)`,
      );
    }
  }

  // Sub-accounts (password Demo@2026, as every demo account).
  const [{ password_hash: hash }] = (await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`)) as [
    { password_hash: string },
  ];
  const staff: [string, string, string, string[]][] = [
    ['dsb_student01', 'dsb_kefu01', '李小客', ['orders', 'service']],
    ['seller01', 'seller01_yy', '周运营', ['goods', 'stock']],
  ];
  for (const [owner, username, name, perms] of staff) {
    const shop = shops.find((s) => s.username === owner);
    if (!shop) continue;
    const [u] = await q.query<{ id: number }>(`insert into users (username, password_hash, role, real_name) values ($1, $2, 6, $3) returning id`, [
      username,
      hash,
      name,
    ]);
    await q.query('insert into shop_staff (shop_id, user_id, perms) values ($1, $2, $3)', [shop.id, u!.id, perms]);
  }
}
