import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { EXAMPLE_MARK, IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportResult, type ImportRowError } from '../../../src/api/contract/exams.ts';
import { readSheet } from '../sheetRead.ts';
import { checkQuestion, checkTeacherType, draftFromCells, insertQuestions, ownerColumns, type QuestionRow, writableTypes } from './questions.ts';

/**
 * Batch import of questions from the XLSX template (/manage/addTkpage): every row is checked with the
 * form's own rules (server/services/exams/questions.ts) and all go in, or none does and every wrong
 * row is reported with its row number in the sheet.
 */

/** A refused import: the message and each wrong row (the route answers them in data.errors). */
export class ImportRefused extends AppError {
  constructor(public errors: ImportRowError[]) {
    super(400, `第${errors[0].row}行：${errors[0].message}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}，未导入任何试题`);
  }
}

/** The template's rows after the header: one example of each type (skipped on import). */
export const TEMPLATE_EXAMPLES: string[][] = [
  [
    '单选题',
    'SYB',
    '第2步 为自己建立一个好的企业构思',
    '易',
    `${EXAMPLE_MARK}好的企业构思通常来源于？`,
    '身边未被满足的需求',
    '别人推荐的热门项目',
    '随意想到的点子',
    '',
    '',
    '',
    'A',
    '好的构思来自对需求的观察。',
  ],
  ['多选题', '通用', '', '中', `${EXAMPLE_MARK}以下哪些属于流动资金？`, '原材料', '员工工资', '房租', '购买店面', '', '', 'ABC', '购买店面属于固定资产投资。'],
  ['判断题', 'ZBB', '直播规范', '易', `${EXAMPLE_MARK}直播带货可以使用“全网最低价”等绝对化用语。`, '', '', '', '', '', '', '错误', '广告法禁止绝对化用语。'],
  ['填空题', 'GYB', '', '中', `${EXAMPLE_MARK}SWOT分析中的“S”代表____。`, '', '', '', '', '', '', '优势|Strengths', '多个正确答案用|分隔。'],
  [
    '简答题',
    'DSB',
    '',
    '难',
    `${EXAMPLE_MARK}简述网店选品应考虑的因素。`,
    '',
    '',
    '',
    '',
    '',
    '',
    '市场需求、利润空间、供应链、合规性',
    '由教师按参考答案批阅。',
  ],
];

export async function importQuestions(db: Db, caller: Caller, file: Uint8Array): Promise<ImportResult> {
  const rows = await readSheet(file, { maxRows: IMPORT_MAX_ROWS + TEMPLATE_EXAMPLES.length, tooManyRows: `一次最多导入${IMPORT_MAX_ROWS}道试题` });
  const header = (rows.get(1) ?? []).map((h) => h.trim());
  if (IMPORT_COLUMNS.some((h, i) => header[i] !== h)) throw badRequest('表头与模板不一致，请下载最新的导入模板');
  const errors: ImportRowError[] = [];
  const good: QuestionRow[] = [];
  let skipped = 0;
  const types = await writableTypes(db, caller);
  const numbers = [...rows.keys()].filter((n) => n > 1).sort((a, b) => a - b);
  for (const n of numbers) {
    const cells = rows.get(n)!;
    if (cells.every((c) => !c.trim())) continue;
    if ((cells[4] ?? '').trim().startsWith(EXAMPLE_MARK)) {
      skipped++;
      continue;
    }
    if (good.length + errors.length >= IMPORT_MAX_ROWS) throw badRequest(`一次最多导入${IMPORT_MAX_ROWS}道试题`);
    const parsed = draftFromCells(cells);
    if ('message' in parsed) {
      errors.push({ row: n, message: parsed.message });
      continue;
    }
    const checked = checkQuestion(parsed.draft);
    if ('message' in checked) {
      errors.push({ row: n, message: checked.message });
      continue;
    }
    try {
      checkTeacherType(types, checked.row.class_type);
    } catch (e) {
      errors.push({ row: n, message: (e as Error).message });
      continue;
    }
    good.push(checked.row);
  }
  if (errors.length) throw new ImportRefused(errors);
  if (!good.length) throw badRequest('模板中没有可导入的试题（示例行不会导入）');
  const imported = await db.tx(async (q) => (await insertQuestions(q, good, await ownerColumns(q, caller))).length);
  return { imported, skipped };
}
