import { z } from 'zod';
import type { Page } from './paging.ts';
import type { ClassType } from './roles.ts';
import { isWebLink, WEB_LINK_ERROR } from './links.ts';
import { type AnswerValue, type QuestionOption, type QuestionType, SHORT_ANSWER_MAX } from './questions.ts';

/**
 * Learner area (/cultivate) and on-demand courses (/ondemand): payloads shared by the server
 * (server/routes/learner.ts) and the client. Paths are listed in docs/api-learner.md.
 */

export const LEARNER_PREFIXES = ['/v1/wangchuang/student/train/', '/v2/wangchuang/student/train/'] as const;
export const VIDEO_PREFIX = '/v1/wangchuang/video/';

/** Exam answers after submitting: the grace the server allows past the deadline for late saves. */
export const ANSWER_GRACE_SECONDS = 30;

// ---------- tasks ----------
export interface LearnerTask {
  key: string;
  title: string;
  description: string;
  /** module: a step the learner marks as studied; goal: ticked by the server from the simulation */
  kind: 'module' | 'goal';
  done: boolean;
  doneAt: string | null;
}
export interface TaskList {
  classType: ClassType;
  className: string;
  tasks: LearnerTask[];
  done: number;
  total: number;
  percent: number;
}

// ---------- papers and attempts ----------
// question types and answers: ./questions.ts (no zod, for the pages that only show questions)
export { type AnswerValue, QUESTION_TYPE_NAMES, type QuestionOption, type QuestionType, SHORT_ANSWER_MAX } from './questions.ts';
export const answerValue = z.union(
  [z.string({ error: '答案格式有误' }).max(SHORT_ANSWER_MAX, '答案过长'), z.array(z.string().max(5, '答案格式有误')).max(10, '答案格式有误'), z.boolean()],
  { error: '答案格式有误' },
);

export interface PaperSummary {
  paperId: number;
  title: string;
  durationMin: number;
  passScore: number;
  totalScore: number;
  questionCount: number;
  isFinal: boolean;
  showAnswers: boolean;
  maxAttempts: number;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
  /** an attempt in progress (resume it) */
  openAttemptId: number | null;
  /** the end of the window the paper was published for (ISO), null: open-ended */
  closesAt: string | null;
  /** finished attempts whose short answers the teacher has yet to mark */
  pendingMarking: number;
  /** remote invigilation: the camera takes snapshots during the attempt (told before it starts) */
  invigilated: boolean;
}

export interface ExamQuestion {
  questionId: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
  score: number;
}

export interface AttemptView {
  attemptId: number;
  paperId: number;
  title: string;
  status: 'in_progress' | 'submitted' | 'expired';
  durationMin: number;
  startedAt: string;
  /** epoch ms: the server's deadline; the timer counts down to it */
  deadline: number;
  /** epoch ms of the server when answering, to correct the client's clock */
  serverNow: number;
  questions: ExamQuestion[];
  answers: Record<string, AnswerValue>;
  result: AttemptResult | null;
}

export interface AttemptResult {
  attemptId: number;
  score: number;
  total: number;
  passScore: number;
  passed: boolean;
  correctCount: number;
  questionCount: number;
  submittedAt: string;
  showAnswers: boolean;
  /** short answers still to be marked by the teacher: score and passed are provisional until 0 */
  pendingMarking?: number;
}

export const saveAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number({ error: '题目编号有误' }).int('题目编号有误').positive('题目编号有误').max(2147483647, '题目编号有误'),
        answer: answerValue,
      }),
      { error: '请提交答案' },
    )
    .min(1, '请提交答案')
    .max(200, '答案过多'),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersSchema>;

export interface ReviewItem extends ExamQuestion {
  given: AnswerValue | null;
  correctAnswer: AnswerValue;
  correct: boolean;
  gained: number;
  analysis: string;
  /** a short answer not marked yet */
  pendingMark?: boolean;
  /** the teacher's comment on a short answer */
  comment?: string;
}

// ---------- forms ----------
export const FORM_KINDS = ['evaluation', 'demand', 'opinion', 'appraise'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface FormField {
  key: string;
  label: string;
  type: 'yesno' | 'checkbox' | 'radio' | 'text' | 'textarea' | 'stars';
  options?: string[];
  required: boolean;
}
export interface FormState {
  kind: FormKind;
  title: string;
  intro: string;
  fields: FormField[];
  submitted: boolean;
  submittedAt: string | null;
  answers: Record<string, unknown> | null;
  /** evaluation only: yes count and a short reading of it */
  summary: string | null;
}

// ---------- registration table ----------
/** The registration table as saved (the server's rules: server/routes/learner.ts). */
export interface RegistrationBody {
  realName: string;
  gender: '男' | '女';
  idTypeId: number;
  idNumber: string;
  phone: string;
  ethnicity: string;
  education: string;
  household: string;
  category: string;
  address: string;
  photoUrl: string;
}
export interface RegistrationState {
  /** enabled ID types (/manage/IdType), and the one on record */
  idTypes: { id: number; name: string }[];
  /** enabled education levels (/manage/degreeOfEducation), and the one on record */
  educations: string[];
  form: (RegistrationBody & { updatedAt: string }) | null;
  /** prefill from the account when nothing is saved yet */
  defaults: Partial<RegistrationBody>;
}

// ---------- practice and tracking ----------
export interface PracticeAssignment {
  id: number;
  title: string;
  description: string;
  goalKey: string | null;
  goalDone: boolean;
  records: { id: number; content: string; link: string; createdAt: string }[];
}
export interface PracticeState {
  shop: { shopId: number; name: string; productCount: number; orderCount: number; salesFen: number; liveCount: number } | null;
  assignments: PracticeAssignment[];
}
export const practiceRecordSchema = z.object({
  content: z.string({ error: '请填写实训记录' }).trim().min(1, '请填写实训记录').max(2000, '实训记录不能超过2000字'),
  // shown as a link to teachers: only a web address (never javascript: or data:)
  link: z.string({ error: WEB_LINK_ERROR }).trim().max(500, '链接过长').refine(isWebLink, WEB_LINK_ERROR).default(''),
});

export const trackSchema = z
  .object({
    businessStarted: z.boolean({ error: '请选择是否已创业' }),
    businessName: z.string().trim().max(100, '企业名称过长').default(''),
    licenceNo: z
      .string()
      .trim()
      .max(30, '执照编号过长')
      .regex(/^[0-9A-Za-z-]*$/, '营业执照编号格式有误')
      .default(''),
    legalForm: z.enum(['', '个体工商户', '有限责任公司', '个人独资企业', '合伙企业', '农民专业合作社', '其他'], { error: '请选择企业法律形态' }).default(''),
    jobsCreated: z.number({ error: '带动就业人数有误' }).int('带动就业人数有误').min(0, '带动就业人数有误').max(100000, '带动就业人数有误').default(0),
    notes: z.string().trim().max(2000, '备注不能超过2000字').default(''),
  })
  .refine((v) => !v.businessStarted || v.businessName.length > 0, { message: '已创业请填写企业名称' });
export type TrackBody = z.infer<typeof trackSchema>;
export interface TrackRecord extends TrackBody {
  id: number;
  createdAt: string;
  updatedAt: string;
}

// ---------- business plan (SYB) and live-commerce plan (ZBB/DSB) ----------
export const BUSINESS_PLAN_SECTIONS = [
  { key: 'overview', title: '企业概况' },
  { key: 'owner', title: '创业者个人情况' },
  { key: 'market', title: '市场评估' },
  { key: 'marketing', title: '市场营销计划' },
  { key: 'organisation', title: '企业组织结构与人员' },
  { key: 'fixedAssets', title: '固定资产' },
  { key: 'workingCapital', title: '流动资金（月）' },
  { key: 'salesForecast', title: '销售收入预测（12个月）' },
  { key: 'salesCost', title: '销售和成本计划' },
  { key: 'cashFlow', title: '现金流量计划' },
] as const;

const money = z.number({ error: '金额有误' }).int('金额以分为单位的整数').min(-1_000_000_000_00, '金额有误').max(1_000_000_000_00, '金额有误');
const shortText = (max: number) => z.string().max(max, `内容不能超过${max}字`).default('');
const months = z.array(money).length(12, '请填写12个月的数据');

/** Amounts are integer fen. Totals (fields named total*) are recomputed by the server. */
export const businessPlanSchema = z.object({
  overview: z
    .object({ name: shortText(100), industry: shortText(50), legalForm: shortText(30), address: shortText(200), products: shortText(2000) })
    .partial()
    .default({}),
  owner: z
    .object({ experience: shortText(2000), education: shortText(500), skills: shortText(2000) })
    .partial()
    .default({}),
  market: z
    .object({ customers: shortText(2000), size: shortText(2000), competitors: shortText(2000), swot: shortText(2000) })
    .partial()
    .default({}),
  marketing: z
    .object({ product: shortText(2000), price: shortText(2000), place: shortText(2000), promotion: shortText(2000) })
    .partial()
    .default({}),
  organisation: z
    .object({
      staff: z
        .array(z.object({ role: shortText(50), count: z.number().int().min(0).max(10000), monthlyWageFen: money }))
        .max(50)
        .default([]),
      totalMonthlyWageFen: money.optional(),
    })
    .default({ staff: [] }),
  fixedAssets: z
    .object({
      items: z
        .array(z.object({ name: shortText(100), quantity: z.number().int().min(0).max(100000), unitPriceFen: money, amountFen: money.optional() }))
        .max(100)
        .default([]),
      totalFen: money.optional(),
    })
    .default({ items: [] }),
  workingCapital: z
    .object({
      items: z
        .array(z.object({ name: shortText(100), monthlyFen: money }))
        .max(100)
        .default([]),
      months: z.number().int().min(1).max(24).default(3),
      totalFen: money.optional(),
    })
    .default({ items: [], months: 3 }),
  salesForecast: z
    .object({
      rows: z
        .array(
          z.object({
            product: shortText(100),
            unitPriceFen: money,
            quantities: z.array(z.number().int().min(0).max(100_000_000)).length(12, '请填写12个月的数据'),
            amountsFen: months.optional(),
            totalFen: money.optional(),
          }),
        )
        .max(30)
        .default([]),
      monthTotalsFen: months.optional(),
      totalFen: money.optional(),
    })
    .default({ rows: [] }),
  salesCost: z
    .object({
      costs: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      monthCostTotalsFen: months.optional(),
      monthProfitFen: months.optional(),
      totalCostFen: money.optional(),
      totalProfitFen: money.optional(),
    })
    .default({ costs: [] }),
  cashFlow: z
    .object({
      openingFen: money.default(0),
      inflows: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      outflows: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      monthInFen: months.optional(),
      monthOutFen: months.optional(),
      monthClosingFen: months.optional(),
    })
    .default({ openingFen: 0, inflows: [], outflows: [] }),
});
export type BusinessPlan = z.infer<typeof businessPlanSchema>;

export const livePlanSchema = z.object({
  positioning: z
    .object({ audience: shortText(1000), style: shortText(1000), anchor: shortText(500), goals: shortText(1000) })
    .partial()
    .default({}),
  productMix: z
    .array(
      z.object({
        name: shortText(100),
        role: z.enum(['引流款', '利润款', '主推款', '形象款']),
        priceFen: money,
        stock: z.number().int().min(0).max(10_000_000),
      }),
    )
    .max(50)
    .default([]),
  schedule: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误'),
        start: z.string().regex(/^\d{2}:\d{2}$/, '时间格式有误'),
        end: z.string().regex(/^\d{2}:\d{2}$/, '时间格式有误'),
        theme: shortText(200),
      }),
    )
    .max(100)
    .default([]),
  script: shortText(5000),
  targets: z
    .object({ viewers: z.number().int().min(0).max(1e9).default(0), orders: z.number().int().min(0).max(1e9).default(0), salesFen: money.default(0) })
    .default({ viewers: 0, orders: 0, salesFen: 0 }),
});
export type LivePlan = z.infer<typeof livePlanSchema>;

/** PUT a plan: baseRevision is the revision the client started from (0 for a new plan). */
export const planSaveSchema = z.object({
  baseRevision: z.number({ error: '版本号有误' }).int('版本号有误').min(0, '版本号有误').max(2147483647, '版本号有误'),
  content: z.unknown(),
});

export interface PlanState<T> {
  content: T;
  revision: number;
  status: 'draft' | 'submitted' | 'graded';
  score: number | null;
  comment: string;
  updatedAt: string | null;
  submittedAt: string | null;
  gradedAt: string | null;
}

// ---------- certificate ----------
export interface CertificateState {
  qualified: boolean;
  /** what is still missing, in Chinese */
  missing: string[];
  rule: string;
  certificate: {
    serialNo: string;
    name: string;
    idNumber: string;
    project: string;
    className: string;
    startDate: string | null;
    endDate: string | null;
    institution: string;
    issuedAt: string;
  } | null;
}

// ---------- on-demand ----------
export interface OndemandRules {
  forbidSeek: boolean;
  seekToleranceSec: number;
  idleCheckMinutes: number;
  idleAnswerSeconds: number;
  completeRatio: number;
  saveIntervalSec: number;
}
export interface CourseCard {
  courseId: number;
  title: string;
  cover: string;
  intro: string;
  teacherName: string;
  classificationId: number;
  classificationName: string;
  chapterCount: number;
  learners: number;
}
export type CoursePage = Page<CourseCard>;
export interface ChapterView {
  chapterId: number;
  title: string;
  videoUrl: string;
  durationSec: number;
  positionSec: number;
  watchedMaxSec: number;
  completed: boolean;
  quizCount: number;
  /** the course's rules keep this chapter closed for now (sequential, quiz gate); lockReason says why */
  locked: boolean;
  lockReason: string | null;
  /** the quiz may be taken now (with a quiz gate: once the video is complete) */
  quizOpen: boolean;
  /** best chapter-quiz score (of 100) and whether it reaches the rule's pass mark */
  quizBest: number | null;
  quizPassed: boolean;
}

/**
 * What a course's player obeys: its rule set (/manage/demandRules) or the platform defaults
 * (/manage/demandRule); the server enforces every one of them.
 */
export interface CourseRules {
  /** the rule set's name, null for the platform defaults */
  ruleName: string | null;
  forbidSeek: boolean;
  seekToleranceSec: number;
  completeRatio: number;
  /** a chapter opens once the one before it is complete */
  sequential: boolean;
  /** a chapter's quiz opens once its video is complete; the next chapter once the quiz is passed */
  quizGate: boolean;
  quizPassScore: number;
  /** minutes of watching before the course counts as learned (0: none) */
  requiredMinutes: number;
  idleCheckMinutes: number;
  idleAnswerSeconds: number;
  saveIntervalSec: number;
}

export interface CourseDetail extends CourseCard {
  enrolled: boolean;
  chapters: ChapterView[];
  lastChapterId: number | null;
  progressPercent: number;
  rules: CourseRules;
  /** minutes watched (each chapter up to its length) */
  watchedMinutes: number;
  /** every chapter complete and the required minutes reached */
  learned: boolean;
}
export interface MyCourse extends CourseCard {
  enrolledAt: string;
  completedChapters: number;
  progressPercent: number;
  lastChapterId: number | null;
  lastPlayedAt: string | null;
}
/** The course list's filters (its page comes from the query too, server/http/paging.ts). */
export const courseFilterQuery = z.object({
  classificationId: z.coerce.number({ error: '分类有误' }).int('分类有误').positive('分类有误').max(2147483647, '分类有误').optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
});
export const progressSaveSchema = z.object({
  positionSec: z.number({ error: '播放位置有误' }).min(0, '播放位置有误').max(86400, '播放位置有误'),
});
export interface ProgressView {
  chapterId: number;
  positionSec: number;
  watchedMaxSec: number;
  completed: boolean;
  durationSec: number;
}

export const quizSubmitSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number({ error: '题目编号有误' }).int('题目编号有误').positive('题目编号有误').max(2147483647, '题目编号有误'),
        answer: answerValue,
      }),
      { error: '请提交答案' },
    )
    .min(1, '请提交答案')
    .max(100, '答案过多'),
});
export interface QuizQuestion {
  questionId: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
}
export interface QuizRecord {
  attemptId: number;
  chapterId: number;
  chapterTitle: string;
  courseId: number;
  courseTitle: string;
  score: number;
  total: number;
  correctCount: number;
  questionCount: number;
  createdAt: string;
}
export interface QuizRecordDetail extends QuizRecord {
  items: (QuizQuestion & { given: AnswerValue | null; correctAnswer: AnswerValue; correct: boolean; analysis: string })[];
}
