import type { Caller } from '../caller.ts';
import { CHINA_TODAY } from '../db/chinaDay.ts';
import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { DEFAULT_SOURCES, learnerTotal, type Sources } from './assessment.ts';
import { setting, subsidyAmount } from './settings.ts';
import { classInScope } from './classes.ts';
import {
  FULL_AMOUNT_MONTHS,
  ineligibleReasons,
  lineAmount,
  type QualifiedClass,
  type QualifiedLearner,
  SUBSIDY_STATUS_NAMES,
  type SubsidyStatus,
} from '../../src/api/contract/subsidy.ts';

/**
 * Training subsidies (docs/back-office.md "Subsidy"): who of a closed class qualifies, the
 * application built from them, and every step of its flow, each logged. The resource layer has
 * checked role, scope and the `when` of an action before these run; they check the state again.
 */

interface ClassFacts {
  id: number;
  name: string;
  classType: string;
  status: string;
  endDate: string | null;
  cityId: number | null;
}

async function classFacts(q: Queryable, classId: number): Promise<ClassFacts> {
  const [c] = await q.query<ClassFacts>(
    `select id, name, class_type as "classType", status, to_char(end_date, 'YYYY-MM-DD') as "endDate", city_id as "cityId" from classes where id = $1`,
    [classId],
  );
  if (!c) throw notFound('班级不存在');
  return c;
}

/** Every learner of a class in the caller's scope with each condition and what they would be paid (404 班级不存在 outside it). */
export async function qualifiedClassInScope(db: Db, who: Caller, classId: number): Promise<QualifiedClass> {
  if (!(await classInScope(db, who, classId))) throw notFound('班级不存在');
  return qualifiedClass(db, classId);
}

/** Every learner of the class with each condition and what they would be paid. */
export async function qualifiedClass(q: Queryable, classId: number, sources: Sources = DEFAULT_SOURCES): Promise<QualifiedClass> {
  const c = await classFacts(q, classId);
  const threshold = await setting(q, 'attendancePercent');
  const rateFen = await subsidyAmount(q, c.classType, c.cityId);
  const learners = await q.query<{ userId: number; realName: string; idCard: string; certificateNo: string | null; businessStarted: boolean }>(
    `select u.id as "userId", u.real_name as "realName", coalesce(nullif(r.id_number, ''), u.id_card, '') as "idCard",
            (select ce.serial_no from certificates ce where ce.user_id = u.id and ce.class_id = $1) as "certificateNo",
            exists (select 1 from track_records t where t.user_id = u.id and t.business_started
                      and ($2::date is null or t.visit_date <= $2::date + make_interval(months => $3))) as "businessStarted"
       from users u left join learner_registrations r on r.user_id = u.id
      where u.class_id = $1 and u.role = 6 order by u.real_name, u.id`,
    [classId, c.endDate, FULL_AMOUNT_MONTHS],
  );
  const out: QualifiedLearner[] = [];
  let attendanceTaken = false;
  for (const l of learners) {
    const att = await sources.attendance(q, l.userId, classId);
    const attendancePercent = att && att.sessions > 0 ? Math.round((att.attended * 100) / att.sessions) : null;
    if (attendancePercent !== null) attendanceTaken = true;
    const total = await learnerTotal(q, l.userId, sources);
    const reasons = ineligibleReasons({ attendancePercent, threshold, passed: total.passed, certificateNo: l.certificateNo });
    if (rateFen === null) reasons.push('未设置该班级类型的补贴标准');
    const qualified = reasons.length === 0;
    out.push({
      ...l,
      attendancePercent,
      total: total.total,
      passed: total.passed,
      qualified,
      reasons,
      amountFen: qualified && rateFen !== null ? lineAmount(rateFen, l.businessStarted) : 0,
    });
  }
  const ok = out.filter((l) => l.qualified);
  return {
    classId: c.id,
    className: c.name,
    classType: c.classType,
    classStatus: c.status,
    endDate: c.endDate,
    threshold,
    rateFen,
    attendanceTaken,
    learners: out,
    qualifiedCount: ok.length,
    totalFen: ok.reduce((s, l) => s + l.amountFen, 0),
  };
}

export async function logStep(
  q: Queryable,
  caller: Caller,
  applicationId: number,
  from: SubsidyStatus | null,
  to: SubsidyStatus,
  reason = '',
  learner?: { id: number; decision: 'approved' | 'rejected' },
) {
  await q.query(
    'insert into subsidy_logs (application_id, actor_id, actor_role, from_status, to_status, reason, learner_id, decision) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [applicationId, caller.id, caller.role, from, to, reason, learner?.id ?? null, learner?.decision ?? null],
  );
}

/** The application's count and total: the lines not rejected. */
export async function refreshTotal(q: Queryable, applicationId: number) {
  await q.query(
    `update subsidy_applications a set
       learner_count = (select count(*)::int from subsidy_lines l where l.application_id = a.id and l.review_status <> 'rejected'),
       total_fen = (select coalesce(sum(l.amount_fen), 0)::int from subsidy_lines l where l.application_id = a.id and l.review_status <> 'rejected'),
       updated_at = app_now()
     where a.id = $1`,
    [applicationId],
  );
}

/** (Re)writes the application's lines from the class's qualified learners. */
async function writeLines(q: Queryable, applicationId: number, classId: number, sources: Sources) {
  const facts = await qualifiedClass(q, classId, sources);
  const ok = facts.learners.filter((l) => l.qualified);
  if (facts.rateFen === null) throw badRequest('未设置该班级类型的补贴标准，请联系管理员在系统设置中设置');
  if (!ok.length) throw badRequest('该班级没有符合补贴条件的学员');
  await q.query('delete from subsidy_lines where application_id = $1', [applicationId]);
  for (const l of ok)
    await q.query(
      `insert into subsidy_lines (application_id, class_id, user_id, attendance_percent, total_score, certificate_no, business_started, full_amount, amount_fen)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
      [applicationId, classId, l.userId, l.attendancePercent, l.total, l.certificateNo ?? '', l.businessStarted, l.amountFen],
    );
  await refreshTotal(q, applicationId);
}

/** 申请补贴: the institution's draft for one of its closed classes, listing the qualified learners. */
export async function applyFor(q: Queryable, caller: Caller, classId: number, sources: Sources = DEFAULT_SOURCES): Promise<number> {
  const c = await classFacts(q, classId);
  if (c.status !== 'closed') throw badRequest('班级结业后才能申请补贴');
  const [dup] = await q.query('select 1 from subsidy_applications where class_id = $1', [classId]);
  if (dup) throw badRequest('该班级已申请过补贴');
  const [row] = await q.query<{ id: number }>(
    `insert into subsidy_applications (class_id, class_type, institution_id, province_id, city_id, county_id, created_by)
     select id, class_type, institution_id, province_id, city_id, county_id, $2 from classes where id = $1 returning id`,
    [classId, caller.id],
  );
  await writeLines(q, row.id, classId, sources);
  await logStep(q, caller, row.id, null, 'draft', '生成补贴名单');
  return row.id;
}

export type SubsidyStep = 'submit' | 'accept' | 'approve' | 'reject' | 'publicize' | 'pay';

/** From which states each step may be taken, and where it goes. */
export const SUBSIDY_MACHINE: Record<SubsidyStep, { from: readonly SubsidyStatus[]; to: SubsidyStatus }> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  accept: { from: ['submitted'], to: 'accepted' },
  approve: { from: ['accepted'], to: 'reviewed' },
  reject: { from: ['submitted', 'accepted'], to: 'rejected' },
  publicize: { from: ['reviewed'], to: 'publicized' },
  pay: { from: ['publicized'], to: 'paid' },
};

/** One step of an application's flow, logged. `noticeDays` for 公示; `reason` for 驳回. */
export async function stepApplication(
  q: Queryable,
  caller: Caller,
  applicationId: number,
  step: SubsidyStep,
  opts: { reason?: string | null; noticeDays?: number; sources?: Sources } = {},
) {
  const [a] = await q.query<{ status: SubsidyStatus; classId: number; noticeOver: boolean; noticeEnd: string | null }>(
    `select status, class_id as "classId", coalesce(notice_end < ${CHINA_TODAY}, false) as "noticeOver", to_char(notice_end, 'YYYY-MM-DD') as "noticeEnd"
       from subsidy_applications where id = $1 for update`,
    [applicationId],
  );
  if (!a) throw notFound('补贴申请不存在');
  const m = SUBSIDY_MACHINE[step];
  if (!m.from.includes(a.status)) throw badRequest(`当前状态（${SUBSIDY_STATUS_NAMES[a.status]}）不能执行该操作`);
  const reason = (opts.reason ?? '').trim();
  switch (step) {
    case 'submit':
      if (a.status === 'rejected') await writeLines(q, applicationId, a.classId, opts.sources ?? DEFAULT_SOURCES);
      await q.query(
        `update subsidy_applications set status = 'submitted', submitted_at = app_now(), reject_reason = '', updated_at = app_now() where id = $1`,
        [applicationId],
      );
      break;
    case 'approve':
      await q.query(
        `update subsidy_lines set review_status = 'approved', reviewed_by = $2, reviewed_at = app_now() where application_id = $1 and review_status = 'pending'`,
        [applicationId, caller.id],
      );
      await refreshTotal(q, applicationId);
      {
        const [n] = await q.query<{ n: number }>('select learner_count as n from subsidy_applications where id = $1', [applicationId]);
        if (n.n === 0) throw badRequest('所有学员均未通过审核，请驳回该申请');
      }
      await q.query(`update subsidy_applications set status = 'reviewed', updated_at = app_now() where id = $1`, [applicationId]);
      break;
    case 'reject':
      if (!reason) throw badRequest('请填写驳回原因');
      await q.query(`update subsidy_applications set status = 'rejected', reject_reason = $2, updated_at = app_now() where id = $1`, [applicationId, reason]);
      break;
    case 'publicize': {
      const days = opts.noticeDays ?? 0;
      if (!Number.isInteger(days) || days < 5 || days > 30) throw badRequest('公示天数应为5~30天');
      await q.query(
        `update subsidy_applications set status = 'publicized', notice_start = ${CHINA_TODAY}, notice_end = ${CHINA_TODAY} + $2::int - 1, updated_at = app_now() where id = $1`,
        [applicationId, days],
      );
      break;
    }
    case 'pay':
      if (!a.noticeOver) throw badRequest(`公示期至${a.noticeEnd}，期满后才能拨付`);
      await q.query(`update subsidy_applications set status = 'paid', paid_at = app_now(), updated_at = app_now() where id = $1`, [applicationId]);
      break;
    case 'accept':
      await q.query(`update subsidy_applications set status = 'accepted', updated_at = app_now() where id = $1`, [applicationId]);
      break;
  }
  const note = step === 'publicize' ? `公示${opts.noticeDays}天` : reason;
  await logStep(q, caller, applicationId, a.status, m.to, note);
}

/** A reviewer's decision on one learner of an accepted application. */
export async function reviewLine(q: Queryable, caller: Caller, lineId: number, approve: boolean, reason: string | null) {
  const [l] = await q.query<{ applicationId: number; status: SubsidyStatus; userId: number }>(
    `select l.application_id as "applicationId", a.status, l.user_id as "userId" from subsidy_lines l join subsidy_applications a on a.id = l.application_id where l.id = $1`,
    [lineId],
  );
  if (!l) throw notFound('补贴学员不存在');
  if (l.status !== 'accepted') throw badRequest('申请受理后才能审核学员');
  const why = (reason ?? '').trim();
  if (!approve && !why) throw badRequest('请填写不通过原因');
  await q.query(`update subsidy_lines set review_status = $2, review_reason = $3, reviewed_by = $4, reviewed_at = app_now() where id = $1`, [
    lineId,
    approve ? 'approved' : 'rejected',
    approve ? '' : why,
    caller.id,
  ]);
  await logStep(q, caller, l.applicationId, l.status, l.status, approve ? '' : why, { id: l.userId, decision: approve ? 'approved' : 'rejected' });
  await refreshTotal(q, l.applicationId);
}
