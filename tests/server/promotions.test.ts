import { beforeAll, describe, expect, it } from 'vitest';
import { allocate, priceShop } from '../../server/services/promotions.ts';
import { testApp } from './helpers.ts';
import { clearPromotions, skuOf } from './shopHelpers.ts';

describe('discount arithmetic (fen)', () => {
  it('allocate shares exactly, by weight, largest remainder', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(7, [0, 5])).toEqual([0, 7]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    const big = allocate(99_999_999, [2_000_000_000, 3, 1_999_999_999]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999);
  });

  it('特价 → 满减 → 优惠券 → 红包, each line carrying its share', () => {
    const lines = [
      { productId: 1, unitPrice: 10000, quantity: 2 },
      { productId: 2, unitPrice: 5000, quantity: 1 },
    ];
    const p = priceShop(
      lines,
      [{ productId: 2, amount: 1000 }],
      [
        { threshold: 19900, amount: 2000, title: '满199减20' },
        { threshold: 29900, amount: 5000, title: '满299减50' },
      ],
      [
        { couponId: 7, kind: 'yhq', threshold: 20000, amount: 1000, title: '满200减10' },
        { couponId: 8, kind: 'yhq', threshold: 30000, amount: 3000, title: '满300减30' },
        { couponId: 9, kind: 'hb', threshold: 0, amount: 500, title: '5元红包' },
      ],
    );
    expect(p.goods).toBe(25000);
    expect(p.discounts).toEqual({ tj: 1000, mj: 2000, yhq: 1000, hb: 500 });
    expect(p.discount).toBe(4500);
    expect(p.payGoods).toBe(20500);
    expect(p.mjTitle).toBe('满199减20');
    expect(p.coupons.find((c) => c.couponId === 8)).toMatchObject({ usable: false, applied: false });
    expect(p.coupons.find((c) => c.couponId === 7)!.applied).toBe(true);
    // Shop-wide 3500 shared 20000 : 4000 → 2917 / 583; line 2 also carries its 1000 特价.
    expect(p.lines.map((l) => l.discount)).toEqual([2917, 583 + 1000]);
    expect(p.lines.reduce((a, l) => a + l.pay, 0)).toBe(p.payGoods);
  });

  it('chosen coupons only; discounts never exceed the goods; a unit never below 1 fen', () => {
    const p = priceShop(
      [{ productId: 1, unitPrice: 300, quantity: 1 }],
      [{ productId: 1, amount: 1000 }],
      [],
      [
        { couponId: 1, kind: 'hb', threshold: 0, amount: 5000, title: '大红包' },
        { couponId: 2, kind: 'hb', threshold: 0, amount: 100, title: '小红包' },
      ],
      [2],
    );
    expect(p.discounts).toEqual({ tj: 299, mj: 0, yhq: 0, hb: 1 });
    expect(p.payGoods).toBe(0);
    const none = priceShop([{ productId: 1, unitPrice: 300, quantity: 1 }], [], [], [{ couponId: 1, kind: 'hb', threshold: 0, amount: 50, title: 'x' }], []);
    expect(none.discount).toBe(0);
  });
});

describe('promotions at checkout', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
    await clearPromotions(t);
  });

  it('the server prices the order; the stored lines carry the shares; a coupon can be claimed once', async () => {
    const buyer = await t.login('zbb_student01');
    const sku = await skuOf(t);
    const [sku2] = await t.db.query<{ id: number }>(
      'select k.id from skus k join products p on p.id = k.product_id where p.shop_id = $1 and p.id <> $2 order by k.id limit 1',
      [sku.shop_id, sku.product_id],
    );
    await t.db.query('update skus set price = 10000, stock = 50 where id = any($1::int[])', [[sku.id, sku2!.id]]);
    await t.db.query('update freight_templates set free_over = 0 where shop_id = $1', [sku.shop_id]);
    await t.db.query(
      `insert into promotions (shop_id, kind, title, threshold, amount, product_id, total) values
      ($1, 'mj', '满199减20', 19900, 2000, null, 0), ($1, 'tj', '天天特价', 0, 1000, $2, 0), ($1, 'yhq', '满100减10元券', 10000, 1000, null, 5), ($1, 'hb', '5元红包', 0, 500, null, 1)`,
      [sku.shop_id, sku.product_id],
    );
    const promos = (await t.call('GET', `/v1/wangchuang/mall/product/${sku.product_id}`, { token: buyer })).body.data.promotions as {
      id: number;
      kind: string;
    }[];
    expect(promos.map((p) => p.kind).sort()).toEqual(['hb', 'mj', 'tj', 'yhq']);
    for (const p of promos.filter((p) => p.kind === 'yhq' || p.kind === 'hb')) {
      expect((await t.call('POST', '/v1/wangchuang/buyers/coupon/claim', { token: buyer, json: { promotionId: p.id } })).status).toBe(200);
      expect((await t.call('POST', '/v1/wangchuang/buyers/coupon/claim', { token: buyer, json: { promotionId: p.id } })).status).toBe(400);
    }
    const other = await t.login('syb_student01');
    const hb = promos.find((p) => p.kind === 'hb')!;
    const gone = await t.call('POST', '/v1/wangchuang/buyers/coupon/claim', { token: other, json: { promotionId: hb.id } });
    expect(gone.body.msg).toBe('优惠券已领完');

    const items = [
      { skuId: sku.id, quantity: 1 },
      { skuId: sku2!.id, quantity: 1 },
    ];
    const preview = (await t.call('POST', '/v1/wangchuang/buyers/checkout/preview', { token: buyer, json: { items } })).body.data;
    const shop = preview.shops[0];
    expect(shop.goodsFen).toBe(20000);
    // 特价 1000 on the first product; then base 19000 ≥ 19900? no → no 满减; coupon 1000; red packet 500.
    expect(shop.discounts).toEqual({ tj: 1000, mj: 0, yhq: 1000, hb: 500 });
    expect(shop.freightFen).toBe(0);
    expect(shop.payFen).toBe(17500);
    const created = await t.call('POST', '/v1/wangchuang/buyers/order/create', { token: buyer, json: { items, payFen: 1 } });
    const id = created.body.data.orderIds[0];
    const [o] = await t.db.query<{ pay_fen: number; discount_fen: number }>('select pay_fen, discount_fen from orders where id = $1', [id]);
    expect(o).toEqual({ pay_fen: 17500, discount_fen: 2500 });
    const lines = await t.db.query<{ discount_fen: number; pay_fen: number }>('select discount_fen, pay_fen from order_lines where order_id = $1 order by id', [
      id,
    ]);
    expect(lines.reduce((a, l) => a + l.discount_fen, 0)).toBe(2500);
    expect(lines[0]!.discount_fen).toBe(1000 + Math.round((1500 * 9000) / 19000));
    const used = await t.db.query<{ status: string }>(
      `select uc.status from user_coupons uc join users u on u.id = uc.user_id where u.username = 'zbb_student01'`,
    );
    expect(used.every((c) => c.status === 'used')).toBe(true);
    // Someone else's coupon id cannot be used.
    const foreign = await t.call('POST', '/v1/wangchuang/buyers/checkout/preview', { token: other, json: { items, couponIds: [1] } });
    expect(foreign.body.msg).toBe('优惠券不可用');
  });
});
