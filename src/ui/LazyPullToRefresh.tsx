import { lazy, Suspense, type ReactNode } from 'react';

// antd-mobile's pull-to-refresh brings its spring and gesture libraries (about 70 KB):
// they load after the first paint instead of delaying it.
// Offline with the code never fetched, the list simply is not pullable.
const PullToRefresh = lazy(() =>
  import('antd-mobile/es/components/pull-to-refresh').catch(() => ({ default: ({ children }: { children?: ReactNode }) => <>{children}</> })),
);

/** Pull to refresh on phones; the content shows at once and becomes pullable when the code is in. */
export default function LazyPullToRefresh({ enabled, onRefresh, children }: { enabled: boolean; onRefresh: () => Promise<unknown>; children: ReactNode }) {
  if (!enabled) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={async () => void (await onRefresh())}>{children}</PullToRefresh>
    </Suspense>
  );
}
