import { failureMessage } from '../api/failure.ts';
import { toast } from './toast.ts';

export { failureMessage, loadFailureText } from '../api/failure.ts';

/** Spec §5/§9: a click acts at most once per second. */
export const CLICK_THROTTLE_MS = 1000;

export interface ActOptions {
  /** Asks first ("确定删除该教师吗？"); nothing happens unless the user confirms. */
  confirm?: string;
  /** Title of the confirmation dialog. */
  title?: string;
  /** Confirm button of the dialog (default 确定); `danger` paints it red. */
  confirmText?: string;
  danger?: boolean;
  /** Toast on success (1.5 s). */
  success?: string;
  /**
   * The button this is: a second call with the same key while the first runs, or within 1 s of it,
   * does nothing. Defaults to the success or confirm text.
   */
  key?: string;
}

export type ActResult<T> = { ok: true; value: T } | { ok: false; skipped?: boolean; error?: unknown };

const lastRun = new Map<string, number>();
const running = new Set<string>();

/** Shows what failed (if the user has not seen it yet). For loads and calls outside act(). */
export function showFailure(error: unknown, fallback?: string): void {
  const message = failureMessage(error, fallback);
  if (message) void toast.fail(message);
}

/** Forgets the last clicks (tests start each case with no throttle running). */
export function resetActThrottle(): void {
  lastRun.clear();
  running.clear();
}

async function confirmed(options: ActOptions): Promise<boolean> {
  if (!options.confirm) return true;
  const { confirm } = await import('./overlay/dialogs.ts');
  return confirm({
    title: options.title,
    content: options.confirm,
    confirmText: options.danger ? <span style={{ color: 'var(--adm-color-danger)' }}>{options.confirmText ?? '确定'}</span> : (options.confirmText ?? '确定'),
    cancelText: '取消',
  });
}

/**
 * Every user action goes through here: the confirmation, the call, the success toast and any
 * failure shown in Chinese (403, 409, 429, network: the cases the API layer leaves to the caller).
 * Never throws; answers whether it worked.
 */
export async function act<T>(run: () => Promise<T>, options: ActOptions = {}): Promise<ActResult<T>> {
  const key = options.key ?? options.success ?? options.confirm ?? '';
  const now = Date.now();
  if (key && (running.has(key) || now - (lastRun.get(key) ?? -Infinity) < CLICK_THROTTLE_MS)) return { ok: false, skipped: true };
  if (key) running.add(key);
  try {
    if (!(await confirmed(options))) return { ok: false, skipped: true };
    if (key) lastRun.set(key, Date.now());
    const value = await run();
    if (options.success) void toast.success(options.success);
    return { ok: true, value };
  } catch (error) {
    showFailure(error);
    return { ok: false, error };
  } finally {
    if (key) running.delete(key);
  }
}
