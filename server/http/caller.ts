import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ROLE, type Role } from '../../src/api/contract/roles.ts';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import { learnerCtx } from '../services/learner/rules.ts';
import { shopIdOf } from '../services/shopExam.ts';
import type { AppEnv, LearnerEnv, ShopEnv } from './context.ts';

/**
 * Who is calling, as route middleware: `identify` (server/http/auth.ts) has set `c.var.user` from the
 * token on every API request; these refuse a request that lacks the caller a route needs, and set the
 * typed `c.var` it reads next. They go on each route, not on a whole sub-app with `use('*')`, so that
 * an unknown path still answers 404 and one sub-app's rules never reach another mounted under the same base.
 */

export const ROLE_REFUSED = '您的角色无权访问该功能';
/** Spec §8: a seller call without a shop. */
export const NO_SHOP = '请先开店';

/** The signed-in caller, or a 401 (登录已失效，请重新登录). */
export function caller<E extends AppEnv>(c: Context<E>): Caller {
  const user: Caller | null = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** Any signed-in caller; 401 otherwise. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  caller(c);
  await next();
});

/** A signed-in caller of one of these roles: 401 without a caller, then 403 for another role. */
export const allow = (roles: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(caller(c).role)) throw forbidden(ROLE_REFUSED);
    await next();
  });

/** The caller's own shop as `c.var.shopId`: 401 without a caller, 400 请先开店 without a shop. */
export const ownShop = (db: Queryable) =>
  createMiddleware<ShopEnv>(async (c, next) => {
    const shopId = await shopIdOf(db, caller(c).id);
    if (!shopId) throw badRequest(NO_SHOP);
    c.set('shopId', shopId);
    await next();
  });

/** A learner (role 6) and their class as `c.var.learner`: 401, 403 for another role, 403 您尚未加入培训班. */
export const inClass = (db: Queryable) =>
  createMiddleware<LearnerEnv>(async (c, next) => {
    const user = caller(c);
    if (user.role !== ROLE.STUDENT) throw forbidden(ROLE_REFUSED);
    c.set('learner', await learnerCtx(db, user));
    await next();
  });
