import { describe, expect, it } from 'vitest';
import { BINDINGS } from '../../server/resources/index.ts';
import { columnOf } from '../../server/resources/query.ts';
import { UNCOUNTED } from '../../server/resources/counts.ts';
import { testApp } from './helpers.ts';

describe('remembered list counts and the columns they do not read', () => {
  it('no declared filter, view or figure of a resource reads a column its table leaves uncounted', () => {
    for (const b of BINDINGS) {
      const skip = UNCOUNTED[b.table];
      if (!skip) continue;
      const reads = (sql: string) => skip.some((column) => new RegExp(`\\b${column}\\b`).test(sql));
      const { fields, views = [], summary = [] } = b.resource;
      for (const [key, f] of Object.entries(fields)) if (f.filter) expect(reads(columnOf(b, key)), `${b.resource.key}.${key}`).toBe(false);
      for (const v of views) for (const field of Object.keys(v.filter ?? {})) expect(reads(columnOf(b, field)), `${b.resource.key} view ${v.key}`).toBe(false);
      for (const s of summary) if (s.field) expect(reads(columnOf(b, s.field)), `${b.resource.key} summary`).toBe(false);
      expect(reads(b.where ?? ''), `${b.resource.key} where`).toBe(false);
    }
  });

  it('a sign-in does not make the lists count again; any other write to the table does', async () => {
    const t = await testApp();
    const counted: string[] = [];
    const query = t.db.query.bind(t.db);
    t.db.query = (sql, params) => {
      if (/^select count\(\*\)::int as n from users\b/.test(sql)) counted.push(sql);
      return query(sql, params);
    };
    const list = async (q = '') => (await t.as('city01', 'GET', `teacher/list?pageNum=1&pageSize=50${q}`)).body.data;
    const first = await list('&status=1');
    expect(first.total).toBeGreaterThan(0);
    expect(counted).toHaveLength(1);

    // a sign-in sets last_login_at: same count from memory, and the list shows the new sign-in time
    const before = first.list.find((r: { username: string }) => r.username === 'trainer01')?.lastLoginAt ?? null;
    await t.login('trainer01');
    await t.db.notified();
    const again = await list('&status=1');
    expect(again.total).toBe(first.total);
    expect(counted).toHaveLength(1);
    const after = again.list.find((r: { username: string }) => r.username === 'trainer01')?.lastLoginAt;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const [row] = await t.db.query<{ n: number }>(
      `select count(1)::int as n from users u where u.role = 5 and u.status = 1 and u.city_id = (select city_id from users where username = 'city01')`,
    );
    expect(again.total).toBe(row!.n);

    // any other column written (here the status, as the disable action does) is announced: counted again, right
    await t.db.query(`update users set status = 0 where username = 'trainer01'`);
    await t.db.notified();
    const disabled = await list('&status=1');
    expect(counted).toHaveLength(2);
    expect(disabled.total).toBe(first.total - 1);
  });
});
