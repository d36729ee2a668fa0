import { beforeAll, describe, expect, it } from 'vitest';
import { nextSupplyState, supplyActionsFor } from '../../server/services/supplyOrders.ts';
import type { SupplyActor, SupplyOrderAction, SupplyOrderStatus } from '../../src/api/contract/supply.ts';
import { testApp } from './helpers.ts';
import { everyMove } from './machineCases.ts';
import { decodePng } from './png.ts';
import { balanceFen, clearPromotions, userId } from './shopHelpers.ts';

/**
 * The supply market: wholesale purchases (table), the order's life with money and stock exactly once,
 * the last lot under concurrent buyers, drop-shipping, and who sees what.
 */

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang/supply';
const tokens = new Map<string, string>();
const tk = async (u: string) => {
  if (!tokens.has(u)) tokens.set(u, await t.login(u));
  return tokens.get(u)!;
};
const call = async (u: string, method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  t.call(method, `${V}${path}`, { token: await tk(u), json, headers });

/** A listing of supplier01 with three tiers: 10 @ ¥10, 50 @ ¥9, 100 @ ¥8. */
async function listing(over: Record<string, unknown> = {}) {
  const [cat] = await t.db.query<{ id: number }>('select id from categories order by sort limit 1');
  const res = await call('supplier01', 'POST', '/supplyProduct/create', {
    title: `测试批发商品${Math.random().toString(36).slice(2, 8)}`,
    categoryId: cat!.id,
    unit: '件',
    priceFen: 1000,
    moq: 10,
    tier2Qty: 50,
    tier2PriceFen: 900,
    tier3Qty: 100,
    tier3PriceFen: 800,
    retailPriceFen: 1990,
    stock: 500,
    dropship: false,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

const stockOf = async (id: number) => (await t.db.one<{ stock: number }>('select stock from supply_products where id = $1', [id]))!.stock;
const orderStatus = async (id: number) => (await t.db.one<{ status: string }>('select status from supply_orders where id = $1', [id]))!.status;

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
});

describe('the wholesale state machine (every state × action × party)', () => {
  const STATES: SupplyOrderStatus[] = ['pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded'];
  const ACTIONS: SupplyOrderAction[] = ['pay', 'cancel', 'refund', 'ship', 'receive', 'evaluate'];
  const ACTORS: SupplyActor[] = ['buyer', 'supplier', 'system'];
  /** Written out independently of the implementation. */
  const ALLOWED: [SupplyOrderStatus, SupplyOrderAction, SupplyActor, SupplyOrderStatus][] = [
    ['pending_payment', 'pay', 'buyer', 'paid'],
    ['pending_payment', 'cancel', 'buyer', 'cancelled'],
    ['pending_payment', 'cancel', 'supplier', 'cancelled'],
    ['paid', 'ship', 'supplier', 'shipped'],
    ['paid', 'refund', 'buyer', 'refunded'],
    ['shipped', 'receive', 'buyer', 'received'],
    ['received', 'evaluate', 'buyer', 'completed'],
  ];
  everyMove({
    states: STATES,
    actions: ACTIONS,
    parties: ACTORS,
    allowed: ALLOWED,
    next: nextSupplyState,
    refusal: (st, a, who) => {
      const someoneMay = ALLOWED.some(([, ac, ar]) => ac === a && ar === who);
      const ruleHere = ALLOWED.some(([s, ac]) => s === st && ac === a);
      return !someoneMay || ruleHere ? 403 : 400;
    },
  });
  it('offers each party the actions the table gives it', () => {
    expect(supplyActionsFor('pending_payment', 'buyer')).toEqual(['pay', 'cancel']);
    expect(supplyActionsFor('pending_payment', 'supplier')).toEqual(['cancel']);
    expect(supplyActionsFor('paid', 'supplier')).toEqual(['ship']);
    expect(supplyActionsFor('completed', 'buyer')).toEqual([]);
  });
});

describe('wholesale purchase (table)', () => {
  const cases: { name: string; buyer?: string; quantity: number; status: number; msg?: string; unitFen?: number }[] = [
    { name: 'below the minimum order quantity', quantity: 9, status: 400, msg: '该商品10件起批' },
    { name: 'at the minimum: tier 1', quantity: 10, status: 200, unitFen: 1000 },
    { name: 'just below tier 2: still tier 1', quantity: 49, status: 200, unitFen: 1000 },
    { name: 'tier 2', quantity: 50, status: 200, unitFen: 900 },
    { name: 'tier 3', quantity: 100, status: 200, unitFen: 800 },
    { name: 'more than the stock', quantity: 501, status: 400, msg: '库存不足' },
    { name: 'the supplier buying its own listing', buyer: 'supplier01', quantity: 10, status: 400, msg: '不能采购自己的商品' },
    { name: 'a buyer without a shop (goods go to the warehouse)', buyer: 'gyb_student01', quantity: 10, status: 400, msg: '请先开店' },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.status}${c.msg ? ` ${c.msg}` : ''}`, async () => {
      const id = await listing();
      const before = await stockOf(id);
      const res = await call(c.buyer ?? 'seller11', 'POST', '/order/create', { productId: id, quantity: c.quantity });
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      if (c.msg) expect(res.body.msg).toBe(c.msg);
      if (c.status === 200) {
        expect(res.body.data.amountFen).toBe(c.unitFen! * c.quantity);
        expect(await stockOf(id)).toBe(before - c.quantity);
        const detail = await call(c.buyer ?? 'seller11', 'GET', `/order/${res.body.data.orderId}`);
        expect(detail.body.data).toMatchObject({ unitPriceFen: c.unitFen, status: 'pending_payment', actions: ['pay', 'cancel'] });
      } else expect(await stockOf(id)).toBe(before);
    });
  }

  it('draws a listing without a picture of its own as a PNG; its old SVG address is sent on; no such listing is 404', async () => {
    const id = await listing();
    const card = await call('supplier01', 'GET', `/product/${id}`);
    expect(card.body.data.image).toBe(`${V}/media/${id}.png`);
    const picture = await t.app.request(`${V}/media/${id}.png`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(decodePng(new Uint8Array(await picture.arrayBuffer())).width).toBe(600);
    const old = await t.app.request(`${V}/media/${id}.svg`);
    expect([old.status, old.headers.get('location')]).toEqual([301, `${V}/media/${id}.png`]);
    expect((await t.app.request(`${V}/media/99999999.png`)).status).toBe(404);
  });

  it('an off-shelf listing or a paused supplier sells nothing (404); a minimum order amount is kept', async () => {
    const id = await listing();
    await call('supplier01', 'POST', `/supplyProduct/action/offShelf/${id}`, {});
    expect((await call('seller11', 'POST', '/order/create', { productId: id, quantity: 10 })).status).toBe(404);
    await call('supplier01', 'POST', `/supplyProduct/action/onShelf/${id}`, {});
    await t.db.query(`update suppliers set min_order_fen = 20000 where name = '源头好货农产品供应链'`);
    const low = await call('seller11', 'POST', '/order/create', { productId: id, quantity: 10 });
    expect([low.status, low.body.msg]).toEqual([400, '未达到供应商起订金额¥200.00']);
    await t.db.query(`update suppliers set status = 'paused', min_order_fen = 0 where name = '源头好货农产品供应链'`);
    expect((await call('seller11', 'POST', '/order/create', { productId: id, quantity: 20 })).status).toBe(404);
    expect((await call('seller11', 'GET', `/product/${id}`)).status).toBe(404);
    expect((await call('supplier01', 'GET', `/product/${id}`)).body.data.mine).toBe(true);
    await t.db.query(`update suppliers set status = 'open' where name = '源头好货农产品供应链'`);
  });

  it('rejects inconsistent tiers with the form’s message and writes nothing', async () => {
    const [cat] = await t.db.query<{ id: number }>('select id from categories limit 1');
    const base = { title: '阶梯价检查', categoryId: cat!.id, unit: '件', priceFen: 1000, moq: 10, stock: 10, dropship: false };
    for (const [extra, msg] of [
      [{ tier2Qty: 10, tier2PriceFen: 900 }, '第二档起批量须大于起批量'],
      [{ tier2Qty: 20, tier2PriceFen: 1000 }, '第二档价格须低于批发价'],
      [{ tier2Qty: 20 }, '请填写第二档价格'],
      [{ tier2Qty: 20, tier2PriceFen: 900, tier3Qty: 20, tier3PriceFen: 800 }, '第三档起批量须大于第二档'],
      [{ tier2Qty: 20, tier2PriceFen: 900, tier3Qty: 30, tier3PriceFen: 900 }, '第三档价格须低于第二档价格'],
      [{ dropship: true }, '支持一件代发时请填写代发价'],
    ] as const) {
      const res = await call('supplier01', 'POST', '/supplyProduct/create', { ...base, ...extra });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await t.db.one<{ n: number }>(`select count(*)::int as n from supply_products where title = '阶梯价检查'`))!.n).toBe(0);
  });
});

describe('a wholesale order’s life', () => {
  it('pay → ship → receive: coins move once, the lot arrives in the buyer’s stock once, evaluation completes it', async () => {
    const id = await listing();
    const buyer = 'seller12';
    const before = { buyer: await balanceFen(t, buyer), supplier: await balanceFen(t, 'supplier01') };
    const created = await call(buyer, 'POST', '/order/create', { productId: id, quantity: 50, note: '第一批' });
    const orderId = created.body.data.orderId as number;
    const amount = created.body.data.amountFen as number;
    expect(amount).toBe(45000);

    // the same key twice (and concurrently): one charge, both answer success
    const pays = await Promise.all([1, 2, 3].map(() => call(buyer, 'POST', '/order/pay', { orderId }, { 'idempotency-key': 'supply-key-0001' })));
    expect(pays.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(pays.filter((p) => !p.body.data.replayed)).toHaveLength(1);
    expect(await balanceFen(t, buyer)).toBe(before.buyer - amount);
    expect((await call(buyer, 'POST', '/order/pay', { orderId }, { 'idempotency-key': 'supply-key-0002' })).status).toBe(400);
    expect(await balanceFen(t, buyer)).toBe(before.buyer - amount);
    expect(await balanceFen(t, 'supplier01')).toBe(before.supplier); // held until receipt

    // only the supplier ships; only the buyer receives
    expect((await call(buyer, 'POST', '/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF1' })).status).toBe(404);
    expect((await call('supplier02', 'POST', '/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF1' })).status).toBe(404);
    expect((await call('supplier01', 'POST', '/order/ship', { orderId, carrier: '', trackingNo: 'SF1' })).status).toBe(400);
    expect((await call('supplier01', 'POST', '/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF99887766' })).status).toBe(200);
    expect((await call('supplier01', 'POST', '/order/receive', { orderId })).status).toBe(404);
    expect((await call(buyer, 'POST', '/order/refund', { orderId })).status).toBe(400);

    const received = await call(buyer, 'POST', '/order/receive', { orderId });
    expect(received.status).toBe(200);
    expect(await balanceFen(t, 'supplier01')).toBe(before.supplier + amount);
    const moves = await t.db.query<{ sku_id: number; delta: number; reason: string }>(`select sku_id, delta, reason from stock_moves where ref = $1`, [
      `supply_order:${orderId}`,
    ]);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ delta: 50, reason: 'supply' });
    const detail = (await call(buyer, 'GET', `/order/${orderId}`)).body.data;
    expect(detail).toMatchObject({ status: 'received', stocked: true, stockSku: { skuId: moves[0]!.sku_id, stock: 50 }, actions: ['evaluate'] });
    const [product] = await t.db.query<{ status: number; shop_owner: number }>(
      'select p.status, s.owner_id as shop_owner from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id where k.id = $1',
      [moves[0]!.sku_id],
    );
    expect(product).toEqual({ status: 0, shop_owner: await userId(t, buyer) }); // in the warehouse, not yet on sale

    // again: refused, nothing moves twice
    expect((await call(buyer, 'POST', '/order/receive', { orderId })).status).toBe(400);
    expect(await balanceFen(t, 'supplier01')).toBe(before.supplier + amount);
    expect((await t.db.query(`select 1 from stock_moves where ref = $1`, [`supply_order:${orderId}`])).length).toBe(1);

    // a second lot of the same listing lands in the same SKU
    const second = (await call(buyer, 'POST', '/order/create', { productId: id, quantity: 10 })).body.data.orderId as number;
    await call(buyer, 'POST', '/order/pay', { orderId: second });
    await call('supplier01', 'POST', '/order/ship', { orderId: second, carrier: '中通快递', trackingNo: 'ZT1' });
    await call(buyer, 'POST', '/order/receive', { orderId: second });
    expect((await t.db.one<{ stock: number }>('select stock from skus where id = $1', [moves[0]!.sku_id]))!.stock).toBe(60);

    // the buyer rates the supplier; the supplier sees it and replies once
    const bad = await call(buyer, 'POST', '/order/evaluate', { orderId, descStars: 0, serviceStars: 5, logisticsStars: 5 });
    expect([bad.status, bad.body.msg]).toEqual([400, '请为描述相符评分']);
    expect((await call(buyer, 'POST', '/order/evaluate', { orderId, descStars: 4, serviceStars: 5, logisticsStars: 5, content: '发货快' })).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('completed');
    const evals = (await call('supplier01', 'GET', '/supplyEvaluation/list?pageSize=50')).body.data.list as { id: number; content: string }[];
    const mine = evals.find((e) => e.content === '发货快')!;
    expect(mine).toBeDefined();
    expect((await call('supplier01', 'POST', `/supplyEvaluation/action/reply/${mine.id}`, { reason: '感谢支持' })).status).toBe(200);
    expect((await call('supplier01', 'POST', `/supplyEvaluation/action/reply/${mine.id}`, { reason: '再次感谢' })).status).toBe(400);
    expect((await call('supplier02', 'GET', `/supplyEvaluation/detail/${mine.id}`)).status).toBe(404);

    // the customer row of the supplier follows
    const customers = (await call('supplier01', 'GET', '/supplyCustomer/list?pageSize=100')).body.data.list as {
      shopName: string;
      paidOrders: number;
      paidFen: number;
    }[];
    expect(customers.find((c) => c.paidFen === amount + 10000)).toMatchObject({ paidOrders: 2 });
  });

  it('refund before shipping gives coins and stock back; cancel gives stock back; either party may cancel an unpaid order', async () => {
    const id = await listing();
    const buyer = 'seller13';
    const start = await balanceFen(t, buyer);
    const a = (await call(buyer, 'POST', '/order/create', { productId: id, quantity: 20 })).body.data.orderId as number;
    await call(buyer, 'POST', '/order/pay', { orderId: a });
    expect(await stockOf(id)).toBe(480);
    expect((await call(buyer, 'POST', '/order/refund', { orderId: a, reason: '计划有变' })).status).toBe(200);
    expect(await orderStatus(a)).toBe('refunded');
    expect(await balanceFen(t, buyer)).toBe(start);
    expect(await stockOf(id)).toBe(500);
    expect((await call(buyer, 'POST', '/order/refund', { orderId: a })).status).toBe(400);
    expect(await balanceFen(t, buyer)).toBe(start);

    const b = (await call(buyer, 'POST', '/order/create', { productId: id, quantity: 10 })).body.data.orderId as number;
    expect((await call('supplier01', 'POST', '/order/cancel', { orderId: b, as: 'supplier', reason: '缺货' })).status).toBe(200);
    expect(await stockOf(id)).toBe(500);
    expect((await call(buyer, 'POST', '/order/pay', { orderId: b })).status).toBe(400);
    expect(await balanceFen(t, buyer)).toBe(start);
    const moves = await t.db.query<{ reason: string; delta: number }>('select reason, delta from supply_stock_moves where supply_product_id = $1 order by id', [
      id,
    ]);
    expect(moves.map((m) => [m.reason, m.delta])).toEqual([
      ['initial', 500],
      ['order', -20],
      ['refund', 20],
      ['order', -10],
      ['cancel', 10],
    ]);
  });

  it('20 parallel purchases of the last lot: exactly one succeeds, stock ends at 0, the ledger agrees', async () => {
    const id = await listing({ stock: 40, moq: 40, priceFen: 500, tier2Qty: null, tier2PriceFen: null, tier3Qty: null, tier3PriceFen: null });
    const buyers = Array.from({ length: 20 }, (_, i) => `seller${String(i + 1).padStart(2, '0')}`);
    for (const b of buyers) await tk(b);
    const results = await Promise.all(buyers.map((b) => call(b, 'POST', '/order/create', { productId: id, quantity: 40 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.msg]).toEqual([400, '库存不足']);
    expect(await stockOf(id)).toBe(0);
    const [{ sum }] = (await t.db.query<{ sum: number }>('select sum(delta)::int as sum from supply_stock_moves where supply_product_id = $1', [id])) as [
      { sum: number },
    ];
    expect(sum).toBe(0);
    expect((await t.db.one<{ n: number }>('select count(*)::int as n from supply_orders where supply_product_id = $1', [id]))!.n).toBe(1);

    // and 20 parallel payments of that order with different keys charge once
    const winner = buyers[results.findIndex((r) => r.status === 200)]!;
    const orderId = results.find((r) => r.status === 200)!.body.data.orderId as number;
    const before = await balanceFen(t, winner);
    const pays = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(winner, 'POST', '/order/pay', { orderId }, { 'idempotency-key': `parallel-pay-${i}`.padEnd(12, '0') })),
    );
    expect(pays.filter((p) => p.status === 200)).toHaveLength(1);
    expect(await balanceFen(t, winner)).toBe(before - 20_000);
  });

  it('20 parallel purchases of 10 when 100 are left: exactly ten succeed', async () => {
    const id = await listing({ stock: 100 });
    const buyers = Array.from({ length: 20 }, (_, i) => `seller${String(i + 1).padStart(2, '0')}`);
    const results = await Promise.all(buyers.map((b) => call(b, 'POST', '/order/create', { productId: id, quantity: 10 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(await stockOf(id)).toBe(0);
  });
});

describe('who sees what', () => {
  it('a supplier sees only its own listings and orders; a buyer only their own', async () => {
    const id = await listing();
    const own = (await call('supplier01', 'GET', '/supplyProduct/list?pageSize=100')).body.data.list as { id: number }[];
    const other = (await call('supplier02', 'GET', '/supplyProduct/list?pageSize=100')).body.data.list as { id: number }[];
    expect(own.map((r) => r.id)).toContain(id);
    expect(other.map((r) => r.id)).not.toContain(id);
    expect((await call('supplier02', 'GET', `/supplyProduct/detail/${id}`)).status).toBe(404);
    const [cat] = await t.db.query<{ id: number }>('select id from categories limit 1');
    const valid = { title: '改名', categoryId: cat!.id, unit: '件', priceFen: 1000, moq: 10, stock: 10, dropship: false };
    expect((await call('supplier02', 'POST', `/supplyProduct/update/${id}`, valid)).status).toBe(404);
    expect((await call('supplier02', 'POST', `/supplyProduct/action/offShelf/${id}`, {})).status).toBe(404);

    const orderId = (await call('seller14', 'POST', '/order/create', { productId: id, quantity: 10 })).body.data.orderId as number;
    const sold1 = (await call('supplier01', 'GET', '/orders?side=sell&pageSize=100')).body.data.list as { id: number }[];
    const sold2 = (await call('supplier02', 'GET', '/orders?side=sell&pageSize=100')).body.data.list as { id: number }[];
    expect(sold1.map((o) => o.id)).toContain(orderId);
    expect(sold2.map((o) => o.id)).not.toContain(orderId);
    expect((await call('supplier02', 'GET', `/order/${orderId}`)).status).toBe(404);
    expect((await call('seller15', 'GET', `/order/${orderId}`)).status).toBe(404);
    expect((await call('seller15', 'POST', '/order/pay', { orderId })).status).toBe(404);
    expect((await call('supplier02', 'POST', '/order/cancel', { orderId, as: 'supplier' })).status).toBe(404);
    const bought = (await call('seller14', 'GET', '/orders?side=buy&pageSize=100')).body.data.list as { id: number; actions: string[] }[];
    expect(bought.find((o) => o.id === orderId)?.actions).toEqual(['pay', 'cancel']);
    expect((await call('seller14', 'GET', '/orders?side=sell')).body.data.list).toEqual([]);
    // the market: roles 1–6 (area admins are not in it)
    expect((await t.call('GET', `${V}/market`, { token: await tk('area01') })).status).toBe(403);
    expect((await t.call('GET', `${V}/market`)).status).toBe(401);
  });

  it('anyone may register as a supplier once, with the profile’s rules', async () => {
    expect((await call('zbb_student01', 'GET', '/me')).body.data.supplier).toBeNull();
    const bad = await call('zbb_student01', 'POST', '/register', { name: '小红农特产', contact: '张小红', phone: '123' });
    expect([bad.status, bad.body.msg]).toEqual([400, '手机号码格式有误']);
    const dup = await call('zbb_student01', 'POST', '/register', { name: '源头好货农产品供应链', contact: '张小红', phone: '13912345678' });
    expect([dup.status, dup.body.msg]).toEqual([400, '供应商名称已存在']);
    const ok = await call('zbb_student01', 'POST', '/register', { name: '小红农特产', contact: '张小红', phone: '13912345678', address: '广州' });
    expect(ok.status).toBe(200);
    expect((await call('zbb_student01', 'GET', '/me')).body.data.supplier).toMatchObject({ name: '小红农特产', status: 'open' });
    expect((await call('zbb_student01', 'POST', '/register', { name: '另一个', contact: '张小红', phone: '13912345678' })).body.msg).toBe('您已入驻供销市场');
    const profile = (await call('zbb_student01', 'GET', '/supplierProfile/list')).body.data.list;
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ name: '小红农特产', contact: '张小红' });
  });
});

describe('drop-shipping', () => {
  it('apply → approve → list with reserved units → a mall sale received pays the supplier the channel price → revoke returns the rest', async () => {
    const id = await listing({ dropship: true, dropshipPriceFen: 1200, stock: 100 });
    const seller = 'seller16';
    expect((await call(seller, 'POST', '/dropship/list', { productId: id, quantity: 5, retailPriceFen: 2000 })).body.msg).toBe('尚未获得该商品的代发授权');
    const applied = await call(seller, 'POST', '/channel/apply', { productId: id, note: '想试卖' });
    expect(applied.body.data.status).toBe('applied'); // supplier01 reviews by hand
    expect((await call(seller, 'POST', '/channel/apply', { productId: id })).body.msg).toBe('已提交申请，请等待供应商审核');
    const channels = (await call('supplier01', 'GET', '/supplyChannel/list?status=applied&pageSize=100')).body.data.list as {
      id: number;
      productTitle: string;
    }[];
    const ch = channels.find((c) => c.productTitle.startsWith('测试批发商品'))!;
    expect((await call('supplier02', 'POST', `/supplyChannel/action/approve/${ch.id}`, {})).status).toBe(404);
    expect((await call('supplier01', 'POST', `/supplyChannel/action/approve/${ch.id}`, {})).status).toBe(200);

    expect((await call(seller, 'POST', '/dropship/list', { productId: id, quantity: 5, retailPriceFen: 1000 })).body.msg).toBe('店铺售价不能低于代发价');
    expect((await call(seller, 'POST', '/dropship/list', { productId: id, quantity: 101, retailPriceFen: 2000 })).body.msg).toBe('供应商库存不足');
    const listed = await call(seller, 'POST', '/dropship/list', { productId: id, quantity: 5, retailPriceFen: 2000 });
    expect(listed.status).toBe(200);
    expect(await stockOf(id)).toBe(95);
    const { skuId, productId } = listed.body.data as { skuId: number; productId: number };
    expect((await t.db.one<{ stock: number }>('select stock from skus where id = $1', [skuId]))!.stock).toBe(5);

    // a buyer orders 2 in the mall; the seller ships; the buyer receives: the shop pays 2 × ¥12 to the supplier
    const buyer = await tk('syb_student01');
    const before = { owner: await balanceFen(t, seller), supplier: await balanceFen(t, 'supplier01') };
    const created = await t.call('POST', '/v1/wangchuang/buyers/order/create', { token: buyer, json: { items: [{ skuId, quantity: 2 }] } });
    const mallOrder = created.body.data.orderIds[0] as number;
    const pay = (await t.call('POST', '/v1/wangchuang/buyers/order/pay', { token: buyer, json: { orderId: mallOrder } })).body.data.payFen as number;
    await t.call('POST', '/v1/wangchuang/seller/order/ship', { token: await tk(seller), json: { orderId: mallOrder, carrier: '韵达快递', trackingNo: 'YD1' } });
    expect((await t.call('POST', '/v1/wangchuang/buyers/order/receive', { token: buyer, json: { orderId: mallOrder } })).status).toBe(200);
    expect(await balanceFen(t, seller)).toBe(before.owner + pay - 2400);
    expect(await balanceFen(t, 'supplier01')).toBe(before.supplier + 2400);
    const df = await t.db.query<{ kind: string; status: string; quantity: number; amount_fen: number }>(
      'select kind, status, quantity, amount_fen from supply_orders where mall_order_id = $1',
      [mallOrder],
    );
    expect(df).toEqual([{ kind: 'dropship', status: 'received', quantity: 2, amount_fen: 2400 }]);
    const finance = (await call('supplier01', 'GET', '/finance')).body.data;
    expect(finance.incomeFen).toBeGreaterThanOrEqual(2400);

    // the supplier ends the channel: the listing leaves the shop, the 3 unsold units go back
    const row = (await call('supplier01', 'GET', `/supplyChannel/detail/${ch.id}`)).body.data;
    expect(row).toMatchObject({ status: 'approved', reserved: 3, sold: 2 });
    expect((await call('supplier01', 'POST', `/supplyChannel/action/revoke/${ch.id}`, {})).status).toBe(200);
    expect(await stockOf(id)).toBe(98);
    expect((await t.db.one<{ status: number }>('select status from products where id = $1', [productId]))!.status).toBe(0);
    expect((await t.db.one<{ stock: number }>('select stock from skus where id = $1', [skuId]))!.stock).toBe(0);
    const skuMoves = await t.db.query<{ reason: string; delta: number }>('select reason, delta from stock_moves where sku_id = $1 order by id', [skuId]);
    expect(skuMoves.map((m) => [m.reason, m.delta])).toEqual([
      ['supply', 5],
      ['order', -2],
      ['outbound', -3],
    ]);
  });
});

describe('money in the market', () => {
  it('financialManage sums what was sold and bought, and the ledger shows the market’s lines only', async () => {
    const f = (await call('dsb_student01', 'GET', '/finance')).body.data;
    // the seed: dsb_student01 bought 12 jars of honey (completed)
    expect(f).toMatchObject({ spentFen: 12 * 3200, incomeFen: 0, refundedFen: 0, orderCount: { bought: 1, sold: 0 } });
    const ledger = (await call('dsb_student01', 'GET', '/finance/ledger')).body.data.list as { reason: string; deltaFen: number }[];
    expect(ledger.map((l) => [l.reason, l.deltaFen])).toEqual([['supply_pay', -38400]]);
    expect(f.balanceFen).toBe(await balanceFen(t, 'dsb_student01'));
  });
});
