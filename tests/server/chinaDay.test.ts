import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { accountResource } from '../../src/api/contract/resources/admins.ts';
import { resourceBase } from '../../src/api/contract/resource/ops.ts';
import { CHINA_TODAY } from '../../server/db/chinaDay.ts';

// Days in SQL are China days whatever the database session's zone (docs/architecture.md "Time").

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});

describe('China days in the database', () => {
  it('a date range filter over a time field takes the days picked as China days', async () => {
    // 01:00 China time on the 27th (the 26th in UTC) and 01:00 on the 28th
    await t.db.query(`update users set created_at = '2026-11-26T17:00:00Z' where username = 'teacher01'`);
    await t.db.query(`update users set created_at = '2026-11-27T17:00:00Z' where username = 'teacher02'`);
    const token = await t.login('admin01');
    const names = async (from: string, to: string) => {
      const res = await t.call('GET', `${resourceBase(accountResource, 1)}list?pageSize=100&username=teacher0&createdAtFrom=${from}&createdAtTo=${to}`, {
        token,
      });
      expect(res.status).toBe(200);
      return (res.body.data.list as { username: string }[]).map((r) => r.username).sort();
    };
    expect(await names('2026-11-27', '2026-11-27')).toEqual(['teacher01']);
    expect(await names('2026-11-28', '2026-11-28')).toEqual(['teacher02']);
    expect(await names('2026-11-26', '2026-11-26')).toEqual([]);
    expect(await names('2026-11-26', '2026-11-28')).toEqual(['teacher01', 'teacher02']);
  });

  // A session 14 hours ahead of UTC and one 12 hours behind: at any hour, at least one of them is on
  // another day than China, so a default of current_date would be caught whenever this runs.
  it.each(['Pacific/Kiritimati', 'Etc/GMT+12'])('a click and a track record default to the China date with the session in %s', async (zone) => {
    const [kw] = await t.db.query<{ id: number; shop_id: number }>('select id, shop_id from train_keywords order by id limit 1');
    const [learner] = await t.db.query<{ id: number; class_id: number }>(
      'select id, class_id from users where role = 6 and class_id is not null order by id limit 1',
    );
    const [row] = await t.db.tx(async (q) => {
      await q.query(`set local time zone '${zone}'`);
      const [click] = await q.query<{ day: string }>(
        `insert into train_clicks (keyword_id, shop_id, user_id, cost) values ($1, $2, null, 0) returning to_char(day, 'YYYY-MM-DD') as day`,
        [kw!.id, kw!.shop_id],
      );
      const [track] = await q.query<{ day: string }>(
        `insert into track_records (user_id, class_id) values ($1, $2) returning to_char(visit_date, 'YYYY-MM-DD') as day`,
        [learner!.id, learner!.class_id],
      );
      const [china] = await q.query<{ day: string }>(`select to_char(${CHINA_TODAY}, 'YYYY-MM-DD') as day`);
      return [{ click: click!.day, track: track!.day, china: china!.day }];
    });
    expect(row!.china).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()));
    expect(row).toMatchObject({ click: row!.china, track: row!.china });
  });
});
