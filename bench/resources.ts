import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Queryable } from '../server/db/client.ts';
import { type LoadResult, loadTest } from './load.ts';
import { signedInCookies } from './server.ts';

/**
 * The resource layer under load: a list of 100,000 teachers in a city administrator's scope
 * (filtered, sorted pages at 10 connections), an XLSX export of all of them (the server's memory
 * while it streams), and a 50-row table rendered in Chromium at 4× CPU slowdown.
 */

export const BULK_TEACHERS = 100_000;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂';

/** 100,000 teachers of 广州天河创业培训学校 (one city: all in city01's scope), as plain SQL. */
export async function seedBulkTeachers(q: Queryable, n = BULK_TEACHERS) {
  await q.query(
    `insert into users (username, phone, password_hash, role, real_name, qualification, class_types, status, province_id, city_id, county_id, institution_id, created_at, last_login_at)
     select 'bulk' || g, '150' || lpad(g::text, 8, '0'), u.password_hash, 5,
            substr($1, 1 + g % 20, 1) || substr($2, 1 + (g / 20) % 20, 1) || substr($2, 1 + (g / 400) % 20, 1),
            'SYB-BULK-' || g,
            case g % 4 when 0 then '{SYB}' when 1 then '{GYB,SYB}' when 2 then '{ZBB}' else '{DSB,ZBB}' end::text[],
            case when g % 10 = 0 then 0 else 1 end,
            u.province_id, u.city_id, u.county_id, u.institution_id,
            now() - make_interval(mins => g), case when g % 3 = 0 then null else now() - make_interval(hours => g % 500) end
       from generate_series(1, $3::int) g, (select * from users where username = 'inst01') u`,
    [SURNAMES, GIVEN, n],
  );
}

export interface ListLoad extends LoadResult {
  rowsInScope: number;
}

/** p99 of filtered, sorted pages of the teacher list for city01 (100,000 rows in scope), 10 connections. */
export async function resourceListLoad(baseURL: string, token: string): Promise<ListLoad[]> {
  const base = `${baseURL}/v1/wangchuang/city/teacher/list`;
  const total = async (q: string) =>
    ((await (await fetch(`${base}?${q}`, { headers: { authorization: token } })).json()) as { data: { total: number } }).data.total;
  const queries = [
    'status=1&sort=createdAt&order=desc&pageNum=3&pageSize=20',
    'institutionId=1&sort=lastLoginAt&order=asc&pageNum=50&pageSize=20',
    'classTypes=ZBB&sort=createdAt&order=desc&pageNum=1&pageSize=50',
    'realName=王伟&sort=realName&order=asc&pageNum=1&pageSize=20',
  ];
  const results: ListLoad[] = [];
  for (const q of queries) results.push({ ...(await loadTest(`${base}?${q}`, { authorization: token }, 10, 10)), rowsInScope: await total(q) });
  return results;
}

const rssKB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** An export job run to the end (started, followed every 200 ms, then its file read): its job and the file's size. */
export async function runExport(
  baseURL: string,
  token: string,
  path: string,
): Promise<{ job: { id: number; rowsTotal: number; status: string }; bytes: number }> {
  const headers = { authorization: token };
  const started = (await (await fetch(`${baseURL}${path}`, { method: 'POST', headers })).json()) as { data: { id: number } };
  let job: { id: number; rowsTotal: number; status: string };
  for (;;) {
    job = ((await (await fetch(`${baseURL}/v1/wangchuang/common/exports/${started.data.id}`, { headers })).json()) as { data: typeof job }).data;
    if (job.status !== 'queued' && job.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  let bytes = 0;
  if (job.status === 'done') {
    const res = await fetch(`${baseURL}/v1/wangchuang/common/exports/${job.id}/file`, { headers });
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  }
  return { job, bytes };
}

/** An export job of the teacher list, with the server's resident memory sampled every 50 ms: the rise over its resting size. */
export async function exportMemory(
  baseURL: string,
  token: string,
  serverPid: number,
  query: string,
): Promise<{ rows: number; bytes: number; seconds: number; restingMB: number; peakRiseMB: number }> {
  const resting = rssKB(serverPid);
  let peak = resting;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKB(serverPid));
  }, 50);
  const started = Date.now();
  const { job, bytes } = await runExport(baseURL, token, `/v1/wangchuang/city/teacher/export?${query}`);
  clearInterval(timer);
  return {
    rows: job.rowsTotal,
    bytes,
    seconds: +((Date.now() - started) / 1000).toFixed(1),
    restingMB: +(resting / 1024).toFixed(0),
    peakRiseMB: +((peak - resting) / 1024).toFixed(1),
  };
}

/**
 * One city administrator asks for 20 exports of all 100,000 teachers at once (20 different filters, so
 * 20 jobs), while other users page a list and open the mall's home: their p99, and the server's memory
 * rise, for `seconds` of the storm (the jobs queue: one runs per user at a time).
 */
export async function exportStorm(baseURL: string, pid: number, tokens: { exporter: string; admin: string; buyer: string }, seconds: number) {
  const othersFor = () =>
    Promise.all([
      loadTest(`${baseURL}/v1/wangchuang/mall/home`, { authorization: tokens.buyer }, 5, seconds),
      loadTest(`${baseURL}/v1/wangchuang/province/teacher/list?pageNum=2&pageSize=20`, { authorization: tokens.admin }, 5, seconds),
    ]);
  // the same load without the exports first: on a busy machine the difference is what the exports cost
  const [homeAlone, listAlone] = await othersFor();
  const resting = rssKB(pid);
  let peak = resting;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKB(pid));
  }, 100);
  const headers = { authorization: tokens.exporter };
  const started = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const res = await fetch(`${baseURL}/v1/wangchuang/city/teacher/export?format=xlsx&createdAtFrom=2000-01-${String(i + 1).padStart(2, '0')}`, {
        method: 'POST',
        headers,
      });
      return ((await res.json()) as { code: number; data: { id: number } }).data?.id;
    }),
  );
  const [home, list] = await othersFor();
  clearInterval(timer);
  const jobs = await Promise.all(
    started.map(
      async (id) =>
        ((await (await fetch(`${baseURL}/v1/wangchuang/common/exports/${id}`, { headers })).json()) as { data: { status: string; rowsDone: number } }).data,
    ),
  );
  return {
    jobsStarted: new Set(started.filter(Boolean)).size,
    jobsDone: jobs.filter((j) => j.status === 'done').length,
    rowsWritten: jobs.reduce((n, j) => n + j.rowsDone, 0),
    otherUsers: { mallHome: home, teacherList: list },
    otherUsersWithoutExports: { mallHome: homeAlone, teacherList: listAlone },
    restingMB: +(resting / 1024).toFixed(0),
    peakRiseMB: +((peak - resting) / 1024).toFixed(1),
  };
}

declare global {
  interface Window {
    __listAnsweredAt?: number;
    __renderMs?: number[];
  }
}

/**
 * A 50-row table page rendered at 4× CPU slowdown: from the moment the list answer arrives to the
 * first frame with all 50 rows (JSON, state, React render, layout). Median of runs, answers served
 * by Playwright so the network is not measured.
 */
export async function tableRenderMs(baseURL: string, token: string, runs = 7): Promise<{ medianMs: number; runsMs: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    await context.addCookies(signedInCookies(baseURL, token));
    const page = await context.newPage();
    const real = await (await fetch(`${baseURL}/v1/wangchuang/city/teacher/list?pageNum=1&pageSize=50`, { headers: { authorization: token } })).json();
    await page.route('**/v1/wangchuang/city/teacher/list**', (route) => {
      const size = Number(new URL(route.request().url()).searchParams.get('pageSize') ?? 10);
      return route.fulfill({ json: { ...real, data: { ...real.data, list: real.data.list.slice(0, size), pageSize: size } } });
    });
    await page.goto(`${baseURL}/manage/teacherList`);
    await page.locator('.ui-table tbody tr').first().waitFor();
    await page.evaluate(() => {
      window.__renderMs = [];
      const fetchOriginal = window.fetch;
      window.fetch = async (...args) => {
        const res = await fetchOriginal(...args);
        if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/teacher/list')) window.__listAnsweredAt = performance.now();
        return res;
      };
      new MutationObserver(() => {
        const rows = document.querySelectorAll('.ui-table tbody tr').length;
        if (rows === 50 && window.__listAnsweredAt !== undefined) {
          const answered = window.__listAnsweredAt;
          window.__listAnsweredAt = undefined;
          requestAnimationFrame(() => window.__renderMs!.push(performance.now() - answered));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < runs; i++) {
      // 10 rows, then 50: each switch renders the table afresh from an answer
      await page.locator('.rs-page-size').selectOption('10');
      await page.waitForFunction(() => document.querySelectorAll('.ui-table tbody tr').length === 10);
      await page.locator('.rs-page-size').selectOption('50');
      await page.waitForFunction((n) => window.__renderMs!.length === n, i + 1);
    }
    const runsMs = (await page.evaluate(() => window.__renderMs!)).map((x) => Math.round(x));
    return { medianMs: [...runsMs].sort((a, b) => a - b)[Math.floor(runsMs.length / 2)]!, runsMs };
  } finally {
    await browser.close();
  }
}
