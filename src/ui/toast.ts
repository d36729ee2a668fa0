import { createElement } from 'react';

interface ToastRequest {
  text?: string;
  /** Server HTML (spec §8 allows it): sanitised before it is shown. */
  html?: string;
  icon?: 'success' | 'fail' | 'loading';
  duration: number;
  clearOthers?: boolean;
}

/**
 * Shows an antd-mobile toast. The toast (with its animation library) and DOMPurify load on first use,
 * so the first screen never pays for them.
 */
export async function showToast({ text, html, icon, duration, clearOthers }: ToastRequest): Promise<void> {
  const [{ default: Toast }, { sanitizeHtml }] = await Promise.all([
    import('antd-mobile/es/components/toast'),
    html === undefined ? Promise.resolve({ sanitizeHtml: (s: string) => s }) : import('../lib/sanitize.ts'),
  ]);
  if (clearOthers) Toast.clear();
  const content = html === undefined ? text : createElement('div', { className: 'api-toast', dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
  Toast.show({ icon, content, duration });
}
