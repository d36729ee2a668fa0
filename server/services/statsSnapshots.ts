import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { jurisdictionRegions, jurisdictionRoot } from '../scope.ts';
import { statTable } from './reportStats.ts';

/**
 * 数据更新 (/manage/dataupdate): records the entrepreneurship statistics of the caller's whole
 * jurisdiction and a period as they are now, with who and when, in the region's scope columns so the
 * levels above see it too. Answers the snapshot's id.
 */
export async function takeSnapshot(q: Queryable, caller: Caller, p: { from?: string; to?: string; note: string }): Promise<number> {
  if (p.from && p.to && p.from > p.to) throw badRequest('统计起始日期不能晚于截止日期');
  const t = await statTable(q, caller, 'statistical', { from: p.from, to: p.to });
  const root = jurisdictionRoot(caller);
  const region = root ? (await jurisdictionRegions(q, caller)).find((g) => g.id === root) : undefined;
  if (root !== null && !region) throw badRequest('您的账号未关联管辖地区');
  const [ids] = region
    ? await q.query<{ province_id: number | null; city_id: number | null; county_id: number | null }>(
        `select case r.level when 1 then r.id when 2 then r.parent_id else p.parent_id end as province_id,
                case r.level when 2 then r.id when 3 then r.parent_id end as city_id, case r.level when 3 then r.id end as county_id
           from regions r left join regions p on p.id = r.parent_id where r.id = $1`,
        [region.id],
      )
    : [{ province_id: null, city_id: null, county_id: null }];
  const v = t.total.values;
  const [row] = await q.query<{ id: number }>(
    `insert into stats_snapshots (region_id, province_id, city_id, county_id, region_name, period_from, period_to,
                                  trained, qualified, started, jobs, subsidy_fen, note, created_by, created_by_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      region?.id ?? null,
      ids.province_id,
      ids.city_id,
      ids.county_id,
      t.region.name,
      p.from ?? null,
      p.to ?? null,
      v.trained,
      v.qualified,
      v.started,
      v.jobs,
      v.subsidyFen,
      p.note,
      caller.id,
      caller.realName || caller.username,
    ],
  );
  return row.id;
}
