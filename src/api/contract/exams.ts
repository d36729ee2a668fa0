import type { AnswerValue, QuestionOption, QuestionType } from './questions.ts';
import type { ClassType } from './roles.ts';
import { endpoint } from './endpoint.ts';

/**
 * The back-office's exam and course calls beside the resource layer (docs/exams-and-courses.md):
 * question import, paper composition and preview, an attempt's answer sheet and marks, chapters and
 * their quizzes, a learner's total and a class's supervision breaches. They live under each role
 * prefix: /v1/wangchuang/{role prefix}exam/… (EXAM_SEGMENT); EXAM_ADMIN (below) declares the JSON ones.
 */
export const EXAM_SEGMENT = 'exam/';

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'short'] as const satisfies readonly QuestionType[];
export const DIFFICULTY_NAMES: Record<1 | 2 | 3, string> = { 1: '易', 2: '中', 3: '难' };
/** Option letters of a choice question, in order. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

// ---------- question import ----------
/** Columns of the import template, in order (row 1 of the sheet). */
export const IMPORT_COLUMNS = ['题型', '适用班级', '章节', '难度', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析'] as const;
/** Rows whose stem starts with this are the template's examples and are skipped. */
export const EXAMPLE_MARK = '【示例】';
export const IMPORT_MAX_ROWS = 1000;
/** The largest question-bank spreadsheet accepted, and what a larger one is told (client and server). */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const QUESTION_FILE_TOO_LARGE = '文件过大：试题导入文件不能超过10MB';
export interface ImportRowError {
  /** the row number in the sheet (the header is row 1) */
  row: number;
  message: string;
}
/** 200: every row imported. A 400 carries `{ errors: ImportRowError[] }` in data and imports nothing. */
export interface ImportResult {
  imported: number;
  /** example rows left out */
  skipped: number;
}

// ---------- papers ----------
/** A question of a paper as its author sees it: the key and the analysis too. */
export interface PaperItem {
  questionId: number;
  qtype: QuestionType;
  classType: ClassType | null;
  chapter: string;
  difficulty: 1 | 2 | 3;
  stem: string;
  options: QuestionOption[];
  /** the key on the wire (as the learner's review shows it) */
  answer: AnswerValue;
  analysis: string;
  score: number;
}
export interface DrawRule {
  qtype: QuestionType;
  /** 0: any difficulty */
  difficulty: 0 | 1 | 2 | 3;
  /** '' : any chapter */
  chapter: string;
  count: number;
  /** points per question */
  score: number;
}
/** POST paper/{paperId}/draw */
export interface DrawBody {
  rules: DrawRule[];
}
export interface PaperComposition {
  paperId: number;
  title: string;
  classType: ClassType | null;
  durationMin: number;
  passScore: number;
  maxAttempts: number;
  composeMode: 'manual' | 'random';
  drawRules: DrawRule[];
  totalScore: number;
  /** finished or running attempts exist: the questions can no longer change */
  attempted: boolean;
  /** the caller may change this paper (their own, or the national admin's) */
  editable: boolean;
  items: PaperItem[];
}
/** How many questions the bank offers a draw, by type and difficulty (for the paper's class type). */
export interface PoolCount {
  qtype: QuestionType;
  difficulty: 1 | 2 | 3;
  count: number;
}

// ---------- attempts (peoplePage) ----------
export interface AnswerSheetItem {
  questionId: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
  /** full marks of the question in the paper */
  score: number;
  given: AnswerValue | null;
  correctAnswer: AnswerValue;
  /** null: a short answer not marked yet */
  correct: boolean | null;
  gained: number | null;
  /** a short answer the teacher marks */
  needsMark: boolean;
  comment: string;
  analysis: string;
}
export interface AnswerSheet {
  attemptId: number;
  learnerName: string;
  phone: string | null;
  className: string;
  paperTitle: string;
  status: 'in_progress' | 'submitted' | 'expired';
  marking: 'none' | 'pending' | 'done';
  score: number | null;
  total: number;
  passScore: number;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
  usedSec: number;
  reopenedCount: number;
  /** the caller may mark the short answers (a teacher of the class, its institution, the national admin) */
  canMark: boolean;
  items: AnswerSheetItem[];
}
export interface MarkBody {
  marks: { questionId: number; score: number; comment?: string }[];
}

// ---------- courses ----------
export interface ChapterAdmin {
  chapterId: number;
  sort: number;
  title: string;
  videoUrl: string;
  durationSec: number;
  quizCount: number;
}
export interface ChapterBody {
  title: string;
  videoUrl: string;
  durationSec: number;
}
export interface QuizItemAdmin {
  id: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
  answer: AnswerValue;
  analysis: string;
}
/** Video uploads: larger than other files, streamed to disk. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

// ---------- assessment: a learner's total ----------
export type ComponentKey = 'theory' | 'practice' | 'attendance' | 'shop';
export const COMPONENT_NAMES: Record<ComponentKey, string> = { theory: '理论成绩', practice: '实操成绩', attendance: '考勤成绩', shop: '店铺成绩' };
export interface TotalComponent {
  key: ComponentKey;
  label: string;
  /** the rule's weight (percent) */
  weight: number;
  /** the weight after components without data for the class were left out */
  effectiveWeight: number;
  /** false: the class has no data of this kind (no final paper, no attendance taken, no shop): left out */
  applicable: boolean;
  /** 0–100, null when not applicable */
  score: number | null;
  note: string;
}
export interface LearnerTotal {
  userId: number;
  realName: string;
  classId: number;
  className: string;
  classType: ClassType;
  components: TotalComponent[];
  /** 0–100, one decimal; null when nothing applies */
  total: number | null;
  passTotal: number;
  theoryMin: number;
  passed: boolean;
  /** what keeps the learner from passing, in Chinese */
  missing: string[];
  /** the formula in words */
  formula: string;
}
export interface ClassTotals {
  classId: number;
  className: string;
  classType: ClassType;
  learners: LearnerTotal[];
}

// ---------- supervision: breaches ----------
export type BreachKind = 'attendance' | 'absences' | 'live';
export interface Breach {
  userId: number;
  realName: string;
  kind: BreachKind;
  /** what was found, against the rule's limit */
  value: number;
  limit: number;
  message: string;
}
export interface ClassBreaches {
  classId: number;
  className: string;
  classType: ClassType;
  rule: { minAttendancePercent: number; maxAbsences: number; minLiveMinutes: number; enabled: boolean };
  /** which facts exist for the class yet (attendance sessions taken, live classes held) */
  facts: { attendance: boolean; live: boolean };
  learners: number;
  breaches: Breach[];
}

// ---------- the calls, under a back-office role prefix ----------
export const EXAM_ADMIN = {
  composition: endpoint<void, PaperComposition>()('GET', '/exam/paper/:paperId/compose'),
  pool: endpoint<void, PoolCount[]>()('GET', '/exam/paper/:paperId/pool'),
  /** hand composition: replaces the paper's questions with these, in order */
  saveItems: endpoint<{ items: { questionId: number; score: number }[] }, PaperComposition>()('PUT', '/exam/paper/:paperId/items'),
  /** replaces the paper's questions with a random draw */
  draw: endpoint<DrawBody, PaperComposition>()('POST', '/exam/paper/:paperId/draw'),
  answerSheet: endpoint<void, AnswerSheet>()('GET', '/exam/attempt/:attemptId'),
  mark: endpoint<MarkBody, AnswerSheet>()('POST', '/exam/attempt/:attemptId/mark'),
  chapters: endpoint<void, ChapterAdmin[]>()('GET', '/exam/course/:courseId/chapters'),
  addChapter: endpoint<ChapterBody, ChapterAdmin[]>()('POST', '/exam/course/:courseId/chapters'),
  /** every chapter id of the course, in the new order */
  orderChapters: endpoint<{ ids: number[] }, ChapterAdmin[]>()('POST', '/exam/course/:courseId/chapters/order'),
  updateChapter: endpoint<ChapterBody, ChapterAdmin[]>()('PUT', '/exam/chapter/:chapterId'),
  removeChapter: endpoint<void, ChapterAdmin[]>()('POST', '/exam/chapter/:chapterId/delete'),
  quizItems: endpoint<void, QuizItemAdmin[]>()('GET', '/exam/chapter/:chapterId/quiz'),
  /** copies questions of the bank into the chapter's quiz */
  addQuiz: endpoint<{ questionIds: number[] }, QuizItemAdmin[]>()('POST', '/exam/chapter/:chapterId/quiz'),
  removeQuiz: endpoint<void, QuizItemAdmin[]>()('POST', '/exam/chapter/:chapterId/quiz/:itemId/delete'),
  classTotals: endpoint<void, ClassTotals>()('GET', '/exam/class/:classId/totals'),
  classBreaches: endpoint<void, ClassBreaches>()('GET', '/exam/class/:classId/breaches'),
  learnerTotal: endpoint<void, LearnerTotal>()('GET', '/exam/learner/:userId/total'),
};
