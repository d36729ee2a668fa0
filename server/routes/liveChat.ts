import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors.ts';
import { body } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
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

/** One chat per live session, kept in memory (a live room's chat is ephemeral). */
export function createChatHub() {
  const rooms = new Map<number, Room>();
  let seq = 0;
  const room = (id: number) => {
    let r = rooms.get(id);
    if (!r) rooms.set(id, (r = { history: [], listeners: new Set() }));
    return r;
  };
  return {
    history: (id: number) => [...room(id).history],
    subscribe(id: number, fn: Listener) {
      const r = room(id);
      r.listeners.add(fn);
      return () => r.listeners.delete(fn);
    },
    publish(id: number, userName: string, text: string): ChatMessage {
      const m: ChatMessage = { id: ++seq, sessionId: id, userName, text, at: new Date().toISOString() };
      const r = room(id);
      r.history.push(m);
      if (r.history.length > CHAT_HISTORY) r.history.shift();
      for (const fn of r.listeners) fn(m);
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
export function liveChatApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const hub = createChatHub();
  const exists = async (id: number) => (await db.query('select 1 from live_sessions where id = $1', [id])).length > 0;

  r.get('/mall/live/:id/chat', async (c) => {
    const id = parse(idParam, c.req.param('id'));
    if (!(await exists(id))) throw notFound('直播不存在');
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
      stream.onAbort(() => {
        open = false;
        off();
        wake?.();
      });
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
        await presence.leave().catch(() => undefined);
      }
    });
  });

  r.post('/buyers/live/:id/chat', signedIn, async (c) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    const b = await body(c, z.object({ text: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(100, '弹幕最多100字') }));
    if (!(await exists(id))) throw notFound('直播不存在');
    return ok(c, hub.publish(id, maskName(user.realName || user.username), b.text), '发送成功');
  });
  return r;
}
