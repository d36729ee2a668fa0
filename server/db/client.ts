import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { slowQueryLog } from './slowQueries.ts';

export type Row = Record<string, unknown>;

/** The small query interface every service uses; PGlite and PostgreSQL both sit behind it. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** First row or undefined. */
  one<T = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs fn in one transaction: commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onMessage with the payload of every NOTIFY on channel (delivered after commit). On PostgreSQL,
   * when the listening connection is lost it is opened again and every listener gets '*': notifications
   * may have been missed meanwhile, so whatever it keeps must be read again.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to the listeners
   * (PostgreSQL delivers them on their own connection, a moment after the commit; PGlite at once).
   * A memory kept in step by NOTIFY waits on it before answering, so a read right after a write sees it.
   */
  notified(): Promise<void>;
  /** Runs fn while holding a database-wide lock of this name (several processes starting at once migrate one after another). */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  kind: 'pglite' | 'postgres';
}

export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Db> {
  return wrapPglite(await PGlite.create({ ...options, dataDir }));
}

/** The Db interface over an open PGlite instance. */
export function wrapPglite(lite: PGlite): Db {
  // SLOW_QUERY_MS: the statements that hold the connection (server/db/slowQueries.ts)
  const slow = slowQueryLog(true);
  const run = async <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) => (await q.query<T>(sql, params as unknown[])).rows;
  const query = <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) =>
    slow ? slow.time(sql, () => run<T>(q, sql, params)) : run<T>(q, sql, params);
  return {
    kind: 'pglite',
    query: (sql, params) => query(lite, sql, params),
    one: async (sql, params) => (await query<never>(lite, sql, params))[0],
    tx: (fn) =>
      lite.transaction((t) =>
        fn({
          query: (sql, params) => query(t, sql, params),
          exec: async (sql) => {
            await t.exec(sql);
          },
        }),
      ),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
    listen: async (channel, onMessage) => {
      await lite.listen(channel, onMessage);
    },
    // one process, one connection: nothing runs beside it
    exclusive: (_name, fn) => fn(),
    notified: async () => undefined,
  };
}

export async function openPostgres(url: string): Promise<Db> {
  // Keep bigint/numeric counts as JS numbers, as PGlite returns them.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a terminated backend, DROP DATABASE … WITH (FORCE)) is
  // an 'error' on the pool, which drops that connection and opens another for the next query; without
  // a listener Node throws it and the process exits (the mixed bench died so after its PostgreSQL runs).
  pool.on('error', () => undefined);
  await pool.query('select 1');
  // SLOW_QUERY_MS: each statement's wall time, a wait for a connection included (server/db/slowQueries.ts)
  const slow = slowQueryLog(false);
  const run = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[];
  const query = <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    slow ? slow.time(sql, () => run<T>(c, sql, params)) : run<T>(c, sql, params);
  // LISTEN needs a connection of its own, outside the pool; it is opened again when lost.
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let listener: Promise<pg.Client> | undefined;
  let closed = false;
  const connectListener = (): Promise<pg.Client> =>
    (listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (m) => {
        for (const fn of handlers.get(m.channel) ?? []) fn(m.payload ?? '');
      });
      const lost = () => {
        if (closed) return;
        listener = undefined;
        client.removeAllListeners('end');
        setTimeout(() => void reconnect(), 1000).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return client;
    })().catch((e: unknown) => {
      listener = undefined;
      throw e;
    }));
  // A round trip on the listening connection: notifications committed before it was sent arrive on
  // that connection before its answer. Callers that come while one is under way share the next one.
  let barrier: Promise<void> | null = null;
  let nextBarrier: Promise<void> | null = null;
  const roundTrip = async () => {
    const client = listener ? await listener.catch(() => undefined) : undefined;
    if (client) await client.query('select 1').catch(() => undefined);
  };
  const startBarrier = (): Promise<void> =>
    (barrier = roundTrip().finally(() => {
      barrier = null;
    }));
  const notified = (): Promise<void> => {
    if (!listener) return Promise.resolve();
    if (!barrier) return startBarrier();
    nextBarrier ??= barrier.then(() => {
      nextBarrier = null;
      return barrier ?? startBarrier();
    });
    return nextBarrier;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      await connectListener();
      for (const fns of handlers.values()) for (const fn of fns) fn('*');
    } catch {
      setTimeout(() => void reconnect(), 2000).unref();
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    one: async (sql, params) => (await query<never>(pool, sql, params))[0],
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      closed = true;
      const l = await listener?.catch(() => undefined);
      await l?.end().catch(() => undefined);
      await pool.end();
    },
    listen: async (channel, onMessage) => {
      const first = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      const client = await connectListener();
      if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    notified,
    exclusive: async (name, fn) => {
      // a session-level advisory lock on a connection of its own, held while fn runs on the pool
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', [name]);
        return await fn();
      } finally {
        await lock.end().catch(() => undefined);
      }
    },
  };
}
