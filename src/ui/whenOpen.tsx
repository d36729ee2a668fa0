import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Runs once the browser is idle (or after a second where requestIdleCallback is missing). */
function onIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/**
 * A dialog, drawer or sheet whose code (and antd-mobile's animation library) stays off the first
 * load and which is mounted only while open. With prefetchWhenIdle, once its host is on screen the code
 * is fetched when the browser is idle, so it opens at once and, cached by the service worker, also
 * offline: for what must work offline (reading notices, the phone menu), not for every dialog.
 */
export function whenOpen<P extends object>(load: Loader<P>, { prefetchWhenIdle = false } = {}) {
  const Component = lazy(load) as unknown as ComponentType<P>;
  let prefetched = !prefetchWhenIdle;
  return function WhenOpen({ open, ...props }: P & { open: boolean }) {
    useEffect(() => {
      if (prefetched) return;
      prefetched = true;
      onIdle(() => void load().catch(() => undefined)); // a failure shows when it is opened
    }, []);
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        {createElement(Component, props as P)}
      </Suspense>
    );
  };
}
