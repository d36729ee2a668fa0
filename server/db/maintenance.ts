import type { Logger } from '../log.ts';
import type { Db } from './client.ts';

/**
 * Autovacuum's work on the embedded database. PGlite runs PostgreSQL without its background workers:
 * nothing analyses the tables (the planner then plans every query on default guesses: a table of
 * three rows planned as eleven per key, 100,000 users as a few thousand) and nothing vacuums them (dead
 * rows left by updates and deletes stay until a page is pruned; indexes keep growing). So the server
 * analyses soon after it starts and vacuums with analysis once a day. PostgreSQL's own autovacuum
 * does this there: nothing runs on DATABASE_URL.
 */
export const FIRST_RUN_MS = 10_000;
export const EVERY_MS = 24 * 3600_000;

/**
 * One pass: `analyze` (statistics only, quick) or `vacuum` (dead rows reclaimed, then statistics),
 * a table at a time. The embedded database has one connection: a whole-database pass held it 1.2–2.2 s
 * while everyone's queries waited (the mixed load's arrivals, 10 s after a start); one table at a
 * time, what comes meanwhile runs between two tables. `stopped` ends the pass between tables.
 * An `analyze` pass (the one after a start) takes only the tables with no statistics yet or grown by
 * more than a tenth since theirs (by pages: an update writes a new row version too); the statistics
 * are kept in the data folder, and a restart re-read them all (`analyze users` alone held the
 * connection 550 ms with 100,000 teachers, as a class was signing in). Returns the tables it took.
 */
export async function maintain(db: Db, kind: 'analyze' | 'vacuum', stopped: () => boolean = () => false): Promise<string[]> {
  const stale = kind === 'analyze' ? `and (c.reltuples < 0 or pg_relation_size(c.oid) > (c.relpages * 1.1 + 1) * current_setting('block_size')::int)` : '';
  const tables = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' ${stale}
      order by n.nspname, c.relname`,
  );
  const done: string[] = [];
  for (const { name } of tables) {
    if (stopped()) break;
    await db.exec(`${kind === 'analyze' ? 'analyze' : 'vacuum (analyze)'} ${name}`);
    done.push(name);
  }
  return done;
}

export function startMaintenance({ db, log }: { db: Db; log: Logger }, { firstMs = FIRST_RUN_MS, everyMs = EVERY_MS } = {}) {
  if (db.kind !== 'pglite') return { stop: async () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (kind: 'analyze' | 'vacuum') => {
    running = (async () => {
      const started = Date.now();
      try {
        const tables = await maintain(db, kind, () => stopped);
        log.info(kind === 'analyze' ? '数据库统计信息已更新' : '数据库已清理并更新统计信息', { ms: Date.now() - started, tables: tables.length });
      } catch (e) {
        if (!stopped) log.error('数据库维护失败', { kind, error: String(e) });
      }
      running = null;
      if (!stopped) schedule('vacuum', everyMs);
    })();
  };
  const schedule = (kind: 'analyze' | 'vacuum', ms: number) => {
    timer = setTimeout(() => run(kind), ms);
    timer.unref?.();
  };
  schedule('analyze', firstMs);
  return {
    /** Stops the schedule; waits for a pass under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
