import { useEffect, useRef, useState } from 'react';
import { useFresh } from './useFresh.ts';

type PageAnswer<T> = { list: T[]; isLastPage: boolean };

/**
 * Page-by-page loading for an infinite list: starts again from page 1 whenever `resetKey` changes or
 * reload() is called. Give `scrollKey` to LoadMore as its key so it restarts too.
 * The list stays fresh (useFresh): after a write anywhere the pages shown so far are asked for again
 * and replace the list at once when all are here, so the scroll position and the rows stay put; a
 * failure (offline) keeps the rows.
 */
export function usePagedList<T>(fetchPage: (pageNum: number) => Promise<PageAnswer<T>>, resetKey: string) {
  const [list, setList] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [first, setFirst] = useState(true);
  const [generation, setGeneration] = useState(0);
  const page = useRef(0);
  /** Moves on every start from page 1: answers asked for before it are dropped. */
  const epoch = useRef(0);
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;
  const failed = useRef(false);
  failed.current = !!error;
  /** The last page is here: a loadMore from a render before that answer (LoadMore's next look) asks nothing. */
  const ended = useRef(false);

  const refresh = async () => {
    const pages = page.current;
    if (pages === 0) {
      // nothing shown: after a failure start again (the first page is on its way otherwise)
      if (failed.current) setGeneration((g) => g + 1);
      return;
    }
    const at = epoch.current;
    try {
      const answers = await Promise.all(Array.from({ length: pages }, (_, i) => latestFetch.current(i + 1)));
      if (at !== epoch.current || page.current !== pages) return;
      setList(answers.flatMap((a) => a.list));
      ended.current = answers[answers.length - 1]!.isLastPage;
      setHasMore(!ended.current);
      setError(null);
    } catch {
      // the rows shown stay; the next load or refresh tries again
    }
  };
  const began = useFresh(refresh);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and generation are the triggers: a new key or reload() starts again from page 1
  useEffect(() => {
    epoch.current++;
    page.current = 0;
    ended.current = false;
    setList([]);
    setHasMore(true);
    setError(null);
    setFirst(true);
  }, [resetKey, generation]);

  const loadMore = async () => {
    if (ended.current) return;
    const n = page.current + 1;
    const at = epoch.current;
    if (n === 1) began();
    try {
      const res = await fetchPage(n);
      if (at !== epoch.current) return;
      page.current = n;
      ended.current = res.isLastPage;
      setList((l) => (n === 1 ? res.list : [...l, ...res.list]));
      setHasMore(!res.isLastPage);
    } catch (e) {
      if (at !== epoch.current) return;
      setError(e);
      setHasMore(false);
    } finally {
      if (at === epoch.current) setFirst(false);
    }
  };

  return { list, hasMore, error, first, loadMore, reload: () => setGeneration((g) => g + 1), scrollKey: `${resetKey}#${generation}` };
}
