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

/** Thrown from services and routes; the error middleware turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = '登录已失效，请重新登录') => new HttpError(401, msg);
export const forbidden = (msg = '无权访问') => new HttpError(403, msg);
export const notFound = (msg = '接口不存在') => new HttpError(404, msg);
