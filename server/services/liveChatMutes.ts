import type { Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import type { ChatMute } from '../../src/api/contract/live.ts';
import { MANAGE_ROLES, type Role } from '../../src/api/contract/roles.ts';
import { maskName } from './maskedNames.ts';

/**
 * The moderators' side of a session's chat mutes (docs/live.md "Chat"): who is muted, and whom a
 * message's author may be muted as. The mutes themselves go through the chat hub (liveChat.ts).
 */

/** The viewers muted in the session, first muted first, names masked, with who muted them. */
export async function chatMutes(q: Queryable, id: number): Promise<ChatMute[]> {
  return (
    await q.query<{ userId: number; realName: string | null; username: string; mutedAt: Date; byName: string | null }>(
      `select m.user_id as "userId", u.real_name as "realName", u.username, m.muted_at as "mutedAt",
              coalesce(nullif(b.real_name, ''), b.username) as "byName"
         from live_chat_mutes m join users u on u.id = m.user_id left join users b on b.id = m.muted_by
        where m.session_id = $1 order by m.muted_at, m.user_id`,
      [id],
    )
  ).map((r) => ({ userId: r.userId, userName: maskName(r.realName || r.username), mutedAt: new Date(r.mutedAt).toISOString(), byName: r.byName ?? '' }));
}

/**
 * The author of a message of the session, whom the moderator `by` mutes: 404 消息不存在, 400 when the
 * account is gone or the author moderates the room themselves (the anchor, the back office, oneself).
 */
export async function authorToMute(q: Queryable, id: number, messageId: number, by: number): Promise<number> {
  const [m] = await q.query<{ userId: number | null; role: number | null; anchorId: number | null }>(
    `select m.user_id as "userId", u.role, l.anchor_id as "anchorId"
       from live_chat_messages m join live_sessions l on l.id = m.session_id left join users u on u.id = m.user_id
      where m.id = $1 and m.session_id = $2`,
    [messageId, id],
  );
  if (!m) throw notFound('消息不存在');
  if (m.userId === null) throw badRequest('该用户已注销');
  // those who moderate are not muted: the anchor, the back office, oneself
  if (m.userId === m.anchorId || m.userId === by || MANAGE_ROLES.includes(m.role as Role)) throw badRequest('不能禁言主播或管理人员');
  return m.userId;
}
