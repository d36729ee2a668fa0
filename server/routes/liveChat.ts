import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors.ts';
import { body } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { createLiveStatsHub, joinLive } from '../services/liveStats.ts';
import { ANCHOR, signalHub } from '../services/liveSignals.ts';
import { roomState } from '../services/liveMedia.ts';
import type { LiveRoomState } from '../../src/api/contract/live.ts';
import { maskName } from '../services/names.ts';
import { assertMayWatch } from '../services/liveAccess.ts';

/** Messages a newcomer sees on entering the room. */
export const CHAT_HISTORY = 30;

export interface ChatMessage {
  id: number;
  sessionId: number;
  userName: string;
  text: string;
  at: string;
}

type Listener = (m: ChatMessage) => void;
interface Room {
  history: ChatMessage[];
  listeners: Set<Listener>;
}

/**
 * One chat per live session, kept in memory (a live room's chat is ephemeral). A message goes out as
 * a NOTIFY on 'live_chat' and every server process (this one included) delivers it to its own
 * viewers and keeps it in its history, so viewers on any process behind the load balancer see every
 * message. Numbers come from one database sequence.
 */
export function createChatHub(db: Db, log?: Logger) {
  const rooms = new Map<number, Room>();
  const room = (id: number) => {
    let r = rooms.get(id);
    if (!r) rooms.set(id, (r = { history: [], listeners: new Set() }));
    return r;
  };
  const deliver = (m: ChatMessage) => {
    const r = room(m.sessionId);
    if (r.history.some((h) => h.id === m.id)) return;
    r.history.push(m);
    if (r.history.length > CHAT_HISTORY) r.history.shift();
    for (const fn of r.listeners) fn(m);
  };
  let listening: Promise<void> | null = null;
  const listen = () =>
    (listening ??= db
      .listen('live_chat', (payload) => {
        try {
          deliver(JSON.parse(payload) as ChatMessage);
        } catch {
          log?.error('live chat: unreadable notification', { payload: payload.slice(0, 200) });
        }
      })
      .catch((e: unknown) => {
        listening = null;
        throw e;
      }));
  return {
    ready: listen,
    history: (id: number) => [...room(id).history],
    subscribe(id: number, fn: Listener) {
      const r = room(id);
      r.listeners.add(fn);
      return () => r.listeners.delete(fn);
    },
    async publish(id: number, userName: string, text: string): Promise<ChatMessage> {
      await listen();
      const [row] = await db.query<{ id: number }>(`select nextval('live_chat_seq')::int as id`);
      const m: ChatMessage = { id: row!.id, sessionId: id, userName, text, at: new Date().toISOString() };
      await db.query('select pg_notify($1, $2)', ['live_chat', JSON.stringify(m)]);
      return m;
    },
  };
}

export { maskName };

const chatEvent = (m: ChatMessage) => ({ event: 'message', id: String(m.id), data: JSON.stringify(m) });

/**
 * Live chat: GET mall/live/:id/chat is a server-sent event stream (public, like the room itself):
 * first the recent history, then every new message as `event: message`; it is also the viewer's
 * live channel (docs/live.md): `event: peer` (its signalling key), `event: signal` (from the anchor)
 * and `event: room` (viewers now, camera on air) whenever the session changes. Signed-in viewers post with
 * POST buyers/live/:id/chat {text}. Mounted at /v1/wangchuang/ (the two calls share one hub).
 */
export function liveChatApi({ db, log, stopping }: Deps) {
  const r = new Hono<AppEnv>();
  const hub = createChatHub(db, log);
  const signals = signalHub(db, log);
  const stats = createLiveStatsHub(db);
  // one query per session however many of its viewers this process streams to
  const rooms = new Map<number, Promise<LiveRoomState>>();
  const roomOf = (id: number) => {
    let p = rooms.get(id);
    if (!p) {
      rooms.set(id, (p = roomState(db, id)));
      setTimeout(() => rooms.delete(id), 500);
    }
    return p;
  };

  r.get('/mall/live/:id/chat', async (c) => {
    const id = parse(idParam, c.req.param('id'));
    const [session] = await db.query<{ anchor_id: number | null }>('select anchor_id from live_sessions where id = $1', [id]);
    if (!session) throw notFound('直播不存在');
    await assertMayWatch(db, c.get('user'), id);
    // the anchor reading the chat of their own room is not one of its viewers (nor a peer to send to)
    const userId = c.get('user')?.id ?? null;
    const isAnchor = userId !== null && userId === session.anchor_id;
    await hub.ready();
    return streamSSE(c, async (stream) => {
      // this connection is a viewer while it stays open (the anchor's big screen counts them)
      const presence = isAnchor ? null : await joinLive(db, id, userId);
      // chat messages, signals from the anchor to this viewer, and the room's state, in arrival order
      const queue: { event: string; id?: string; data: string }[] = hub.history(id).map(chatEvent);
      let wake: (() => void) | null = null;
      const push = (e: { event: string; id?: string; data: string }) => {
        queue.push(e);
        wake?.();
      };
      const offs = [
        hub.subscribe(id, (m) => push(chatEvent(m))),
        presence ? signals.subscribe(id, presence.key, (s) => push({ event: 'signal', data: JSON.stringify(s) })) : () => undefined,
        await stats.subscribe(
          id,
          () =>
            void roomOf(id).then(
              (room) => push({ event: 'room', data: JSON.stringify(room) }),
              () => undefined,
            ),
        ),
      ];
      let open = true;
      const close = () => {
        open = false;
        for (const off of offs) off();
        wake?.();
      };
      stream.onAbort(close);
      // the server is shutting down: end the stream (EventSource reconnects, to another process)
      if (stopping?.aborted) close();
      stopping?.addEventListener('abort', close, { once: true });
      await stream.writeSSE({ event: 'ready', data: String(id) });
      // the viewer's signalling address, and the room now; the anchor hears of the newcomer
      if (presence) await stream.writeSSE({ event: 'peer', data: JSON.stringify(presence.key) });
      await stream.writeSSE({ event: 'room', data: JSON.stringify(await roomOf(id)) });
      if (presence) await signals.send(db, id, presence.key, ANCHOR, 'join');
      try {
        while (open) {
          while (queue.length && open) await stream.writeSSE(queue.shift()!);
          if (!open) break;
          // Wait for a message, or send a keep-alive comment every 20 s.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 20_000);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
          if (open) await presence?.touch();
          if (!queue.length && open) await stream.write(': ping\n\n');
        }
      } finally {
        for (const off of offs) off();
        stopping?.removeEventListener('abort', close);
        if (presence) {
          await presence.leave().catch(() => undefined);
          await signals.send(db, id, presence.key, ANCHOR, 'bye').catch(() => undefined);
        }
      }
    });
  });

  r.post('/buyers/live/:id/chat', signedIn, async (c) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    const b = await body(c, z.object({ text: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(100, '弹幕最多100字') }));
    // (a session that does not exist is one nobody may watch: 404 直播不存在)
    await assertMayWatch(db, user, id);
    return ok(c, await hub.publish(id, maskName(user.realName || user.username), b.text), '发送成功');
  });
  return r;
}
