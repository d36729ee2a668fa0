/**
 * The seed's calendar. Its class dates were written on 2026-11-27 (China time): the 天河 ZBB class in
 * its fourth week, the SYB class just past its last day and not yet completed, the GYB classes'
 * completions waiting for review. Every date the seed writes goes through seedDate, moved by the days
 * since then, so a fresh seed on any later day shows the classes as far along as on that day; a
 * certificate, the classes open for registration and the attendance days stay true. The mall's
 * history is relative already (play.ts: ago, minutesAgo).
 */
const WRITTEN_ON = Date.UTC(2026, 10, 27);
const DAY = 86_400_000;
const CHINA = 8 * 3_600_000;

let frozen: number | null = null;

/**
 * The seed's now: the moment its run began (seed() holds it for the run), else the clock. A run takes
 * seconds; one begun at 23:59:55 China time had placed an order in a live room whose start it had
 * computed on the next day's calendar, and failed (直播间不存在或尚未开播). Every part of one run writes
 * the same day.
 */
export const seedNow = (): number => frozen ?? Date.now();

/** Runs `fn` with seedNow() held at `now`. */
export async function atSeedTime<T>(now: number, fn: () => Promise<T>): Promise<T> {
  frozen = now;
  try {
    return await fn();
  } finally {
    frozen = null;
  }
}

/** Whole days from the day the calendar was written to today in China. */
export function seedShiftDays(now = seedNow()): number {
  return Math.round((Math.floor((now + CHINA) / DAY) * DAY - WRITTEN_ON) / DAY);
}

/** A date ('YYYY-MM-DD') or a timestamp with its offset ('YYYY-MM-DDTHH:mm:ss+08:00') of the calendar, on today's calendar. */
export function seedDate(date: string, now = seedNow()): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + seedShiftDays(now));
  return d.toISOString().slice(0, 10) + date.slice(10);
}
