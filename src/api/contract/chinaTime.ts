/**
 * China time: every date and time a person reads or types is Asia/Shanghai, whatever the zone of the
 * device or of the server. Instants travel as ISO-8601 or epoch ms; calendar dates as YYYY-MM-DD.
 * This is the only module that reads a Date's calendar fields or builds an Intl.DateTimeFormat
 * (`npm run lint` fails elsewhere: scripts/clockRule.ts). Client and server both import it.
 */

const CHINA_ZONE = 'Asia/Shanghai';

/** An instant as the wire or the code holds it: ISO-8601 text, epoch ms or a Date. */
export type Instant = string | number | Date;

export interface ChinaParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time with no zone designator (a datetime-local value, '2026-11-27 11:38'): China wall time. */
const WALL_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?$/;
/**
 * Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a China wall time is an instant
 * with this offset (Intl formats but does not parse).
 */
const OFFSET = '+08:00';

let partsFormat: Intl.DateTimeFormat | undefined;
/**
 * China's offset from UTC (ms) by UTC hour, as Intl gives it: formatToParts costs ~15 µs, too much for
 * every cell of a 100,000-row export; an offset changes (if ever) only on a whole hour.
 */
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    partsFormat ??= new Intl.DateTimeFormat('en-US', {
      timeZone: CHINA_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const p: Record<string, number> = {};
    for (const { type, value } of partsFormat.formatToParts(hour * 3_600_000)) p[type] = Number(value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!) - hour * 3_600_000;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** Epoch ms of an instant (a zone-less date-time read as China time); NaN when it is not one. */
export function instantMs(at: Instant): number {
  if (at instanceof Date) return at.getTime();
  if (typeof at === 'number') return at;
  const wall = WALL_RE.exec(at.trim());
  if (wall) return Date.parse(`${wall[1]}T${wall[2]}${wall[3] ?? ':00'}${OFFSET}`);
  const date = DATE_RE.exec(at.trim());
  if (date) return Date.parse(`${at.trim()}T00:00:00${OFFSET}`);
  return Date.parse(at);
}

/** The China wall-clock fields of an instant (now by default); null when it is not one. */
export function chinaParts(at: Instant = Date.now()): ChinaParts | null {
  const ms = instantMs(at);
  if (!Number.isFinite(ms)) return null;
  // the China wall time, read with the UTC getters
  const wall = new Date(ms + offsetAt(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (p: ChinaParts) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;
const hm = (p: ChinaParts) => `${pad(p.hour)}:${pad(p.minute)}`;
const missing = (at: Instant | null | undefined): at is null | undefined => at === null || at === undefined || at === '';

/** 2026-11-27: the China date of an instant; a calendar date as it is; `empty` when missing or not a time. */
export function fmtDate(at: Instant | null | undefined, empty = '—'): string {
  if (missing(at)) return empty;
  if (typeof at === 'string' && DATE_RE.test(at)) return at;
  const p = chinaParts(at);
  return p ? ymd(p) : empty;
}

/** 2026-11-27 11:38: the one date-time format of the product. */
export function fmtDateTime(at: Instant | null | undefined, empty = '—'): string {
  const p = missing(at) ? null : chinaParts(at);
  return p ? `${ymd(p)} ${hm(p)}` : empty;
}

/** 11:38: the China clock time of an instant. */
export function fmtClock(at: Instant | null | undefined, empty = '—'): string {
  const p = missing(at) ? null : chinaParts(at);
  return p ? hm(p) : empty;
}

/** 11:38:05: a clock that ticks by the second (the large screens). */
export function fmtClockSeconds(at: Instant | null | undefined, empty = '—'): string {
  const p = missing(at) ? null : chinaParts(at);
  return p ? `${hm(p)}:${pad(p.second)}` : empty;
}

/** 2026年11月27日: the date on certificates and printed sheets. */
export function fmtDateLong(at: Instant | null | undefined, empty = '—'): string {
  const date = fmtDate(at, '');
  const m = DATE_RE.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : empty;
}

/** 20261127113805: China time in document numbers and file names (now by default). */
export function fmtStamp(at: Instant = Date.now()): string {
  const p = chinaParts(at);
  return p ? `${p.year}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}` : '';
}

/** Today's China date, YYYY-MM-DD. */
export const chinaToday = (now: Instant = Date.now()) => fmtDate(now, '');

/** This year in China. */
export const chinaYear = (now: Instant = Date.now()) => chinaParts(now)?.year ?? Number.NaN;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The calendar date `days` after (before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

// ---- inputs ---------------------------------------------------------------------------------------

/** The value of an `<input type="datetime-local">` showing an instant in China time (2026-11-27T11:38); '' when missing. */
export function toDateTimeInput(at: Instant | null | undefined): string {
  const p = missing(at) ? null : chinaParts(at);
  return p ? `${ymd(p)}T${hm(p)}` : '';
}

/**
 * An `<input type="datetime-local">` value (China wall time, 2026-11-27T11:38, seconds optional; a space
 * for the T is taken too) as the instant for the wire, ISO-8601 in UTC; text with its own zone
 * (Z, +08:00) is taken as it says. Null when it is not a date-time.
 */
export function fromDateTimeInput(value: string): string | null {
  const v = value.trim();
  if (!WALL_RE.test(v) && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})$/.test(v)) return null;
  if (!isCalendarDate(v.slice(0, 10))) return null;
  const ms = instantMs(v.replace(' ', 'T'));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
