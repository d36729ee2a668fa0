import ExcelJS from 'exceljs';
import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { CLASS_STATUS_NAMES, ROSTER_OPEN_STATES, type ClassStatus } from '../../src/api/contract/classes.ts';
import { EXAMPLE_MARK } from '../../src/api/contract/exams.ts';
import { checkIdNumber, checkPhone } from '../../src/api/contract/rules.ts';
import type { RegistrationBody } from '../../src/api/contract/learner.ts';
import {
  type ImportCellError,
  ROSTER_COLUMNS,
  ROSTER_IMPORT_MAX_ROWS,
  type RosterColumn,
  type RosterImportMode,
  type RosterImportResult,
} from '../../src/api/contract/rosterImport.ts';
import { classScope } from './classes.ts';
import { educationOptions, idTypeOptions } from './dictionaries.ts';
import { admitInto, openClass, type TargetClass } from './enrolments.ts';
import { readSheet } from './sheetRead.ts';

/**
 * Learners into a class from the XLSX template (docs/back-office.md "Importing learners"): every row
 * is checked with the spec §5 rules (ID card, phone) and the roster's own (no one twice in the file,
 * nobody already in a class, a phone not another account's, the class open and with room), each
 * problem told by row and column. Mode all writes nothing unless every row passes; mode valid writes
 * the rows that pass. A new learner gets an account named by their phone that signs in with an SMS
 * code; a learner waiting in the registration pool joins as they are.
 */

/** The template's example row (its name starts with EXAMPLE_MARK and is skipped on import). */
export const ROSTER_EXAMPLE = [
  `${EXAMPLE_MARK}张三`,
  '男',
  '居民身份证',
  '440106199001011234',
  '13800001234',
  '汉族',
  '高中',
  '城镇',
  '失业人员',
  '广州市天河区天河路100号',
];

/** The template: the columns (ID number and phone formatted as text, so Excel keeps every digit), 性别 as a list, and the example row. */
export async function rosterTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('学员名单');
  sheet.columns = ROSTER_COLUMNS.map((header) => ({
    header,
    width: header === '联系地址' ? 36 : header === '证件号码' ? 24 : 14,
    style: header === '证件号码' || header === '手机号码' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(ROSTER_EXAMPLE);
  for (let r = 2; r <= ROSTER_IMPORT_MAX_ROWS + 2; r++) {
    sheet.getCell(r, col('性别') + 1).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"男,女"'],
      showErrorMessage: true,
      error: '性别只能填写“男”或“女”',
    };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A refused import: each wrong cell (the route answers them in data). */
export class RosterRefused extends AppError {
  constructor(
    public errors: ImportCellError[],
    public valid: number,
    public total: number,
  ) {
    const first = errors[0]!;
    super(
      400,
      `第${first.row}行${first.column ? `「${first.column}」` : ''}：${first.message}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}，未导入任何学员`,
    );
  }
}

/** A row that passed the template's rules: the registration it becomes, and its row in the sheet. */
type Draft = Omit<RegistrationBody, 'photoUrl' | 'gender'> & { row: number; gender: string };

const col = (name: RosterColumn) => ROSTER_COLUMNS.indexOf(name);
const MAX_TEXT: Partial<Record<RosterColumn, number>> = { 姓名: 20, 民族: 20, 户籍类型: 20, 人员类别: 20, 联系地址: 100 };

/** One row against the template's rules; its problems go to `errors`. */
function draftOf(row: number, cells: string[], idTypes: Map<string, number>, educations: string[], errors: ImportCellError[]): Draft | null {
  const v = (name: RosterColumn) => (cells[col(name)] ?? '').trim();
  const wrong = (column: RosterColumn, message: string) => errors.push({ row, column, message });
  const before = errors.length;
  if (!v('姓名')) wrong('姓名', '请填写姓名');
  for (const [name, max] of Object.entries(MAX_TEXT) as [RosterColumn, number][]) if (v(name).length > max) wrong(name, `${name}最多${max}个字`);
  if (!['男', '女'].includes(v('性别'))) wrong('性别', v('性别') ? '性别只能填写“男”或“女”' : '请填写性别');
  const typeName = v('证件类型') || '居民身份证';
  const idTypeId = idTypes.get(typeName);
  if (!idTypeId) wrong('证件类型', `证件类型“${typeName}”不存在或未启用`);
  const idMessage = checkIdNumber(typeName)(v('证件号码'));
  if (idMessage) wrong('证件号码', idMessage);
  const phoneMessage = checkPhone(v('手机号码'));
  if (phoneMessage) wrong('手机号码', phoneMessage);
  if (v('文化程度') && !educations.includes(v('文化程度'))) wrong('文化程度', `文化程度“${v('文化程度')}”不在已启用的选项中`);
  if (errors.length > before) return null;
  return {
    row,
    realName: v('姓名'),
    gender: v('性别'),
    idTypeId: idTypeId!,
    idNumber: v('证件号码').toUpperCase(),
    phone: v('手机号码'),
    ethnicity: v('民族'),
    education: v('文化程度'),
    household: v('户籍类型'),
    category: v('人员类别'),
    address: v('联系地址'),
  };
}

interface Known {
  id: number;
  role: number;
  classId: number | null;
  className: string | null;
  idNumber: string;
  phone: string | null;
  username: string;
}

/** Who the file's ID numbers and phones already belong to. */
async function knownPeople(q: Queryable, drafts: Draft[]): Promise<Known[]> {
  return q.query<Known>(
    `select u.id, u.role, u.class_id as "classId", c.name as "className", upper(coalesce(nullif(r.id_number, ''), u.id_card, '')) as "idNumber",
            u.phone, lower(u.username) as username
       from users u left join learner_registrations r on r.user_id = u.id left join classes c on c.id = u.class_id
      where upper(u.id_card) = any($1::text[]) or upper(r.id_number) = any($1::text[]) or u.phone = any($2::text[]) or lower(u.username) = any($2::text[])`,
    [drafts.map((d) => d.idNumber), drafts.map((d) => d.phone)],
  );
}

/** The roster's own rules: once in the file, not yet in a class, a phone that is nobody else's. Answers the pool learner a row is, if any. */
function rosterCheck(drafts: Draft[], known: Known[], classId: number, errors: ImportCellError[]): Map<Draft, Known | null> {
  const ok = new Map<Draft, Known | null>();
  const firstId = new Map<string, number>();
  const firstPhone = new Map<string, number>();
  for (const d of drafts) {
    const before = errors.length;
    const wrong = (column: RosterColumn, message: string) => errors.push({ row: d.row, column, message });
    const idAt = firstId.get(d.idNumber);
    if (idAt) wrong('证件号码', `与第${idAt}行的证件号码重复`);
    else firstId.set(d.idNumber, d.row);
    const phoneAt = firstPhone.get(d.phone);
    if (phoneAt) wrong('手机号码', `与第${phoneAt}行的手机号码重复`);
    else firstPhone.set(d.phone, d.row);
    const person = known.find((k) => k.idNumber === d.idNumber) ?? null;
    if (person && person.role !== 6) wrong('证件号码', '该证件号码已被其他账号使用');
    else if (person?.classId === classId) wrong('证件号码', '该学员已在本班');
    else if (person?.classId) wrong('证件号码', `该学员已在班级「${person.className}」中`);
    if (known.some((k) => k.id !== person?.id && (k.phone === d.phone || k.username === d.phone))) wrong('手机号码', '该手机号码已被其他账号使用');
    if (errors.length === before) ok.set(d, person);
  }
  return ok;
}

const byCell = (a: ImportCellError, b: ImportCellError) =>
  a.row - b.row || ROSTER_COLUMNS.indexOf(a.column as RosterColumn) - ROSTER_COLUMNS.indexOf(b.column as RosterColumn);

/** The class the caller imports into: in scope (else 404) and still taking learners. */
async function targetClass(q: Queryable, caller: Caller, classId: number) {
  const params: unknown[] = [classId];
  const [c] = await q.query<{ id: number; status: ClassStatus }>(
    `select c.id, c.status from classes c where c.id = $1 and ${classScope(caller, params)}`,
    params,
  );
  if (!c) throw notFound('班级不存在');
  if (!ROSTER_OPEN_STATES.includes(c.status)) throw badRequest(`班级${CLASS_STATUS_NAMES[c.status]}，不能再加入学员`);
}

/** A new learner's account (named by their phone, signing in with an SMS code), then their admission. */
async function addNew(q: Queryable, caller: Caller, c: TargetClass, d: Draft) {
  const [u] = await q.query<{ id: number }>(
    `insert into users (username, phone, password_hash, role, real_name, id_card, id_type_id, education, needs_profile)
     values ($1, $1, '!', 6, $2, $3, $4, $5, false) returning id`,
    [d.phone, d.realName, d.idNumber, d.idTypeId, d.education],
  );
  await admitInto(q, caller, u!.id, c);
  await register(q, u!.id, c, d);
}

async function register(q: Queryable, userId: number, c: TargetClass, d: Draft) {
  await q.query(
    `insert into learner_registrations (user_id, class_id, real_name, gender, id_type_id, id_number, phone, ethnicity, education, household, category, address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (user_id) do update set class_id = excluded.class_id, real_name = excluded.real_name, gender = excluded.gender,
       id_type_id = excluded.id_type_id, id_number = excluded.id_number, phone = excluded.phone, ethnicity = excluded.ethnicity,
       education = excluded.education, household = excluded.household, category = excluded.category, address = excluded.address, updated_at = now()`,
    [userId, c.id, d.realName, d.gender, d.idTypeId, d.idNumber, d.phone, d.ethnicity, d.education, d.household, d.category, d.address],
  );
}

export async function importRoster(db: Db, caller: Caller, classId: number, file: Uint8Array, mode: RosterImportMode): Promise<RosterImportResult> {
  await targetClass(db, caller, classId);
  const rows = await readSheet(file, { maxRows: ROSTER_IMPORT_MAX_ROWS + 1, tooManyRows: `一次最多导入${ROSTER_IMPORT_MAX_ROWS}名学员，请分批导入` });
  const header = (rows.get(1) ?? []).map((h) => h.trim());
  if (ROSTER_COLUMNS.some((h, i) => header[i] !== h)) throw badRequest('表头与模板不一致，请下载最新的导入模板');
  const idTypes = new Map((await idTypeOptions(db)).map((t) => [t.name, t.id]));
  const educations = await educationOptions(db);
  const errors: ImportCellError[] = [];
  const drafts: Draft[] = [];
  let total = 0;
  for (const n of [...rows.keys()].filter((k) => k > 1).sort((a, b) => a - b)) {
    const cells = rows.get(n)!;
    if ((cells[col('姓名')] ?? '').startsWith(EXAMPLE_MARK)) continue;
    total++;
    const d = draftOf(n, cells, idTypes, educations, errors);
    if (d) drafts.push(d);
  }
  if (!total) throw badRequest('模板中没有可导入的学员（示例行不会导入）');
  if (total > ROSTER_IMPORT_MAX_ROWS) throw badRequest(`一次最多导入${ROSTER_IMPORT_MAX_ROWS}名学员，请分批导入`);
  const passed = rosterCheck(drafts, await knownPeople(db, drafts), classId, errors);
  errors.sort(byCell);
  if ((errors.length && mode === 'all') || !passed.size) throw new RosterRefused(errors, passed.size, total);
  return db.tx(async (q) => {
    // locked, in scope, open and with room for them all (else 400 班级人数已满…)
    const c = await openClass(q, caller, classId, passed.size);
    let fromPool = 0;
    for (const [d, person] of passed) {
      if (person) {
        fromPool++;
        // a learner waiting in the pool joins as they are; their registration takes the file's details
        await admitInto(q, caller, person.id, c);
        await register(q, person.id, c, d);
      } else await addNew(q, caller, c, d);
    }
    return { imported: passed.size, fromPool, skipped: total - passed.size, errors };
  });
}
