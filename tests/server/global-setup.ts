import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';
import { dropTestDatabases, prepareTemplate } from './pg.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDump: string;
    /** With PG_TEST_URL: the seeded database each test database is copied from. */
    pgTemplate: string;
  }
}

let dir = '';

/**
 * Migrates and seeds one database for the whole run; each test database starts from it (≈1 s, not
 * ≈10 s): a PGlite dump, or with PG_TEST_URL a template database on that PostgreSQL server.
 */
export async function setup(project: TestProject) {
  if (process.env.PG_TEST_URL) {
    project.provide('pgTemplate', await prepareTemplate(process.env.PG_TEST_URL));
    project.provide('seededDump', '');
    return;
  }
  const lite = await PGlite.create();
  const db = wrapPglite(lite);
  await migrate(db);
  await seed(db);
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
