import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { DECLARED as RESOURCES } from '../declaredResources.ts';
import { BINDINGS } from '../../server/resources/index.ts';
import { may, opRoles, resourceBase } from '../../src/api/contract/resource/ops.ts';
import type { AnyRow, FieldDecl, ResourceDecl, ScopeKind } from '../../src/api/contract/resource/types.ts';
import { checkField, formFields, requiredMessage } from '../../src/api/contract/resource/validate.ts';
import { ALL_ROLES, type Role } from '../../src/api/contract/roles.ts';
import { columnOf } from '../../server/resources/query.ts';

/**
 * One test over every declared resource (src/api/contract/resources): roles, scope, field rules,
 * fuzzed input and indexes. A new resource is covered by being declared. The resources are dealt
 * round-robin to a few files (tests/server/resources-N.test.ts) so they run on every core; the
 * resources of one file share one app and its sign-ins (what one resource's tests write leaves the
 * others' rows alone: its own rows, refused writes, a too-large batch).
 */

type App = Awaited<ReturnType<typeof testApp>>;

/** A demo account per role, and the other side of each scope pair (浙江/杭州/西湖区 against 广东/广州/天河区). */
const ACCOUNT: Record<Role, string> = { 1: 'admin01', 2: 'province01', 3: 'city01', 4: 'inst01', 5: 'teacher01', 6: 'dsb_student01', 20: 'area01' };
const PAIRS: [string, string][] = [
  ['province01', 'province02'],
  ['city01', 'city02'],
  ['area01', 'area02'],
  ['inst01', 'inst02'],
  ['teacher01', 'teacher02'],
  // two sellers with shops
  ['dsb_student01', 'seller01'],
];

/**
 * Rows of the party scopes belong to one account whatever its role: the account that owns rows (and
 * creates them) and the pair that checks two owners never see each other's.
 */
const PARTY: Partial<Record<ScopeKind, { owner: string; pair: [string, string] }>> = {
  shop: { owner: 'dsb_student01', pair: ['dsb_student01', 'seller01'] },
  supplier: { owner: 'supplier01', pair: ['supplier01', 'supplier02'] },
  self: { owner: 'zbb_student01', pair: ['zbb_student01', 'zbb_student02'] },
};

const ROLE_OF: Record<string, Role> = {
  province02: 2,
  city02: 3,
  area02: 20,
  inst02: 4,
  teacher02: 5,
  seller01: 6,
  supplier01: 6,
  supplier02: 6,
  zbb_student01: 6,
  zbb_student02: 6,
  ...Object.fromEntries(Object.entries(ACCOUNT).map(([r, u]) => [u, Number(r) as Role])),
};

let counter = 0;
const unique = () => `${Date.now() % 100000}${++counter}`;

function declarationsTest() {
  describe('the declarations and their bindings', () => {
    it('every declared resource has exactly one binding, and keys are unique', () => {
      expect(RESOURCES.length).toBeGreaterThan(80);
      expect(BINDINGS.map((b) => b.resource.key).sort()).toEqual(RESOURCES.map((r) => r.key).sort());
      expect(new Set(RESOURCES.map((r) => r.key)).size).toBe(RESOURCES.length);
      for (const r of RESOURCES) {
        expect(r.fields[r.labelField], `${r.key}.labelField`).toBeDefined();
        for (const [name, f] of Object.entries(r.fields)) {
          if (f.sort || f.filter) expect(f.label, `${r.key}.${name}`).toMatch(/[\u4e00-\u9fa5]/);
          if (f.type === 'ref')
            expect(
              RESOURCES.some((x) => x.key === f.ref),
              `${r.key}.${name} → ${f.ref}`,
            ).toBe(true);
        }
        const sort = r.ops.list.defaultSort;
        if (sort) expect(r.fields[sort.field]?.sort, `${r.key} default sort`).toBe(true);
      }
    });

    it('no field read from a binding’s row joins is filtered or sorted on (the ids and counts queries leave those joins out)', () => {
      for (const b of BINDINGS.filter((x) => x.rowJoins)) {
        const joined = [...b.rowJoins!.matchAll(/\)\s+(\w+)\s+on\b/g)].map((m) => m[1]!);
        expect(joined.length, `${b.resource.key}: row joins name their aliases`).toBeGreaterThan(0);
        for (const [name, f] of Object.entries(b.resource.fields)) {
          const reads = b.columns?.[name] ?? '';
          if (joined.some((alias) => new RegExp(`\\b${alias}\\.`).test(reads))) expect(!!(f.sort || f.filter), `${b.resource.key}.${name}`).toBe(false);
        }
      }
    });
  });
}

/** The declared resources whose index is `shard` modulo `of`, each with every test below. */
export function describeResources(shard: number, of: number) {
  if (shard === 0) declarationsTest();
  let t: App;
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await t.login(username));
    return tokens.get(username)!;
  };
  beforeAll(async () => {
    t = await testApp();
  });
  const mine = RESOURCES.filter((_, i) => i % of === shard);
  describe.each(mine.map((r) => [r.key, r] as const))('resource %s', (_key, resource: ResourceDecl) => {
    const base = (username: string) => resourceBase(resource, ROLE_OF[username]);
    const binding = BINDINGS.find((b) => b.resource.key === resource.key)!;
    const count = async () => (await t.db.one<{ n: number }>(`select count(*)::int as n from ${binding.table}`))!.n;

    /** A valid value for each form field, as the caller could send it. */
    async function validInput(username: string, mode: 'create' | 'update'): Promise<Record<string, unknown>> {
      const input: Record<string, unknown> = {};
      const tk = await token(username);
      // dates and times follow each other in declaration order (a window's from before its to)
      let nthTime = 0;
      for (const [key, f] of formFields(resource, mode)) {
        const n = unique();
        // a declared starting value is a valid one (a question's type and its answer belong together)
        if (f.initial !== undefined && ['text', 'textarea', 'enum', 'int'].includes(f.type)) {
          input[key] = f.initial;
          continue;
        }
        switch (f.type) {
          case 'text':
          case 'textarea':
            input[key] = `测试${n}`.slice(0, f.max ?? 20);
            break;
          case 'richText':
            input[key] = `<p>测试内容${n}</p>`;
            break;
          case 'password':
            input[key] = 'Demo@2026';
            break;
          case 'phone':
            input[key] = `139${n.padStart(8, '0').slice(-8)}`;
            break;
          case 'username':
            input[key] = `user_${n}`;
            break;
          case 'idCard':
            input[key] = '440106199001011234';
            break;
          case 'int':
            input[key] = f.min ?? 0;
            break;
          case 'fen':
            input[key] = 100;
            break;
          case 'bool':
            input[key] = true;
            break;
          case 'enum':
            input[key] = f.multiple ? [f.options?.[f.options.length - 1]?.value] : f.options?.[0]?.value;
            break;
          case 'date':
            input[key] = `2026-12-${String(++nthTime).padStart(2, '0')}`;
            break;
          case 'datetime':
            input[key] = `2026-12-${String(++nthTime).padStart(2, '0')}T08:00:00.000Z`;
            break;
          case 'region': {
            const regions = (await t.call('GET', '/v1/wangchuang/admin/common/jurisdiction', { token: tk })).body.data as { id: number }[];
            // the first region at a level the field accepts
            input[key] = (regions as { id: number; level: number }[]).find((r) => !f.regionLevels || f.regionLevels.includes(r.level as 1 | 2 | 3))?.id;
            break;
          }
          case 'ref': {
            const options = (await t.call('GET', `${resourceBase({ ...resource, key: f.ref! }, ROLE_OF[username])}options`, { token: tk })).body.data as {
              value: number;
            }[];
            // a class in progress where the ref is a class: records bound to a class accept one (some refuse a closed class)
            const inProgress =
              BINDINGS.find((b) => b.resource.key === f.ref)?.table === 'classes'
                ? await t.db.one<{ value: number }>(
                    "select id as value from classes where status = 'in_progress' and id = any($1::int[]) order by id limit 1",
                    [options.map((o) => o.value)],
                  )
                : null;
            // a unique ref (a shop recommends a product once): one the caller's rows do not hold yet
            const taken = new Set(
              f.unique ? ((await t.call('GET', `${base(username)}list?pageSize=100`, { token: tk })).body.data.list as AnyRow[]).map((r) => r[key]) : [],
            );
            const pick = inProgress ?? options.find((o) => !taken.has(o.value)) ?? options[0];
            input[key] = f.multiple ? [pick?.value] : pick?.value;
            break;
          }
          case 'image':
          case 'file': {
            const form = new FormData();
            form.append('file', new Blob([Buffer.from('%PDF-1.4\n%\n')], { type: 'application/pdf' }), 'a.pdf');
            const up = (await t.call('POST', '/v1/wangchuang/upload/temporary/file', { token: tk, body: form })).body.data;
            input[key] = f.type === 'file' ? [{ fileName: up.fileName, url: up.url }] : f.multiple ? [up.url] : up.url;
            break;
          }
        }
      }
      return input;
    }

    /** Who may create: the first demo account whose role the operation allows. */
    const creator = () => {
      const roles = opRoles(resource, 'create');
      // a shop's (a supplier's, a person's) rows are made by their owner
      const party = PARTY[resource.scope];
      if (party) return roles?.length ? party.owner : null;
      return roles?.length ? ACCOUNT[roles.includes(3) ? 3 : roles.includes(1) ? 1 : roles[0]] : null;
    };

    it('refuses every role the resource or the operation does not allow with 403', async () => {
      for (const role of ALL_ROLES) {
        const username = ACCOUNT[role];
        const tk = await token(username);
        // a role's own prefix where it has one, else another role's (the prefix guard refuses it)
        const path = resource.mount === 'role' ? resourceBase(resource, role === 6 ? 1 : role) : resourceBase(resource, role);
        const list = await t.call('GET', `${path}list`, { token: tk });
        if (!resource.roles.includes(role)) {
          expect(list.status, `${username} list`).toBe(403);
          continue;
        }
        const hasShop = !!(await t.db.one('select 1 from shops s join users u on u.id = s.owner_id where u.username = $1', [username]));
        if (resource.scope === 'shop' && !hasShop) {
          // spec §8: no shop → 请先开店
          expect([list.status, list.body.msg], `${username} list`).toEqual([400, '请先开店']);
          continue;
        }
        expect(list.status, `${username} list`).toBe(200);
        for (const op of ['create', 'update', 'delete'] as const) {
          if (!resource.ops[op] || may(resource, role, op)) continue;
          const target = op === 'create' ? 'create' : `${op}/1`;
          expect((await t.call('POST', `${path}${target}`, { token: tk, json: {} })).status, `${username} ${op}`).toBe(403);
        }
        for (const name of Object.keys(resource.ops.actions ?? {})) {
          if (may(resource, role, `action:${name}`)) continue;
          expect((await t.call('POST', `${path}action/${name}/1`, { token: tk, json: {} })).status, `${username} ${name}`).toBe(403);
        }
      }
      // signed out: 401 everywhere
      expect((await t.call('GET', `${resourceBase(resource, resource.roles[0])}list`)).status).toBe(401);
    });

    it('each side of every scope pair sees and changes only its own rows (the other side’s are 404)', async () => {
      if (resource.scope === 'national') return;
      let checked = 0;
      // a shop's (supplier's, person's) rows: its owners' pair (the other accounts own none)
      const party = PARTY[resource.scope];
      const pairs = party ? [party.pair] : PAIRS;
      for (const [a, b] of pairs) {
        if (!resource.roles.includes(ROLE_OF[a]) || !resource.roles.includes(ROLE_OF[b])) continue;
        // shared rows (ResourceDecl.shared) are everyone's to read: the pairs are about the others
        const rowsOf = async (u: string) => {
          const res = await t.call('GET', `${base(u)}list?pageSize=100`, { token: await token(u) });
          expect(res.status, `${u} list`).toBe(200);
          return (res.body.data.list as AnyRow[]).filter((r) => !resource.shared || r[resource.shared] !== true).map((r) => r.id);
        };
        const seenByA = await rowsOf(a);
        const seenByB = await rowsOf(b);
        expect(
          seenByA.filter((id) => seenByB.includes(id)),
          `${a} and ${b} share rows`,
        ).toEqual([]);
        for (const [owner, other, ids] of [
          [a, b, seenByA],
          [b, a, seenByB],
        ] as const) {
          const tk = await token(other);
          const role = ROLE_OF[other];
          for (const id of ids.slice(0, 2)) {
            checked++;
            expect((await t.call('GET', `${base(other)}detail/${id}`, { token: tk })).status, `${other} reads ${owner}'s ${id}`).toBe(404);
            const before = JSON.stringify((await t.call('GET', `${base(owner)}detail/${id}`, { token: await token(owner) })).body.data);
            for (const op of ['update', 'delete'] as const) {
              if (!resource.ops[op]) continue;
              const status = (await t.call('POST', `${base(other)}${op}/${id}`, { token: tk, json: await validInput(other, 'update') })).status;
              expect(status, `${other} ${op}s ${owner}'s ${id}`).toBe(may(resource, role, op) ? 404 : 403);
            }
            for (const name of Object.keys(resource.ops.actions ?? {})) {
              const status = (await t.call('POST', `${base(other)}action/${name}/${id}`, { token: tk, json: { reason: '测试' } })).status;
              expect(status, `${other} ${name}s ${owner}'s ${id}`).toBe(may(resource, role, `action:${name}`) ? 404 : 403);
            }
            const after = JSON.stringify((await t.call('GET', `${base(owner)}detail/${id}`, { token: await token(owner) })).body.data);
            expect(after, `${owner}'s ${id} unchanged`).toBe(before);
          }
        }
      }
      expect(checked, 'rows on both sides of some pair').toBeGreaterThan(0);
    });

    it('shared rows are read by every allowed role and changed by the national admin only', async () => {
      if (!resource.shared) return;
      const shared = async (u: string) =>
        ((await t.call('GET', `${base(u)}list?pageSize=100`, { token: await token(u) })).body.data.list as AnyRow[])
          .filter((r) => r[resource.shared!] === true)
          .map((r) => r.id);
      const all = await shared('admin01');
      expect(all.length, 'shared rows in the seed').toBeGreaterThan(0);
      for (const u of ['province01', 'city02', 'inst01', 'teacher02']) {
        if (!resource.roles.includes(ROLE_OF[u])) continue;
        expect((await shared(u)).sort(), `${u} sees the shared rows`).toEqual([...all].sort());
        for (const op of ['update', 'delete'] as const) {
          if (!resource.ops[op] || !may(resource, ROLE_OF[u], op)) continue;
          const res = await t.call('POST', `${base(u)}${op}/${all[0]}`, { token: await token(u), json: await validInput(u, 'update') });
          expect(res.status, `${u} ${op}s shared ${all[0]}`).toBe(403);
        }
      }
    });

    it('creates, reads, updates and deletes for an allowed role, with the list in step', async () => {
      const who = creator();
      if (!who) return;
      const tk = await token(who);
      const created = await t.call('POST', `${base(who)}create`, { token: tk, json: await validInput(who, 'create') });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.data.id as number;
      expect((await t.call('GET', `${base(who)}detail/${id}`, { token: tk })).status).toBe(200);
      const listed = await t.call('GET', `${base(who)}list?pageSize=100`, { token: tk });
      expect(listed.body.data.list.map((r: AnyRow) => r.id)).toContain(id);
      if (resource.ops.update && may(resource, ROLE_OF[who], 'update', created.body.data)) {
        const updated = await t.call('POST', `${base(who)}update/${id}`, { token: tk, json: await validInput(who, 'update') });
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      }
      if (resource.ops.delete && may(resource, ROLE_OF[who], 'delete', created.body.data)) {
        expect((await t.call('POST', `${base(who)}delete/${id}`, { token: tk })).status).toBe(200);
        expect((await t.call('GET', `${base(who)}detail/${id}`, { token: tk })).status).toBe(404);
      }
    });

    it('answers each field rule with its Chinese message (the form’s own), and writes nothing', async () => {
      const who = creator();
      if (!who) return;
      const tk = await token(who);
      const good = await validInput(who, 'create');
      const before = await count();
      const bad = (f: FieldDecl): unknown[] => {
        const values: unknown[] = [];
        if (f.required) values.push(undefined, null);
        switch (f.type) {
          case 'text':
          case 'textarea':
            values.push('x'.repeat((f.max ?? 100) + 1), 'a\u0000b', 123, ['x']);
            break;
          case 'richText':
            values.push(123, 'a\u0001b');
            break;
          case 'password':
            values.push('short', 'x'.repeat(25), '        ', 12345678);
            break;
          case 'phone':
            values.push('12345', '23800138000', 13800138000);
            break;
          case 'username':
            values.push('ab', 'a b c d e f', 'x'.repeat(21));
            break;
          case 'idCard':
            values.push('123', '44010619900101123Y');
            break;
          case 'int':
            values.push(1.5, 'abc', (f.max ?? 2147483647) + 1, (f.min ?? 0) - 1);
            break;
          case 'fen':
            values.push(-1, 1.5, 'abc');
            break;
          case 'bool':
            values.push('yes', 1);
            break;
          case 'enum':
            values.push(f.multiple ? ['bogus'] : 'bogus', f.multiple ? 'x' : ['x']);
            break;
          case 'date':
            values.push('2026-13-45', '20261201', 20261201);
            break;
          case 'datetime':
            values.push('tomorrow', 1);
            break;
          case 'region':
          case 'ref':
            values.push(2147483648, 'abc', 0, -1);
            break;
          case 'image':
            values.push('javascript:alert(1)', f.multiple ? ['https://evil.example/x.png'] : 'https://evil.example/x.png');
            break;
          case 'file':
            values.push([{ fileName: 'a', url: 'javascript:alert(1)' }], 'nope', [{ fileName: 'a\u0000', url: '/uploads/abc.pdf' }]);
            break;
        }
        return values;
      };
      for (const [key, f] of formFields(resource, 'create')) {
        for (const value of bad(f)) {
          const json = { ...good, [key]: value };
          if (value === undefined) delete json[key];
          const res = await t.call('POST', `${base(who)}create`, { token: tk, json });
          expect(res.status, `${key}=${JSON.stringify(value)}`).toBe(400);
          const expected = value === undefined || value === null ? requiredMessage(f) : (checkField(f, value) as { message?: string }).message;
          expect(res.body.msg, `${key}=${JSON.stringify(value)}`).toBe(expected);
        }
      }
      expect(await count()).toBe(before);
    });

    it('answers fuzzed input with 400, 403 or 404, never 500', async () => {
      const who = creator() ?? (resource.scope === 'shop' ? 'dsb_student01' : ACCOUNT[resource.roles[0]]);
      const tk = await token(who);
      const b = base(who);
      const big = 'x'.repeat(1_000_000);
      const junkBodies: unknown[] = [null, [], 'str', 42, { a: { b: { c: [] } } }, Object.fromEntries(Object.keys(resource.fields).map((k) => [k, big]))];
      const junkBodiesNul = Object.fromEntries(Object.keys(resource.fields).map((k) => [k, 'a\u0000b']));
      const ids = ['0', '-1', 'abc', '2147483648', '99999999999999999999', '1.5', '%00'];
      const statuses: number[] = [];
      const hit = async (method: string, path: string, json?: unknown) => {
        const res = await t.call(method, path, { token: tk, json });
        statuses.push(res.status);
        expect(res.status, `${method} ${path}`).not.toBe(500);
        if (res.status >= 400) expect(res.body.msg, `${method} ${path}`).toMatch(/[\u4e00-\u9fa5]/);
      };
      for (const q of [
        'pageNum=0',
        'pageSize=101',
        'pageNum=abc',
        'pageNum=2147483648',
        'sort=bogus',
        'order=sideways',
        'sort=__proto__',
        ...Object.keys(resource.fields).flatMap((k) => [`${k}=%00`, `${k}=${'y'.repeat(300)}`, `${k}From=notadate`, `${k}=2147483648`]),
      ])
        await hit('GET', `${b}list?${q}`);
      for (const id of ids) {
        await hit('GET', `${b}detail/${id}`);
        await hit('POST', `${b}update/${id}`, {});
        await hit('POST', `${b}delete/${id}`);
        for (const name of Object.keys(resource.ops.actions ?? {})) await hit('POST', `${b}action/${name}/${id}`, {});
      }
      await hit('POST', `${b}action/nosuchaction/1`, {});
      await hit('POST', `${b}batch/delete`, { ids: ['x', 2147483648] });
      await hit('POST', `${b}batch/delete`, { ids: Array.from({ length: 500 }, (_, i) => i + 1) });
      await hit('POST', `${b}export?format=pdf`);
      await hit('GET', `${b}options?keyword=${'k'.repeat(100)}`);
      for (const body of [...junkBodies, junkBodiesNul]) {
        await hit('POST', `${b}create`, body);
        await hit('POST', `${b}update/1`, body);
      }
      expect(statuses.length).toBeGreaterThan(20);
    });

    it('exports the caller’s filtered rows as CSV and XLSX with the field labels as headers', async () => {
      if (resource.ops.export === false) return;
      const who = PARTY[resource.scope]?.owner ?? [...(opRoles(resource, 'export') ?? [])].map((r) => ACCOUNT[r])[0];
      const tk = await token(who);
      const listed = (await t.call('GET', `${base(who)}list?pageSize=100`, { token: tk })).body.data;
      const csv = await t.exportFile(`${base(who)}export?format=csv`, tk);
      expect(csv.job).toMatchObject({ status: 'done', rowsTotal: listed.total, rowsDone: listed.total });
      expect(csv.file?.status).toBe(200);
      const lines = String(await csv.file?.text())
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      const labels = Object.values(resource.fields)
        .filter((f) => !f.noExport && !f.detailOnly && f.type !== 'richText')
        .map((f) => f.label);
      expect(lines[0]).toBe(labels.join(','));
      expect(lines.length - 1).toBe(listed.total);
      const xlsx = (await t.exportFile(`${base(who)}export?format=xlsx`, tk)).file!;
      expect(xlsx.status).toBe(200);
      // a real spreadsheet reader opens it: the labels, then one row per listed row, the same cells as the CSV
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe(resource.title);
      expect(sheet.rowCount).toBe(listed.total + 1);
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(labels);
      // a row's empty last cells are absent from the reader's values: pad them to the header's width
      const cells = Array.from({ length: labels.length }, (_, i) => (sheet.getRow(2).values as unknown[])[i + 1] ?? '');
      if (listed.total > 0) expect(cells.join(',')).toBe(lines[1].replace(/"/g, ''));
    });

    it('has an index for every declared sort and every filter but contains-search, on plain columns', async () => {
      // the tables of the FROM clause by alias: `users u left join institutions i on …`
      const tables = new Map([...binding.from.matchAll(/(?:^|\bjoin\s+)([a-z_]+)\s+([a-z]+)\b/g)].map((m) => [m[2], m[1]]));
      // rows of one owner (a shop, a person) are few: a computed value may sort or filter them
      // and so are the rows of a list declared small (a class's roster, the reviews waiting)
      const perOwner = ['shop', 'own', 'self', 'supplier'].includes(resource.scope) || !!resource.ops.list.small;
      for (const [key, f] of Object.entries(resource.fields)) {
        // contains-search scans by design (docs/resources.md: small tables only)
        if (!f.sort && (!f.filter || f.filter === 'like')) continue;
        const col = columnOf(binding, key);
        const m = /^([a-z]+)\.([a-z_]+)$/.exec(col);
        if (!m && perOwner) continue;
        // elsewhere a computed column (a count) cannot be indexed: it may be shown, never sorted or filtered by
        expect(m, `${key} is sorted or filtered by but computed: ${col}`).not.toBeNull();
        if (!m) continue;
        const table = tables.get(m[1]);
        expect(table, `${key}: alias ${m[1]} in ${binding.from}`).toBeDefined();
        const [row] = await t.db.query<{ n: number }>(
          `select count(*)::int as n from pg_indexes where tablename = $1 and (indexdef like $2 or indexdef like $3)`,
          [table, `%(${m[2]}%`, `%, ${m[2]}%`],
        );
        expect(row.n, `${table}.${m[2]} (${key})`).toBeGreaterThan(0);
      }
    });
  });
}
