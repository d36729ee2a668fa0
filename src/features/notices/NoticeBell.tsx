import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import Badge from 'antd-mobile/es/components/badge';
import { notices, refreshUnread, flushReadQueue } from '../../state/notices.ts';
import { session } from '../../state/session.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import './notices.css';

// The list, its detail dialog and the drawer load when the bell is first tapped.
const NoticePanel = whenOpen(() => import('./NoticePanel.tsx'));

/** Roles that have the /supplymarket/notice page (spec §2: supply market roles 1-6). */
const LIST_PAGE_ROLES = [1, 2, 3, 4, 5, 6];

/**
 * Unread-notice bell for the top bars: the count by role prefix (spec §7), refreshed on mount, on
 * focus and after reading; a tap opens the notice list in a drawer (full screen on phones).
 */
export default function NoticeBell() {
  const { unread } = useSnapshot(notices);
  const { token, roles } = useSnapshot(session);
  const bp = useBreakpoint();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!token || !roles[0]) return;
    const refresh = () =>
      void flushReadQueue()
        .then(() => refreshUnread())
        .catch(() => undefined);
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [token, roles]);

  if (!token) return null;
  const label = unread > 0 ? `通知公告，${unread}条未读` : '通知公告';
  return (
    <>
      <button type="button" className="notice-bell" aria-label={label} title="通知公告" onClick={() => setOpen(true)}>
        <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            />
          </svg>
        </Badge>
      </button>
      <NoticePanel open={open} phone={bp === 'phone'} showAll={LIST_PAGE_ROLES.includes(roles[0] ?? 0)} onClose={() => setOpen(false)} />
    </>
  );
}
