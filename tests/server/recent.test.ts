import { afterEach, describe, expect, it, vi } from 'vitest';
import { recent } from '../../server/services/recent.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('recent', () => {
  it('shares one read among those who ask within the time, and reads again after it', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const read = recent(1000, async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next ask reads again', async () => {
    let reads = 0;
    const read = recent(60_000, async () => {
      reads++;
      if (reads === 1) throw new Error('数据库繁忙');
      return reads;
    });
    await expect(read()).rejects.toThrow('数据库繁忙');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });
});
