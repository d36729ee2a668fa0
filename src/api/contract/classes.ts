import type { ActionDecl } from './resource/types.ts';
import type { ClassType, Role } from './roles.ts';
import { endpoint } from './endpoint.ts';
import { choices } from './options.ts';

/**
 * A class's life (docs/back-office.md "Classes"), as data both sides read: the states, who may take
 * which step from which state, and the answers of the class pages' own calls. The server's one
 * place that changes a class's state is server/services/classMachine.ts; the resource declarations
 * (resources/classes.ts) take each action's `when` from this table, so the buttons a page shows and
 * the steps the server allows cannot disagree.
 *
 *   draft ──submit──► submitted ──approve──► approved ──start──► in_progress ──submitCompletion──► completion_submitted ──approve──► closed
 *     ▲                   │                                          ▲                                   │
 *     └── (edit) rejected ◄┘ reject (reason)                         └──────────── reject (reason) ───────┘
 *                 └──submit──► submitted
 */

export const CLASS_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'in_progress', 'completion_submitted', 'closed'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const CLASS_STATUS_OPTIONS = choices(
  ['draft', '草稿', 'default'],
  ['submitted', '待审核', 'warning'],
  ['approved', '已通过', 'primary'],
  ['rejected', '已驳回', 'danger'],
  ['in_progress', '进行中', 'success'],
  ['completion_submitted', '结业待审核', 'warning'],
  ['closed', '已结业', 'default'],
);

export const CLASS_STATUS_NAMES = Object.fromEntries(CLASS_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<ClassStatus, string>;

export type ClassAction = 'submit' | 'approve' | 'reject' | 'start' | 'submitCompletion';

/** The institution drafts, submits, starts and submits completion; the city or county of the class's region reviews. */
export const CLASS_OWNER_ROLES: readonly Role[] = [4];
export const CLASS_REVIEWER_ROLES: readonly Role[] = [3, 20];

export interface ClassStep {
  to: ClassStatus;
  roles: readonly Role[];
}

/** (state, action) → who may take it and the next state. Anything not here is refused. */
export const CLASS_MACHINE: Record<ClassStatus, Partial<Record<ClassAction, ClassStep>>> = {
  draft: { submit: { to: 'submitted', roles: CLASS_OWNER_ROLES } },
  rejected: { submit: { to: 'submitted', roles: CLASS_OWNER_ROLES } },
  submitted: { approve: { to: 'approved', roles: CLASS_REVIEWER_ROLES }, reject: { to: 'rejected', roles: CLASS_REVIEWER_ROLES } },
  approved: { start: { to: 'in_progress', roles: CLASS_OWNER_ROLES } },
  in_progress: { submitCompletion: { to: 'completion_submitted', roles: CLASS_OWNER_ROLES } },
  completion_submitted: { approve: { to: 'closed', roles: CLASS_REVIEWER_ROLES }, reject: { to: 'in_progress', roles: CLASS_REVIEWER_ROLES } },
  closed: {},
};

export const CLASS_ACTION_NAMES: Record<ClassAction | 'create' | 'update', string> = {
  create: '创建开班申请',
  update: '修改班级信息',
  submit: '提交审核',
  approve: '审核通过',
  reject: '驳回',
  start: '开班',
  submitCompletion: '提交结业',
};

/** The states an action may be taken in (a declaration's `when`). */
export function statesFor(action: ClassAction): ClassStatus[] {
  return CLASS_STATUSES.filter((s) => CLASS_MACHINE[s][action]);
}

/** What a role may do now to a class in this state (the information page's buttons). */
export function classActionsFor(status: ClassStatus, role: Role): ClassAction[] {
  return (Object.entries(CLASS_MACHINE[status]) as [ClassAction, ClassStep][]).filter(([, s]) => s.roles.includes(role)).map(([a]) => a);
}

/** The key of the class resource (resources/classes.ts): its actions are POST {role}/clazz/action/{step}/{id}. */
export const CLASS_RESOURCE_KEY = 'clazz';

const REJECT_REASON = { label: '驳回原因', required: '请输入驳回原因', max: 200 } as const;

/**
 * Each step as a declared action (label, who, the states it starts from, confirmation, reason): the
 * class resource declares these, and the class page's buttons read them without the whole declaration.
 */
export const CLASS_ACTIONS = {
  submit: {
    label: '提交审核',
    roles: CLASS_OWNER_ROLES,
    when: { field: 'status', in: statesFor('submit') },
    confirm: '提交后将由所在市、区县人社部门审核，审核期间不能修改，确定提交吗？',
    success: '已提交审核',
  },
  approve: {
    label: '审核通过',
    roles: CLASS_REVIEWER_ROLES,
    when: { field: 'status', in: statesFor('approve') },
    confirm: '确定审核通过吗？',
    success: '已审核通过',
    batch: true,
  },
  reject: {
    label: '驳回',
    roles: CLASS_REVIEWER_ROLES,
    when: { field: 'status', in: statesFor('reject') },
    reason: REJECT_REASON,
    success: '已驳回',
    danger: true,
    batch: true,
  },
  start: {
    label: '开班',
    roles: CLASS_OWNER_ROLES,
    when: { field: 'status', in: statesFor('start') },
    confirm: '确定开班吗？开班后学员即可开始学习与实训。',
    success: '已开班',
  },
  submitCompletion: {
    label: '提交结业',
    roles: CLASS_OWNER_ROLES,
    when: { field: 'status', in: statesFor('submitCompletion') },
    confirm: '提交结业后将由所在市、区县人社部门审核，确定提交吗？',
    success: '已提交结业审核',
  },
} as const satisfies Record<ClassAction, ActionDecl>;

/** A class may be edited (and a rejected one fixed) before it is submitted again. */
export const EDITABLE_STATES: readonly ClassStatus[] = ['draft', 'rejected'];
/** Learners may join (and leave) a class until its completion is submitted: none joins a closed class. */
export const ROSTER_OPEN_STATES: readonly ClassStatus[] = ['draft', 'submitted', 'rejected', 'approved', 'in_progress'];
/** Classes a learner may apply for on /register: public (submitted or approved) and not yet finished. */
export const REGISTRATION_STATES: readonly ClassStatus[] = ['submitted', 'approved', 'in_progress'];
/** Refusal of an application to a class whose end date has passed (the class picker does not offer it). */
export const CLASS_ENDED = '该班级已过结业日期，不能报名';
/** The class's shops and scores exist once it runs. */
export const RUNNING_STATES: readonly ClassStatus[] = ['in_progress', 'completion_submitted', 'closed'];

// ---- answers of the class pages' own calls (server/routes/classes.ts) -------------------------------

/** One line of a class's timeline. */
export interface ClassLogEntry {
  id: number;
  action: ClassAction | 'create' | 'update';
  actionName: string;
  fromStatus: ClassStatus | null;
  toStatus: ClassStatus;
  actorName: string;
  actorRole: Role | null;
  reason: string;
  at: string;
}

/** GET {role}/class/{id}/information */
export interface ClassInformation {
  id: number;
  name: string;
  classType: ClassType;
  status: ClassStatus;
  institutionId: number;
  institutionName: string;
  regionName: string;
  startDate: string | null;
  endDate: string | null;
  theoryHours: number;
  practiceHours: number;
  venue: string;
  capacity: number;
  studentCount: number;
  pendingCount: number;
  teachers: { id: number; name: string }[];
  schedule: string;
  teachingPlan: string;
  assessmentPlan: string;
  rejectReason: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** The steps the caller may take now (CLASS_MACHINE for their role and the class's state). */
  actions: ClassAction[];
  /** Whether the caller may edit it now (the institution, while draft or rejected). */
  editable: boolean;
  timeline: ClassLogEntry[];
}

/** GET {role}/classStats?regionId= : classes and learners per region (children of the one asked for) and type. */
export interface ClassStatsRow {
  regionId: number | null;
  regionName: string;
  level: number | null;
  /** Whether the region has children to drill into. */
  hasChildren: boolean;
  byType: Record<ClassType, { classes: number; learners: number }>;
  classes: number;
  learners: number;
}

export interface ClassStats {
  /** canGoUp: the parent (parentId, or the whole country when null) is still within the caller's jurisdiction. */
  region: { id: number | null; name: string; parentId: number | null; level: number | null; canGoUp: boolean };
  rows: ClassStatsRow[];
  total: ClassStatsRow;
}

/** One learner's scores (GET {role}/class/{id}/scores). Scores are 0–100; null: not yet there. */
export interface ScoreRow {
  userId: number;
  realName: string;
  phone: string | null;
  theory: number | null;
  theoryAttempts: number;
  theoryPassed: boolean;
  practice: number | null;
  /** What the practice score is made of, in words (计划书已评分 / 店铺成绩 / 完成6步中的4步). */
  practiceNote: string;
  /** The learner's business plan, when the class is SYB (the teacher grades it here). */
  planId: number | null;
  planStatus: 'draft' | 'submitted' | 'graded' | null;
  total: number | null;
  passed: boolean | null;
}

export interface ScoreSheet {
  classId: number;
  className: string;
  classType: ClassType;
  weights: { theory: number; practice: number };
  passMark: number;
  practiceRule: string;
  /** Whether the caller may grade business plans here (a teacher of the class). */
  canGrade: boolean;
  summary: { learners: number; theoryAvg: number | null; practiceAvg: number | null; totalAvg: number | null; passed: number };
  list: ScoreRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  isLastPage: boolean;
}

export interface SeasonFigures {
  season: number;
  orders: number;
  salesFen: number;
  /** Distinct visitors of the shop's pages in the season. */
  visitors: number;
}

/** GET {role}/class/{id}/storeData */
export interface StoreData {
  classId: number;
  className: string;
  season: number;
  seasons: SeasonFigures[];
  shops: {
    shopId: number;
    shopName: string;
    ownerId: number;
    ownerName: string;
    productCount: number;
    seasons: SeasonFigures[];
    orders: number;
    salesFen: number;
  }[];
}

/** GET {role}/class/{id}/flightData: the traffic and promotion figures the simulation keeps, per shop. */
export interface FlightData {
  classId: number;
  className: string;
  /** Whether any paid-ranking (直通车) click was recorded for the class's shops; until then the page says so. */
  adClicksCounted: boolean;
  shops: {
    shopId: number;
    shopName: string;
    ownerName: string;
    liveSessions: number;
    liveViewers: number;
    promotions: number;
    couponsClaimed: number;
    couponsUsed: number;
    /** 直通车: paid clicks on the shop's keywords and what they cost (fen) */
    adClicks: number;
    adCostFen: number;
    visitors: number;
    orders: number;
    conversion: number | null;
  }[];
}

/** GET {role}/class/{id}/feedback: the learners' teaching evaluations (/cultivate/appraise) and opinions (/cultivate/opinion). */
export interface ClassFeedback {
  classId: number;
  className: string;
  learners: number;
  appraise: {
    count: number;
    averages: { teacherStars: number | null; courseStars: number | null; organisationStars: number | null };
    list: { userId: number; realName: string; teacherStars: number; courseStars: number; organisationStars: number; comment: string; at: string }[];
  };
  opinion: {
    count: number;
    satisfaction: { label: string; count: number }[];
    list: { userId: number; realName: string; satisfaction: string; strengths: string; content: string; at: string }[];
  };
}

/** GET {role}/class/{id}/evaluations: the class's evaluation tables (自我评价 and 培训需求调查). */
export interface ClassEvaluations {
  classId: number;
  className: string;
  learners: number;
  tables: {
    kind: 'evaluation' | 'demand';
    title: string;
    submitted: number;
    /** Per question: how the class answered it. */
    questions: { key: string; label: string; answers: { label: string; count: number }[] }[];
    list: { userId: number; realName: string; summary: string; at: string }[];
  }[];
}

/** POST {role}/class/{id}/plan/{planId}/grade: a teacher of the class grades a learner's business plan. */
export interface PlanGrade {
  score: number;
  comment: string;
}

/**
 * The class pages' own calls under a back-office role prefix (server/routes/classes.ts), each limited
 * to the caller's scope (a class outside it is 404).
 */
export const CLASS_PAGE = {
  information: endpoint<void, ClassInformation>()('GET', '/class/:id/information'),
  /** the regions under the one asked for (none: the caller's own) */
  stats: endpoint<{ regionId?: number }, ClassStats>()('GET', '/classStats'),
  scores: endpoint<{ pageNum: number; pageSize: number; keyword?: string }, ScoreSheet>()('GET', '/class/:id/scores'),
  gradePlan: endpoint<PlanGrade, null>()('POST', '/class/:id/plan/:planId/grade'),
  storeData: endpoint<void, StoreData>()('GET', '/class/:id/storeData'),
  flightData: endpoint<void, FlightData>()('GET', '/class/:id/flightData'),
  feedback: endpoint<void, ClassFeedback>()('GET', '/class/:id/feedback'),
  evaluations: endpoint<void, ClassEvaluations>()('GET', '/class/:id/evaluations'),
};

/** Learners' total = theory × weight + practice × weight (until /manage/assessmentRule sets them per class type). */
export const SCORE_WEIGHTS = { theory: 0.5, practice: 0.5 } as const;
export const SCORE_PASS_MARK = 60;

/** The shop score (server/services/classScores.ts storeScoreSql computes it), as the pages explain it. */
export const STORE_SCORE_RULE =
  '店铺成绩（0–100分）：实训任务（开设店铺、上架商品、完成首笔成交、开展一场直播）每项10分，销售额每50元1分（最多30分），成交订单每单2分（最多20分），买家评价平均星级×2（最多10分），另加授课教师的调整。';

/** What the practice score of each class type is made of. */
export const PRACTICE_RULES: Record<ClassType, string> = {
  SYB: '实践成绩为授课教师对创业计划书的评分（学员提交后由授课教师在本页评分）。',
  GYB: '实践成绩为GYB六个学习步骤的完成比例。',
  ZBB: `实践成绩为${STORE_SCORE_RULE}`,
  DSB: `实践成绩为${STORE_SCORE_RULE}`,
};
