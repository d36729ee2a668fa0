import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { ROSTER_COLUMNS } from '../../src/api/contract/rosterImport.ts';
import { MAX_EXPANDED_BYTES } from '../../server/services/sheetRead.ts';

/**
 * Importing learners into a class from the template (docs/back-office.md "Importing learners"): the
 * template, a valid file, a bad row (nothing written, each cell told), the valid-only mode, the
 * roster's own rules, scope and the limits (size, rows, zip expansion).
 */

let t: Awaited<ReturnType<typeof testApp>>;
const tokens: Record<string, string> = {};
const tok = async (u: string) => (tokens[u] ??= await t.login(u));
const PREFIX: Record<string, string> = { inst01: 'institution', inst02: 'institution', teacher01: 'teacher', area01: 'area' };
const base = (u: string) => `/v1/wangchuang/${PREFIX[u]}/`;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
let klass = 0;

beforeAll(async () => {
  t = await testApp();
  klass = (await t.db.one<{ id: number }>(`select id from classes where name = '2026年第6期电子商务创业培训班'`))!.id;
  // room for every test's learners
  await t.db.query('update classes set capacity = 200 where id = $1', [klass]);
}, 60_000);

/** An XLSX as Excel writes it (shared strings), rows under the template's header. */
async function workbook(rows: string[][], header: readonly string[] = ROSTER_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('学员名单');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(u: string, file: Buffer | Uint8Array, mode = 'all', classId = klass) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'roster.xlsx');
  form.append('mode', mode);
  return t.call('POST', `${base(u)}class/${classId}/roster/import`, { token: await tok(u), body: form });
}

/** A row: name, ID number and phone; the rest as a learner would fill it. */
const row = (name: string, id: string, phone: string, over: Partial<Record<(typeof ROSTER_COLUMNS)[number], string>> = {}) =>
  ROSTER_COLUMNS.map(
    (c) =>
      over[c] ??
      {
        姓名: name,
        性别: '女',
        证件类型: '',
        证件号码: id,
        手机号码: phone,
        民族: '汉族',
        文化程度: '',
        户籍类型: '城镇',
        人员类别: '失业人员',
        联系地址: '天河路1号',
      }[c],
  );

const inClass = () => count('select count(*)::int as n from users where class_id = $1 and role = 6', [klass]);

describe('importing learners into a class', () => {
  it('the template has the columns and one example row; importing it alone imports nothing', async () => {
    const res = await t.app.request(`${base('inst01')}class/roster/template`, { headers: { authorization: await tok('inst01') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual([...ROSTER_COLUMNS]);
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toMatch(/^【示例】/);
    const again = await upload('inst01', bytes);
    expect([again.status, again.body.msg]).toEqual([400, '模板中没有可导入的学员（示例行不会导入）']);
  });

  it('a valid file puts every learner in the class, with an account named by their phone', async () => {
    const before = await inClass();
    const res = await upload(
      'inst01',
      await workbook([row('周晓雨', '440106200102031234', '13911110001'), row('陈一鸣', '44010620010204123X', '13911110002', { 性别: '男' })]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ imported: 2, fromPool: 0, skipped: 0, errors: [] });
    expect(res.body.msg).toBe('已导入2名学员');
    expect(await inClass()).toBe(before + 2);
    const [u] = await t.db.query<{ username: string; id_card: string; needs_profile: boolean; status: string; gender: string }>(
      `select u.username, u.id_card, u.needs_profile, e.status, r.gender from users u join enrolments e on e.user_id = u.id join learner_registrations r on r.user_id = u.id
        where u.phone = '13911110002'`,
    );
    expect(u).toEqual({ username: '13911110002', id_card: '44010620010204123X', needs_profile: false, status: 'admitted', gender: '男' });
    const roster = (await t.call('GET', `${base('inst01')}roster/list?classId=${klass}&pageSize=100`, { token: await tok('inst01') })).body.data.list;
    expect(roster.map((r: { realName: string }) => r.realName)).toEqual(expect.arrayContaining(['周晓雨', '陈一鸣']));
  });

  it('one bad row: nothing is written, and each problem is told by row and column in Chinese', async () => {
    const before = await count('select count(*)::int as n from users');
    const res = await upload(
      'inst01',
      await workbook([
        row('林一', '440106200103051234', '13911110011'),
        row('', '44010619', '1391111', { 性别: '未知' }),
        row('林三', '440106200103051234', '13911110011'),
        row('林四', '440106200103061234', '13911110014', { 文化程度: '博士后' }),
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '姓名', message: '请填写姓名' },
      { row: 3, column: '性别', message: '性别只能填写“男”或“女”' },
      { row: 3, column: '证件号码', message: '身份证格式不正确' },
      { row: 3, column: '手机号码', message: '手机号码格式有误' },
      { row: 4, column: '证件号码', message: '与第2行的证件号码重复' },
      { row: 4, column: '手机号码', message: '与第2行的手机号码重复' },
      { row: 5, column: '文化程度', message: '文化程度“博士后”不在已启用的选项中' },
    ]);
    expect(res.body.data).toMatchObject({ valid: 1, total: 4 });
    expect(res.body.msg).toBe('第3行「姓名」：请填写姓名（共7处错误），未导入任何学员');
    expect(await count('select count(*)::int as n from users')).toBe(before);
  });

  it('reads a workbook without a temporary folder (its shared strings come after its sheets, as Excel writes them)', async () => {
    const before = await inClass();
    const file = await workbook([row('吴临时', '440106200104051250', '13911110091')]);
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = '/nonexistent-temporary-folder'; // the server's temporary folder cannot be written
    try {
      const res = await upload('inst01', file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
    expect(await inClass()).toBe(before + 1);
  });

  it('only the valid rows, when asked: those go in and the others are reported', async () => {
    const before = await inClass();
    const res = await upload('inst01', await workbook([row('吴有效', '440106200104051234', '13911110021'), row('吴无效', '123', '13911110022')]), 'valid');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ imported: 1, fromPool: 0, skipped: 1, errors: [{ row: 3, column: '证件号码', message: '身份证格式不正确' }] });
    expect(res.body.msg).toBe('已导入1名学员，1行未通过校验');
    expect(await inClass()).toBe(before + 1);
    // nothing valid: refused even in this mode
    expect((await upload('inst01', await workbook([row('吴无效', '123', '13911110022')]), 'valid')).status).toBe(400);
  });

  it('the roster’s rules: nobody already in a class or twice; a pool learner joins as they are', async () => {
    const [member] = await t.db.query<{ id_card: string; phone: string; class_name: string }>(
      `select u.id_card, u.phone, c.name as class_name from users u join classes c on c.id = u.class_id
        where u.role = 6 and u.class_id <> $1 and u.id_card ~ '^\\d{17}[0-9X]$' order by u.id limit 1`,
      [klass],
    );
    const [pool] = await t.db.query<{ id: number; id_card: string; phone: string }>(
      `select u.id, u.id_card, u.phone from users u where u.role = 6 and u.class_id is null and u.id_card ~ '^\\d{17}[0-9X]$' and u.phone ~ '^1[1-9]\\d{9}$' order by u.id limit 1`,
    );
    const taken = await upload('inst01', await workbook([row('某某', member!.id_card, '13911110031'), row('别人', '440106200105051234', member!.phone)]));
    expect(taken.body.data?.errors, JSON.stringify({ member, answer: taken.body })).toEqual([
      { row: 2, column: '证件号码', message: `该学员已在班级「${member!.class_name}」中` },
      { row: 3, column: '手机号码', message: '该手机号码已被其他账号使用' },
    ]);
    const joined = await upload('inst01', await workbook([row('池中人', pool!.id_card, pool!.phone)]));
    expect(joined.body.data, JSON.stringify({ pool, answer: joined.body })).toMatchObject({ imported: 1, fromPool: 1 });
    expect(await t.db.one('select class_id from users where id = $1', [pool!.id])).toEqual({ class_id: klass });
    const again = await upload('inst01', await workbook([row('池中人', pool!.id_card, pool!.phone)]));
    expect(again.body.data?.errors, JSON.stringify(again.body)).toEqual([{ row: 2, column: '证件号码', message: '该学员已在本班' }]);
  });

  it('scope and state: another institution 404, a teacher 403, a closed class refused', async () => {
    const file = await workbook([row('甲', '440106200106051234', '13911110041')]);
    expect((await upload('inst02', file)).status).toBe(404);
    expect((await upload('teacher01', file)).status).toBe(403);
    const closed = (await t.db.one<{ id: number }>(
      `select id from classes where status = 'closed' and institution_id = (select institution_id from users where username = 'inst01') limit 1`,
    ))!.id;
    const res = await upload('inst01', file, 'all', closed);
    expect([res.status, res.body.msg]).toEqual([400, '班级已结业，不能再加入学员']);
  });

  it('limits: the file’s size, its rows, the header, a file that is not XLSX, and a zip bomb', async () => {
    const big = await upload('inst01', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect([big.status, big.body.msg]).toEqual([400, '文件不能超过2MB']);
    const many = Array.from({ length: 501 }, (_, i) => row(`学员${i}`, `4401062001010${String(i).padStart(4, '0')}1`, `139${String(20000000 + i)}`));
    const tooMany = await upload('inst01', await workbook(many));
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '一次最多导入500名学员，请分批导入']);
    const header = await upload('inst01', await workbook([row('甲', '440106200106051234', '13911110041')], ['名字', ...ROSTER_COLUMNS.slice(1)]));
    expect(header.body.msg).toBe('表头与模板不一致，请下载最新的导入模板');
    const csv = await upload('inst01', Buffer.from('姓名,性别\n张三,男'));
    expect([csv.status, csv.body.msg]).toEqual([400, '文件格式有误，请使用下载的Excel模板（.xlsx）']);

    // a real workbook whose sheet inflates to more than the limit from a few kilobytes
    const zip = await JSZip.loadAsync(await workbook([row('甲', '440106200106051234', '13911110041')]));
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('<sheetData>', `<sheetData>${' '.repeat(MAX_EXPANDED_BYTES + 1024)}`));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await inClass();
    const refused = await upload('inst01', bomb);
    expect([refused.status, refused.body.msg]).toEqual([400, '文件解压后超过20MB，不是正常的导入模板，已拒绝']);
    expect(await inClass()).toBe(before);
  });
});
