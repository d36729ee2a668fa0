import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLogger } from '../../server/log.ts';
import { commissionsOnAfterSaleRefund } from '../../server/services/commissions.ts';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, clearPromotions, userId } from './shopHelpers.ts';
import { sseEvents as events } from './sse.ts';

/**
 * The anchor workbench: commissions from order to settlement (table), what earns none, the rate when
 * placed, refunds reversing once, sessions, the selection centre, the live big screen in real time,
 * and who sees what.
 */

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
const tokens = new Map<string, string>();
const tk = async (u: string) => {
  if (!tokens.has(u)) tokens.set(u, await t.login(u));
  return tokens.get(u)!;
};
const call = async (u: string, method: string, path: string, json?: unknown) => t.call(method, `${V}${path}`, { token: await tk(u), json });
const ok = async (u: string, method: string, path: string, json?: unknown) => {
  const res = await call(u, method, path, json);
  if (res.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const SHOP = 'seller20';
const ANCHOR = 'zbb_student01';
const BUYER = 'syb_student01';

/** A product of seller20's shop (not opened by the seed), with one SKU that has stock. */
async function product(offset: number) {
  const [p] = await t.db.query<{ id: number; sku: number }>(
    `select p.id, (select k.id from skus k where k.product_id = p.id and k.stock >= 20 order by k.id limit 1) as sku
       from products p join shops s on s.id = p.shop_id join users u on u.id = s.owner_id
      where u.username = $1 and exists (select 1 from skus k where k.product_id = p.id and k.stock >= 20) order by p.price, p.id offset $2 limit 1`,
    [SHOP, offset],
  );
  return { id: p!.id, sku: p!.sku };
}

/** The shop opens a product for distribution at a rate (seller/shopDistribution). */
async function openAt(productId: number, rate: number, open = true) {
  await ok(SHOP, 'POST', `/seller/shopDistribution/update/${productId}`, { open, rate });
}

let P: { id: number; sku: number };
let Q: { id: number; sku: number };
let session: number;

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
  await cancelUnpaid(t, await tk(BUYER));
  P = await product(0);
  Q = await product(1);
  await openAt(P.id, 20);
  await openAt(Q.id, 15);
  await ok(ANCHOR, 'POST', '/workbench/selection/add', { productId: P.id });
  await ok(ANCHOR, 'POST', '/workbench/selection/add', { productId: Q.id });
  session = (await ok(ANCHOR, 'POST', '/workbench/session/create', { title: '测试直播间', startsAt: 'now', durationMin: 120, productIds: [P.id] })).id;
});

async function place(u: string, sku: number, extra: Record<string, unknown> = { liveSessionId: session }, quantity = 1) {
  const res = await call(u, 'POST', '/buyers/order/create', { items: [{ skuId: sku, quantity }], ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.orderIds[0] as number;
}
const commissionsOf = (orderId: number) =>
  t.db.query<{ anchor_id: number; rate: number; base_fen: number; amount_fen: number; reversed_fen: number; status: string }>(
    'select anchor_id, rate, base_fen, amount_fen, reversed_fen, status from commissions where order_id = $1',
    [orderId],
  );
const linePay = async (orderId: number) => (await t.db.one<{ pay_fen: number }>('select pay_fen from order_lines where order_id = $1', [orderId]))!.pay_fen;
const orderPay = async (orderId: number) => (await t.db.one<{ pay_fen: number }>('select pay_fen from orders where id = $1', [orderId]))!.pay_fen;

type Step = 'pay' | 'ship' | 'receive' | 'refund' | 'cancel';
async function run(orderId: number, steps: Step[]) {
  for (const s of steps) {
    if (s === 'ship') await ok(SHOP, 'POST', '/seller/order/ship', { orderId, carrier: '顺丰速运', trackingNo: `SF${orderId}` });
    else await ok(BUYER, 'POST', `/buyers/order/${s}`, { orderId });
  }
}

describe('commission from order to settlement (table)', () => {
  // each case starts with none of the buyer's orders unpaid (their coins would be held)
  beforeEach(async () => cancelUnpaid(t, await tk(BUYER)));
  const cases: { name: string; steps: Step[]; status: string; settled: boolean }[] = [
    { name: 'placed, not paid: pending', steps: [], status: 'pending', settled: false },
    { name: 'paid and shipped: still pending until receipt', steps: ['pay', 'ship'], status: 'pending', settled: false },
    { name: 'received: settled, the shop pays the anchor', steps: ['pay', 'ship', 'receive'], status: 'settled', settled: true },
    { name: 'refunded before shipping: reversed, no coins move', steps: ['pay', 'refund'], status: 'reversed', settled: false },
    { name: 'cancelled unpaid: cancelled', steps: ['cancel'], status: 'cancelled', settled: false },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const before = { anchor: await balanceFen(t, ANCHOR), shop: await balanceFen(t, SHOP) };
      const orderId = await place(BUYER, P.sku);
      const [row] = await commissionsOf(orderId);
      const base = await linePay(orderId);
      expect(row).toMatchObject({ anchor_id: await userId(t, ANCHOR), rate: 20, base_fen: base, amount_fen: Math.floor((base * 20) / 100), status: 'pending' });
      await run(orderId, c.steps);
      const [after] = await commissionsOf(orderId);
      expect(after!.status).toBe(c.status);
      const amount = after!.amount_fen;
      const pay = c.settled ? await orderPay(orderId) : 0;
      expect(await balanceFen(t, ANCHOR)).toBe(before.anchor + (c.settled ? amount : 0));
      expect(await balanceFen(t, SHOP)).toBe(before.shop + (c.settled ? pay - amount : 0));
      const ledger = await t.db.query<{ user_id: number; delta: number }>(
        `select user_id, delta from wallet_ledger where reason = 'commission' and ref = (select order_no from orders where id = $1) order by id`,
        [orderId],
      );
      expect(ledger).toEqual(
        c.settled
          ? [
              { user_id: await userId(t, SHOP), delta: -amount },
              { user_id: await userId(t, ANCHOR), delta: amount },
            ]
          : [],
      );
    });
  }

  it('the rate is the one open when the order was placed', async () => {
    const orderId = await place(BUYER, P.sku);
    await openAt(P.id, 35);
    await run(orderId, ['pay', 'ship', 'receive']);
    const [row] = await commissionsOf(orderId);
    expect(row).toMatchObject({ rate: 20, status: 'settled', amount_fen: Math.floor(((await linePay(orderId)) * 20) / 100) });
    await openAt(P.id, 20);
  });

  const none: { name: string; setup: () => Promise<{ buyer: string; sku: number; extra: Record<string, unknown> }> }[] = [
    {
      name: 'a product the shop has not opened',
      setup: async () => (await openAt(P.id, 20, false), { buyer: BUYER, sku: P.sku, extra: { liveSessionId: session } }),
    },
    { name: 'a product not on the session’s shelf', setup: async () => ({ buyer: BUYER, sku: Q.sku, extra: { liveSessionId: session } }) },
    { name: 'the anchor buying from their own session', setup: async () => ({ buyer: ANCHOR, sku: P.sku, extra: { liveSessionId: session } }) },
    { name: 'an order not placed from a session', setup: async () => ({ buyer: BUYER, sku: P.sku, extra: {} }) },
  ];
  for (const c of none) {
    it(`no commission for ${c.name}`, async () => {
      const { buyer, sku, extra } = await c.setup();
      const orderId = await place(buyer, sku, extra);
      expect(await commissionsOf(orderId)).toEqual([]);
      await openAt(P.id, 20);
    });
  }

  it('no commission when the shop’s owner hosts the session; a session not yet started refuses orders', async () => {
    const own = (await ok(SHOP, 'POST', '/workbench/session/create', { title: '店主自播', startsAt: 'now', durationMin: 60, productIds: [P.id] })).id;
    expect(await commissionsOf(await place(BUYER, P.sku, { liveSessionId: own }))).toEqual([]);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const upcoming = (await ok(ANCHOR, 'POST', '/workbench/session/create', { title: '稍后开播', startsAt: later, durationMin: 60, productIds: [P.id] })).id;
    const res = await call(BUYER, 'POST', '/buyers/order/create', { items: [{ skuId: P.sku, quantity: 1 }], liveSessionId: upcoming });
    expect([res.status, res.body.msg]).toEqual([400, '直播间不存在或尚未开播']);
  });
});

describe('a refund reverses the commission once', () => {
  it('after receipt: the refunded share goes back from the anchor, once; the whole order reverses all of it', async () => {
    await cancelUnpaid(t, await tk(BUYER)); // the cases above left orders unpaid: their coins are held
    const orderId = await place(BUYER, P.sku, { liveSessionId: session }, 2);
    await run(orderId, ['pay', 'ship', 'receive']);
    const [settled] = await commissionsOf(orderId);
    const pay = await orderPay(orderId);
    const anchor0 = await balanceFen(t, ANCHOR);
    const shop0 = await balanceFen(t, SHOP);
    const half = Math.floor(pay / 2);
    const a = await ok(BUYER, 'POST', '/buyers/aftersale/apply', { orderId, kind: 'refund_only', reason: '少发一件', amountFen: half, photos: [] });
    await ok(SHOP, 'POST', '/seller/aftersale/agree', { id: a.id });
    const due = Math.floor((settled!.amount_fen * half) / pay);
    const [partial] = await commissionsOf(orderId);
    expect(partial).toMatchObject({ status: 'settled', reversed_fen: due });
    expect(await balanceFen(t, ANCHOR)).toBe(anchor0 - due);
    expect(await balanceFen(t, SHOP)).toBe(shop0 - half + due);

    // the same refund seen again moves nothing
    await t.db.tx((q) => commissionsOnAfterSaleRefund(q, orderId));
    await t.db.tx((q) => commissionsOnAfterSaleRefund(q, orderId));
    expect(await balanceFen(t, ANCHOR)).toBe(anchor0 - due);

    // the rest of the order: all of it back, and the commission is reversed
    const b = await ok(BUYER, 'POST', '/buyers/aftersale/apply', { orderId, kind: 'refund_only', reason: '全部退款', amountFen: pay - half, photos: [] });
    await ok(SHOP, 'POST', '/seller/aftersale/agree', { id: b.id });
    const [full] = await commissionsOf(orderId);
    expect(full).toMatchObject({ status: 'reversed', reversed_fen: settled!.amount_fen });
    expect(await balanceFen(t, ANCHOR)).toBe(anchor0 - settled!.amount_fen);
    const reversals = await t.db.query<{ user_id: number; delta: number }>(
      `select user_id, delta from wallet_ledger where reason = 'commission_reverse' and ref = (select order_no from orders where id = $1) order by id`,
      [orderId],
    );
    const anchorId = await userId(t, ANCHOR);
    expect(reversals.filter((r) => r.user_id === anchorId).reduce((s, r) => s + r.delta, 0)).toBe(-settled!.amount_fen);
    await t.db.tx((q) => commissionsOnAfterSaleRefund(q, orderId));
    expect(await balanceFen(t, ANCHOR)).toBe(anchor0 - settled!.amount_fen);
  });
});

describe('who sees what', () => {
  it('an anchor sees only their own commissions, sales and sessions; a shop the commissions it pays', async () => {
    const orderId = await place(BUYER, P.sku);
    const mine = (await ok(ANCHOR, 'GET', '/workbench/commissions?pageSize=100')).page.list as { orderId: number }[];
    const theirs = (await ok('zbb_student02', 'GET', '/workbench/commissions?pageSize=100')).page.list as { orderId: number; anchorName: string }[];
    expect(mine.map((c) => c.orderId)).toContain(orderId);
    expect(theirs.map((c) => c.orderId)).not.toContain(orderId);
    expect(theirs.every((c) => c.anchorName === '赵一鸣')).toBe(true);
    expect(((await ok(SHOP, 'GET', '/workbench/shop-commissions?pageSize=100')).page.list as { orderId: number }[]).map((c) => c.orderId)).toContain(orderId);
    expect(((await ok('seller19', 'GET', '/workbench/shop-commissions?pageSize=100')).page.list as { orderId: number }[]).map((c) => c.orderId)).not.toContain(
      orderId,
    );
    // an anchor without a shop of their own pays no commissions
    expect((await call('zbb_student02', 'GET', '/workbench/shop-commissions')).body.msg).toBe('请先开店');
    const sales = (await ok(ANCHOR, 'GET', '/workbench/sales?pageSize=100')).list as { id: number; buyer: string; commissionFen: number }[];
    expect(sales.find((s) => s.id === orderId)).toMatchObject({ buyer: '陈*燕' });
    expect(((await ok('zbb_student02', 'GET', '/workbench/sales?pageSize=100')).list as { id: number }[]).map((s) => s.id)).not.toContain(orderId);
    for (const path of [`/workbench/session/${session}`, `/workbench/session/${session}/stats`, `/workbench/session/${session}/stream`])
      expect((await call('zbb_student02', 'GET', path)).status, path).toBe(404);
    for (const action of ['start', 'end', 'delete'])
      expect((await call('zbb_student02', 'POST', `/workbench/session/${action}`, { id: session })).status).toBe(404);
    expect((await t.call('GET', `${V}/workbench/commissions`)).status).toBe(401);
  });
});

describe('sessions and the selection centre', () => {
  it('schedule → start → edit the shelf → end; the shelf comes from the selection', async () => {
    const at = new Date(Date.now() + 7_200_000).toISOString();
    const planned = await call(ANCHOR, 'POST', '/workbench/session/create', { title: '周末专场', startsAt: at, durationMin: 90, productIds: [P.id, Q.id] });
    expect(planned.body.msg).toBe('直播已预约');
    const s = planned.body.data;
    expect(s).toMatchObject({ state: 'upcoming', durationMin: 90, productIds: [P.id, Q.id], watchPath: `/liveing?id=${s.id}` });
    const other = await product(2);
    const bad = await call(ANCHOR, 'POST', '/workbench/session/update', { id: s.id, title: '周末专场', productIds: [other.id] });
    expect([bad.status, bad.body.msg]).toEqual([400, '直播商品须来自我的选品且在售']);
    expect((await call(ANCHOR, 'POST', '/workbench/session/end', { id: s.id })).body.msg).toBe('直播未在进行中');
    const live = await ok(ANCHOR, 'POST', '/workbench/session/start', { id: s.id });
    expect(live).toMatchObject({ state: 'live', durationMin: 90 });
    expect((await ok(ANCHOR, 'POST', '/workbench/session/update', { id: s.id, title: '周末专场·加场', productIds: [Q.id] })).productIds).toEqual([Q.id]);
    expect((await call(ANCHOR, 'POST', '/workbench/session/delete', { id: s.id })).body.msg).toBe('只能删除未开播的直播');
    expect((await ok(ANCHOR, 'POST', '/workbench/session/end', { id: s.id })).state).toBe('ended');
    expect((await call(ANCHOR, 'POST', '/workbench/session/start', { id: s.id })).body.msg).toBe('直播已结束');
    // "now" is on air at once (the page opens the big screen on it)
    const onAir = await call(ANCHOR, 'POST', '/workbench/session/create', { title: '马上开播', startsAt: 'now', durationMin: 30, productIds: [P.id] });
    expect(onAir.body).toMatchObject({ msg: '已开播', data: { state: 'live', durationMin: 30 } });
    // the mall's live list shows the anchor's room while on air, under the anchor's name
    const room = await t.call('GET', `${V}/mall/live/${session}`);
    expect(room.body.data).toMatchObject({ shopId: null, shopName: '小红好物直播间', anchorId: await userId(t, ANCHOR) });
  });

  it('lists only open products of other shops; adding checks the same', async () => {
    const sel = (
      await ok(
        ANCHOR,
        'GET',
        `/workbench/selection?shopId=${(await t.db.one<{ shop_id: number }>('select shop_id from products where id = $1', [P.id]))!.shop_id}&pageSize=50`,
      )
    ).list as { id: number; selected: boolean; rate: number; commissionFen: number; priceFen: number }[];
    expect(sel.find((x) => x.id === P.id)).toMatchObject({ selected: true, rate: 20 });
    for (const x of sel) expect(x.commissionFen).toBe(Math.floor((x.priceFen * x.rate) / 100));
    const closed = await product(3);
    expect(sel.map((x) => x.id)).not.toContain(closed.id);
    expect((await call(ANCHOR, 'POST', '/workbench/selection/add', { productId: closed.id })).body.msg).toBe('该商品未开放分销');
    expect((await call(SHOP, 'POST', '/workbench/selection/add', { productId: P.id })).body.msg).toBe('不能选择自己店铺的商品');
    const own = (await ok(SHOP, 'GET', '/workbench/selection?pageSize=100')).list as { shopName: string }[];
    expect(own.every((x) => x.shopName !== '城市衣橱')).toBe(true);
    const goods = await ok(ANCHOR, 'GET', `/workbench/goods/${P.id}`);
    expect(goods).toMatchObject({ open: true, rate: 20, selected: true, ownShop: false });
    expect(goods.sessions.map((s: { id: number }) => s.id)).toContain(session);
  });
});

describe('the big screen in real time', () => {
  it('pushes viewers, orders and sales as they change, including changes another server instance makes', async () => {
    type Stats = { viewers: number; orders: number; paidOrders: number; salesFen: number; topProducts: { productId: number }[]; state: string };
    await cancelUnpaid(t, await tk(BUYER));
    const fresh = (await ok(ANCHOR, 'POST', '/workbench/session/create', { title: '大屏测试', startsAt: 'now', durationMin: 60, productIds: [P.id] })).id;
    const screen = events(await t.app.request(`${V}/workbench/session/${fresh}/stream`, { headers: { authorization: await tk(ANCHOR) } }));
    const first = await screen.next<Stats>('stats');
    expect(first).toMatchObject({ viewers: 0, orders: 0, salesFen: 0, state: 'live' });

    // a viewer opens the live room
    const room = events(await t.app.request(`${V}/mall/live/${fresh}/chat`));
    await room.next('ready');
    await screen.next<Stats>('stats', (s) => s.viewers === 1);

    // an order through a second app instance on the same database (as another process would make it)
    const other = createApp({ db: t.db, config: t.config, log: memoryLogger() }, { serveStatic: false });
    const post = async (path: string, json: unknown) =>
      (
        await other.request(`${V}${path}`, {
          method: 'POST',
          headers: { authorization: await tk(BUYER), 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
      ).json();
    const created = await post('/buyers/order/create', { items: [{ skuId: P.sku, quantity: 1 }], liveSessionId: fresh });
    const orderId = created.data.orderIds[0] as number;
    await screen.next<Stats>('stats', (s) => s.orders === 1 && s.paidOrders === 0);
    await post('/buyers/order/pay', { orderId });
    const paid = await screen.next<Stats>('stats', (s) => s.paidOrders === 1);
    expect(paid.salesFen).toBe(await orderPay(orderId));
    expect(paid.topProducts.map((p) => p.productId)).toEqual([P.id]);

    // the viewer leaves
    await room.close();
    await screen.next<Stats>('stats', (s) => s.viewers === 0);
    await screen.close();
  });
});
