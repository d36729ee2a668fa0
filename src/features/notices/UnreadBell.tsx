import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { flushReadQueue, notices, refreshUnread } from '../../state/notices.ts';
import { session } from '../../state/session.ts';
import { BellButton } from './BellButton.tsx';

/** The bell with its unread count (spec §7 loadSysMsg/num by role prefix), refreshed on mount, on focus and after reading. */
export default function UnreadBell({ onClick }: { onClick: () => void }) {
  const { unread } = useSnapshot(notices);
  const { token, roles } = useSnapshot(session);

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

  return <BellButton unread={unread} onClick={onClick} />;
}
