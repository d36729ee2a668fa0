import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { query } from '../http/validate.ts';
import { allow, caller } from '../http/caller.ts';
import { CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classesInScope } from '../services/classes.ts';

const filterQuery = z.object({
  name: z.string().trim().max(50, '班级名称过长').optional(),
  classType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLASS_TYPES, { error: '班级类型有误' }).optional()),
});

/** loadClazzWhere under a back-office role prefix (and teacher/train/): the classes in the caller's scope. */
export function classesApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/loadClazzWhere', allow(MANAGE_ROLES), async (c) => ok(c, await classesInScope(db, caller(c), query(c, filterQuery))));
  return r;
}
