import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, clearPromotions, order, pay, skuOf, status, userId } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let buyer: string;
const V = '/v1/wangchuang';

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
  buyer = await t.login('zbb_student01');
  await cancelUnpaid(t, buyer);
});

const ledgerCount = async (reason: string) => {
  const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from wallet_ledger where user_id = $1 and reason = $2`, [
    await userId(t, 'zbb_student01'),
    reason,
  ]);
  return n;
};

describe('gold-coin payments', () => {
  it('balance/info answers coins and fen, what the ledger adds up to; every demo account opened with 1000 coins', async () => {
    const r = await t.call('GET', `${V}/buyers/balance/info`, { token: buyer });
    const uid = await userId(t, 'zbb_student01');
    const [{ fen }] = await t.db.query<{ fen: number }>('select sum(delta)::int as fen from wallet_ledger where user_id = $1', [uid]);
    expect(r.body.data).toEqual({ balance: fen / 100, balanceFen: fen });
    const [first] = await t.db.query('select delta, reason from wallet_ledger where user_id = $1 order by id limit 1', [uid]);
    expect(first).toEqual({ delta: 100000, reason: 'seed' });
    expect((await t.call('GET', `${V}/buyers/balance/info`)).status).toBe(401);
  });

  it('concurrent pays with the same key charge once and all answer success', async () => {
    const sku = await skuOf(t);
    const id = await order(t, buyer, sku.id, 1);
    const before = await balanceFen(t, 'zbb_student01');
    const pays = await ledgerCount('pay');
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(t, buyer, id, 'same-key-000001')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    const [{ pay_fen }] = await t.db.query<{ pay_fen: number }>('select pay_fen from orders where id = $1', [id]);
    expect(await balanceFen(t, 'zbb_student01')).toBe(before - pay_fen);
    expect(await ledgerCount('pay')).toBe(pays + 1);
    // A retry later with the same key still answers the first result, without charging.
    const retry = await pay(t, buyer, id, 'same-key-000001');
    expect(retry.body.data).toMatchObject({ replayed: true, status: 'paid', payFen: pay_fen });
    expect(await balanceFen(t, 'zbb_student01')).toBe(before - pay_fen);
    // Another key on a paid order is refused, not charged.
    const other = await pay(t, buyer, id, 'another-key-0001');
    expect(other.status).toBe(400);
    expect(await balanceFen(t, 'zbb_student01')).toBe(before - pay_fen);
    // The key cannot be reused for another order.
    const id2 = await order(t, buyer, sku.id, 1);
    expect((await pay(t, buyer, id2, 'same-key-000001')).status).toBe(400);
    expect(await status(t, id2)).toBe('pending_payment');
  });

  it('concurrent pays without a key charge once too', async () => {
    const sku = await skuOf(t, 'dsb_student01', 1);
    const id = await order(t, buyer, sku.id, 1);
    const before = await balanceFen(t, 'zbb_student01');
    const results = await Promise.all(Array.from({ length: 4 }, () => pay(t, buyer, id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [{ pay_fen }] = await t.db.query<{ pay_fen: number }>('select pay_fen from orders where id = $1', [id]);
    expect(await balanceFen(t, 'zbb_student01')).toBe(before - pay_fen);
  });

  it('never goes negative: paying more than the balance is refused and changes nothing', async () => {
    const sku = await skuOf(t, 'dsb_student01', 2);
    const id = await order(t, buyer, sku.id, 1);
    // the coins went elsewhere after the order was made
    const { move } = await import('../../server/services/wallet.ts');
    const uid = await userId(t, 'zbb_student01');
    const before = await balanceFen(t, 'zbb_student01');
    await t.db.tx((q) => move(q, uid, -before, 'adjust', 'test'));
    const r = await pay(t, buyer, id, 'too-much-00001');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('金币余额不足');
    expect(await balanceFen(t, 'zbb_student01')).toBe(0);
    expect(await status(t, id)).toBe('pending_payment');
    const [{ min }] = await t.db.query<{ min: number }>('select min(balance_after)::int as min from wallet_ledger');
    expect(min).toBeGreaterThanOrEqual(0);
    await t.db.tx((q) => move(q, uid, before, 'adjust', 'test'));
  });

  it('someone else cannot pay my order; a bad key is refused', async () => {
    const sku = await skuOf(t, 'dsb_student01', 3);
    const id = await order(t, buyer, sku.id, 1);
    const other = await t.login('syb_student01');
    expect((await pay(t, other, id, 'other-user-0001')).status).toBe(404);
    expect((await pay(t, buyer, id, 'short')).status).toBe(400);
    expect(await status(t, id)).toBe('pending_payment');
  });

  it('the ledger lists every change with the balance after it', async () => {
    const r = await t.call('GET', `${V}/buyers/wallet/ledger?pageSize=50`, { token: buyer });
    const list = r.body.data.list as { deltaFen: number; balanceAfterFen: number }[];
    expect(list.at(-1)).toMatchObject({ deltaFen: 100000, balanceAfterFen: 100000 });
    for (let i = 0; i < list.length - 1; i++) expect(list[i]!.balanceAfterFen).toBe(list[i + 1]!.balanceAfterFen + list[i]!.deltaFen);
    expect(list[0]!.balanceAfterFen).toBe(await balanceFen(t, 'zbb_student01'));
  });
});
