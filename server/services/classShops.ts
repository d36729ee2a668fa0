import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import type { FlightData, SeasonFigures, StoreData } from '../../src/api/contract/classes.ts';
import { classHead } from './classes.ts';

/**
 * The shops of a class's learners, from the shop simulation (docs/back-office.md "Classes › Shops").
 * storeData: orders, sales and visitors per season. A season that has ended reads the statistics
 * the season switch wrote for it (shop_season_stats); the current season counts the paid orders
 * created in it. Visitors are the distinct visitors of the shop's pages (page_views). flightData
 * (直通车): the paid clicks on the shops' keywords and their cost (train_clicks), with the traffic and
 * promotion figures beside them: live sessions and their viewers, promotions, coupons claimed and used,
 * visitors, paid orders and the conversion from visitors to orders.
 */

const PAID = `('paid', 'shipped', 'received', 'completed')`;

interface ShopRow {
  shopId: number;
  shopName: string;
  ownerId: number;
  ownerName: string;
  productCount: number;
}

async function shopsOf(db: Queryable, classId: number): Promise<ShopRow[]> {
  return db.query<ShopRow>(
    `select s.id as "shopId", s.name as "shopName", u.id as "ownerId", u.real_name as "ownerName",
            (select count(*)::int from products p where p.shop_id = s.id and p.status = 1) as "productCount"
       from shops s join users u on u.id = s.owner_id where u.class_id = $1 and u.role = 6 order by s.id`,
    [classId],
  );
}

export async function storeData(db: Queryable, caller: Caller, classId: number): Promise<StoreData> {
  const c = await classHead(db, caller, classId);
  const [{ season }] = await db.query<{ season: number }>('select coalesce((select season from simulation_seasons where class_id = $1), 1) as season', [
    classId,
  ]);
  const shops = await shopsOf(db, classId);
  const ids = shops.map((s) => s.shopId);
  const ended = await db.query<{ shopId: number; season: number; orders: number; salesFen: number }>(
    `select shop_id as "shopId", season, order_count as orders, sales_fen as "salesFen"
       from shop_season_stats where class_id = $1 and shop_id = any($2::int[]) and season < $3`,
    [classId, ids, season],
  );
  const current = await db.query<{ shopId: number; orders: number; salesFen: number }>(
    `select o.shop_id as "shopId", count(*)::int as orders, coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int as "salesFen"
       from orders o where o.shop_id = any($1::int[]) and o.created_season = $2 and o.paid_at is not null and o.status in ${PAID}
      group by o.shop_id`,
    [ids, season],
  );
  const views = await db.query<{ shopId: number; season: number; visitors: number }>(
    `select shop_id as "shopId", season, count(distinct visitor)::int as visitors from page_views where shop_id = any($1::int[]) group by shop_id, season`,
    [ids],
  );
  const seasons = Array.from({ length: season }, (_, i) => i + 1);
  const figure = (shopId: number, n: number): SeasonFigures => {
    const row = n < season ? ended.find((e) => e.shopId === shopId && e.season === n) : current.find((e) => e.shopId === shopId);
    const v = views.find((x) => x.shopId === shopId && x.season === n);
    return { season: n, orders: row?.orders ?? 0, salesFen: row?.salesFen ?? 0, visitors: v?.visitors ?? 0 };
  };
  const perShop = shops.map((s) => {
    const list = seasons.map((n) => figure(s.shopId, n));
    return { ...s, seasons: list, orders: list.reduce((a, x) => a + x.orders, 0), salesFen: list.reduce((a, x) => a + x.salesFen, 0) };
  });
  return {
    classId: c.id,
    className: c.name,
    season,
    seasons: seasons.map((n) => ({
      season: n,
      orders: perShop.reduce((a, s) => a + s.seasons[n - 1].orders, 0),
      salesFen: perShop.reduce((a, s) => a + s.seasons[n - 1].salesFen, 0),
      visitors: perShop.reduce((a, s) => a + s.seasons[n - 1].visitors, 0),
    })),
    shops: perShop,
  };
}

export async function flightData(db: Queryable, caller: Caller, classId: number): Promise<FlightData> {
  const c = await classHead(db, caller, classId);
  const rows = await db.query<Omit<FlightData['shops'][number], 'conversion'>>(
    `select s.id as "shopId", s.name as "shopName", u.real_name as "ownerName",
            (select count(*)::int from live_sessions l where l.shop_id = s.id and l.starts_at <= now()) as "liveSessions",
            (select coalesce(sum(l.viewers), 0)::int from live_sessions l where l.shop_id = s.id and l.starts_at <= now()) as "liveViewers",
            (select count(*)::int from promotions p where p.shop_id = s.id and p.status = 1) as promotions,
            (select coalesce(sum(p.claimed), 0)::int from promotions p where p.shop_id = s.id and p.kind in ('yhq', 'hb')) as "couponsClaimed",
            (select count(*)::int from user_coupons uc join promotions p on p.id = uc.promotion_id where p.shop_id = s.id and uc.status = 'used') as "couponsUsed",
            (select count(*)::int from train_clicks tc where tc.shop_id = s.id and tc.cost > 0) as "adClicks",
            (select coalesce(sum(tc.cost), 0)::int from train_clicks tc where tc.shop_id = s.id) as "adCostFen",
            (select count(distinct v.visitor)::int from page_views v where v.shop_id = s.id) as visitors,
            (select count(*)::int from orders o where o.shop_id = s.id and o.status in ${PAID}) as orders
       from shops s join users u on u.id = s.owner_id where u.class_id = $1 and u.role = 6 order by s.id`,
    [classId],
  );
  return {
    classId: c.id,
    className: c.name,
    adClicksCounted: rows.some((r) => r.adClicks > 0),
    shops: rows.map((r) => ({ ...r, conversion: r.visitors ? Math.round((r.orders * 1000) / r.visitors) / 10 : null })),
  };
}
