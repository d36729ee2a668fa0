import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { fail } from './envelope.ts';
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

/**
 * The handler of a write on one row named in the path: the parameter `name` as an id (a bad one is
 * 编号有误 before the body is read), then the body by `schema`, both given to `run`.
 */
export const idAndBody =
  <N extends string, S extends z.ZodType, R, C extends Context = Context>(name: N, schema: S, run: (c: C, id: number, input: z.infer<S>) => Promise<R>) =>
  async (c: C, params: Record<N, string>): Promise<R> => {
    const id = parse(idParam, params[name]);
    return run(c, id, await body(c, schema));
  };

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}

/** The body limit of a multipart upload of at most `maxBytes` of file (the envelope adds a little around it): more is 400 `tooLarge`, before it is read. */
export const multipartLimit = (maxBytes: number, tooLarge: string) => bodyLimit({ maxSize: maxBytes + 64 * 1024, onError: (c) => fail(c, 400, tooLarge) });

/** The multipart form of a request; a body that is not one: 400 `missing`. */
export async function multipartForm(c: Context, missing: string): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest(missing);
  }
}

/**
 * The spreadsheet of an import (multipart `file`) and the form's other fields; none, or an empty one:
 * 请选择要导入的Excel文件; a file over `maxBytes`: 400 `tooLarge` (the body limit leaves room for the form's own bytes).
 */
export async function importFile(c: Context, maxBytes: number, tooLarge: string): Promise<{ bytes: Uint8Array; form: Record<string, unknown> }> {
  const form = await multipartForm(c, '请选择要导入的Excel文件');
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest('请选择要导入的Excel文件');
  if (file.size > maxBytes) throw badRequest(tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}
