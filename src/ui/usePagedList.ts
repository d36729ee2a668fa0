import { useEffect, useRef, useState } from 'react';

/**
 * Page-by-page loading for an infinite list: starts again from page 1 whenever `resetKey` changes or
 * reload() is called. Give `scrollKey` to LoadMore as its key so it restarts too.
 */
export function usePagedList<T>(fetchPage: (pageNum: number) => Promise<{ list: T[]; isLastPage: boolean }>, resetKey: string) {
  const [list, setList] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [first, setFirst] = useState(true);
  const [generation, setGeneration] = useState(0);
  const page = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and generation are the triggers: a new key or reload() starts again from page 1
  useEffect(() => {
    page.current = 0;
    setList([]);
    setHasMore(true);
    setError(null);
    setFirst(true);
  }, [resetKey, generation]);

  const loadMore = async () => {
    const n = page.current + 1;
    try {
      const res = await fetchPage(n);
      page.current = n;
      setList((l) => (n === 1 ? res.list : [...l, ...res.list]));
      setHasMore(!res.isLastPage);
    } catch (e) {
      setError(e);
      setHasMore(false);
    } finally {
      setFirst(false);
    }
  };

  return { list, hasMore, error, first, loadMore, reload: () => setGeneration((g) => g + 1), scrollKey: `${resetKey}#${generation}` };
}
