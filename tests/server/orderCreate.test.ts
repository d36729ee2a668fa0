import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, clearPromotions, order, skuOf, userId } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
});

/** What a checkout wrote for one order: the row, its lines, its log, its stock moves. */
async function written(orderId: number) {
  const [o] = await t.db.query<Record<string, unknown>>(
    `select o.*, to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(o.id::text, 8, '0') as expected_no from orders o where id = $1`,
    [orderId],
  );
  const lines = await t.db.query('select sku_id, quantity from order_lines where order_id = $1', [orderId]);
  const logs = await t.db.query('select from_status, to_status, action, actor from order_logs where order_id = $1', [orderId]);
  const moves = await t.db.query<{ delta: number; reason: string }>(`select delta, reason from stock_moves where ref = $1`, [`order:${orderId}`]);
  return { o: o!, lines, logs, moves };
}

describe('order create in fewer statements writes what it wrote before (issue 29)', () => {
  it('the order number is its China time and id, the season is the class’s, stock, lines, log and ledger as before', async () => {
    const token = await t.login('syb_student01');
    await cancelUnpaid(t, token);
    const buyerId = await userId(t, 'syb_student01');
    await t.db.query(
      `insert into simulation_seasons (class_id, season) select class_id, 4 from users where id = $1
       on conflict (class_id) do update set season = 4`,
      [buyerId],
    );
    const sku = await skuOf(t, 'dsb_student01', 1);
    const balance = await balanceFen(t, 'syb_student01');
    const id = await order(t, token, sku.id, 2);
    const { o, lines, logs, moves } = await written(id);
    expect(o.order_no).toBe(o.expected_no);
    expect(String(o.order_no)).toMatch(/^\d{14}\d{8}$/);
    expect(o).toMatchObject({ status: 'pending_payment', buyer_id: buyerId, shop_id: sku.shop_id, created_season: 4 });
    expect(lines).toEqual([{ sku_id: sku.id, quantity: 2 }]);
    expect(logs).toEqual([{ from_status: null, to_status: 'pending_payment', action: 'create', actor: 'buyer' }]);
    expect(moves).toEqual([{ delta: -2, reason: 'order' }]);
    expect((await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]))[0]!.stock).toBe(sku.stock - 2);
    expect(await balanceFen(t, 'syb_student01')).toBe(balance);
  });

  it('a buyer with no class counts in season 1; a buyer with no wallet gets one (its opening coins) before the checkout reads it', async () => {
    const token = await t.login('seller05');
    await cancelUnpaid(t, token);
    const buyerId = await userId(t, 'seller05');
    await t.db.query('delete from wallet_ledger where user_id = $1', [buyerId]);
    await t.db.query('delete from wallets where user_id = $1', [buyerId]);
    await t.db.query(
      `insert into addresses (user_id, name, phone, province, city, district, detail, is_default)
       select $1, '收货人', '13800138000', '广东省', '广州市', '天河区', '测试路1号', true where not exists (select 1 from addresses where user_id = $1)`,
      [buyerId],
    );
    const sku = await skuOf(t, 'dsb_student01', 1);
    const id = await order(t, token, sku.id, 1);
    const { o } = await written(id);
    expect(o.order_no).toBe(o.expected_no);
    expect(o.created_season).toBe(1);
    const ledger = await t.db.query<{ reason: string }>('select reason from wallet_ledger where user_id = $1', [buyerId]);
    expect(ledger.map((l) => l.reason)).toEqual(['seed']);
    expect(await balanceFen(t, 'seller05')).toBeGreaterThan(0);
  });

  it('a checkout of orders from several shops numbers each order by its own id', async () => {
    const token = await t.login('gyb_student01');
    await cancelUnpaid(t, token);
    const a = await skuOf(t, 'dsb_student01', 1);
    const b = await skuOf(t, 'zbb_student01', 1);
    const res = await t.call('POST', '/v1/wangchuang/buyers/order/create', {
      token,
      json: {
        items: [
          { skuId: a.id, quantity: 1 },
          { skuId: b.id, quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.orderIds).toHaveLength(2);
    for (const id of res.body.data.orderIds) {
      const { o } = await written(id);
      expect(o.order_no).toBe(o.expected_no);
    }
  });
});
