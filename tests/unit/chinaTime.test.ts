import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  chinaParts,
  chinaToday,
  chinaYear,
  fmtClock,
  fmtClockSeconds,
  fmtDate,
  fmtDateLong,
  fmtDateTime,
  fmtStamp,
  fromDateTimeInput,
  isCalendarDate,
  toDateTimeInput,
} from '../../src/api/contract/chinaTime.ts';
import { formatValue } from '../../src/api/contract/resource/format.ts';
import { checkField } from '../../src/api/contract/resource/validate.ts';

// The same cases with the process in UTC (a server) and in Los Angeles (a device abroad, 16 hours
// behind China, with daylight saving): the texts never change.
const ZONES = ['UTC', 'America/Los_Angeles'];
const before = process.env.TZ;
afterAll(() => {
  process.env.TZ = before;
});

/** 2026-11-27 11:38:05 in China. */
const AT = '2026-11-27T03:38:05.000Z';
/** 00:30 on 2026-11-27 in China, still the 26th in UTC and in Los Angeles. */
const AFTER_MIDNIGHT = '2026-11-26T16:30:00.000Z';

describe.each(ZONES)('China time with the process in %s', (zone) => {
  it('runs in that zone (the cases below would pass by accident in China)', () => {
    process.env.TZ = zone;
    expect(new Date(AFTER_MIDNIGHT).getDate()).toBe(26);
    expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : 420);
  });

  it('shows an instant as a China date, date-time and clock, from ISO text, epoch ms or a Date', () => {
    process.env.TZ = zone;
    for (const at of [AT, Date.parse(AT), new Date(AT)]) {
      expect(fmtDateTime(at)).toBe('2026-11-27 11:38');
      expect(fmtDate(at)).toBe('2026-11-27');
      expect(fmtClock(at)).toBe('11:38');
      expect(fmtClockSeconds(at)).toBe('11:38:05');
      expect(fmtDateLong(at)).toBe('2026年11月27日');
      expect(fmtStamp(at)).toBe('20261127113805');
    }
    expect(chinaParts(AT)).toEqual({ year: 2026, month: 11, day: 27, hour: 11, minute: 38, second: 5, weekday: 5 });
  });

  it('puts an instant after China midnight on the China day', () => {
    process.env.TZ = zone;
    expect(fmtDateTime(AFTER_MIDNIGHT)).toBe('2026-11-27 00:30');
    expect(fmtDate(AFTER_MIDNIGHT)).toBe('2026-11-27');
    expect(chinaToday(AFTER_MIDNIGHT)).toBe('2026-11-27');
    expect(chinaYear('2026-12-31T16:00:00Z')).toBe(2027);
    expect(chinaYear('2026-12-31T15:59:59Z')).toBe(2026);
    expect(fmtClock('2026-11-26T16:00:00Z')).toBe('00:00');
  });

  it("follows China's own rules, from the zone database (daylight saving in the summer of 1988)", () => {
    process.env.TZ = zone;
    expect(fmtDateTime('1988-07-01T00:00:00Z')).toBe('1988-07-01 09:00');
    expect(fmtDateTime('1988-12-01T00:00:00Z')).toBe('1988-12-01 08:00');
  });

  it('reads text without a zone as China wall time, and a calendar date as itself', () => {
    process.env.TZ = zone;
    expect(fmtDateTime('2026-11-27 11:38')).toBe('2026-11-27 11:38');
    expect(fmtDateTime('2026-11-27T11:38:00')).toBe('2026-11-27 11:38');
    expect(fmtDate('2026-03-01')).toBe('2026-03-01');
    expect(fmtDateLong('2026-03-01')).toBe('2026年3月1日');
  });

  it('shows the empty text for a missing or unreadable value', () => {
    process.env.TZ = zone;
    for (const v of [null, undefined, '', 'not a date']) {
      expect(fmtDateTime(v)).toBe('—');
      expect(fmtDate(v, '未提交')).toBe('未提交');
      expect(fmtClock(v, '')).toBe('');
      expect(toDateTimeInput(v)).toBe('');
    }
    expect(fmtDateLong(null, '____年__月__日')).toBe('____年__月__日');
  });

  it('fills and reads a datetime-local input in China time', () => {
    process.env.TZ = zone;
    expect(toDateTimeInput(AFTER_MIDNIGHT)).toBe('2026-11-27T00:30');
    expect(fromDateTimeInput('2026-11-27T00:30')).toBe(AFTER_MIDNIGHT);
    expect(fromDateTimeInput('2026-11-27 00:30')).toBe(AFTER_MIDNIGHT);
    expect(fromDateTimeInput('2026-11-27T00:30:00')).toBe(AFTER_MIDNIGHT);
    // text that says its zone is taken as it says
    expect(fromDateTimeInput(AFTER_MIDNIGHT)).toBe(AFTER_MIDNIGHT);
    expect(fromDateTimeInput('2026-11-27T00:30:00+08:00')).toBe(AFTER_MIDNIGHT);
    // a summer date, when Los Angeles keeps daylight saving and China does not
    expect(fromDateTimeInput('2026-07-01T09:00')).toBe('2026-07-01T01:00:00.000Z');
    expect(toDateTimeInput('2026-07-01T01:00:00.000Z')).toBe('2026-07-01T09:00');
    for (const bad of ['', '2026-02-30T10:00', '2026-11-27', '11:38', '2026-11-27T25:00', 'tomorrow']) expect(fromDateTimeInput(bad)).toBeNull();
  });

  it('does calendar arithmetic on dates, the same in every zone', () => {
    process.env.TZ = zone;
    expect(addDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Los Angeles moves its clocks on 2026-03-08 and 2026-11-01: no day is lost or doubled
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
  });

  it('gives the resource layer China time: cells, exports and the datetime rule', () => {
    process.env.TZ = zone;
    const field = { type: 'datetime', label: '开播时间' } as const;
    expect(formatValue('startsAt', field, { id: 1, startsAt: AFTER_MIDNIGHT })).toBe('2026-11-27 00:30');
    expect(checkField(field, '2026-11-27T00:30')).toEqual({ value: AFTER_MIDNIGHT });
    expect(checkField(field, AFTER_MIDNIGHT)).toEqual({ value: AFTER_MIDNIGHT });
    expect(checkField(field, '2026-11-27T24:30')).toEqual({ message: '开播时间格式有误' });
    expect(checkField({ type: 'date', label: '开班日期' }, '2026-02-30')).toEqual({ message: '开班日期格式有误' });
    expect(checkField({ type: 'date', label: '开班日期' }, '2026-02-28')).toEqual({ value: '2026-02-28' });
  });
});
