import { lazy, Suspense, useEffect, useState } from 'react';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';

const TopNav = lazy(() => import('./TopNav.tsx'));

/**
 * The spec's top navigation inside another area's layout (back office, seller centre, supply market,
 * workbench): fetched once the browser is idle after the page's first render, so that first load
 * stays within budget (bench: firstLoadGzipKB); it is precached for offline use (src/pwa/offlineModules.ts).
 * Wide screens keep its strip's height meanwhile.
 */
export default function EmbeddedTopNav() {
  const bp = useBreakpoint();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const t = setTimeout(() => setIdle(true), 100);
      return () => clearTimeout(t);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  const placeholder =
    bp === 'phone' ? null : (
      <div className="topnav tn-strip" aria-hidden="true">
        <div className="topnav-inner" />
      </div>
    );
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TopNav embedded />
    </Suspense>
  );
}
