import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { query } from '../http/validate.ts';
import { requireRole } from '../http/auth.ts';
import { CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classesInScope } from '../services/classes.ts';

const filterQuery = z.object({
  name: z.string().trim().max(50, '班级名称过长').optional(),
  classType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLASS_TYPES, { error: '班级类型有误' }).optional()),
});

export function registerClasses(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  // roleGuard already answers each role-prefixed path only to its own role.
  const paths = ['admin', 'province', 'city', 'institution', 'teacher', 'area', 'teacher/train'].map((p) => `/v1/wangchuang/${p}/loadClazzWhere`);
  for (const path of paths) {
    app.get(path, async (c) => {
      const user = requireRole(c, MANAGE_ROLES);
      const filter = query(c, filterQuery);
      return ok(c, await classesInScope(db, user, filter));
    });
  }
}
