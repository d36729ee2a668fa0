import { ApiError } from './http.ts';

const isChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const MSG_OFFLINE = '当前处于离线状态，请联网后重试';
export const MSG_NETWORK_RETRY = '网络异常，请检查网络后重试';
export const MSG_FAILED = '操作失败，请稍后重试';
export const MSG_LOAD_FAILED = '加载失败，请稍后重试';

/**
 * What the user is told about a failed call, always in Chinese, or null when they already saw it
 * (the spec §8 toasts for 400/404/500, and 401, which signs out). A server message is shown only when
 * it is Chinese, and so is an error the app threw itself; `fallback` stands in for other failures
 * ("Failed to fetch" never reaches the screen).
 */
export function failureMessage(error: unknown, fallback = MSG_FAILED): string | null {
  if (!(error instanceof ApiError)) {
    // The app's own Chinese messages (当前离线，该通知尚未缓存…) are meant for the user; a browser's
    // English ("Failed to fetch") never is.
    if (error instanceof Error && isChinese(error.message)) return error.message;
    return offline() ? MSG_OFFLINE : fallback;
  }
  if (error.shown || error.status === 401) return null;
  const own = error.msg && isChinese(error.msg) ? error.msg : '';
  switch (error.status) {
    case 0:
      return offline() ? MSG_OFFLINE : MSG_NETWORK_RETRY;
    case 403:
      return own || '没有权限执行该操作';
    case 409:
      return own || '数据已被修改，请刷新后重试';
    case 413:
      return own || '提交的内容过大';
    case 429:
      return own || '操作过于频繁，请稍后再试';
    default:
      return own || fallback;
  }
}

/**
 * The line a page or panel shows in place of data it could not load: what failed when the user has
 * not been told yet, a plain 加载失败 when a spec §8 toast already said it (never the server's raw text).
 */
export function loadFailureText(error: unknown): string {
  return failureMessage(error, MSG_LOAD_FAILED) ?? MSG_LOAD_FAILED;
}
