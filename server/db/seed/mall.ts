import type { Queryable } from '../client.ts';
import { PageViews } from '../../services/pageViews.ts';
import { setFavourite } from '../../services/catalog.ts';
import { claimCoupon } from '../../services/promotions.ts';
import { replyReview } from '../../services/orders.ts';
import { ask, answer } from '../../services/consult.ts';
import { endSession, startSession } from '../../services/workbench.ts';
import { setOnAir } from '../../services/liveMedia.ts';
import {
  after,
  ago,
  at,
  hands,
  minutesAgo,
  playInTimeOrder,
  purchaseSteps,
  scheduleLive,
  stepAt,
  visit,
  watch,
  type Fate,
  type Hands,
  type Steps,
} from './play.ts';

/**
 * Seed part `mall` (docs/architecture.md "Demo data"): three weeks of the mall, played through the
 * services by its own users. The demo learners and the thirty sellers buy from each other's shops
 * (zbb_student01's and dsb_student01's included): each of them has orders in every state as a buyer
 * (待付款 … 已完成, 已取消, 已退款, after-sales in their states) and each shop has them as a seller;
 * every purchase is preceded by the buyer's visit of the product page, and anonymous visitors browse
 * too, so visitors, conversion, 已售, followers, coupon counts and balances all follow from rows.
 * Eight shops held live sessions (ended, with their viewers and orders); four of them started another
 * half an hour before the seed ran (their camera off: the room plays the shop's clip) and four have one
 * coming. Nothing here writes a total.
 */

const DEMO_BUYERS = ['zbb_student01', 'dsb_student01', 'syb_student01', 'gyb_student01', 'zbb_student02'];
const SHOP_OWNERS = [...Array.from({ length: 30 }, (_, i) => `seller${String(i + 1).padStart(2, '0')}`), 'dsb_student01', 'zbb_student01'];

/**
 * What every buyer has, one order each, placed this many days ago (0: today): one per tab of the
 * buyer's and the seller's order lists (待付款, 待发货, 待收货, 待评价, 退款/售后) and a finished one.
 */
const EVERY_TAB: [Fate, number][] = [
  ['completed', 16],
  ['received', 7],
  ['shipped', 2],
  ['paid', 0],
  ['pending_payment', 0],
];
/** Refunds and after-sales: one kind per seller in turn, more for the demo learners (who also have a cancelled order). */
const REFUNDS: [Fate, number][] = [
  ['refunded', 3],
  ['afterSale:refund_only:refunded', 11],
  ['afterSale:return_refund:awaiting_return', 10],
  ['afterSale:return_refund:refunded', 12],
  ['afterSale:refund_only:applied', 9],
  ['afterSale:return_refund:rejected', 13],
  ['afterSale:return_refund:returned', 8],
];
const CANCELLED: [Fate, number] = ['cancelled', 5];

interface Shop {
  id: number;
  ownerId: number;
  username: string;
  skus: { id: number; productId: number; price: number }[];
}

const LIVE_TITLES = ['源头好货直播间', '秋冬新品上新', '助农直播专场', '数码好物夜场', '周末福利大放送', '美妆护肤小课堂', '家居好物推荐', '宝妈必备清单'];

export async function seedMall(q: Queryable) {
  const h = hands(q);
  const users = new Map((await q.query<{ id: number; username: string }>('select id, username from users where role = 6')).map((u) => [u.username, u.id]));
  const id = (username: string) => users.get(username)!;
  const shopRows = await q.query<{ id: number; owner_id: number; username: string }>(
    `select s.id, s.owner_id, u.username from shops s join users u on u.id = s.owner_id where u.username = any($1::text[])`,
    [SHOP_OWNERS],
  );
  // each product's cheapest SKU, the cheapest products first
  const skus = await q.query<{ id: number; product_id: number; price: number; shop_id: number }>(
    `select * from (select distinct on (p.id) k.id, k.product_id, k.price, p.shop_id from skus k join products p on p.id = k.product_id
                     where p.status = 1 and k.stock >= 10 and p.shop_id = any($1::int[]) order by p.id, k.price, k.id) x order by price, id`,
    [shopRows.map((s) => s.id)],
  );
  const shops: Shop[] = SHOP_OWNERS.map((name) => shopRows.find((s) => s.username === name)!)
    .filter(Boolean)
    .map((s) => ({
      id: s.id,
      ownerId: s.owner_id,
      username: s.username,
      // the shop's cheapest goods: what a learner buys with a thousand coins
      skus: skus
        .filter((k) => k.shop_id === s.id)
        .slice(0, 6)
        .map((k) => ({ id: k.id, productId: k.product_id, price: k.price })),
    }));

  // ---- anonymous visitors browse the shops over the three weeks (they buy nothing)
  for (const [n, s] of shops.entries()) {
    for (let k = 0; k < 6; k++) {
      const visitor = PageViews.visitorOf(null, `10.20.${n}.${k}`, 'Mozilla/5.0 (iPhone) demo');
      const when = ago(20 - ((n + k * 3) % 20), 9 + ((n + k) % 12), (n * 7 + k * 11) % 60);
      visit(h, visitor, { shopId: s.id }, when);
      const sku = s.skus[k % Math.max(1, s.skus.length)];
      if (sku) visit(h, visitor, { productId: sku.productId }, after(when, 3));
    }
  }

  // ---- followers and favourites: the demo learners follow a few shops and keep a few products
  const buyerNames = [...DEMO_BUYERS, ...SHOP_OWNERS.slice(0, 30)];
  for (const [i, name] of buyerNames.entries()) {
    const others = shops.filter((s) => s.username !== name);
    const follows = DEMO_BUYERS.includes(name) ? 3 : 1;
    for (let k = 0; k < follows; k++) {
      const s = others[(i * 5 + k * 7) % others.length]!;
      await at(q, ago(18 - k, 20, i % 60), () => setFavourite(q, id(name), 'shop', s.id, true));
      const sku = s.skus[0];
      if (sku && DEMO_BUYERS.includes(name)) await at(q, ago(18 - k, 20, (i % 60) + 1), () => setFavourite(q, id(name), 'product', sku.productId, true));
    }
  }

  // ---- purchases: each buyer in every state, each shop as the seller of them
  const plan: { buyer: string; shop: Shop; fate: Fate; days: number; k: number }[] = [];
  for (const [i, name] of buyerNames.entries()) {
    // the learners without a shop see three kinds of refund each (together every kind), zbb_student01 two, every seller one
    const refunds = ['syb_student01', 'gyb_student01', 'zbb_student02'].includes(name)
      ? [0, 1, 2].map((k) => REFUNDS[(i * 3 + k) % REFUNDS.length]!)
      : name === 'zbb_student01'
        ? [REFUNDS[0]!, REFUNDS[4]!]
        : [REFUNDS[i % REFUNDS.length]!];
    const fates = DEMO_BUYERS.includes(name) ? [...EVERY_TAB, CANCELLED, ...refunds] : [...EVERY_TAB, ...refunds];
    for (const [k, [fate, days]] of fates.entries()) {
      // buyer i's k-th order goes to shop i + 1 + 7k (mod 32): every shop gets one order of each of the first six
      let shop = shops[(i + 1 + k * 7) % shops.length]!;
      if (shop.username === name) shop = shops[(i + 2 + k * 7) % shops.length]!;
      plan.push({ buyer: name, shop, fate, days, k });
    }
  }
  // numbered oldest first (an order's hour and pick follow from its number); they play in time order below
  plan.sort((a, b) => b.days - a.days || a.k - b.k || a.buyer.localeCompare(b.buyer));
  /** Planned order n: at its moment the buyer picks what their free coins buy, then the purchase plays on. */
  async function* ordered(n: number, p: (typeof plan)[number]): Steps<number> {
    const when = p.days === 0 ? minutesAgo(p.fate === 'pending_payment' ? 3 + (n % 10) : 40 + (n % 200)) : ago(p.days, 9 + (n % 12), (n * 13) % 60);
    yield when;
    // a buyer short of coins takes the shop's cheapest goods, or the next shop's (coins held by unpaid orders count as spent)
    const [{ free }] = await q.query<{ free: number }>(
      `select w.balance - coalesce((select sum(pay_fen) from orders where buyer_id = w.user_id and status = 'pending_payment'), 0)::int as free
         from wallets w where w.user_id = $1`,
      [id(p.buyer)],
    );
    const affordable = (x: Shop) => x.username !== p.buyer && x.skus.length > 0 && x.skus[0]!.price + 2000 <= free;
    const shop = affordable(p.shop) ? p.shop : shops.slice(shops.indexOf(p.shop)).concat(shops).find(affordable);
    if (!shop) throw new Error(`${p.buyer}: 金币不足以买下任何一家店的商品`);
    p.shop = shop;
    // learners buy the shop's cheapest goods (a thousand coins last the three weeks)
    const pick = shop.skus[n % Math.min(3, shop.skus.length)]!;
    const sku = pick.price + 2000 <= free ? pick : shop.skus[0]!;
    return yield* purchaseSteps(h, { buyerId: id(p.buyer), ownerId: p.shop.ownerId, skuId: sku.id, productId: sku.productId, quantity: 1, when, fate: p.fate });
  }
  /** Plays these planned orders (and other runs) in time order; a failed order names its buyer, shop and fate. */
  const playPlanned = (entries: [number, (typeof plan)[number]][], others: Steps[] = []) =>
    playInTimeOrder([...entries.map(([n, p]) => ordered(n, p)), ...others], (e, run) => {
      const p = entries[run]?.[1];
      if (!p) throw e;
      throw new Error(`${p.buyer} → ${p.shop.username} (${p.fate}): ${(e as Error).message}`);
    });
  // ---- the demo learners claim the shops' red packets and spend one
  async function* redPacket(i: number, name: string, s: Shop): Steps {
    const [packet] = await q.query<{ id: number }>(`select id from promotions where shop_id = $1 and kind = 'hb' order by id limit 1`, [s.id]);
    if (!packet) return;
    const { couponId } = yield* stepAt(q, ago(4, 12, i), () => claimCoupon(q, id(name), packet.id));
    const sku = s.skus[0]!;
    yield* purchaseSteps(h, {
      buyerId: id(name),
      ownerId: s.ownerId,
      skuId: sku.id,
      productId: sku.productId,
      quantity: 1,
      when: ago(4, 12, i + 5),
      fate: 'completed',
      couponIds: [couponId],
    });
  }
  const packets = DEMO_BUYERS.flatMap((name, i) => {
    const s = shops[(i * 7 + 3) % shops.length]!;
    return s.username === name || !s.skus[0] ? [] : [redPacket(i, name, s)];
  });
  // every order of the part, the red packets' and the live rooms' among them, in time order, step by step
  await playPlanned([...plan.entries()], [...packets, ...endedSessions(h, shops, buyerNames.map(id))]);
  await liveNow(h, shops, buyerNames.map(id));

  // ---- sellers answer reviews and questions
  const reviews = await q.query<{ id: number; owner_id: number }>(
    'select r.id, s.owner_id from reviews r join shops s on s.id = r.shop_id where s.id = any($1::int[]) order by r.id',
    [shops.map((s) => s.id)],
  );
  for (const [n, r] of reviews.entries()) {
    if (n % 2) continue;
    await at(q, minutesAgo(600 - n), () => replyReview(q, r.owner_id, r.id, '感谢亲的好评，期待您再次光临！'));
  }
  for (const [i, name] of DEMO_BUYERS.entries()) {
    const s = shops[(i * 11 + 4) % shops.length]!;
    if (s.username === name) continue;
    const productId = s.skus[0]?.productId;
    await at(q, ago(1, 15, i), () => ask(q, id(name), { shopId: s.id, productId, text: '请问什么时候发货？' }));
    const [thread] = await q.query<{ id: number }>('select id from consult_threads where shop_id = $1 and buyer_id = $2', [s.id, id(name)]);
    if (i % 2 === 0) await at(q, ago(1, 15, i + 20), () => answer(q, s.id, s.ownerId, thread!.id, '亲，付款后48小时内发货哦。'));
  }

  await h.views.flush();
}

/**
 * The shops' live sessions, scheduled by the seller, started and ended by their anchor (the shop's
 * owner) through the live services: eight ended (the last two evenings, with viewers and orders placed
 * from the room), as runs to play in time order with the other orders (each order its own run, placed
 * while its room is on air); then four live now (started half an hour ago, the camera off) and four
 * scheduled for the next days (liveNow).
 */
function endedSessions(h: Hands, shops: Shop[], viewers: number[]): Steps[] {
  const { q } = h;
  return shops.slice(0, 8).flatMap((s, i) => {
    const products = [...new Set(s.skus.map((k) => k.productId))];
    if (!products.length) return [];
    // scheduled the day before, on air for two hours one evening, eight viewers coming and going, two orders from the room
    const start = ago(1 + (i % 2), 19, 30);
    const room: { id?: number } = {};
    const crowd = viewers.filter((v) => v !== s.ownerId).slice((i * 4) % 20, ((i * 4) % 20) + 8);
    async function* session(): Steps {
      room.id = yield* stepAt(q, after(start, -24 * 60), () => scheduleLive(q, s.ownerId, LIVE_TITLES[i]!, products, start, 2));
      yield* stepAt(q, after(start, -1), async () => {
        await startSession(q, s.ownerId, room.id!);
        await setOnAir(q, s.ownerId, room.id!, true);
      });
      await watch(
        h,
        room.id,
        crowd.map((userId, k) => ({ userId, from: after(start, 5 + k * 9, 0), to: after(start, 40 + k * 10, 0) })),
      );
      yield* stepAt(q, after(start, 115, 0), async () => {
        await setOnAir(q, s.ownerId, room.id!, false);
        await endSession(q, s.ownerId, room.id!);
      });
    }
    async function* order(k: number, buyerId: number): Steps {
      const when = after(start, 20 + k * 15, 0);
      yield when; // the room is on air by then: its run started it at start - 1
      const sku = s.skus[k % s.skus.length]!;
      yield* purchaseSteps(h, {
        buyerId,
        ownerId: s.ownerId,
        skuId: sku.id,
        productId: sku.productId,
        quantity: 1,
        when,
        fate: k ? 'shipped' : 'paid',
        liveSessionId: room.id,
      });
    }
    return [session(), ...crowd.slice(0, 2).map((buyerId, k) => order(k, buyerId))];
  });
}

async function liveNow(h: Hands, shops: Shop[], viewers: number[]) {
  const { q } = h;
  for (const [i, s] of shops.slice(0, 8).entries()) {
    const products = [...new Set(s.skus.map((k) => k.productId))];
    if (!products.length) continue;
    const title = LIVE_TITLES[i]!;
    if (i < 4) {
      // live now: started half an hour ago for three hours; three viewers came and went
      const began = minutesAgo(30);
      const live = await at(q, after(began, -60), () => scheduleLive(q, s.ownerId, `${title} · 第二场`, products, began, 3));
      await at(q, after(began, -1), () => startSession(q, s.ownerId, live));
      await watch(
        h,
        live,
        viewers
          .filter((v) => v !== s.ownerId)
          .slice(i * 3, i * 3 + 3)
          .map((userId, k) => ({ userId, from: after(began, 2 + k * 4, 0), to: after(began, 12 + k * 5, 0) })),
      );
    } else {
      // scheduled for one of the next evenings
      await scheduleLive(q, s.ownerId, title, products, new Date(ago(0, 20, 0).getTime() + (i - 3) * 86_400_000), 2);
    }
  }
}
