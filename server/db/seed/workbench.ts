import type { Queryable } from '../client.ts';
import { transition } from '../../services/orderMachine.ts';
import { createOrders } from '../../services/orders.ts';
import { payOrder } from '../../services/payments.ts';
import { seedDb } from './supply.ts';

/**
 * The workbench's demo data (part 'workbench'): seller01–seller12 and dsb_student01 open two of every
 * three products for distribution (5–30 %); zbb_student01 is an anchor with eight products in her
 * selection, a session on air now, one tomorrow and two that ended with orders whose commissions are
 * pending (paid or shipped: a receipt settles them) and reversed (refunded); zbb_student02 (the other
 * side of the scope pair) has a smaller selection and one ended session whose order was received
 * (its commission is settled). Fans follow both.
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

  const session = async (anchor: number, title: string, startMin: number, lengthMin: number, products: number[], viewers: number) => {
    const [row] = await q.query<{ id: number }>(
      `insert into live_sessions (shop_id, anchor_id, title, stream_url, starts_at, ends_at, viewers, product_ids, created_at)
       values (null, $1, $2, '/media/live-demo.mp4', now() + make_interval(mins => $3), now() + make_interval(mins => $3 + $4), $5, $6, now() - interval '3 days')
       returning id`,
      [anchor, title, startMin, lengthMin, viewers, products],
    );
    return row!.id;
  };
  const live = await session(anchor1, '小红好物直播间 · 晚间福利场', -25, 180, mine1.slice(0, 5), 1280);
  await session(anchor1, '家居好物专场（预告）', 24 * 60, 120, mine1.slice(3, 8), 0);
  const yesterday = await session(anchor1, '农特产助农专场', -26 * 60, 120, mine1.slice(0, 6), 2316);
  const earlier = await session(anchor1, '开学季零食囤货', -74 * 60, 90, mine1.slice(2, 8), 965);
  const other = await session(anchor2, '一鸣严选 · 数码好物', -50 * 60, 120, mine2, 431);

  // Orders placed from the sessions, through the services (commissions, money and stock as the app writes them).
  const db = seedDb(q);
  const skuOf = async (productId: number) =>
    (await q.query<{ id: number }>('select id from skus where product_id = $1 and stock >= 3 order by id limit 1', [productId]))[0]!.id;
  const ownerOf = async (orderId: number) =>
    (await q.query<{ owner_id: number }>('select s.owner_id from orders o join shops s on s.id = o.shop_id where o.id = $1', [orderId]))[0]!.owner_id;
  const place = async (buyer: string, sessionId: number, productId: number, quantity: number, upTo: 'paid' | 'shipped' | 'received' | 'refunded') => {
    const buyerId = await userOf(buyer);
    const { orderIds } = await createOrders(db, buyerId, { items: [{ skuId: await skuOf(productId), quantity }], liveSessionId: sessionId });
    const id = orderIds[0]!;
    await payOrder(db, buyerId, id, null);
    if (upTo === 'refunded') return transition(q, id, 'refund', 'buyer', buyerId, { note: '拍错了' });
    if (upTo === 'paid') return;
    await transition(q, id, 'ship', 'seller', await ownerOf(id), { carrier: '中通快递', trackingNo: `ZT${String(id).padStart(10, '0')}` });
    if (upTo === 'shipped') return;
    await transition(q, id, 'receive', 'buyer', buyerId);
  };
  // bought by shop owners the tests leave alone (the class learners' coins stay the demo's 1,000)
  // zbb_student01's commissions wait for receipt (her coins stay the demo's starting 1,000; a receipt settles them)
  await place('seller23', yesterday, mine1[0]!, 2, 'shipped');
  await place('seller25', yesterday, mine1[1]!, 1, 'paid');
  await place('seller23', yesterday, mine1[2]!, 1, 'refunded');
  await place('seller25', earlier, mine1[3]!, 1, 'shipped');
  await place('seller23', earlier, mine1[4]!, 1, 'shipped');
  await place('seller25', live, mine1[0]!, 1, 'paid');
  await place('seller23', other, mine2[0]!, 1, 'received');

  await q.query(
    `insert into anchor_follows (anchor_id, user_id, created_at)
     select $1, u.id, now() - make_interval(hours => row_number() over (order by u.id)::int)
       from users u where u.username in ('seller01', 'seller02', 'seller03', 'seller04', 'seller05', 'seller06', 'syb_student01', 'gyb_student01')`,
    [anchor1],
  );
  await q.query(`insert into anchor_follows (anchor_id, user_id) select $1, id from users where username in ('seller07', 'zbb_student01')`, [anchor2]);
}
