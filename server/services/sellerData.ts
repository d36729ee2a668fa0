import { TODAY_STARTS } from '../db/chinaDay.ts';
import type { Queryable } from '../db/client.ts';
import { pageRows } from '../db/paging.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { PROMOTION_KIND_NAMES } from '../../src/api/contract/shop.ts';
import type {
  AccountSummary,
  ActivityData,
  ActivityResult,
  DataAnalysis,
  HeldOrder,
  ProductFigures,
  SeasonFigures,
  SellerOverview,
} from '../../src/api/contract/seller.ts';
import type { LedgerEntry } from '../../src/api/contract/wallet.ts';
import { cardOf, CARD_COLS, type CardRow } from './catalog.ts';
import { balanceOf } from './wallet.ts';
import type { PromotionRow } from './promotions.ts';
import { LOW_STOCK, seasonStart } from './sellerStock.ts';
import { logoOf, shopRow } from './sellerShop.ts';

/**
 * The seller's figures (/seller/index, /seller/dataAnalysis, /seller/activityData, /seller/accountManage,
 * /seller/paymentMethod). Definitions (docs/seller-centre.md):
 *  - an order counts once paid (paid_at set); it belongs to its `created_season` (as shop_season_stats);
 *  - sales = pay − refunded of those orders; units = their lines' quantities;
 *  - visitors = distinct visitors of the shop's pages (page_views) in the season; conversion = buyers ÷ visitors;
 *  - average order value = sales ÷ orders.
 */

const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 1000) / 10 : 0);

/** The season the shop's owner is in (1 without a class). */
export async function currentSeason(q: Queryable, shopId: number): Promise<number> {
  return (await seasonStart(q, shopId)).season;
}

export async function seasonFigures(q: Queryable, shopId: number, seasons: number[]): Promise<SeasonFigures[]> {
  const orders = await q.query<{ season: number; orders: number; sales: number; units: number; buyers: number }>(
    `select o.created_season as season, count(*)::int as orders, coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int as sales,
            coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)), 0)::int as units,
            count(distinct o.buyer_id)::int as buyers
       from orders o where o.shop_id = $1 and o.paid_at is not null and o.created_season = any($2::int[]) group by o.created_season`,
    [shopId, seasons],
  );
  const views = await q.query<{ season: number; visitors: number; views: number }>(
    `select season, count(distinct visitor)::int as visitors, count(*)::int as views from page_views
      where shop_id = $1 and season = any($2::int[]) group by season`,
    [shopId, seasons],
  );
  return seasons.map((season) => {
    const o = orders.find((r) => r.season === season);
    const v = views.find((r) => r.season === season);
    const n = o?.orders ?? 0;
    const sales = o?.sales ?? 0;
    return {
      season,
      orders: n,
      salesFen: sales,
      units: o?.units ?? 0,
      visitors: v?.visitors ?? 0,
      views: v?.views ?? 0,
      buyers: o?.buyers ?? 0,
      conversion: pct(o?.buyers ?? 0, v?.visitors ?? 0),
      avgOrderFen: n ? Math.round(sales / n) : 0,
    };
  });
}

/** Conversations with buyer messages the shop has not read yet: the rows of /seller/consult's 待回复 tab. */
async function unansweredQuestions(q: Queryable, shopId: number): Promise<number> {
  const [r] = await q.query<{ n: number }>('select count(*)::int as n from consult_threads where shop_id = $1 and seller_unread > 0', [shopId]);
  return r!.n;
}

export async function overview(q: Queryable, shopId: number, ownerId: number, isStaff: boolean): Promise<SellerOverview> {
  const s = await shopRow(q, shopId);
  const season = await currentSeason(q, shopId);
  const [todo] = await q.query<{ to_ship: number; after_sales: number; reviews: number; low: number; products: number; on_shelf: number }>(
    `select (select count(*)::int from orders where shop_id = $1 and status = 'paid') as to_ship,
            (select count(*)::int from after_sales where shop_id = $1 and status in ('applied', 'returned')) as after_sales,
            (select count(*)::int from reviews where shop_id = $1 and reply is null) as reviews,
            (select count(*)::int from skus k join products p on p.id = k.product_id where p.shop_id = $1 and p.status = 1 and k.stock <= $2) as low,
            (select count(*)::int from products where shop_id = $1) as products,
            (select count(*)::int from products where shop_id = $1 and status = 1) as on_shelf`,
    [shopId, LOW_STOCK],
  );
  const [today] = await q.query<{ orders: number; sales: number; visitors: number }>(
    `select (select count(*)::int from orders where shop_id = $1 and paid_at >= ${TODAY_STARTS}) as orders,
            (select coalesce(sum(pay_fen - refunded_fen), 0)::int from orders where shop_id = $1 and paid_at >= ${TODAY_STARTS}) as sales,
            (select count(distinct visitor)::int from page_views where shop_id = $1 and created_at >= ${TODAY_STARTS}) as visitors`,
    [shopId],
  );
  const [thisSeason] = await seasonFigures(q, shopId, [season]);
  return {
    shopId,
    shopName: s.name,
    logo: logoOf(s),
    season,
    balanceFen: isStaff ? null : await balanceOf(q, ownerId),
    scores: { description: 4, service: 8, logistics: 10 },
    todo: {
      toShip: todo!.to_ship,
      afterSales: todo!.after_sales,
      unansweredQuestions: await unansweredQuestions(q, shopId),
      unrepliedReviews: todo!.reviews,
      lowStock: todo!.low,
    },
    today: { orders: today!.orders, salesFen: today!.sales, visitors: today!.visitors },
    thisSeason: thisSeason!,
    productCount: todo!.products,
    onShelf: todo!.on_shelf,
  };
}

export async function analysis(q: Queryable, shopId: number, season: number | undefined): Promise<DataAnalysis> {
  const current = await currentSeason(q, shopId);
  const chosen = Math.min(Math.max(season ?? current, 1), current);
  const seasons = await seasonFigures(
    q,
    shopId,
    Array.from({ length: current }, (_, i) => i + 1),
  );
  const rows = await q.query<CardRow & { orders: number; units: number; sales_fen: number; buyers: number; visitors: number; views: number }>(
    `with sold as (
       select l.product_id, count(distinct o.id)::int as orders, sum(l.quantity)::int as units,
              sum(case when o.status = 'refunded' then 0 else l.pay_fen end)::int as sales_fen, count(distinct o.buyer_id)::int as buyers
         from orders o join order_lines l on l.order_id = o.id
        where o.shop_id = $1 and o.paid_at is not null and o.created_season = $2 group by l.product_id),
     seen as (
       select product_id, count(distinct visitor)::int as visitors, count(*)::int as views from page_views
        where shop_id = $1 and season = $2 and product_id is not null group by product_id)
     select ${CARD_COLS}, coalesce(sold.orders, 0) as orders, coalesce(sold.units, 0) as units, coalesce(sold.sales_fen, 0) as sales_fen,
            coalesce(sold.buyers, 0) as buyers, coalesce(seen.visitors, 0) as visitors, coalesce(seen.views, 0) as views
       from products p join shops s on s.id = p.shop_id left join sold on sold.product_id = p.id left join seen on seen.product_id = p.id
      where p.shop_id = $1 and (sold.product_id is not null or seen.product_id is not null or p.status = 1)
      order by coalesce(sold.sales_fen, 0) desc, coalesce(seen.visitors, 0) desc, p.id limit 200`,
    [shopId, chosen],
  );
  const products: ProductFigures[] = rows.map((r) => ({
    productId: r.id,
    title: r.title,
    image: cardOf(r).image,
    orders: r.orders,
    units: r.units,
    salesFen: r.sales_fen,
    visitors: r.visitors,
    views: r.views,
    buyers: r.buyers,
    conversion: pct(r.buyers, r.visitors),
  }));
  return { season: chosen, currentSeason: current, seasons, products };
}

type PromoRow = PromotionRow & { starts_at: Date; ends_at: Date; status: number };

const statusOf = (starts: Date, ends: Date, on = true): ActivityResult['status'] =>
  !on || new Date(ends).getTime() <= Date.now() ? '已结束' : new Date(starts).getTime() > Date.now() ? '未开始' : '进行中';

/** Each promotion's and live session's results in one season (orders of that season, paid). */
export async function activities(q: Queryable, shopId: number, season: number | undefined): Promise<ActivityData> {
  const current = await currentSeason(q, shopId);
  const chosen = Math.min(Math.max(season ?? current, 1), current);
  const promos = await q.query<PromoRow>('select * from promotions where shop_id = $1 order by kind, id', [shopId]);
  const orders = await q.query<{ id: number; goods_fen: number; pay_fen: number; refunded_fen: number; discounts: Record<string, number>; created_at: Date }>(
    `select id, goods_fen, pay_fen, refunded_fen, discounts, created_at from orders where shop_id = $1 and paid_at is not null and created_season = $2`,
    [shopId, chosen],
  );
  const ids = orders.map((o) => o.id);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const coupons = await q.query<{ promotion_id: number; order_id: number }>(
    `select promotion_id, order_id from user_coupons where status = 'used' and order_id = any($1::int[])`,
    [ids],
  );
  const lines = await q.query<{ order_id: number; product_id: number; quantity: number; unit_price: number; pay_fen: number }>(
    'select order_id, product_id, quantity, unit_price, pay_fen from order_lines where order_id = any($1::int[])',
    [ids],
  );
  const net = (o: { pay_fen: number; refunded_fen: number }) => o.pay_fen - o.refunded_fen;
  const mjTiers = promos.filter((p) => p.kind === 'mj');
  // The 满减 tier an order had: the best tier its goods (after 特价) reached, as checkout chose it.
  const mjOf = (o: (typeof orders)[number]) => {
    const base = o.goods_fen - (o.discounts.tj ?? 0);
    return mjTiers.filter((t) => t.threshold <= base).sort((a, b) => b.amount - a.amount || a.id - b.id)[0]?.id;
  };
  const list: ActivityResult[] = promos.map((p) => {
    let used: (typeof orders)[number][] = [];
    let discount = 0;
    let sales = 0;
    if (p.kind === 'yhq' || p.kind === 'hb') {
      used = coupons.filter((c) => c.promotion_id === p.id).map((c) => byId.get(c.order_id)!);
      discount = used.reduce((a, o) => a + (o.discounts[p.kind] ?? 0), 0);
      sales = used.reduce((a, o) => a + net(o), 0);
    } else if (p.kind === 'mj') {
      used = orders.filter((o) => (o.discounts.mj ?? 0) > 0 && mjOf(o) === p.id);
      discount = used.reduce((a, o) => a + (o.discounts.mj ?? 0), 0);
      sales = used.reduce((a, o) => a + net(o), 0);
    } else {
      const mine = lines.filter((l) => l.product_id === p.product_id && (byId.get(l.order_id)!.discounts.tj ?? 0) > 0);
      used = [...new Set(mine.map((l) => l.order_id))].map((id) => byId.get(id)!);
      discount = mine.reduce((a, l) => a + l.quantity * Math.min(p.amount, Math.max(0, l.unit_price - 1)), 0);
      sales = mine.reduce((a, l) => a + l.pay_fen, 0);
    }
    const claimable = p.kind === 'yhq' || p.kind === 'hb';
    return {
      key: `promotion:${p.id}`,
      kind: p.kind,
      kindName: PROMOTION_KIND_NAMES[p.kind],
      title: p.title,
      status: statusOf(p.starts_at, p.ends_at, p.status === 1),
      claimed: claimable ? p.claimed : null,
      total: claimable ? p.total : null,
      used: claimable ? used.length : null,
      orders: used.length,
      discountFen: discount,
      salesFen: sales,
      viewers: null,
    };
  });
  const lives = await q.query<{ id: number; title: string; starts_at: Date; ends_at: Date; viewers: number; product_ids: number[] }>(
    'select id, title, starts_at, ends_at, viewers, product_ids from live_sessions where shop_id = $1 order by starts_at desc, id',
    [shopId],
  );
  for (const l of lives) {
    const during = orders.filter((o) => new Date(o.created_at) >= new Date(l.starts_at) && new Date(o.created_at) < new Date(l.ends_at));
    const mine = lines.filter((x) => l.product_ids.includes(x.product_id) && during.some((o) => o.id === x.order_id));
    list.push({
      key: `live:${l.id}`,
      kind: 'live',
      kindName: '直播',
      title: l.title,
      status: statusOf(l.starts_at, l.ends_at),
      claimed: null,
      total: null,
      used: null,
      orders: new Set(mine.map((x) => x.order_id)).size,
      discountFen: 0,
      salesFen: mine.reduce((a, x) => a + x.pay_fen, 0),
      viewers: l.viewers,
    });
  }
  return { season: chosen, currentSeason: current, list };
}

// ---- money -----------------------------------------------------------------------------------------

export async function accountSummary(q: Queryable, shopId: number, ownerId: number): Promise<AccountSummary> {
  const { season, since } = await seasonStart(q, shopId);
  const [held] = await q.query<{ fen: number; n: number }>(
    `select coalesce(sum(pay_fen - refunded_fen), 0)::int as fen, count(*)::int as n from orders
      where shop_id = $1 and paid_at is not null and not settled and status in ('paid', 'shipped')`,
    [shopId],
  );
  const [moved] = await q.query<{ settled: number; refunded: number }>(
    `select coalesce(sum(delta) filter (where reason = 'settle'), 0)::int as settled,
            coalesce(-sum(delta) filter (where reason = 'aftersale' and delta < 0), 0)::int as refunded
       from wallet_ledger where user_id = $1 and ($2::timestamptz is null or created_at >= $2)`,
    [ownerId, since],
  );
  return {
    balanceFen: await balanceOf(q, ownerId),
    heldFen: held!.fen,
    heldOrders: held!.n,
    settledFen: moved!.settled,
    refundedFen: moved!.refunded,
    season,
  };
}

export async function accountLedger(q: Queryable, ownerId: number, reason: string | undefined, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{ id: number; delta: number; balance_after: number; reason: string; ref: string; created_at: Date }>(
    q,
    `select id, delta, balance_after, reason, ref, created_at, count(*) over ()::int as total from wallet_ledger
      where user_id = $1 and ($2::text is null or reason = $2) order by id desc`,
    [ownerId, reason ?? null],
    pageNum,
    pageSize,
  );
  const list: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    deltaFen: r.delta,
    balanceAfterFen: r.balance_after,
    reason: r.reason,
    ref: r.ref,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return pageOf(list, total, pageNum, pageSize);
}

export async function heldOrders(q: Queryable, shopId: number, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{ id: number; order_no: string; status: string; pay_fen: number; refunded_fen: number; paid_at: Date }>(
    q,
    `select id, order_no, status, pay_fen, refunded_fen, paid_at, count(*) over ()::int as total from orders
      where shop_id = $1 and paid_at is not null and not settled and status in ('paid', 'shipped') order by paid_at desc, id desc`,
    [shopId],
    pageNum,
    pageSize,
  );
  const list: HeldOrder[] = rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    status: r.status,
    payFen: r.pay_fen,
    refundedFen: r.refunded_fen,
    paidAt: new Date(r.paid_at).toISOString(),
  }));
  return pageOf(list, total, pageNum, pageSize);
}
