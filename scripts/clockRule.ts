// The clock rule of `npm run lint` (docs/architecture.md "Time"): dates and times are read, shown and
// parsed only by src/api/contract/chinaTime.ts, in China time. Anywhere else in src/ and server/, these
// follow the device's or the server's zone, or cut a UTC instant's text, and are refused.

/** The one module allowed to read a Date's calendar fields. */
export const CLOCK_MODULE = 'src/api/contract/chinaTime.ts';

/** Seeds write demo data relative to now and show nothing to anyone. */
const EXEMPT = [CLOCK_MODULE, 'scripts/clockRule.ts'];
const EXEMPT_DIRS = ['server/db/seed/'];

const RULES: { re: RegExp; why: string; serverOnly?: boolean }[] = [
  { re: /\.toLocale(?:Date|Time)?String\(/, why: 'toLocale…String formats in the device zone (numbers: Intl.NumberFormat)' },
  { re: /\.(?:get|set)(?:UTC)?(?:FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(/, why: "reads or sets a Date's calendar fields in the device zone or UTC" },
  { re: /\.getTimezoneOffset\(/, why: "depends on the device's zone" },
  { re: /\bIntl\.DateTimeFormat\b/, why: 'formats dates outside the clock module' },
  { re: /\.to(?:Date|Time|UTC|GMT)String\(/, why: 'formats a Date outside the clock module' },
  { re: /new Date\(\s*[\w.]+\s*,/, why: "builds a Date from calendar fields in the device's zone" },
  { re: /\.toISOString\(\)\s*\.\s*(?:slice|substring|substr|split|replace)\(/, why: "cuts a UTC instant's text (the UTC date, not China's)" },
  {
    re: /(?:At|Time|Date|_at|iso|Iso)\)?\s*\.\s*(?:slice|substring)\(\s*\d+\s*,\s*(?:7|10|13|16|19)\s*\)/,
    why: "cuts an instant's ISO text (UTC, not China time)",
  },
  { re: /\.replace\(\s*(['"])T\1/, why: "shows an instant's ISO text (UTC, not China time)" },
  { re: /\b8\s*\*\s*(?:3600|60\s*\*\s*60)|\+08:00|\b28_?800\b/, why: "adds China's offset by hand (use the clock module's functions)" },
  {
    re: /\bcurrent_date\b|\bcurrent_time\b|\blocaltime(?:stamp)?\b|\bnow\(\)::date\b|\w_at::date\b/i,
    why: "a day in the database session's zone (UTC): use (… at time zone 'Asia/Shanghai'), server/db/chinaDay.ts",
    serverOnly: true,
  },
];

/** Code without comments, line for line (a comment may name what it avoids). */
function code(text: string): string[] {
  const noBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '));
  return noBlocks.split('\n').map((line) => (/^\s*\/\//.test(line) ? '' : line.replace(/\s\/\/ .*$/, '')));
}

/** The clock rule's complaints about one file (path relative to the project root), as `path:line: why`. */
export function clockProblems(path: string, text: string): string[] {
  if (EXEMPT.includes(path) || EXEMPT_DIRS.some((d) => path.startsWith(d))) return [];
  const out: string[] = [];
  code(text).forEach((line, i) => {
    for (const { re, why, serverOnly } of RULES) {
      if (serverOnly && !path.startsWith('server/')) continue;
      if (re.test(line)) out.push(`${path}:${i + 1}: ${why} — ${line.trim().slice(0, 100)}`);
    }
  });
  return out;
}
