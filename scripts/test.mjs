// `npm test`: lint and typecheck, builds the app, then runs every vitest project (unit, component, server, e2e).
// Without Chromium it says how to install it and runs the rest; with CI=true a missing Chromium is an error.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const haveChromium = existsSync(chromium);
const projects = ['unit', 'component', 'server'];

if (haveChromium) {
  projects.push('e2e');
} else if (process.env.CI === 'true') {
  console.error(
    `Chromium not found at ${chromium}; the end-to-end tests need it.\n` +
      'Install it: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM=/path/to/chromium).',
  );
  process.exit(1);
} else {
  console.warn(
    `\n⚠ Chromium not found at ${chromium}: skipping the end-to-end tests.\n` +
      '  Install it with: sudo apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM=/path/to/chromium)\n',
  );
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

// The rules of docs/architecture.md ("Boundaries, checked") and the types come first: a broken
// boundary, an import cycle or a type error fails the run before any test.
if (run('npm', ['run', 'lint']) !== 0) process.exit(1);
if (run('npm', ['run', 'typecheck']) !== 0) process.exit(1);

if (projects.includes('e2e') && run('npm', ['run', 'build']) !== 0) process.exit(1);

const report = join(tmpdir(), `vitest-report-${process.pid}.json`);
const status = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  rmSync(report);
}
process.exit(status);
