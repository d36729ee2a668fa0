import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePagedList } from '../../src/ui/usePagedList.ts';

describe('usePagedList', () => {
  it('asks for nothing more once the last page is here, even from a render before that answer', async () => {
    const asked: number[] = [];
    const { result } = renderHook(() =>
      usePagedList(async (pageNum) => {
        asked.push(pageNum);
        return { list: [`第${pageNum}页`], isLastPage: true };
      }, 'k'),
    );
    // LoadMore's next look after an answer may run before the list has re-rendered: it still holds
    // the loadMore (and hasMore) of the render before the last page came
    const stale = result.current.loadMore;
    await act(() => stale());
    await act(() => stale());
    expect(asked).toEqual([1]);
    expect(result.current.list).toEqual(['第1页']);
    expect(result.current.hasMore).toBe(false);
  });

  it('starts again from page 1 after reload()', async () => {
    const asked: number[] = [];
    const { result } = renderHook(() =>
      usePagedList(async (pageNum) => {
        asked.push(pageNum);
        return { list: [pageNum], isLastPage: true };
      }, 'k'),
    );
    await act(() => result.current.loadMore());
    act(() => result.current.reload());
    await act(() => result.current.loadMore());
    expect(asked).toEqual([1, 1]);
    expect(result.current.list).toEqual([1]);
  });
});
