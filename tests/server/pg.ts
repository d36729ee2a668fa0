import pg from 'pg';
import { openPostgres } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';

/**
 * The server tests on a real PostgreSQL server (PG_TEST_URL, e.g. postgres://cy@127.0.0.1:5432/postgres,
 * a role allowed to create databases): one seeded template per run, one database copied from it per
 * test app, all dropped at the end. .ci/run starts such a server (scripts/pg-cluster.sh).
 */
const PREFIX = `cy_t${process.env.PG_TEST_RUN ?? ''}_`;

export const urlOf = (base: string, database: string) => {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
};

async function admin<T>(base: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function prepareTemplate(base: string, seededAt: number): Promise<string> {
  await dropTestDatabases(base);
  const name = `${PREFIX}template`;
  await admin(base, (c) => c.query(`create database ${name}`));
  const db = await openPostgres(urlOf(base, name));
  await migrate(db);
  await seed(db, seededAt);
  await db.close();
  return name;
}

let n = 0;
/** A new database copied from the seeded template. */
export async function copyTemplate(base: string, template: string): Promise<string> {
  const name = `${PREFIX}${process.pid}_${Date.now().toString(36)}_${++n}`;
  // CREATE DATABASE … TEMPLATE needs the template to be free of other sessions for a moment: retry while another copy runs
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(base, (c) => c.query(`create database ${name} template ${template}`));
      return urlOf(base, name);
    } catch (e) {
      if (attempt > 50 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropTestDatabases(base: string) {
  await admin(base, async (c) => {
    const rows = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX.replace(/_/g, '\\_')}%`]);
    for (const { datname } of rows.rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
