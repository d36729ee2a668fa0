// `npm run bench`: builds nothing; run `npm run build` first. Prints and writes bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServer, loginToken } from './server.ts';
import { firstLoads } from './firstLoad.ts';
import { loadTest } from './load.ts';

const BUDGET = { loginFirstLoadGzipKB: 130, infoP99Ms: 20 };

const server = await startServer(Number(process.env.BENCH_PORT || 8099));
try {
  const tokenFor = (user: string) => loginToken(server.baseURL, user);
  const pages = await firstLoads(server.baseURL, [
    { path: '/login' },
    { path: '/cultivate/learningtasks', login: 'zbb_student01' },
    { path: '/manage/classList', login: 'teacher01' },
    { path: '/home', login: 'zbb_student01' },
  ], tokenFor);
  const learner = pages.find((p) => p.path === '/cultivate/learningtasks')!;
  const learnerLoadsForeignChunks = learner.files.some((f) => /(seller|manage|supplymarket|workbench)/i.test(f));

  const token = await tokenFor('teacher01');
  const info = await loadTest(`${server.baseURL}/v1/wangchuang/common/info`, { authorization: token }, 50, 10);

  const results = {
    measuredAt: new Date().toISOString(),
    firstLoadGzipKB: Object.fromEntries(pages.map((p) => [p.path, +(p.gzipBytes / 1024).toFixed(1)])),
    firstLoadFiles: Object.fromEntries(pages.map((p) => [p.path, p.files])),
    learnerLoadsForeignChunks,
    commonInfo: info,
    budgets: BUDGET,
    withinBudget: {
      loginFirstLoad: pages[0].gzipBytes / 1024 <= BUDGET.loginFirstLoadGzipKB,
      infoP99: info.p99Ms <= BUDGET.infoP99Ms,
    },
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log(JSON.stringify({ firstLoadGzipKB: results.firstLoadGzipKB, learnerLoadsForeignChunks, commonInfo: info, withinBudget: results.withinBudget }, null, 2));
} finally {
  await server.stop();
}
