import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { openPgliteThread } from '../../server/db/pgliteThread.ts';

// The embedded database on its own thread answers like PGlite in the server's thread: values, errors
// with their codes, transactions, the order of queries around them, and notifications.
describe('PGlite on a worker thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cy-pglite-thread-'));
  let db: Db;
  let closed = false;

  beforeAll(async () => {
    db = await openPgliteThread(join(dir, 'pg'));
    await db.exec(`
      create table t (id serial primary key, name text unique not null, tags text[], at timestamptz, doc jsonb, bytes bytea);
      create function t_changed() returns trigger language plpgsql as $$ begin perform pg_notify('t', new.name); return new; end $$;
      create trigger t_changed after insert on t for each row execute function t_changed();`);
  }, 300_000); // the worker compiles PGlite's WebAssembly and makes a database: 12 s alone, over 120 s beside CI's browsers at load 20
  afterAll(async () => {
    if (!closed) await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns rows with their types: numbers, arrays, dates, JSON and bytes', async () => {
    const at = new Date('2026-11-25T08:00:00Z');
    const [row] = await db.query<{ id: number; name: string; tags: string[]; at: Date; doc: unknown; bytes: Uint8Array }>(
      `insert into t (name, tags, at, doc, bytes) values ($1, $2, $3, $4, '\\x0102') returning *`,
      ['甲', ['SYB', 'GYB'], at, { a: [1, '二'] }],
    );
    expect(row).toMatchObject({ id: 1, name: '甲', tags: ['SYB', 'GYB'], doc: { a: [1, '二'] } });
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.getTime()).toBe(at.getTime());
    expect([...row!.bytes]).toEqual([1, 2]);
    expect(await db.one('select count(*)::int as n from t')).toEqual({ n: 1 });
  });

  it('throws database errors with their code and constraint, where the call was made', async () => {
    const error = await db.query('insert into t (name) values ($1)', ['甲']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_name_key' });
    expect((error as Error).stack).toContain('pgliteThread.test.ts');
  });

  it('commits a transaction that resolves and rolls back one that throws, rethrowing its error', async () => {
    expect(await db.tx(async (q) => (await q.query<{ id: number }>(`insert into t (name) values ('乙') returning id`))[0]!.id)).toBeGreaterThan(1);
    const refused = new Error('拒绝');
    await expect(
      db.tx(async (q) => {
        await q.query(`insert into t (name) values ('丙')`);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect((await db.query<{ name: string }>('select name from t order by id')).map((r) => r.name)).toEqual(['甲', '乙']);
  });

  it('runs a query sent during a transaction after its commit, and delivers its notifications at the commit', async () => {
    const heard: string[] = [];
    await db.listen('t', (name) => heard.push(name));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.tx(async (q) => {
      await q.query(`insert into t (name) values ('丁')`);
      await held;
      expect(heard).toEqual([]);
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ n: number }>(`select count(*)::int as n from t where name = '丁'`);
    release();
    await tx;
    expect(heard).toEqual(['丁']);
    expect(await outside).toEqual([{ n: 1 }]);
  });

  // last: it closes the file's database (a second one made only to close it took 12 s alone, 45 s in CI)
  it('refuses calls once closed', async () => {
    await db.close();
    closed = true;
    await expect(db.query('select 1')).rejects.toThrow(/database thread/);
  });
});
