import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';

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
  /** Calls onMessage with the payload of every NOTIFY on channel (delivered after commit). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Db> {
  return wrapPglite(await PGlite.create({ ...options, dataDir }));
}

/** The Db interface over an open PGlite instance. */
export function wrapPglite(lite: PGlite): Db {
  const query = async <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) => (await q.query<T>(sql, params as unknown[])).rows;
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
  };
}

export async function openPostgres(url: string): Promise<Db> {
  // Keep bigint/numeric counts as JS numbers, as PGlite returns them.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const query = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[];
  // LISTEN needs a connection of its own, outside the pool.
  let listener: pg.Client | undefined;
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
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await listener?.end();
      await pool.end();
    },
    listen: async (channel, onMessage) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
      }
      listener.on('notification', (m) => void (m.channel === channel && onMessage(m.payload ?? '')));
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
  };
}
