import { describe, expect, it } from 'vitest';
import { seedDate, seedShiftDays } from '../../server/db/seed/calendar.ts';

describe("the seed's calendar", () => {
  it('writes its dates as they are on the day it was written (China time)', () => {
    const written = Date.UTC(2026, 10, 26, 16, 30); // 2026-11-27 00:30 in China
    expect(seedShiftDays(written)).toBe(0);
    expect(seedDate('2026-12-20', written)).toBe('2026-12-20');
  });

  it('moves them by the days since, across months and years, keeping a time and its offset', () => {
    const later = Date.UTC(2026, 11, 31, 20); // 2027-01-01 04:00 in China: 35 days on
    expect(seedShiftDays(later)).toBe(35);
    expect(seedDate('2026-11-02', later)).toBe('2026-12-07');
    expect(seedDate('2026-12-20', later)).toBe('2027-01-24');
    expect(seedDate('2026-11-21T16:00:00+08:00', later)).toBe('2026-12-26T16:00:00+08:00');
  });
});
