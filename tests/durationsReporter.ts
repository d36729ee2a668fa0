import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * With DURATIONS_OUT set (scripts/test.mjs under RECORD_DURATIONS=1), appends a line per test file:
 * its path and the milliseconds it took with its hooks (the JSON report's times leave out beforeAll,
 * where the accessibility sweep does all its work). tests/sequencer.ts reads what this records.
 */
export default class DurationsReporter implements Reporter {
  onTestModuleEnd(module: TestModule) {
    const out = process.env.DURATIONS_OUT;
    if (!out) return;
    const d = module.diagnostic();
    const ms = Math.round(d.collectDuration + d.setupDuration + d.duration);
    appendFileSync(out, `${JSON.stringify({ file: relative(process.cwd(), module.moduleId), ms })}\n`);
  }
}
