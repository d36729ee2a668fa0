import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every API answer is { code, msg, data }; code mirrors the HTTP status. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(c: Context, data: T, msg = '操作成功') {
  return c.json<Envelope<T>>({ code: 200, msg, data });
}

export function fail(c: Context, status: ContentfulStatusCode, msg: string, data: unknown = null) {
  return c.json<Envelope>({ code: status, msg, data }, status);
}
