/**
 * A refusal a service or route raises: the status the caller gets and a Chinese message. The
 * error middleware (server/app.ts) turns it into the envelope; services know nothing of HTTP.
 */
export class AppError extends Error {
  constructor(
    public status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '登录已失效，请重新登录') => new AppError(401, msg);
export const forbidden = (msg = '无权访问') => new AppError(403, msg);
export const notFound = (msg = '接口不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new AppError(429, msg);
