import type { Db, Queryable } from '../db/client.ts';
import { stockReason } from './stock.ts';
import type { Caller } from '../caller.ts';
import { forbidden } from '../errors.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classScope } from './classes.ts';
import { transition } from './orderMachine.ts';
import { balanceOf, move, startingBalance } from './wallet.ts';

/**
 * The simulation clock is kept per class (simulation_seasons). One season is SEASON_DAYS simulated days.
 * Orders remember the season of their buyer's class when created and when shipped; on the next season:
 *  - orders still unpaid (created in an earlier season: past the 1-day payment limit) are cancelled,
 *    their stock restored and their coupons returned;
 *  - orders shipped in an earlier season (≥ 7 simulated days ago) are received automatically and the
 *    seller is paid;
 *  - each shop of the classes' learners gets a statistics row for the season that ended.
 */
export const SEASON_DAYS = 7;

/**
 * The classes whose simulation the caller runs: those running (in progress, or waiting for their
 * completion review) within the class scope (a teacher their classes, an administrator their region,
 * an institution its classes). A class not yet started or closed keeps its simulation as it is.
 */
export async function classesInScope(q: Queryable, user: Caller): Promise<number[]> {
  if (!MANAGE_ROLES.includes(user.role)) throw forbidden('您的角色无权切换赛季');
  const params: unknown[] = [];
  const rows = await q.query<{ id: number }>(
    `select c.id from classes c where c.status in ('in_progress', 'completion_submitted') and ${classScope(user, params)} order by c.id`,
    params,
  );
  return rows.map((r) => r.id);
}

export async function seasons(q: Queryable, classIds: number[]) {
  return q.query<{ classId: number; season: number }>(
    `select c.id as "classId", coalesce(s.season, 1) as season from classes c left join simulation_seasons s on s.class_id = c.id where c.id = any($1::int[]) order by c.id`,
    [classIds],
  );
}

export async function nextTurn(db: Db, user: Caller) {
  return db.tx(async (q) => rollSeason(q, await classesInScope(q, user), user.id));
}

/** Moves these classes to their next season (the rules above), inside the caller's transaction. */
export async function rollSeason(q: Queryable, classIds: number[], userId: number) {
  if (!classIds.length) return { classIds, cancelled: 0, received: 0 };
  const ended = await q.query<{ class_id: number; season: number }>(
    `insert into simulation_seasons (class_id, season, updated_by) select id, 2, $2 from classes where id = any($1::int[])
     on conflict (class_id) do update set season = simulation_seasons.season + 1, updated_by = $2, updated_at = app_now()
     returning class_id, season - 1 as season`,
    [classIds, userId],
  );
  for (const e of ended) {
    await q.query(
      `insert into shop_season_stats (shop_id, class_id, season, order_count, sales_fen)
       select s.id, $1, $2, count(o.id)::int, coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int
         from shops s join users u on u.id = s.owner_id
         left join orders o on o.shop_id = s.id and o.created_season = $2 and o.paid_at is not null
        where u.class_id = $1 group by s.id`,
      [e.class_id, e.season],
    );
  }
  const due = await q.query<{ id: number; status: string }>(
    `select o.id, o.status from orders o join users u on u.id = o.buyer_id join simulation_seasons ss on ss.class_id = u.class_id
      where u.class_id = any($1::int[]) and ((o.status = 'pending_payment' and o.created_season < ss.season) or (o.status = 'shipped' and o.shipped_season < ss.season))
      order by o.id`,
    [classIds],
  );
  let cancelled = 0;
  let received = 0;
  for (const o of due) {
    if (o.status === 'pending_payment') {
      await transition(q, o.id, 'timeout', 'system', null);
      cancelled++;
    } else {
      await transition(q, o.id, 'autoReceive', 'system', null);
      received++;
    }
  }
  return { classIds, cancelled, received };
}

/**
 * Restart: back to the starting state for the learners (role 6) of the caller's classes.
 * Resets: every order they bought or their shops sold (stock and sales given back, then deleted with
 * lines, logs, reviews, after-sales), the coupons they claimed, their carts, their complaints and
 * reports, their wallets (back to the starting coins of the platform settings, 1,000 by default, with a 'restart' ledger line; the ledger itself is kept),
 * the classes' season (1) and season statistics. Kept: accounts, shops (the passed exam), products,
 * addresses and favourites. Buyers outside the classes who paid those shops get their coins back.
 * The learners' shops also lose their bond (the wallet is reset), 直通车 clicks, activity sign-ups and
 * 客服 conversations; their promotions, keywords, quick replies, templates and guarantees stay.
 */
export async function restart(db: Db, user: Caller) {
  return db.tx(async (q) => {
    const classIds = await classesInScope(q, user);
    if (!classIds.length) return { classIds, learners: 0, orders: 0 };
    const learners = (await q.query<{ id: number }>('select id from users where role = 6 and class_id = any($1::int[])', [classIds])).map((r) => r.id);
    const orders = await q.query<{ id: number; status: string; paid: boolean }>(
      `select o.id, o.status, o.paid_at is not null as paid from orders o join shops s on s.id = o.shop_id
        where o.buyer_id = any($1::int[]) or s.owner_id = any($1::int[]) for update of o`,
      [learners],
    );
    const ids = orders.map((o) => o.id);
    const live = orders.filter((o) => o.status !== 'cancelled' && o.status !== 'refunded').map((o) => o.id);
    const sold = orders.filter((o) => o.paid && o.status !== 'refunded').map((o) => o.id);
    // Buyers outside these classes get back what they paid to the learners' shops.
    const outside = await q.query<{ buyer_id: number; order_no: string; amt: number }>(
      `select buyer_id, order_no, pay_fen - refunded_fen as amt from orders where id = any($1::int[]) and paid_at is not null and status <> 'refunded'
          and not (buyer_id = any($2::int[])) and pay_fen - refunded_fen > 0`,
      [ids, learners],
    );
    for (const o of outside) await move(q, o.buyer_id, o.amt, 'refund', o.order_no);
    await stockReason(q, 'restart', 'season_restart');
    await q.query(
      `update skus k set stock = k.stock + l.q from (select sku_id, sum(quantity)::int as q from order_lines where order_id = any($1::int[]) group by sku_id) l where k.id = l.sku_id`,
      [live],
    );
    await q.query(
      `update products p set sales = greatest(p.sales - l.q, 0) from (select product_id, sum(quantity)::int as q from order_lines where order_id = any($1::int[]) group by product_id) l where p.id = l.product_id`,
      [sold],
    );
    await q.query(`update user_coupons set status = 'unused', order_id = null, used_at = null where order_id = any($1::int[])`, [ids]);
    await q.query(
      `update promotions p set claimed = greatest(p.claimed - c.n, 0) from (select promotion_id, count(*)::int as n from user_coupons where user_id = any($1::int[]) group by promotion_id) c where p.id = c.promotion_id`,
      [learners],
    );
    await q.query('delete from user_coupons where user_id = any($1::int[])', [learners]);
    await q.query('delete from orders where id = any($1::int[])', [ids]);
    await q.query('delete from cart_items where user_id = any($1::int[])', [learners]);
    await q.query('delete from complaints where user_id = any($1::int[])', [learners]);
    // the seller centre's money and service state (docs/seller-centre.md): the bond goes back with the
    // wallet, 直通车 clicks, activity sign-ups and 客服 conversations of the learners' shops start afresh
    const learnerShops = '(select id from shops where owner_id = any($1::int[]))';
    await q.query(`update shops set bond_fen = 0 where id in ${learnerShops}`, [learners]);
    await q.query(`delete from train_clicks where shop_id in ${learnerShops}`, [learners]);
    await q.query(`update activity_signups set status = 'cancelled' where shop_id in ${learnerShops}`, [learners]);
    await q.query(`delete from consult_threads where buyer_id = any($1::int[]) or shop_id in ${learnerShops}`, [learners]);
    const start = await startingBalance(q);
    for (const id of learners) {
      const bal = await balanceOf(q, id);
      if (bal !== start) await move(q, id, start - bal, 'restart', '重新开始');
      else await move(q, id, 0, 'restart', '重新开始');
    }
    await q.query('delete from shop_season_stats where class_id = any($1::int[])', [classIds]);
    // visitors are statistics too (the seller centre's figures start again from season 1)
    await q.query('delete from page_views where shop_id in (select id from shops where owner_id = any($1::int[]))', [learners]);
    await q.query(
      `insert into simulation_seasons (class_id, season, updated_by) select id, 1, $2 from classes where id = any($1::int[])
                   on conflict (class_id) do update set season = 1, updated_by = $2, updated_at = app_now()`,
      [classIds, user.id],
    );
    return { classIds, learners: learners.length, orders: ids.length };
  });
}

export async function seasonStats(q: Queryable, shopId: number) {
  return q.query<{ season: number; orderCount: number; salesFen: number }>(
    'select season, order_count as "orderCount", sales_fen as "salesFen" from shop_season_stats where shop_id = $1 order by season',
    [shopId],
  );
}
