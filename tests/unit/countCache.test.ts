import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { CountCache } from '../../server/resources/counts.ts';

/** A database whose count of `users` is `rows`, and whose announcements arrive when the test says. */
function fakeDb() {
  const state = { rows: 10, counted: 0, pending: [] as string[], listener: (_: string) => {} };
  const db = {
    kind: 'postgres',
    exec: async () => undefined,
    query: async () => {
      state.counted++;
      return [{ n: state.rows }];
    },
    listen: async (_channel: string, fn: (payload: string) => void) => {
      state.listener = fn;
    },
    // every announcement committed so far is handed over before it resolves
    notified: async () => {
      for (const table of state.pending.splice(0)) state.listener(table);
    },
  } as unknown as Db;
  return { db, state };
}

const SQL = 'select count(*)::int as n from users';

describe('resource list counts', () => {
  it('a count is remembered until its table is announced as changed', async () => {
    const { db, state } = fakeDb();
    const counts = new CountCache(db, ['users']);
    expect(await counts.count('users', SQL, [])).toBe(10);
    expect(await counts.count('users', SQL, [])).toBe(10);
    expect(state.counted).toBe(1);
    state.rows = 11;
    state.listener('users');
    expect(await counts.count('users', SQL, [])).toBe(11);
    expect(state.counted).toBe(2);
  });

  it('waits for announcements committed before the read (another process wrote a moment ago)', async () => {
    const { db, state } = fakeDb();
    const counts = new CountCache(db, ['users']);
    expect(await counts.count('users', SQL, [])).toBe(10);
    state.rows = 11;
    state.pending.push('users'); // committed, not yet delivered to this process
    expect(await counts.count('users', SQL, [])).toBe(11);
  });

  it('forgets every count when the listening connection was lost (its announcements may be missed)', async () => {
    const { db, state } = fakeDb();
    const counts = new CountCache(db, ['users', 'classes']);
    await counts.count('users', SQL, []);
    await counts.count('classes', 'select count(*)::int as n from classes', []);
    state.listener('*');
    await counts.count('users', SQL, []);
    await counts.count('classes', 'select count(*)::int as n from classes', []);
    expect(state.counted).toBe(4);
  });
});
