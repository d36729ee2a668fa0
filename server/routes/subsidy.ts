import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { answer } from '../http/endpoint.ts';
import { allow, caller } from '../http/caller.ts';
import { idParam, parse } from '../validation.ts';
import { qualifiedClassInScope } from '../services/subsidy.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { QUALIFIED_CLASS } from '../../src/api/contract/subsidy.ts';

/** Under a back-office role prefix: who of a class in scope qualifies for the subsidy (/manage/qualifiedStudent/{classId}). */
export function subsidyApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, QUALIFIED_CLASS, allow(MANAGE_ROLES), async (c, params) => qualifiedClassInScope(db, caller(c), parse(idParam, params.classId)));
  return r;
}
