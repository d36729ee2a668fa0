import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { body } from '../http/validate.ts';
import { nextTurn, restart } from '../services/simulation.ts';
import { examQuestions, shopIdOf, submitExam } from '../services/shopExam.ts';
import type { Role } from '../../src/api/contract/roles.ts';

const V = '/v1/wangchuang';
/** Who may switch seasons: every role but the learner (spec: the switch shows for roles ≤ 5, and 20). */
const SEASON_ROLES: Role[] = [1, 2, 3, 4, 5, 20];
const PREFIXES = ['admin/', 'province/', 'city/', 'institution/', 'teacher/', 'teacher/train/', 'area/', 'student/'];

export function registerSimulation(app: Hono<AppEnv>, { db }: Deps) {
  for (const prefix of PREFIXES) {
    // roleGuard has already refused callers of another role; the learner prefix is refused here.
    app.get(`${V}/${prefix}nextTurn`, async (c) => {
      const user = requireRole(c, SEASON_ROLES);
      await nextTurn(db, user);
      return ok(c, true, '已进入下一赛季');
    });
    app.get(`${V}/${prefix}turn/restart`, async (c) => {
      const user = requireRole(c, SEASON_ROLES);
      await restart(db, user);
      return ok(c, true, '已重新开始');
    });
  }

  app.get(`${V}/store/exam/questions`, (c) => {
    currentUser(c);
    return ok(c, examQuestions());
  });
  app.post(`${V}/store/exam/submit`, async (c) => {
    const user = currentUser(c);
    const b = await body(
      c,
      z.object({
        answers: z.record(z.string().regex(/^\d{1,3}$/, '答案有误'), z.string().regex(/^[A-D]$/, '答案有误'), { error: '请作答' }),
      }),
    );
    const result = await db.tx((q) => submitExam(q, user, b.answers));
    return ok(c, result, result.passed ? '恭喜通过开店考试' : '未通过考试，请重新作答');
  });
  app.get(`${V}/store/valid/question`, async (c) => {
    const user = currentUser(c);
    return ok(c, (await shopIdOf(db, user.id)) ? 1 : 0);
  });
}
