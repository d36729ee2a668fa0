import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses with zod; bad input is a 400 with the first Chinese message (or 参数有误). */
export function parse<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '参数有误');
  }
  return result.data;
}

/** A required string with Chinese messages for missing and wrong-typed values. */
export const text = (missing: string) => z.string({ error: missing }).trim().min(1, missing);

/** The largest id a PostgreSQL int column holds. */
export const INT_MAX = 2147483647;

/** Numeric id in a path or query string. */
export const idParam = z.coerce.number({ error: '编号有误' }).int('编号有误').positive('编号有误').max(INT_MAX, '编号有误');

/** An id in a JSON body, with the field's own message for anything else (请选择…, …有误). */
export const idField = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(INT_MAX, msg);
