import { useSnapshot } from 'valtio';
import { flushReadQueue, notices, refreshUnread } from '../../state/notices.ts';
import { session } from '../../state/session.ts';
import { useStoreFresh } from '../../state/useFresh.ts';
import { BellButton } from './BellButton.tsx';

const refresh = () =>
  flushReadQueue()
    .then(() => refreshUnread())
    .catch(() => undefined);

/** The bell with its unread count (spec §7 loadSysMsg/num by role prefix), refreshed on mount, after reading, and when data may be stale (a write, a return to the tab). */
export default function UnreadBell({ onClick }: { onClick: () => void }) {
  const { unread } = useSnapshot(notices);
  const { token, roles } = useSnapshot(session);
  useStoreFresh(refresh, !!token && !!roles[0]);

  return <BellButton unread={unread} onClick={onClick} />;
}
