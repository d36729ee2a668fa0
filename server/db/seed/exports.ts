import type { Queryable } from '../client.ts';

/**
 * A few past exports in 导出记录 (their files long expired, so nothing on disk): a city administrator's,
 * an institution's and the two workbench anchors' (the 'self' scope pair of the resource tests).
 */
const PAST: [user: string, name: string, format: 'csv' | 'xlsx', rows: number, daysAgo: number][] = [
  ['city01', '教师-20261120.xlsx', 'xlsx', 1234, 7],
  ['city01', '创业情况统计表-广州市-20261124.csv', 'csv', 12, 3],
  ['inst01', '班级学员-20261122.xlsx', 'xlsx', 86, 5],
  ['zbb_student01', '商品列表-20261123.xlsx', 'xlsx', 24, 4],
  ['zbb_student02', '商品列表-20261121.csv', 'csv', 9, 6],
];

export async function seedExports(q: Queryable): Promise<void> {
  for (const [username, name, format, rows, daysAgo] of PAST) {
    await q.query(
      `insert into export_jobs (user_id, name, format, spec, dedupe_key, status, rows_done, rows_total, attempts, created_at, started_at, finished_at, expires_at)
       select u.id, $2, $3, '{"kind":"resource","params":{},"caller":{}}', 'seed:' || $2, 'expired', $4, $4, 1,
              now() - make_interval(days => $5), now() - make_interval(days => $5), now() - make_interval(days => $5) + interval '20 seconds',
              now() - make_interval(days => $5) + interval '1 day 20 seconds'
         from users u where u.username = $1`,
      [username, name, format, rows, daysAgo],
    );
  }
}
