import { createElement } from 'react';
import { setNoticeHandler, type Notice } from '../api/http.ts';

/** Spec §9: every toast stays 1.5 s. */
export const TOAST_MS = 1500;

interface ToastRequest {
  text?: string;
  /** Server HTML (spec §8 allows it): sanitised before it is shown. */
  html?: string;
  icon?: 'success' | 'fail' | 'loading';
  /** Defaults to the spec's 1.5 s. */
  duration?: number;
  clearOthers?: boolean;
}

/**
 * Shows an antd-mobile toast. The toast (with its animation library) and DOMPurify load on first use,
 * so the first screen never pays for them. Resolves once the toast is on screen.
 */
export async function showToast({ text, html, icon, duration = TOAST_MS, clearOthers }: ToastRequest): Promise<void> {
  const [{ default: Toast }, { sanitizeHtml }] = await Promise.all([
    import('antd-mobile/es/components/toast'),
    html === undefined ? Promise.resolve({ sanitizeHtml: (s: string) => s }) : import('../lib/sanitize.ts'),
  ]);
  if (clearOthers) Toast.clear();
  const content = html === undefined ? text : createElement('div', { className: 'api-toast', dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
  Toast.show({ icon, content, duration });
}

/** The one toast helper: `toast('已复制')`, `toast.success('保存成功')`, `toast.fail('网络异常')`. */
export const toast = Object.assign((text: string) => showToast({ text }), {
  success: (text: string) => showToast({ text, icon: 'success' }),
  fail: (text: string) => showToast({ text, icon: 'fail' }),
});

// The API layer's spec §8 messages appear through this module.
setNoticeHandler((notice: Notice) => showToast(notice));
