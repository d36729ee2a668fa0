import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { body } from '../http/validate.ts';
import { nextTurn, restart } from '../services/simulation.ts';
import { examQuestions, shopIdOf, staffShopOf, submitExam } from '../services/shopExam.ts';
import { badRequest } from '../errors.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';

const examAnswers = z.object({
  answers: z.record(z.string().regex(/^\d{1,3}$/, '答案有误'), z.string().regex(/^[A-D]$/, '答案有误'), { error: '请作答' }),
});

/**
 * The season switch (spec §7 nextTurn, turn/restart) under a role prefix: every role but the learner
 * (the switch shows for roles ≤ 5, and 20); under student/ it answers 403.
 */
export function seasonApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/nextTurn', allow(MANAGE_ROLES), async (c) => {
    await nextTurn(db, caller(c));
    return ok(c, true, '已进入下一赛季');
  });
  r.get('/turn/restart', allow(MANAGE_ROLES), async (c) => {
    await restart(db, caller(c));
    return ok(c, true, '已重新开始');
  });
  return r;
}

/** /v1/wangchuang/store/: the shop exam that opens the caller's shop, and whether they have one. */
export function storeApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/exam/questions', signedIn, (c) => ok(c, examQuestions()));
  r.post('/exam/submit', signedIn, async (c) => {
    const user = caller(c);
    if (await staffShopOf(db, user.id)) throw badRequest('子账号不能开店');
    const b = await body(c, examAnswers);
    const result = await submitExam(db, user, b.answers);
    return ok(c, result, result.passed ? '恭喜通过开店考试' : '未通过考试，请重新作答');
  });
  // a shop's sub-account works in the owner's shop: it has one
  r.get('/valid/question', signedIn, async (c) => ok(c, (await shopIdOf(db, caller(c).id)) || (await staffShopOf(db, caller(c).id)) ? 1 : 0));
  return r;
}
