import type { Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { type Breach, type ClassBreaches, COMPONENT_NAMES, type ComponentKey, type LearnerTotal, type TotalComponent } from '../../src/api/contract/exams.ts';
import { CLASS_TYPE_NAMES, type ClassType } from '../../src/api/contract/roles.ts';
import { TASKS } from './learner/rules.ts';
import { checkGoals } from './learner/tasks.ts';
import { attendanceFacts } from './attendance/facts.ts';
import { liveMinutes } from './supervision/liveMinutes.ts';

/**
 * How a learner's total is computed (/manage/assessmentRule, docs/exams-and-courses.md "A learner's
 * total") and which learners of a class break the supervision rules (/manage/regulatoryRule). The
 * class score page and the certificate call learnerTotal; the supervision pages call classBreaches.
 *
 * Facts that other parts of the product keep (attendance, live-class minutes) come from `Sources`,
 * read from their own tables (server/services/attendance/facts.ts, …). A class without such data
 * answers "no data", which leaves attendance out of the total (its weight goes to the other
 * components) and lists no attendance breach.
 */

export interface AttendanceFacts {
  /** check-in sessions held for the class so far */
  sessions: number;
  attended: number;
  absences: number;
}
export interface Sources {
  /** null: no attendance taken for the class */
  attendance(q: Queryable, userId: number, classId: number): Promise<AttendanceFacts | null>;
  /** null: no live classes held for the class */
  liveMinutes(q: Queryable, userId: number, classId: number): Promise<number | null>;
}
export const DEFAULT_SOURCES: Sources = {
  attendance: attendanceFacts,
  liveMinutes,
};

interface Rule {
  theoryWeight: number;
  practiceWeight: number;
  attendanceWeight: number;
  shopWeight: number;
  passTotal: number;
  theoryMin: number;
}

interface LearnerRow {
  userId: number;
  realName: string;
  classId: number;
  className: string;
  classType: ClassType;
}

export async function assessmentRule(q: Queryable, classType: ClassType): Promise<Rule> {
  const [r] = await q.query<Rule>(
    `select theory_weight as "theoryWeight", practice_weight as "practiceWeight", attendance_weight as "attendanceWeight",
            shop_weight as "shopWeight", pass_total as "passTotal", theory_min as "theoryMin"
       from assessment_rules where class_type = $1`,
    [classType],
  );
  return r ?? { theoryWeight: 50, practiceWeight: 50, attendanceWeight: 0, shopWeight: 0, passTotal: 60, theoryMin: 60 };
}

/**
 * The shop's result, 0–100: 10 per practice goal reached (shop opened, goods on the shelf, first paid
 * order, a live session held), 1 per ¥50 of paid sales (at most 30), 2 per paid order (at most 20),
 * the average review stars × 2 (at most 10). null without a shop.
 */
export async function shopScore(q: Queryable, userId: number): Promise<{ score: number; note: string } | null> {
  const [s] = await q.query<{ shopId: number; name: string; salesFen: number; orders: number; stars: number | null }>(
    `select s.id as "shopId", s.name,
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed')) as "salesFen",
            (select count(*)::int from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed')) as orders,
            (select avg(r.stars)::float8 from reviews r where r.shop_id = s.id) as stars
       from shops s where s.owner_id = $1`,
    [userId],
  );
  if (!s) return null;
  const goals = Object.values(await checkGoals(q, userId)).filter(Boolean).length;
  const score = Math.min(100, goals * 10 + Math.min(30, Math.floor(s.salesFen / 5000)) + Math.min(20, s.orders * 2) + Math.round((s.stars ?? 0) * 2));
  return { score, note: `${s.name}：成交${s.orders}单，销售额¥${(s.salesFen / 100).toFixed(2)}` };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function learnerRow(q: Queryable, userId: number): Promise<LearnerRow> {
  const [l] = await q.query<LearnerRow>(
    `select u.id as "userId", u.real_name as "realName", c.id as "classId", c.name as "className", c.class_type as "classType"
       from users u join classes c on c.id = u.class_id where u.id = $1 and u.role = 6`,
    [userId],
  );
  if (!l) throw notFound('学员不存在或未加入班级');
  return l;
}

/**
 * A learner's total in their class (users.class_id), by the assessment rule of the class type:
 * - theory: the best finished attempt at a final paper published to the class, as a percentage of
 *   its full marks (not applicable when the class has no final paper; 0 until taken);
 * - practice: SYB the teacher's grade of the business plan; GYB the share of the six module steps
 *   studied; ZBB/DSB the share of the four practice goals reached;
 * - attendance: the share of check-in sessions attended (Sources.attendance; none yet: left out);
 * - shop: the shop's result (shopScore; a learner without a shop: 0 in ZBB/DSB, left out in SYB/GYB).
 * Components left out give their weight to the others in proportion; the total has one decimal.
 * Passed: total >= the rule's pass mark, and the final paper at least theoryMin % of its marks.
 */
export async function learnerTotal(q: Queryable, userId: number, sources: Sources = DEFAULT_SOURCES): Promise<LearnerTotal> {
  const l = await learnerRow(q, userId);
  const rule = await assessmentRule(q, l.classType);
  const online = l.classType === 'ZBB' || l.classType === 'DSB';
  const missing: string[] = [];

  // theory
  const [t] = await q.query<{ finals: number; best: number | null; bestScore: number | null; pending: boolean }>(
    `select (select count(*)::int from paper_classes pc join papers p on p.id = pc.paper_id where pc.class_id = $2 and p.is_final) as finals,
            max(a.score * 100.0 / nullif(a.total, 0))::float8 as best, max(a.score) as "bestScore", coalesce(bool_or(a.marking = 'pending'), false) as pending
       from exam_attempts a join papers p on p.id = a.paper_id and p.is_final
       join paper_classes pc on pc.paper_id = p.id and pc.class_id = $2
      where a.user_id = $1 and a.class_id = $2 and a.status <> 'in_progress'`,
    [userId, l.classId],
  );
  const theory = {
    applicable: t.finals > 0,
    score: t.finals > 0 ? round1(t.best ?? 0) : null,
    note: t.finals === 0 ? '班级尚未安排结业考试' : t.best === null ? '尚未参加结业考试' : `结业考试最高${t.bestScore}分${t.pending ? '（简答题待批阅）' : ''}`,
  };
  if (theory.applicable && t.best === null) missing.push('尚未参加结业考试');
  else if (theory.applicable && rule.theoryMin > 0 && (t.best ?? 0) < rule.theoryMin)
    missing.push(`结业考试成绩未达到满分的${rule.theoryMin}%（最高${t.bestScore}分）`);

  // practice
  let practice: { applicable: boolean; score: number | null; note: string };
  const unfinished: string[] = [];
  if (l.classType === 'SYB') {
    const [plan] = await q.query<{ status: string; score: number | null }>(
      `select status, score from learner_plans where kind = 'business' and user_id = $1 and class_id = $2`,
      [userId, l.classId],
    );
    practice = {
      applicable: true,
      score: plan?.status === 'graded' ? (plan.score ?? 0) : 0,
      note: !plan
        ? '未填写创业计划书'
        : plan.status === 'graded'
          ? `创业计划书评分${plan.score}分`
          : plan.status === 'submitted'
            ? '计划书待评分'
            : '计划书未提交',
    };
  } else {
    const defs = TASKS[l.classType];
    const done = new Set((await q.query<{ key: string }>('select task_key as key from learner_task_progress where user_id = $1', [userId])).map((r) => r.key));
    if (online) {
      const reached = await checkGoals(q, userId);
      for (const d of defs) if (d.goal && reached[d.goal]) done.add(d.key);
    }
    const n = defs.filter((d) => done.has(d.key)).length;
    for (const d of defs) if (!done.has(d.key)) unfinished.push(`实训任务未完成：${d.title}`);
    practice = { applicable: true, score: round1((n * 100) / defs.length), note: `${online ? '实训任务' : '学习步骤'}完成${n}/${defs.length}` };
  }

  // attendance
  const att = await sources.attendance(q, userId, l.classId);
  const attendance =
    att && att.sessions > 0
      ? { applicable: true, score: round1((att.attended * 100) / att.sessions), note: `出勤${att.attended}/${att.sessions}次` }
      : { applicable: false, score: null, note: '暂无考勤数据' };

  // shop
  const shop = await shopScore(q, userId);
  const shopC = shop
    ? { applicable: true, score: shop.score, note: shop.note }
    : online
      ? { applicable: true, score: 0, note: '尚未开店' }
      : { applicable: false, score: null, note: '该班级类型不考核店铺' };

  const parts: [ComponentKey, number, { applicable: boolean; score: number | null; note: string }][] = [
    ['theory', rule.theoryWeight, theory],
    ['practice', rule.practiceWeight, practice],
    ['attendance', rule.attendanceWeight, attendance],
    ['shop', rule.shopWeight, shopC],
  ];
  const counted = parts.filter(([, w, c]) => c.applicable && w > 0);
  const weightSum = counted.reduce((a, [, w]) => a + w, 0);
  const components: TotalComponent[] = parts.map(([key, weight, c]) => ({
    key,
    label: COMPONENT_NAMES[key],
    weight,
    effectiveWeight: c.applicable && weight > 0 && weightSum > 0 ? round1((weight * 100) / weightSum) : 0,
    applicable: c.applicable,
    score: c.applicable ? c.score : null,
    note: c.note,
  }));
  const total = weightSum > 0 ? round1(counted.reduce((a, [, w, c]) => a + (c.score ?? 0) * w, 0) / weightSum) : null;
  const theoryOk = !theory.applicable || rule.theoryMin === 0 || (t.best ?? 0) >= rule.theoryMin;
  const passed = total !== null && total >= rule.passTotal && theoryOk && (!theory.applicable || t.best !== null);
  if (!passed && total !== null && total < rule.passTotal) {
    missing.push(`综合成绩${total}分，未达到合格分${rule.passTotal}分`);
    if (online) missing.push(...unfinished);
  }
  const formula = `${components
    .filter((c) => c.weight > 0)
    .map((c) => `${c.label}×${c.weight}%`)
    .join(
      ' + ',
    )}${components.some((c) => c.weight > 0 && !c.applicable) ? '（无数据的项目不计，其权重按比例分给其余项目）' : ''}，合格分${rule.passTotal}${rule.theoryMin ? `，结业考试不低于满分的${rule.theoryMin}%` : ''}`;
  return {
    userId: l.userId,
    realName: l.realName,
    classId: l.classId,
    className: l.className,
    classType: l.classType,
    components,
    total,
    passTotal: rule.passTotal,
    theoryMin: rule.theoryMin,
    passed,
    missing: passed ? [] : missing,
    formula,
  };
}

/** Every learner's total in a class (the caller has checked the class is theirs to see). */
export async function classTotals(q: Queryable, classId: number, sources: Sources = DEFAULT_SOURCES): Promise<LearnerTotal[]> {
  const learners = await q.query<{ id: number }>('select id from users where class_id = $1 and role = 6 order by real_name, id', [classId]);
  const out: LearnerTotal[] = [];
  for (const l of learners) out.push(await learnerTotal(q, l.id, sources));
  return out;
}

export interface SupervisionRule {
  minAttendancePercent: number;
  maxAbsences: number;
  minLiveMinutes: number;
  enabled: boolean;
}

/** The breaches of one learner's facts against a rule (pure; a fact not there is no breach). */
export function ruleBreaches(
  rule: SupervisionRule,
  who: { userId: number; realName: string },
  att: AttendanceFacts | null,
  liveMinutes: number | null,
): Breach[] {
  if (!rule.enabled) return [];
  const out: Breach[] = [];
  const b = (kind: Breach['kind'], value: number, limit: number, message: string) => out.push({ ...who, kind, value, limit, message });
  if (att && att.sessions > 0) {
    const rate = Math.round((att.attended * 100) / att.sessions);
    if (rate < rule.minAttendancePercent) b('attendance', rate, rule.minAttendancePercent, `出勤率${rate}%，低于${rule.minAttendancePercent}%`);
    if (att.absences > rule.maxAbsences) b('absences', att.absences, rule.maxAbsences, `缺勤${att.absences}次，超过${rule.maxAbsences}次`);
  }
  if (liveMinutes !== null && rule.minLiveMinutes > 0 && liveMinutes < rule.minLiveMinutes)
    b('live', liveMinutes, rule.minLiveMinutes, `直播课观看${liveMinutes}分钟，不足${rule.minLiveMinutes}分钟`);
  return out;
}

/** The supervision rule of a class's type and every breach of it among the class's learners. */
export async function classBreaches(q: Queryable, classId: number, sources: Sources = DEFAULT_SOURCES): Promise<ClassBreaches> {
  const [c] = await q.query<{ id: number; name: string; classType: ClassType }>('select id, name, class_type as "classType" from classes where id = $1', [
    classId,
  ]);
  if (!c) throw notFound('班级不存在');
  const [rule] = await q.query<SupervisionRule>(
    `select min_attendance_percent as "minAttendancePercent", max_absences as "maxAbsences", min_live_minutes as "minLiveMinutes", enabled
       from regulatory_rules where class_type = $1`,
    [c.classType],
  );
  const r = rule ?? { minAttendancePercent: 80, maxAbsences: 2, minLiveMinutes: 0, enabled: true };
  const learners = await q.query<{ userId: number; realName: string }>(
    'select id as "userId", real_name as "realName" from users where class_id = $1 and role = 6 order by real_name, id',
    [classId],
  );
  const breaches: Breach[] = [];
  const facts = { attendance: false, live: false };
  for (const l of learners) {
    const att = await sources.attendance(q, l.userId, classId);
    const live = await sources.liveMinutes(q, l.userId, classId);
    if (att && att.sessions > 0) facts.attendance = true;
    if (live !== null) facts.live = true;
    breaches.push(...ruleBreaches(r, l, att, live));
  }
  return { classId: c.id, className: c.name, classType: c.classType, rule: r, facts, learners: learners.length, breaches };
}

/** The rule in words, for the certificate and the rule pages. */
export const ruleText = (t: LearnerTotal) => `${CLASS_TYPE_NAMES[t.classType]}综合成绩 = ${t.formula}。综合成绩达到合格分即可获得结业证书。`;
