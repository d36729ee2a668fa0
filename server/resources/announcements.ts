import { badRequest, forbidden, notFound } from '../errors.ts';
import { htmlText, sanitizeHtml } from '../services/sanitize.ts';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { binder, scopeCondition } from '../scope.ts';
import { CLASS_SCOPE } from '../services/classes.ts';
import { parseAnnexs, TARGETABLE_ROLES } from '../../src/api/contract/notices.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { announcementResource } from '../../src/api/contract/resources/announcements.ts';
import type { AnyRow } from '../../src/api/contract/resource/types.ts';
import { onTable, type Binding } from './binding.ts';

/** The class ids, all of them in the writer's scope (a teacher: the classes they teach), else 404. */
async function ownClasses(q: Queryable, caller: Caller, ids: number[]) {
  if (!ids.length) throw badRequest('请选择接收班级');
  const params: unknown[] = [ids];
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from classes c where c.id = any($1::int[]) and ${scopeCondition(caller, 'class', CLASS_SCOPE, binder(params))}`,
    params,
  );
  if ((row?.n ?? 0) !== new Set(ids).size) throw notFound('所选接收班级不存在');
}

/**
 * A writer addresses only the roles below them, and only their region (the whole country: the
 * national admin); or classes in their scope. The target not chosen is cleared, so a notice is one
 * kind or the other.
 */
async function checkTarget(q: Queryable, caller: Caller, target: Record<string, unknown>) {
  if (target.targetKind === 'classes') {
    await ownClasses(q, caller, (target.targetClassIds as number[] | null) ?? []);
    return { targetRoles: [], targetRegionId: null };
  }
  const allowed = TARGETABLE_ROLES[caller.role];
  if (((target.targetRoles as Role[] | null) ?? []).some((r) => !allowed.includes(r))) throw forbidden('不能向该角色发布公告');
  if ((target.targetRegionId ?? null) === null && caller.role !== 1) throw badRequest('请选择接收地区');
  return { targetClassIds: [] };
}

const publish = async (q: Queryable, caller: Caller, row: AnyRow) => {
  // checked again: a draft saved before the writer's scope changed must not slip through
  await checkTarget(q, caller, row);
  await q.query(`update sys_messages set status = 'published', push_time = now() where id = $1`, [row.id]);
};

/** Announcements are the sys_messages a back-office user wrote; readers see them through the notice calls of spec §7. */
export const announcementBinding: Binding = {
  resource: announcementResource,
  ...onTable('sys_messages', 'm', 'left join regions g on g.id = m.target_region_id left join users a on a.id = m.author_id'),
  columns: {
    authorName: "coalesce(nullif(a.real_name, ''), a.username, '系统')",
    readCount: '(select count(*)::int from sys_message_reads r where r.msg_id = m.id and r.user_id <> coalesce(m.author_id, 0))',
  },
  labels: {
    targetRegionId: 'g.name',
    targetClassIds: "(select string_agg(c.name, '、' order by c.id) from classes c where c.id = any(m.target_class_ids))",
  },
  scope: { owner: 'm.author_id' },
  encode: {
    content: (v) => sanitizeHtml(String(v ?? '')),
    annexs: (v) => JSON.stringify(v ?? []),
    targetRoles: (v) => v ?? [],
    targetClassIds: (v) => v ?? [],
    targetKind: (v) => v ?? 'roles',
  },
  decode: { annexs: (v) => parseAnnexs(v) },
  owned: ({ caller }) => ({ author_id: caller.id, status: 'draft' }),
  check: async ({ q, op, caller, input }) => {
    if (op === 'delete') return;
    const content = sanitizeHtml(String(input.content ?? ''));
    if (!htmlText(content) && !/<img\b/.test(content)) throw badRequest('请输入公告内容');
    Object.assign(input, await checkTarget(q, caller, input));
  },
  actions: {
    publish: ({ q, caller, row }) => publish(q, caller, row),
  },
};
