import type { Db, Queryable } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { LiveSignal, SignalKind } from '../../src/api/contract/live.ts';
import { VIEWER_TTL_S } from './liveStats.ts';

/** The anchor's address in a session (viewers are addressed by their live_viewers.viewer_key). */
export const ANCHOR = 'anchor';

type Listener = (s: LiveSignal) => void;

/**
 * WebRTC signalling relayed between a session's anchor and its viewers. A signal is a row in
 * live_signals; its id goes out on NOTIFY 'live_signal' with the addressee, and the process that holds
 * the addressee's stream (any process, on PostgreSQL) reads the row and delivers it.
 */
export function createSignalHub(db: Db, log?: Logger) {
  const listeners = new Map<string, Set<Listener>>();
  const at = (sessionId: number, key: string) => `${sessionId}:${key}`;
  let listening: Promise<void> | null = null;
  const listen = () =>
    (listening ??= db
      .listen('live_signal', (payload) => {
        const [id, sessionId, to] = payload.split(':');
        const set = listeners.get(`${sessionId}:${to}`);
        if (!set?.size) return;
        db.query<{ from_key: string; kind: SignalKind; body: unknown }>('select from_key, kind, body from live_signals where id = $1', [id])
          .then(([row]) => {
            if (!row) return;
            const s: LiveSignal = { from: row.from_key, kind: row.kind, body: row.body };
            for (const fn of set) fn(s);
          })
          .catch((e: unknown) => log?.error('live signal: read failed', { error: String(e) }));
      })
      .catch((e: unknown) => {
        listening = null;
        throw e;
      }));
  let sent = 0;
  return {
    ready: listen,
    subscribe(sessionId: number, key: string, fn: Listener) {
      const k = at(sessionId, key);
      let set = listeners.get(k);
      if (!set) listeners.set(k, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (!set.size) listeners.delete(k);
      };
    },
    async send(q: Queryable, sessionId: number, from: string, to: string, kind: SignalKind, body: unknown = {}) {
      await listen();
      const [row] = await q.query<{ id: string }>(
        'insert into live_signals (session_id, from_key, to_key, kind, body) values ($1, $2, $3, $4, $5) returning id::text as id',
        [sessionId, from, to, kind, JSON.stringify(body ?? {})],
      );
      await q.query('select pg_notify($1, $2)', ['live_signal', `${row!.id}:${sessionId}:${to}`]);
      // delivered signals are only needed for a moment: sweep now and then
      if (++sent % 200 === 0) await q.query(`delete from live_signals where created_at < now() - interval '5 minutes'`);
    },
  };
}

export type SignalHub = ReturnType<typeof createSignalHub>;

const hubs = new WeakMap<Db, SignalHub>();
/** One hub per database handle: the chat stream (viewers) and the anchor's stream share it. */
export function signalHub(db: Db, log?: Logger): SignalHub {
  let h = hubs.get(db);
  if (!h) hubs.set(db, (h = createSignalHub(db, log)));
  return h;
}

/** Whether `key` is a viewer of the session still watching (seen within VIEWER_TTL_S): the key signals go to and come from. */
export async function viewerPresent(q: Queryable, sessionId: number, key: string): Promise<boolean> {
  const rows = await q.query('select 1 from live_viewers where session_id = $1 and viewer_key = $2 and last_seen > now() - make_interval(secs => $3)', [
    sessionId,
    key,
    VIEWER_TTL_S,
  ]);
  return rows.length > 0;
}

/** The keys of the session's viewers watching now (seen within VIEWER_TTL_S): whom the anchor's stream starts with. */
export async function presentViewerKeys(q: Queryable, sessionId: number): Promise<string[]> {
  const viewers = await q.query<{ viewer_key: string }>(
    'select viewer_key from live_viewers where session_id = $1 and last_seen > now() - make_interval(secs => $2)',
    [sessionId, VIEWER_TTL_S],
  );
  return viewers.map((v) => v.viewer_key);
}
