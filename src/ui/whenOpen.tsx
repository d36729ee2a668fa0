import { createElement, lazy, Suspense, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A dialog, drawer or sheet whose code (and antd-mobile's animation library) stays off the first
 * load and which is mounted only while open. Those that must also open offline are precached by
 * the service worker (src/pwa/offlineModules.ts).
 */
export function whenOpen<P extends object>(load: Loader<P>) {
  const Component = lazy(load) as unknown as ComponentType<P>;
  return function WhenOpen({ open, ...props }: P & { open: boolean }) {
    if (!open) return null;
    return <Suspense fallback={null}>{createElement(Component, props as P)}</Suspense>;
  };
}
