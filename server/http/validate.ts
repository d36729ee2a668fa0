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

/** The spreadsheet of an import (multipart `file`) and the form's other fields; none, or an empty one: 请选择要导入的Excel文件. */
export async function importFile(c: Context): Promise<{ bytes: Uint8Array; size: number; form: Record<string, unknown> }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('请选择要导入的Excel文件');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest('请选择要导入的Excel文件');
  return { bytes: new Uint8Array(await file.arrayBuffer()), size: file.size, form };
}
