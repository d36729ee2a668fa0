import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { skuOf } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let token: string;
const V = '/v1/wangchuang';
beforeAll(async () => {
  t = await testApp();
  token = await t.login('zbb_student01');
});

const post = (path: string, json: unknown, tk = token) => t.call('POST', `${V}/buyers/cart/${path}`, { token: tk, json });

describe('server cart', () => {
  it('adds, bounds by stock, updates, selects, removes, grouped by shop', async () => {
    const a = await skuOf(t);
    const b = await skuOf(t, 'seller01');
    await t.db.query('update skus set stock = 5 where id = $1', [a.id]);
    expect((await post('add', { skuId: a.id, quantity: 2 })).status).toBe(200);
    const again = await post('add', { skuId: a.id, quantity: 2 });
    expect(again.body.data.count).toBe(4);
    const over = await post('add', { skuId: a.id, quantity: 2 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('库存不足');
    await post('add', { skuId: b.id, quantity: 1 });
    const cart = (await t.call('GET', `${V}/buyers/cart`, { token })).body.data;
    expect(cart.shops).toHaveLength(2);
    expect(cart.selectedFen).toBe(a.price * 4 + b.price);
    expect((await post('update', { skuId: a.id, quantity: 6 })).status).toBe(400);
    expect((await post('update', { skuId: a.id, quantity: 1 })).body.data.count).toBe(2);
    const unselected = await post('select', { selected: false, skuIds: [b.id] });
    expect(unselected.body.data.selectedFen).toBe(a.price);
    expect((await post('select', { selected: false })).body.data.selectedFen).toBe(0);
    expect((await post('remove', { skuIds: [a.id, b.id] })).body.data.shops).toEqual([]);
  });

  it('refuses bad input', async () => {
    const a = await skuOf(t);
    for (const quantity of [0, -3, 2.5, 1000, 'x']) expect((await post('add', { skuId: a.id, quantity })).status).toBe(400);
    expect((await post('add', { skuId: 99999999, quantity: 1 })).status).toBe(404);
    expect((await post('update', { skuId: a.id, quantity: 1 })).status).toBe(404);
    expect((await t.call('GET', `${V}/buyers/cart`)).status).toBe(401);
  });

  it('merges a device cart: larger quantity wins, twice changes nothing, unknown SKUs are skipped', async () => {
    const a = await skuOf(t, 'dsb_student01', 1);
    const b = await skuOf(t, 'seller02');
    await post('add', { skuId: a.id, quantity: 1 });
    const items = [
      { skuId: a.id, quantity: 3 },
      { skuId: b.id, quantity: 2, selected: false },
      { skuId: 99999999, quantity: 1 },
    ];
    const m1 = await post('merge', { items });
    expect(m1.body.data.skipped).toEqual([99999999]);
    const m2 = await post('merge', { items });
    const lines = m2.body.data.shops.flatMap((s: { lines: unknown[] }) => s.lines) as { skuId: number; quantity: number; selected: boolean }[];
    expect(lines.find((l) => l.skuId === a.id)!.quantity).toBe(3);
    expect(lines.find((l) => l.skuId === b.id)).toMatchObject({ quantity: 2, selected: false });
    // Another user's cart is untouched.
    const other = await t.login('syb_student01');
    expect((await t.call('GET', `${V}/buyers/cart`, { token: other })).body.data.count).toBe(0);
  });

  it('ordering from the cart removes the ordered lines', async () => {
    const a = await skuOf(t, 'dsb_student01', 1);
    const r = await t.call('POST', `${V}/buyers/order/create`, { token, json: { items: [{ skuId: a.id, quantity: 1 }], fromCart: true } });
    expect(r.status).toBe(200);
    const lines = (await t.call('GET', `${V}/buyers/cart`, { token })).body.data.shops.flatMap((s: { lines: unknown[] }) => s.lines) as { skuId: number }[];
    expect(lines.some((l) => l.skuId === a.id)).toBe(false);
  });
});
