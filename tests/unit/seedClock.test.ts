import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atSeedTime, seedDate, seedNow } from '../../server/db/seed/calendar.ts';
import { after as stepAfter, ago, minutesAgo } from '../../server/db/seed/play.ts';

const chinaMidnight = Date.UTC(2026, 11, 3, 16); // 2026-12-04 00:00 in China

describe("the seed's clock", () => {
  afterEach(() => vi.useRealTimers());

  it('holds one moment for a whole run, even when the clock passes China midnight meanwhile', async () => {
    vi.useFakeTimers({ now: chinaMidnight - 3000 });
    const start = Date.now();
    const seen = await atSeedTime(start, async () => {
      const before = { day: seedDate('2026-11-27'), yesterday: ago(1, 19), now: seedNow() };
      vi.setSystemTime(chinaMidnight + 10_000);
      return { before, later: { day: seedDate('2026-11-27'), yesterday: ago(1, 19), now: seedNow() } };
    });
    expect(seen.later).toEqual(seen.before);
    expect(seen.later.now).toBe(start);
    expect(seen.later.day).toBe('2026-12-03');
    // outside a run it is the clock again
    expect(seedNow()).toBe(Date.now());
  });

  it('never writes a moment to come: "minutes ago" in the first seconds of a day is still in the past', async () => {
    const now = chinaMidnight + 5000;
    const t = await atSeedTime(now, async () => minutesAgo(25));
    expect(t.getTime()).toBeLessThan(now);
    // and not before the day began when there is room after midnight
    expect((await atSeedTime(chinaMidnight + 3_600_000, async () => minutesAgo(200))).getTime()).toBe(chinaMidnight + 60_000);
  });

  it('keeps a step after its start when the start is within the last seconds', async () => {
    const now = chinaMidnight + 5000;
    const began = new Date(now - 4000);
    const step = await atSeedTime(now, async () => stepAfter(began, 10, 30));
    expect(step.getTime()).toBeGreaterThanOrEqual(began.getTime());
    // a step before its start (negative minutes) stays before it
    expect((await atSeedTime(now, async () => stepAfter(began, -1))).getTime()).toBe(began.getTime() - 60_000);
  });

  it('is the only clock the seed reads', () => {
    const dir = 'server/db/seed';
    // index.ts takes the run's moment, calendar.ts holds it
    const readers = readdirSync(dir)
      .filter((f) => !['calendar.ts', 'index.ts'].includes(f) && /\bDate\.now\(\)|new Date\(\)/.test(readFileSync(`${dir}/${f}`, 'utf8')))
      .sort();
    expect(readers).toEqual([]);
  });
});
