import { useCallback, useEffect, useRef, useState } from 'react';
import { useFresh } from '../state/useFresh.ts';

/** The same answer again (a reload that found nothing new): keep the data object, so nothing re-renders or re-initialises. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

export interface LoadOptions<T> {
  /** Data already here (an answer asked for ahead, api/prefetchable.ts): the first render shows it and the first load is skipped. */
  initial?: () => T | undefined;
  /** false for the record a form is filled from: it is not swapped under the user's edits (it loads when the form opens, and on reload()). */
  fresh?: boolean;
  /** Loads again every this many ms while on screen, quietly: figures other users change (a seller's unanswered questions). */
  poll?: number;
}

/** What a form is filled from: loaded when the form opens, never swapped under the user's edits. */
export const FORM_SOURCE: LoadOptions<never> = { fresh: false };

/**
 * Loads data with loading / error / reload; ignores answers that arrive after unmount or a newer load.
 * The data stays fresh (useFresh): after a write anywhere, on screen it loads again at once, hidden
 * (a kept-alive tab) when shown again. Such a reload is quiet: no loading state over the data shown,
 * and a failure (offline) keeps the data.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], { initial, fresh = true, poll }: LoadOptions<T> = {}) {
  const [first] = useState(() => initial?.());
  const [data, setData] = useState<T | null>(first ?? null);
  const [loading, setLoading] = useState(first === undefined);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);
  const skipFirst = useRef(first !== undefined);
  const shown = useRef(first !== undefined);
  const runRef = useRef<(quiet: boolean) => Promise<void>>(async () => undefined);
  const began = useFresh(() => runRef.current(true), fresh, poll);
  const run = useCallback(
    (quiet: boolean) => {
      const n = ++seq.current;
      began();
      if (!quiet) {
        setLoading(true);
        setError(null);
      }
      return load()
        .then((d) => {
          if (n !== seq.current) return;
          shown.current = true;
          setData((old) => (quiet && sameData(old, d) ? old : d));
          setError(null);
        })
        .catch((e) => {
          if (n === seq.current && !(quiet && shown.current)) setError(e);
        })
        .finally(() => {
          if (n === seq.current) setLoading(false);
        });
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's `deps` say when `load` is a new load (as useCallback's own list would)
    deps,
  );
  runRef.current = run;
  useEffect(() => {
    if (skipFirst.current) skipFirst.current = false;
    else void run(false);
    return () => {
      seq.current++;
    };
  }, [run]);
  const reload = useCallback(() => void run(false), [run]);
  return { data, setData, loading, error, reload };
}
