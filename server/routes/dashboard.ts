import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { answer, mountedGuard } from '../http/endpoint.ts';
import { query } from '../http/validate.ts';
import { allow, caller } from '../http/caller.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { DASHBOARD } from '../../src/api/contract/dashboard.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { overview } from '../services/dashboard.ts';
import { annualReport, screen } from '../services/dashboardScreen.ts';

const yearQuery = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: '年份有误' }).int('年份有误').optional()),
}) satisfies z.ZodType<InputOf<typeof DASHBOARD.annual>, unknown>;

/** Under a back-office role prefix: the data centre (/manage/borad) of the caller's scope. */
export function dashboardApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, DASHBOARD.overview, allow(MANAGE_ROLES), async (c) => overview(db, caller(c)));
  return r;
}

/**
 * Under /v1/wangchuang/ (no role prefix: the routes have no role meta): the wall display and the
 * year in review, for the caller's scope or, without one, the host's region (server/services/dashboardScreen.ts).
 * Aggregate counts only, so a display without a session may read them.
 */
export function screenApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const host = (c: { req: { header: (n: string) => string | undefined } }) => c.req.header('host') ?? '';
  answer(r, DASHBOARD.screen, mountedGuard, async (c) => screen(db, c.var.user, host(c)));
  answer(r, DASHBOARD.annual, mountedGuard, async (c) => annualReport(db, c.var.user, host(c), query(c, yearQuery).year));
  return r;
}
