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
import { joinLive } from '../services/liveStats.ts';
import { maskName } from '../services/names.ts';

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

/**
 * Live chat: GET mall/live/:id/chat is a server-sent event stream (public, like the room itself):
 * first the recent history, then every new message as `event: message`. Signed-in viewers post with
 * POST buyers/live/:id/chat {text}. Mounted at /v1/wangchuang/ (the two calls share one hub).
 */
export function liveChatApi({ db, log, stopping }: Deps) {
  const r = new Hono<AppEnv>();
  const hub = createChatHub(db, log);
  const exists = async (id: number) => (await db.query('select 1 from live_sessions where id = $1', [id])).length > 0;

  r.get('/mall/live/:id/chat', async (c) => {
    const id = parse(idParam, c.req.param('id'));
    if (!(await exists(id))) throw notFound('直播不存在');
    await hub.ready();
    return streamSSE(c, async (stream) => {
      // this connection is a viewer while it stays open (the anchor's big screen counts them)
      const presence = await joinLive(db, id, c.get('user')?.id ?? null);
      const queue: ChatMessage[] = hub.history(id);
      let wake: (() => void) | null = null;
      const off = hub.subscribe(id, (m) => {
        queue.push(m);
        wake?.();
      });
      let open = true;
      const close = () => {
        open = false;
        off();
        wake?.();
      };
      stream.onAbort(close);
      // the server is shutting down: end the stream (EventSource reconnects, to another process)
      if (stopping?.aborted) close();
      stopping?.addEventListener('abort', close, { once: true });
      await stream.writeSSE({ event: 'ready', data: String(id) });
      try {
        while (open) {
          while (queue.length && open) {
            const m = queue.shift()!;
            await stream.writeSSE({ event: 'message', id: String(m.id), data: JSON.stringify(m) });
          }
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
          if (open) await presence.touch();
          if (!queue.length && open) await stream.write(': ping\n\n');
        }
      } finally {
        off();
        stopping?.removeEventListener('abort', close);
        await presence.leave().catch(() => undefined);
      }
    });
  });

  r.post('/buyers/live/:id/chat', signedIn, async (c) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    const b = await body(c, z.object({ text: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(100, '弹幕最多100字') }));
    if (!(await exists(id))) throw notFound('直播不存在');
    return ok(c, await hub.publish(id, maskName(user.realName || user.username), b.text), '发送成功');
  });
  return r;
}
