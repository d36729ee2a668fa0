import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';
import type { LiveStats } from '../../src/api/contract/workbench.ts';
import { maskName } from './maskedNames.ts';

/**
 * A live session's figures in real time (the anchor's big screen): viewers now, orders, sales, top
 * products. Viewers are the open live-room connections (live_viewers, one row each, refreshed while
 * open); every committed change the screen shows is announced on channel 'live_stats'
 * (041_workbench.sql), which each process listens to through Db.listen: with several processes on
 * PostgreSQL a screen hears orders and viewers that another process handled.
 */

/** A viewer counts while their connection was seen within this many seconds. */
export const VIEWER_TTL_S = 60;
const TOUCH_EVERY_MS = 15_000;

export interface Presence {
  /** This connection's viewer key: its address for WebRTC signalling (server/services/liveSignals.ts). */
  key: string;
  /** Marks the connection as still open (at most every 15 s). */
  touch(): Promise<void>;
  leave(): Promise<void>;
}

/** A live room connection joins: a viewer row (and one more view of the session). */
export async function joinLive(db: Queryable, sessionId: number, userId: number | null): Promise<Presence> {
  const key = randomUUID();
  await db.query('insert into live_viewers (session_id, viewer_key, user_id) values ($1, $2, $3)', [sessionId, key, userId]);
  await db.query('update live_sessions set viewers = viewers + 1 where id = $1', [sessionId]);
  let last = Date.now();
  let gone = false;
  return {
    key,
    async touch() {
      if (gone || Date.now() - last < TOUCH_EVERY_MS) return;
      last = Date.now();
      await db.query('update live_viewers set last_seen = app_now() where session_id = $1 and viewer_key = $2', [sessionId, key]);
    },
    async leave() {
      if (gone) return;
      gone = true;
      await db.query('delete from live_viewers where session_id = $1 and viewer_key = $2', [sessionId, key]);
    },
  };
}

/** The big screen's figures now. */
export async function liveStats(q: Queryable, sessionId: number): Promise<LiveStats> {
  const [s] = await q.query<{
    id: number;
    title: string;
    starts_at: Date;
    ends_at: Date;
    state: 'upcoming' | 'live' | 'ended';
    total_views: number;
    viewers: number;
    orders: number;
    paid_orders: number;
    sales_fen: number;
    commission_fen: number;
    buyers: number;
  }>(
    `select l.id, l.title, l.starts_at, l.ends_at, l.viewers as total_views,
            case when l.starts_at > app_now() then 'upcoming' when l.ends_at > app_now() then 'live' else 'ended' end as state,
            (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > app_now() - make_interval(secs => $2)) as viewers,
            (select count(*)::int from orders o where o.live_session_id = l.id and o.status <> 'cancelled') as orders,
            (select count(*)::int from orders o where o.live_session_id = l.id and o.paid_at is not null and o.status <> 'refunded') as paid_orders,
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o where o.live_session_id = l.id and o.paid_at is not null) as sales_fen,
            (select count(distinct o.buyer_id)::int from orders o where o.live_session_id = l.id and o.paid_at is not null) as buyers,
            (select coalesce(sum(c.amount_fen - c.reversed_fen), 0)::int from commissions c where c.session_id = l.id and c.status in ('pending', 'settled')) as commission_fen
       from live_sessions l where l.id = $1`,
    [sessionId, VIEWER_TTL_S],
  );
  if (!s) throw new Error(`no live session ${sessionId}`);
  const top = await q.query<{ product_id: number; title: string; quantity: number; sales_fen: number }>(
    `select l.product_id, max(l.title) as title, sum(l.quantity)::int as quantity, sum(l.pay_fen)::int as sales_fen
       from order_lines l join orders o on o.id = l.order_id
      where o.live_session_id = $1 and o.paid_at is not null and o.status <> 'refunded'
      group by l.product_id order by sales_fen desc, quantity desc, l.product_id limit 5`,
    [sessionId],
  );
  const recent = await q.query<{ id: number; buyer: string; pay_fen: number; status: string; created_at: Date; title: string }>(
    `select o.id, coalesce(nullif(u.real_name, ''), u.username) as buyer, o.pay_fen, o.status, o.created_at,
            (select l.title from order_lines l where l.order_id = o.id order by l.id limit 1) as title
       from orders o join users u on u.id = o.buyer_id where o.live_session_id = $1 and o.status <> 'cancelled' order by o.id desc limit 8`,
    [sessionId],
  );
  return {
    sessionId: s.id,
    title: s.title,
    state: s.state,
    startsAt: s.starts_at.toISOString(),
    endsAt: s.ends_at.toISOString(),
    viewers: s.viewers,
    totalViews: s.total_views,
    orders: s.orders,
    paidOrders: s.paid_orders,
    buyers: s.buyers,
    salesFen: s.sales_fen,
    commissionFen: s.commission_fen,
    topProducts: top.map((t) => ({ productId: t.product_id, title: t.title, quantity: t.quantity, salesFen: t.sales_fen })),
    recentOrders: recent.map((r) => ({
      id: r.id,
      buyer: maskName(r.buyer),
      title: r.title,
      payFen: r.pay_fen,
      paid: r.status !== 'pending_payment',
      at: r.created_at.toISOString(),
    })),
    at: new Date().toISOString(),
  };
}

/**
 * Who wants to hear about which session: one LISTEN per process (started by the first subscriber),
 * each notification wakes that session's subscribers.
 */
export function createLiveStatsHub(db: Db) {
  const subs = new Map<number, Set<() => void>>();
  let listening: Promise<void> | undefined;
  return {
    async subscribe(sessionId: number, onChange: () => void): Promise<() => void> {
      listening ??= db.listen('live_stats', (payload) => {
        for (const fn of subs.get(Number(payload)) ?? []) fn();
      });
      await listening;
      let set = subs.get(sessionId);
      if (!set) subs.set(sessionId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (!set.size) subs.delete(sessionId);
      };
    },
  };
}
