import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { PRACTICE_RULES, SCORE_PASS_MARK, SCORE_WEIGHTS, type ScoreRow, type ScoreSheet } from '../../src/api/contract/classes.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { TASKS } from './learner/rules.ts';
import { gradeBusinessPlan } from './learner/plans.ts';
import { classHead } from './classes.ts';

/**
 * How a learner's scores are computed (docs/back-office.md "Classes › Scores"), from the learner
 * area's and the simulation's own data:
 * - theory: the best finished attempt at a final (结业) paper of the class;
 * - practice: SYB the teacher's grade of the business plan; GYB the share of the six module steps
 *   studied; ZBB and DSB the shop score below;
 * - total: theory × 50% + practice × 50% (SCORE_WEIGHTS), passed at 60.
 * Shop score (0–100): 10 per practice goal reached (shop opened, goods on the shelf, first paid
 * order, a live session held: the same checks as the learner's tasks), 1 per ¥50 of sales (at most
 * 30), 2 per paid order (at most 20), up to 10 for the average review stars (stars × 2); plus the
 * teachers' adjustments, kept within 0–100.
 */

const PAID = `('paid', 'shipped', 'received', 'completed')`;

/** SQL expressions of a learner's shop figures and score, over a users alias (the learner, in their class). */
export function storeScoreSql(u: string) {
  const shop = `(select s.id from shops s where s.owner_id = ${u}.id)`;
  const paid = `from orders o where o.shop_id = ${shop} and o.status in ${PAID}`;
  const orderCount = `(select count(*)::int ${paid})`;
  const salesFen = `(select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int ${paid})`;
  const stars = `(select avg(r.stars) from reviews r where r.shop_id = ${shop})`;
  const goalsDone = `(
    (${shop} is not null)::int
    + exists (select 1 from products p where p.shop_id = ${shop} and p.status = 1)::int
    + (${orderCount} > 0)::int
    + exists (select 1 from live_sessions l where l.shop_id = ${shop} and l.starts_at <= now())::int)`;
  const baseScore = `least(100, ${goalsDone} * 10 + least(30, ${salesFen} / 5000) + least(20, ${orderCount} * 2) + round(coalesce(${stars}, 0) * 2)::int)`;
  const adjustment = `(select coalesce(sum(a.delta), 0)::int from store_score_adjustments a where a.user_id = ${u}.id and a.class_id = ${u}.class_id)`;
  return {
    shopName: `(select s.name from shops s where s.owner_id = ${u}.id)`,
    goalsDone,
    orderCount,
    salesFen,
    avgStars: `to_char(${stars}, 'FM0.0')`,
    baseScore,
    adjustment,
    score: `greatest(0, least(100, ${baseScore} + ${adjustment}))::int`,
    lastAdjustReason: `(select a.reason from store_score_adjustments a where a.user_id = ${u}.id and a.class_id = ${u}.class_id order by a.id desc limit 1)`,
  };
}

/** A learner's row as read, before the practice score and the total are worked out from it. */
interface RawScore extends Pick<ScoreRow, 'userId' | 'realName' | 'phone' | 'theory' | 'theoryAttempts' | 'theoryPassed' | 'planId' | 'planStatus'> {
  planScore: number | null;
  stepsDone: number;
  storeScore: number;
  shopName: string | null;
}

/** Every learner's theory, practice and total (a page of them), with the class's averages. */
export async function scoreSheet(db: Queryable, caller: Caller, classId: number, pageNum: number, pageSize: number, keyword = ''): Promise<ScoreSheet> {
  const c = await classHead(db, caller, classId);
  const store = storeScoreSql('u');
  const gybKeys = TASKS.GYB.map((t) => t.key);
  const rows = await db.query<RawScore>(
    `select u.id as "userId", u.real_name as "realName", u.phone,
            fa.best as theory, fa.attempts as "theoryAttempts", coalesce(fa.passed, false) as "theoryPassed",
            lp.id as "planId", lp.status as "planStatus", lp.score as "planScore",
            (select count(*)::int from learner_task_progress t where t.user_id = u.id and t.task_key = any($2::text[])) as "stepsDone",
            ${store.score} as "storeScore", ${store.shopName} as "shopName"
       from users u
       left join lateral (
         select max(a.score) as best, count(a.id)::int as attempts, bool_or(a.passed) as passed
           from exam_attempts a join papers p on p.id = a.paper_id and p.is_final
           join paper_classes pc on pc.paper_id = p.id and pc.class_id = u.class_id
          where a.user_id = u.id and a.class_id = u.class_id and a.status <> 'in_progress') fa on true
       left join learner_plans lp on lp.kind = 'business' and lp.user_id = u.id and lp.class_id = u.class_id
      where u.class_id = $1 and u.role = 6
      order by u.real_name, u.id`,
    [classId, gybKeys],
  );
  const all: ScoreRow[] = rows.map((r) => {
    let practice: number | null;
    let practiceNote: string;
    switch (c.classType) {
      case 'SYB':
        practice = r.planStatus === 'graded' ? r.planScore : null;
        practiceNote = !r.planStatus
          ? '未填写创业计划书'
          : r.planStatus === 'draft'
            ? '计划书未提交'
            : r.planStatus === 'submitted'
              ? '计划书待评分'
              : '计划书已评分';
        break;
      case 'GYB':
        practice = Math.round((r.stepsDone * 100) / gybKeys.length);
        practiceNote = `已完成${r.stepsDone}/${gybKeys.length}个学习步骤`;
        break;
      default:
        practice = r.storeScore;
        practiceNote = r.shopName ? `店铺：${r.shopName}` : '尚未开店';
    }
    const total = r.theory === null || practice === null ? null : Math.round(r.theory * SCORE_WEIGHTS.theory + practice * SCORE_WEIGHTS.practice);
    return {
      userId: r.userId,
      realName: r.realName,
      phone: r.phone,
      theory: r.theory,
      theoryAttempts: r.theoryAttempts,
      theoryPassed: r.theoryPassed,
      practice,
      practiceNote,
      planId: r.planId,
      planStatus: r.planStatus,
      total,
      passed: total === null ? null : total >= SCORE_PASS_MARK,
    };
  });
  const avg = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null);
    return v.length ? Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10 : null;
  };
  const k = keyword.trim();
  const matched = k ? all.filter((r) => r.realName.includes(k) || (r.phone ?? '').includes(k)) : all;
  const page = pageOf(matched.slice((pageNum - 1) * pageSize, pageNum * pageSize), matched.length, pageNum, pageSize);
  const [teaches] = await db.query('select 1 from class_teachers where class_id = $1 and teacher_id = $2', [classId, caller.id]);
  return {
    classId: c.id,
    className: c.name,
    classType: c.classType,
    weights: { ...SCORE_WEIGHTS },
    passMark: SCORE_PASS_MARK,
    practiceRule: PRACTICE_RULES[c.classType],
    canGrade: c.classType === 'SYB' && caller.role === 5 && !!teaches,
    summary: {
      learners: all.length,
      theoryAvg: avg(all.map((r) => r.theory)),
      practiceAvg: avg(all.map((r) => r.practice)),
      totalAvg: avg(all.map((r) => r.total)),
      passed: all.filter((r) => r.passed).length,
    },
    ...page,
  };
}

/** A teacher of the class grades a learner's submitted business plan (SYB): 0–100 with a comment. */
export async function gradePlan(db: Db, caller: Caller, classId: number, planId: number, score: number, comment: string) {
  const c = await classHead(db, caller, classId);
  if (caller.role !== 5) throw forbidden('只有授课教师可以评分');
  if (c.classType !== 'SYB') throw badRequest('该班级没有创业计划书');
  const [plan] = await db.query<{ status: string }>(`select status from learner_plans where id = $1 and class_id = $2 and kind = 'business'`, [
    planId,
    classId,
  ]);
  if (!plan) throw notFound('创业计划书不存在');
  if (plan.status === 'draft') throw badRequest('学员尚未提交创业计划书');
  if (!(await gradeBusinessPlan(db, caller.id, planId, score, comment))) throw notFound('创业计划书不存在');
}
