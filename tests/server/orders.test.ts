import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, clearPromotions, order, pay, skuOf, status } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let buyer: string;
let seller: string;
let other: string;

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
  buyer = await t.login('zbb_student01');
  seller = await t.login('dsb_student01');
  other = await t.login('syb_student01');
  // the buyers start with no unpaid order, and the goods of the stock tests cost ¥10: what the seeded
  // history left in their wallets is not what these tests are about
  for (const token of [buyer, other]) await cancelUnpaid(t, token);
  for (const offset of [2, 3, 4, 5]) await t.db.query('update skus set price = 1000 where id = $1', [(await skuOf(t, 'dsb_student01', offset)).id]);
});

const V = '/v1/wangchuang';

describe('the whole order life', () => {
  it('create → pay → ship → receive → review → after-sale refund, money and stock right all the way', async () => {
    const sku = await skuOf(t);
    const before = { buyer: await balanceFen(t, 'zbb_student01'), seller: await balanceFen(t, 'dsb_student01') };
    const id = await order(t, buyer, sku.id, 2);
    const [{ stock }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(stock).toBe(sku.stock - 2);

    const list = await t.call('GET', `${V}/buyers/orders?status=pending_payment`, { token: buyer });
    expect(list.body.data.list.map((o: { id: number }) => o.id)).toContain(id);
    const detail0 = await t.call('GET', `${V}/buyers/order/${id}`, { token: buyer });
    const payFen = detail0.body.data.payFen;
    expect(payFen).toBe(detail0.body.data.goodsFen + detail0.body.data.freightFen - detail0.body.data.discountFen);
    expect(detail0.body.data.actions.sort()).toEqual(['cancel', 'pay']);

    const paid = await pay(t, buyer, id, 'key-life-0001');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', payFen, balanceFen: before.buyer - payFen });
    const counts = await t.call('GET', `${V}/buyers/order/counts`, { token: buyer });
    expect(counts.body.data.paid).toBeGreaterThanOrEqual(1);

    // Only the shop owner ships; carrier and tracking are required.
    expect((await t.call('POST', `${V}/seller/order/ship`, { token: other, json: { orderId: id, carrier: '顺丰速运', trackingNo: 'SF1' } })).status).toBe(404);
    expect((await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: id, carrier: '', trackingNo: 'SF1' } })).status).toBe(400);
    const shipped = await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: id, carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
    expect(shipped.status).toBe(200);
    // The buyer cannot ship, the seller cannot confirm receipt.
    expect((await t.call('POST', `${V}/seller/order/ship`, { token: buyer, json: { orderId: id, carrier: 'x', trackingNo: 'y' } })).status).toBe(404);
    expect((await t.call('POST', `${V}/buyers/order/receive`, { token: seller, json: { orderId: id } })).status).toBe(404);
    expect((await t.call('POST', `${V}/buyers/order/refund`, { token: buyer, json: { orderId: id } })).status).toBe(400);

    expect((await t.call('POST', `${V}/buyers/order/receive`, { token: buyer, json: { orderId: id } })).status).toBe(200);
    expect(await balanceFen(t, 'dsb_student01')).toBe(before.seller + payFen);

    const detail = await t.call('GET', `${V}/buyers/order/${id}`, { token: buyer });
    expect(detail.body.data.status).toBe('received');
    expect(detail.body.data.carrier).toBe('顺丰速运');
    expect(detail.body.data.timeline.map((l: { action: string }) => l.action)).toEqual(['create', 'pay', 'ship', 'receive']);
    const lineId = detail.body.data.lines[0].id;

    const review = await t.call('POST', `${V}/buyers/order/review`, {
      token: buyer,
      json: { orderId: id, items: [{ lineId, stars: 5, content: '质量很好，物流很快', photos: [] }] },
    });
    expect(review.status).toBe(200);
    expect(await status(t, id)).toBe('completed');
    const product = await t.call('GET', `${V}/mall/product/${sku.product_id}`);
    expect(product.body.data.reviews[0]).toMatchObject({ stars: 5, content: '质量很好，物流很快' });
    const reviewId = product.body.data.reviews[0].id;
    expect((await t.call('POST', `${V}/seller/review/reply`, { token: other, json: { id: reviewId, reply: '谢谢' } })).status).toBe(404);
    expect((await t.call('POST', `${V}/seller/review/reply`, { token: seller, json: { id: reviewId, reply: '感谢您的支持' } })).status).toBe(200);

    // After-sales: amount ≤ paid; refund only → seller agrees → money moves back.
    const tooMuch = await t.call('POST', `${V}/buyers/aftersale/apply`, {
      token: buyer,
      json: { orderId: id, kind: 'refund_only', reason: '商品有瑕疵', amountFen: payFen + 1 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toBe('退款金额不能超过实付金额');
    const apply = await t.call('POST', `${V}/buyers/aftersale/apply`, {
      token: buyer,
      json: { orderId: id, kind: 'refund_only', reason: '商品有瑕疵', amountFen: 500 },
    });
    expect(apply.status).toBe(200);
    const again = await t.call('POST', `${V}/buyers/aftersale/apply`, {
      token: buyer,
      json: { orderId: id, kind: 'refund_only', reason: '再来', amountFen: 100 },
    });
    expect(again.status).toBe(400);
    const asId = apply.body.data.id;
    expect((await t.call('POST', `${V}/seller/aftersale/agree`, { token: buyer, json: { id: asId } })).status).toBe(404);
    const agree = await t.call('POST', `${V}/seller/aftersale/agree`, { token: seller, json: { id: asId } });
    expect(agree.body.data.status).toBe('refunded');
    expect(await balanceFen(t, 'zbb_student01')).toBe(before.buyer - payFen + 500);
    expect(await balanceFen(t, 'dsb_student01')).toBe(before.seller + payFen - 500);
    const tabs = await t.call('GET', `${V}/buyers/orders?status=aftersale`, { token: buyer });
    expect(tabs.body.data.list[0]).toMatchObject({ id, refundedFen: 500, afterSaleStatus: 'refunded' });
  });

  it('return and refund: agree (only with a return address) → buyer ships back to it → seller confirms; each action answers {id, status}', async () => {
    const sku = await skuOf(t, 'dsb_student01', 1);
    const id = await order(t, buyer, sku.id, 1);
    await pay(t, buyer, id);
    await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: id, carrier: '中通快递', trackingNo: 'ZT1' } });
    await t.call('POST', `${V}/buyers/order/receive`, { token: buyer, json: { orderId: id } });
    const a = await t.call('POST', `${V}/buyers/aftersale/apply`, {
      token: buyer,
      json: { orderId: id, kind: 'return_refund', reason: '尺码不合适', amountFen: 100 },
    });
    const asId = a.body.data.id;
    expect(a.body.data).toEqual({ id: asId, status: 'applied' });
    expect((await t.call('POST', `${V}/seller/aftersale/confirm`, { token: seller, json: { id: asId } })).status).toBe(400);
    // a shop without a return address cannot take goods back: nothing changes
    const [shop] = await t.db.query<{ id: number; return_address: string }>('select id, return_address from shops where id = $1', [sku.shop_id]);
    expect(shop!.return_address).not.toBe('');
    await t.db.query(`update shops set return_address = '' where id = $1`, [shop!.id]);
    const refused = await t.call('POST', `${V}/seller/aftersale/agree`, { token: seller, json: { id: asId } });
    expect([refused.status, refused.body.msg]).toEqual([400, '请先在店铺设置中填写退货地址']);
    expect((await t.call('GET', `${V}/buyers/aftersale/${asId}`, { token: buyer })).body.data).toMatchObject({ status: 'applied', returnTo: null });
    await t.db.query('update shops set return_address = $2 where id = $1', [shop!.id, shop!.return_address]);
    const agreed = await t.call('POST', `${V}/seller/aftersale/agree`, { token: seller, json: { id: asId } });
    expect(agreed.body.data).toEqual({ id: asId, status: 'awaiting_return' });
    // the buyer sees where to send the goods
    const waiting = (await t.call('GET', `${V}/buyers/aftersale/${asId}`, { token: buyer })).body.data;
    expect(waiting.returnTo).toEqual({ name: expect.any(String), phone: expect.stringMatching(/^1\d{10}$/), address: shop!.return_address });
    expect(Number.isNaN(Date.parse(waiting.createdAt))).toBe(false);
    // the case as declared, for either side and in the lists: whose it is (user ids) stays on the server
    const declared = [
      'id',
      'orderId',
      'orderNo',
      'kind',
      'status',
      'statusName',
      'reason',
      'amountFen',
      'photos',
      'returnCarrier',
      'returnTrackingNo',
      'sellerNote',
      'createdAt',
      'updatedAt',
      'returnTo',
    ].sort();
    expect(Object.keys(waiting).sort()).toEqual(declared);
    expect(Object.keys((await t.call('GET', `${V}/seller/aftersale/${asId}`, { token: seller })).body.data).sort()).toEqual(declared);
    const listed = (await t.call('GET', `${V}/buyers/aftersales`, { token: buyer })).body.data as object[];
    expect(listed.every((x) => Object.keys(x).sort().join() === declared.join())).toBe(true);
    const returned = await t.call('POST', `${V}/buyers/aftersale/return`, { token: buyer, json: { id: asId, carrier: '中通快递', trackingNo: 'ZT2' } });
    expect(returned.body.data).toEqual({ id: asId, status: 'returned' });
    expect((await t.call('POST', `${V}/seller/aftersale/confirm`, { token: seller, json: { id: asId } })).body.data.status).toBe('refunded');
    const d = await t.call('GET', `${V}/buyers/aftersale/${asId}`, { token: buyer });
    expect(d.body.data).toMatchObject({ status: 'refunded', returnTrackingNo: 'ZT2', amountFen: 100 });
    expect((await t.call('GET', `${V}/buyers/aftersale/${asId}`, { token: other })).status).toBe(404);
  });

  it('cancel restores stock and returns the coupon', async () => {
    const sku = await skuOf(t, 'dsb_student01', 2);
    const [promo] = await t.db.query<{ id: number }>(
      `insert into promotions (shop_id, kind, title, threshold, amount, total) values ($1, 'hb', '测试红包', 0, 100, 10) returning id`,
      [sku.shop_id],
    );
    const claim = await t.call('POST', `${V}/buyers/coupon/claim`, { token: buyer, json: { promotionId: promo!.id } });
    expect(claim.status).toBe(200);
    const id = await order(t, buyer, sku.id, 3);
    const [c1] = await t.db.query<{ status: string; order_id: number }>('select status, order_id from user_coupons where id = $1', [claim.body.data.couponId]);
    expect(c1).toEqual({ status: 'used', order_id: id });
    expect((await t.call('POST', `${V}/buyers/order/cancel`, { token: other, json: { orderId: id } })).status).toBe(404);
    expect((await t.call('POST', `${V}/buyers/order/cancel`, { token: buyer, json: { orderId: id } })).status).toBe(200);
    const [{ stock }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(stock).toBe(sku.stock);
    const [c2] = await t.db.query<{ status: string }>('select status from user_coupons where id = $1', [claim.body.data.couponId]);
    expect(c2!.status).toBe('unused');
    expect((await pay(t, buyer, id)).status).toBe(400);
  });

  it('refund before shipping gives the coins and the stock back', async () => {
    const sku = await skuOf(t, 'dsb_student01', 3);
    const start = await balanceFen(t, 'zbb_student01');
    const id = await order(t, buyer, sku.id, 1);
    await pay(t, buyer, id);
    expect((await t.call('POST', `${V}/buyers/order/refund`, { token: buyer, json: { orderId: id, reason: '不想要了' } })).status).toBe(200);
    expect(await status(t, id)).toBe('refunded');
    expect(await balanceFen(t, 'zbb_student01')).toBe(start);
    const [{ stock }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(stock).toBe(sku.stock);
  });
});

describe('no oversell', () => {
  it('10 concurrent orders at the last 3 units: exactly 3 succeed and stock ends at 0', async () => {
    const sku = await skuOf(t, 'dsb_student01', 4);
    await t.db.query('update skus set stock = 3 where id = $1', [sku.id]);
    const buyers = ['zbb_student01', 'syb_student01', 'gyb_student01', 'teacher01', 'admin01'];
    const tokens = await Promise.all(buyers.map((u) => t.login(u)));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', `${V}/buyers/order/create`, { token: tokens[i % tokens.length], json: { items: [{ skuId: sku.id, quantity: 1 }] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).every((r) => /库存不足/.test(r.body.msg))).toBe(true);
    const [{ stock }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(stock).toBe(0);
  });
});

describe('scope', () => {
  it('a buyer sees only their orders; a seller only their shop’s', async () => {
    const sku = await skuOf(t, 'dsb_student01', 5);
    const id = await order(t, other, sku.id, 1);
    expect((await t.call('GET', `${V}/buyers/order/${id}`, { token: buyer })).status).toBe(404);
    const mine = await t.call('GET', `${V}/buyers/orders?pageSize=50`, { token: buyer });
    expect(mine.body.data.list.some((o: { id: number }) => o.id === id)).toBe(false);
    expect((await t.call('GET', `${V}/seller/order/${id}`, { token: seller })).status).toBe(200);
    const sellerList = await t.call('GET', `${V}/seller/orders?pageSize=50`, { token: seller });
    expect(sellerList.body.data.list.some((o: { id: number }) => o.id === id)).toBe(true);
    const s2 = await t.login('seller01');
    expect((await t.call('GET', `${V}/seller/order/${id}`, { token: s2 })).status).toBe(404);
    const s2list = await t.call('GET', `${V}/seller/orders?pageSize=50`, { token: s2 });
    expect(s2list.body.data.list.some((o: { id: number }) => o.id === id)).toBe(false);
    // No shop at all: 请先开店 (zbb_student01 runs a shop since the class-life seed).
    const noShop = await t.call('GET', `${V}/seller/orders`, { token: await t.login('gyb_student01') });
    expect(noShop.status).toBe(400);
    expect(noShop.body.msg).toBe('请先开店');
    expect((await t.call('GET', `${V}/buyers/orders`)).status).toBe(401);
  });
});

describe('bad input changes nothing', () => {
  const create = (json: unknown, token = buyer) => t.call('POST', `${V}/buyers/order/create`, { token, json });
  it('negative, zero, fractional and huge quantities; unknown SKU; foreign address; own shop', async () => {
    const sku = await skuOf(t, 'dsb_student01', 6);
    const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    for (const quantity of [-1, 0, 1.5, 1e9, '2']) {
      const r = await create({ items: [{ skuId: sku.id, quantity }] });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const unknown = await create({ items: [{ skuId: 99999999, quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('商品规格不存在');
    expect((await create({ items: [{ skuId: 1e12, quantity: 1 }] })).status).toBe(400);
    expect((await create({ items: [] })).status).toBe(400);
    const [foreign] = await t.db.query<{ id: number }>(`select a.id from addresses a join users u on u.id = a.user_id where u.username = 'syb_student01'`);
    const fa = await create({ items: [{ skuId: sku.id, quantity: 1 }], addressId: foreign!.id });
    expect(fa.status).toBe(404);
    expect(fa.body.msg).toBe('收货地址不存在');
    const own = await create({ items: [{ skuId: sku.id, quantity: 1 }] }, seller);
    expect(own.body.msg).toBe('不能购买自己店铺的商品');
    const tooMany = await create({
      items: [
        { skuId: sku.id, quantity: 600 },
        { skuId: sku.id, quantity: 600 },
      ],
    });
    expect(tooMany.status).toBe(400);
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(after).toBe(before);
    const [{ stock }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(stock).toBe(sku.stock);
  });

  it('an order above the ceiling is refused', async () => {
    const sku = await skuOf(t, 'dsb_student01', 7);
    await t.db.query('update skus set price = 90000000, stock = 10 where id = $1', [sku.id]);
    const r = await create({ items: [{ skuId: sku.id, quantity: 2 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('订单金额超出上限');
  });

  it('addresses follow the phone rule and stay private', async () => {
    const bad = await t.call('POST', `${V}/buyers/address/save`, {
      token: buyer,
      json: { name: '张三', phone: '10345678901', province: '广东省', city: '广州市', district: '天河区', detail: '体育西路1号' },
    });
    expect(bad.body.msg).toBe('手机号码格式有误');
    const empty = await t.call('POST', `${V}/buyers/address/save`, {
      token: buyer,
      json: { name: '张三', phone: ' ', province: '广东省', city: '广州市', district: '天河区', detail: '体育西路1号' },
    });
    expect(empty.body.msg).toBe('手机号码不能为空!');
    const good = await t.call('POST', `${V}/buyers/address/save`, {
      token: buyer,
      json: { name: '张三', phone: '13912345678', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路1号', isDefault: true },
    });
    expect(good.status).toBe(200);
    const list = await t.call('GET', `${V}/buyers/addresses`, { token: buyer });
    expect(list.body.data[0]).toMatchObject({ id: good.body.data.id, isDefault: true });
    expect(list.body.data.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect((await t.call('POST', `${V}/buyers/address/delete`, { token: other, json: { id: good.body.data.id } })).status).toBe(404);
    expect(
      (
        await t.call('POST', `${V}/buyers/address/save`, {
          token: other,
          json: { id: good.body.data.id, name: '李四', phone: '13912345678', province: '浙江省', city: '杭州市', district: '西湖区', detail: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('complaints and reports are filed and listed per kind, only for the caller', async () => {
    const sku = await skuOf(t, 'dsb_student01', 0);
    const r = await t.call('POST', `${V}/buyers/complaint`, {
      token: buyer,
      json: { kind: 'report', shopId: sku.shop_id, productId: sku.product_id, reason: '虚假宣传', content: '描述与实物不符' },
    });
    expect(r.status).toBe(200);
    const mine = await t.call('GET', `${V}/buyers/complaints?kind=report`, { token: buyer });
    expect(mine.body.data[0]).toMatchObject({ reason: '虚假宣传', status: 'pending' });
    expect((await t.call('GET', `${V}/buyers/complaints?kind=report`, { token: other })).body.data).toHaveLength(0);
    // the shop lists it among its reports (a resource: sellerReport), not among its complaints, and no other shop sees it
    const ids = async (token: string, key: string) => {
      const res = await t.call('GET', `${V}/seller/${key}/list?pageSize=100`, { token });
      expect(res.status).toBe(200);
      return res.body.data.list.map((c: { id: number }) => c.id);
    };
    expect(await ids(seller, 'sellerReport')).toContain(r.body.data.id);
    expect(await ids(seller, 'sellerComplaint')).not.toContain(r.body.data.id);
    const otherShop = await t.token('seller01');
    expect(await ids(otherShop, 'sellerReport')).not.toContain(r.body.data.id);
    const rows = await t.db.query<{ kind: string; owner_id: number }>(
      'select c.kind, s.owner_id from complaints c join shops s on s.id = c.shop_id where c.id = any($1::int[])',
      [[...(await ids(seller, 'sellerReport')), ...(await ids(seller, 'sellerComplaint'))]],
    );
    expect(new Set(rows.map((x) => x.owner_id))).toEqual(new Set([await t.userId('dsb_student01')]));
    const detail = await t.call('GET', `${V}/seller/sellerReport/detail/${r.body.data.id}`, { token: seller });
    expect(detail.body.data).toMatchObject({ reason: '虚假宣传', state: 'pending', productTitle: expect.any(String) });
    expect((await t.call('GET', `${V}/seller/sellerReport/detail/${r.body.data.id}`, { token: otherShop })).status).toBe(404);
    // the shop explains (申诉说明); another shop cannot
    expect((await t.call('POST', `${V}/seller/sellerReport/action/explain/${r.body.data.id}`, { token: otherShop, json: { reason: '不是我的' } })).status).toBe(
      404,
    );
    const explained = await t.call('POST', `${V}/seller/sellerReport/action/explain/${r.body.data.id}`, {
      token: seller,
      json: { reason: '已核实并修改描述' },
    });
    expect([explained.status, explained.body.data.state, explained.body.data.reply]).toEqual([200, 'explained', '已核实并修改描述']);
    const foreignOrder = await t.call('POST', `${V}/buyers/complaint`, {
      token: other,
      json: { kind: 'complaint', shopId: sku.shop_id, orderId: 1, reason: '服务差' },
    });
    expect(foreignOrder.status).toBe(404);
  });
});

describe('the stock ledger', () => {
  it('records every change of stock with its reason, and the moves of each SKU add up to its stock', async () => {
    const t = await testApp();
    const buyer = await t.login('zbb_student01');
    const sku = await skuOf(t);
    const before = await t.db.one<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    const orderId = await order(t, buyer, sku.id, 2);
    await t.call('POST', '/v1/wangchuang/buyers/order/cancel', { token: buyer, json: { orderId } });
    // a change made outside any service is recorded too (as an adjustment)
    await t.db.query('update skus set stock = stock + 5 where id = $1', [sku.id]);
    const moves = await t.db.query<{ delta: number; reason: string; ref: string }>('select delta, reason, ref from stock_moves where sku_id = $1 order by id', [
      sku.id,
    ]);
    expect(moves.slice(-3)).toEqual([
      { delta: -2, reason: 'order', ref: `order:${orderId}` },
      { delta: 2, reason: 'cancel', ref: `order:${orderId}` },
      { delta: 5, reason: 'adjust', ref: '' },
    ]);
    const drift = await t.db.query(
      'select k.id from skus k left join (select sku_id, sum(delta)::int as s from stock_moves group by sku_id) m on m.sku_id = k.id where k.stock <> coalesce(m.s, 0)',
    );
    expect(drift).toEqual([]);
    expect((await t.db.one<{ stock: number }>('select stock from skus where id = $1', [sku.id]))!.stock).toBe(before!.stock + 5);
  });
});
