import type { Db, Queryable } from '../client.ts';
import { seedCore } from './core.ts';
import { seedShop } from './shop.ts';
import { seedLearner } from './learner.ts';
import { seedResources } from './resources.ts';
import { seedSellerCentre } from './sellerCentre.ts';
import { seedClassLife } from './classLife.ts';
import { seedExams } from './exams.ts';
import { seedPeople } from './people.ts';
import { seedSellerService } from './sellerService.ts';
import { seedSupply } from './supply.ts';
import { seedWorkbench } from './workbench.ts';
import { seedMall } from './mall.ts';
import { seedAttendanceQuality } from './attendanceQuality.ts';
import { seedReports } from './reports.ts';
import { seedSubsidyTracking } from './subsidyTracking.ts';
import { seedSupervision } from './supervision.ts';
import { seedExports } from './exports.ts';
import { atSeedTime } from './calendar.ts';

/** Seed parts, applied once each (a database created by an older version gets the newer parts). */
const parts: { name: string; run: (q: Queryable) => Promise<void> }[] = [
  { name: 'core', run: seedCore },
  { name: 'shop', run: seedShop },
  { name: 'learner', run: seedLearner },
  { name: 'resources', run: seedResources },
  { name: 'sellerCentre', run: seedSellerCentre },
  { name: 'classLife', run: seedClassLife },
  { name: 'exams', run: seedExams },
  { name: 'people', run: seedPeople },
  { name: 'sellerService', run: seedSellerService },
  { name: 'supply', run: seedSupply },
  { name: 'workbench', run: seedWorkbench },
  { name: 'mall', run: seedMall },
  { name: 'reports', run: seedReports },
  { name: 'attendanceQuality', run: seedAttendanceQuality },
  { name: 'subsidyTracking', run: seedSubsidyTracking },
  { name: 'supervision', run: seedSupervision },
  { name: 'exports', run: seedExports },
];

/** Writes the deterministic demo data as of `now` (the whole run on one calendar day); answers whether anything was written. */
export async function seed(db: Db, now = Date.now()): Promise<boolean> {
  return atSeedTime(now, () => seedParts(db));
}

async function seedParts(db: Db): Promise<boolean> {
  await db.exec('create table if not exists seeds_applied (name text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ name: string }>('select name from seeds_applied')).map((r) => r.name));
  let wrote = false;
  for (const part of parts) {
    if (done.has(part.name)) continue;
    await db.tx(async (q) => {
      await part.run(q);
      await q.query('insert into seeds_applied (name) values ($1)', [part.name]);
    });
    wrote = true;
  }
  return wrote;
}

export { DEMO_PASSWORD } from './core.ts';
