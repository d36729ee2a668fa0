import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { onIdle } from '../../lib/idle.ts';
import { session } from '../../state/session.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { BellButton } from './BellButton.tsx';

// The list, its detail dialog and the drawer load when the bell is first tapped.
const NoticePanel = whenOpen(() => import('./NoticePanel.tsx'));
// The unread count and its store (with the offline read queue) load once the page is idle: the
// first screen waits for neither, and the bell opens the list before they arrive.
const UnreadBell = lazy(() => import('./UnreadBell.tsx'));

/** Roles that have the /supplymarket/notice page (spec §2: supply market roles 1-6). */
const LIST_PAGE_ROLES = [1, 2, 3, 4, 5, 6];

/** Unread-notice bell for the top bars; a tap opens the notice list in a drawer (full screen on phones). */
export default function NoticeBell() {
  const { token, roles } = useSnapshot(session);
  const bp = useBreakpoint();
  const [open, setOpen] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);

  if (!token) return null;
  const openList = () => setOpen(true);
  const plain = <BellButton unread={0} onClick={openList} />;
  return (
    <>
      {idle ? (
        <Suspense fallback={plain}>
          <UnreadBell onClick={openList} />
        </Suspense>
      ) : (
        plain
      )}
      <NoticePanel open={open} phone={bp === 'phone'} showAll={LIST_PAGE_ROLES.includes(roles[0] ?? 0)} onClose={() => setOpen(false)} />
    </>
  );
}
