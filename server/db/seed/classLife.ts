import type { Queryable } from '../client.ts';
import { seedDate, seedNow } from './calendar.ts';
import { idNumber } from './idNumber.ts';
import {
  after,
  at,
  callerOf,
  hands,
  minutesAgo,
  playInTimeOrder,
  purchaseSteps,
  scheduleLive,
  seedDb,
  setClock,
  stepAt,
  visit,
  watch,
  type Fate,
  type Steps,
} from './play.ts';
import { enrol } from '../../services/learner/courses.ts';
import { saveShopProfile } from '../../services/sellerShop.ts';
import { PageViews } from '../../services/pageViews.ts';
import { claimCoupon } from '../../services/promotions.ts';
import { endSession, startSession } from '../../services/workbench.ts';
import { AppError } from '../../errors.ts';
import { businessPlanSchema } from '../../../src/api/contract/learner.schema.ts';
import type { ClassAction, ClassStatus } from '../../../src/api/contract/classes.ts';
import type { Caller } from '../../caller.ts';
import { logClass, transitionClass } from '../../services/classMachine.ts';
import type { ClassType } from '../../../src/api/contract/roles.ts';
import { parse } from '../../validation.ts';
import { computeBusinessTotals } from '../../services/learner/plans.ts';
import { taskList } from '../../services/learner/tasks.ts';
import { TASKS } from '../../services/learner/rules.ts';
import { rollSeason } from '../../services/simulation.ts';
import { STARTING_BALANCE_FEN } from '../../services/wallet.ts';
import { CATEGORIES } from './shop.ts';
import { rng } from './rng.ts';

/**
 * A class's whole life, for every demo account (docs/back-office.md "Classes"): classes in every
 * state in 广州 (天河) and 杭州 (西湖) and one more in 深圳, each with the timeline its state implies;
 * about 260 learners in the rosters with their registration data; a registration pool of pending and
 * turned-away applicants; final-paper attempts, business plans, module steps and forms where the
 * score, feedback and evaluation pages read them; shops with goods, orders (through the order
 * service), live sessions and coupons, and three seasons (through the season switch) in the closed
 * online classes. zbb_student01 opens a real shop, so their practice goals (and certificate) follow
 * from the data: every practice goal is derived by the learner area's own check (tasks.ts), none is
 * written by hand. teacher01 keeps exactly the four classes of README.
 */

const rand = rng(20261123);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const chance = (p: number) => rand() < p;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高梁郑谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢';
const GIVEN: [string, '男' | '女'][] = [
  ['志强', '男'],
  ['秀英', '女'],
  ['建华', '男'],
  ['丽娟', '女'],
  ['海燕', '女'],
  ['俊杰', '男'],
  ['晓东', '男'],
  ['雪梅', '女'],
  ['文博', '男'],
  ['佳怡', '女'],
  ['子轩', '男'],
  ['思雨', '女'],
  ['浩然', '男'],
  ['婉婷', '女'],
  ['国庆', '男'],
  ['春梅', '女'],
  ['明辉', '男'],
  ['晓琳', '女'],
  ['家豪', '男'],
  ['欣怡', '女'],
  ['宇航', '男'],
  ['嘉欣', '女'],
  ['振宇', '男'],
  ['玉兰', '女'],
  ['鹏飞', '男'],
  ['慧敏', '女'],
  ['天佑', '男'],
  ['诗涵', '女'],
  ['建军', '男'],
  ['丽华', '女'],
  ['少伟', '男'],
  ['美玲', '女'],
];
const EDUCATION = ['初中', '高中/中专/技校', '高中/中专/技校', '大专', '大专', '本科', '本科', '研究生及以上'];
const HOUSEHOLD = ['城镇', '农村'];
const CATEGORY = ['高校毕业生', '失业人员', '返乡创业人员', '退役军人', '农村转移劳动力', '就业困难人员', '在职创业者'];
const STREETS: Record<string, string[]> = {
  '440106': ['天河路', '体育西路', '珠江新城华夏路', '石牌东路', '龙口西路', '天河北路'],
  '330106': ['文三路', '古墩路', '天目山路', '学院路', '文一西路', '教工路'],
  '440305': ['科技园南路', '南海大道', '桃园路', '后海大道'],
};
const PROVINCE_OF: Record<string, [string, string, string]> = {
  '440106': ['广东省', '广州市', '天河区'],
  '330106': ['浙江省', '杭州市', '西湖区'],
  '440305': ['广东省', '深圳市', '南山区'],
};

interface Ctx {
  hash: string;
  region: Record<string, number>;
  inst: { th: Inst; xh: Inst; ns: Inst };
  user: Record<string, { id: number; role: number; name: string }>;
  idType: number;
  categories: number[];
}
interface Inst {
  id: number;
  name: string;
  province: number;
  city: number;
  county: number;
  code: string;
}

type Step = [action: string, from: ClassStatus | null, to: ClassStatus, actor: string, at: string, reason?: string];

interface ClassPlan {
  key: string;
  name: string;
  type: ClassType;
  inst: 'th' | 'xh' | 'ns';
  teachers: string[];
  start: string;
  end: string;
  status: ClassStatus;
  learners: number;
  capacity: number;
  steps: Step[];
  /** An existing class (seed part core) to bring up to this plan. */
  existing?: boolean;
  /** Seasons the shop simulation has run (closed online classes). */
  seasons?: number;
}

const day = (date: string, delta: number, time = '09:30') => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return `${d.toISOString().slice(0, 10)} ${time}+08`;
};

/** The timeline a class in this state has behind it: created, submitted, reviewed, started, completed. */
function history(status: ClassStatus, start: string, end: string, owner: string, reviewer: string, reject?: string): Step[] {
  const s: Step[] = [['create', null, 'draft', owner, day(start, -30)]];
  if (status === 'draft') return s;
  s.push(['submit', 'draft', 'submitted', owner, day(start, -26, '10:15')]);
  if (reject) {
    s.push(['reject', 'submitted', 'rejected', reviewer, day(start, -24, '15:40'), reject]);
    if (status === 'rejected') return s;
    s.push(['update', 'rejected', 'rejected', owner, day(start, -23, '11:00')], ['submit', 'rejected', 'submitted', owner, day(start, -23, '11:05')]);
  }
  if (status === 'submitted') return s;
  s.push(['approve', 'submitted', 'approved', reviewer, day(start, -21, '16:20')]);
  if (status === 'approved') return s;
  s.push(['start', 'approved', 'in_progress', owner, day(start, 0, '08:30')]);
  if (status === 'in_progress') return s;
  s.push(['submitCompletion', 'in_progress', 'completion_submitted', owner, day(end, 1, '17:00')]);
  if (status === 'completion_submitted') return s;
  s.push(['approve', 'completion_submitted', 'closed', reviewer, day(end, 4, '10:00')]);
  return s;
}

const SCHEDULE: Record<ClassType, string> = {
  SYB: '第1天：将你作为创业者来评价、建立企业构思\n第2天：评估市场、企业人员组织\n第3天：企业法律形态、法律环境与责任\n第4天：预测启动资金、制订利润计划\n第5天：判断企业能否生存、开办企业，创业计划书答辩',
  GYB: '第1天：认识创业与创业者、评估自己的创业能力\n第2天：产生企业想法、筛选企业想法\n第3天：SWOT分析、确定企业想法并交流展示',
  ZBB: '第1周：直播电商概述、平台规则与开店\n第2周：选品与供应链、直播脚本\n第3周：直播间搭建与话术、模拟直播\n第4-6周：店铺运营实训与直播带货实战\n第7周：数据复盘与结业考核',
  DSB: '第1周：电子商务概述、开店与店铺装修\n第2周：商品发布、标题与主图\n第3周：运费模板、订单与售后\n第4-6周：营销活动与店铺运营实训\n第7周：数据分析与结业考核',
};
const TEACHING_PLAN = '理论教学与实训结合：理论课采用案例教学和小组讨论，实训课在电商实训平台完成，每次课后布置练习并在下次课点评。';
const ASSESSMENT_PLAN = '理论考试（结业试卷，60分及格）占50%，实践成绩占50%；出勤率不低于90%方可参加结业考核。';
const HOURS: Record<ClassType, [number, number]> = { SYB: [32, 16], GYB: [16, 8], ZBB: [40, 56], DSB: [40, 56] };

const REVIEW_BY: Record<Inst['code'], [string, string]> = { th: ['city01', 'area01'], xh: ['city02', 'area02'], ns: ['深圳市人社局', '深圳市人社局'] };
const OWNER_OF: Record<string, string> = { th: 'inst01', xh: 'inst02', ns: '深圳南山职业技能培训中心' };

function plans(): ClassPlan[] {
  const p = (
    key: string,
    name: string,
    type: ClassType,
    inst: 'th' | 'xh' | 'ns',
    teachers: string[],
    start: string,
    end: string,
    status: ClassStatus,
    learners: number,
    extra: Partial<ClassPlan> & { reject?: string; byArea?: boolean } = {},
  ): ClassPlan => {
    const reviewer = REVIEW_BY[inst][extra.byArea ? 1 : 0];
    return {
      key,
      name,
      type,
      inst,
      teachers,
      start: seedDate(start),
      end: seedDate(end),
      status,
      learners,
      capacity: extra.capacity ?? 30,
      steps: history(status, seedDate(start), seedDate(end), OWNER_OF[inst]!, reviewer, extra.reject),
      existing: extra.existing,
      seasons: extra.seasons,
    };
  };
  const fix = '授课计划不完整，请补充每日课程安排和考核方案后重新提交';
  return [
    // the classes of seed part core, brought to the state their dates imply
    p('zbb', '2026年第3期直播电商创业培训班', 'ZBB', 'th', ['teacher01'], '2026-11-02', '2026-12-20', 'in_progress', 23, { existing: true }),
    p('dsb', '2026年第5期电子商务创业培训班', 'DSB', 'th', ['teacher01'], '2026-11-09', '2026-12-27', 'in_progress', 21, { existing: true, byArea: true }),
    p('syb', '2026年第12期SYB创业培训班', 'SYB', 'th', ['teacher01'], '2026-11-16', '2026-11-21', 'in_progress', 19, { existing: true, reject: fix }),
    p('gyb', '2026年第8期GYB创业意识培训班', 'GYB', 'th', ['teacher01'], '2026-11-18', '2026-11-20', 'completion_submitted', 17, {
      existing: true,
      byArea: true,
    }),
    p('ns', '2026年第2期SYB创业培训班（南山）', 'SYB', 'ns', ['trainer03'], '2026-12-01', '2026-12-06', 'submitted', 8, { existing: true }),
    p('west', '2026年第1期直播电商培训班（西湖）', 'ZBB', 'xh', ['teacher02'], '2026-11-10', '2026-12-30', 'in_progress', 21, { existing: true }),
    // 广州 · 天河 (inst01)
    p('th-draft', '2027年第1期SYB创业培训班', 'SYB', 'th', ['trainer01'], '2027-01-11', '2027-01-16', 'draft', 0),
    p('th-submitted', '2026年第16期GYB创业意识培训班', 'GYB', 'th', ['trainer02'], '2026-12-14', '2026-12-16', 'submitted', 12, { byArea: true }),
    p('th-rejected', '2026年第14期SYB创业培训班', 'SYB', 'th', ['trainer01'], '2026-12-07', '2026-12-12', 'rejected', 0, { reject: fix }),
    p('th-approved', '2026年第6期电子商务创业培训班', 'DSB', 'th', ['trainer02'], '2026-12-07', '2027-01-24', 'approved', 16),
    p('th-closed-zbb', '2026年第2期直播电商创业培训班', 'ZBB', 'th', ['trainer01', 'trainer02'], '2026-08-03', '2026-09-20', 'closed', 28, { seasons: 3 }),
    p('th-closed-syb', '2026年第9期SYB创业培训班', 'SYB', 'th', ['trainer01'], '2026-09-14', '2026-09-19', 'closed', 24, { byArea: true }),
    // 杭州 · 西湖 (inst02)
    p('xh-draft', '2027年第1期电子商务培训班（西湖）', 'DSB', 'xh', ['trainer05'], '2027-01-04', '2027-02-21', 'draft', 0),
    p('xh-submitted', '2026年第3期SYB创业培训班（西湖）', 'SYB', 'xh', ['trainer06'], '2026-12-07', '2026-12-12', 'submitted', 10),
    p('xh-rejected', '2026年第2期GYB创业意识培训班（西湖）', 'GYB', 'xh', ['trainer05'], '2026-12-09', '2026-12-11', 'rejected', 0, {
      reject: '授课教师尚未取得GYB讲师资格，请更换授课教师',
      byArea: true,
    }),
    p('xh-approved', '2026年第4期电子商务培训班（西湖）', 'DSB', 'xh', ['teacher02'], '2026-12-01', '2027-01-15', 'approved', 12),
    p('xh-completion', '2026年第1期GYB创业意识培训班（西湖）', 'GYB', 'xh', ['teacher02'], '2026-11-16', '2026-11-18', 'completion_submitted', 18, {
      byArea: true,
    }),
    p('xh-closed', '2026年第1期电子商务培训班（西湖）', 'DSB', 'xh', ['teacher02', 'trainer06'], '2026-07-06', '2026-08-23', 'closed', 24, { seasons: 3 }),
    // 深圳 · 南山
    p('ns-running', '2026年第7期直播电商创业培训班（南山）', 'ZBB', 'ns', ['trainer03', 'trainer04'], '2026-11-09', '2026-12-27', 'in_progress', 12),
  ];
}

async function context(q: Queryable): Promise<Ctx> {
  const [{ password_hash: hash }] = await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`);
  const region = Object.fromEntries((await q.query<{ code: string; id: number }>('select code, id from regions')).map((r) => [r.code, r.id]));
  const insts = await q.query<{ id: number; name: string; province_id: number; city_id: number; county_id: number }>(
    'select id, name, province_id, city_id, county_id from institutions',
  );
  const inst = (name: string, code: string): Inst => {
    const i = insts.find((x) => x.name === name)!;
    return { id: i.id, name: i.name, province: i.province_id, city: i.city_id, county: i.county_id, code };
  };
  const users = await q.query<{ username: string; id: number; role: number; real_name: string }>(
    `select username, id, role, real_name from users where role <> 6`,
  );
  const [idType] = await q.query<{ id: number }>(`select id from id_types where name = '居民身份证'`);
  const categories = (await q.query<{ id: number }>('select id from categories order by sort, id')).map((r) => r.id);
  return {
    hash,
    region,
    inst: { th: inst('广州天河创业培训学校', 'th'), xh: inst('杭州西湖创业学院', 'xh'), ns: inst('深圳南山职业技能培训中心', 'ns') },
    user: Object.fromEntries(users.map((u) => [u.username, { id: u.id, role: u.role, name: u.real_name }])),
    idType: idType!.id,
    categories,
  };
}

const COUNTY_CODE = { th: '440106', xh: '330106', ns: '440305' } as const;

interface Learner {
  id: number;
  name: string;
  classKey: string;
}

export async function seedClassLife(q: Queryable) {
  const ctx = await context(q);
  const classIds = new Map<string, number>();
  const all = plans();

  // ---- classes: details, teachers, timelines, papers
  const callers = new Map<string, Caller>();
  for (const c of all) {
    const inst = ctx.inst[c.inst];
    const [theory, practice] = HOURS[c.type];
    // a class of an institution with accounts is played through the state machine from its draft; 南山's is written as it stands
    const played = c.inst !== 'ns';
    const submitted = played ? null : (c.steps.filter((s) => s[0] === 'submit' || s[0] === 'submitCompletion').at(-1)?.[4] ?? null);
    const reviewed = played ? null : (c.steps.filter((s) => s[0] === 'approve' || s[0] === 'reject').at(-1)?.[4] ?? null);
    const rejectReason = !played && c.status === 'rejected' ? (c.steps.at(-1)?.[5] ?? '') : '';
    const values = [
      c.name,
      c.type,
      c.start,
      c.end,
      played ? 'draft' : c.status,
      c.capacity,
      `${inst.name}第${between(1, 3)}教室（${PROVINCE_OF[COUNTY_CODE[c.inst]]![2]}）`,
      theory,
      practice,
      SCHEDULE[c.type],
      TEACHING_PLAN,
      ASSESSMENT_PLAN,
      rejectReason,
      submitted,
      reviewed,
      c.steps[0]![4],
    ];
    let id: number;
    if (c.existing) {
      const [row] = await q.query<{ id: number }>(
        `update classes set class_type = $2, start_date = $3, end_date = $4, status = $5, capacity = $6, venue = $7, theory_hours = $8,
                practice_hours = $9, schedule = $10, teaching_plan = $11, assessment_plan = $12, reject_reason = $13, submitted_at = $14::timestamptz,
                reviewed_at = $15::timestamptz, created_at = $16::timestamptz, updated_at = coalesce($15::timestamptz, $16::timestamptz)
          where name = $1 returning id`,
        values,
      );
      id = row!.id;
    } else {
      const [row] = await q.query<{ id: number }>(
        `insert into classes (name, class_type, start_date, end_date, status, capacity, venue, theory_hours, practice_hours, schedule, teaching_plan,
                              assessment_plan, reject_reason, submitted_at, reviewed_at, created_at, updated_at, institution_id, province_id, city_id, county_id, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz, $15::timestamptz, $16::timestamptz,
                 coalesce($15::timestamptz, $16::timestamptz), $17, $18, $19, $20, $21) returning id`,
        [...values, inst.id, inst.province, inst.city, inst.county, ctx.user[OWNER_OF[c.inst]!]?.id ?? null],
      );
      id = row!.id;
    }
    for (const t of c.teachers)
      await q.query('insert into class_teachers (class_id, teacher_id) values ($1, $2) on conflict do nothing', [id, ctx.user[t]!.id]);
    classIds.set(c.key, id);
    for (const [action, from, to, actor, when, reason] of c.steps) {
      if (played) {
        // each step by its account at its time (one planned for later than now happens now)
        const who = callers.get(actor) ?? (await callerOf(q, actor));
        callers.set(actor, who);
        const t = new Date(Math.min(new Date(when.replace(' ', 'T').replace(/\+08$/, ':00+08:00')).getTime(), seedNow() - 60_000));
        if (action === 'create' || action === 'update') await at(q, t, () => logClass(q, id, who, action, from, to));
        else await at(q, t, () => transitionClass(q, who, id, action as ClassAction, reason ?? null));
        continue;
      }
      const who = ctx.user[actor];
      await q.query(
        `insert into class_logs (class_id, from_status, to_status, action, actor_id, actor_role, actor_name, reason, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, from, to, action, who?.id ?? null, who?.role ?? (actor.includes('市') ? 3 : 4), who?.name ?? actor, reason ?? '', when],
      );
    }
  }
  await setClock(q, null);
  // quizzes and final papers for the new classes (the 西湖 class of part core keeps having no final paper)
  await q.query(
    `insert into paper_classes (paper_id, class_id) select p.id, c.id from papers p join classes c on c.class_type = p.class_type
      where c.id = any($1::int[]) on conflict do nothing`,
    [all.filter((c) => !c.existing).map((c) => classIds.get(c.key))],
  );

  // ---- learners: accounts, registration data, enrolments, addresses, wallets (one batch of statements per group)
  let n = 0;
  const learners: Learner[] = [];
  interface NewLearner {
    classKey: string;
    inst: 'th' | 'xh' | 'ns';
    inClass: boolean;
    status: 'admitted' | 'pending' | 'rejected';
    reason: string;
    decidedAt: string | null;
    appliedAt: string;
  }
  const insertLearners = async (group: NewLearner[]): Promise<{ id: number; name: string }[]> => {
    const rows = group.map((g) => {
      n++;
      const [given, gender] = GIVEN[n % GIVEN.length]!;
      const name = `${SURNAMES[(n * 7) % SURNAMES.length]}${given}`;
      const county = COUNTY_CODE[g.inst];
      const [prov, city, dist] = PROVINCE_OF[county]!;
      const i = ctx.inst[g.inst];
      return {
        g,
        username: `stu${String(n).padStart(4, '0')}`,
        name,
        gender,
        id: idNumber(county, n, gender),
        phone: `152${String(10000000 + n).slice(-8)}`,
        i,
        classId: g.inClass ? classIds.get(g.classKey)! : null,
        applied: classIds.get(g.classKey)!,
        // the account is opened before its application to the class (and so before anything done in it)
        createdAt: [day('2026-07-01', n % 120), day(g.appliedAt.slice(0, 10), -1)].sort()[0]!,
        region: [prov, city, dist] as const,
        address: `${pick(STREETS[county]!)}${between(1, 300)}号`,
        education: pick(EDUCATION),
        household: pick(HOUSEHOLD),
        category: pick(CATEGORY),
      };
    });
    const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
    const ids = await q.query<{ id: number }>(
      `insert into users (username, phone, password_hash, role, real_name, id_card, province_id, city_id, county_id, institution_id, class_id, created_at)
       select t.u, t.p, $1, 6, t.n, t.c, t.pr, t.ci, t.co, t.i, t.cl, t.at
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::timestamptz[])
           with ordinality as t(u, p, n, c, pr, ci, co, i, cl, at, k) order by t.k returning id`,
      [
        ctx.hash,
        col((r) => r.username),
        col((r) => r.phone),
        col((r) => r.name),
        col((r) => r.id),
        col((r) => r.i.province),
        col((r) => r.i.city),
        col((r) => r.i.county),
        col((r) => r.i.id),
        col((r) => r.classId),
        col((r) => r.createdAt),
      ],
    );
    const userIds = ids.map((x) => x.id);
    await q.query(
      `insert into learner_registrations (user_id, class_id, real_name, gender, id_type_id, id_number, phone, ethnicity, education, household, category, address)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])`,
      [
        userIds,
        col((r) => r.classId),
        col((r) => r.name),
        col((r) => r.gender),
        col(() => ctx.idType),
        col((r) => r.id),
        col((r) => r.phone),
        col(() => '汉族'),
        col((r) => r.education),
        col((r) => r.household),
        col((r) => r.category),
        col((r) => `${r.region.join('')}${r.address}`),
      ],
    );
    await q.query(
      `insert into addresses (user_id, name, phone, province, city, district, detail, is_default)
       select t.*, true from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as t`,
      [userIds, col((r) => r.name), col((r) => r.phone), col((r) => r.region[0]), col((r) => r.region[1]), col((r) => r.region[2]), col((r) => r.address)],
    );
    await q.query('insert into wallets (user_id, balance) select unnest($1::int[]), $2', [userIds, STARTING_BALANCE_FEN]);
    // the wallet opened with the account: its coins are dated then, before anything the learner bought
    await q.query(
      `insert into wallet_ledger (user_id, delta, balance_after, reason, ref, created_at)
       select u.id, $2, $2, 'seed', '开户金币', u.created_at from users u where u.id = any($1::int[]) order by u.id`,
      [userIds, STARTING_BALANCE_FEN],
    );
    await q.query(
      `insert into enrolments (user_id, class_id, institution_id, province_id, city_id, county_id, status, reason, decided_by, decided_at, created_at)
       select t.u, c.id, c.institution_id, c.province_id, c.city_id, c.county_id, t.s, t.r, case when t.s = 'pending' then null else $7::int end, t.d, t.a
         from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[]) as t(u, c, s, r, d, a)
         join classes c on c.id = t.c`,
      [
        userIds,
        col((r) => r.applied),
        col((r) => r.g.status),
        col((r) => r.g.reason),
        col((r) => r.g.decidedAt),
        col((r) => r.g.appliedAt),
        ctx.user[OWNER_OF[group[0]!.inst]!]?.id ?? null,
      ],
    );
    return rows.map((r, k) => ({ id: userIds[k]!, name: r.name }));
  };

  for (const c of all) {
    if (!c.learners) continue;
    const admittedAt = c.steps.find((s) => s[0] === 'submit')?.[4] ?? c.steps[0]![4];
    const group: NewLearner[] = Array.from({ length: c.learners }, () => ({
      classKey: c.key,
      inst: c.inst,
      inClass: true,
      status: 'admitted',
      reason: '',
      decidedAt: admittedAt,
      appliedAt: day(admittedAt.slice(0, 10), -3),
    }));
    for (const l of await insertLearners(group)) learners.push({ ...l, classKey: c.key });
  }
  // the demo learners of part core are admitted too
  await q.query(
    `insert into enrolments (user_id, class_id, institution_id, province_id, city_id, county_id, status, decided_at, created_at)
     select u.id, c.id, c.institution_id, c.province_id, c.city_id, c.county_id, 'admitted', c.submitted_at, c.created_at
       from users u join classes c on c.id = u.class_id where u.role = 6 and not exists (select 1 from enrolments e where e.user_id = u.id)`,
  );

  // ---- the registration pool: applicants waiting for a class, and a few turned away
  const pool: [string, 'th' | 'xh' | 'ns', number, string?][] = [
    ['th-submitted', 'th', 7],
    ['th-approved', 'th', 6],
    ['zbb', 'th', 4],
    ['syb', 'th', 3],
    ['th-approved', 'th', 2, '身份证件照片不清晰，请重新上传后再报名'],
    ['xh-submitted', 'xh', 5],
    ['xh-approved', 'xh', 5],
    ['west', 'xh', 4],
    ['xh-approved', 'xh', 2, '户籍不在本区，请到户籍所在地报名'],
    ['ns', 'ns', 4],
  ];
  for (const [classKey, inst, count, reason] of pool) {
    await insertLearners(
      Array.from({ length: count }, (_, k) => ({
        classKey,
        inst,
        inClass: false,
        status: reason ? 'rejected' : 'pending',
        reason: reason ?? '',
        decidedAt: reason ? day(seedDate('2026-11-20'), k) : null,
        appliedAt: day(seedDate('2026-11-10'), k + count),
      })),
    );
  }

  // ---- the learner area's data: final papers, business plans, module steps, forms
  const finals = await q.query<{ id: number; classType: ClassType }>(`select id, class_type as "classType" from papers where is_final`);
  const questions = await q.query<{ paperId: number; id: number; qtype: string; answer: string; options: { key: string }[]; score: number }>(
    `select pq.paper_id as "paperId", qn.id, qn.qtype, qn.answer, qn.options, pq.score from paper_questions pq join questions qn on qn.id = pq.question_id order by pq.sort`,
  );
  const planOf = new Map(all.map((c) => [c.key, c]));
  for (const l of learners) {
    const c = planOf.get(l.classKey)!;
    const classId = classIds.get(c.key)!;
    const running = c.status === 'in_progress' || c.status === 'completion_submitted' || c.status === 'closed';
    if (!running) continue;
    const finished = c.status !== 'in_progress';
    // theory: a final-paper attempt for everyone in a finished class, most in a running one
    const paper = finals.find((p) => p.classType === c.type);
    if (paper && (finished || chance(0.6))) {
      const skill = 0.35 + rand() * 0.6;
      const qs = questions.filter((x) => x.paperId === paper.id);
      const answers = qs.map((x) => {
        const correct = rand() < skill;
        const key = x.answer.split('|')[0]!;
        const wrong =
          x.qtype === 'judge' ? (key === 'T' ? 'F' : 'T') : x.qtype === 'fill' ? '不清楚' : (x.options.find((o) => !key.includes(o.key))?.key ?? 'A');
        return { id: x.id, answer: correct ? key : wrong, correct, score: correct ? x.score : 0 };
      });
      const score = answers.reduce((a, x) => a + x.score, 0);
      const at = day(c.status === 'in_progress' ? seedDate('2026-11-20') : c.end, 0, '10:00');
      const [attempt] = await q.query<{ id: number }>(
        `insert into exam_attempts (paper_id, user_id, class_id, started_at, deadline_at, submitted_at, status, score, total, passed)
         values ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '60 minutes', $4::timestamptz + interval '38 minutes', 'submitted', $5, 100, $6) returning id`,
        [paper.id, l.id, classId, at, score, score >= 60],
      );
      await q.query(
        `insert into exam_answers (attempt_id, question_id, answer, correct, score) select $1, * from unnest($2::int[], $3::text[], $4::boolean[], $5::int[])`,
        [attempt!.id, answers.map((a) => a.id), answers.map((a) => a.answer), answers.map((a) => a.correct), answers.map((a) => a.score)],
      );
    }
    // practice: SYB business plans (graded in finished classes), GYB and SYB module steps
    if (c.type === 'SYB' && (finished || chance(0.7))) {
      const content = computeBusinessTotals(
        parse(businessPlanSchema, {
          overview: {
            name: `${l.name.slice(0, 1)}记${pick(['便利店', '奶茶店', '农家乐', '社区洗衣', '电商工作室', '早餐店', '花店'])}`,
            industry: '零售/服务',
          },
          fixedAssets: { items: [{ name: '装修与设备', quantity: 1, unitPriceFen: between(20, 80) * 100000 }] },
        }),
      );
      const graded = finished || chance(0.4);
      const status = graded ? 'graded' : chance(0.6) ? 'submitted' : 'draft';
      await q.query(
        `insert into learner_plans (kind, user_id, class_id, content, revision, status, score, comment, graded_by, submitted_at, graded_at, updated_at)
         values ('business', $1, $2, $3, 1, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, coalesce($8::timestamptz, now()))`,
        [
          l.id,
          classId,
          JSON.stringify(content),
          status,
          status === 'graded' ? between(55, 96) : null,
          status === 'graded' ? pick(['市场分析充分，财务测算合理。', '定位清晰，建议细化营销计划。', '现金流量计划需再核对。']) : '',
          status === 'graded' ? ctx.user[c.teachers[0]!]!.id : null,
          status === 'draft' ? null : day(c.end, 0, '16:00'),
          status === 'graded' ? day(c.end, 2, '11:00') : null,
        ],
      );
    }
    if (c.type === 'GYB' || c.type === 'SYB') {
      const steps = TASKS[c.type].map((t) => t.key);
      const done = finished ? (chance(0.85) ? steps.length : between(3, steps.length)) : between(1, steps.length);
      await q.query(
        `insert into learner_task_progress (user_id, task_key, source, done_at) select $1, k, 'learner', $3::timestamptz from unnest($2::text[]) k`,
        [l.id, steps.slice(0, done), day(c.start, 1)],
      );
    }
    // the forms of /cultivate: self-assessment, needs survey, teaching evaluation, opinion
    const form = (kind: string, answers: Record<string, unknown>, at: string) =>
      q.query('insert into learner_forms (user_id, class_id, kind, answers, created_at) values ($1, $2, $3, $4, $5)', [
        l.id,
        classId,
        kind,
        JSON.stringify(answers),
        at,
      ]);
    if (chance(0.85)) await form('evaluation', Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, chance(0.72)])), day(c.start, 0, '14:00'));
    if (chance(0.7))
      await form(
        'demand',
        {
          topics: ['创业政策解读', '营销策划', '财务与成本核算', '直播带货技巧', '网店运营', '融资渠道'].filter(() => chance(0.45)).concat('市场调查方法'),
          format: pick(['线下面授', '线上直播', '线上线下结合', '线上线下结合']),
          timeSlot: pick(['工作日白天', '工作日晚上', '周末']),
          other: '',
        },
        day(c.start, 0, '15:00'),
      );
    if (finished && chance(0.8)) {
      const stars = () => (chance(0.7) ? 5 : chance(0.8) ? 4 : 3);
      await form(
        'appraise',
        {
          teacherStars: stars(),
          courseStars: stars(),
          organisationStars: stars(),
          comment: pick(['老师讲得很细致，案例贴近实际。', '实训平台很好用，收获很大。', '希望增加一些实操课时。', '课程安排紧凑，内容实用。', '']),
        },
        day(c.end, 0, '16:30'),
      );
      await form(
        'opinion',
        {
          satisfaction: pick(['非常满意', '非常满意', '满意', '满意', '一般']),
          strengths: pick(['老师耐心，实训指导到位', '课程内容实用', '组织有序，服务周到']),
          content: pick(['建议增加创业贷款政策的讲解。', '希望结业后还能继续使用实训平台。', '建议增加优秀学员的经验分享。', '希望多安排一些直播实操。']),
        },
        day(c.end, 0, '16:40'),
      );
    }
  }

  // ---- on-demand courses: learners of the finished classes enrolled in some (the course's 学习人数 counts them)
  const courses = (await q.query<{ id: number }>('select id from courses where status = 1 order by id')).map((r) => r.id);
  const finishedLearners = learners.filter((l) => ['closed', 'completion_submitted'].includes(planOf.get(l.classKey)!.status));
  for (const [i, courseId] of courses.entries()) {
    for (const l of finishedLearners.filter((_, k) => (k + i) % (3 + (i % 4)) === 0).slice(0, 12 - i))
      await at(q, new Date(day(planOf.get(l.classKey)!.start, 1 + (i % 3), '20:00')), () => enrol(seedDb(q), l.id, courseId));
  }

  // ---- the shop simulation: the online classes' shops, goods, coupons, live sessions, orders, seasons
  const online = all.filter((c) => (c.type === 'ZBB' || c.type === 'DSB') && ['in_progress', 'closed'].includes(c.status) && c.key !== 'ns-running');
  const zbbStudent = await q.query<{ id: number; real_name: string }>(`select id, real_name from users where username = 'zbb_student01'`);
  const h = hands(q);
  let dsbStudent: number | null = null;
  for (const c of online) {
    const classId = classIds.get(c.key)!;
    const members = learners.filter((l) => l.classKey === c.key);
    const owners = members.filter(() => chance(0.8));
    // zbb_student01 passed the shop exam and runs a shop in their class
    if (c.key === 'zbb') owners.unshift({ id: zbbStudent[0]!.id, name: zbbStudent[0]!.real_name, classKey: 'zbb' });
    const shops: { shopId: number; owner: Learner; skus: number[] }[] = [];
    const sessions: { ownerId: number; shopId: number; title: string; starts: Date; crowd: number[] }[] = [];
    for (const [k, o] of owners.entries()) {
      const opened = day(c.start, between(1, 6), '20:00');
      await q.query(`insert into shop_exam_attempts (user_id, score, total, passed, created_at) values ($1, $2, 10, true, $3)`, [o.id, between(7, 10), opened]);
      const shopName = o.id === zbbStudent[0]?.id ? '张小红的直播小店' : `${o.name}的${pick(['小店', '优选铺', '好物馆', '直播间', '生活馆'])}`;
      const [shop] = await q.query<{ id: number }>(`insert into shops (owner_id, name, intro, created_at) values ($1, $2, $3, $4) returning id`, [
        o.id,
        shopName,
        `${shopName}，实训班学员经营，诚信为本`,
        opened,
      ]);
      // the shop's settings, as the learner fills them in on /seller/shopConfig (a return address is needed for 退货退款)
      const [me] = await q.query<{ phone: string; address: string }>(
        `select u.phone, a.province || a.city || a.district || a.detail as address from users u join addresses a on a.user_id = u.id and a.is_default where u.id = $1`,
        [o.id],
      );
      await saveShopProfile(q, shop!.id, {
        name: shopName,
        logo: '',
        intro: `${shopName}，实训班学员经营，诚信为本`,
        servicePhone: me!.phone,
        returnName: o.name,
        returnPhone: me!.phone,
        returnAddress: me!.address,
      });
      const [tpl] = await q.query<{ id: number }>(
        `insert into freight_templates (shop_id, name, first_units, first_fee, extra_units, extra_fee, free_over) values ($1, '默认运费模板', 1, 800, 1, 200, 9900) returning id`,
        [shop!.id],
      );
      const skus: number[] = [];
      if (o.id === zbbStudent[0]?.id || chance(0.85)) {
        const ci = (k * 3 + classId) % CATEGORIES.length;
        const cat = CATEGORIES[ci]!;
        for (let m = 0; m < between(2, 3); m++) {
          const item = cat.items[(k + m * 3) % cat.items.length]!;
          const base = Math.round(between(cat.price[0], Math.min(cat.price[1], cat.price[0] * 4)) / 100) * 100 - 10;
          const [product] = await q.query<{ id: number }>(
            `insert into products (shop_id, category_id, title, subtitle, detail_html, specs, status, price, original_price, freight_template_id, created_at)
             values ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $10) returning id`,
            [
              shop!.id,
              ctx.categories[ci],
              `${item}（学员实训款）`,
              `${cat.name} · ${shopName}`,
              `<h3>${item}</h3><p>实训班学员店铺商品，用于电商实训模拟交易。</p>`,
              JSON.stringify([{ name: '规格', values: ['标准装', '家庭装'] }]),
              base,
              Math.round((base * 1.3) / 100) * 100,
              tpl!.id,
              day(c.start, between(2, 8), '21:00'),
            ],
          );
          const rows = await q.query<{ id: number }>(
            `insert into skus (product_id, spec, spec_text, price, original_price, stock, initial_stock)
             values ($1, '{"规格":"标准装"}', '标准装', $2, $3, $4, $4), ($1, '{"规格":"家庭装"}', '家庭装', $5, $6, $4, $4) returning id`,
            [product!.id, base, Math.round((base * 1.3) / 100) * 100, between(40, 120), base + 2000, Math.round(((base + 2000) * 1.3) / 100) * 100],
          );
          skus.push(...rows.map((r) => r.id));
        }
        if (o.id === zbbStudent[0]?.id || chance(0.55)) {
          const starts = new Date(day(c.start, between(10, 20), '19:30'));
          const crowd = members.filter((m) => m.id !== o.id).slice(0, 2 + (between(30, 420) % 4));
          sessions.push({ ownerId: o.id, shopId: shop!.id, title: `${shopName}直播专场`, starts, crowd: crowd.map((m) => m.id) });
        }
        if (chance(0.4)) {
          await q.query(
            `insert into promotions (shop_id, kind, title, threshold, amount, total, starts_at, created_at) values ($1, 'yhq', '满50减5元券', 5000, 500, 100, $2, $2)`,
            [shop!.id, opened],
          );
        }
      }
      shops.push({ shopId: shop!.id, owner: o, skus });
    }
    // dsb_student01 opened his shop before the class (seed part shop): his classmates buy there too
    if (c.key === 'dsb') {
      const [dsb] = await q.query<{ id: number; real_name: string; shop_id: number }>(
        `select u.id, u.real_name, s.id as shop_id from users u join shops s on s.owner_id = u.id where u.username = 'dsb_student01'`,
      );
      const cheap = await q.query<{ id: number }>(
        'select k.id from skus k join products p on p.id = k.product_id where p.shop_id = $1 and p.status = 1 order by k.price, k.id limit 4',
        [dsb!.shop_id],
      );
      shops.push({ shopId: dsb!.shop_id, owner: { id: dsb!.id, name: dsb!.real_name, classKey: 'dsb' }, skus: cheap.map((k) => k.id) });
      dsbStudent = dsb!.id;
    }
    // the sessions: scheduled by the shop, started and ended by its owner, watched by classmates
    for (const l of sessions) {
      const products = (await q.query<{ id: number }>('select id from products where shop_id = $1 order by id', [l.shopId])).map((r) => r.id);
      const id = await at(q, new Date(l.starts.getTime() - 86_400_000), () => scheduleLive(q, l.ownerId, l.title, products, l.starts, 2));
      if (l.starts.getTime() > seedNow()) continue;
      await at(q, after(l.starts, -1), () => startSession(q, l.ownerId, id));
      await watch(
        h,
        id,
        l.crowd.map((userId, k) => ({ userId, from: after(l.starts, 3 + k * 7, 0), to: after(l.starts, 30 + k * 9, 0) })),
      );
      if (l.starts.getTime() + 2 * 3_600_000 < seedNow()) await at(q, after(l.starts, 115), () => endSession(q, l.ownerId, id));
    }
    // classmates (seeded learners only) buy from each other, season after season: each visits the
    // product first, some claim the shop's coupon; orders of earlier seasons have all arrived
    const seasons = c.seasons ?? 1;
    const from = new Date(day(c.start, 9, '10:00')).getTime();
    const until = Math.min(new Date(day(c.end, 0, '18:00')).getTime(), seedNow() - 3_600_000);
    const span = (until - from) / seasons;
    for (let season = 1; season <= seasons; season++) {
      const current = season === seasons && c.status === 'in_progress';
      const begins = from + (season - 1) * span;
      const purchases: Steps[] = [];
      for (const s of shops.filter((x) => x.skus.length)) {
        // anonymous visitors browse the shop in every season
        for (let k = 0; k < 3; k++) {
          visit(
            h,
            PageViews.visitorOf(null, `10.${classId}.${s.shopId % 250}.${season * 10 + k}`, 'demo'),
            { shopId: s.shopId },
            new Date(begins + ((k + 1) * span) / 5),
          );
        }
        const orders = s.owner.id === zbbStudent[0]?.id ? 3 : s.owner.id === dsbStudent ? 4 : between(0, current ? 3 : 2);
        for (let m = 0; m < orders; m++) {
          const buyer = pick(members.filter((b) => b.id !== s.owner.id));
          if (!buyer) continue;
          const [coupon] = await q.query<{ id: number }>(`select id from promotions where shop_id = $1 and kind = 'yhq'`, [s.shopId]);
          const when = new Date(begins + span * (0.1 + 0.6 * rand()));
          const claims = !!coupon && chance(0.5);
          const skuId = pick(s.skus);
          const quantity = between(1, 2);
          // zbb_student01's first sale is a real one; the current season's orders are in every state
          let fate: Fate = chance(0.6) ? 'completed' : 'received';
          let at0 = when;
          if (s.owner.id === zbbStudent[0]?.id) fate = m === 1 ? 'shipped' : 'paid';
          else if (s.owner.id === dsbStudent) fate = m < 3 ? 'completed' : 'received';
          else if (current) {
            const r = rand();
            fate = r < 0.12 ? 'pending_payment' : r < 0.3 ? 'paid' : r < 0.5 ? 'shipped' : r < 0.8 ? 'received' : 'completed';
          }
          if (current && (fate === 'pending_payment' || fate === 'paid' || fate === 'shipped' || s.owner.id === zbbStudent[0]?.id)) {
            at0 = fate === 'pending_payment' ? minutesAgo(5 + m) : new Date(seedNow() - (fate === 'shipped' ? 30 : 6) * 3_600_000 - m * 60_000);
          } else if (current) at0 = new Date(Math.min(when.getTime(), seedNow() - 5 * 86_400_000));
          const [{ product_id: productId }] = await q.query<{ product_id: number }>('select product_id from skus where id = $1', [skuId]);
          const stars = chance(0.75) ? 5 : between(3, 4);
          purchases.push(
            (async function* (): Steps {
              const couponIds: number[] = [];
              if (claims) {
                // claimed when the buyer first looked, and never after the order that uses it
                const claimAt = new Date(Math.min(when.getTime(), at0.getTime()));
                const claimed = yield* stepAt(q, claimAt, () => claimCoupon(q, buyer.id, coupon!.id).catch(() => null));
                if (claimed) couponIds.push(claimed.couponId);
              }
              yield* purchaseSteps(h, { buyerId: buyer.id, ownerId: s.owner.id, skuId, productId, quantity, when: at0, fate, couponIds, stars });
            })(),
          );
        }
      }
      // the season's purchases in time order, step by step; a buyer whose coins are tied up in unpaid
      // orders is refused a new one (orders.ts): they skip it
      await playInTimeOrder(purchases, (e) => {
        if (!(e instanceof AppError && e.status === 400)) throw e;
      });
      if (season < seasons) {
        await h.views.flush();
        const teacher = await q.query<{ teacher_id: number }>('select teacher_id from class_teachers where class_id = $1 order by teacher_id limit 1', [
          classId,
        ]);
        await at(q, new Date(begins + span), () => rollSeason(q, [classId], teacher[0]!.teacher_id));
      }
    }
    await h.views.flush();
  }

  await setClock(q, null);

  // ---- practice goals follow from the data alone: drop the hand-written ticks, then let the learner area's own check tick what it sees
  await q.query(`delete from learner_task_progress where source = 'seed'`);
  const onlineLearners = await q.query<{ userId: number; classId: number; classType: ClassType; className: string }>(
    `select u.id as "userId", c.id as "classId", c.class_type as "classType", c.name as "className"
       from users u join classes c on c.id = u.class_id where u.role = 6 and c.class_type in ('ZBB', 'DSB')`,
  );
  for (const l of onlineLearners) {
    await taskList(q, { ...l, realName: '', idCard: null, phone: null, startDate: null, endDate: null, institution: '' });
  }
}
