// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { DEBOUNCE_MS, THROTTLE_MS, debounce, throttle, useThrottledSubmit } from '../../src/lib/timing.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and ignores others for 1000 ms', () => {
    expect(THROTTLE_MS).toBe(1000);
    const fn = vi.fn();
    const t = throttle(fn);
    t(1);
    t(2);
    vi.advanceTimersByTime(999);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    t(4);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last call, with the last arguments', () => {
    expect(DEBOUNCE_MS).toBe(500);
    const fn = vi.fn();
    const d = debounce(fn);
    d('a');
    vi.advanceTimersByTime(300);
    d('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['b']]);
  });

  it('can be cancelled and flushed', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn.mock.calls).toEqual([[2]]);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Real timers here (React's act() does not get along with faked ones), with a short throttle window.
describe('useThrottledSubmit', () => {
  afterEach(() => cleanup());

  it('ignores submits while one is running and reports submitting', async () => {
    let release!: () => void;
    const fn = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { result } = renderHook(() => useThrottledSubmit(fn, 50));
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      await result.current.submit();
      await sleep(80);
      await result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(1);
    release();
    await first;
    await waitFor(() => expect(result.current.submitting).toBe(false));
    let second!: Promise<void>;
    act(() => {
      second = result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(2);
    release();
    await second;
  });

  it('ignores a second quick submit even after the first finished', async () => {
    const fn = vi.fn(async () => undefined);
    const { result } = renderHook(() => useThrottledSubmit(fn, 80));
    await act(async () => {
      await result.current.submit();
      await result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => {
      await sleep(100);
      await result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('defaults to the 1000 ms window', async () => {
    const fn = vi.fn(async () => undefined);
    const { result } = renderHook(() => useThrottledSubmit(fn));
    await act(async () => {
      await result.current.submit();
      await sleep(100);
      await result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
