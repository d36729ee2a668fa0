import { badRequest, forbidden } from '../errors.ts';
import { htmlText, sanitizeHtml } from '../services/sanitize.ts';
import type { Caller } from '../caller.ts';
import { parseAnnexs, TARGETABLE_ROLES } from '../../src/api/contract/notices.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { announcementResource } from '../../src/api/contract/resources/announcements.ts';
import type { AnyRow } from '../../src/api/contract/resource/types.ts';
import type { Binding } from './binding.ts';

/** A writer addresses only the roles below them, and only their region (the whole country: the national admin). */
function checkTarget(caller: Caller, target: Record<string, unknown>) {
  const allowed = TARGETABLE_ROLES[caller.role];
  if (((target.targetRoles as Role[] | null) ?? []).some((r) => !allowed.includes(r))) throw forbidden('不能向该角色发布公告');
  if ((target.targetRegionId ?? null) === null && caller.role !== 1) throw badRequest('请选择接收地区');
}

const publish = async (q: { query: (sql: string, params: unknown[]) => Promise<unknown> }, caller: Caller, row: AnyRow) => {
  // checked again: a draft saved before the writer's scope changed must not slip through
  checkTarget(caller, row);
  await q.query(`update sys_messages set status = 'published', push_time = now() where id = $1`, [row.id]);
};

/** Announcements are the sys_messages a back-office user wrote; readers see them through the notice calls of spec §7. */
export const announcementBinding: Binding = {
  resource: announcementResource,
  table: 'sys_messages',
  alias: 'm',
  from: 'sys_messages m left join regions g on g.id = m.target_region_id left join users a on a.id = m.author_id',
  columns: {
    authorName: "coalesce(nullif(a.real_name, ''), a.username, '系统')",
    readCount: '(select count(*)::int from sys_message_reads r where r.msg_id = m.id)',
  },
  labels: { targetRegionId: 'g.name' },
  scope: { owner: 'm.author_id' },
  encode: {
    content: (v) => sanitizeHtml(String(v ?? '')),
    annexs: (v) => JSON.stringify(v ?? []),
    targetRoles: (v) => v ?? [],
  },
  decode: { annexs: (v) => parseAnnexs(v) },
  owned: ({ caller }) => ({ author_id: caller.id, status: 'draft' }),
  check: async ({ op, caller, input }) => {
    if (op === 'delete') return;
    const content = sanitizeHtml(String(input.content ?? ''));
    if (!htmlText(content) && !/<img\b/.test(content)) throw badRequest('请输入公告内容');
    checkTarget(caller, input);
  },
  actions: {
    publish: ({ q, caller, row }) => publish(q, caller, row),
  },
};
