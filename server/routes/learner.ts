import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv, Deps, LearnerEnv } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { caller, inClass, signedIn } from '../http/caller.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
import { phoneRule } from '../rules.ts';
import { FORM_KINDS, type RegistrationBody } from '../../src/api/contract/learner.ts';
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
} from '../../src/api/contract/learner.schema.ts';
import { requireOnline, requireSyb } from '../services/learner/rules.ts';
import * as tasks from '../services/learner/tasks.ts';
import * as papers from '../services/learner/papers.ts';
import * as attempts from '../services/learner/attempts.ts';
import * as forms from '../services/learner/forms.ts';
import * as practice from '../services/learner/practice.ts';
import * as plans from '../services/learner/plans.ts';
import * as certificates from '../services/learner/certificates.ts';
import * as courses from '../services/learner/courses.ts';
import * as progress from '../services/learner/progress.ts';

/** Ids are PostgreSQL int4: larger numbers are no id at all (400, not a database error). */
const INT_MAX = 2147483647;
const id = (c: Context, name: string) => parse(idParam, c.req.param(name));
const formKind = z.enum(FORM_KINDS, { error: '表单类型有误' });
const taskKey = z.string().regex(/^[a-z0-9_]{1,40}$/, '任务编号有误');
const attemptsQuery = z.object({
  paperId: z.coerce.number({ error: '试卷编号有误' }).int('试卷编号有误').positive('试卷编号有误').max(INT_MAX, '试卷编号有误').optional(),
});
const registrationSchema = z.object({
  realName: z.string({ error: '姓名不能为空!' }).trim().min(1, '姓名不能为空!').max(30, '姓名过长'),
  gender: z.enum(['男', '女'], { error: '请选择性别' }),
  idTypeId: z.number({ error: '请选择证件类型' }).int('请选择证件类型').positive('请选择证件类型').max(INT_MAX, '请选择证件类型'),
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

/** The business plan: SYB classes only (after `inClass`). */
const sybOnly = createMiddleware<LearnerEnv>(async (c, next) => {
  requireSyb(c.var.learner);
  await next();
});
/** Practice, the live-commerce plan and the certificate: ZBB and DSB classes only (after `inClass`). */
const onlineOnly = createMiddleware<LearnerEnv>(async (c, next) => {
  requireOnline(c.var.learner);
  await next();
});

/**
 * The learner area (/cultivate, role 6), mounted under /v1 and /v2 …/student/train/ (the same calls
 * on both). Every path is listed in docs/api-learner.md.
 */
export function learnerApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const learner = inClass(db);
  // tasks and progress
  r.get('/tasks', learner, async (c) => ok(c, await tasks.taskList(db, c.var.learner)));
  r.post('/tasks/:key/done', learner, async (c) => ok(c, await tasks.completeStep(db, c.var.learner, parse(taskKey, c.req.param('key')))));

  // papers and attempts
  r.get('/papers', learner, async (c) => ok(c, await papers.listPapers(db, c.var.learner)));
  r.post('/papers/:paperId/start', learner, async (c) => ok(c, await attempts.startAttempt(db, c.var.learner, id(c, 'paperId'))));
  r.get('/attempts', learner, async (c) => ok(c, await attempts.listAttempts(db, c.var.learner, query(c, attemptsQuery).paperId)));
  r.get('/attempts/:attemptId', learner, async (c) => ok(c, await attempts.getAttempt(db, c.var.learner, id(c, 'attemptId'))));
  r.put('/attempts/:attemptId/answers', learner, async (c) => {
    const attemptId = id(c, 'attemptId');
    return ok(c, await attempts.saveAnswers(db, c.var.learner, attemptId, await body(c, saveAnswersSchema)), '已保存');
  });
  r.post('/attempts/:attemptId/submit', learner, async (c) => ok(c, await attempts.submitAttempt(db, c.var.learner, id(c, 'attemptId')), '交卷成功'));
  r.get('/attempts/:attemptId/review', learner, async (c) => ok(c, await attempts.reviewAttempt(db, c.var.learner, id(c, 'attemptId'))));

  // forms: evaluation, demand, opinion, appraise
  r.get('/forms/:kind', learner, async (c) => ok(c, await forms.getForm(db, c.var.learner, parse(formKind, c.req.param('kind')))));
  r.post('/forms/:kind', learner, async (c) => {
    const kind = parse(formKind, c.req.param('kind'));
    const raw = await body(c, z.object({ answers: z.unknown() }));
    return ok(c, await forms.submitForm(db, c.var.learner, kind, raw.answers), '提交成功');
  });

  // registration table
  r.get('/registerTable', learner, async (c) => ok(c, await forms.getRegistration(db, c.var.learner)));
  r.put('/registerTable', learner, async (c) => ok(c, await forms.saveRegistration(db, c.var.learner, await body(c, registrationSchema)), '保存成功'));

  // practice (ZBB/DSB)
  r.get('/practice', learner, onlineOnly, async (c) => ok(c, await practice.practiceState(db, c.var.learner)));
  r.post('/practice/:assignmentId/records', learner, onlineOnly, async (c) => {
    const assignmentId = id(c, 'assignmentId');
    return ok(c, await practice.addPracticeRecord(db, c.var.learner, assignmentId, await body(c, practiceRecordSchema)), '提交成功');
  });

  // follow-up tracking
  r.get('/track', learner, async (c) => ok(c, await practice.listTrack(db, c.var.learner)));
  r.post('/track', learner, async (c) => ok(c, await practice.createTrack(db, c.var.learner, await body(c, trackSchema)), '保存成功'));
  r.put('/track/:trackId', learner, async (c) => {
    const trackId = id(c, 'trackId');
    return ok(c, await practice.updateTrack(db, c.var.learner, trackId, await body(c, trackSchema)), '保存成功');
  });

  // business plan (SYB only)
  r.get('/prospectus', learner, sybOnly, async (c) => ok(c, await plans.getPlan<BusinessPlan>(db, c.var.learner, 'business')));
  r.put('/prospectus', learner, sybOnly, async (c) => {
    const input = await body(c, planSaveSchema);
    return ok(c, await plans.savePlan<BusinessPlan>(db, c.var.learner, 'business', input.baseRevision, input.content), '已保存');
  });
  r.get('/prospectus/versions', learner, sybOnly, async (c) => ok(c, await plans.listVersions(db, c.var.learner, 'business')));
  r.get('/prospectus/versions/:revision', learner, sybOnly, async (c) =>
    ok(c, await plans.getVersion(db, c.var.learner, 'business', parse(revisionParam, c.req.param('revision')))),
  );
  r.post('/prospectus/submit', learner, sybOnly, async (c) => ok(c, await plans.submitBusinessPlan(db, c.var.learner), '提交成功'));

  // live-commerce plan (ZBB/DSB)
  r.get('/planning', learner, onlineOnly, async (c) => ok(c, await plans.getPlan<LivePlan>(db, c.var.learner, 'live')));
  r.put('/planning', learner, onlineOnly, async (c) => {
    const input = await body(c, planSaveSchema);
    return ok(c, await plans.savePlan<LivePlan>(db, c.var.learner, 'live', input.baseRevision, input.content), '已保存');
  });

  // certificate (ZBB/DSB)
  r.get('/certificate', learner, onlineOnly, async (c) => ok(c, await certificates.certificateState(db, c.var.learner)));
  return r;
}

/** On-demand courses, mounted at /v1/wangchuang/video/: any signed-in role. */
export function videoApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/classifications', signedIn, async (c) => ok(c, await courses.classifications(db)));
  r.get('/banners', signedIn, async (c) => ok(c, await courses.banners(db)));
  r.get('/rules', signedIn, async (c) => ok(c, await courses.rules(db)));
  r.get('/courses', signedIn, async (c) => {
    const filter = query(c, courseFilterQuery);
    return ok(c, await courses.listCourses(db, { ...filter, ...pageQuery(c) }));
  });
  r.get('/courses/:courseId', signedIn, async (c) => ok(c, await courses.courseDetail(db, caller(c).id, id(c, 'courseId'))));
  r.post('/courses/:courseId/enrol', signedIn, async (c) => ok(c, await courses.enrol(db, caller(c).id, id(c, 'courseId')), '报名成功'));
  r.get('/mycourses', signedIn, async (c) => ok(c, await courses.myCourses(db, caller(c).id)));
  r.get('/progress/:chapterId', signedIn, async (c) => ok(c, await progress.getProgress(db, caller(c).id, id(c, 'chapterId'))));
  r.put('/progress/:chapterId', signedIn, async (c) => {
    const chapterId = id(c, 'chapterId');
    return ok(c, await progress.saveProgress(db, caller(c).id, chapterId, (await body(c, progressSaveSchema)).positionSec), '已保存');
  });
  r.get('/chapters/:chapterId/quiz', signedIn, async (c) => ok(c, await progress.quiz(db, caller(c).id, id(c, 'chapterId'))));
  r.post('/chapters/:chapterId/quiz', signedIn, async (c) => {
    const chapterId = id(c, 'chapterId');
    return ok(c, await progress.submitQuiz(db, caller(c).id, chapterId, (await body(c, quizSubmitSchema)).answers), '提交成功');
  });
  r.get('/quiz/records', signedIn, async (c) => ok(c, await progress.quizRecords(db, caller(c).id)));
  r.get('/quiz/records/:attemptId', signedIn, async (c) => ok(c, await progress.quizRecord(db, caller(c).id, id(c, 'attemptId'))));
  return r;
}
