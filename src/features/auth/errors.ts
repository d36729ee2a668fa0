import { ApiError, MSG_NETWORK, TOAST_MS } from '../../api/http.ts';
import { showToast } from '../../ui/toast.ts';

/** Shows an error the HTTP layer did not already show (403, 429, network failure, …). */
export function showError(error: unknown, fallback = MSG_NETWORK) {
  if (error instanceof ApiError && error.shown) return;
  const message =
    error instanceof ApiError ? (error.status !== 0 && error.msg) || fallback : error instanceof Error && error.message ? error.message : fallback;
  void showToast({ icon: 'fail', text: message, duration: TOAST_MS });
}
