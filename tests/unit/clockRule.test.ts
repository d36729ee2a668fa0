import { describe, expect, it } from 'vitest';
import { CLOCK_MODULE, clockProblems } from '../../scripts/clockRule.ts';

const page = 'src/features/x/Page.tsx';
const flagged = (line: string, path = page) => clockProblems(path, line).length > 0;

describe('the clock rule (npm run lint)', () => {
  it.each([
    "new Date(iso).toLocaleString('zh-CN', { hour12: false })",
    "d.toLocaleDateString('zh-CN')",
    "d.toLocaleTimeString('zh-CN', { hour: '2-digit' })",
    'd.getHours()',
    "p(d.getFullYear()) + '-' + p(d.getMonth() + 1)",
    'd.setUTCDate(d.getUTCDate() + 1)',
    'new Date().getTimezoneOffset()',
    "new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai' })",
    'new Date(2026, 10, 27)',
    'new Date().toISOString().slice(0, 10)',
    "o.createdAt.slice(0, 16).replace('T', ' ')",
    'iso.slice(0, 10)',
    'new Date(ms + 8 * 3600_000)',
    "new Date(at + ':00+08:00')",
    'd.toDateString()',
  ])('refuses %s outside the clock module', (line) => {
    expect(flagged(line)).toBe(true);
    expect(flagged(line, 'server/services/x.ts')).toBe(true);
    expect(flagged(line, CLOCK_MODULE)).toBe(false);
  });

  it.each(["'select 1 from train_clicks where day = current_date'", "'update t set notice_start = CURRENT_DATE'", "'select created_at::date from orders'"])(
    'refuses a day in the database session zone on the server: %s',
    (line) => {
      expect(flagged(line, 'server/services/x.ts')).toBe(true);
    },
  );

  it.each([
    'fmtDateTime(o.createdAt)',
    'new Date(iso).getTime()',
    'Date.now() - started',
    "new Intl.NumberFormat('zh-CN').format(n)",
    'orderOptions.slice(0, 10)',
    "`(now() at time zone 'Asia/Shanghai')::date`",
    '// toLocaleString would follow the device zone',
    '/* d.getHours() */',
  ])('lets %s pass', (line) => {
    expect(flagged(line)).toBe(false);
    expect(flagged(line, 'server/services/x.ts')).toBe(false);
  });

  it('names the file, the line and why', () => {
    expect(clockProblems(page, 'const a = 1;\nconst h = d.getHours();')).toEqual([
      "src/features/x/Page.tsx:2: reads or sets a Date's calendar fields in the device zone or UTC — const h = d.getHours();",
    ]);
  });
});
