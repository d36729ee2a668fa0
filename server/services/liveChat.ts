import type { Db, Queryable } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { badRequest, notFound } from '../errors.ts';
import { CHAT_MUTED, type ChatMessage } from '../../src/api/contract/live.ts';

/** Messages a newcomer sees on entering the room. */
export const CHAT_HISTORY = 30;

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

/** The anchor of the session whose chat is opened (null: none), or 404 直播不存在 when there is no such session. */
export async function chatRoomAnchor(q: Queryable, id: number): Promise<number | null> {
  const [session] = await q.query<{ anchor_id: number | null }>('select anchor_id from live_sessions where id = $1', [id]);
  if (!session) throw notFound('直播不存在');
  return session.anchor_id;
}
