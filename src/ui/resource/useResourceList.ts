import { useEffect, useMemo, useRef, useState } from 'react';
import type { Page } from '../../api/contract/paging.ts';
import type { AnyRow, ResourceDecl } from '../../api/contract/resource/types.ts';
import type { ListQuery } from '../../api/resource.ts';
import { useFresh } from '../useFresh.ts';

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * A resource list's state: the applied filters (kept in the page, not the URL: the tabs bar keys
 * views by path and query), sort, page, the loaded rows (on phones pages accumulate: load more) and
 * the selection. Reloads when any of them changes, and stays fresh (useFresh): after any write the
 * pages shown are asked for again quietly (rows, page, filters and scroll stay; a failure offline
 * keeps the rows); a list in a hidden kept-alive tab does so when shown again.
 */
export function useResourceList(resource: ResourceDecl, load: (q: ListQuery) => Promise<Page<AnyRow>>, accumulate: boolean, fixed: ListQuery = {}) {
  const [filters, setFilters] = useState<ListQuery>({});
  const [sort, setSort] = useState<Sort | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(resource.ops.list.pageSize ?? 10);
  const [page, setPage] = useState<Page<AnyRow> | null>(null);
  const [rows, setRows] = useState<AnyRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [nonce, setNonce] = useState(0);
  const seq = useRef(0);
  /** Settles when the page asked for by loadNext() has arrived (or failed). */
  const waiting = useRef<{ page: number; done: () => void } | null>(null);
  const fixedKey = JSON.stringify(fixed);

  const query = useMemo<ListQuery>(
    () => ({ ...filters, ...JSON.parse(fixedKey), ...(sort ? { sort: sort.field, order: sort.order } : {}), pageNum, pageSize }),
    [filters, fixedKey, sort, pageNum, pageSize],
  );

  const latest = useRef({ query, load, accumulate, shown: false });
  latest.current = { query, load, accumulate, shown: latest.current.shown };
  /** The pages on screen again (on phones every page so far), replacing the rows when all are here. */
  const refresh = async () => {
    const { query: q, load: loadPage, accumulate: all } = latest.current;
    const upTo = Number(q.pageNum) || 1;
    const n = ++seq.current;
    try {
      const pages = await Promise.all((all ? Array.from({ length: upTo }, (_, i) => i + 1) : [upTo]).map((p) => loadPage({ ...q, pageNum: p })));
      if (n !== seq.current) return;
      if (!pages.every((p) => Array.isArray(p?.list))) throw new Error('列表数据有误');
      const last = pages[pages.length - 1]!;
      const list = pages.flatMap((p) => p.list);
      setPage(last);
      setRows(list);
      setSelected((s) => new Set([...s].filter((id) => list.some((r) => r.id === id))));
      setError(null);
      latest.current.shown = true;
    } catch (e) {
      if (n === seq.current && !latest.current.shown) setError(e);
    } finally {
      if (n === seq.current) {
        setLoading(false);
        if (waiting.current && waiting.current.page <= upTo) {
          waiting.current.done();
          waiting.current = null;
        }
      }
    }
  };
  const began = useFresh(refresh);

  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce is a reload signal
  useEffect(() => {
    const n = ++seq.current;
    began();
    setLoading(true);
    setError(null);
    load(query)
      .then((p) => {
        if (n !== seq.current) return;
        // an answer that is not a page (a proxy's or an old server's) is the error state, not a crash
        if (!Array.isArray(p?.list)) throw new Error('列表数据有误');
        setPage(p);
        setRows((old) => (accumulate && p.pageNum > 1 ? [...old, ...p.list] : p.list));
        latest.current.shown = true;
        setSelected((s) => new Set([...s].filter((id) => p.list.some((r) => r.id === id))));
      })
      .catch((e) => n === seq.current && setError(e))
      .finally(() => {
        if (n !== seq.current) return;
        setLoading(false);
        if (waiting.current && waiting.current.page === Number(query.pageNum)) {
          waiting.current.done();
          waiting.current = null;
        }
      });
  }, [query, nonce, accumulate]);

  return {
    query,
    rows,
    page,
    loading,
    error,
    filters,
    /** New filters start again from page 1. */
    applyFilters: (f: ListQuery) => {
      setFilters(f);
      setPageNum(1);
    },
    sort,
    setSort: (s: Sort | null) => {
      setSort(s);
      setPageNum(1);
    },
    pageNum,
    setPageNum,
    /** The next page (phones: appended); resolves once it is here, so load-more never skips one. */
    loadNext: () =>
      new Promise<void>((done) => {
        const next = pageNum + 1;
        waiting.current = { page: next, done };
        setPageNum(next);
      }),
    pageSize,
    /** (the pager goes back to the first page itself) */
    setPageSize,
    selected,
    setSelected,
    reload: () => {
      if (accumulate) setPageNum(1);
      setNonce((x) => x + 1);
    },
  };
}
