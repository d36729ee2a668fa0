import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads data with loading / error / reload; ignores answers that arrive after unmount or a newer load.
 * `initial` may hand over data already here (an answer asked for ahead, api/prefetchable.ts): the
 * first render then shows it, and the first load is skipped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], initial?: () => T | undefined) {
  const [first] = useState(() => initial?.());
  const [data, setData] = useState<T | null>(first ?? null);
  const [loading, setLoading] = useState(first === undefined);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);
  const skipFirst = useRef(first !== undefined);
  const run = useCallback(() => {
    const n = ++seq.current;
    setLoading(true);
    setError(null);
    load()
      .then((d) => n === seq.current && setData(d))
      .catch((e) => n === seq.current && setError(e))
      .finally(() => n === seq.current && setLoading(false));
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's `deps` say when `load` is a new load (as useCallback's own list would)
  }, deps);
  useEffect(() => {
    if (skipFirst.current) skipFirst.current = false;
    else run();
    return () => {
      seq.current++;
    };
  }, [run]);
  return { data, setData, loading, error, reload: run };
}
