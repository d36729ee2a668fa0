import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactIcon } from '../../scripts/compactIcons.ts';

const ICONS = 'node_modules/antd-mobile-icons/es';
const paths = (code: string) => [...code.matchAll(/\bd: "([^"]*)"/g)].map((m) => m[1]!);
const numbers = (d: string) => (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);

/** Every icon module the app imports (src/), by name. */
function usedIcons(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (/\.tsx?$/.test(e.name))
        for (const m of readFileSync(join(dir, e.name), 'utf8').matchAll(/antd-mobile-icons\/es\/([A-Za-z]+)/g)) found.add(m[1]!);
    }
  };
  walk('src');
  return [...found].sort();
}

describe('compact icons (scripts/compactIcons.ts)', () => {
  const icons = usedIcons();

  it('finds the icons the app uses', () => {
    expect(icons.length).toBeGreaterThan(5);
  });

  it.each(icons)('%s: the same drawing within a twentieth of a unit, no ids, a third smaller', (name) => {
    const code = readFileSync(join(ICONS, `${name}.js`), 'utf8');
    const small = compactIcon(code);
    const before = paths(code);
    const after = paths(small);
    expect(after.map((d) => d.replace(/[-\d.]+/g, '#'))).toEqual(before.map((d) => d.replace(/[-\d.]+/g, '#'))); // the same commands
    before.forEach((d, i) => {
      const was = numbers(d);
      const now = numbers(after[i]!);
      expect(now).toHaveLength(was.length);
      for (const [j, n] of was.entries()) expect(Math.abs(n - now[j]!)).toBeLessThanOrEqual(0.05 + 1e-9);
    });
    expect(small).not.toMatch(/\bid: "/);
    expect(small).toContain('createElement("svg"');
    expect(small.length).toBeLessThan(code.length * 0.85);
  });
});
