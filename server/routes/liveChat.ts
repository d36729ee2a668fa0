import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../errors.ts';
import { body } from '../http/validate.ts';
import { sseQueue } from '../http/sseQueue.ts';
import { idParam, parse } from '../validation.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { createLiveStatsHub, joinLive } from '../services/liveStats.ts';
import { ANCHOR, signalHub } from '../services/liveSignals.ts';
import { roomState } from '../services/liveMedia.ts';
import { CHAT_MUTED, type ChatMute, type LiveRoomState } from '../../src/api/contract/live.ts';
import { MANAGE_ROLES, type Role } from '../../src/api/contract/roles.ts';
import { maskName } from '../services/names.ts';
import { assertMayModerate, assertMayWatch, chatName } from '../services/liveAccess.ts';

/** Messages a newcomer sees on entering the room. */
export const CHAT_HISTORY = 30;

export interface ChatMessage {
  id: number;
  sessionId: number;
  userName: string;
  text: string;
  at: string;
}

/** What goes out on NOTIFY 'live_chat': a new message, a removed one, a viewer muted or unmuted. */
export type ChatNote =
  | { kind: 'message'; sessionId: number; message: ChatMessage }
  | { kind: 'remove'; sessionId: number; id: number }
  | { kind: 'mute'; sessionId: number; userId: number; muted: boolean };

type Listener = (n: ChatNote) => void;

/** A muted viewer's post (400). */
export const MUTED = CHAT_MUTED;

const messageOf = (r: { id: number; session_id: number; user_name: string; text: string; created_at: Date | string }): ChatMessage => ({
  id: r.id,
  sessionId: r.session_id,
  userName: r.user_name,
  text: r.text,
  at: new Date(r.created_at).toISOString(),
});

/**
 * One chat per live session, kept in live_chat_messages (081): a newcomer reads the last 30 messages
 * not removed from the database, so every process (and a restarted one) shows the same history.
 * Each change (a message, a removal, a mute) goes out as a NOTIFY on 'live_chat' after its commit
 * and every server process (this one included) hands it to its own open streams of that session.
 */
export function createChatHub(db: Db, log?: Logger) {
  const rooms = new Map<number, Set<Listener>>();
  const deliver = (n: ChatNote) => {
    for (const fn of rooms.get(n.sessionId) ?? []) fn(n);
  };
  let listening: Promise<void> | null = null;
  const listen = () =>
    (listening ??= db
      .listen('live_chat', (payload) => {
        // '*': the listening connection was opened again; nothing is kept here to read again
        if (payload === '*') return;
        try {
          deliver(JSON.parse(payload) as ChatNote);
        } catch {
          log?.error('live chat: unreadable notification', { payload: payload.slice(0, 200) });
        }
      })
      .catch((e: unknown) => {
        listening = null;
        throw e;
      }));
  const notify = (q: Queryable, n: ChatNote) => q.query('select pg_notify($1, $2)', ['live_chat', JSON.stringify(n)]);
  return {
    ready: listen,
    /** The last CHAT_HISTORY messages of the session still shown, oldest first. */
    async history(id: number): Promise<ChatMessage[]> {
      const rows = await db.query<Parameters<typeof messageOf>[0]>(
        `select id, session_id, user_name, text, created_at from live_chat_messages
          where session_id = $1 and removed_at is null order by id desc limit ${CHAT_HISTORY}`,
        [id],
      );
      return rows.reverse().map(messageOf);
    },
    /** Whether this user is muted in this session. */
    async muted(id: number, userId: number): Promise<boolean> {
      return (await db.query('select 1 from live_chat_mutes where session_id = $1 and user_id = $2', [id, userId])).length > 0;
    },
    subscribe(id: number, fn: Listener) {
      let r = rooms.get(id);
      if (!r) rooms.set(id, (r = new Set()));
      r.add(fn);
      return () => {
        r.delete(fn);
        if (!r.size && rooms.get(id) === r) rooms.delete(id);
      };
    },
    /** Keeps and sends a message; a viewer muted in this session is refused (400 您已被禁言). */
    async publish(id: number, user: { id: number; name: string }, text: string): Promise<ChatMessage> {
      await listen();
      return db.tx(async (q) => {
        const [row] = await q.query<Parameters<typeof messageOf>[0]>(
          `insert into live_chat_messages (session_id, user_id, user_name, text)
           select $1, $2, $3, $4 where not exists (select 1 from live_chat_mutes where session_id = $1 and user_id = $2)
           returning id, session_id, user_name, text, created_at`,
          [id, user.id, user.name, text],
        );
        if (!row) throw badRequest(MUTED);
        const message = messageOf(row);
        await notify(q, { kind: 'message', sessionId: id, message });
        return message;
      });
    },
    /** A moderator removes a message of the session (again: nothing changes); viewers drop it at once. */
    async remove(id: number, messageId: number, by: number): Promise<void> {
      await listen();
      await db.tx(async (q) => {
        const [m] = await q.query<{ removed: boolean }>(
          'select removed_at is not null as removed from live_chat_messages where id = $1 and session_id = $2 for update',
          [messageId, id],
        );
        if (!m) throw notFound('消息不存在');
        if (m.removed) return;
        await q.query('update live_chat_messages set removed_at = now(), removed_by = $2 where id = $1', [messageId, by]);
        await notify(q, { kind: 'remove', sessionId: id, id: messageId });
      });
    },
    /** Mutes (or unmutes) a viewer in the session; their open streams hear it. */
    async setMuted(id: number, userId: number, muted: boolean, by: number): Promise<void> {
      await listen();
      await db.tx(async (q) => {
        const changed = muted
          ? await q.query(
              'insert into live_chat_mutes (session_id, user_id, muted_by) values ($1, $2, $3) on conflict (session_id, user_id) do nothing returning 1',
              [id, userId, by],
            )
          : await q.query('delete from live_chat_mutes where session_id = $1 and user_id = $2 returning 1', [id, userId]);
        if (changed.length) await notify(q, { kind: 'mute', sessionId: id, userId, muted });
      });
    },
  };
}

export { maskName };

const chatEvent = (m: ChatMessage) => ({ event: 'message', id: String(m.id), data: JSON.stringify(m) });

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

  r.post('/buyers/live/:id/chat', signedIn, async (c) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    const b = await body(c, z.object({ text: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(100, '弹幕最多100字') }));
    // (a session that does not exist is one nobody may watch: 404 直播不存在)
    await assertMayWatch(db, user, id);
    return ok(c, await hub.publish(id, { id: user.id, name: await chatName(db, user, id) }, b.text), '发送成功');
  });

  // Moderation (docs/live.md "Chat"): the session's anchor and the back office whose scope holds it
  // (server/services/liveAccess.ts mayModerate); 401, 403 another role, 404 out of scope.
  const moderating = async (c: Context<AppEnv>) => {
    const user = caller(c);
    const id = parse(idParam, c.req.param('id'));
    await assertMayModerate(db, user, id);
    return { user, id };
  };
  const mutes = async (id: number): Promise<ChatMute[]> =>
    (
      await db.query<{ userId: number; realName: string | null; username: string; mutedAt: Date; byName: string | null }>(
        `select m.user_id as "userId", u.real_name as "realName", u.username, m.muted_at as "mutedAt",
                coalesce(nullif(b.real_name, ''), b.username) as "byName"
           from live_chat_mutes m join users u on u.id = m.user_id left join users b on b.id = m.muted_by
          where m.session_id = $1 order by m.muted_at, m.user_id`,
        [id],
      )
    ).map((r) => ({ userId: r.userId, userName: maskName(r.realName || r.username), mutedAt: new Date(r.mutedAt).toISOString(), byName: r.byName ?? '' }));
  const messageId = z.object({ messageId: idParam });

  r.get('/live/:id/chat/mutes', async (c) => {
    const { id } = await moderating(c);
    return ok(c, await mutes(id));
  });
  r.post('/live/:id/chat/remove', async (c) => {
    const { user, id } = await moderating(c);
    const b = await body(c, messageId);
    await hub.remove(id, b.messageId, user.id);
    return ok(c, null, '已删除');
  });
  r.post('/live/:id/chat/mute', async (c) => {
    const { user, id } = await moderating(c);
    const b = await body(c, messageId);
    const [m] = await db.query<{ userId: number | null; role: number | null; anchorId: number | null }>(
      `select m.user_id as "userId", u.role, l.anchor_id as "anchorId"
         from live_chat_messages m join live_sessions l on l.id = m.session_id left join users u on u.id = m.user_id
        where m.id = $1 and m.session_id = $2`,
      [b.messageId, id],
    );
    if (!m) throw notFound('消息不存在');
    if (m.userId === null) throw badRequest('该用户已注销');
    // those who moderate are not muted: the anchor, the back office, oneself
    if (m.userId === m.anchorId || m.userId === user.id || MANAGE_ROLES.includes(m.role as Role)) throw badRequest('不能禁言主播或管理人员');
    await hub.setMuted(id, m.userId, true, user.id);
    return ok(c, await mutes(id), '已禁言');
  });
  r.post('/live/:id/chat/unmute', async (c) => {
    const { user, id } = await moderating(c);
    const b = await body(c, z.object({ userId: idParam }));
    await hub.setMuted(id, b.userId, false, user.id);
    return ok(c, await mutes(id), '已解除禁言');
  });
  return r;
}
