import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';
import { parse } from '../validation.ts';
import { hasNul, NUL_REFUSED } from './security.ts';

/** Parses a JSON body with zod; a bad body is a 400 with the first Chinese message (a NUL character anywhere: 请求中含有不允许的字符). */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('请求格式有误');
  }
  if (hasNul(raw)) throw badRequest(NUL_REFUSED);
  return parse(schema, raw);
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}
