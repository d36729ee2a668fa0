import type { Db, Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { PLATFORM_SETTINGS, type PlatformSettings, type SettingKey } from '../../src/api/contract/settings.ts';

/**
 * Platform settings (/manage/systemSet): one table, read where the rules use them — starting coins
 * (wallets, season restart), the theory pass mark (papers without their own), the shop-opening quiz
 * pass rate, the attendance threshold and the season length. A missing row answers the default.
 */

export const SETTING_SQL = (key: SettingKey) => `(select (value #>> '{}')::int from platform_settings where key = '${key}')`;

export async function setting(q: Queryable, key: SettingKey): Promise<number> {
  const [row] = await q.query<{ v: number | null }>(`select ${SETTING_SQL(key)} as v`);
  return row?.v ?? PLATFORM_SETTINGS[key].initial;
}

export async function allSettings(q: Queryable): Promise<PlatformSettings> {
  const rows = await q.query<{ key: string; value: unknown }>('select key, value from platform_settings');
  const out = Object.fromEntries(Object.entries(PLATFORM_SETTINGS).map(([k, d]) => [k, d.initial])) as PlatformSettings;
  for (const r of rows) if (r.key in out && typeof r.value === 'number') out[r.key as SettingKey] = r.value;
  return out;
}

/** Saves the given settings (each within its declared range), in a transaction of its own. */
export async function saveSettings(db: Db, userId: number, input: Partial<Record<string, unknown>>): Promise<PlatformSettings> {
  return db.tx(async (q) => {
    const entries = Object.entries(input).filter(([k]) => Object.hasOwn(PLATFORM_SETTINGS, k));
    if (!entries.length) throw badRequest('没有要保存的设置');
    for (const [key, value] of entries) {
      const d = PLATFORM_SETTINGS[key as SettingKey];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < d.min || value > d.max)
        throw badRequest(`${d.label}应为${d.min}~${d.max}之间的整数`);
    }
    for (const [key, value] of entries) {
      await q.query(
        `insert into platform_settings (key, value, updated_by, updated_at) values ($1, $2::jsonb, $3, now())
       on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
        [key, JSON.stringify(value), userId],
      );
    }
    return allSettings(q);
  });
}

/** The subsidy per qualified trainee for a class type in a city: the city's rate, else its province's, else the national one (fen; null: none set). */
export async function subsidyAmount(q: Queryable, classType: string, cityId: number | null): Promise<number | null> {
  const [row] = await q.query<{ amount: number }>(
    `select amount_fen as amount from subsidy_rates r
      where r.class_type = $1 and (r.region_id is null or r.region_id = $2 or r.region_id = (select parent_id from regions where id = $2))
      order by (r.region_id = $2) desc nulls last, r.region_id is null limit 1`,
    [classType, cityId],
  );
  return row?.amount ?? null;
}
