import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the slowest test files first, whatever their project, so the long ones start while every
 * worker is free and the run does not end waiting on one late starter. The durations come from
 * tests/durations.json (`RECORD_DURATIONS=1 npm test` rewrites it); a file not listed there is
 * taken as slow, so a new file starts early too.
 */
export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>;
    const root = this.ctx.config.root;
    const duration = (f: TestSpecification) => known[relative(root, f.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => duration(b) - duration(a));
  }
}
