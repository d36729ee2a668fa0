/**
 * `SLOW_QUERY_MS=<n>`: one JSON line on stderr for every statement that kept the database for n ms or
 * more (0: every statement), and for every transaction held open that long (begin to its end, with its
 * number of statements). Off when unset. For finding what holds PGlite's one connection under load
 * (docs/security-and-operations.md "The mixed load"); the lines are
 * `{"msg":"慢查询","ms":…,"sql":…}` and `{"msg":"慢事务","ms":…,"statements":…}`.
 *
 * On one connection (PGlite) a statement's time is its own: from when it was asked, or when the
 * statement before it finished if that was later, to its answer — not the time it queued behind others.
 * On the PostgreSQL pool (`serial` false) it is the wall time of the call, a wait for a free connection
 * included.
 */
/** The statement on one line; a long one as its start and its end (where a list's filters and keyset are). */
function shortSql(sql: string) {
  const line = sql.replace(/\s+/g, ' ').trim();
  return line.length > 500 ? `${line.slice(0, 300)} … ${line.slice(-200)}` : line;
}

export interface SlowQueryLog {
  /** Times one statement: fn runs it. */
  time<T>(sql: string, fn: () => Promise<T>, tx?: number): Promise<T>;
  /** A transaction ended after ms with this many statements. */
  transaction(ms: number, statements: number, committed: boolean): void;
}

export function slowQueryLog(serial: boolean, setting: string | undefined = process.env.SLOW_QUERY_MS): SlowQueryLog | undefined {
  if (setting === undefined || setting.trim() === '') return undefined;
  const threshold = Number(setting);
  if (!Number.isFinite(threshold) || threshold < 0) return undefined;
  // the end of the last statement: on one connection a statement starts when the one before it ends
  let lastEnd = 0;
  const line = (extra: Record<string, unknown>) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...extra })}\n`);
  return {
    async time(sql, fn, tx) {
      const asked = performance.now();
      try {
        return await fn();
      } finally {
        const end = performance.now();
        const ms = end - (serial ? Math.max(asked, lastEnd) : asked);
        lastEnd = end;
        if (ms >= threshold) line({ msg: '慢查询', ms: +ms.toFixed(2), ...(tx === undefined ? {} : { tx }), sql: shortSql(sql) });
      }
    },
    transaction(ms, statements, committed) {
      if (ms >= threshold) line({ msg: '慢事务', ms: +ms.toFixed(2), statements, committed });
    },
  };
}
