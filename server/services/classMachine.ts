import type { Caller } from '../caller.ts';
import { CHINA_TODAY } from '../db/chinaDay.ts';
import type { Queryable } from '../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors.ts';
import { CLASS_ACTION_NAMES, CLASS_MACHINE, CLASS_STATUSES, type ClassAction, type ClassStatus } from '../../src/api/contract/classes.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { classScope } from './classes.ts';

/**
 * The class state machine: the one place that changes a class's status (docs/back-office.md
 * "Classes"). (state, action) → the roles allowed and the next state come from CLASS_MACHINE in the
 * contract; this module adds the guards that need the database or the calendar and logs every
 * transition (who, when, from, to, reason) in class_logs, which the information page shows as the
 * class's timeline. Refusals: 404 outside the caller's scope, 403 for a role the step is not for,
 * 400 for a state the step does not start from (当前状态不能…) or a guard that does not hold.
 */

export const ALL_ACTIONS = [...new Set(CLASS_STATUSES.flatMap((s) => Object.keys(CLASS_MACHINE[s])))] as ClassAction[];

/** The next state, or the refusal: 403 when no state lets this role take the action, 400 when this state does not. */
export function nextClassState(status: ClassStatus, action: ClassAction, role: Role): ClassStatus {
  const anywhere = CLASS_STATUSES.some((s) => CLASS_MACHINE[s][action]?.roles.includes(role));
  if (!anywhere) throw forbidden('您的角色无权执行该操作');
  const step = CLASS_MACHINE[status]?.[action];
  if (!step) throw badRequest(`当前状态不能${CLASS_ACTION_NAMES[action]}`);
  if (!step.roles.includes(role)) throw forbidden('您的角色无权执行该操作');
  return step.to;
}

interface ClassRow {
  id: number;
  status: ClassStatus;
  start_date: string | null;
  end_date: string | null;
  teachers: number;
}

/** The class, locked, if the caller may see it; 404 otherwise (never 403 for a row outside one's scope). */
async function lockClass(q: Queryable, caller: Caller, classId: number): Promise<ClassRow & { started: boolean; ended: boolean }> {
  const params: unknown[] = [classId];
  const [row] = await q.query<ClassRow & { started: boolean; ended: boolean }>(
    `select c.id, c.status, to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
            (select count(*)::int from class_teachers ct where ct.class_id = c.id) as teachers,
            coalesce(c.start_date <= ${CHINA_TODAY}, false) as started, coalesce(c.end_date <= ${CHINA_TODAY}, false) as ended
       from classes c where c.id = $1 and ${classScope(caller, params)} for update of c`,
    params,
  );
  if (!row) throw notFound('班级不存在');
  return row;
}

/** Guards beyond the table: what the class must have before the step. */
function guard(row: ClassRow & { started: boolean; ended: boolean }, action: ClassAction) {
  switch (action) {
    case 'submit':
      if (!row.start_date || !row.end_date) throw badRequest('请填写开班和结业日期');
      if (row.end_date < row.start_date) throw badRequest('结业日期不能早于开班日期');
      if (row.teachers === 0) throw badRequest('请选择授课教师');
      break;
    case 'start':
      if (!row.started) throw badRequest(`未到开班日期（${row.start_date}），不能开班`);
      break;
    case 'submitCompletion':
      if (!row.ended) throw badRequest(`未到结业日期（${row.end_date}），不能提交结业`);
      break;
    default:
      break;
  }
}

/** Appends one line to the class's timeline. */
export async function logClass(
  q: Queryable,
  classId: number,
  caller: Pick<Caller, 'id' | 'role' | 'realName' | 'username'> | null,
  action: ClassAction | 'create' | 'update',
  from: ClassStatus | null,
  to: ClassStatus,
  reason = '',
) {
  await q.query(
    `insert into class_logs (class_id, from_status, to_status, action, actor_id, actor_role, actor_name, reason) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [classId, from, to, action, caller?.id ?? null, caller?.role ?? null, caller ? caller.realName || caller.username : '系统', reason],
  );
}

/**
 * Takes one step inside the caller's transaction: scope (404), role (403), state and guards (400),
 * then the new state, the review stamps and the log line. A rejection needs its reason.
 */
export async function transitionClass(q: Queryable, caller: Caller, classId: number, action: ClassAction, reason: string | null = null): Promise<ClassStatus> {
  const row = await lockClass(q, caller, classId);
  const to = nextClassState(row.status, action, caller.role);
  if (action === 'reject' && !reason?.trim()) throw badRequest('请输入驳回原因');
  guard(row, action);
  const sets = ['status = $3', 'updated_at = app_now()'];
  if (action === 'submit' || action === 'submitCompletion') sets.push('submitted_at = app_now()', `reject_reason = ''`);
  if (action === 'approve') sets.push('reviewed_at = app_now()', `reject_reason = ''`);
  if (action === 'reject') sets.push('reviewed_at = app_now()', 'reject_reason = $4');
  const params: unknown[] = [classId, row.status, to];
  if (action === 'reject') params.push(reason!.trim());
  const updated = await q.query(`update classes set ${sets.join(', ')} where id = $1 and status = $2 returning id`, params);
  if (!updated.length) throw new AppError(409, '班级状态已变更，请刷新后重试');
  await logClass(q, classId, caller, action, row.status, to, reason?.trim() ?? '');
  return to;
}
