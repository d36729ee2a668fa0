import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/client.ts';

describe.skipIf(!process.env.PG_TEST_URL)('the PostgreSQL pool', () => {
  it('survives an idle connection ended by the server, and opens another for the next query', async () => {
    const db = await openPostgres(process.env.PG_TEST_URL!);
    const other = await openPostgres(process.env.PG_TEST_URL!);
    try {
      const [{ pid }] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await other.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 300));
      const [{ n }] = await db.query<{ n: number }>('select 1 as n');
      expect(n).toBe(1);
    } finally {
      await db.close();
      await other.close();
    }
  });
});
