import Toast from 'antd-mobile/es/components/toast';
import { ApiError, MSG_NETWORK } from '../../api/http.ts';

/** Shows an error the HTTP layer did not already show (403, 429, network failure, …). */
export function showError(error: unknown, fallback = MSG_NETWORK) {
  if (error instanceof ApiError && error.shown) return;
  const message = error instanceof ApiError ? (error.status !== 0 && error.msg) || fallback : error instanceof Error && error.message ? error.message : fallback;
  Toast.show({ icon: 'fail', content: message, duration: 1500 });
}
