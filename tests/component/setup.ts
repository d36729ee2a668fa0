import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The API layer's spec §8 toasts, as main.tsx wires them.
import '../../src/ui/toast.ts';

// A toast loads antd-mobile's Toast (and the sanitiser) on first use; one raised as a test file ends
// would load them after jsdom is torn down, an unhandled error that fails the run: load them up front.
await Promise.all([import('antd-mobile/es/components/toast'), import('../../src/lib/sanitize.ts')]);

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default: on a 2-core machine running every suite at once a
// correct screen sometimes took longer (shop-checkout failed that way once). They still fail, later.
configure({ asyncUtilTimeout: 5000 });

// antd-mobile reads matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
