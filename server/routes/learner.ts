import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { body, query } from '../http/validate.ts';
import { idParam, parse } from '../validation.ts';
import {
  FORM_KINDS,
  LEARNER_PREFIXES,
  VIDEO_PREFIX,
  courseListQuery,
  planSaveSchema,
  practiceRecordSchema,
  progressSaveSchema,
  quizSubmitSchema,
  registrationSchema,
  saveAnswersSchema,
  trackSchema,
  type BusinessPlan,
  type LivePlan,
} from '../../src/api/contract/learner.ts';
import { learnerCtx, requireOnline, requireSyb } from '../services/learner/rules.ts';
import * as tasks from '../services/learner/tasks.ts';
import * as papers from '../services/learner/papers.ts';
import * as attempts from '../services/learner/attempts.ts';
import * as forms from '../services/learner/forms.ts';
import * as practice from '../services/learner/practice.ts';
import * as plans from '../services/learner/plans.ts';
import * as certificates from '../services/learner/certificates.ts';
import * as courses from '../services/learner/courses.ts';
import * as progress from '../services/learner/progress.ts';

type C = Context<AppEnv>;
const formKind = z.enum(FORM_KINDS, { error: '表单类型有误' });
const taskKey = z.string().regex(/^[a-z0-9_]{1,40}$/, '任务编号有误');
const attemptsQuery = z.object({ paperId: z.coerce.number().int('试卷编号有误').positive('试卷编号有误').optional() });
const revisionParam = z.coerce.number({ error: '版本号有误' }).int('版本号有误').positive('版本号有误');

/**
 * The learner area (/cultivate, role 6) under /v1 and /v2 …/student/train/ (the same calls on
 * both), and the on-demand courses under /v1/wangchuang/video/ (any signed-in role).
 * Every path is listed in docs/api-learner.md.
 */
export function registerLearner(app: Hono<AppEnv>, { db }: Deps) {
  const me = async (c: C) => learnerCtx(db, requireRole(c, [6]));
  const id = (c: C, name: string) => parse(idParam, c.req.param(name));

  for (const p of LEARNER_PREFIXES) {
    // tasks and progress
    app.get(`${p}tasks`, async (c) => ok(c, await tasks.taskList(db, await me(c))));
    app.post(`${p}tasks/:key/done`, async (c) => {
      const ctx = await me(c);
      return ok(c, await tasks.completeStep(db, ctx, parse(taskKey, c.req.param('key'))));
    });

    // papers and attempts
    app.get(`${p}papers`, async (c) => ok(c, await papers.listPapers(db, await me(c))));
    app.post(`${p}papers/:paperId/start`, async (c) => {
      const ctx = await me(c);
      return ok(c, await attempts.startAttempt(db, ctx, id(c, 'paperId')));
    });
    app.get(`${p}attempts`, async (c) => {
      const ctx = await me(c);
      return ok(c, await attempts.listAttempts(db, ctx, query(c, attemptsQuery).paperId));
    });
    app.get(`${p}attempts/:attemptId`, async (c) => {
      const ctx = await me(c);
      return ok(c, await attempts.getAttempt(db, ctx, id(c, 'attemptId')));
    });
    app.put(`${p}attempts/:attemptId/answers`, async (c) => {
      const ctx = await me(c);
      const attemptId = id(c, 'attemptId');
      return ok(c, await attempts.saveAnswers(db, ctx, attemptId, await body(c, saveAnswersSchema)), '已保存');
    });
    app.post(`${p}attempts/:attemptId/submit`, async (c) => {
      const ctx = await me(c);
      return ok(c, await attempts.submitAttempt(db, ctx, id(c, 'attemptId')), '交卷成功');
    });
    app.get(`${p}attempts/:attemptId/review`, async (c) => {
      const ctx = await me(c);
      return ok(c, await attempts.reviewAttempt(db, ctx, id(c, 'attemptId')));
    });

    // forms: evaluation, demand, opinion, appraise
    app.get(`${p}forms/:kind`, async (c) => {
      const ctx = await me(c);
      return ok(c, await forms.getForm(db, ctx, parse(formKind, c.req.param('kind'))));
    });
    app.post(`${p}forms/:kind`, async (c) => {
      const ctx = await me(c);
      const kind = parse(formKind, c.req.param('kind'));
      const raw = await body(c, z.object({ answers: z.unknown() }));
      return ok(c, await forms.submitForm(db, ctx, kind, raw.answers), '提交成功');
    });

    // registration table
    app.get(`${p}registerTable`, async (c) => ok(c, await forms.getRegistration(db, await me(c))));
    app.put(`${p}registerTable`, async (c) => {
      const ctx = await me(c);
      return ok(c, await forms.saveRegistration(db, ctx, await body(c, registrationSchema)), '保存成功');
    });

    // practice (ZBB/DSB)
    app.get(`${p}practice`, async (c) => {
      const ctx = await me(c);
      requireOnline(ctx);
      return ok(c, await practice.practiceState(db, ctx));
    });
    app.post(`${p}practice/:assignmentId/records`, async (c) => {
      const ctx = await me(c);
      requireOnline(ctx);
      const assignmentId = id(c, 'assignmentId');
      return ok(c, await practice.addPracticeRecord(db, ctx, assignmentId, await body(c, practiceRecordSchema)), '提交成功');
    });

    // follow-up tracking
    app.get(`${p}track`, async (c) => ok(c, await practice.listTrack(db, await me(c))));
    app.post(`${p}track`, async (c) => {
      const ctx = await me(c);
      return ok(c, await practice.createTrack(db, ctx, await body(c, trackSchema)), '保存成功');
    });
    app.put(`${p}track/:trackId`, async (c) => {
      const ctx = await me(c);
      const trackId = id(c, 'trackId');
      return ok(c, await practice.updateTrack(db, ctx, trackId, await body(c, trackSchema)), '保存成功');
    });

    // business plan (SYB only)
    const syb = async (c: C) => {
      const ctx = await me(c);
      requireSyb(ctx);
      return ctx;
    };
    app.get(`${p}prospectus`, async (c) => ok(c, await plans.getPlan<BusinessPlan>(db, await syb(c), 'business')));
    app.put(`${p}prospectus`, async (c) => {
      const ctx = await syb(c);
      const input = await body(c, planSaveSchema);
      return ok(c, await plans.savePlan<BusinessPlan>(db, ctx, 'business', input.baseRevision, input.content), '已保存');
    });
    app.get(`${p}prospectus/versions`, async (c) => ok(c, await plans.listVersions(db, await syb(c), 'business')));
    app.get(`${p}prospectus/versions/:revision`, async (c) => {
      const ctx = await syb(c);
      return ok(c, await plans.getVersion(db, ctx, 'business', parse(revisionParam, c.req.param('revision'))));
    });
    app.post(`${p}prospectus/submit`, async (c) => ok(c, await plans.submitBusinessPlan(db, await syb(c)), '提交成功'));

    // live-commerce plan (ZBB/DSB)
    const online = async (c: C) => {
      const ctx = await me(c);
      requireOnline(ctx);
      return ctx;
    };
    app.get(`${p}planning`, async (c) => ok(c, await plans.getPlan<LivePlan>(db, await online(c), 'live')));
    app.put(`${p}planning`, async (c) => {
      const ctx = await online(c);
      const input = await body(c, planSaveSchema);
      return ok(c, await plans.savePlan<LivePlan>(db, ctx, 'live', input.baseRevision, input.content), '已保存');
    });

    // certificate (ZBB/DSB)
    app.get(`${p}certificate`, async (c) => ok(c, await certificates.certificateState(db, await online(c))));
  }

  // on-demand courses: any signed-in role
  const v = VIDEO_PREFIX;
  const uid = (c: C) => currentUser(c).id;
  app.get(`${v}classifications`, async (c) => {
    uid(c);
    return ok(c, await courses.classifications(db));
  });
  app.get(`${v}banners`, async (c) => {
    uid(c);
    return ok(c, await courses.banners(db));
  });
  app.get(`${v}rules`, async (c) => {
    uid(c);
    return ok(c, await courses.rules(db));
  });
  app.get(`${v}courses`, async (c) => {
    uid(c);
    return ok(c, await courses.listCourses(db, query(c, courseListQuery)));
  });
  app.get(`${v}courses/:courseId`, async (c) => ok(c, await courses.courseDetail(db, uid(c), id(c, 'courseId'))));
  app.post(`${v}courses/:courseId/enrol`, async (c) => ok(c, await courses.enrol(db, uid(c), id(c, 'courseId')), '报名成功'));
  app.get(`${v}mycourses`, async (c) => ok(c, await courses.myCourses(db, uid(c))));
  app.get(`${v}progress/:chapterId`, async (c) => ok(c, await progress.getProgress(db, uid(c), id(c, 'chapterId'))));
  app.put(`${v}progress/:chapterId`, async (c) => {
    const user = uid(c);
    const chapterId = id(c, 'chapterId');
    return ok(c, await progress.saveProgress(db, user, chapterId, (await body(c, progressSaveSchema)).positionSec), '已保存');
  });
  app.get(`${v}chapters/:chapterId/quiz`, async (c) => {
    uid(c);
    return ok(c, await progress.quiz(db, id(c, 'chapterId')));
  });
  app.post(`${v}chapters/:chapterId/quiz`, async (c) => {
    const user = uid(c);
    const chapterId = id(c, 'chapterId');
    return ok(c, await progress.submitQuiz(db, user, chapterId, (await body(c, quizSubmitSchema)).answers), '提交成功');
  });
  app.get(`${v}quiz/records`, async (c) => ok(c, await progress.quizRecords(db, uid(c))));
  app.get(`${v}quiz/records/:attemptId`, async (c) => ok(c, await progress.quizRecord(db, uid(c), id(c, 'attemptId'))));
}
