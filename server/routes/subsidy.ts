import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { allow, caller } from '../http/caller.ts';
import { idParam, parse } from '../validation.ts';
import { qualifiedClassInScope } from '../services/subsidy.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { qualifiedPath } from '../../src/api/contract/subsidy.ts';

/** Under a back-office role prefix: who of a class in scope qualifies for the subsidy (/manage/qualifiedStudent/{classId}). */
export function subsidyApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get(`/${qualifiedPath(':classId')}`, allow(MANAGE_ROLES), async (c) => {
    const classId = parse(idParam, c.req.param('classId'));
    return ok(c, await qualifiedClassInScope(db, caller(c), classId));
  });
  return r;
}
