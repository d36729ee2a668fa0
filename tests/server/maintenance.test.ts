import { describe, expect, it, vi } from 'vitest';
import { maintain, startMaintenance } from '../../server/db/maintenance.ts';
import { testApp } from './helpers.ts';

const settled = (ms: number) => new Promise((r) => setTimeout(r, ms));

// PGlite has no autovacuum: the server analyses and vacuums the embedded database itself.
describe('database maintenance', () => {
  // a seeded app of its own first: up to a minute on a busy machine; a vacuum of it then took over 15 s in CI beside the browsers
  it('on PGlite gives the planner statistics soon after start, then vacuums on its interval; on PostgreSQL leaves it to autovacuum', {
    timeout: 240_000,
  }, async () => {
    const { db, log } = await testApp();
    const statistics = async () => (await db.one<{ n: number }>(`select count(*)::int as n from pg_stats where tablename = 'class_teachers'`))!.n;
    const passes = () => log.lines.filter((l) => /^数据库(统计信息已更新|已清理并更新统计信息)$/.test(l.msg)).map((l) => l.msg);
    const before = await statistics();
    const maintenance = startMaintenance({ db, log }, { firstMs: 10, everyMs: 50 });
    if (db.kind === 'pglite') {
      expect(before).toBe(0);
      await vi.waitFor(() => expect(passes()).toContain('数据库已清理并更新统计信息'), { timeout: 120_000, interval: 50 });
      await maintenance.stop();
      expect(passes()[0]).toBe('数据库统计信息已更新');
      expect(await statistics()).toBeGreaterThan(0);
    } else {
      await settled(300);
      await maintenance.stop();
      expect(passes()).toEqual([]);
    }
    // stopped: no pass after stop()
    const count = log.lines.length;
    await settled(150);
    expect(log.lines.length).toBe(count);
  });

  it('lets the queries that come during a pass run between its tables, not after the whole pass', { timeout: 240_000 }, async () => {
    const { db } = await testApp();
    const done: string[] = [];
    const pass = maintain(db, 'analyze').then(() => done.push('pass'));
    const read = db.query('select count(*) from users').then(() => done.push('read'));
    await Promise.all([pass, read]);
    expect(done).toEqual(['read', 'pass']);
    // and the pass did its work: no table of the app is left never analysed (reltuples -1)
    const unanalysed = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
    );
    expect(unanalysed).toEqual([]);
  });

  it('after a start analyses only what needs it: tables with no statistics yet, or grown by more than a tenth since theirs', { timeout: 240_000 }, async () => {
    const { db } = await testApp();
    await db.exec(`create table maint_probe (id int, pad text) with (autovacuum_enabled = false);
      insert into maint_probe select g, repeat('x', 100) from generate_series(1, 100) g`);
    expect(await maintain(db, 'analyze')).toContain('public.maint_probe');
    // a restart with every table's statistics in place reads none again
    expect(await maintain(db, 'analyze')).toEqual([]);
    await db.exec(`insert into maint_probe select g, repeat('x', 100) from generate_series(101, 5000) g`);
    expect(await maintain(db, 'analyze')).toEqual(['public.maint_probe']);
    // the daily vacuum still takes every table
    expect((await maintain(db, 'vacuum')).length).toBeGreaterThan(50);
  });
});
