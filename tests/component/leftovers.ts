/*
 * What a component test can leave running after it ends, each with a way to end it. Used by
 * tests/component/setup.ts (the one place that wires them) and tested in teardown.test.tsx.
 */

/** The real timer functions, captured before anything replaces them. */
export const realTimers = { setTimeout, clearTimeout, setInterval, clearInterval };
export const wait = (ms: number) => new Promise((resolve) => realTimers.setTimeout(resolve, ms));

/**
 * Replaces the global timer functions with ones that remember what is pending: `clearPending()`
 * clears every timer and interval that has neither fired nor been cleared; `restore()` puts back the
 * functions that were there before.
 */
export function trackTimers() {
  const real = { setTimeout, clearTimeout, setInterval, clearInterval };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const intervals = new Set<ReturnType<typeof setInterval>>();
  globalThis.setTimeout = ((handler: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = real.setTimeout(
      (...a: unknown[]) => {
        timers.delete(id);
        handler(...a);
      },
      ms,
      ...args,
    );
    timers.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined) timers.delete(id);
    real.clearTimeout(id);
  }) as typeof clearTimeout;
  globalThis.setInterval = ((handler: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = real.setInterval(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof setInterval;
  globalThis.clearInterval = ((id?: ReturnType<typeof setInterval>) => {
    if (id !== undefined) intervals.delete(id);
    real.clearInterval(id);
  }) as typeof clearInterval;
  return {
    get pending() {
      return timers.size + intervals.size;
    },
    clearPending() {
      for (const id of timers) real.clearTimeout(id);
      for (const id of intervals) real.clearInterval(id);
      timers.clear();
      intervals.clear();
    },
    restore() {
      Object.assign(globalThis, real);
    },
  };
}

/**
 * Counts the requests made through the global `fetch` as it stands when `install()` is called (after
 * an msw server has put its own in place), each with a way to abort it.
 */
export function trackRequests() {
  const inFlight = new Map<Promise<Response>, { url: string; abort: AbortController }>();
  let own: typeof fetch | null = null;
  let inner: typeof fetch | null = null;
  return {
    get inFlight() {
      return inFlight.size;
    },
    /** Wraps the current `fetch` (once: again only if something replaced the wrapper). */
    install() {
      if (own && globalThis.fetch === own) return;
      const next = globalThis.fetch;
      inner = next;
      own = (input, init) => {
        const abort = new AbortController();
        const signals = [abort.signal, input instanceof Request ? input.signal : null, init?.signal ?? null].filter((s): s is AbortSignal => !!s);
        const call = next(input, { ...init, signal: AbortSignal.any(signals) });
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        inFlight.set(call, { url, abort });
        const done = () => inFlight.delete(call);
        call.then(done, done);
        return call;
      };
      globalThis.fetch = own;
    },
    /**
     * Waits a moment for the requests in flight to settle and for what their answers start (parsing,
     * the §8 toast) to run; then aborts those still waiting (a test may hold one open on purpose: its
     * page is gone, so nobody reads it) and waits for their failures to be handled too.
     */
    async settle(graceMs = 500) {
      for (let round = 0; round < 3; round++) {
        const started = Date.now();
        while (inFlight.size > 0 && Date.now() - started < graceMs) {
          await Promise.race([...inFlight.keys(), wait(50)]).catch(() => undefined);
        }
        for (const { abort } of inFlight.values()) abort.abort();
        await Promise.allSettled([...inFlight.keys()]);
        // a few turns for the answers' promise chains and for anything they start
        await wait(20);
        if (inFlight.size === 0) return;
      }
      throw new Error(`requests keep starting after the test ended: ${[...inFlight.values()].map((r) => r.url).join(', ')}`);
    },
    restore() {
      if (own && inner && globalThis.fetch === own) globalThis.fetch = inner;
    },
  };
}

/**
 * Closes antd-mobile's imperative toasts and dialogs (rendered outside any test's root) and waits
 * until the page is empty; what is still there after that was left by hand and is removed.
 */
export async function closeImperative(closers: { clear(): void }[]) {
  for (const c of closers) c.clear();
  for (let i = 0; i < 50 && document.body.childElementCount > 0; i++) await wait(20);
  document.body.innerHTML = '';
}
