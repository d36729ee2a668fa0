import type { Db } from '../../db/client.ts';
import type { CertificateState } from '../../../src/api/contract/learner.ts';
import { CLASS_TYPE_NAMES } from '../../../src/api/contract/roles.ts';
import { CERTIFICATE_RULE, type LearnerCtx } from './rules.ts';
import { taskList } from './tasks.ts';
import { finalPaperStatus } from './attempts.ts';

/**
 * Qualification (ZBB/DSB), decided here: the class's final paper passed (score >= its pass
 * mark, 60 in the seed) and every practice goal of the class type done. Once qualified the
 * certificate is issued with a serial number {type}{year}{class id, 4 digits}{n, 4 digits}
 * and stays issued.
 */
export async function certificateState(db: Db, ctx: LearnerCtx): Promise<CertificateState> {
  let [cert] = await db.query<{ serialNo: string; issuedAt: string }>(
    'select serial_no as "serialNo", issued_at as "issuedAt" from certificates where user_id = $1 and class_id = $2',
    [ctx.userId, ctx.classId],
  );
  const missing: string[] = [];
  if (!cert) {
    const exam = await finalPaperStatus(db, ctx);
    if (!exam.hasFinal) missing.push('班级尚未安排结业考试');
    else if (!exam.passed) missing.push(exam.best == null ? '尚未参加结业考试' : `结业考试未达到及格分（最高${exam.best}分）`);
    const tasks = await taskList(db, ctx);
    for (const t of tasks.tasks) if (!t.done) missing.push(`实训任务未完成：${t.title}`);
    if (!missing.length) cert = await issue(db, ctx);
  }
  return {
    qualified: !!cert,
    missing,
    rule: CERTIFICATE_RULE,
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
    const year = (ctx.endDate ?? new Date().toISOString()).slice(0, 4);
    const serial = `${ctx.classType}${year}${String(ctx.classId).padStart(4, '0')}${String(n.n + 1).padStart(4, '0')}`;
    const [row] = await q.query<{ serialNo: string; issuedAt: string }>(
      'insert into certificates (serial_no, user_id, class_id) values ($1, $2, $3) returning serial_no as "serialNo", issued_at as "issuedAt"',
      [serial, ctx.userId, ctx.classId],
    );
    return row;
  });
}
