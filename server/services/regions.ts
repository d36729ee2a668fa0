import { naturalSort } from '../../src/api/contract/naturalOrder.ts';
import type { Db } from '../db/client.ts';
import type { ClassSummary, Region } from '../../src/api/contract/auth.ts';
import { CLASS_SUMMARY_SELECT } from './classes.ts';
import { CHINA_TODAY } from '../db/chinaDay.ts';
import { REGISTRATION_STATES } from '../../src/api/contract/classes.ts';
import { educationOptions, idTypeOptions } from './dictionaries.ts';

/** Children of a region, or the provinces when parentId is not given. */
export async function regionsOf(db: Db, parentId?: number): Promise<Region[]> {
  return parentId === undefined
    ? db.query<Region>('select id, name, level, parent_id as "parentId" from regions where parent_id is null order by code')
    : db.query<Region>('select id, name, level, parent_id as "parentId" from regions where parent_id = $1 order by code', [parentId]);
}

/** Classes a new learner may apply for in a county: those of the county's institutions open for registration (REGISTRATION_STATES) whose end date has not passed, by name (第1期 before 第12期). */
export async function openClassesOfCounty(db: Db, countyId: number): Promise<ClassSummary[]> {
  const classes = await db.query<ClassSummary>(
    `${CLASS_SUMMARY_SELECT} where i.county_id = $1 and c.status = any($2::text[]) and (c.end_date is null or c.end_date >= ${CHINA_TODAY})`,
    [countyId, REGISTRATION_STATES],
  );
  return naturalSort(classes, (c) => c.name);
}

/** The ID types the forms offer (enabled ones: /manage/IdType). */
export const idTypes = (db: Db) => idTypeOptions(db);

/** The education levels the forms offer (enabled ones: /manage/degreeOfEducation). */
export const educations = (db: Db) => educationOptions(db);
