import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteArea } from '../../src/api/contract/routes/meta.ts';

/**
 * Issue 27: every list and form page of the back office, seller centre, supply market and workbench
 * renders a declaration (ResourcePage, SingleRecord, RecordFormBody) or uses the layer's list
 * controller (useListController, ListView), or is named with its reason in docs/resources.md's
 * "Pages off the layer" list; and the count sentence there says the real figures.
 */

const root = resolve(import.meta.dirname, '../..');
const features = resolve(root, 'src/features');
const AREAS = ['manage', 'seller', 'supplymarket', 'workbench'] as const;
const inAreas = (path: string) => AREAS.some((a) => path === `/${a}` || path.startsWith(`/${a}/`));
/** An import of one of the layer's page pieces (introPage: a ResourcePage with a paragraph above it). */
const LAYER = /from\s+'[^']*\/ui\/(resource\/(ResourcePage|SingleRecord|RecordFormBody|useListController|ListView)|introPage)(\.tsx?)?'/;

/** Every route table of src/api/contract/routes/*.ts: each module's exported areas. */
async function routeTables(): Promise<RouteArea[]> {
  const dir = resolve(root, 'src/api/contract/routes');
  const areas = new Set<RouteArea>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const mod = (await import(resolve(dir, name))) as Record<string, unknown>;
    for (const v of Object.values(mod)) {
      const a = v as RouteArea;
      if (a && typeof a === 'object' && typeof a.name === 'string' && Array.isArray(a.routes)) areas.add(a);
    }
  }
  return [...areas];
}

/** The page modules of the four areas, each with the paths that show it. */
async function pageModules(): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  for (const area of await routeTables())
    for (const route of area.routes) {
      if (!route.page || !inAreas(route.path)) continue;
      const paths = pages.get(route.page) ?? [];
      if (!paths.includes(route.path)) paths.push(route.path);
      pages.set(route.page, paths);
    }
  return pages;
}

/** A page module and the local components it imports (relative imports inside src/features, followed through). */
function moduleFiles(page: string): string[] {
  const seen = new Set<string>();
  const todo = [resolve(features, `${page}.tsx`)];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'(\.{1,2}\/[^']+\.tsx?)'/g)) {
      const target = resolve(dirname(file), m[1]!);
      if (target.startsWith(`${features}/`)) todo.push(target);
    }
  }
  return [...seen];
}

const onLayer = (page: string) => moduleFiles(page).some((f) => LAYER.test(readFileSync(f, 'utf8')));

const doc = readFileSync(resolve(root, 'docs/resources.md'), 'utf8');

/** The "Pages off the layer" paragraph and its list, up to the next paragraph. */
function offLayerSection(): string {
  const start = doc.indexOf('**Pages off the layer, and why.**');
  expect(start, 'docs/resources.md has its "Pages off the layer, and why." list').toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n\n', doc.indexOf('\n- ', start));
  return doc.slice(start, end < 0 ? undefined : end);
}

/**
 * The route paths the list names: `/manage/largeScreen, annualReport, borad` names three (a bare name
 * continues the area of the path before it; a parenthesis says why and is skipped).
 */
function namedOffLayer(): Set<string> {
  const named = new Set<string>();
  const why = String.raw`(?:\s*\([^()]*\))?`;
  const run = new RegExp(String.raw`/(${AREAS.join('|')})/([\w/:]+)${why}((?:,\s*[A-Za-z][\w/:]*${why})*)`, 'g');
  for (const m of offLayerSection().matchAll(run)) {
    const area = m[1]!;
    named.add(`/${area}/${m[2]}`);
    for (const more of (m[3] ?? '').replace(/\([^()]*\)/g, '').split(',')) if (more.trim()) named.add(`/${area}/${more.trim()}`);
  }
  return named;
}

describe('pages on the resource layer (issue 27)', () => {
  it('every page module of /manage, /seller, /supplymarket and /workbench is on the layer or named in docs/resources.md with why', async () => {
    const pages = await pageModules();
    const named = namedOffLayer();
    const on = [...pages.keys()].filter(onLayer);
    const off = [...pages].filter(([page]) => !onLayer(page));
    console.log(`pages on the layer: ${on.length} of ${pages.size} page modules (${off.length} off it, named in docs/resources.md)`);

    const unnamed = off.filter(([, paths]) => !paths.some((p) => named.has(p))).map(([page, paths]) => `${page} (${paths.join(', ')})`);
    expect(unnamed, 'pages neither on the layer nor named in docs/resources.md "Pages off the layer"').toEqual([]);

    // a page that moved onto the layer leaves the list
    const stale = on.filter((page) => pages.get(page)!.some((p) => named.has(p))).map((page) => `${page} (${pages.get(page)!.join(', ')})`);
    expect(stale, 'pages named off the layer in docs/resources.md that are on it').toEqual([]);

    // the count sentence says the real figures
    const sentence = /(\d+) of the (\d+) page modules of \/manage, \/seller, \/supplymarket and\s+\/workbench/.exec(offLayerSection());
    expect(sentence, 'docs/resources.md says "N of the M page modules of /manage, /seller, /supplymarket and /workbench"').not.toBeNull();
    expect([Number(sentence![1]), Number(sentence![2])]).toEqual([on.length, pages.size]);
  });

  it('reads the doc’s shorthand: a bare name continues the area before it, a parenthesis is skipped', () => {
    const named = namedOffLayer();
    for (const p of ['/manage/largeScreen', '/manage/annualReport', '/seller/exam', '/seller/shopTrim', '/supplymarket/notice', '/workbench/workbenchHome'])
      expect(named.has(p), p).toBe(true);
    expect([...named].every((p) => inAreas(p))).toBe(true);
  });

  it('follows a page into the local components it imports', () => {
    // ServiceTablePage draws StatTableView, which is on ListView
    expect(moduleFiles('reports/ServiceTablePage').map((f) => relative(features, f))).toContain('reports/StatTableView.tsx');
  });
});
