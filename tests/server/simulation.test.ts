import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, order, pay, skuOf, status } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
let buyer: string;
let seller: string;
let teacher: string;
beforeAll(async () => {
  t = await testApp();
  [buyer, seller, teacher] = [await t.login('zbb_student01'), await t.login('dsb_student01'), await t.login('teacher01')];
  // the buyers' own orders of the seeded history are not what these tests count: none is left unpaid
  await cancelUnpaid(t, buyer);
  await cancelUnpaid(t, await t.login('zbb_student02'));
});

const stockOf = async (id: number) => (await t.db.query<{ stock: number }>('select stock from skus where id = $1', [id]))[0]!.stock;

describe('season switch', () => {
  it('only roles ≤ 5 and 20 may switch, each on its own prefix', async () => {
    expect((await t.call('GET', `${V}/student/nextTurn`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `${V}/teacher/nextTurn`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `${V}/student/turn/restart`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `${V}/admin/nextTurn`, { token: teacher })).status).toBe(403);
    expect((await t.call('GET', `${V}/teacher/nextTurn`)).status).toBe(401);
  });

  it('nextTurn cancels unpaid orders (stock and coupons back), auto-receives shipped ones, rolls statistics, only in scope', async () => {
    const a = await skuOf(t, 'dsb_student01', 0);
    const b = await skuOf(t, 'dsb_student01', 1);
    const aStock = await stockOf(a.id);
    const unpaid = await order(t, buyer, a.id, 2);
    const shipped = await order(t, buyer, b.id, 1);
    await pay(t, buyer, shipped);
    await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: shipped, carrier: '圆通速递', trackingNo: 'YT1' } });
    const paidOnly = await order(t, buyer, b.id, 1);
    await pay(t, buyer, paidOnly);
    // A learner of another teacher's class (浙江) is out of teacher01's scope.
    const outsider = await t.login('zbb_student02');
    const far = await order(t, outsider, a.id, 1);
    const sellerBefore = await balanceFen(t, 'dsb_student01');
    const [{ pay_fen }] = await t.db.query<{ pay_fen: number }>('select pay_fen from orders where id = $1', [shipped]);

    const r = await t.call('GET', `${V}/teacher/nextTurn`, { token: teacher });
    expect(r.status).toBe(200);
    expect(r.body.data).toBe(true);
    expect(await status(t, unpaid)).toBe('cancelled');
    expect(await status(t, shipped)).toBe('received');
    expect(await status(t, paidOnly)).toBe('paid');
    expect(await status(t, far)).toBe('pending_payment');
    expect(await stockOf(a.id)).toBe(aStock - 1);
    expect(await balanceFen(t, 'dsb_student01')).toBe(sellerBefore + pay_fen);
    const detail = await t.call('GET', `${V}/buyers/order/${shipped}`, { token: buyer });
    expect(detail.body.data.timeline.at(-1)).toMatchObject({ action: 'autoReceive', actor: 'system' });
    const seasons = await t.db.query<{ season: number }>(
      `select s.season from simulation_seasons s join classes c on c.id = s.class_id join class_teachers ct on ct.class_id = c.id
        where c.class_type = 'ZBB' and ct.teacher_id = (select id from users where username = 'teacher01')`,
    );
    expect(seasons[0]!.season).toBe(2);
    // the season that ended is kept: its paid orders (the two above and the shop's earlier ones) and their sales
    const shop = await t.call('GET', `${V}/seller/shop`, { token: seller });
    const [ended] = await t.db.query<{ n: number; fen: number }>(
      `select count(*)::int as n, coalesce(sum(pay_fen - refunded_fen), 0)::int as fen from orders o join shops s on s.id = o.shop_id
        where s.owner_id = (select id from users where username = 'dsb_student01') and o.created_season = 1 and o.paid_at is not null`,
    );
    expect(ended!.n).toBeGreaterThanOrEqual(2);
    expect(shop.body.data.seasons).toEqual([{ season: 1, orderCount: ended!.n, salesFen: ended!.fen }]);

    // An order created in season 2 is not timed out by the same season's rules until the next turn.
    const fresh = await order(t, buyer, a.id, 1);
    expect(await status(t, fresh)).toBe('pending_payment');
    await t.call('GET', `${V}/teacher/nextTurn`, { token: teacher });
    expect(await status(t, fresh)).toBe('cancelled');
    // The 浙江 city admin moves the 浙江 classes only.
    await t.call('GET', `${V}/city/nextTurn`, { token: await t.login('city02') });
    expect(await status(t, far)).toBe('cancelled');
  });

  it('restart puts the classes’ learners back to the start', async () => {
    const a = await skuOf(t, 'dsb_student01', 2);
    // restart gives back the stock of every order of the classes' shops still standing: this test's and the history's
    const [{ held }] = await t.db.query<{ held: number }>(
      `select coalesce(sum(l.quantity), 0)::int as held from order_lines l join orders o on o.id = l.order_id where l.sku_id = $1 and o.status not in ('cancelled', 'refunded')`,
      [a.id],
    );
    const stock = (await stockOf(a.id)) + held;
    const id = await order(t, buyer, a.id, 2);
    await pay(t, buyer, id);
    await t.db.query(`insert into cart_items (user_id, sku_id, quantity) select id, $1, 1 from users where username = 'zbb_student01'`, [a.id]);
    expect(await balanceFen(t, 'zbb_student01')).not.toBe(100000);
    const outsider = await t.login('zbb_student02');
    const kept = await order(t, outsider, (await skuOf(t, 'seller01')).id, 1);
    const r = await t.call('GET', `${V}/teacher/turn/restart`, { token: teacher });
    expect(r.body.data).toBe(true);
    expect(await balanceFen(t, 'zbb_student01')).toBe(100000);
    expect(await balanceFen(t, 'dsb_student01')).toBe(100000);
    expect((await t.call('GET', `${V}/buyers/orders`, { token: buyer })).body.data.total).toBe(0);
    expect((await t.call('GET', `${V}/buyers/cart`, { token: buyer })).body.data.count).toBe(0);
    expect(await stockOf(a.id)).toBe(stock);
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from simulation_seasons s join class_teachers ct on ct.class_id = s.class_id join users u on u.id = ct.teacher_id where u.username = 'teacher01' and s.season <> 1`,
    );
    expect(n).toBe(0);
    // The shop (exam passed) is kept.
    expect((await t.call('GET', `${V}/store/valid/question`, { token: seller })).body.data).toBe(1);
    // The 浙江 learner's order at a shop outside the classes is untouched by teacher01.
    expect(await status(t, kept)).toBe('pending_payment');
  });
});
