import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/study.css';
import './learner.css';

// The learner pages take these shared pieces from here (the on-demand pages take them from src/ui and src/lib).
export { useLoad } from '../../ui/useLoad.ts';
export { useOnline } from '../../ui/useOnline.ts';
export { Card, Progress } from '../../ui/study.tsx';
export { fmtDate, fmtDateTime } from '../../api/contract/chinaTime.ts';

/** The key under which this user's drafts are kept on the device. */
export function useUserKey(): string {
  const s = useSnapshot(session);
  return String(s.userInfo?.id ?? (s.name || 'me'));
}

/** The page frame: a title with 刷新 and an optional action, then the content (max width on desktop). */
export function LearnerPage({ title, extra, children, wide }: { title: string; extra?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`ln-page${wide ? ' ln-wide' : ''}`}>
      <div className="ln-title">
        <h1>{title}</h1>
        <div className="ln-title-tools">
          <RefreshButton />
          {extra}
        </div>
      </div>
      {children}
    </div>
  );
}
