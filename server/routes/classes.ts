import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { body, importFile, multipartLimit, query } from '../http/validate.ts';
import { downloadHeaders, XLSX_MIME } from '../http/sendFile.ts';
import { allow, caller } from '../http/caller.ts';
import { badRequest } from '../errors.ts';
import { INT_MAX } from '../validation.ts';
import { CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classesInScope, classInformation, classStats } from '../services/classes.ts';
import { gradePlan, scoreSheet } from '../services/classScores.ts';
import { flightData, storeData } from '../services/classShops.ts';
import { classEvaluations, classFeedback } from '../services/classForms.ts';
import { importRoster, RosterRefused, rosterTemplate } from '../services/rosterImport.ts';
import { fail } from '../http/envelope.ts';
import { ROSTER_FILE_TOO_LARGE, ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORTERS } from '../../src/api/contract/rosterImport.ts';
import { CLASS_PAGE, type PlanGrade } from '../../src/api/contract/classes.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { answer } from '../http/endpoint.ts';

const filterQuery = z.object({
  name: z.string().trim().max(50, '班级名称过长').optional(),
  classType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLASS_TYPES, { error: '班级类型有误' }).optional()),
});
const statsQuery = z.object({
  regionId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: '地区有误' }).int('地区有误').min(1, '地区有误').max(INT_MAX, '地区有误').optional(),
  ),
}) satisfies z.ZodType<InputOf<typeof CLASS_PAGE.stats>, unknown>;
/** The keyword; the paging is pageQuery's. */
const scoresQuery = z.object({ keyword: z.string().trim().max(50, '关键词过长').optional() }) satisfies z.ZodType<
  Omit<InputOf<typeof CLASS_PAGE.scores>, 'pageNum' | 'pageSize'>,
  unknown
>;
const gradeBody = z.object({
  score: z.number({ error: '请输入0-100的整数分数' }).int('请输入0-100的整数分数').min(0, '请输入0-100的整数分数').max(100, '请输入0-100的整数分数'),
  comment: z.string({ error: '评语有误' }).trim().max(500, '评语最多500个字').default(''),
}) satisfies z.ZodType<PlanGrade, unknown>;

/** A class id from the path: 400 when it is not one. */
function classIdOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > INT_MAX) throw badRequest('班级编号有误');
  return Number(raw);
}

/**
 * Under a back-office role prefix (and teacher/train/ for loadClazzWhere): the class list of spec §7
 * and the class pages that are not list-shaped (docs/back-office.md "Classes"). Every answer is
 * limited to the caller's scope (server/services/classes.ts classScope); a class outside it is 404.
 * The lists and forms of a class's life are declared resources (server/resources/classes.ts).
 */
export function classesApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const manage = allow(MANAGE_ROLES);
  r.get('/loadClazzWhere', manage, async (c) => ok(c, await classesInScope(db, caller(c), query(c, filterQuery))));
  answer(r, CLASS_PAGE.stats, manage, async (c) => classStats(db, caller(c), query(c, statsQuery).regionId));
  answer(r, CLASS_PAGE.information, manage, async (c, params) => classInformation(db, caller(c), classIdOf(params.id)));
  answer(r, CLASS_PAGE.scores, manage, async (c, params) => {
    const { pageNum, pageSize } = pageQuery(c, 20);
    const { keyword } = query(c, scoresQuery);
    return scoreSheet(db, caller(c), classIdOf(params.id), pageNum, pageSize, keyword);
  });
  answer(
    r,
    CLASS_PAGE.gradePlan,
    manage,
    async (c, params) => {
      const classId = classIdOf(params.id);
      const planId = classIdOf(params.planId);
      const input = await body(c, gradeBody);
      await gradePlan(db, caller(c), classId, planId, input.score, input.comment);
      return null;
    },
    '评分已保存',
  );
  answer(r, CLASS_PAGE.storeData, manage, async (c, params) => storeData(db, caller(c), classIdOf(params.id)));
  answer(r, CLASS_PAGE.flightData, manage, async (c, params) => flightData(db, caller(c), classIdOf(params.id)));
  answer(r, CLASS_PAGE.feedback, manage, async (c, params) => classFeedback(db, caller(c), classIdOf(params.id)));
  answer(r, CLASS_PAGE.evaluations, manage, async (c, params) => classEvaluations(db, caller(c), classIdOf(params.id)));

  // learners into a class from a spreadsheet: those who place learners (docs/back-office.md "Importing learners")
  const importers = allow(ROSTER_IMPORTERS);
  r.get('/class/roster/template', importers, async () => {
    return new Response(new Uint8Array(await rosterTemplate()), {
      headers: downloadHeaders(XLSX_MIME, '学员导入模板.xlsx'),
    });
  });
  r.post('/class/:id/roster/import', importers, multipartLimit(ROSTER_IMPORT_MAX_BYTES, ROSTER_FILE_TOO_LARGE), async (c) => {
    const classId = classIdOf(c.req.param('id'));
    const { bytes, form } = await importFile(c, ROSTER_IMPORT_MAX_BYTES, ROSTER_FILE_TOO_LARGE);
    const mode = form.mode === 'valid' ? 'valid' : 'all';
    try {
      const result = await importRoster(db, caller(c), classId, bytes, mode);
      return ok(c, result, result.skipped ? `已导入${result.imported}名学员，${result.skipped}行未通过校验` : `已导入${result.imported}名学员`);
    } catch (e) {
      if (e instanceof RosterRefused) return fail(c, 400, e.message, { errors: e.errors, valid: e.valid, total: e.total });
      throw e;
    }
  });
  return r;
}
