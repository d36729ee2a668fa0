import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { pageOf } from '../../src/api/contract/paging.ts';
import { type ListRequest, useHeldList, useListController, wholeList } from '../../src/ui/resource/useListController.ts';

/** A list of `total` rows named by their filter, answered at once or when `hold` is released. */
function server(total: number) {
  const asked: string[] = [];
  let hold: Promise<void> | null = null;
  const load = async (q: ListRequest) => {
    asked.push(`${q.tab ?? ''}${q.pageNum}`);
    if (hold) await hold;
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `${q.tab ?? ''}${i + 1}` }));
    return pageOf(rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total, q.pageNum, q.pageSize);
  };
  return {
    asked,
    load,
    holdNext() {
      let release: () => void = () => undefined;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

/** Calls a loadNext as LoadMore does (outside React's act, which would hold the page it waits for) and waits for it. */
async function more(loadNext: () => Promise<void>) {
  let asked: Promise<void> = Promise.resolve();
  act(() => {
    asked = loadNext();
  });
  await act(() => asked);
}

describe('useListController', () => {
  it('shows a first page already in hand at the first render, asked for with the query it would ask, and loads it again without a loading state', async () => {
    const api = server(3);
    const seen: ListRequest[] = [];
    const first = pageOf([{ id: 9, name: 'drawn' }], 1, 1, 2);
    const { result } = renderHook(() =>
      useListController({ load: api.load, pageSize: 2, fixed: { tab: 'x' }, accumulate: false, initial: (q) => (seen.push(q), first) }),
    );
    expect(seen[0]).toEqual({ tab: 'x', pageNum: 1, pageSize: 2 });
    expect(result.current.rows.map((r) => r.name)).toEqual(['drawn']);
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['x1', 'x2']));
    expect(api.asked).toEqual(['x1']);
    expect(result.current.loading).toBe(false);
  });

  it('accumulates pages and asks for nothing past the last, even from a render before that answer', async () => {
    const api = server(3);
    const { result } = renderHook(() => useListController({ load: api.load, accumulate: true, pageSize: 2 }));
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['1', '2']));
    expect(result.current.hasMore).toBe(true);
    // LoadMore's next look may run with the loadNext of a render before the last page came
    const stale = result.current.loadNext;
    await more(stale);
    await more(stale);
    expect(api.asked).toEqual(['1', '2']);
    expect(result.current.rows.map((r) => r.name)).toEqual(['1', '2', '3']);
    expect(result.current.hasMore).toBe(false);
  });

  it('starts again from page 1 when the fixed query changes, and a load-more meanwhile keeps the old rows out', async () => {
    const api = server(4);
    const { result, rerender } = renderHook(({ tab }) => useListController({ load: api.load, accumulate: true, pageSize: 2, fixed: { tab } }), {
      initialProps: { tab: 'a' },
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['a1', 'a2']));
    await more(result.current.loadNext);
    expect(result.current.rows.map((r) => r.name)).toEqual(['a1', 'a2', 'a3', 'a4']);

    const release = api.holdNext();
    rerender({ tab: 'b' });
    expect(result.current.pageNum).toBe(1);
    // the list is still asking for b's first page: a load-more now waits for it instead of asking for page 2
    let waited: Promise<void> = Promise.resolve();
    act(() => {
      waited = result.current.loadNext();
    });
    await act(async () => {
      release();
      await waited;
    });
    expect(result.current.rows.map((r) => r.name)).toEqual(['b1', 'b2']);
    expect(api.asked).toEqual(['a1', 'a2', 'b1']);
  });

  it('numbered pages replace each other; reload asks for the page shown again', async () => {
    const api = server(5);
    const { result } = renderHook(() => useListController({ load: api.load, accumulate: false, pageSize: 2 }));
    await waitFor(() => expect(result.current.page?.total).toBe(5));
    act(() => result.current.setPageNum(3));
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['5']));
    act(() => result.current.reload());
    await waitFor(() => expect(api.asked).toEqual(['1', '3', '3']));
    expect(result.current.rows.map((r) => r.name)).toEqual(['5']);
  });

  it('keeps only the selected rows still listed', async () => {
    const api = server(3);
    const { result } = renderHook(() => useListController({ load: api.load, accumulate: false, pageSize: 2 }));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => result.current.setSelected(new Set([1, 2])));
    act(() => result.current.setPageNum(2));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([3]));
    expect([...result.current.selected]).toEqual([]);
  });

  it('pages a list read whole (wholeList): the page asked for, its total, and whether it is the last', async () => {
    let reads = 0;
    const load = wholeList(async () => {
      reads++;
      return ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ id: i + 1, name }));
    });
    const { result } = renderHook(() => useListController({ load, accumulate: false, pageSize: 2 }));
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['a', 'b']));
    expect([result.current.page?.total, result.current.hasMore]).toEqual([5, true]);
    act(() => result.current.setPageNum(3));
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['e']));
    expect([result.current.hasMore, reads]).toEqual([false, 2]);
  });

  it('asks for the page shown again every `poll` ms, quietly: the rows stay through the load and a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = server(3);
      let fail = false;
      const load = async (q: ListRequest) => {
        if (fail) throw new Error('offline');
        return api.load(q);
      };
      const { result } = renderHook(() => useListController({ load, accumulate: false, pageSize: 2, poll: 1000 }));
      await waitFor(() => expect(result.current.rows).toHaveLength(2));
      act(() => result.current.setPageNum(2));
      await waitFor(() => expect(api.asked).toEqual(['1', '2']));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      await waitFor(() => expect(api.asked).toEqual(['1', '2', '2']));
      expect(result.current.loading).toBe(false);
      fail = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(result.current.rows.map((r) => r.id)).toEqual([3]);
      expect(result.current.error).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useHeldList', () => {
  const rows = [
    { id: 1, n: 5 },
    { id: 2, n: 9 },
    { id: 3, n: 7 },
  ];

  it('holds the rows on one page, as the record brought them, before it and after', () => {
    const { result, rerender } = renderHook(({ held }: { held: typeof rows | null }) => useHeldList(held), {
      initialProps: { held: null as typeof rows | null },
    });
    expect([result.current.page, result.current.rows]).toEqual([null, []]);
    rerender({ held: rows });
    expect(result.current.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect([result.current.page?.total, result.current.pageSize, result.current.hasMore, result.current.accumulate]).toEqual([3, 3, false, false]);
  });

  it('sorts on the device by the page’s comparison, from the sort it begins with', () => {
    const { result } = renderHook(() =>
      useHeldList(rows, { sort: { initial: { field: 'n', order: 'desc' }, compare: (a, b, s) => (s.order === 'desc' ? b.n - a.n : a.n - b.n) } }),
    );
    expect(result.current.rows.map((r) => r.id)).toEqual([2, 3, 1]);
    act(() => result.current.setSort({ field: 'n', order: 'asc' }));
    expect(result.current.rows.map((r) => r.id)).toEqual([1, 3, 2]);
    act(() => result.current.setSort(null));
    expect(result.current.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('takes its loading, error and 重试 from the record’s load', () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useHeldList(rows, { source: { loading: true, error: new Error('x'), reload } }));
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeInstanceOf(Error);
    result.current.reload();
    expect(reload).toHaveBeenCalledOnce();
  });
});
