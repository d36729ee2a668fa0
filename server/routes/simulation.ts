import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { answer } from '../http/endpoint.ts';
import { body } from '../http/validate.ts';
import { nextTurn, restart } from '../services/simulation.ts';
import { examQuestions, shopIdOf, staffShopOf, submitExam } from '../services/shopExam.ts';
import { badRequest } from '../errors.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { type ExamAnswers, SEASON, STORE_EXAM } from '../../src/api/contract/simulation.ts';

const examAnswers = z.object({
  answers: z.record(z.string().regex(/^\d{1,3}$/, '答案有误'), z.string().regex(/^[A-D]$/, '答案有误'), { error: '请作答' }),
}) satisfies z.ZodType<ExamAnswers, unknown>;

/**
 * The season switch (spec §7 nextTurn, turn/restart) under a role prefix: every role but the learner
 * (the switch shows for roles ≤ 5, and 20); under student/ it answers 403.
 */
export function seasonApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const steps = [
    [SEASON.next, nextTurn, '已进入下一赛季'],
    [SEASON.restart, restart, '已重新开始'],
  ] as const;
  for (const [ep, step, msg] of steps) {
    answer(
      r,
      ep,
      allow(MANAGE_ROLES),
      async (c) => {
        await step(db, caller(c));
        return true;
      },
      msg,
    );
  }
  return r;
}

/** /v1/wangchuang/store/: the shop exam that opens the caller's shop, and whether they have one. */
export function storeApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, STORE_EXAM.questions, signedIn, async () => examQuestions());
  answer(
    r,
    STORE_EXAM.submit,
    signedIn,
    async (c) => {
      const user = caller(c);
      if (await staffShopOf(db, user.id)) throw badRequest('子账号不能开店');
      const b = await body(c, examAnswers);
      return submitExam(db, user, b.answers);
    },
    (result) => (result.passed ? '恭喜通过开店考试' : '未通过考试，请重新作答'),
  );
  // a shop's sub-account works in the owner's shop: it has one
  answer(r, STORE_EXAM.hasShop, signedIn, async (c) => ((await shopIdOf(db, caller(c).id)) || (await staffShopOf(db, caller(c).id)) ? 1 : 0));
  return r;
}
