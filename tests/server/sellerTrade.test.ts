import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { balanceFen, cancelUnpaid, clearPromotions, order, pay, skuOf, userId } from './shopHelpers.ts';
import { canPay, clickCost, winningEntry, type TrainEntry } from '../../server/services/throughTrain.ts';
import { CHINA_TODAY } from '../../server/db/chinaDay.ts';
import { createApp } from '../../server/app.ts';
import { sseEvents } from './sse.ts';

/** The seller centre's orders, service and marketing calls (docs/seller-centre.md). */

let t: Awaited<ReturnType<typeof testApp>>;
let buyer: string;
let seller: string;
let other: string;
const V = '/v1/wangchuang';

beforeAll(async () => {
  t = await testApp();
  await clearPromotions(t);
  buyer = await t.login('gyb_student01');
  seller = await t.login('dsb_student01');
  other = await t.login('seller01');
  await cancelUnpaid(t, buyer);
});

const shopOf = async (username: string) =>
  (await t.db.query<{ id: number }>('select s.id from shops s join users u on u.id = s.owner_id where u.username = $1', [username]))[0]!.id;

/** An order of dsb_student01's shop, paid (and shipped when asked). */
async function paidOrder(quantity = 1, skuOffset = 0) {
  const sku = await skuOf(t, 'dsb_student01', skuOffset);
  const id = await order(t, buyer, sku.id, quantity);
  expect((await pay(t, buyer, id)).status).toBe(200);
  return { id, sku };
}

describe('scope: a seller only ever sees and changes their own shop', () => {
  it('another shop’s order, after-sale, freight template, conversation and packing list are 404', async () => {
    const { id } = await paidOrder();
    const tpl = (await t.db.query<{ id: number }>('select id from freight_templates where shop_id = $1', [await shopOf('dsb_student01')]))[0]!.id;
    expect((await t.call('GET', `${V}/seller/order/${id}`, { token: other })).status).toBe(404);
    expect((await t.call('GET', `${V}/seller/orders/packing?ids=${id}`, { token: other })).status).toBe(404);
    expect((await t.call('GET', `${V}/seller/orders/packing?ids=${id}`, { token: seller })).status).toBe(200);
    expect((await t.call('GET', `${V}/seller/freight/${tpl}`, { token: other })).status).toBe(404);
    expect(
      (
        await t.call('POST', `${V}/seller/freight/save`, {
          token: other,
          json: { id: tpl, name: 'x', firstUnits: 1, firstFee: 0, extraUnits: 1, extraFee: 0, freeOver: null, isDefault: true, rules: [] },
        })
      ).status,
    ).toBe(404);
    const batch = await t.call('POST', `${V}/seller/order/batchShip`, {
      token: other,
      json: { items: [{ orderId: id, carrier: '顺丰速运', trackingNo: 'SF1' }] },
    });
    expect(batch.body.data).toEqual([{ orderId: id, ok: false, msg: '订单不存在' }]);
    const thread = (await t.db.query<{ id: number }>('select id from consult_threads limit 1'))[0]!.id;
    expect((await t.call('GET', `${V}/seller/consult/${thread}`, { token: other })).status).toBe(404);
    expect((await t.call('POST', `${V}/seller/consult/reply`, { token: other, json: { threadId: thread, text: '你好' } })).status).toBe(404);
    // without a shop: 请先开店
    const noShop = await t.call('GET', `${V}/seller/bond`, { token: buyer });
    expect([noShop.status, noShop.body.msg]).toEqual([400, '请先开店']);
  });

  it('batch ship ships the shop’s paid orders and reports each one', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const res = await t.call('POST', `${V}/seller/order/batchShip`, {
      token: seller,
      json: {
        items: [
          { orderId: a.id, carrier: '顺丰速运', trackingNo: 'SF100' },
          { orderId: b.id, carrier: '中通快递', trackingNo: 'ZT200' },
          { orderId: a.id, carrier: '顺丰速运', trackingNo: 'SF100' },
        ],
      },
    });
    expect(res.body.data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    const bad = await t.call('POST', `${V}/seller/order/batchShip`, {
      token: seller,
      json: { items: [{ orderId: b.id, carrier: '中通', trackingNo: '中文' }] },
    });
    expect([bad.status, bad.body.msg]).toEqual([400, '运单号只能包含字母、数字和横线']);
  });
});

describe('after-sales: returned goods come back into stock through the ledger', () => {
  it('confirm of a 退货退款 restocks the counted quantity with reason return and ref aftersale:<id>', async () => {
    // three of these cost ¥30: the buyer's coins after the seeded history are not what this test is about
    await t.db.query('update skus set price = 1000 where id = $1', [(await skuOf(t, 'dsb_student01', 1)).id]);
    const { id, sku } = await paidOrder(3, 1);
    await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: id, carrier: '顺丰速运', trackingNo: 'SF9' } });
    await t.call('POST', `${V}/buyers/order/receive`, { token: buyer, json: { orderId: id } });
    const detail = (await t.call('GET', `${V}/buyers/order/${id}`, { token: buyer })).body.data;
    const apply = await t.call('POST', `${V}/buyers/aftersale/apply`, {
      token: buyer,
      json: { orderId: id, kind: 'return_refund', reason: '尺码不合适', amountFen: 100, photos: [] },
    });
    const asId = apply.body.data.id;
    const reject = await t.call('POST', `${V}/seller/aftersale/reject`, { token: seller, json: { id: asId } });
    expect([reject.status, reject.body.msg]).toEqual([400, '请填写拒绝原因']);
    expect((await t.call('POST', `${V}/seller/aftersale/agree`, { token: seller, json: { id: asId } })).body.data.status).toBe('awaiting_return');
    await t.call('POST', `${V}/buyers/aftersale/return`, { token: buyer, json: { id: asId, carrier: '中通快递', trackingNo: 'ZT1' } });
    const stockBefore = (await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]))[0]!.stock;
    const tooMany = await t.call('POST', `${V}/seller/aftersale/confirm`, {
      token: seller,
      json: { id: asId, restock: [{ lineId: detail.lines[0].id, quantity: 4 }] },
    });
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '入库数量不能超过买家购买数量']);
    const ok = await t.call('POST', `${V}/seller/aftersale/confirm`, {
      token: seller,
      json: { id: asId, restock: [{ lineId: detail.lines[0].id, quantity: 2 }] },
    });
    expect(ok.body.data.status).toBe('refunded');
    const [after] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(after!.stock).toBe(stockBefore + 2);
    const moves = await t.db.query<{ delta: number; reason: string; ref: string }>(
      'select delta, reason, ref from stock_moves where sku_id = $1 order by id desc limit 1',
      [sku.id],
    );
    expect(moves[0]).toEqual({ delta: 2, reason: 'return', ref: `aftersale:${asId}` });
    const [sum] = await t.db.query<{ s: number }>('select sum(delta)::int as s from stock_moves where sku_id = $1', [sku.id]);
    expect(sum!.s).toBe(after!.stock);
    const full = await t.call('GET', `${V}/seller/aftersaleFull/${asId}`, { token: seller });
    expect(full.body.data.restocked).toEqual([{ lineId: detail.lines[0].id, skuId: sku.id, quantity: 2 }]);
    expect((await t.call('GET', `${V}/seller/aftersaleFull/${asId}`, { token: other })).status).toBe(404);
  });
});

describe('promotions created in the seller centre change the checkout', () => {
  it('a coupon with a per-user limit of 2: claimed twice, not a third time, and applied at checkout', async () => {
    const sku = await skuOf(t);
    const created = await t.call('POST', `${V}/seller/yhqPromotion/create`, {
      token: seller,
      json: { title: '满1减5元券', threshold: 100, amount: 500, total: 10, perUser: 2, endsAt: '2099-12-31T00:00:00.000Z' },
    });
    expect(created.body.msg).toBe('面额不能大于使用门槛');
    const ok = await t.call('POST', `${V}/seller/yhqPromotion/create`, {
      token: seller,
      json: { title: '满1元减1元券', threshold: 100, amount: 100, total: 10, perUser: 2, endsAt: '2099-12-31T00:00:00.000Z' },
    });
    expect(ok.status).toBe(200);
    const promotionId = ok.body.data.id;
    for (const expected of [200, 200, 400]) {
      const claim = await t.call('POST', `${V}/buyers/coupon/claim`, { token: buyer, json: { promotionId } });
      expect(claim.status).toBe(expected);
      if (expected === 400) expect(claim.body.msg).toBe('每人限领2张');
    }
    const preview = await t.call('POST', `${V}/buyers/checkout/preview`, { token: buyer, json: { items: [{ skuId: sku.id, quantity: 1 }] } });
    expect(preview.body.data.shops[0].discounts.yhq).toBe(100);
    // 满减 tier made here is applied too
    const mjBad = await t.call('POST', `${V}/seller/mjPromotion/create`, {
      token: seller,
      json: { title: '满1减2', threshold: 100, amount: 200, endsAt: '2099-12-31T00:00:00.000Z' },
    });
    expect(mjBad.body.msg).toBe('减免金额不能大于满减门槛');
    await t.call('POST', `${V}/seller/mjPromotion/create`, {
      token: seller,
      json: { title: '满1减0.5', threshold: 100, amount: 50, endsAt: '2099-12-31T00:00:00.000Z' },
    });
    const again = await t.call('POST', `${V}/buyers/checkout/preview`, { token: buyer, json: { items: [{ skuId: sku.id, quantity: 1 }] } });
    expect(again.body.data.shops[0].discounts).toMatchObject({ mj: 50, yhq: 100 });
    await clearPromotions(t);
  });

  it('a freight template saved here is what the checkout charges', async () => {
    const sku = await skuOf(t);
    const tpl = (await t.db.query<{ id: number }>('select id from freight_templates where shop_id = $1 and is_default', [await shopOf('dsb_student01')]))[0]!
      .id;
    // the default template, ¥10 for the first unit and ¥3 for each more, with one province's own rule
    const save = (rule: { province: string; firstUnits: number; firstFee: number; extraUnits: number; extraFee: number }) =>
      t.call('POST', `${V}/seller/freight/save`, {
        token: seller,
        json: { id: tpl, name: '新模板', firstUnits: 1, firstFee: 1000, extraUnits: 1, extraFee: 300, freeOver: null, isDefault: true, rules: [rule] },
      });
    const bad = await save({ province: '火星', firstUnits: 1, firstFee: 1, extraUnits: 1, extraFee: 1 });
    expect([bad.status, bad.body.msg]).toEqual([400, '地区「火星」有误']);
    const saved = await save({ province: '广东省', firstUnits: 2, firstFee: 700, extraUnits: 1, extraFee: 50 });
    expect(saved.status).toBe(200);
    const preview = await t.call('POST', `${V}/buyers/checkout/preview`, { token: buyer, json: { items: [{ skuId: sku.id, quantity: 3 }] } });
    // the buyer's default address is in 广东省: 2 units ¥7, then ¥0.5 each
    expect(preview.body.data.shops[0].freightFen).toBe(750);
    const read = await t.call('GET', `${V}/seller/freight/${tpl}`, { token: seller });
    expect(read.body.data.rules).toEqual([{ province: '广东省', firstUnits: 2, firstFee: 700, extraUnits: 1, extraFee: 50 }]);
  });
});

describe('直通车', () => {
  const e = (over: Partial<TrainEntry>): TrainEntry => ({
    keywordId: 1,
    shopId: 1,
    productId: 1,
    bid: 100,
    budget: 1000,
    spentToday: 0,
    balance: 100000,
    enabled: true,
    ...over,
  });

  it.each([
    ['the highest bid wins', [e({ keywordId: 1, bid: 100 }), e({ keywordId: 2, bid: 300 }), e({ keywordId: 3, bid: 200 })], 2],
    ['a tie goes to the earlier bid', [e({ keywordId: 5, bid: 200 }), e({ keywordId: 4, bid: 200 })], 4],
    ['a bid past today’s budget does not show', [e({ keywordId: 1, bid: 300, spentToday: 800 }), e({ keywordId: 2, bid: 100 })], 2],
    ['a bid the owner cannot pay does not show', [e({ keywordId: 1, bid: 300, balance: 299 }), e({ keywordId: 2, bid: 100 })], 2],
    ['a paused keyword does not show', [e({ keywordId: 1, bid: 300, enabled: false }), e({ keywordId: 2, bid: 100 })], 2],
    ['nobody can pay: no ad', [e({ keywordId: 1, budget: 0 })], null],
  ])('ranking: %s', (_name, entries, winner) => {
    expect(winningEntry(entries)?.keywordId ?? null).toBe(winner);
  });

  it.each([
    ['the bid, while it fits', e({ bid: 100, spentToday: 800, budget: 1000 }), 100],
    ['exactly the rest of the budget', e({ bid: 200, spentToday: 800, budget: 1000 }), 200],
    ['nothing past the budget', e({ bid: 201, spentToday: 800, budget: 1000 }), 0],
    ['nothing past the balance', e({ bid: 100, balance: 99 }), 0],
    ['nothing when paused', e({ enabled: false }), 0],
  ])('per-click charge: %s', (_name, entry, cost) => {
    expect(clickCost(entry)).toBe(cost);
    expect(canPay(entry)).toBe(cost > 0);
  });

  it('ranks the winning product first for its keyword (广告), charges a click once a day per visitor, never beyond the budget', async () => {
    const shopId = await shopOf('dsb_student01');
    const [kw] = await t.db.query<{ id: number; keyword: string; product_id: number; bid: number }>(
      'select id, keyword, product_id, bid from train_keywords where shop_id = $1',
      [shopId],
    );
    // a rival bids less on the same keyword
    const rivalShop = await shopOf('seller02');
    const [rivalProduct] = await t.db.query<{ id: number }>('select id from products where shop_id = $1 and status = 1 limit 1', [rivalShop]);
    await t.db.query('insert into train_keywords (shop_id, product_id, keyword, bid) values ($1, $2, $3, 10)', [rivalShop, rivalProduct!.id, kw!.keyword]);
    // budget: two clicks of this bid
    await t.call('POST', `${V}/seller/train/plan`, { token: seller, json: { budgetFen: kw!.bid * 2, enabled: true } });

    const search = async () => (await t.call('GET', `${V}/mall/products?keyword=${encodeURIComponent(kw!.keyword.toUpperCase())}`)).body.data.list;
    let list = await search();
    expect(list[0]).toMatchObject({ id: kw!.product_id, ad: { keywordId: kw!.id } });
    expect(list.filter((p: { id: number }) => p.id === kw!.product_id)).toHaveLength(1);
    expect(list.slice(1).some((p: { ad?: unknown }) => p.ad)).toBe(false);

    const ownerId = await userId(t, 'dsb_student01');
    const before = await balanceFen(t, 'dsb_student01');
    const click = (token?: string) => t.call('POST', `${V}/mall/train/click`, { token, json: { keywordId: kw!.id } });
    await click(buyer);
    await click(buyer); // the same visitor again today: free
    await click(); // signed out: free
    await click(seller); // the owner: free
    expect(await balanceFen(t, 'dsb_student01')).toBe(before - kw!.bid);
    await click(other);
    expect(await balanceFen(t, 'dsb_student01')).toBe(before - 2 * kw!.bid);
    // the budget is spent: a third visitor is not charged, and the ad goes to the rival who can still pay
    await click(await t.login('syb_student01'));
    expect(await balanceFen(t, 'dsb_student01')).toBe(before - 2 * kw!.bid);
    const ledger = await t.db.query<{ n: number }>(`select count(*)::int as n from wallet_ledger where user_id = $1 and reason = 'train'`, [ownerId]);
    expect(ledger[0]!.n).toBe(2);
    list = await search();
    expect(list[0]).toMatchObject({ id: rivalProduct!.id, ad: { keywordId: expect.any(Number) } });
    const plan = await t.call('GET', `${V}/seller/train/plan`, { token: seller });
    expect(plan.body.data).toMatchObject({ spentTodayFen: 2 * kw!.bid, clicksToday: 2 });
  });

  it('concurrent clicks never spend past the budget', async () => {
    const shopId = await shopOf('seller01');
    const [kw] = await t.db.query<{ id: number; bid: number }>('select id, bid from train_keywords where shop_id = $1', [shopId]);
    await t.call('POST', `${V}/seller/train/plan`, { token: other, json: { budgetFen: kw!.bid * 3, enabled: true } });
    const visitors = ['zbb_student02', 'syb_student01', 'gyb_student01', 'dsb_student02', 'seller05', 'seller06'];
    const tokens = await Promise.all(visitors.map((u) => t.login(u).catch(() => null)));
    await Promise.all(tokens.filter(Boolean).map((tk) => t.call('POST', `${V}/mall/train/click`, { token: tk!, json: { keywordId: kw!.id } })));
    const [spent] = await t.db.query<{ s: number }>(`select coalesce(sum(cost), 0)::int as s from train_clicks where shop_id = $1 and day = ${CHINA_TODAY}`, [
      shopId,
    ]);
    expect(spent!.s).toBe(kw!.bid * 3);
  });
});

describe('客服 in real time', () => {
  type Consult = { message: { text: string; sender: string }; thread: { id: number } };
  /** The first `count` message events of a streaming response, then the stream closed. */
  async function readEvents(res: Response, count: number) {
    const stream = sseEvents(res);
    const got: Consult[] = [];
    while (got.length < count) got.push(await stream.next<Consult>('message'));
    await stream.close();
    return got;
  }

  it('the buyer asks, the shop sees it live and answers; the buyer gets the answer live and in the list', async () => {
    const shopId = await shopOf('dsb_student01');
    const sku = await skuOf(t);
    const sellerStream = await t.app.request(`${V}/seller/consult/stream`, { headers: { authorization: seller } });
    const buyerStream = await t.app.request(`${V}/buyers/consult/stream`, { headers: { authorization: buyer } });
    expect(sellerStream.headers.get('content-type')).toContain('text/event-stream');
    const sellerGot = readEvents(sellerStream, 1);
    const buyerGot = readEvents(buyerStream, 2);
    const ask = await t.call('POST', `${V}/buyers/consult/ask`, { token: buyer, json: { shopId, productId: sku.product_id, text: '什么时候发货？' } });
    expect(ask.status).toBe(200);
    const [seen] = await sellerGot;
    expect(seen!.message).toMatchObject({ text: '什么时候发货？', sender: 'buyer' });
    const threadId = seen!.thread.id;
    const threads = await t.call('GET', `${V}/seller/consults?unread=1`, { token: seller });
    expect(threads.body.data.list.find((x: { id: number }) => x.id === threadId).unread).toBeGreaterThan(0);
    const reply = await t.call('POST', `${V}/seller/consult/reply`, { token: seller, json: { threadId, text: '今天下午发货' } });
    expect(reply.status).toBe(200);
    const got = await buyerGot;
    expect(got.map((e) => e.message.text)).toEqual(['什么时候发货？', '今天下午发货']);
    const mine = await t.call('GET', `${V}/buyers/consults`, { token: buyer });
    expect(mine.body.data.list[0]).toMatchObject({ id: threadId, lastText: '今天下午发货', unread: 1 });
    const conv = await t.call('GET', `${V}/buyers/consult/${threadId}`, { token: buyer });
    expect(conv.body.data.messages.at(-1).text).toBe('今天下午发货');
    expect((await t.call('GET', `${V}/buyers/consults`, { token: buyer })).body.data.list[0].unread).toBe(0);
    expect((await t.call('GET', `${V}/buyers/consult/${threadId}`, { token: other })).status).toBe(404);
    const empty = await t.call('POST', `${V}/buyers/consult/ask`, { token: buyer, json: { shopId, text: '   ' } });
    expect([empty.status, empty.body.msg]).toEqual([400, '请输入内容']);
    const own = await t.call('POST', `${V}/buyers/consult/ask`, { token: seller, json: { shopId, text: '你好' } });
    expect([own.status, own.body.msg]).toEqual([400, '不能咨询自己的店铺']);
  });
});

describe('客服 across server processes', () => {
  it('a question posted through one app instance reaches a stream held by another (LISTEN/NOTIFY, not memory)', async () => {
    // a second app on the same database: its own ConsultHub and its own listener, like a second process
    const other = createApp({ db: t.db, config: t.config, log: t.log });
    const shopId = await shopOf('dsb_student01');
    const stream = await t.app.request(`${V}/seller/consult/stream`, { headers: { authorization: seller } });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    const text = `跨进程咨询${Date.now() % 1000}`;
    const asker = await t.login('gyb_student01');
    const sent = await other.request(`${V}/buyers/consult/ask`, {
      method: 'POST',
      headers: { authorization: asker, 'content-type': 'application/json' },
      body: JSON.stringify({ shopId, text }),
    });
    expect(sent.status).toBe(200);
    let buf = '';
    while (!buf.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    expect(buf).toContain('event: message');
    expect(buf).toContain(text);
  });
});

describe('保证金, activities and guarantees', () => {
  it('pays a bond from the coins, unlocks what needs it, refuses to withdraw while a complaint is open', async () => {
    const before = await balanceFen(t, 'dsb_student01');
    const genuine = await t.call('POST', `${V}/seller/guarantee/set`, { token: seller, json: { code: 'genuine', on: true } });
    expect([genuine.status, genuine.body.msg]).toEqual([400, '开通「正品保障」需缴纳保证金500金币']);
    const paid = await t.call('POST', `${V}/seller/bond/pay`, { token: seller, json: { amountFen: 50000 } });
    expect(paid.body.data).toMatchObject({ bondFen: 50000, balanceFen: before - 50000 });
    const opened = await t.call('POST', `${V}/seller/guarantee/set`, { token: seller, json: { code: 'genuine', on: true } });
    expect([opened.status, opened.body.msg]).toEqual([200, '已开通']);
    const sku = await skuOf(t);
    const detail = await t.call('GET', `${V}/mall/product/${sku.product_id}`);
    expect(detail.body.data.guarantees.map((g: { title: string }) => g.title)).toContain('正品保障');

    const acts = (await t.call('GET', `${V}/seller/activities`, { token: seller })).body.data as { id: number; bondFen: number }[];
    const big = acts.find((a) => a.bondFen === 30000)!;
    expect((await t.call('POST', `${V}/seller/activity/sign`, { token: seller, json: { activityId: big.id, productIds: [sku.product_id] } })).status).toBe(200);
    const foreign = (await t.db.query<{ id: number }>('select id from products where shop_id = $1 limit 1', [await shopOf('seller01')]))[0]!.id;
    const bad = await t.call('POST', `${V}/seller/activity/sign`, { token: seller, json: { activityId: big.id, productIds: [foreign] } });
    expect([bad.status, bad.body.msg]).toEqual([400, '只能报名本店在售的商品']);
    const tooMuch = await t.call('POST', `${V}/seller/bond/withdraw`, { token: seller, json: { amountFen: 30000 } });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, '已报名的活动「年货节」需要保证金，请先取消报名']);

    await t.call('POST', `${V}/buyers/complaint`, {
      token: buyer,
      json: { kind: 'complaint', shopId: await shopOf('dsb_student01'), reason: '发货慢', content: '' },
    });
    const blocked = await t.call('POST', `${V}/seller/bond/withdraw`, { token: seller, json: { amountFen: 100 } });
    expect([blocked.status, blocked.body.msg]).toEqual([400, '有未处理完的投诉，暂不能退还保证金']);
    // the shop's own explanation does not close it
    const [complaint] = await t.db.query<{ id: number }>('select id from complaints order by id desc limit 1');
    const explained = await t.call('POST', `${V}/seller/sellerComplaint/action/explain/${complaint!.id}`, { token: seller, json: { reason: '已联系买家' } });
    expect([explained.status, explained.body.msg, explained.body.data.state, explained.body.data.reply]).toEqual([
      200,
      '已提交申诉说明',
      'explained',
      '已联系买家',
    ]);
    // another shop's case does not exist for it
    expect((await t.call('POST', `${V}/seller/sellerComplaint/action/reexplain/${complaint!.id}`, { token: other, json: { reason: '不是我的' } })).status).toBe(
      404,
    );
    expect((await t.call('POST', `${V}/seller/bond/withdraw`, { token: seller, json: { amountFen: 100 } })).status).toBe(400);
    // the platform decides (back-office); the seller reads the decision
    await t.db.query(`update complaints set status = 'handled', decision = 'dismissed', decision_note = '证据不足', decided_at = now()`);
    const list = await t.call('GET', `${V}/seller/sellerComplaint/list?view=decided`, { token: seller });
    expect(list.body.data.list[0]).toMatchObject({ state: 'dismissed', decisionNote: '证据不足' });
    expect(list.body.data.views).toMatchObject({ open: 0, decided: list.body.data.total });
    // decided: no explanation any more
    const late = await t.call('POST', `${V}/seller/sellerComplaint/action/reexplain/${complaint!.id}`, { token: seller, json: { reason: '补充' } });
    expect([late.status, late.body.msg]).toEqual([400, '当前状态不能修改说明']);
    const back = await t.call('POST', `${V}/seller/bond/withdraw`, { token: seller, json: { amountFen: 100 } });
    expect(back.body.data.bondFen).toBe(49900);
    expect((await t.call('GET', `${V}/seller/bond`, { token: other })).body.data.bondFen).toBe(0);
  });
});

describe('restart', () => {
  it('brings a learner shop’s bond, 直通车 clicks, sign-ups and conversations back to the start; promotions and settings stay', async () => {
    const shopId = await shopOf('dsb_student01');
    await t.db.query('update shops set bond_fen = 30000 where id = $1', [shopId]);
    const keywords = (await t.db.query<{ n: number }>('select count(*)::int as n from train_keywords where shop_id = $1', [shopId]))[0]!.n;
    const teacher = await t.login('teacher01');
    expect((await t.call('GET', `${V}/teacher/turn/restart`, { token: teacher })).body.data).toBe(true);
    const [row] = await t.db.query<{ bond: number; threads: number; clicks: number; signed: number; keywords: number }>(
      `select (select bond_fen from shops where id = $1) as bond,
              (select count(*)::int from consult_threads where shop_id = $1) as threads,
              (select count(*)::int from train_clicks where shop_id = $1) as clicks,
              (select count(*)::int from activity_signups where shop_id = $1 and status = 'signed') as signed,
              (select count(*)::int from train_keywords where shop_id = $1) as keywords`,
      [shopId],
    );
    expect(row).toEqual({ bond: 0, threads: 0, clicks: 0, signed: 0, keywords });
    expect(await balanceFen(t, 'dsb_student01')).toBe(100000);
  });
});
