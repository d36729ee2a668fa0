import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite, type Db } from '../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/index.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';
import { dropTestDatabases, prepareTemplate, urlOf } from './pg.ts';

/** The distinct password hashes of the seeded accounts that the demo password opens (a handful, each checked once). */
async function demoHashes(db: Db): Promise<string[]> {
  const rows = await db.query<{ h: string }>('select distinct password_hash as h from users');
  const demo: string[] = [];
  for (const { h } of rows) if (await verifyPassword(DEMO_PASSWORD, h)) demo.push(h);
  return demo;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDump: string;
    /** With PG_TEST_URL: the seeded database each test database is copied from. */
    pgTemplate: string;
    /** The stored hashes of the demo password (tests/server/helpers.ts signs demo accounts in without the route's scrypt). */
    demoHashes: string[];
    /** When the seed ran: its calendar is that day's in China (tests/server/helpers.ts seedDay). */
    seededAt: number;
  }
}

let dir = '';

/**
 * Migrates and seeds one database for the whole run; each test database starts from it (≈1 s, not
 * ≈10 s): a PGlite dump, or with PG_TEST_URL a template database on that PostgreSQL server.
 */
export async function setup(project: TestProject) {
  const seededAt = Date.now();
  project.provide('seededAt', seededAt);
  if (process.env.PG_TEST_URL) {
    const template = await prepareTemplate(process.env.PG_TEST_URL, seededAt);
    const db = await openPostgres(urlOf(process.env.PG_TEST_URL, template));
    project.provide('demoHashes', await demoHashes(db));
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('seededDump', '');
    return;
  }
  const lite = await PGlite.create();
  const db = wrapPglite(lite);
  await migrate(db);
  await seed(db, seededAt);
  project.provide('demoHashes', await demoHashes(db));
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  dir = mkdtempSync(join(tmpdir(), 'cy-seeded-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDump', file);
  project.provide('pgTemplate', '');
}

export async function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (process.env.PG_TEST_URL) await dropTestDatabases(process.env.PG_TEST_URL);
}
