import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { testApp } from './helpers.ts';
import { resourceBase } from '../../src/api/contract/resource/ops.ts';
import { activityReportResource, supervisionVisitResource } from '../../src/api/contract/resources/reports.ts';
import { classResource } from '../../src/api/contract/resources/classes.ts';
import type { StatTable } from '../../src/api/contract/reports.ts';
import type { Role } from '../../src/api/contract/roles.ts';

/**
 * Reports, downloads and printing (docs/back-office.md): scope of the reporting resources, the
 * activity review flow, statistics whose totals add up and match the lists behind them, the print
 * data limited to the caller's classes, and an export of 100,000 rows in bounded memory. Field rules,
 * roles and indexes of the resources are the parametrised test's (tests/server/resourceSuite.ts).
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
const ROLE: Record<string, Role> = { admin01: 1, province01: 2, city01: 3, city02: 3, inst01: 4, inst02: 4, teacher01: 5, zbb_student01: 6 };
const PREFIX: Record<Role, string> = { 1: 'admin', 2: 'province', 3: 'city', 4: 'institution', 5: 'teacher', 6: 'student', 20: 'area' };

let t: App;
const tokens = new Map<string, string>();
const tok = async (u: string) => {
  if (!tokens.has(u)) tokens.set(u, await t.login(u));
  return tokens.get(u)!;
};
const get = async (u: string, path: string) => t.call('GET', `${V}/${PREFIX[ROLE[u]]}/${path}`, { token: await tok(u) });
const res = (u: string, r: typeof activityReportResource | typeof supervisionVisitResource | typeof classResource) => resourceBase(r, ROLE[u]);
const cityOf = async (name: string) => (await t.db.one<{ id: number }>('select id from regions where name = $1 and level = 2', [name]))!.id;

beforeAll(async () => {
  t = await testApp();
});

describe('reporting resources', () => {
  it('city01 sees 广州 activities and visits only, city02 杭州 only; the other side is 404', async () => {
    const gz = await t.call('GET', `${res('city01', activityReportResource)}list?pageSize=100`, { token: await tok('city01') });
    const hz = await t.call('GET', `${res('city02', activityReportResource)}list?pageSize=100`, { token: await tok('city02') });
    expect(gz.body.data.total).toBeGreaterThan(0);
    expect(gz.body.data.list.every((r: { title: string }) => r.title.startsWith('广州'))).toBe(true);
    expect(hz.body.data.list.every((r: { title: string }) => r.title.startsWith('杭州'))).toBe(true);
    const other = await t.call('GET', `${res('city01', activityReportResource)}detail/${hz.body.data.list[0].id}`, { token: await tok('city01') });
    expect(other.status).toBe(404);

    const v1 = await t.call('GET', `${res('city01', supervisionVisitResource)}list`, { token: await tok('city01') });
    const v2 = await t.call('GET', `${res('city02', supervisionVisitResource)}list`, { token: await tok('city02') });
    expect(v1.body.data.total).toBeGreaterThan(0);
    const ids1 = new Set(v1.body.data.list.map((r: { id: number }) => r.id));
    expect(v2.body.data.list.some((r: { id: number }) => ids1.has(r.id))).toBe(false);
    const cross = await t.call('GET', `${res('city02', supervisionVisitResource)}detail/${v1.body.data.list[0].id}`, { token: await tok('city02') });
    expect(cross.status).toBe(404);
  });

  it('an institution reports, submits, and only its own city reviews (a rejection needs a reason)', async () => {
    const base = res('inst01', activityReportResource);
    const photo = async (u: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], 'site.png'));
      return (await t.call('POST', `${V}/upload/temporary/file`, { token: await tok(u), body: form })).body.data.url as string;
    };
    const input = { title: '创业沙龙测试', activityType: 'salon', heldOn: '2026-10-01', place: '报告厅', participants: 30, summary: '交流创业经验' };
    const foreign = await t.call('POST', `${base}create`, { token: await tok('inst01'), json: { ...input, photos: [await photo('inst02')] } });
    expect(foreign.status).toBe(400);
    const mine = await photo('inst01');
    const created = await t.call('POST', `${base}create`, { token: await tok('inst01'), json: { ...input, photos: [mine] } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.status).toBe('draft');
    expect((await t.call('GET', `${base}detail/${id}`, { token: await tok('inst01') })).body.data.photos).toEqual([mine]);
    const early = await t.call('POST', `${res('city01', activityReportResource)}action/approve/${id}`, { token: await tok('city01'), json: {} });
    expect(early.status).toBe(400);
    expect((await t.call('POST', `${base}action/submit/${id}`, { token: await tok('inst01'), json: {} })).status).toBe(200);
    expect((await t.call('POST', `${base}update/${id}`, { token: await tok('inst01'), json: { title: 'x' } })).status).toBe(400);
    expect((await t.call('POST', `${res('city02', activityReportResource)}action/approve/${id}`, { token: await tok('city02'), json: {} })).status).toBe(404);
    const noReason = await t.call('POST', `${res('city01', activityReportResource)}action/reject/${id}`, { token: await tok('city01'), json: {} });
    expect(noReason.status).toBe(400);
    const ok = await t.call('POST', `${res('city01', activityReportResource)}action/approve/${id}`, { token: await tok('city01'), json: {} });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('approved');
  });
});

describe('statistics tables', () => {
  const sums = (tb: StatTable) => {
    const out: Record<string, number> = {};
    for (const r of tb.rows) for (const [k, v] of Object.entries(r.values)) out[k] = (out[k] ?? 0) + v;
    return out;
  };

  it('totals equal the sum of rows and of class types, and match the closed classes and paid subsidies listed, for province01 and city01', async () => {
    // a paid application of a closed 广州 class: two lines paid, one rejected (not counted)
    const c = (await t.db.one<{ id: number; type: string; inst: number; p: number; ci: number; k: number }>(
      `select c.id, c.class_type as type, c.institution_id as inst, c.province_id as p, c.city_id as ci, c.county_id as k
         from classes c join regions r on r.id = c.city_id
        where r.name = '广州市' and c.status = 'closed' and not exists (select 1 from subsidy_applications a where a.class_id = c.id) order by c.id limit 1`,
    ))!;
    const [app] = await t.db.query<{ id: number }>(
      `insert into subsidy_applications (class_id, class_type, institution_id, province_id, city_id, county_id, status, learner_count, total_fen, paid_at)
       values ($1, $2, $3, $4, $5, $6, 'paid', 2, 150000, now()) returning id`,
      [c.id, c.type, c.inst, c.p, c.ci, c.k],
    );
    await t.db.query(
      `insert into subsidy_lines (application_id, class_id, user_id, amount_fen, review_status)
       select $1, $2, u.id, (array[100000, 50000, 100000])[n], (array['approved', 'approved', 'rejected'])[n]
         from (select id, row_number() over (order by id) as n from users where class_id = $2 and role = 6) u where n <= 3`,
      [app.id, c.id],
    );
    for (const u of ['province01', 'city01']) {
      const tb: StatTable = (await get(u, 'reports/stats/statistical')).body.data;
      expect(tb.rows.length).toBeGreaterThan(0);
      expect(sums(tb)).toEqual(tb.total.values);
      const byType: Record<string, number> = {};
      for (const r of tb.byType) for (const [k, v] of Object.entries(r.values)) byType[k] = (byType[k] ?? 0) + v;
      expect(byType).toEqual(tb.total.values);
      // the underlying list: the closed classes the class list shows this caller, and their learners
      const closed = await t.call('GET', `${res(u, classResource)}list?status=closed&pageSize=100`, { token: await tok(u) });
      const learners = closed.body.data.list.reduce((n: number, c: { studentCount: number }) => n + c.studentCount, 0);
      expect(tb.total.values.trained).toBe(learners);
      expect(learners).toBeGreaterThan(0);
      expect(tb.total.values.qualified).toBeLessThanOrEqual(learners);
      // and the subsidy paid: the paid applications the subsidy list shows this caller
      const paid = await get(u, 'subsidyApplication/list?status=paid&pageSize=100');
      expect(tb.total.values.subsidyFen).toBe(paid.body.data.list.reduce((n: number, a: { totalFen: number }) => n + a.totalFen, 0));
      expect(tb.total.values.subsidyFen).toBeGreaterThanOrEqual(150000);
    }
  });

  it('drills down: the province row of 广州 equals 广州 as city01 sees it; 杭州 is 404 to city01', async () => {
    const gz = await cityOf('广州市');
    const prov: StatTable = (await get('province01', 'reports/stats/practice')).body.data;
    const row = prov.rows.find((r) => r.regionId === gz)!;
    expect(row).toBeDefined();
    const down: StatTable = (await get('province01', `reports/stats/practice?regionId=${gz}`)).body.data;
    expect(down.region.canGoUp).toBe(true);
    expect(down.total.values).toEqual(row.values);
    const city: StatTable = (await get('city01', 'reports/stats/practice')).body.data;
    expect(city.total.values).toEqual(row.values);
    expect(city.region.canGoUp).toBe(false);
    expect((await get('city01', `reports/stats/practice?regionId=${await cityOf('杭州市')}`)).status).toBe(404);
    expect((await get('city01', 'reports/stats/nope')).status).toBe(400);
    expect((await get('city01', 'reports/stats/service?from=2026-09-01&to=2026-01-01')).body.msg).toBe('开始日期不能晚于结束日期');
  });

  it('the service table counts approved activities of the period; city01 and city02 never count each other', async () => {
    const all: StatTable = (await get('city01', 'reports/stats/service')).body.data;
    const approved = await t.db.one<{ n: number }>("select count(*)::int as n from activity_reports where status = 'approved' and city_id = $1", [
      await cityOf('广州市'),
    ]);
    const acts = ['lecture', 'salon', 'roadshow', 'policy', 'contest', 'visit', 'other'].reduce((n, k) => n + all.total.values[k], 0);
    expect(acts).toBe(approved!.n);
    const spring: StatTable = (await get('city01', 'reports/stats/service?from=2026-03-01&to=2026-04-30')).body.data;
    expect(spring.total.values.lecture + spring.total.values.salon).toBeGreaterThan(0);
    expect(spring.total.values.roadshow).toBe(0);
    const hz: StatTable = (await get('city02', 'reports/stats/service')).body.data;
    expect(hz.region.name).toBe('杭州市');
  });

  it('exports the table with its total row as XLSX', async () => {
    const r = (await t.exportFile(`${V}/city/reports/stats/statistical/export?format=xlsx`, await tok('city01'))).file!;
    expect(r.status).toBe(200);
    const tb: StatTable = (await get('city01', 'reports/stats/statistical')).body.data;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await r.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(tb.rows.length + 2);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
    expect(String(sheet.getRow(sheet.rowCount).getCell(2).value)).toBe(String(tb.total.values.trained));
  });
});

describe('print data', () => {
  const classOf = async (city: string) =>
    (await t.db.one<{ id: number }>(
      'select c.id from classes c join regions r on r.id = c.city_id where r.name = $1 and exists (select 1 from users u where u.class_id = c.id and u.role = 6) order by c.id limit 1',
      [city],
    ))!.id;

  it('prints a roster, sign-in sheet and score table and downloads the scores of a class in scope only, with IDs masked', async () => {
    const gz = await classOf('广州市');
    const hz = await classOf('杭州市');
    const roster = await get('city01', `reports/print?kind=roster&classId=${gz}`);
    expect(roster.status).toBe(200);
    expect(roster.body.data.learners.length).toBeGreaterThan(0);
    for (const l of roster.body.data.learners) if (l.idNumber) expect(l.idNumber).toMatch(/^.{6}\*+.{4}$/);
    expect((await get('city01', `reports/print?kind=roster&classId=${hz}`)).status).toBe(404);
    expect((await get('city02', `reports/print?kind=signin&classId=${hz}`)).body.data.days.length).toBeGreaterThan(0);
    const score = await get('city02', `reports/print?kind=score&classId=${hz}`);
    expect(score.body.data.learners[0]).toHaveProperty('total');
    expect((await get('city01', `reports/print?kind=bogus&classId=${gz}`)).status).toBe(400);
    // the score table's download: the class's learners under the labels, only for a class in scope
    const csv = (await t.exportFile(`${V}/city/reports/scores/export?format=csv&classId=${gz}`, await tok('city01'))).file!;
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel reads UTF-8 by
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('姓名,手机号码,理论成绩,实践成绩,实践说明,总成绩,结果');
    expect(lines.length - 1).toBe(roster.body.data.learners.length);
    expect((await t.call('POST', `${V}/city/reports/scores/export?format=csv&classId=${hz}`, { token: await tok('city01') })).status).toBe(404);
  });

  it('a learner prints only their own certificate', async () => {
    const me = await t.db.one<{ classId: number; id: number }>('select id, class_id as "classId" from users where username = \'zbb_student01\'');
    const own = await get('zbb_student01', `reports/print?kind=certificate&classId=${me!.classId}`);
    expect(own.status).toBe(200);
    expect(own.body.data.learners.every((l: { userId: number }) => l.userId === me!.id)).toBe(true);
    expect((await get('zbb_student01', `reports/print?kind=roster&classId=${me!.classId}`)).status).toBe(404);
  });
});

describe('export of 100,000 rows', () => {
  it('writes the XLSX file within a fixed memory ceiling', async () => {
    // snapshots of the whole country: rows without region references insert fast
    await t.db.query(
      `insert into stats_snapshots (region_name, period_from, trained, qualified, started, jobs, subsidy_fen, note, created_by_name)
       select '全国', date '2025-01-01' + (g % 365), g % 500, g % 300, g % 50, g % 120, g * 100, '批量统计' || g, '测试'
         from generate_series(1, 100000) g`,
    );
    // live memory, not garbage waiting for a collection: collect before each sample
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const token = await tok('admin01');
    const started = await t.call('POST', `${V}/admin/statsSnapshot/export?format=xlsx`, { token });
    const sampler = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 1000);
    await t.exports.idle();
    clearInterval(sampler);
    const job = (await t.call('GET', `${V}/common/exports/${started.body.data.id}`, { token })).body.data;
    expect(job.status).toBe('done');
    expect(job.rowsTotal).toBeGreaterThanOrEqual(100000);
    const r = await t.app.request(`${V}/common/exports/${job.id}/file`, { headers: { authorization: token } });
    let bytes = 0;
    const reader = r.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    expect(bytes).toBeGreaterThan(1_000_000);
    // the rows or the sheet's XML held at once would be 50-100 MB; a batch of 1,000 rows is far less
    expect(peak - before).toBeLessThan(20 * 1024 * 1024);
  }, 180_000);
});
