import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { body, importFile, query } from '../http/validate.ts';
import { allow, caller } from '../http/caller.ts';
import { badRequest } from '../errors.ts';
import { CLASS_TYPES, MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classesInScope, classInformation, classStats } from '../services/classes.ts';
import { gradePlan, scoreSheet } from '../services/classScores.ts';
import { flightData, storeData } from '../services/classShops.ts';
import { classEvaluations, classFeedback } from '../services/classForms.ts';
import { importRoster, RosterRefused, rosterTemplate } from '../services/rosterImport.ts';
import { fail } from '../http/envelope.ts';
import { bodyLimit } from 'hono/body-limit';
import { ROSTER_FILE_TOO_LARGE, ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORTERS } from '../../src/api/contract/rosterImport.ts';

const filterQuery = z.object({
  name: z.string().trim().max(50, '班级名称过长').optional(),
  classType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLASS_TYPES, { error: '班级类型有误' }).optional()),
});
const statsQuery = z.object({
  regionId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: '地区有误' }).int('地区有误').min(1, '地区有误').max(2147483647, '地区有误').optional(),
  ),
});
const scoresQuery = z.object({ keyword: z.string().trim().max(50, '关键词过长').optional() });
const gradeBody = z.object({
  score: z.number({ error: '请输入0-100的整数分数' }).int('请输入0-100的整数分数').min(0, '请输入0-100的整数分数').max(100, '请输入0-100的整数分数'),
  comment: z.string({ error: '评语有误' }).trim().max(500, '评语最多500个字').default(''),
});

/** A class id from the path: 400 when it is not one. */
function classIdOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2147483647) throw badRequest('班级编号有误');
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
  r.get('/classStats', manage, async (c) => ok(c, await classStats(db, caller(c), query(c, statsQuery).regionId)));
  r.get('/class/:id/information', manage, async (c) => ok(c, await classInformation(db, caller(c), classIdOf(c.req.param('id')))));
  r.get('/class/:id/scores', manage, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 20);
    const { keyword } = query(c, scoresQuery);
    return ok(c, await scoreSheet(db, caller(c), classIdOf(c.req.param('id')), pageNum, pageSize, keyword));
  });
  r.post('/class/:id/plan/:planId/grade', manage, async (c) => {
    const classId = classIdOf(c.req.param('id'));
    const planId = classIdOf(c.req.param('planId'));
    const input = await body(c, gradeBody);
    await gradePlan(db, caller(c), classId, planId, input.score, input.comment);
    return ok(c, null, '评分已保存');
  });
  r.get('/class/:id/storeData', manage, async (c) => ok(c, await storeData(db, caller(c), classIdOf(c.req.param('id')))));
  r.get('/class/:id/flightData', manage, async (c) => ok(c, await flightData(db, caller(c), classIdOf(c.req.param('id')))));
  r.get('/class/:id/feedback', manage, async (c) => ok(c, await classFeedback(db, caller(c), classIdOf(c.req.param('id')))));
  r.get('/class/:id/evaluations', manage, async (c) => ok(c, await classEvaluations(db, caller(c), classIdOf(c.req.param('id')))));

  // learners into a class from a spreadsheet: those who place learners (docs/back-office.md "Importing learners")
  const importers = allow(ROSTER_IMPORTERS);
  r.get('/class/roster/template', importers, async () => {
    return new Response(new Uint8Array(await rosterTemplate()), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('学员导入模板.xlsx')}`,
        'Cache-Control': 'no-store',
      },
    });
  });
  r.post(
    '/class/:id/roster/import',
    importers,
    bodyLimit({ maxSize: ROSTER_IMPORT_MAX_BYTES + 64 * 1024, onError: (c) => fail(c, 400, ROSTER_FILE_TOO_LARGE) }),
    async (c) => {
      const classId = classIdOf(c.req.param('id'));
      const { bytes, size, form } = await importFile(c);
      if (size > ROSTER_IMPORT_MAX_BYTES) throw badRequest(ROSTER_FILE_TOO_LARGE);
      const mode = form.mode === 'valid' ? 'valid' : 'all';
      try {
        const result = await importRoster(db, caller(c), classId, bytes, mode);
        return ok(c, result, result.skipped ? `已导入${result.imported}名学员，${result.skipped}行未通过校验` : `已导入${result.imported}名学员`);
      } catch (e) {
        if (e instanceof RosterRefused) return fail(c, 400, e.message, { errors: e.errors, valid: e.valid, total: e.total });
        throw e;
      }
    },
  );
  return r;
}
