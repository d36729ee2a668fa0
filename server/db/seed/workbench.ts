import type { Queryable } from '../client.ts';
import { createSession, endSession } from '../../services/workbench.ts';
import { after, ago, at, hands, minutesAgo, purchase, watch, type Fate } from './play.ts';
import { seedNow } from './calendar.ts';

/**
 * The workbench's demo data (part 'workbench'): seller01–seller12 and dsb_student01 open two of every
 * three products for distribution (5–30 %); zbb_student01 is an anchor with eight products in her
 * selection, a session on air now (started 25 minutes ago), one tomorrow and two that ended, with orders
 * placed from the room whose commissions are pending (paid or shipped: a receipt settles them), settled
 * (received) and reversed (refunded); zbb_student02 (the other side of the scope pair) has a smaller
 * selection and one ended session whose order was received (its commission is settled). Sessions are
 * created and ended through the workbench, their viewers join and leave through the live room's
 * presence, so 累计观看 and the viewing history are theirs. Fans follow both.
 */
export async function seedWorkbench(q: Queryable) {
  const sellers = [...Array.from({ length: 12 }, (_, i) => `seller${String(i + 1).padStart(2, '0')}`), 'dsb_student01'];
  await q.query(
    `update distribution_settings d set open = true, rate = 5 + (d.id * 7) % 26
      where d.id % 3 <> 0 and d.shop_id in (select s.id from shops s join users u on u.id = s.owner_id where u.username = any($1::text[]))`,
    [sellers],
  );
  const userOf = async (name: string) => (await q.query<{ id: number }>('select id from users where username = $1', [name]))[0]!.id;
  const anchor1 = await userOf('zbb_student01');
  const anchor2 = await userOf('zbb_student02');
  await q.query(
    `insert into anchor_profiles (id, nickname, intro, tags) values
       ($1, '小红好物直播间', '直播电商班学员，专注农特产和家居好物，每晚8点开播。', '农产品,家居,零食'),
       ($2, '一鸣严选', '西湖区直播电商学员，数码和运动户外好物分享。', '数码,运动户外')`,
    [anchor1, anchor2],
  );

  /** One affordable open product from each of these shops (the seeded buyers can pay for several). */
  const picks = async (names: string[]) =>
    (
      await q.query<{ id: number }>(
        `select distinct on (p.shop_id) p.id from products p join distribution_settings d on d.id = p.id join shops s on s.id = p.shop_id
           join users u on u.id = s.owner_id
          where d.open and p.status = 1 and p.price <= 15000 and u.username = any($1::text[]) order by p.shop_id, p.id`,
        [names],
      )
    ).map((r) => r.id);
  const mine1 = await picks(sellers.slice(0, 8));
  const mine2 = await picks(sellers.slice(8, 12));
  const select = (anchor: number, ids: number[]) =>
    q.query(
      `insert into anchor_products (anchor_id, product_id, sort, created_at) select $1, t.id, t.n - 1, now() - make_interval(hours => t.n::int)
         from unnest($2::int[]) with ordinality as t(id, n)`,
      [anchor, ids],
    );
  await select(anchor1, mine1);
  await select(anchor2, mine2);

  // Sessions created and ended by the anchors through the workbench, watched by buyers who come and
  // go, with orders placed from the room (commissions, money and stock as the app writes them).
  const h = hands(q);
  const watchers = (await q.query<{ id: number }>(`select id from users where username ~ '^seller(1[3-9]|2[0-9])$' order by username`)).map((r) => r.id);
  const session = async (anchor: number, title: string, began: Date, lengthMin: number, products: number[], crowd: number, endAfter?: number) => {
    const id = await at(q, began, async () => (await createSession(q, anchor, { title, productIds: products, startsAt: 'now', durationMin: lengthMin })).id);
    await watch(
      h,
      id,
      watchers.slice(0, crowd).map((userId, k) => ({ userId, from: after(began, 2 + k * 3, 0), to: after(began, 20 + k * 4, 0) })),
    );
    if (endAfter !== undefined) await at(q, after(began, endAfter, 0), () => endSession(q, anchor, id));
    return { id, began };
  };
  const live = await session(anchor1, '小红好物直播间 · 晚间福利场', minutesAgo(25), 180, mine1.slice(0, 5), 6);
  await createSession(q, anchor1, {
    title: '家居好物专场（预告）',
    productIds: mine1.slice(3, 8),
    startsAt: new Date(seedNow() + 86_400_000).toISOString(),
    durationMin: 120,
  });
  const yesterday = await session(anchor1, '农特产助农专场', ago(1, 19, 0), 120, mine1.slice(0, 6), 12, 118);
  const earlier = await session(anchor1, '开学季零食囤货', ago(3, 20, 0), 90, mine1.slice(2, 8), 9, 88);
  const other = await session(anchor2, '一鸣严选 · 数码好物', ago(2, 20, 30), 120, mine2, 5, 118);

  const skuOf = async (productId: number) =>
    (await q.query<{ id: number }>('select id from skus where product_id = $1 and stock >= 3 order by id limit 1', [productId]))[0]!.id;
  const ownerOf = async (productId: number) =>
    (await q.query<{ owner_id: number }>('select s.owner_id from products p join shops s on s.id = p.shop_id where p.id = $1', [productId]))[0]!.owner_id;
  const place = async (buyer: string, s: { id: number; began: Date }, minute: number, productId: number, quantity: number, fate: Fate) =>
    purchase(h, {
      buyerId: await userOf(buyer),
      ownerId: await ownerOf(productId),
      skuId: await skuOf(productId),
      productId,
      quantity,
      when: after(s.began, minute, 0),
      fate,
      liveSessionId: s.id,
    });
  // zbb_student01's commissions in every state: pending (paid, shipped), settled (received), reversed (refunded)
  await place('seller23', yesterday, 15, mine1[0]!, 2, 'shipped');
  await place('seller25', yesterday, 25, mine1[1]!, 1, 'paid');
  await place('seller23', yesterday, 40, mine1[2]!, 1, 'refunded');
  await place('seller25', earlier, 10, mine1[3]!, 1, 'shipped');
  await place('seller23', earlier, 30, mine1[4]!, 1, 'received');
  await place('seller25', live, 10, mine1[0]!, 1, 'paid');
  await place('seller23', other, 20, mine2[0]!, 1, 'received');
  await h.views.flush();

  await q.query(
    `insert into anchor_follows (anchor_id, user_id, created_at)
     select $1, u.id, now() - make_interval(hours => row_number() over (order by u.id)::int)
       from users u where u.username in ('seller01', 'seller02', 'seller03', 'seller04', 'seller05', 'seller06', 'syb_student01', 'gyb_student01')`,
    [anchor1],
  );
  await q.query(`insert into anchor_follows (anchor_id, user_id) select $1, id from users where username in ('seller07', 'zbb_student01')`, [anchor2]);
}
