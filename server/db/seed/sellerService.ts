import type { Queryable } from '../client.ts';
import { CATEGORIES } from './shop.ts';
import { ask } from '../../services/consult.ts';
import { at, minutesAgo } from './play.ts';

/**
 * Seller centre, orders/service/marketing (part `sellerService`): for every shop three quick replies
 * and two service promises; for dsb_student01's shop and seller01–seller03 a 直通车 plan (50 coins a
 * day) bidding on the item name of their best seller; a scheduled live session for dsb_student01's
 * shop; three platform activities (one free, two that need a bond); and a conversation between
 * zbb_student01 and dsb_student01's shop.
 */
export async function seedSellerService(q: Queryable) {
  await q.query(
    `insert into quick_replies (shop_id, text, sort)
     select s.id, t.text, t.sort from shops s cross join (values
       ('亲，在的，请问有什么可以帮您？', 0), ('亲，本店商品均有现货，付款后48小时内发货哦。', 1), ('感谢您的支持，祝您购物愉快！', 2)) as t(text, sort)`,
  );
  await q.query(
    `insert into shop_guarantees (shop_id, code, title, detail)
     select s.id, g.code, g.title, g.detail from shops s cross join (values
       ('seven_day', '7天无理由退货', '签收后7天内，商品完好可无理由退货'), ('ship_48h', '48小时发货', '付款后48小时内发货')) as g(code, title, detail)`,
  );
  await q.query(
    `insert into platform_activities (title, intro, bond_fen, starts_at, ends_at) values
       ('新店扶持计划', '开店30天内的店铺可报名，获得首页曝光。', 0, now() - interval '1 day', now() + interval '3650 days'),
       ('双十二年终大促', '全场满减叠加平台补贴，需缴纳保证金100金币。', 10000, now() + interval '7 days', now() + interval '3650 days'),
       ('年货节', '年货专场，需缴纳保证金300金币。', 30000, now() + interval '30 days', now() + interval '3650 days')`,
  );

  const shops = await q.query<{ id: number; username: string; product_id: number; title: string }>(
    `select s.id, u.username, p.id as product_id, p.title from shops s join users u on u.id = s.owner_id
       join lateral (select id, title from products where shop_id = s.id and status = 1 order by sales desc, id limit 1) p on true
      where u.username in ('dsb_student01', 'seller01', 'seller02', 'seller03') order by u.username`,
  );
  const items = CATEGORIES.flatMap((c) => c.items);
  for (const [i, s] of shops.entries()) {
    const keyword = items.find((it) => s.title.includes(it)) ?? s.title.slice(-4);
    await q.query('insert into train_plans (shop_id, daily_budget) values ($1, 5000)', [s.id]);
    await q.query('insert into train_keywords (shop_id, product_id, keyword, bid) values ($1, $2, $3, $4)', [s.id, s.product_id, keyword, 50 + i * 10]);
  }

  const [dsb] = shops.filter((s) => s.username === 'dsb_student01');
  if (!dsb) return;
  await q.query(
    `insert into live_sessions (shop_id, title, stream_url, starts_at, ends_at, product_ids)
     select $1, '实训店开业直播', '/media/live-demo.mp4', now() + interval '2 days', now() + interval '2 days 2 hours',
            (select array_agg(id order by id) from (select id from products where shop_id = $1 order by id limit 3) p)`,
    [dsb.id],
  );
  const [buyer] = await q.query<{ id: number }>(`select id from users where username = 'zbb_student01'`);
  if (!buyer) return;
  // the buyer asks twice (through the consult service: the thread, its messages and the unread count)
  for (const [minutes, text] of [
    [5, '你好，在吗？'],
    [4, '请问这款有现货吗？'],
  ] as const)
    await at(q, minutesAgo(minutes), () => ask(q, buyer.id, { shopId: dsb.id, productId: dsb.product_id, text }));
}
