import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { query } from '../http/validate.ts';
import { allow, caller } from '../http/caller.ts';
import { badRequest } from '../errors.ts';
import { ALL_ROLES, CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { PRINT_DATA, PRINT_KINDS, STAT_KINDS, STAT_TABLE, type StatKind, type StatQuery } from '../../src/api/contract/reports.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { answer } from '../http/endpoint.ts';
import { statTable } from '../services/reportStats.ts';
import { statFile } from '../services/exportSources.ts';
import { queueExport } from './exports.ts';
import { printData } from '../services/printSheets.ts';
import { scoreSheet } from '../services/classScores.ts';

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
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期' }) satisfies z.ZodType<StatQuery, unknown>;
const formatQuery = z.object({ format: z.enum(['csv', 'xlsx'], { error: '导出格式有误' }).default('xlsx') });
const classIdQuery = z.object({
  classId: z.coerce.number({ error: '班级编号有误' }).int('班级编号有误').min(1, '班级编号有误').max(2147483647, '班级编号有误'),
});
const printQuery = classIdQuery.extend({ kind: z.enum(PRINT_KINDS, { error: '打印类型有误' }) }) satisfies z.ZodType<InputOf<typeof PRINT_DATA>, unknown>;

function kindOf(raw: string): StatKind {
  if (!(STAT_KINDS as readonly string[]).includes(raw)) throw badRequest('统计表不存在');
  return raw as StatKind;
}

/**
 * Under a back-office role prefix: the statistics tables and their exports, a class's score table
 * export (resDownload), and the print pages' data (docs/back-office.md "Reports, downloads and
 * printing"). Every answer is limited to the caller's scope (server/scope.ts); out of scope is 404.
 */
export function reportsApi(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const manage = allow(MANAGE_ROLES);
  answer(r, STAT_TABLE, manage, async (c, params) => statTable(db, caller(c), kindOf(params.kind), query(c, statQuery)));
  // jobs (server/services/exportJobs.ts): scope and input are checked now, the file written by the job
  r.post('/reports/stats/:kind/export', manage, async (c) => {
    const stat = kindOf(c.req.param('kind'));
    const { format } = query(c, formatQuery);
    const q = query(c, statQuery);
    const who = caller(c);
    const { title } = await statFile(db, who, stat, q);
    return queueExport(c, deps, who, { kind: 'stats', params: { stat, query: q }, title, format });
  });
  r.post('/reports/scores/export', manage, async (c) => {
    const { format } = query(c, formatQuery);
    const { classId } = query(c, classIdQuery);
    const who = caller(c);
    const sheet = await scoreSheet(db, who, classId, 1, 1);
    return queueExport(c, deps, who, { kind: 'scores', params: { classId }, title: `成绩表-${sheet.className}`, format });
  });
  return r;
}

/** The print pages' data: back-office roles under their prefix, learners (their own certificate) under student/. */
export function printApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, PRINT_DATA, allow(ALL_ROLES), async (c) => {
    const q = query(c, printQuery);
    return printData(db, caller(c), q.kind, q.classId);
  });
  return r;
}
