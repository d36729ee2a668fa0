import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { expectSecurityHeaders, testApp } from './helpers.ts';
import { ExportQueue, MAX_ACTIVE_PER_USER, startExport, type ExportSource } from '../../server/services/exportJobs.ts';
import { EXPORT_SOURCES } from '../../server/services/exportSources.ts';
import type { Caller } from '../../server/caller.ts';
import { join } from 'node:path';

/**
 * Exports as jobs (docs/security-and-operations.md "Exports"): a request queues or joins a job and
 * answers at once; the worker writes the file with progress; only its owner downloads it, until it
 * expires; one running job per user; a job of a dead process is taken again; several workers (as
 * several processes on one PostgreSQL with PG_TEST_URL) share one queue and never run a job twice.
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
const J = `${V}/common/exports/`;
let t: App;
const tokens = new Map<string, string>();
const tok = async (u: string) => tokens.get(u) ?? tokens.set(u, await t.login(u)).get(u)!;
/** A user as the auth middleware finds them (the scope a job keeps). */
const callerOf = async (u: string) =>
  (await t.db.one<Caller>(
    `select u.id, u.username, u.role, u.real_name as "realName", u.phone, u.province_id as "provinceId", u.city_id as "cityId",
            u.county_id as "countyId", u.institution_id as "institutionId", u.class_id as "classId", u.needs_profile as "needsProfile",
            u.must_change_password as "mustChangePassword", u.parent_id as "parentId", u.menu_paths as "menuPaths", '' as "tokenHash"
       from users u where username = $1`,
    [u],
  ))!;

beforeAll(async () => {
  t = await testApp();
});

/** A source whose rows wait until released: jobs that stay running while the test looks. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const source: ExportSource = async () => ({
    title: '测试',
    total: 2,
    header: ['列'],
    rows: (async function* () {
      yield [['一']];
      await opened;
      yield [['二']];
    })(),
  });
  return { source, open };
}

const running = async () =>
  t.db.query<{ userId: number; n: number }>(`select user_id as "userId", count(*)::int as n from export_jobs where status = 'running' group by user_id`);

describe('an export is a job', () => {
  it('answers at once with the job, joins the same one, shows progress, and gives the file to its owner only', async () => {
    const token = await tok('admin01');
    const path = `${V}/admin/teacher/export?format=xlsx&realName=老师&pageNum=3`;
    const first = await t.call('POST', path, { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'queued', format: 'xlsx', rowsDone: 0, name: expect.stringMatching(/^教师-\d{8}\.xlsx$/) });
    // the same export asked again (from another page of the list) before it is done: the same job
    const again = await t.call('POST', path.replace('pageNum=3', 'pageNum=1'), { token });
    const answered = new Date();
    // a loaded machine can finish the small first job while the second request is on its way: then a new
    // job is right too. (Compared with when the second was answered, not asked: a job that finished in
    // between had once been counted as unfinished, and the new job taken for a failure to join.)
    const [firstJob] = await t.db.query<{ finishedAt: Date | null }>('select finished_at as "finishedAt" from export_jobs where id = $1', [first.body.data.id]);
    if (!firstJob!.finishedAt || firstJob!.finishedAt > answered) expect(again.body.data.id).toBe(first.body.data.id);
    if (again.body.data.id !== first.body.data.id) expect(firstJob!.finishedAt).not.toBeNull();
    // another format is another file
    expect((await t.call('POST', path.replace('xlsx', 'csv'), { token })).body.data.id).not.toBe(first.body.data.id);
    await t.exports.idle();
    const job = (await t.call('GET', `${J}${first.body.data.id}`, { token })).body.data;
    const listed = (await t.call('GET', `${V}/admin/teacher/list?realName=老师`, { token })).body.data.total;
    expect(job).toMatchObject({ status: 'done', rowsTotal: listed, rowsDone: listed, error: null });
    expect(new Date(job.expiresAt).getTime() - new Date(job.finishedAt).getTime()).toBe(24 * 3600_000);
    const file = await t.app.request(`${J}${job.id}/file`, { headers: { authorization: token } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(job.name)}`);
    expectSecurityHeaders(file.headers);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    expect(book.worksheets[0].rowCount).toBe(listed + 1);
    // done: a new request is a new job
    expect((await t.call('POST', path, { token })).body.data.id).not.toBe(job.id);
    await t.exports.idle();
    // anyone else: 404 for the job and its file, as for a job that does not exist
    const other = await tok('province01');
    expect((await t.call('GET', `${J}${job.id}`, { token: other })).body).toEqual({ code: 404, msg: '导出记录不存在', data: null });
    expect((await t.call('GET', `${J}${job.id}/file`, { token: other })).status).toBe(404);
    expect((await t.call('GET', `${J}${job.id}/file`)).status).toBe(401);
    expect((await t.call('GET', `${J}abc`, { token })).status).toBe(404);
    // 导出记录: the caller's own jobs, newest first
    const records = (await t.call('GET', `${V}/common/exportJob/list`, { token })).body.data;
    expect(records.list.map((r: { id: number }) => r.id)).toContain(job.id);
    expect((await t.call('GET', `${V}/common/exportJob/list`, { token: other })).body.data.list.map((r: { id: number }) => r.id)).not.toContain(job.id);
  });

  it('refuses a bad format or filter, and a caller without the role or scope, before queuing anything', async () => {
    const before = (await t.db.one<{ n: number }>('select count(*)::int as n from export_jobs'))!.n;
    const token = await tok('admin01');
    expect((await t.call('POST', `${V}/admin/teacher/export?format=pdf`, { token })).body.msg).toBe('导出格式有误');
    expect((await t.call('POST', `${V}/admin/teacher/export?createdAtFrom=notadate`, { token })).status).toBe(400);
    expect((await t.call('POST', `${V}/institution/institution/export`, { token: await tok('inst01') })).status).toBe(403);
    expect((await t.call('GET', `${V}/admin/teacher/export?format=csv`, { token })).status).toBe(404);
    expect((await t.db.one<{ n: number }>('select count(*)::int as n from export_jobs'))!.n).toBe(before);
  });

  it('the statistics and score tables are jobs too, scoped as their pages', async () => {
    const token = await tok('city01');
    const stats = await t.exportFile(`${V}/city/reports/stats/statistical/export?format=csv`, token);
    expect(stats.job).toMatchObject({ status: 'done', name: expect.stringMatching(/^创业情况统计表-广州市-\d{8}\.csv$/) });
    expect(await stats.file!.text()).toContain('合计');
    const bad = await t.call('POST', `${V}/city/reports/stats/statistical/export?from=2026-02-01&to=2026-01-01`, { token });
    expect(bad.body.msg).toBe('开始日期不能晚于结束日期');
  });

  it(`one user may have ${MAX_ACTIVE_PER_USER} exports waiting or running; one more is refused`, async () => {
    const token = await tok('province02');
    const user = await callerOf('province02');
    for (let i = 0; i < MAX_ACTIVE_PER_USER; i++) await startExport(t.db, user, { kind: 'never', params: { i }, title: '测试', format: 'csv' });
    const refused = await t.call('POST', `${V}/province/teacher/export?format=csv`, { token });
    expect(refused.body).toEqual({ code: 400, msg: `进行中的导出已有${MAX_ACTIVE_PER_USER}个，请等它们完成后再导出`, data: null });
    await t.db.query(`update export_jobs set status = 'failed' where user_id = $1 and status = 'queued'`, [user.id]);
  });
});

describe('the workers', () => {
  it('run at most one job per user at a time and at most `concurrency` per process', async () => {
    const { source, open } = gate();
    const queue = new ExportQueue(t.db, t.log, { dir: join(t.config.dataDir, 'exports'), concurrency: 2, ttlMs: 3600_000, sources: { gate: source } });
    const [a, b, c] = await Promise.all(['inst01', 'inst02', 'city02'].map(callerOf));
    const jobs = [];
    for (const [who, i] of [
      [a, 1],
      [a, 2],
      [b, 1],
      [c, 1],
    ] as const)
      jobs.push(await startExport(t.db, who, { kind: 'gate', params: { i }, title: '测试', format: 'csv' }));
    queue.kick();
    await expect.poll(async () => (await running()).length, { timeout: 5000, interval: 50 }).toBe(2);
    // the first two users' first jobs: the second job of inst01 waits behind its first, city02 behind the slots
    expect((await running()).map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    // a kick with every slot taken (a NOTIFY from another process) changes nothing and loses nothing:
    // it once left the worker deaf to every later kick, and the rest of the queue waited for ever
    queue.kick();
    await new Promise((r) => setTimeout(r, 50));
    queue.kick();
    expect((await running()).length).toBe(2);
    open();
    await queue.idle();
    const ended = await t.db.query<{ status: string }>('select status from export_jobs where id = any($1)', [jobs.map((j) => j.id)]);
    expect(ended.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it("asks for a gap in the process's own requests before each next batch, and goes on once it comes", async () => {
    const batches: ExportSource = async () => ({
      title: '测试',
      total: 3,
      header: ['列'],
      rows: (async function* () {
        yield [['一']];
        yield [['二']];
        yield [['三']];
      })(),
    });
    let asked = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const gap = () => {
      asked++;
      return held;
    };
    const queue = new ExportQueue(t.db, t.log, { dir: join(t.config.dataDir, 'exports'), concurrency: 1, ttlMs: 3600_000, sources: { batches }, gap });
    const job = await startExport(t.db, await callerOf('inst01'), { kind: 'batches', params: {}, title: '测试', format: 'csv' });
    queue.kick();
    await expect.poll(() => asked, { timeout: 5000, interval: 20 }).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    // no gap yet: the second batch is not asked for and the job is still running
    expect(asked).toBe(1);
    expect((await t.db.one<{ status: string }>('select status from export_jobs where id = $1', [job.id]))?.status).toBe('running');
    release();
    await queue.idle();
    expect(asked).toBe(3);
    expect((await t.db.one<{ status: string }>('select status from export_jobs where id = $1', [job.id]))?.status).toBe('done');
  });

  it('a job left running by a dead process is taken again after the timeout and finished', async () => {
    const who = await callerOf('inst01');
    const job = await startExport(t.db, who, { kind: 'resource', params: { key: 'teacher', filters: {} }, title: '教师管理', format: 'csv' });
    await t.db.query(
      `update export_jobs set status = 'running', worker = 'dead-host:1', attempts = 1, heartbeat_at = now() - interval '2 minutes' where id = $1`,
      [job.id],
    );
    // still beating: left alone
    expect(await t.exports.retakeStale(5 * 60_000)).toBe(0);
    expect(await t.exports.retakeStale()).toBe(1);
    t.exports.kick();
    await t.exports.idle();
    const row = await t.db.one<{ status: string; worker: string; attempts: number }>('select status, worker, attempts from export_jobs where id = $1', [
      job.id,
    ]);
    expect(row).toMatchObject({ status: 'done', worker: t.exports.worker, attempts: 2 });
    // a job that keeps dying is given up with a message
    await t.db.query(
      `update export_jobs set status = 'running', worker = 'dead-host:1', attempts = 3, heartbeat_at = now() - interval '2 minutes' where id = $1`,
      [job.id],
    );
    await t.exports.retakeStale();
    expect(await t.db.one('select status, error from export_jobs where id = $1', [job.id])).toEqual({ status: 'failed', error: '导出失败，请重新导出' });
  });

  it('files expire: the sweep deletes them, the record says 已过期 and the download is 404', async () => {
    const token = await tok('inst01');
    const { job } = await t.exportFile(`${V}/institution/teacher/export?format=csv`, token);
    const { file } = (await t.db.one<{ file: string }>('select file from export_jobs where id = $1', [job.id]))!;
    expect(existsSync(file)).toBe(true);
    await t.db.query(`update export_jobs set expires_at = now() - interval '1 second' where id = $1`, [job.id]);
    expect((await t.call('GET', `${J}${job.id}/file`, { token })).status).toBe(404);
    expect(await t.exports.sweep()).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await t.call('GET', `${J}${job.id}`, { token })).body.data.status).toBe('expired');
  });

  it('a failing export is marked failed with a message, logged once, and the partial file removed', async () => {
    const before = t.log.lines.filter((l) => l.level === 'error').length;
    const broken: ExportSource = async () => ({
      title: '坏',
      total: 1,
      header: ['列'],
      rows: (async function* () {
        yield [['一']];
        throw new Error('disk gone');
      })(),
    });
    const queue = new ExportQueue(t.db, t.log, { dir: join(t.config.dataDir, 'exports'), concurrency: 1, ttlMs: 3600_000, sources: { broken } });
    const job = await startExport(t.db, await callerOf('inst02'), { kind: 'broken', params: {}, title: '坏', format: 'xlsx' });
    queue.kick();
    await queue.idle();
    expect(await t.db.one('select status, error, file from export_jobs where id = $1', [job.id])).toEqual({
      status: 'failed',
      error: '导出失败，请重新导出',
      file: null,
    });
    expect(t.log.lines.filter((l) => l.level === 'error')).toHaveLength(before + 1);
  });

  it('several workers on one database (processes sharing PostgreSQL) run every job exactly once', async () => {
    const queues = [1, 2, 3].map(
      () => new ExportQueue(t.db, t.log, { dir: join(t.config.dataDir, 'exports'), concurrency: 2, ttlMs: 3600_000, sources: EXPORT_SOURCES }),
    );
    const users = await Promise.all(['admin01', 'province01', 'province02', 'city01', 'city02', 'inst01'].map(callerOf));
    // rounds of twelve jobs until more than one worker has taken part (small jobs on a fast database: now
    // and then one worker drained a whole round before the others' first claim came back)
    const workers = new Set<string>();
    for (let round = 0; round < 5 && workers.size < 2; round++) {
      const jobs = [];
      for (const who of users)
        for (const format of ['csv', 'xlsx'] as const)
          jobs.push(await startExport(t.db, who, { kind: 'resource', params: { key: 'teacher', filters: {} }, title: '教师管理', format }));
      for (const q of queues) q.kick();
      await Promise.all(queues.map((q) => q.idle()));
      // a worker that found nothing left looks again until every queue is drained
      for (let i = 0; i < 10 && (await t.db.one<{ n: number }>(`select count(*)::int as n from export_jobs where status = 'queued'`))!.n; i++) {
        for (const q of queues) q.kick();
        await Promise.all(queues.map((q) => q.idle()));
      }
      const rows = await t.db.query<{ status: string; attempts: number; worker: string }>(
        'select status, attempts, worker from export_jobs where id = any($1)',
        [jobs.map((j) => j.id)],
      );
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      for (const r of rows) workers.add(r.worker);
    }
    expect(workers.size).toBeGreaterThan(1);
  });
});
