import { PassThrough, Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { allow, caller } from '../http/caller.ts';
import { idAndBody, importFile, multipartLimit } from '../http/validate.ts';
import { downloadHeaders, XLSX_MIME } from '../http/sendFile.ts';
import { idParam, parse } from '../validation.ts';
import { answer } from '../http/endpoint.ts';
import { writeXlsx } from '../resources/xlsx.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import {
  type ChapterBody,
  type DrawBody,
  EXAM_ADMIN,
  IMPORT_COLUMNS,
  type MarkBody,
  QUESTION_FILE_TOO_LARGE,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_TYPES,
} from '../../src/api/contract/exams.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { ImportRefused, importQuestions, TEMPLATE_EXAMPLES } from '../services/exams/import.ts';
import * as papers from '../services/exams/papers.ts';
import * as attempts from '../services/exams/attempts.ts';
import * as courseAdmin from '../services/courseAdmin.ts';
import { classBreachesInScope, classTotalsInScope, learnerTotalInScope } from '../services/exams/assessmentInScope.ts';

/**
 * The back-office's exam and course calls beside the resource layer, under every role prefix:
 * /v1/wangchuang/{role prefix}exam/… (docs/exams-and-courses.md lists them). Each call checks role,
 * then scope (404 outside it), then input (400), as the resource layer does.
 */

const WRITERS = [1, 4, 5] as const;
const toId = (param: string) => parse(idParam, param);

const itemsSchema = z.object({
  items: z
    .array(
      z.object({
        questionId: z.number({ error: '试题编号有误' }).int('试题编号有误').positive('试题编号有误'),
        score: z.number({ error: '请填写分值' }).int('分值须为整数').min(1, '每题至少1分').max(100, '每题最多100分'),
      }),
      { error: '请选择试题' },
    )
    .max(200, '一份试卷最多200道题'),
}) satisfies z.ZodType<InputOf<typeof EXAM_ADMIN.saveItems>, unknown>;
const drawSchema = z.object({
  rules: z
    .array(
      z.object({
        qtype: z.enum(QUESTION_TYPES, { error: '请选择题型' }),
        difficulty: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '难度有误' }),
        chapter: z.string().trim().max(50, '章节最多50个字').default(''),
        count: z.number({ error: '请填写题数' }).int('题数须为整数').min(1, '每条规则至少抽1道题').max(100, '每条规则最多抽100道题'),
        score: z.number({ error: '请填写分值' }).int('分值须为整数').min(1, '每题至少1分').max(100, '每题最多100分'),
      }),
      { error: '请添加抽题规则' },
    )
    .min(1, '请添加抽题规则')
    .max(20, '抽题规则最多20条'),
}) satisfies z.ZodType<DrawBody, unknown>;
const markSchema = z.object({
  marks: z
    .array(
      z.object({
        questionId: z.number({ error: '题目编号有误' }).int('题目编号有误').positive('题目编号有误'),
        score: z.number({ error: '请填写得分' }).int('得分须为整数').min(0, '得分不能为负数'),
        comment: z.string().trim().max(200, '评语最多200个字').optional(),
      }),
      { error: '请填写得分' },
    )
    .min(1, '请填写得分')
    .max(200, '批阅的题目过多'),
}) satisfies z.ZodType<MarkBody, unknown>;
const chapterSchema = z.object({
  title: z.string({ error: '请输入章节名称' }).trim().min(1, '请输入章节名称').max(60, '章节名称最多60个字'),
  videoUrl: z.string({ error: '请上传章节视频' }).trim().min(1, '请上传章节视频').max(300, '视频地址有误'),
  durationSec: z.number({ error: '视频时长有误' }).int('视频时长有误').min(1, '视频时长有误').max(86_400, '视频时长不能超过24小时'),
}) satisfies z.ZodType<ChapterBody, unknown>;
const orderSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: '章节顺序有误' }).min(1, '章节顺序有误').max(100, '章节顺序有误'),
}) satisfies z.ZodType<InputOf<typeof EXAM_ADMIN.orderChapters>, unknown>;
const pickSchema = z.object({
  questionIds: z.array(z.number().int().positive(), { error: '请选择试题' }).min(1, '请选择试题').max(20, '一次最多添加20道题'),
}) satisfies z.ZodType<InputOf<typeof EXAM_ADMIN.addQuiz>, unknown>;

export function examAdminApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const manage = allow(MANAGE_ROLES);
  const writers = allow(WRITERS);

  // ---- the question bank's template and import
  r.get('/exam/question/template', manage, async () => {
    const out = new PassThrough();
    void writeXlsx(
      out,
      '试题导入模板',
      [...IMPORT_COLUMNS],
      (async function* () {
        yield TEMPLATE_EXAMPLES;
      })(),
    ).catch((e) => out.destroy(e as Error));
    return new Response(Readable.toWeb(out) as ReadableStream, {
      headers: downloadHeaders(XLSX_MIME, '试题导入模板.xlsx'),
    });
  });
  r.post('/exam/question/import', writers, multipartLimit(QUESTION_IMPORT_MAX_BYTES, QUESTION_FILE_TOO_LARGE), async (c) => {
    const { bytes } = await importFile(c, QUESTION_IMPORT_MAX_BYTES, QUESTION_FILE_TOO_LARGE);
    try {
      const result = await importQuestions(db, caller(c), bytes);
      return ok(c, result, `成功导入${result.imported}道试题`);
    } catch (e) {
      if (e instanceof ImportRefused) return fail(c, 400, e.message, { errors: e.errors });
      throw e;
    }
  });

  // ---- papers: composition, random draw, what the bank offers
  answer(r, EXAM_ADMIN.composition, manage, async (c, params) => papers.composition(db, caller(c), toId(params.paperId)));
  answer(r, EXAM_ADMIN.pool, manage, async (c, params) => papers.pool(db, caller(c), toId(params.paperId)));
  answer(
    r,
    EXAM_ADMIN.saveItems,
    writers,
    idAndBody('paperId', itemsSchema, (c, id, b) => papers.saveItems(db, caller(c), id, b.items)),
    '试卷已保存',
  );
  answer(
    r,
    EXAM_ADMIN.draw,
    writers,
    idAndBody('paperId', drawSchema, (c, id, b) => papers.draw(db, caller(c), id, b.rules)),
    '抽题完成',
  );

  // ---- attempts: the answer sheet and the teacher's marks
  answer(r, EXAM_ADMIN.answerSheet, manage, async (c, params) => attempts.answerSheet(db, caller(c), toId(params.attemptId)));
  answer(
    r,
    EXAM_ADMIN.mark,
    allow(attempts.MARKING_ROLES),
    idAndBody('attemptId', markSchema, (c, id, b) => attempts.mark(db, caller(c), id, b)),
    '批阅已保存',
  );

  // ---- courses: chapters and their quizzes
  answer(r, EXAM_ADMIN.chapters, manage, async (c, params) => courseAdmin.chapters(db, caller(c), toId(params.courseId)));
  answer(
    r,
    EXAM_ADMIN.addChapter,
    writers,
    idAndBody('courseId', chapterSchema, (c, id, b) => courseAdmin.addChapter(db, caller(c), id, b)),
    '章节已添加',
  );
  answer(
    r,
    EXAM_ADMIN.orderChapters,
    writers,
    idAndBody('courseId', orderSchema, (c, id, b) => courseAdmin.orderChapters(db, caller(c), id, b.ids)),
    '顺序已保存',
  );
  answer(
    r,
    EXAM_ADMIN.updateChapter,
    writers,
    idAndBody('chapterId', chapterSchema, (c, id, b) => courseAdmin.updateChapter(db, caller(c), id, b)),
    '章节已保存',
  );
  answer(r, EXAM_ADMIN.removeChapter, writers, async (c, params) => courseAdmin.removeChapter(db, caller(c), toId(params.chapterId)), '章节已删除');
  answer(r, EXAM_ADMIN.quizItems, manage, async (c, params) => courseAdmin.quizItems(db, caller(c), toId(params.chapterId)));
  answer(
    r,
    EXAM_ADMIN.addQuiz,
    writers,
    idAndBody('chapterId', pickSchema, (c, id, b) => courseAdmin.addQuizFromBank(db, caller(c), id, b.questionIds)),
    '测验题已添加',
  );
  answer(
    r,
    EXAM_ADMIN.removeQuiz,
    writers,
    async (c, params) => courseAdmin.removeQuizItem(db, caller(c), toId(params.chapterId), toId(params.itemId)),
    '测验题已删除',
  );

  // ---- assessment and supervision of a class in scope
  answer(r, EXAM_ADMIN.classTotals, manage, async (c, params) => classTotalsInScope(db, caller(c), toId(params.classId)));
  answer(r, EXAM_ADMIN.classBreaches, manage, async (c, params) => classBreachesInScope(db, caller(c), toId(params.classId)));
  answer(r, EXAM_ADMIN.learnerTotal, manage, async (c, params) => learnerTotalInScope(db, caller(c), toId(params.userId)));
  return r;
}
