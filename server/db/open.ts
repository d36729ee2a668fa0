import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { openPostgres, type Db } from './client.ts';
import { openPgliteThread } from './pgliteThread.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed/index.ts';
import { offerNewMenus } from './menuOffers.ts';

/** Opens PGlite in DATA_DIR/pg (or PostgreSQL at DATABASE_URL), migrates, and seeds a new database. */
export async function openDatabase(config: Config, log: Logger): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPgliteThread(join(config.dataDir, 'pg'));
  // several processes starting at once on one PostgreSQL: one migrates and seeds, the others wait and find it done
  await db.exclusive('cy:migrate', async () => {
    const applied = await migrate(db);
    if (applied.length) log.info('已应用数据库迁移', { applied });
    if (await seed(db)) log.info('已写入演示数据');
    const menus = await offerNewMenus(db);
    if (menus) log.info('已加入新的菜单项', { menus });
  });
  return db;
}
