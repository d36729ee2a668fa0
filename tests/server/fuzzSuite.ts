import { readdirSync, readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { DECLARED as RESOURCES } from '../declaredResources.ts';
import { announcementResource } from '../../src/api/contract/resources/announcements.ts';

/**
 * Walks the route table of the whole app (`app.routes`: every registered method and path) and sends
 * each route, as the callers it is meant for and as nobody, wrong types, NUL characters, numbers past
 * int4 and 2^53, 5,000-character and 1 MB strings, unknown ids and odd path values. Any answer of 500
 * or more fails the test: bad input is a 400 with a Chinese message everywhere (docs/security-and-operations.md).
 * The resource layer's generated routes (ten per declared resource, most of the table) are fuzzed per
 * resource, field by field, in resourceSuite.ts; here they are walked for one resource only, as a
 * sample of the factory, and every other endpoint in full. The routes are dealt round-robin to a few
 * files (tests/server/fuzz-N.test.ts) so the walk runs on every core.
 */

/** A route the resource factory made (server/resources/factory.ts) for a resource other than the sample. */
const SAMPLE_RESOURCE = announcementResource.key;
const FACTORY_ROUTE = new RegExp(
  `/(${RESOURCES.filter((r) => r.key !== SAMPLE_RESOURCE)
    .map((r) => r.key)
    .join('|')})/(list|detail/:id|options|export|create|update/:id|delete/:id|batch/delete|action/:name/:id|batch/action/:name)$`,
);

type App = Awaited<ReturnType<typeof testApp>>;
let t: App;

/** Accounts by role prefix (spec §6/§7) and by area. */
const ROLE_ACCOUNTS: Record<string, string> = {
  admin: 'admin01',
  province: 'province01',
  city: 'city01',
  institution: 'inst01',
  teacher: 'teacher01',
  area: 'area01',
};

/** Field names the API reads: keys of the zod objects and resource declarations, and the usual ones. */
function fieldNames(): string[] {
  const names = new Set(['id', 'ids', 'orderId', 'skuId', 'quantity', 'items', 'photos', 'pageNum', 'pageSize', 'keyword', 'text', 'content', 'title', 'name']);
  const dirs = ['server/routes', 'src/api/contract', 'src/api/contract/resources', 'server/resources'];
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const src = readFileSync(join(dir, file), 'utf8');
      for (const m of src.matchAll(/^\s*(\w+)\s*:\s*(?:z\.|id\(|text\(|fen\(|\w+Rule\b|\w+Schema\b|quantity\b|items\b|photos\b|regionId\b|\{\s*type:)/gm))
        names.add(m[1]!);
    }
  }
  return [...names].filter((n) => !['error', 'message', 'default'].includes(n));
}

const NUMERIC =
  /(^id$|Id$|^ids$|Ids$|num$|Num$|size$|Size$|quantity|stars|count|Count|sec$|Sec$|fen$|Fen$|amount|price|stock|year|sort|season|revision|level)/i;
const BOOLEAN = /^(is[A-Z]|on$|selected$|fromCart$|flagTop$|businessStarted$|enabled$|agree$)/;

function plausible(key: string, numbers: unknown, strings: unknown): unknown {
  if (key === 'items') return [{ skuId: numbers, quantity: numbers, lineId: numbers, stars: numbers, photos: [], selected: true, content: strings }];
  if (key === 'photos' || key === 'annexs' || key === 'attachments') return [strings];
  if (key === 'answers') return { 1: strings };
  if (/Ids$|^ids$/.test(key)) return [numbers];
  if (BOOLEAN.test(key)) return true;
  if (NUMERIC.test(key)) return numbers;
  return strings;
}

const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2147483648,
  1e20,
  2 ** 53 + 2, // past Number.MAX_SAFE_INTEGER
  'abc',
  '',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  [],
  [null],
  [{}],
  { a: 1 },
];

const PATH_VALUES = ['999999999', '0', '-1', '2147483648', '99999999999999999999', '1e3', 'abc', '1.5', '%00', '%E4%B8%AD', `'%20or%201=1--`, 'x'.repeat(2000)];
const QUERY_VALUES = ['-1', '0', '2147483648', '99999999999999999999', '1e400', 'abc', '%00', '%ff', 'x'.repeat(5000), '[]'];

function bodies(keys: string[]): (string | undefined)[] {
  const json = (o: unknown) => JSON.stringify(o);
  const all = (v: unknown) => json(Object.fromEntries(keys.map((k) => [k, v])));
  const shaped = (numbers: unknown, strings: unknown) => json(Object.fromEntries(keys.map((k) => [k, plausible(k, numbers, strings)])));
  return [
    undefined,
    '{',
    '[]',
    '"x"',
    '123',
    'null',
    ...BAD_VALUES.map(all),
    shaped(1, 'a'),
    shaped(999999999, 'a'),
    shaped(2147483648, 'a'),
    shaped(1e20, 'a'),
    shaped(-1, 'a'),
    shaped(1, 'a\u0000b'),
    shaped(1, 'x'.repeat(5000)),
    shaped(1, ''),
    json({ content: 'x'.repeat(1024 * 1024), text: 'y' }), // a 1 MB string: 413
  ];
}

interface Route {
  method: string;
  path: string;
}

/** The concrete paths of a route pattern: its role-prefix choices, each param in turn set to a fuzz value (the others 1). */
function pathsOf(pattern: string, rolePrefix: string): string[] {
  const withRole = pattern.replace(/:rolePrefix\{[^}]*\}/, rolePrefix);
  const params = [...withRole.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[0]);
  const fill = (except: string | null, value: string) => params.reduce((p, param) => p.replace(param, param === except ? value : '1'), withRole);
  const base = withRole.replace('/*', '/some/app/path');
  if (!params.length) return [base];
  return [fill(null, '1'), ...params.flatMap((param) => PATH_VALUES.map((v) => fill(param, v)))];
}

/** Who calls a route: nobody, and the signed-in callers it is made for. */
function callersOf(path: string): { account: string | null; rolePrefix: string }[] {
  const anon = { account: null, rolePrefix: 'admin' };
  if (path.includes(':rolePrefix')) {
    const allowed = /:rolePrefix\{\(\?:([^)]*)\)\}/.exec(path)![1]!.split('|');
    return [
      anon,
      ...allowed.filter((p) => ['admin', 'teacher', 'area', 'institution'].includes(p)).map((p) => ({ account: ROLE_ACCOUNTS[p]!, rolePrefix: p })),
    ];
  }
  if (/\/wangchuang\/student\//.test(path)) return [anon, { account: 'zbb_student01', rolePrefix: 'admin' }, { account: 'syb_student01', rolePrefix: 'admin' }];
  if (/\/wangchuang\/teacher\//.test(path)) return [anon, { account: 'teacher01', rolePrefix: 'admin' }];
  if (/\/wangchuang\/seller\//.test(path)) return [anon, { account: 'dsb_student01', rolePrefix: 'admin' }];
  return [anon, { account: 'zbb_student01', rolePrefix: 'admin' }, { account: 'admin01', rolePrefix: 'admin' }];
}

const tokens = new Map<string, string>();
async function tokenOf(account: string): Promise<string> {
  let token = tokens.get(account);
  if (!token) {
    token = await t.login(account);
    tokens.set(account, token);
  }
  return token;
}

/** One request; an event stream is closed at once (its status and headers are what counts). */
async function send(method: string, path: string, account: string | null, body?: string): Promise<{ status: number; msg: string }> {
  const headers: Record<string, string> = {};
  if (account) headers.authorization = await tokenOf(account);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(path, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  if ((res.headers.get('content-type') ?? '').includes('event-stream')) {
    await res.body?.cancel();
    return { status: res.status, msg: '' };
  }
  const text = await res.text();
  let msg = '';
  try {
    msg = JSON.parse(text).msg ?? '';
  } catch {
    // a file or a page
  }
  // the walk signed this caller out (logout, password change): sign in again for what follows
  if (res.status === 401 && account) tokens.delete(account);
  return { status: res.status, msg };
}

/** Walks every `of`-th route of the app's route table, starting at `shard`. */
export function fuzzRoutes(shard: number, of: number) {
  let routes: Route[] = [];
  let keys: string[] = [];

  beforeAll(async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'cy-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><script>1</script></head><body></body></html>');
    t = await testApp({ distDir }, { serveStatic: true });
    const seen = new Set<string>();
    for (const r of t.app.routes) {
      if (r.method === 'ALL') continue; // middleware
      const key = `${r.method} ${r.path}`;
      if (seen.has(key) || FACTORY_ROUTE.test(r.path)) continue;
      seen.add(key);
      routes.push({ method: r.method, path: r.path });
    }
    // the ones that sign the caller out go last
    routes = [...routes.filter((r) => !/logout|resetPwd/.test(r.path)), ...routes.filter((r) => /logout|resetPwd/.test(r.path))].filter(
      (_, i) => i % of === shard,
    );
    keys = fieldNames();
  });

  describe('every endpoint answers bad input without a server error', () => {
    it('walks the whole route table', { timeout: 900_000 }, async () => {
      expect(routes.length * of).toBeGreaterThan(150);
      expect(keys.length).toBeGreaterThan(50);
      const failures: string[] = [];
      let requests = 0;
      const payloads = bodies(keys);
      const plain = JSON.stringify(Object.fromEntries(keys.map((k) => [k, plausible(k, 1, 'a')])));
      const queries = QUERY_VALUES.map(
        (v) =>
          `?${['pageNum', 'pageSize', 'keyword', 'status', 'type', 'kind', 'id', 'parentId', 'countyId', 'paperId', 'classId', 'sort', 'minPrice', 'categoryId', 'shopId', 'format', 'tab'].map((k) => `${k}=${v}`).join('&')}`,
      );
      for (const route of routes) {
        for (const caller of callersOf(route.path)) {
          const [base, ...odd] = pathsOf(route.path, caller.rolePrefix);
          // the route's own path with every query and body; each odd path value with a plain one
          const cases: [string, string | undefined][] =
            route.method === 'GET'
              ? [base!, ...queries.map((q) => base + q), ...odd].map((p) => [p, undefined])
              : [...payloads.map((b): [string, string | undefined] => [base!, b]), ...odd.map((p): [string, string | undefined] => [p, plain])];
          for (const [path, body] of cases) {
            const res = await send(route.method, path, caller.account, body);
            requests++;
            if (res.status >= 500) {
              failures.push(
                `${res.status} ${route.method} ${path.slice(0, 160)} as ${caller.account ?? 'nobody'} body=${(body ?? '').slice(0, 120)} → ${res.msg}`,
              );
            }
          }
        }
      }
      console.log(`fuzz: ${routes.length} routes, ${requests} requests, ${failures.length} server errors`);
      expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
      expect(
        t.log.lines.filter((l) => l.level === 'error'),
        'unexpected errors were logged',
      ).toEqual([]);
    });
  });
}
