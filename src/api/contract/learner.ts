import type { Page } from './paging.ts';
import type { ClassType } from './roles.ts';
import type { AnswerValue, QuestionOption, QuestionType } from './questions.ts';
import type { BusinessPlan, LivePlan, SaveAnswersBody, TrackBody } from './learner.schema.ts';
import { endpoint } from './endpoint.ts';
import { keyTitles } from './options.ts';

/**
 * Learner area (/cultivate) and on-demand courses (/ondemand): payloads shared by the server
 * (server/routes/learner.ts) and the client, and the calls declared once for both (./endpoint.ts): the
 * learner area's under the student train prefix (prefixes.ts PREFIX.studentTrain), the on-demand
 * courses' under PREFIX.video. Paths are listed in docs/api-learner.md. The zod schemas of the bodies
 * are in ./learner.schema.ts, which only the server imports (pages get their types only).
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

export const LEARNER_TASKS = {
  list: endpoint<void, TaskList>()('GET', '/tasks'),
  /** a module step the learner marks as studied (a goal is ticked by the server) */
  done: endpoint<void, TaskList>()('POST', '/tasks/:key/done'),
};

// ---------- papers and attempts ----------
// question types and answers: ./questions.ts
export type { BusinessPlan, LivePlan, SaveAnswersBody, TrackBody } from './learner.schema.ts';
export { type AnswerValue, QUESTION_TYPE_NAMES, type QuestionOption, type QuestionType, SHORT_ANSWER_MAX } from './questions.ts';

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

/** GET attempts: the learner's attempts, newest first. */
export interface AttemptListItem {
  attemptId: number;
  paperId: number;
  title: string;
  status: AttemptView['status'];
  score: number | null;
  total: number;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
}
export interface AttemptReview {
  result: AttemptResult;
  items: ReviewItem[];
}
/** PUT attempts/{attemptId}/answers: how many answers were saved, and the clock to count down by. */
export interface SaveAnswersResult {
  saved: number;
  deadline: number;
  serverNow: number;
}

export const LEARNER_EXAMS = {
  /** the papers of the learner's class */
  papers: endpoint<void, PaperSummary[]>()('GET', '/papers'),
  /** starts an attempt, or answers the one in progress */
  start: endpoint<void, AttemptView>()('POST', '/papers/:paperId/start'),
  /** optionally of one paper */
  attempts: endpoint<{ paperId?: number }, AttemptListItem[]>()('GET', '/attempts'),
  attempt: endpoint<void, AttemptView>()('GET', '/attempts/:attemptId'),
  /** the exam's autosave: per question, the last save wins; refused once submitted or past deadline + grace */
  saveAnswers: endpoint<SaveAnswersBody, SaveAnswersResult>()('PUT', '/attempts/:attemptId/answers'),
  submit: endpoint<void, AttemptResult>()('POST', '/attempts/:attemptId/submit'),
  /** after submitting, where the paper allows it */
  review: endpoint<void, AttemptReview>()('GET', '/attempts/:attemptId/review'),
};

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
/** POST forms/{kind}: each field's rules are the form's own (server/services/learner/forms.ts). */
export interface FormSubmitBody {
  answers: Record<string, unknown>;
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

/** The forms and the registration table. */
export const LEARNER_FORMS = {
  form: endpoint<void, FormState>()('GET', '/forms/:kind'),
  /** once per form: 400 您已提交过 after */
  submit: endpoint<FormSubmitBody, FormState>()('POST', '/forms/:kind'),
  registration: endpoint<void, RegistrationState>()('GET', '/registerTable'),
  saveRegistration: endpoint<RegistrationBody, RegistrationState>()('PUT', '/registerTable'),
};

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
export type PracticeRecord = PracticeAssignment['records'][number];
/** POST practice/{assignmentId}/records */
export interface PracticeRecordBody {
  content: string;
  /** a web address or '' */
  link: string;
}
export interface TrackRecord extends TrackBody {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** Practice (ZBB/DSB only) and follow-up tracking. */
export const PRACTICE = {
  state: endpoint<void, PracticeState>()('GET', '/practice'),
  /** the record added, with its assignment */
  addRecord: endpoint<PracticeRecordBody, PracticeRecord & { assignmentId: number }>()('POST', '/practice/:assignmentId/records'),
  tracks: endpoint<void, TrackRecord[]>()('GET', '/track'),
  createTrack: endpoint<TrackBody, TrackRecord>()('POST', '/track'),
  /** the learner's own record only */
  updateTrack: endpoint<TrackBody, TrackRecord>()('PUT', '/track/:trackId'),
};

// ---------- business plan (SYB) and live-commerce plan (ZBB/DSB) ----------
export const BUSINESS_PLAN_SECTIONS = keyTitles(
  ['overview', '企业概况'],
  ['owner', '创业者个人情况'],
  ['market', '市场评估'],
  ['marketing', '市场营销计划'],
  ['organisation', '企业组织结构与人员'],
  ['fixedAssets', '固定资产'],
  ['workingCapital', '流动资金（月）'],
  ['salesForecast', '销售收入预测（12个月）'],
  ['salesCost', '销售和成本计划'],
  ['cashFlow', '现金流量计划'],
);

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
export interface PlanVersion {
  revision: number;
  savedAt: string;
}
/**
 * PUT a plan (its autosave): baseRevision is the revision the client's edits started from (0 for a new
 * plan); the server checks the content against the plan's own rules and recomputes its totals.
 */
export interface PlanSaveBody<T> {
  baseRevision: number;
  content: T;
}
/** A saved version of the business plan, as it was then. */
export interface PlanVersionContent extends PlanVersion {
  content: unknown;
}

/** The business plan (SYB only) and the live-commerce plan (ZBB/DSB only). */
export const PLANS = {
  business: endpoint<void, PlanState<BusinessPlan>>()('GET', '/prospectus'),
  /** 409 when the plan changed since baseRevision (another device or page) */
  saveBusiness: endpoint<PlanSaveBody<BusinessPlan>, PlanState<BusinessPlan>>()('PUT', '/prospectus'),
  /** newest first, the last 20 kept */
  businessVersions: endpoint<void, PlanVersion[]>()('GET', '/prospectus/versions'),
  businessVersion: endpoint<void, PlanVersionContent>()('GET', '/prospectus/versions/:revision'),
  /** for the teacher's grade; submitting again answers the same state */
  submitBusiness: endpoint<void, PlanState<BusinessPlan>>()('POST', '/prospectus/submit'),
  live: endpoint<void, PlanState<LivePlan>>()('GET', '/planning'),
  /** as saveBusiness */
  saveLive: endpoint<PlanSaveBody<LivePlan>, PlanState<LivePlan>>()('PUT', '/planning'),
};

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

/** ZBB/DSB only. */
export const CERTIFICATE = endpoint<void, CertificateState>()('GET', '/certificate');

// ---------- on-demand ----------
export interface Classification {
  id: number;
  name: string;
  courseCount: number;
}
export interface Banner {
  id: number;
  title: string;
  image: string;
  /** null: the course it linked to was deleted */
  courseId: number | null;
}
export interface CourseQuery {
  classificationId?: number;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}
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
export interface ProgressView {
  chapterId: number;
  positionSec: number;
  watchedMaxSec: number;
  completed: boolean;
  durationSec: number;
}

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
/** POST chapters/{chapterId}/quiz */
export interface QuizSubmitBody {
  answers: { questionId: number; answer: AnswerValue }[];
}

/** On-demand courses, under PREFIX.video: any signed-in role. */
export const VIDEO = {
  classifications: endpoint<void, Classification[]>()('GET', '/classifications'),
  banners: endpoint<void, Banner[]>()('GET', '/banners'),
  /** the platform's default playback rules */
  rules: endpoint<void, OndemandRules>()('GET', '/rules'),
  courses: endpoint<CourseQuery, CoursePage>()('GET', '/courses'),
  course: endpoint<void, CourseDetail>()('GET', '/courses/:courseId'),
  enrol: endpoint<void, CourseDetail>()('POST', '/courses/:courseId/enrol'),
  myCourses: endpoint<void, MyCourse[]>()('GET', '/mycourses'),
  progress: endpoint<void, ProgressView>()('GET', '/progress/:chapterId'),
  /** saved while the video plays (seconds into the chapter) */
  saveProgress: endpoint<{ positionSec: number }, ProgressView>()('PUT', '/progress/:chapterId'),
  quiz: endpoint<void, QuizQuestion[]>()('GET', '/chapters/:chapterId/quiz'),
  submitQuiz: endpoint<QuizSubmitBody, QuizRecordDetail>()('POST', '/chapters/:chapterId/quiz'),
  quizRecords: endpoint<void, QuizRecord[]>()('GET', '/quiz/records'),
  quizRecord: endpoint<void, QuizRecordDetail>()('GET', '/quiz/records/:attemptId'),
};
