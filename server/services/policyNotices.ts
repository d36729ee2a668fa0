import type { Queryable } from '../db/client.ts';
import { ROLE } from '../../src/api/contract/roles.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A support policy published to learners is sent to them as a notice (spec §7 loadSendSysMsg: the
 * learner's notice board, its unread count), one message per policy: published again, the same
 * message is brought up to date and to the top; withdrawn, it is withdrawn with it.
 */
export async function publishPolicyNotice(q: Queryable, policyId: number, authorId: number): Promise<void> {
  const [p] = await q.query<{ title: string; summary: string; content: string; notice_id: number | null }>(
    'select title, summary, content, notice_id from policies where id = $1',
    [policyId],
  );
  if (!p) return;
  const title = `扶持政策：${p.title}`;
  // the content was sanitised when it was saved (the binding's encode); the summary is plain text
  const content = p.summary.trim() ? `<p>${escapeHtml(p.summary.trim())}</p>${p.content}` : p.content;
  if (p.notice_id) {
    await q.query(`update sys_messages set title = $2, content = $3, status = 'published', push_time = now() where id = $1`, [p.notice_id, title, content]);
    return;
  }
  const [m] = await q.query<{ id: number }>('insert into sys_messages (title, content, author_id, target_roles) values ($1, $2, $3, $4) returning id', [
    title,
    content,
    authorId,
    [ROLE.STUDENT],
  ]);
  await q.query('update policies set notice_id = $2 where id = $1', [policyId, m!.id]);
}

export async function withdrawPolicyNotice(q: Queryable, policyId: number): Promise<void> {
  await q.query(`update sys_messages set status = 'withdrawn' where id = (select notice_id from policies where id = $1)`, [policyId]);
}
