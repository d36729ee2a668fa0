import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv, Deps, LearnerEnv } from '../http/context.ts';
import { caller, inClass, signedIn } from '../http/caller.ts';
import { answer } from '../http/endpoint.ts';
import { pageQuery } from '../http/paging.ts';
import { body, idAndBody, query } from '../http/validate.ts';
import type { Queryable } from '../db/client.ts';
import { idField, idParam, INT_MAX, parse } from '../validation.ts';
import { phoneRule } from '../rules.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import {
  CERTIFICATE,
  type CourseQuery,
  FORM_KINDS,
  type FormSubmitBody,
  LEARNER_EXAMS,
  LEARNER_FORMS,
  LEARNER_TASKS,
  PLANS,
  PRACTICE,
  type PlanSaveBody,
  type PracticeRecordBody,
  type QuizSubmitBody,
  type RegistrationBody,
  type SaveAnswersBody,
  VIDEO,
} from '../../src/api/contract/learner.ts';
import {
  courseFilterQuery,
  planSaveSchema,
  practiceRecordSchema,
  progressSaveSchema,
  quizSubmitSchema,
  saveAnswersSchema,
  trackSchema,
  type BusinessPlan,
  type LivePlan,
  type TrackBody,
} from '../../src/api/contract/learner.schema.ts';
import { type LearnerCtx, requireOnline, requireSyb } from '../services/learner/rules.ts';
import * as tasks from '../services/learner/tasks.ts';
import * as papers from '../services/learner/papers.ts';
import * as attempts from '../services/learner/attempts.ts';
import * as forms from '../services/learner/forms.ts';
import * as practice from '../services/learner/practice.ts';
import * as plans from '../services/learner/plans.ts';
import * as certificates from '../services/learner/certificates.ts';
import * as courses from '../services/learner/courses.ts';
import * as progress from '../services/learner/progress.ts';

const formKind = z.enum(FORM_KINDS, { error: '表单类型有误' });
const taskKey = z.string().regex(/^[a-z0-9_]{1,40}$/, '任务编号有误');
const attemptsQuery = z.object({
  paperId: z.coerce.number({ error: '试卷编号有误' }).int('试卷编号有误').positive('试卷编号有误').max(INT_MAX, '试卷编号有误').optional(),
}) satisfies z.ZodType<InputOf<typeof LEARNER_EXAMS.attempts>, unknown>;
/**
 * Each field's rules are the form's own (forms.validateForm); answers that are no object are refused
 * here with its message (请填写表单), absent ones with 参数有误.
 */
const formSubmitSchema = z.object({
  answers: z.custom<Record<string, unknown>>((v) => !!v && typeof v === 'object' && !Array.isArray(v), {
    error: (issue) => (issue.input === undefined ? undefined : '请填写表单'),
  }),
}) satisfies z.ZodType<FormSubmitBody, unknown>;
const registrationSchema = z.object({
  realName: z.string({ error: '姓名不能为空!' }).trim().min(1, '姓名不能为空!').max(30, '姓名过长'),
  gender: z.enum(['男', '女'], { error: '请选择性别' }),
  idTypeId: idField('请选择证件类型'),
  // checked against the chosen ID type by the service (an ID card number: spec §5)
  idNumber: z.string({ error: '身份证号码不能为空!' }).trim().min(1, '身份证号码不能为空!').max(30, '证件号码过长'),
  phone: phoneRule,
  ethnicity: z.string().trim().max(20, '民族过长').default(''),
  education: z.string().trim().max(20, '文化程度过长').default(''),
  household: z.string().trim().max(20, '户籍类型过长').default(''),
  category: z.string().trim().max(30, '人员类别过长').default(''),
  address: z.string().trim().max(200, '地址过长').default(''),
  photoUrl: z
    .string()
    .trim()
    .max(500, '照片地址过长')
    .regex(/^(\/|https?:\/\/|$)/, '照片地址有误')
    .default(''),
}) satisfies z.ZodType<RegistrationBody, unknown>;
const revisionParam = z.coerce.number({ error: '版本号有误' }).int('版本号有误').positive('版本号有误').max(INT_MAX, '版本号有误');

// the shared schemas of learner.schema.ts, each against the input its call declares
const practiceRecordBody = practiceRecordSchema satisfies z.ZodType<PracticeRecordBody, unknown>;
const trackBody = trackSchema satisfies z.ZodType<TrackBody, unknown>;
const quizBody = quizSubmitSchema satisfies z.ZodType<QuizSubmitBody, unknown>;
const answersBody = saveAnswersSchema satisfies z.ZodType<SaveAnswersBody, unknown>;
const progressBody = progressSaveSchema satisfies z.ZodType<InputOf<typeof VIDEO.saveProgress>, unknown>;
/**
 * A plan's save: the base revision is checked here, the content against the plan's own rules by
 * plans.savePlan (which also recomputes its totals), so here it is taken as it comes.
 */
const planBody = <T>() => planSaveSchema.extend({ content: z.custom<T>() }) satisfies z.ZodType<PlanSaveBody<T>, unknown>;
const businessPlanBody = planBody<BusinessPlan>();
const livePlanBody = planBody<LivePlan>();
/** The course list's filters; its page is read by pageQuery. */
const courseFilter = courseFilterQuery satisfies z.ZodType<Pick<CourseQuery, 'classificationId' | 'keyword'>, unknown>;

/**
 * Who may call a learner-area endpoint: `inClass` (401, 403 for another role, 403 您尚未加入培训班; it
 * sets `c.var.learner`), then the call's class-type rule when it has one: `requireSyb` for the business
 * plan, `requireOnline` for practice, the live-commerce plan and the certificate.
 */
function inClassWhere(db: Queryable, rule?: (learner: LearnerCtx) => void): MiddlewareHandler<LearnerEnv> {
  const joined = inClass(db);
  return createMiddleware<LearnerEnv>((c, next) =>
    joined(c, async () => {
      rule?.(c.var.learner);
      await next();
    }),
  );
}

/**
 * The learner area (/cultivate, role 6), mounted under /v1 and /v2 …/student/train/ (the same calls
 * on both). Every path is listed in docs/api-learner.md.
 */
export function learnerApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const learner = inClassWhere(db);
  const sybOnly = inClassWhere(db, requireSyb);
  const onlineOnly = inClassWhere(db, requireOnline);

  // tasks and progress
  answer(r, LEARNER_TASKS.list, learner, async (c) => tasks.taskList(db, c.var.learner));
  answer(r, LEARNER_TASKS.done, learner, async (c, params) => tasks.completeStep(db, c.var.learner, parse(taskKey, params.key)));

  // papers and attempts
  answer(r, LEARNER_EXAMS.papers, learner, async (c) => papers.listPapers(db, c.var.learner));
  answer(r, LEARNER_EXAMS.start, learner, async (c, params) => attempts.startAttempt(db, c.var.learner, parse(idParam, params.paperId)));
  answer(r, LEARNER_EXAMS.attempts, learner, async (c) => attempts.listAttempts(db, c.var.learner, query(c, attemptsQuery).paperId));
  answer(r, LEARNER_EXAMS.attempt, learner, async (c, params) => attempts.getAttempt(db, c.var.learner, parse(idParam, params.attemptId)));
  answer(
    r,
    LEARNER_EXAMS.saveAnswers,
    learner,
    idAndBody('attemptId', answersBody, (c, id, b) => attempts.saveAnswers(db, c.var.learner, id, b)),
    '已保存',
  );
  answer(r, LEARNER_EXAMS.submit, learner, async (c, params) => attempts.submitAttempt(db, c.var.learner, parse(idParam, params.attemptId)), '交卷成功');
  answer(r, LEARNER_EXAMS.review, learner, async (c, params) => attempts.reviewAttempt(db, c.var.learner, parse(idParam, params.attemptId)));

  // forms: evaluation, demand, opinion, appraise
  answer(r, LEARNER_FORMS.form, learner, async (c, params) => forms.getForm(db, c.var.learner, parse(formKind, params.kind)));
  answer(
    r,
    LEARNER_FORMS.submit,
    learner,
    async (c, params) => {
      const kind = parse(formKind, params.kind);
      const input = await body(c, formSubmitSchema);
      return forms.submitForm(db, c.var.learner, kind, input.answers);
    },
    '提交成功',
  );

  // registration table
  answer(r, LEARNER_FORMS.registration, learner, async (c) => forms.getRegistration(db, c.var.learner));
  answer(r, LEARNER_FORMS.saveRegistration, learner, async (c) => forms.saveRegistration(db, c.var.learner, await body(c, registrationSchema)), '保存成功');

  // practice (ZBB/DSB)
  answer(r, PRACTICE.state, onlineOnly, async (c) => practice.practiceState(db, c.var.learner));
  answer(
    r,
    PRACTICE.addRecord,
    onlineOnly,
    idAndBody('assignmentId', practiceRecordBody, (c, id, b) => practice.addPracticeRecord(db, c.var.learner, id, b)),
    '提交成功',
  );

  // follow-up tracking
  answer(r, PRACTICE.tracks, learner, async (c) => practice.listTrack(db, c.var.learner));
  answer(r, PRACTICE.createTrack, learner, async (c) => practice.createTrack(db, c.var.learner, await body(c, trackBody)), '保存成功');
  answer(
    r,
    PRACTICE.updateTrack,
    learner,
    idAndBody('trackId', trackBody, (c, id, b) => practice.updateTrack(db, c.var.learner, id, b)),
    '保存成功',
  );

  // business plan (SYB only)
  answer(r, PLANS.business, sybOnly, async (c) => plans.getPlan<BusinessPlan>(db, c.var.learner, 'business'));
  answer(
    r,
    PLANS.saveBusiness,
    sybOnly,
    async (c) => {
      const input = await body(c, businessPlanBody);
      return plans.savePlan<BusinessPlan>(db, c.var.learner, 'business', input.baseRevision, input.content);
    },
    '已保存',
  );
  answer(r, PLANS.businessVersions, sybOnly, async (c) => plans.listVersions(db, c.var.learner, 'business'));
  answer(r, PLANS.businessVersion, sybOnly, async (c, params) => plans.getVersion(db, c.var.learner, 'business', parse(revisionParam, params.revision)));
  answer(r, PLANS.submitBusiness, sybOnly, async (c) => plans.submitBusinessPlan(db, c.var.learner), '提交成功');

  // live-commerce plan (ZBB/DSB)
  answer(r, PLANS.live, onlineOnly, async (c) => plans.getPlan<LivePlan>(db, c.var.learner, 'live'));
  answer(
    r,
    PLANS.saveLive,
    onlineOnly,
    async (c) => {
      const input = await body(c, livePlanBody);
      return plans.savePlan<LivePlan>(db, c.var.learner, 'live', input.baseRevision, input.content);
    },
    '已保存',
  );

  // certificate (ZBB/DSB)
  answer(r, CERTIFICATE, onlineOnly, async (c) => certificates.certificateState(db, c.var.learner));
  return r;
}

/** On-demand courses, mounted at /v1/wangchuang/video/: any signed-in role. */
export function videoApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, VIDEO.classifications, signedIn, async () => courses.classifications(db));
  answer(r, VIDEO.banners, signedIn, async () => courses.banners(db));
  answer(r, VIDEO.rules, signedIn, async () => courses.rules(db));
  answer(r, VIDEO.courses, signedIn, async (c) => {
    const filter = query(c, courseFilter);
    return courses.listCourses(db, { ...filter, ...pageQuery(c) });
  });
  answer(r, VIDEO.course, signedIn, async (c, params) => courses.courseDetail(db, caller(c).id, parse(idParam, params.courseId)));
  answer(r, VIDEO.enrol, signedIn, async (c, params) => courses.enrol(db, caller(c).id, parse(idParam, params.courseId)), '报名成功');
  answer(r, VIDEO.myCourses, signedIn, async (c) => courses.myCourses(db, caller(c).id));
  answer(r, VIDEO.progress, signedIn, async (c, params) => progress.getProgress(db, caller(c).id, parse(idParam, params.chapterId)));
  answer(
    r,
    VIDEO.saveProgress,
    signedIn,
    idAndBody('chapterId', progressBody, (c, id, b) => progress.saveProgress(db, caller(c).id, id, b.positionSec)),
    '已保存',
  );
  answer(r, VIDEO.quiz, signedIn, async (c, params) => progress.quiz(db, caller(c).id, parse(idParam, params.chapterId)));
  answer(
    r,
    VIDEO.submitQuiz,
    signedIn,
    idAndBody('chapterId', quizBody, (c, id, b) => progress.submitQuiz(db, caller(c).id, id, b.answers)),
    '提交成功',
  );
  answer(r, VIDEO.quizRecords, signedIn, async (c) => progress.quizRecords(db, caller(c).id));
  answer(r, VIDEO.quizRecord, signedIn, async (c, params) => progress.quizRecord(db, caller(c).id, parse(idParam, params.attemptId)));
  return r;
}
