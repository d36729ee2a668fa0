import type { ReactNode } from 'react';
import { refreshVisible } from '../api/freshness.ts';
import PullToRefresh from './PullToRefresh.tsx';
import { useBreakpoint } from './useBreakpoint.ts';

/** A layout's content on phones: pulled down from the top, everything the view on screen shows loads again. */
export default function PullToRefreshPage({ children }: { children: ReactNode }) {
  return (
    <PullToRefresh enabled={useBreakpoint() === 'phone'} onRefresh={refreshVisible}>
      {children}
    </PullToRefresh>
  );
}
