import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { CLASS_STATUSES } from '../../src/api/contract/classes.ts';
import { CLASS_TYPES } from '../../src/api/contract/roles.ts';

/**
 * The dashboards (docs/dashboards.md): every figure equals the total of the list it summarises, for
 * callers on both sides of each scope pair; the wall display and the year in review resolve their
 * region from the caller or the host.
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V1 = '/v1/wangchuang/';
const ACCOUNTS = ['admin01', 'province01', 'city01', 'city02', 'area01', 'inst01', 'teacher01'];

let t: App;
const get = (u: string, path: string) => t.as(u, 'GET', path);
/** The wall display's and the year in review's calls: no role prefix, signed in or not. */
const open = async (u: string | null, path: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${V1}${path}`, { token: u ? await t.token(u) : undefined, headers });
const data = async (u: string, path: string) => {
  const res = await get(u, path);
  expect(res.status, `${u} ${path}`).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await testApp();
});

describe('the data centre', () => {
  it.each(ACCOUNTS)('%s: every figure equals the total of its list', async (u) => {
    const d = await data(u, 'dashboard/overview');
    // classes per state = the class list filtered by that state
    for (const s of CLASS_STATUSES) expect(d.byState[s], s).toBe((await data(u, `clazz/list?status=${s}&pageSize=1`)).total);
    expect(d.classes).toBe((await data(u, 'clazz/list?pageSize=1')).total);
    // learners = the roster list's total; per class the class list's learner counts add up to it too
    expect(d.learners).toBe((await data(u, 'roster/list?pageSize=1')).total);
    const classes = (await data(u, 'loadClazzWhere')) as { id: number; status: string; studentCount: number }[];
    expect(d.learners).toBe(classes.reduce((a, c) => a + c.studentCount, 0));
    // classes per type and per sub-region = classListNum's totals (drafts left out)
    const stats = await data(u, 'classStats');
    for (const ty of CLASS_TYPES) expect(d.byType[ty], ty).toBe(stats.total.byType[ty].classes);
    expect(d.subRegions.reduce((a: number, r: { classes: number }) => a + r.classes, 0)).toBe(stats.total.classes);
    expect(d.subRegions.reduce((a: number, r: { learners: number }) => a + r.learners, 0)).toBe(stats.total.learners);
    // paid orders = the sum of each class's shop figures (flightData: paid orders per learner's shop)
    let orders = 0;
    let shops = 0;
    for (const c of classes) {
      const f = await data(u, `class/${c.id}/flightData`);
      shops += f.shops.length;
      orders += f.shops.reduce((a: number, s: { orders: number }) => a + s.orders, 0);
    }
    expect(d.orders).toBe(orders);
    expect(d.shops).toBe(shops);
    const sales = await t.db.one<{ fen: number }>(
      `select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int as fen from orders o join shops s on s.id = o.shop_id join users u on u.id = s.owner_id and u.role = 6
        where u.class_id = any($1::int[]) and o.status in ('paid', 'shipped', 'received', 'completed') and o.paid_at is not null`,
      [classes.map((c) => c.id)],
    );
    expect(d.salesFen).toBe(sales!.fen);
    // subsidy = the subsidy applications list past the draft (amount applied for leaves rejected ones out)
    const apps = (await data(u, 'subsidyApplication/list?pageSize=100')).list as { status: string; totalFen: number }[];
    const filed = apps.filter((x) => x.status !== 'draft');
    expect(d.subsidy).toEqual({
      applications: filed.length,
      totalFen: filed.filter((x) => x.status !== 'rejected').reduce((a, x) => a + x.totalFen, 0),
      paidFen: filed.filter((x) => x.status === 'paid').reduce((a, x) => a + x.totalFen, 0),
    });
    expect(d.months).toHaveLength(12);
  });

  it('a city never counts the other province; a learner may not call it', async () => {
    const gz = await data('city01', 'dashboard/overview');
    const hz = await data('city02', 'dashboard/overview');
    expect(gz.region.name).toBe('广州市');
    expect(gz.subRegions.map((r: { name: string }) => r.name)).not.toContain('西湖区');
    const hangzhou = await t.db.one<{ n: number }>(`select count(*)::int as n from classes c where c.city_id = (select id from regions where code = '330100')`);
    expect(hz.classes).toBe(hangzhou!.n);
    const guangzhou = await t.db.one<{ n: number }>(
      `select count(*)::int as n from classes c where c.city_id = (select id from regions where code = '440100')`,
    );
    expect(gz.classes).toBe(guangzhou!.n);
    const all = await data('admin01', 'dashboard/overview');
    expect(gz.classes + hz.classes).toBeLessThanOrEqual(all.classes);
    expect(all.subRegions.map((r: { name: string }) => r.name)).toEqual(['浙江省', '广东省']);
    const learner = await t.call('GET', `${V1}student/dashboard/overview`, { token: await t.token('zbb_student01') });
    expect(learner.status).not.toBe(200);
  });
});

describe('the wall display and the year in review', () => {
  it('take the signed-in administrator’s region, else the host’s, else the whole country', async () => {
    const mine = (await open('city01', 'dashboard/screen')).body.data;
    expect(mine).toMatchObject({ source: 'user', region: { name: '广州市' } });
    // the wall leaves drafts out (so its panels add up to its total); the data centre counts them
    const drafts = (o: { classes: number; byState: { draft: number } }) => o.classes - o.byState.draft;
    expect(mine.classes).toBe(drafts(await data('city01', 'dashboard/overview')));
    const anon = (await open(null, 'dashboard/screen', { host: 'wall.example:8080' })).body.data;
    expect(anon).toMatchObject({ source: 'host', region: { name: '全国' } });
    await t.db.query(`insert into platform_settings (key, value) values ('screenHosts', '{"wall.example": "330100"}')`);
    const hz = (await open(null, 'dashboard/screen', { host: 'WALL.example:8080' })).body.data;
    expect(hz).toMatchObject({ source: 'host', region: { name: '杭州市' } });
    expect(hz.classes).toBe(drafts(await data('city02', 'dashboard/overview')));
  });

  it('the year in review counts the classes that started in the year; a bad year is 400', async () => {
    const y = new Date().getFullYear();
    const r = (await open('province01', `dashboard/annual?year=${y}`)).body.data;
    expect(r.year).toBe(y);
    expect(r.months).toHaveLength(12);
    const n = await t.db.one<{ n: number }>(
      `select count(*)::int as n from classes c where c.province_id = (select id from regions where code = '440000') and extract(year from c.start_date) = $1`,
      [y],
    );
    expect(r.classes).toBe(n!.n);
    expect(r.months.reduce((a: number, m: { classes: number }) => a + m.classes, 0)).toBe(r.classes - r.byState.draft);
    expect((await open('province01', 'dashboard/annual?year=1999')).status).toBe(400);
    expect((await open('province01', 'dashboard/annual?year=abc')).status).toBe(400);
  });
});
