import { afterEach, describe, expect, it, vi } from 'vitest';
import { slowQueryLog } from '../../server/db/slowQueries.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SLOW_QUERY_MS: the statements that hold the database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off unless set', () => {
    expect(slowQueryLog(true, undefined)).toBeUndefined();
    expect(slowQueryLog(true, '')).toBeUndefined();
    expect(slowQueryLog(true, 'x')).toBeUndefined();
  });

  it('logs a statement at or over the threshold with its own time, not the time it queued behind the one before', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const log = slowQueryLog(true, '15')!;
    // asked together on one connection: the second waits for the first, then takes ~5 ms of its own
    const first = log.time('select pg_sleep(0.03)', () => sleep(30));
    const second = log.time('select   1\n  from t', () => sleep(35));
    await Promise.all([first, second]);
    log.transaction(20, 3, true);
    log.transaction(2, 1, true);
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.map((p) => p.msg)).toEqual(['慢查询', '慢事务']);
    expect(parsed[0].sql).toBe('select pg_sleep(0.03)');
    expect(parsed[0].ms).toBeGreaterThanOrEqual(25);
    expect(parsed[1]).toMatchObject({ ms: 20, statements: 3, committed: true });
  });
});
