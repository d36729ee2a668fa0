import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog, drawer or sheet whose code (and antd-mobile's animation library) loads the first time it
 * opens, and which is mounted only while open.
 */
export function whenOpen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load) as unknown as ComponentType<P>;
  return function WhenOpen({ open, ...props }: P & { open: boolean }) {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        {createElement(Component, props as P)}
      </Suspense>
    );
  };
}
