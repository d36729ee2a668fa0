import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The API layer's spec §8 toasts, as main.tsx wires them.
import '../../src/ui/toast.ts';

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
