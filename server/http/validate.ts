import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './envelope.ts';

/** Parses a JSON body with zod; a bad body is a 400 with the first Chinese message. */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('请求格式有误');
  }
  return parse(schema, raw);
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}

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

/** Numeric id in a path or query string. */
export const idParam = z.coerce.number({ error: '编号有误' }).int('编号有误').positive('编号有误').max(2147483647, '编号有误');
