export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout/stderr. */
export function consoleLogger(): Logger {
  const line = (level: string, msg: string, extra?: Record<string, unknown>) => JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra });
  return {
    info: (msg, extra) => console.log(line('info', msg, extra)),
    error: (msg, extra) => console.error(line('error', msg, extra)),
  };
}

/** Keeps what was logged, for tests. */
export function memoryLogger(): Logger & { lines: { level: string; msg: string; extra?: Record<string, unknown> }[] } {
  const lines: { level: string; msg: string; extra?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (msg, extra) => lines.push({ level: 'info', msg, extra }),
    error: (msg, extra) => lines.push({ level: 'error', msg, extra }),
  };
}
