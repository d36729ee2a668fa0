import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, signedIn } from '../http/caller.ts';
import { body, idAndBody } from '../http/validate.ts';
import { answer } from '../http/endpoint.ts';
import { sseQueue } from '../http/sseQueue.ts';
import { idParam, parse } from '../validation.ts';
import { createLiveStatsHub, joinLive } from '../services/liveStats.ts';
import { ANCHOR, signalHub } from '../services/liveSignals.ts';
import { roomState } from '../services/liveMedia.ts';
import { chatRoomAnchor, createChatHub } from '../services/liveChat.ts';
import { authorToMute, chatMutes } from '../services/liveChatMutes.ts';
import { type ChatMessage, LIVE_CHAT, type LiveRoomState } from '../../src/api/contract/live.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { assertMayModerate, assertMayWatch, chatName } from '../services/liveAccess.ts';

// the masking of viewers' names, where the chat's tests have read it
export { maskName } from '../services/maskedNames.ts';

const chatEvent = (m: ChatMessage) => ({ event: 'message', id: String(m.id), data: JSON.stringify(m) });

const chatLine = z.object({
  text: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(100, '弹幕最多100字'),
}) satisfies z.ZodType<InputOf<typeof LIVE_CHAT.send>, unknown>;
const messageId = z.object({ messageId: idParam }) satisfies z.ZodType<InputOf<typeof LIVE_CHAT.remove>, unknown>;
const unmuteBody = z.object({ userId: idParam }) satisfies z.ZodType<InputOf<typeof LIVE_CHAT.unmute>, unknown>;

/** After `moderator`: the session (its path's id) the caller may moderate. */
type ModeratorEnv = { Variables: AppEnv['Variables'] & { liveId: number } };

/**
 * Live chat: GET mall/live/:id/chat is a server-sent event stream (public, like the room itself):
 * first the recent history (from the database), then every new message as `event: message`, a
 * message a moderator removed as `event: remove` (its id) and, to a muted viewer, `event: muted`
 * (true/false); it is also the viewer's live channel (docs/live.md): `event: peer` (its signalling
 * key), `event: signal` (from the anchor) and `event: room` (viewers now, camera on air) whenever the
 * session changes. Signed-in viewers post with POST buyers/live/:id/chat {text}; the anchor and the
 * back office in scope moderate with live/:id/chat/remove|mute|unmute and read live/:id/chat/mutes.
 * Mounted at /v1/wangchuang/ (the calls share one hub).
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
    const anchorId = await chatRoomAnchor(db, id);
    await assertMayWatch(db, c.get('user'), id);
    // the anchor reading the chat of their own room is not one of its viewers (nor a peer to send to)
    const userId = c.get('user')?.id ?? null;
    const isAnchor = userId !== null && userId === anchorId;
    await hub.ready();
    return streamSSE(c, async (stream) => {
      // this connection is a viewer while it stays open (the anchor's big screen counts them)
      const presence = isAnchor ? null : await joinLive(db, id, userId);
      // chat messages, signals from the anchor to this viewer, and the room's state, in arrival order
      const events = sseQueue();
      const push = events.push;
      // the messages already sent (the history): one that also arrives as a notification goes out once
      const sent = new Set<number>();
      const offs = [
        hub.subscribe(id, (n) => {
          if (n.kind === 'message' && !sent.has(n.message.id)) push(chatEvent(n.message));
          else if (n.kind === 'remove') push({ event: 'remove', data: String(n.id) });
          else if (n.kind === 'mute' && n.userId === userId) push({ event: 'muted', data: JSON.stringify(n.muted) });
        }),
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
      const close = () => {
        for (const off of offs) off();
        events.close();
      };
      // the history, read once subscribed (so nothing falls between the two), and whether this viewer is muted
      const [history, muted] = await Promise.all([hub.history(id), userId === null ? false : hub.muted(id, userId)]).catch(async (e: unknown) => {
        close();
        await presence?.leave().catch(() => undefined);
        throw e;
      });
      for (const m of history) sent.add(m.id);
      events.waiting.splice(
        0,
        events.waiting.length,
        ...history.map(chatEvent),
        ...(muted ? [{ event: 'muted', data: 'true' }] : []),
        ...events.waiting.filter((e) => !(e.event === 'message' && sent.has(Number(e.id)))),
      );
      stream.onAbort(close);
      // the server is shutting down: end the stream (EventSource reconnects, to another process)
      if (stopping?.aborted) close();
      stopping?.addEventListener('abort', close, { once: true });
      await stream.writeSSE({ event: 'ready', data: String(id) });
      // the history at once, before the room's state and the anchor's news of the newcomer
      while (events.waiting.length) await stream.writeSSE(events.waiting.shift()!);
      // the viewer's signalling address, and the room now; the anchor hears of the newcomer
      if (presence) await stream.writeSSE({ event: 'peer', data: JSON.stringify(presence.key) });
      await stream.writeSSE({ event: 'room', data: JSON.stringify(await roomOf(id)) });
      if (presence) await signals.send(db, id, presence.key, ANCHOR, 'join');
      try {
        // the viewer stays counted while the stream is open
        await events.pump(stream, async () => presence?.touch());
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

  answer(
    r,
    LIVE_CHAT.send,
    signedIn,
    idAndBody('id', chatLine, async (c, id, b) => {
      const user = caller(c);
      // (a session that does not exist is one nobody may watch: 404 直播不存在)
      await assertMayWatch(db, user, id);
      return hub.publish(id, { id: user.id, name: await chatName(db, user, id) }, b.text);
    }),
    '发送成功',
  );

  // Moderation (docs/live.md "Chat"): the session's anchor and the back office whose scope holds it
  // (server/services/liveAccess.ts mayModerate); 401, 403 another role, 404 out of scope.
  const moderator = createMiddleware<ModeratorEnv>(async (c, next) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    await assertMayModerate(db, user, id);
    c.set('liveId', id);
    await next();
  });

  answer(r, LIVE_CHAT.mutes, moderator, async (c) => chatMutes(db, c.var.liveId));
  answer(
    r,
    LIVE_CHAT.remove,
    moderator,
    async (c) => {
      const b = await body(c, messageId);
      await hub.remove(c.var.liveId, b.messageId, caller(c).id);
      return null;
    },
    '已删除',
  );
  answer(
    r,
    LIVE_CHAT.mute,
    moderator,
    async (c) => {
      const id = c.var.liveId;
      const b = await body(c, messageId);
      const author = await authorToMute(db, id, b.messageId, caller(c).id);
      await hub.setMuted(id, author, true, caller(c).id);
      return chatMutes(db, id);
    },
    '已禁言',
  );
  answer(
    r,
    LIVE_CHAT.unmute,
    moderator,
    async (c) => {
      const id = c.var.liveId;
      const b = await body(c, unmuteBody);
      await hub.setMuted(id, b.userId, false, caller(c).id);
      return chatMutes(db, id);
    },
    '已解除禁言',
  );
  return r;
}
