import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WALLET_REASON_NAMES } from '../../src/api/contract/seller.ts';

/** Every reason a service moves gold coins with: `move(q, who, amount, 'reason'` in server/services. */
function reasonsMoved(): string[] {
  const dir = 'server/services';
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const found = new Set<string>();
  for (const f of files) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/\bmove\(\s*q,[^;]*?,\s*'([a-z_]+)'/g)) found.add(m[1]!);
  return [...found].sort();
}

describe('the gold-coin ledger', () => {
  it('names every reason the server moves coins with, so no ledger shows a raw code (the buyer centre showed pay, settle…)', () => {
    const reasons = reasonsMoved();
    expect(reasons).toContain('pay');
    expect(reasons.length).toBeGreaterThan(10);
    expect(reasons.filter((r) => !WALLET_REASON_NAMES[r])).toEqual([]);
  });
});
