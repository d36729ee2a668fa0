import { afterAll, afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
// The API layer's spec §8 toasts, as main.tsx wires them.
import '../../src/ui/toast.ts';
import { closeImperative, trackRequests, trackTimers } from './leftovers.ts';
import { takeUnhandled } from './msw.ts';

/*
 * Every component test file runs in a jsdom environment that vitest tears down when the file ends:
 * `window` and `document` disappear while Node's timers and sockets live on. Anything a test leaves
 * running (a toast's 1.5 s close timer, a request still in flight whose failure raises a toast, a
 * poll, a debounce) would then run against a missing `window` and fail the whole run as an unhandled
 * error attributed to no test. So this file, and only this file, makes sure nothing outlives a test:
 *  - after each test: unmount, wait a moment for the requests in flight and what they trigger, abort
 *    the rest, and close the imperative toasts and dialogs (antd-mobile renders them outside React
 *    Testing Library's roots);
 *  - after each file: clear the timers and intervals still pending, so none fires after teardown,
 *    and give the real timer functions and `fetch` back.
 * The msw servers of the files are opened and closed by tests/component/msw.ts; tests/component/
 * teardown.test.tsx shows all of this at work.
 */

// A toast (with its animation library) and DOMPurify load on first use; load them up front so a toast
// raised as a test ends does not load them after the environment is gone.
const [{ default: Toast }, { default: Dialog }] = await Promise.all([
  import('antd-mobile/es/components/toast'),
  import('antd-mobile/es/components/dialog'),
  import('../../src/lib/sanitize.ts'),
]);

// Animations end at once, so a closed toast or dialog unmounts on the next frame, not after a spring.
reduceMotion();

// findBy/waitFor give up after 1 s by default: on a 2-core machine running every suite at once (this pass then ran beside two browsers) a
// correct screen sometimes took longer (a list's first render 24 s on a loaded day). They still fail, later.
configure({ asyncUtilTimeout: 45_000 });

// Timers are cleared when the file ends, not after each test: module state (a throttle, a queued
// load) may hold a timer across the tests of one file, and clearing it would leave that state stuck.
const timers = trackTimers();
const requests = trackRequests();

// after the file's msw server (tests/component/msw.ts) has put its own fetch in place
beforeEach(() => requests.install());

afterEach(async () => {
  cleanup();
  await requests.settle();
  await closeImperative([Toast, Dialog]);
  failOnUnhandled();
});

afterAll(() => {
  timers.clearPending();
  timers.restore();
  requests.restore();
  failOnUnhandled();
});

/** A request the file's mock API had no answer for fails the test (or file) that made it. */
function failOnUnhandled() {
  const missed = takeUnhandled();
  if (missed.length) throw new Error(`requests no msw handler answered: ${[...new Set(missed)].join(', ')}`);
}

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
