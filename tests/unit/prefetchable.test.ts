import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchable } from '../../src/api/prefetchable.ts';
import { markWritten } from '../../src/api/freshness.ts';

afterEach(() => vi.useRealTimers());

describe('prefetchable', () => {
  it("hands the answer asked for ahead to the page's first call, then asks anew", async () => {
    let calls = 0;
    const p = prefetchable(async () => ++calls);
    p.prefetch();
    expect(calls).toBe(1);
    expect(await p.call()).toBe(1);
    expect(await p.call()).toBe(2);
    expect(calls).toBe(2);
  });

  it('asks again when the answer ahead is no longer fresh', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const p = prefetchable(async () => ++calls, 1000);
    p.prefetch();
    vi.advanceTimersByTime(1001);
    expect(await p.call()).toBe(2);
  });

  it('a failed answer ahead reaches the page as that failure', async () => {
    const p = prefetchable(() => Promise.reject(new Error('网络异常')));
    p.prefetch();
    await new Promise((r) => setTimeout(r, 0)); // no unhandled rejection meanwhile
    await expect(p.call()).rejects.toThrow('网络异常');
  });

  it('an answer asked for before a write is not handed out after it', async () => {
    let calls = 0;
    const p = prefetchable(async () => ++calls);
    p.prefetch();
    markWritten();
    expect(await p.call()).toBe(2);
    p.prefetch();
    await new Promise((r) => setTimeout(r, 0));
    expect(p.peek()).toBe(3);
  });

  it('without a prefetch, every call asks', async () => {
    let calls = 0;
    const p = prefetchable(async () => ++calls);
    await p.call();
    await p.call();
    expect(calls).toBe(2);
  });
});

describe('prefetchable peek', () => {
  it('hands over an answer that has already come, once; nothing while it is still on its way', async () => {
    let calls = 0;
    let release: (n: number) => void = () => undefined;
    const p = prefetchable(
      () =>
        new Promise<number>((r) => {
          calls++;
          release = r;
        }),
    );
    const done = p.prefetch();
    expect(p.peek()).toBeUndefined();
    release(7);
    await done;
    expect(p.peek()).toBe(7);
    expect(p.peek()).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('not a stale or failed one', async () => {
    vi.useFakeTimers();
    const ok = prefetchable(async () => 1, 1000);
    await ok.prefetch();
    vi.advanceTimersByTime(1001);
    expect(ok.peek()).toBeUndefined();
    vi.useRealTimers();
    const failing = prefetchable(() => Promise.reject(new Error('x')));
    await failing.prefetch();
    expect(failing.peek()).toBeUndefined();
  });
});
