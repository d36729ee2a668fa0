import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { query } from '../http/validate.ts';
import { allow, caller } from '../http/caller.ts';
import { badRequest } from '../errors.ts';
import { ALL_ROLES, CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { PRINT_KINDS, STAT_KINDS, STAT_TABLES, type StatKind } from '../../src/api/contract/reports.ts';
import { statCells, statTable } from '../services/reportStats.ts';
import { printData } from '../services/printSheets.ts';
import { scoreSheet } from '../services/classScores.ts';
import { streamTable } from '../resources/export.ts';

const blank = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误')
    .optional(),
);
const statQuery = z
  .object({
    regionId: z.preprocess(blank, z.coerce.number({ error: '地区有误' }).int('地区有误').min(1, '地区有误').max(2147483647, '地区有误').optional()),
    classType: z.preprocess(blank, z.enum(CLASS_TYPES, { error: '班级类型有误' }).optional()),
    from: day,
    to: day,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期' });
const formatQuery = z.object({ format: z.enum(['csv', 'xlsx'], { error: '导出格式有误' }).default('xlsx') });
const classIdQuery = z.object({
  classId: z.coerce.number({ error: '班级编号有误' }).int('班级编号有误').min(1, '班级编号有误').max(2147483647, '班级编号有误'),
});
const printQuery = classIdQuery.extend({ kind: z.enum(PRINT_KINDS, { error: '打印类型有误' }) });

function kindOf(raw: string): StatKind {
  if (!(STAT_KINDS as readonly string[]).includes(raw)) throw badRequest('统计表不存在');
  return raw as StatKind;
}

/** Rows as one batch, for a table already computed in full (a few hundred rows at most). */
async function* once(rows: string[][]) {
  yield rows;
}

/**
 * Under a back-office role prefix: the statistics tables and their exports, a class's score table
 * export (resDownload), and the print pages' data (docs/back-office.md "Reports, downloads and
 * printing"). Every answer is limited to the caller's scope (server/scope.ts); out of scope is 404.
 */
export function reportsApi({ db, log }: Deps) {
  const r = new Hono<AppEnv>();
  const manage = allow(MANAGE_ROLES);
  r.get('/reports/stats/:kind', manage, async (c) => ok(c, await statTable(db, caller(c), kindOf(c.req.param('kind')), query(c, statQuery))));
  r.get('/reports/stats/:kind/export', manage, async (c) => {
    const kind = kindOf(c.req.param('kind'));
    const { format } = query(c, formatQuery);
    const table = await statTable(db, caller(c), kind, query(c, statQuery));
    const { header, rows } = statCells(table);
    return streamTable(c, log, { title: `${STAT_TABLES[kind].title}-${table.region.name}`, format, total: rows.length, header, rows: once(rows) });
  });
  r.get('/reports/scores/export', manage, async (c) => {
    const { format } = query(c, formatQuery);
    const { classId } = query(c, classIdQuery);
    const sheet = await scoreSheet(db, caller(c), classId, 1, 100000);
    const n = (v: number | null) => (v === null ? '' : String(v));
    const rows = sheet.list.map((s) => [
      s.realName,
      s.phone ?? '',
      n(s.theory),
      n(s.practice),
      s.practiceNote,
      n(s.total),
      s.passed === null ? '未完成' : s.passed ? '合格' : '不合格',
    ]);
    return streamTable(c, log, {
      title: `成绩表-${sheet.className}`,
      format,
      total: rows.length,
      header: ['姓名', '手机号码', '理论成绩', '实践成绩', '实践说明', '总成绩', '结果'],
      rows: once(rows),
    });
  });
  return r;
}

/** The print pages' data: back-office roles under their prefix, learners (their own certificate) under student/. */
export function printApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/reports/print', allow(ALL_ROLES), async (c) => {
    const q = query(c, printQuery);
    return ok(c, await printData(db, caller(c), q.kind, q.classId));
  });
  return r;
}
