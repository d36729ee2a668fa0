import type { Db } from '../../db/client.ts';
import { chinaYear } from '../../../src/api/contract/chinaTime.ts';
import type { CertificateState } from '../../../src/api/contract/learner.ts';
import { CLASS_TYPE_NAMES } from '../../../src/api/contract/roles.ts';
import type { LearnerCtx } from './rules.ts';
import { taskList } from './tasks.ts';
import { learnerTotal, ruleText } from '../assessment.ts';
import { CHINA_TODAY } from '../../db/chinaDay.ts';

const cnDate = (d: string) => `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

/** "完成全部课程": the class has ended (its end date is past in China, or it is closed) and every learning task is done. */
async function unfinishedCourse(db: Db, ctx: LearnerCtx, tasks: { done: number; total: number }): Promise<string[]> {
  const missing: string[] = [];
  const [c] = await db.query<{ ended: boolean }>(
    `select (c.status = 'closed' or (c.end_date is not null and c.end_date < ${CHINA_TODAY})) as ended from classes c where c.id = $1`,
    [ctx.classId],
  );
  if (!c?.ended) missing.push(ctx.endDate ? `班级尚未结业（结业日期：${cnDate(ctx.endDate)}）` : '班级尚未结业');
  if (tasks.done < tasks.total) missing.push(`学习任务尚未全部完成（已完成${tasks.done}/${tasks.total}）`);
  return missing;
}

/**
 * Qualification (ZBB/DSB): the learner's total by the assessment rule of the class type
 * (/manage/assessmentRule, server/services/assessment.ts) reaches its pass mark, with the class's
 * final paper taken (and at least the rule's share of its marks). Once qualified the certificate
 * is issued — only once the class has ended and every learning task is done, since the certificate
 * says 完成全部课程 — with a serial number {type}{year}{class id, 4 digits}{n, 4 digits} and stays issued.
 */
export async function certificateState(db: Db, ctx: LearnerCtx): Promise<CertificateState> {
  let [cert] = await db.query<{ serialNo: string; issuedAt: string }>(
    'select serial_no as "serialNo", issued_at as "issuedAt" from certificates where user_id = $1 and class_id = $2',
    [ctx.userId, ctx.classId],
  );
  const missing: string[] = [];
  // ticks the practice goals the simulation shows reached
  const tasks = await taskList(db, ctx);
  const total = await learnerTotal(db, ctx.userId);
  if (!cert) {
    const theory = total.components.find((c) => c.key === 'theory');
    if (!theory?.applicable) missing.push('班级尚未安排结业考试');
    else if (!total.passed) missing.push(...total.missing);
    for (const m of await unfinishedCourse(db, ctx, tasks)) if (!missing.includes(m)) missing.push(m);
    if (!missing.length && total.passed) cert = await issue(db, ctx);
  }
  return {
    qualified: !!cert,
    missing,
    rule: ruleText(total),
    certificate: cert
      ? {
          serialNo: cert.serialNo,
          name: ctx.realName,
          idNumber: ctx.idCard ?? '',
          project: CLASS_TYPE_NAMES[ctx.classType],
          className: ctx.className,
          startDate: ctx.startDate,
          endDate: ctx.endDate,
          institution: ctx.institution,
          issuedAt: new Date(cert.issuedAt).toISOString(),
        }
      : null,
  };
}

async function issue(db: Db, ctx: LearnerCtx) {
  return db.tx(async (q) => {
    const [existing] = await q.query<{ serialNo: string; issuedAt: string }>(
      'select serial_no as "serialNo", issued_at as "issuedAt" from certificates where user_id = $1 and class_id = $2',
      [ctx.userId, ctx.classId],
    );
    if (existing) return existing;
    await q.query('select id from classes where id = $1 for update', [ctx.classId]);
    const [n] = await q.query<{ n: number }>('select count(*)::int as n from certificates where class_id = $1', [ctx.classId]);
    const year = ctx.endDate?.slice(0, 4) ?? String(chinaYear());
    const serial = `${ctx.classType}${year}${String(ctx.classId).padStart(4, '0')}${String(n.n + 1).padStart(4, '0')}`;
    const [row] = await q.query<{ serialNo: string; issuedAt: string }>(
      'insert into certificates (serial_no, user_id, class_id) values ($1, $2, $3) returning serial_no as "serialNo", issued_at as "issuedAt"',
      [serial, ctx.userId, ctx.classId],
    );
    return row;
  });
}
