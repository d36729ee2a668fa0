import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { offsetOf, type Page, pageOf } from '../../api/contract/paging.ts';
import type { ListQuery } from '../../api/resource.ts';
import { useFresh } from '../../state/useFresh.ts';
import { useBreakpoint } from '../useBreakpoint.ts';

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

type Key = string | number;

/** What a list asks for: the filters, the fixed query, the sort and the page. */
export type ListRequest = ListQuery & { pageNum: number; pageSize: number };

export interface ListOptions<Row, Extra = unknown> {
  /** One page of the list for a query (filters, sort, pageNum, pageSize). */
  load: (q: ListRequest) => Promise<Page<Row> & Extra>;
  /** Pages accumulate (load more) instead of replacing each other (numbered pages); default: on phones. */
  accumulate?: boolean;
  /** Rows per page to begin with (default 10). */
  pageSize?: number;
  /** What every call carries beside the user's filters (a tab, a class id from the route): a change starts again from page 1. */
  fixed?: ListQuery;
  /** A row's key for the selection (default: its id). */
  rowKey?: (row: Row) => Key;
  /** The first page if it is here already (the server put it in the page): the first render shows it, and the first load is quiet. */
  initial?: (q: ListRequest) => (Page<Row> & Extra) | undefined;
  /** Asks for the pages shown again every this many ms while on screen, quietly (rows stay; a failure keeps them): a wall of the live sessions running now. */
  poll?: number;
}

export interface ListController<Row, Extra = unknown> {
  /** The query of the page on screen. */
  query: ListRequest;
  rows: Row[];
  /** The last page's answer (total, isLastPage, and what a list answers beside its rows: summary figures), null before the first. */
  page: (Page<Row> & Extra) | null;
  loading: boolean;
  error: unknown;
  accumulate: boolean;
  /** Another page after the rows shown (load more). */
  hasMore: boolean;
  filters: ListQuery;
  /** New filters start again from page 1. */
  applyFilters: (f: ListQuery) => void;
  sort: Sort | null;
  setSort: (s: Sort | null) => void;
  pageNum: number;
  setPageNum: (n: number) => void;
  /** The next page (appended when accumulating); settles once it is here, so load-more never skips one. */
  loadNext: () => Promise<void>;
  pageSize: number;
  /** (the pager goes back to the first page itself) */
  setPageSize: (n: number) => void;
  selected: Set<Key>;
  setSelected: (s: Set<Key>) => void;
  /** Asks again; accumulated lists start again from page 1. */
  reload: () => void;
  /** Changes whenever the list starts again from page 1: the key for LoadMore so it restarts too. */
  restartKey: string;
  /** A row's key (the selection's, and the table's). */
  rowKey: (row: Row) => Key;
}

const idOf = (row: unknown) => (row as { id: Key }).id;

/**
 * A loader for a list read whole (a learner's records, a shop's short catalogues: the server answers
 * every row at once): the page asked for is cut here, so the list pages like any other.
 */
export function wholeList<Row>(read: () => Promise<readonly Row[]>): (q: ListRequest) => Promise<Page<Row>> {
  return async ({ pageNum, pageSize }) => {
    const rows = await read();
    return pageOf(rows.slice(offsetOf(pageNum, pageSize), pageNum * pageSize), rows.length, pageNum, pageSize);
  };
}

/**
 * The headless list controller every paged list uses (in the spirit of refine's useTable): the applied
 * filters (kept in the page, not the URL: the tabs bar keys views by path and query), sort, page, the
 * loaded rows (accumulated on phones) and the selection; reloads when any of them changes. It stays
 * fresh (useFresh): after any write the pages shown are asked for again quietly (rows, page, filters
 * and scroll stay; a failure offline keeps the rows); a list in a hidden kept-alive tab does so when
 * shown again. ListView draws it; ResourcePage is built on it.
 */
export function useListController<Row, Extra = unknown>({
  load,
  accumulate: asked,
  pageSize: firstSize = 10,
  fixed = {},
  rowKey = idOf,
  initial,
  poll,
}: ListOptions<Row, Extra>): ListController<Row, Extra> {
  const phone = useBreakpoint() === 'phone';
  const accumulate = asked ?? phone;
  const fixedKey = JSON.stringify(fixed);
  const [filters, setFilters] = useState<ListQuery>({});
  const [sort, setSortState] = useState<Sort | null>(null);
  // the page belongs to the fixed query it was chosen under: another one starts from page 1
  const [at, setAt] = useState({ fixedKey, pageNum: 1 });
  const pageNum = at.fixedKey === fixedKey ? at.pageNum : 1;
  // (through a ref: a setter kept from an earlier render still pages the query shown now)
  const shownKey = useRef(fixedKey);
  shownKey.current = fixedKey;
  const setPageNum = (n: number) => setAt({ fixedKey: shownKey.current, pageNum: n });
  const [pageSize, setPageSize] = useState(firstSize);
  const [first] = useState(() => {
    const p = initial?.({ ...JSON.parse(fixedKey), pageNum: 1, pageSize: firstSize });
    return Array.isArray(p?.list) ? p : null;
  });
  const [page, setPage] = useState<(Page<Row> & Extra) | null>(first);
  const [rows, setRows] = useState<Row[]>(first?.list ?? []);
  const [loading, setLoading] = useState(!first);
  /** The first load of a list shown from its first page: asked for all the same (it takes that answer), without a loading state. */
  const quietFirst = useRef(!!first);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [nonce, setNonce] = useState(0);
  const seq = useRef(0);
  /** Settles when the page asked for by loadNext() has arrived (or failed, or another query took its place). */
  const waiting = useRef<{ page: number; done: () => void } | null>(null);
  /** The load in flight: a loadNext meanwhile waits for it instead of asking for the page after rows not yet here. */
  const inflight = useRef<Promise<void> | null>(null);
  /** The page last asked for and whether it was the last: a loadNext from a render before that answer asks nothing more. */
  const reached = useRef({ pageNum, last: false });

  const query = useMemo<ListRequest>(
    () => ({ ...filters, ...JSON.parse(fixedKey), ...(sort ? { sort: sort.field, order: sort.order } : {}), pageNum, pageSize }),
    [filters, fixedKey, sort, pageNum, pageSize],
  );
  const restartKey = `${JSON.stringify(filters)}|${fixedKey}|${sort?.field}:${sort?.order}|${pageSize}|${accumulate ? nonce : ''}`;

  const keep = (list: Row[]) => setSelected((s) => new Set([...s].filter((k) => list.some((r) => rowKey(r) === k))));
  const settle = (upTo: number, superseded = false) => {
    if (waiting.current && (superseded || waiting.current.page <= upTo)) {
      waiting.current.done();
      waiting.current = null;
    }
  };

  const latest = useRef({ query, load, accumulate, shown: false });
  latest.current = { query, load, accumulate, shown: latest.current.shown };
  /** The pages on screen again (when accumulating every page so far), replacing the rows when all are here. */
  const refresh = async () => {
    const { query: q, load: loadPage, accumulate: all } = latest.current;
    const upTo = q.pageNum;
    const n = ++seq.current;
    try {
      const pages = await Promise.all((all ? Array.from({ length: upTo }, (_, i) => i + 1) : [upTo]).map((p) => loadPage({ ...q, pageNum: p })));
      if (n !== seq.current) return;
      if (!pages.every((p) => Array.isArray(p?.list))) throw new Error('列表数据有误');
      const last = pages[pages.length - 1]!;
      const list = pages.flatMap((p) => p.list);
      reached.current = { pageNum: upTo, last: last.isLastPage };
      setPage(last);
      setRows(list);
      keep(list);
      setError(null);
      latest.current.shown = true;
    } catch (e) {
      if (n === seq.current && !latest.current.shown) setError(e);
    } finally {
      if (n === seq.current) {
        setLoading(false);
        settle(upTo);
      }
    }
  };
  const began = useFresh(refresh, true, poll);
  // stable, so a page may poll with it (an interval set once)
  const reload = useCallback(() => {
    if (latest.current.accumulate) setAt({ fixedKey: shownKey.current, pageNum: 1 });
    setNonce((x) => x + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce is a reload signal; load is read when the query changes
  useEffect(() => {
    const n = ++seq.current;
    const asked = query.pageNum;
    reached.current = { pageNum: asked, last: false };
    began();
    if (!quietFirst.current) setLoading(true);
    quietFirst.current = false;
    setError(null);
    const running = load(query)
      .then((p) => {
        if (n !== seq.current) return;
        // an answer that is not a page (a proxy's or an old server's) is the error state, not a crash
        if (!Array.isArray(p?.list)) throw new Error('列表数据有误');
        reached.current = { pageNum: asked, last: p.isLastPage };
        setPage(p);
        setRows((old) => (accumulate && asked > 1 ? [...old, ...p.list] : p.list));
        latest.current.shown = true;
        keep(p.list);
      })
      .catch((e) => {
        if (n === seq.current) setError(e);
      })
      .finally(() => {
        if (inflight.current === running) inflight.current = null;
        if (n === seq.current) setLoading(false);
        settle(asked, n !== seq.current);
      });
    inflight.current = running;
  }, [query, nonce, accumulate]);

  return {
    query,
    rows,
    page,
    loading,
    error,
    accumulate,
    hasMore: !!page && !page.isLastPage,
    filters,
    applyFilters: (f) => {
      setFilters(f);
      setPageNum(1);
    },
    sort,
    setSort: (s) => {
      setSortState(s);
      setPageNum(1);
    },
    pageNum,
    setPageNum,
    loadNext: () =>
      inflight.current ??
      new Promise<void>((done) => {
        const { pageNum: now, last } = reached.current;
        if (last) return done();
        const next = now + 1;
        reached.current = { pageNum: next, last: false };
        waiting.current = { page: next, done };
        setPageNum(next);
      }),
    pageSize,
    setPageSize,
    selected,
    setSelected,
    reload,
    restartKey,
    rowKey,
  };
}

export interface HeldOptions<Row> {
  /** A row's key (default: its id). */
  rowKey?: (row: Row) => Key;
  /**
   * The load the rows came with (useLoad's): its loading is the list's (the first: the loading state;
   * a later one: the rows stay, dimmed), its error and reload the list's error state and 重试. Leave out
   * what the page shows itself (a PageState around the whole record).
   */
  source?: { loading?: boolean; error?: unknown; reload?: () => void };
  /** Sorting on the device: the sort to begin with and how two rows compare under a sort (headers sort only with it). */
  sort?: { initial?: Sort | null; compare: (a: Row, b: Row, sort: Sort) => number };
}

const nothing = () => undefined;

/**
 * A controller over rows the page already holds, for ListView: the rows of one record read with it (a
 * class's shops, a bond's movements, a statistics table's regions, the learners a rule judges), short
 * and unpaged, so all on one page (draw them with ListView's `onePage`), sorted on the device when the
 * page says how. Freshness, loading and errors are the record's load's (useLoad keeps it fresh); the
 * page's filters of such rows are ListView's `filter`.
 */
export function useHeldList<Row>(
  held: readonly Row[] | null | undefined,
  { rowKey = idOf, source, sort: sorting }: HeldOptions<Row> = {},
): ListController<Row> {
  const [sort, setSort] = useState<Sort | null>(sorting?.initial ?? null);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const rows = sort && sorting ? [...(held ?? [])].sort((a, b) => sorting.compare(a, b, sort)) : [...(held ?? [])];
  const pageSize = Math.max(1, rows.length);
  const page = held ? pageOf(rows, rows.length, 1, pageSize) : null;
  return {
    query: { pageNum: 1, pageSize },
    rows,
    page,
    loading: !!source?.loading,
    error: source?.error ?? null,
    accumulate: false,
    hasMore: false,
    filters: {},
    applyFilters: nothing,
    sort,
    setSort,
    pageNum: 1,
    setPageNum: nothing,
    loadNext: async () => undefined,
    pageSize,
    setPageSize: nothing,
    selected,
    setSelected,
    reload: source?.reload ?? nothing,
    restartKey: '',
    rowKey,
  };
}
