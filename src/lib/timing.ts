import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: click throttle 1000 ms, debounced click 500 ms. */
export const THROTTLE_MS = 1000;
export const DEBOUNCE_MS = 500;

/** Runs at once, then ignores calls until `wait` ms have passed (leading edge). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_MS): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < wait) return;
    last = now;
    fn(...args);
  };
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

/** Runs once, `wait` ms after the last call, with the last arguments (trailing edge). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}

/**
 * A value that settles 500 ms after its last change (spec §9 debounce): a list keyed by it asks the
 * server once for a burst of typing, taps or filter changes, with the last of them. The first value
 * is there at once.
 */
export function useDebouncedValue<T>(value: T, wait = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/**
 * A debounced callback for a component (spec §9: 500 ms): repeated input sends one request, with the
 * last value. It always calls the latest `fn`; a call still waiting when the component goes away is
 * made then rather than lost.
 */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_MS): Debounced<A> {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const [debounced] = useState(() => debounce((...args: A) => fnRef.current(...args), wait));
  useEffect(() => () => debounced.flush(), [debounced]);
  return debounced;
}

/**
 * Guards a submit handler: while one call is running (and for `wait` ms after it started)
 * further calls are ignored, so no form submits twice. `submitting` drives a disabled/loading button.
 */
export function useThrottledSubmit<A extends unknown[]>(
  fn: (...args: A) => Promise<unknown> | unknown,
  wait = THROTTLE_MS,
): { submit: (...args: A) => Promise<void>; submitting: boolean } {
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const lastStart = useRef(-Infinity);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = useCallback(
    async (...args: A) => {
      const now = Date.now();
      if (busy.current || now - lastStart.current < wait) return;
      busy.current = true;
      lastStart.current = now;
      setSubmitting(true);
      try {
        await fnRef.current(...args);
      } finally {
        busy.current = false;
        if (mounted.current) setSubmitting(false);
      }
    },
    [wait],
  );
  return { submit, submitting };
}
