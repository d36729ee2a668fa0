// `npm test`: lint and typecheck, builds the app, then runs every vitest project (unit, component, server, e2e). With a
// PostgreSQL server for tests (PG_TEST_URL, e.g. from scripts/pg-cluster.sh) the server project runs on
// it, with the two-process test (cluster), and the engine files on PGlite beside it; without one the
// server project runs on PGlite.
// Without Chromium or PostgreSQL it says how to get them and runs the rest; with CI=true either missing is an error.
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// the e2e tests drive Debian's headless shell where it is installed (tests/e2e/browser.ts), else Chromium
const chromium = process.env.CHROMIUM || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) || '/usr/bin/chromium';
const haveChromium = existsSync(chromium);
const pgUrl = process.env.PG_TEST_URL || '';
const projects = ['unit', 'component', 'server'];
const ci = process.env.CI === 'true';

if (haveChromium) {
  projects.push('e2e');
} else if (ci) {
  console.error(
    `Chromium not found at ${chromium}; the end-to-end tests need it.\n` +
      'Install it: apt-get update && apt-get install -y chromium chromium-headless-shell fonts-noto-cjk (or set CHROMIUM=/path/to/chromium).',
  );
  process.exit(1);
} else {
  console.warn(
    `\n⚠ Chromium not found at ${chromium}: skipping the end-to-end tests.\n` +
      '  Install it with: sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk (or set CHROMIUM=/path/to/chromium)\n',
  );
}
if (!pgUrl) {
  const how = 'Start one with: eval "$(scripts/pg-cluster.sh start)" (needs apt-get install -y postgresql), then run npm test again.';
  if (ci) {
    console.error(`PG_TEST_URL is not set; the server tests must also run on PostgreSQL.\n${how}`);
    process.exit(1);
  }
  console.warn(`\n⚠ PG_TEST_URL not set: the server tests run on PGlite only, and the two-process test does not run.\n  ${how}\n`);
}

const run = (cmd, args, env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

// The rules of docs/architecture.md ("Boundaries, checked") and the types come first: a broken
// boundary, an import cycle or a type error fails the run before any test.
if (run('npm', ['run', 'lint'], process.env) !== 0) process.exit(1);
if (run('npm', ['run', 'typecheck'], process.env) !== 0) process.exit(1);

if (projects.includes('e2e') && run('npm', ['run', 'build'], process.env) !== 0) process.exit(1);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** With RECORD_DURATIONS=1 each run appends its files' times here (tests/durationsReporter.ts), for tests/durations.json. */
const recording = !!process.env.RECORD_DURATIONS;
if (recording) process.env.DURATIONS_OUT = join(mkdtempSync(join(tmpdir(), 'cy-durations-')), 'lines.jsonl');
const vitestArgs = (names, label, extra) => {
  const report = join(tmpdir(), `vitest-report-${process.pid}-${label}.json`);
  return {
    report,
    args: [
      'vitest',
      'run',
      ...names.flatMap((p) => ['--project', p]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...(recording ? ['--reporter=./tests/durationsReporter.ts'] : []),
    ],
  };
};
/** Adds a finished run's counts (its JSON report) to the totals. */
function count(report) {
  if (!existsSync(report)) return;
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  rmSync(report);
}
/**
 * One vitest run of these projects with this environment, its output streamed; adds its counts to the
 * totals.
 */
function vitest(names, env, label, extra = []) {
  const { report, args } = vitestArgs(names, label, extra);
  const child = spawn('npx', args, { stdio: 'inherit', env });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      count(report);
      resolve(code ?? 1);
    });
  });
}
/**
 * The same, with its output kept in a file (printed when it ends), for runs side by side: the two
 * end-to-end groups (each file one at a time against the group's server) and the engine files.
 */
function vitestBeside(names, env, label, extra = []) {
  const { report, args } = vitestArgs(names, label, extra);
  const log = join(tmpdir(), `vitest-${process.pid}-${label}.log`);
  const out = openSync(log, 'w');
  const child = spawn('npx', args, { stdio: ['ignore', out, out], env });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      closeSync(out);
      console.log(`\n──── ${label} ────\n${readFileSync(log, 'utf8')}`);
      rmSync(log);
      count(report);
      resolve(code ?? 1);
    });
  });
}

/*
 * The server tests that do not depend on the database engine's connection (they start real server
 * processes, drive the PGlite thread, or need no database): they run once, on PGlite.
 */
const ENGINE_FILES = [
  'tests/server/startup.test.ts',
  'tests/server/pgliteThread.test.ts',
  'tests/server/maintenance.test.ts',
  'tests/server/static.test.ts',
  'tests/server/orderMachine.test.ts',
];
/**
 * The end-to-end files in E2E_GROUPS (2) groups of about equal time (tests/durations.json, slowest
 * first), each run by a vitest process of its own against a seeded server of its own (its global
 * setup): a browser test spends most of its time waiting for pages, so two overlap on two cores.
 */
function e2eGroups(count) {
  const known = JSON.parse(readFileSync('tests/durations.json', 'utf8'));
  const time = (f) => known[f] ?? 60_000;
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `tests/e2e/${f}`)
    .sort((a, b) => time(b) - time(a));
  const groups = Array.from({ length: count }, () => ({ files: [], ms: 0 }));
  for (const f of files) {
    const least = groups.reduce((a, b) => (b.ms < a.ms ? b : a));
    least.files.push(f);
    least.ms += time(f);
  }
  return groups.map((g) => g.files).filter((g) => g.length > 0);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Seeds one data folder for the end-to-end servers (tests/e2e/global-setup.ts copies it): the server
 * is started on it until it answers, then stopped. Seeding once instead of once per group saves a
 * seed's time and keeps two seeds from competing at the start.
 */
async function seededDataFolder(env) {
  const dir = mkdtempSync(join(tmpdir(), 'cy-e2e-seed-'));
  // the seed's calendar is the day it ran on: tests read it from here (tests/e2e/global-setup.ts), so a
  // run across China's midnight still expects the seeded dates
  const seededAt = Date.now();
  writeFileSync(join(dir, 'seeded-at'), String(seededAt));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), DATA_DIR: dir, CAPTCHA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const started = Date.now();
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/v1/wangchuang/common/info`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401) break;
    if (server.exitCode !== null || Date.now() - started > 300_000) throw new Error(`the e2e seed server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  // the server seeds on its own clock a few seconds after seeded-at: across China's midnight the two
  // days differ, so seed again on the new day
  if (chinaDay(seededAt) !== chinaDay(Date.now())) {
    rmSync(dir, { recursive: true, force: true });
    return seededDataFolder(env);
  }
  return dir;
}

const chinaDay = (ms) => Math.floor((ms + 8 * 3_600_000) / 86_400_000);

const { PG_TEST_URL: _unused, ...withoutPg } = process.env;
let e2eSeed = '';
// one seeded data folder for every server a test starts on PGlite (SEEDED_DATA_DIR: the e2e servers,
// the start-up file's `npm run serve`), made while the first phase runs: three seeds at once at the
// start had left one past its timeout
const seeded = projects.includes('e2e') || pgUrl ? seededDataFolder(withoutPg).then((dir) => (e2eSeed = dir)) : Promise.resolve('');
const e2e = () =>
  projects.includes('e2e')
    ? seeded.then(async (dir) => {
        const codes = await Promise.all(
          e2eGroups(Math.max(1, Number(process.env.E2E_GROUPS || 2))).map((files, i, all) =>
            vitestBeside(['e2e'], { ...withoutPg, SEEDED_DATA_DIR: dir }, all.length > 1 ? `e2e-${i + 1}` : 'e2e', files),
          ),
        );
        return codes.find((c) => c !== 0) ?? 0;
      })
    : Promise.resolve(0);
/*
 * Two phases, not everything at once: the server, component and unit tests first, then the browsers
 * (with the engine files beside them). Run together on a 2-core machine they had kept the load at
 * 12-20 for 25 minutes: timing tests and set-ups ran out of time, and vitest gave up starting workers
 * after its fixed 60 s ("Failed to start forks worker"), which no test timeout can raise.
 */
let status;
if (pgUrl) {
  // With a PostgreSQL server the server project runs on it: several connections at once (LISTEN/NOTIFY
  // between app instances, row locks under concurrent writes, idempotent payments, shared rate
  // counters), as production runs, and PostgreSQL 15 beside PGlite's 17 keeps the SQL to what both
  // accept. PGlite, the default engine, is what the end-to-end server runs on, and the engine files run
  // on it beside the browsers. Running every server test on both engines doubled the suite's cost for
  // little: the SQL and the rules are the same (docs/architecture.md "Tests").
  const exclude = ENGINE_FILES.filter((f) => f !== 'tests/server/maintenance.test.ts').flatMap((f) => ['--exclude', f]);
  status = await vitest([...projects.filter((p) => p !== 'e2e'), 'cluster'], { ...process.env, PG_TEST_URL: pgUrl }, 'postgres', exclude);
  const engine = seeded.then((dir) => vitestBeside(['server'], { ...withoutPg, SEEDED_DATA_DIR: dir }, 'pglite', ENGINE_FILES));
  const codes = await Promise.all([e2e(), engine]);
  status = codes.find((c) => c !== 0) ?? status;
} else {
  status = await vitest(
    projects.filter((p) => p !== 'e2e'),
    withoutPg,
    'pglite',
  );
  status = (await e2e()) || status;
}

if (e2eSeed) rmSync(e2eSeed, { recursive: true, force: true });

if (recording && existsSync(process.env.DURATIONS_OUT)) {
  const lines = readFileSync(process.env.DURATIONS_OUT, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const sorted = Object.fromEntries(lines.map((l) => [l.file, l.ms]).sort((a, b) => b[1] - a[1]));
  writeFileSync('tests/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${status ? ' (a run failed: see above)' : ''}`,
);
process.exit(status);
