import type { Db, Queryable } from '../client.ts';
import { PageViews } from '../../services/pageViews.ts';
import { createOrders, reviewOrder, applyAfterSale, afterSaleAction } from '../../services/orders.ts';
import { payOrder } from '../../services/payments.ts';
import { transition, type AfterSaleAction } from '../../services/orderMachine.ts';
import { joinLive } from '../../services/liveStats.ts';
import type { AfterSaleKind } from '../../../src/api/contract/shop.ts';
import { liveSessionBinding } from '../../resources/sellerMarketing.ts';
import type { WriteCtx } from '../../resources/binding.ts';
import type { Caller } from '../../caller.ts';
import { seedNow } from './calendar.ts';

/**
 * The seed's hands (docs/architecture.md "Demo data"): the demo data is made by calling the services
 * a user's click calls, at the moment it would have happened. `at` sets the application clock of the
 * seed's transaction (app_now(), migration 088), so every row a service writes carries that time.
 */

/** The seed's transaction as a Db, so services that open their own transaction run inside it. */
export function seedDb(q: Queryable): Db {
  return {
    kind: 'pglite',
    query: (sql, params) => q.query(sql, params),
    exec: (sql) => q.exec(sql),
    one: async (sql, params) => (await q.query<never>(sql, params))[0],
    tx: (fn) => fn(q),
    close: async () => undefined,
    listen: async () => undefined,
    notified: async () => undefined,
    exclusive: (_name, fn) => fn(),
  };
}

/** Sets the transaction's clock (null: the real time again). */
export async function setClock(q: Queryable, when: Date | null) {
  await q.query(`select set_config('cy.now', $1, true)`, [when ? when.toISOString() : '']);
}

/**
 * Runs `fn` with the clock at `when`. The clock stays there afterwards (one statement less per step:
 * the seed plays thousands); a part that writes unclocked rows after clocked ones calls setClock(q, null),
 * and it ends with the part's transaction anyway.
 */
export async function at<T>(q: Queryable, when: Date, fn: () => Promise<T>): Promise<T> {
  await setClock(q, when);
  return fn();
}

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;

/**
 * A moment `days` days before today (China time) at hh:mm, never later than a minute ago: history is
 * spread over past days relative to when the seed runs, the same shape every time.
 */
export function ago(days: number, hh = 10, mm = 0): Date {
  const now = seedNow();
  const midnight = Math.floor((now + CHINA) / (24 * HOUR)) * 24 * HOUR - CHINA;
  const t = midnight - days * 24 * HOUR + (hh * 60 + mm) * 60_000;
  return new Date(Math.min(t, now - 60_000));
}

/** `minutes` after `t` (before it when negative), never later than `lag` seconds ago unless that comes before both. */
export function after(t: Date, minutes: number, lag = 30): Date {
  const target = t.getTime() + minutes * 60_000;
  return new Date(Math.max(Math.min(t.getTime(), target), Math.min(target, seedNow() - lag * 1000)));
}

/** Minutes ago (for what happened today, after China midnight). */
export function minutesAgo(minutes: number): Date {
  const now = seedNow();
  const midnight = Math.floor((now + CHINA) / (24 * HOUR)) * 24 * HOUR - CHINA;
  // in the day's first minute there is no room after midnight: a second ago, not a moment to come
  return new Date(Math.min(now - 1000, Math.max(now - minutes * 60_000, midnight + 60_000)));
}

export interface Hands {
  q: Queryable;
  db: Db;
  views: PageViews;
}

export function hands(q: Queryable): Hands {
  const db = seedDb(q);
  return { q, db, views: new PageViews(db) };
}

/** A visit of a product page (or a shop's home) as the catalog route counts it. */
export function visit(h: Hands, visitor: number | string, target: { productId: number } | { shopId: number }, when: Date) {
  h.views.record({
    productId: 'productId' in target ? target.productId : null,
    shopId: 'shopId' in target ? target.shopId : null,
    visitor: typeof visitor === 'number' ? `u:${visitor}` : visitor,
    at: when,
  });
}

/** Where an order ends up: its status, or an after-sale case in a state. */
export type Fate =
  | 'pending_payment'
  | 'paid'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | `afterSale:${AfterSaleKind}:${'applied' | 'awaiting_return' | 'returned' | 'refunded' | 'rejected'}`;

export interface Purchase {
  buyerId: number;
  ownerId: number;
  skuId: number;
  productId: number;
  quantity: number;
  /** When the buyer looked at the product and ordered. */
  when: Date;
  fate: Fate;
  liveSessionId?: number;
  couponIds?: number[];
  carrier?: string;
  stars?: number;
  review?: string;
}

const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递'];
const REVIEWS = ['质量不错，发货快', '包装完好，很满意', '物美价廉，会回购', '和描述一致，推荐购买', '客服态度很好'];

/** A run of seed steps: it yields each step's moment before playing it, and answers its result at the end. */
export type Steps<T = void> = AsyncGenerator<Date, T>;

/** One step of a run: yields its moment, then plays `fn` with the clock there (at). */
export async function* stepAt<T>(q: Queryable, when: Date, fn: () => Promise<T>): AsyncGenerator<Date, T> {
  yield when;
  return at(q, when, fn);
}

/** Plays a run of steps to its end, one after another. */
export async function playSteps<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const r = await steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Plays many runs of steps interleaved in time order: always the step due first of all the runs' next
 * steps (the earlier run first on a tie). So a purchase's receipt three days after its order comes
 * after the other purchases of those three days, and a wallet's ledger reads in the order of its times.
 * A run that throws is handed to `failed`; without it the error ends the whole play.
 */
export async function playInTimeOrder(runs: AsyncGenerator<Date, unknown>[], failed?: (error: unknown, run: number) => void): Promise<void> {
  const due: { at: number; run: number }[] = [];
  const advance = async (run: number) => {
    try {
      const r = await runs[run]!.next();
      if (!r.done) due.push({ at: r.value.getTime(), run });
    } catch (error) {
      if (!failed) throw error;
      failed(error, run);
    }
  };
  for (let run = 0; run < runs.length; run++) await advance(run);
  while (due.length) {
    let first = 0;
    for (let i = 1; i < due.length; i++) if (due[i]!.at < due[first]!.at || (due[i]!.at === due[first]!.at && due[i]!.run < due[first]!.run)) first = i;
    const [{ run }] = due.splice(first, 1) as [{ at: number; run: number }];
    await advance(run);
  }
}

/**
 * One purchase played from the product page to its fate through the services: the visit, the order,
 * the payment, shipment the next day, receipt two days later, the review, a refund before shipping or
 * an after-sale case after receipt. Answers the order's id.
 */
export function purchase(h: Hands, p: Purchase): Promise<number> {
  return playSteps(purchaseSteps(h, p));
}

/** The steps of `purchase`, for playing several purchases in time order (playInTimeOrder). */
export async function* purchaseSteps(h: Hands, p: Purchase): Steps<number> {
  const { q, db } = h;
  const t0 = p.when;
  const step = <T>(minutes: number, fn: () => Promise<T>) => stepAt(q, after(t0, minutes), fn);
  visit(h, p.buyerId, { productId: p.productId }, t0);
  const made = yield* step(2, () =>
    createOrders(db, p.buyerId, { items: [{ skuId: p.skuId, quantity: p.quantity }], liveSessionId: p.liveSessionId, couponIds: p.couponIds }),
  );
  const id = made.orderIds[0]!;
  if (p.fate === 'pending_payment') return id;
  if (p.fate === 'cancelled') {
    yield* step(12, () => transition(q, id, 'cancel', 'buyer', p.buyerId, { note: '不想要了' }));
    return id;
  }
  yield* step(5, () => payOrder(db, p.buyerId, id, null));
  if (p.fate === 'paid') return id;
  if (p.fate === 'refunded') {
    yield* step(90, () => transition(q, id, 'refund', 'buyer', p.buyerId, { note: '拍错了，申请退款' }));
    return id;
  }
  const carrier = p.carrier ?? CARRIERS[id % CARRIERS.length]!;
  yield* step(20 * 60, () => transition(q, id, 'ship', 'seller', p.ownerId, { carrier, trackingNo: `SIM${String(id).padStart(10, '0')}` }));
  if (p.fate === 'shipped') return id;
  yield* step(68 * 60, () => transition(q, id, 'receive', 'buyer', p.buyerId));
  if (p.fate === 'received') return id;
  if (p.fate === 'completed') {
    yield* step(70 * 60, async () => {
      const lines = await q.query<{ id: number }>('select id from order_lines where order_id = $1', [id]);
      await reviewOrder(
        q,
        p.buyerId,
        id,
        lines.map((l) => ({ lineId: l.id, stars: p.stars ?? 5, content: p.review ?? REVIEWS[id % REVIEWS.length]!, photos: [] })),
      );
    });
    return id;
  }
  const [, kind, state] = p.fate.split(':') as [string, AfterSaleKind, string];
  const caseId = yield* step(72 * 60, async () => {
    const [o] = await q.query<{ pay_fen: number }>('select pay_fen from orders where id = $1', [id]);
    return (
      await applyAfterSale(q, p.buyerId, {
        orderId: id,
        kind,
        reason: kind === 'refund_only' ? '少发了配件，协商退部分款' : '尺码不合适，申请退货',
        amountFen: kind === 'refund_only' ? Math.max(1, Math.floor(o!.pay_fen / 5)) : o!.pay_fen,
        photos: [],
      })
    ).id;
  });
  const act = (action: AfterSaleAction, side: 'buyer' | 'seller', minutes: number, input: Parameters<typeof afterSaleAction>[5] = {}) =>
    step(minutes, () => afterSaleAction(q, caseId, action, side, side === 'buyer' ? p.buyerId : p.ownerId, input));
  if (state === 'applied') return id;
  if (state === 'rejected') {
    yield* act('reject', 'seller', 74 * 60, { note: '商品已使用，不符合售后条件' });
    return id;
  }
  yield* act('agree', 'seller', 74 * 60, { note: '同意' });
  if (state === 'refunded' && kind === 'refund_only') return id;
  if (state === 'awaiting_return') return id;
  yield* act('return', 'buyer', 78 * 60, { carrier: '顺丰速运', trackingNo: `RT${String(id).padStart(10, '0')}` });
  if (state === 'returned') return id;
  yield* act('confirm', 'seller', 100 * 60, { note: '已收到退货' });
  return id;
}

/**
 * Viewers of a live session as the live room counts them: each joins (a live_viewers row, one more
 * view) at a moment of the session and leaves later (its interval stays in live_watch).
 */
export async function watch(h: Hands, sessionId: number, viewers: { userId: number | null; from: Date; to: Date }[]) {
  const leaving: { to: Date; leave: () => Promise<void> }[] = [];
  for (const v of viewers) {
    const presence = await at(h.q, v.from, () => joinLive(h.q, sessionId, v.userId));
    leaving.push({ to: v.to, leave: () => presence.leave() });
  }
  for (const l of leaving.sort((a, b) => a.to.getTime() - b.to.getTime())) await at(h.q, l.to, l.leave);
}

/** A shop's session as its seller schedules it on /seller/addLiveing (the resource's own write). */
export async function scheduleLive(q: Queryable, ownerId: number, title: string, productIds: number[], startsAt: Date, hours: number): Promise<number> {
  const caller = { id: ownerId } as Caller;
  const input = { title, productIds, startsAt: startsAt.toISOString(), hours };
  return (await liveSessionBinding.create!({ q, caller, input, deps: {} as WriteCtx['deps'] })) as number;
}

/** A demo account as the auth middleware would see it signed in (the services check role and scope). */
export async function callerOf(q: Queryable, username: string): Promise<Caller> {
  const [u] = await q.query<Caller>(
    `select id, username, role, real_name as "realName", phone, province_id as "provinceId", city_id as "cityId", county_id as "countyId",
            institution_id as "institutionId", class_id as "classId", needs_profile as "needsProfile", must_change_password as "mustChangePassword",
            parent_id as "parentId", menu_paths as "menuPaths", '' as "tokenHash"
       from users where username = $1`,
    [username],
  );
  if (!u) throw new Error(`no account ${username}`);
  return u;
}
