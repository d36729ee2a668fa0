import { z } from 'zod';
import { isWebLink, WEB_LINK_ERROR } from './links.ts';
import { SHORT_ANSWER_MAX } from './questions.ts';

/**
 * The zod schemas of the learner area's request bodies and queries (server/routes/learner.ts): only the
 * server imports this file, so zod stays out of the pages' chunks; the types they infer are re-exported
 * by ./learner.ts.
 */

export const answerValue = z.union(
  [z.string({ error: '答案格式有误' }).max(SHORT_ANSWER_MAX, '答案过长'), z.array(z.string().max(5, '答案格式有误')).max(10, '答案格式有误'), z.boolean()],
  { error: '答案格式有误' },
);

/** A body of answers, one per question (at least one, at most `most`). */
const answersBody = (most: number) =>
  z.object({
    answers: z
      .array(
        z.object({
          questionId: z.number({ error: '题目编号有误' }).int('题目编号有误').positive('题目编号有误').max(2147483647, '题目编号有误'),
          answer: answerValue,
        }),
        { error: '请提交答案' },
      )
      .min(1, '请提交答案')
      .max(most, '答案过多'),
  });

export const saveAnswersSchema = answersBody(200);
export type SaveAnswersBody = z.infer<typeof saveAnswersSchema>;

export const practiceRecordSchema = z.object({
  content: z.string({ error: '请填写实训记录' }).trim().min(1, '请填写实训记录').max(2000, '实训记录不能超过2000字'),
  // shown as a link to teachers: only a web address (never javascript: or data:)
  link: z.string({ error: WEB_LINK_ERROR }).trim().max(500, '链接过长').refine(isWebLink, WEB_LINK_ERROR).default(''),
});

export const trackSchema = z
  .object({
    businessStarted: z.boolean({ error: '请选择是否已创业' }),
    businessName: z.string().trim().max(100, '企业名称过长').default(''),
    licenceNo: z
      .string()
      .trim()
      .max(30, '执照编号过长')
      .regex(/^[0-9A-Za-z-]*$/, '营业执照编号格式有误')
      .default(''),
    legalForm: z.enum(['', '个体工商户', '有限责任公司', '个人独资企业', '合伙企业', '农民专业合作社', '其他'], { error: '请选择企业法律形态' }).default(''),
    jobsCreated: z.number({ error: '带动就业人数有误' }).int('带动就业人数有误').min(0, '带动就业人数有误').max(100000, '带动就业人数有误').default(0),
    notes: z.string().trim().max(2000, '备注不能超过2000字').default(''),
  })
  .refine((v) => !v.businessStarted || v.businessName.length > 0, { message: '已创业请填写企业名称' });
export type TrackBody = z.infer<typeof trackSchema>;

const money = z.number({ error: '金额有误' }).int('金额以分为单位的整数').min(-1_000_000_000_00, '金额有误').max(1_000_000_000_00, '金额有误');
const shortText = (max: number) => z.string().max(max, `内容不能超过${max}字`).default('');
const months = z.array(money).length(12, '请填写12个月的数据');

/** Amounts are integer fen. Totals (fields named total*) are recomputed by the server. */
export const businessPlanSchema = z.object({
  overview: z
    .object({ name: shortText(100), industry: shortText(50), legalForm: shortText(30), address: shortText(200), products: shortText(2000) })
    .partial()
    .default({}),
  owner: z
    .object({ experience: shortText(2000), education: shortText(500), skills: shortText(2000) })
    .partial()
    .default({}),
  market: z
    .object({ customers: shortText(2000), size: shortText(2000), competitors: shortText(2000), swot: shortText(2000) })
    .partial()
    .default({}),
  marketing: z
    .object({ product: shortText(2000), price: shortText(2000), place: shortText(2000), promotion: shortText(2000) })
    .partial()
    .default({}),
  organisation: z
    .object({
      staff: z
        .array(z.object({ role: shortText(50), count: z.number().int().min(0).max(10000), monthlyWageFen: money }))
        .max(50)
        .default([]),
      totalMonthlyWageFen: money.optional(),
    })
    .default({ staff: [] }),
  fixedAssets: z
    .object({
      items: z
        .array(z.object({ name: shortText(100), quantity: z.number().int().min(0).max(100000), unitPriceFen: money, amountFen: money.optional() }))
        .max(100)
        .default([]),
      totalFen: money.optional(),
    })
    .default({ items: [] }),
  workingCapital: z
    .object({
      items: z
        .array(z.object({ name: shortText(100), monthlyFen: money }))
        .max(100)
        .default([]),
      months: z.number().int().min(1).max(24).default(3),
      totalFen: money.optional(),
    })
    .default({ items: [], months: 3 }),
  salesForecast: z
    .object({
      rows: z
        .array(
          z.object({
            product: shortText(100),
            unitPriceFen: money,
            quantities: z.array(z.number().int().min(0).max(100_000_000)).length(12, '请填写12个月的数据'),
            amountsFen: months.optional(),
            totalFen: money.optional(),
          }),
        )
        .max(30)
        .default([]),
      monthTotalsFen: months.optional(),
      totalFen: money.optional(),
    })
    .default({ rows: [] }),
  salesCost: z
    .object({
      costs: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      monthCostTotalsFen: months.optional(),
      monthProfitFen: months.optional(),
      totalCostFen: money.optional(),
      totalProfitFen: money.optional(),
    })
    .default({ costs: [] }),
  cashFlow: z
    .object({
      openingFen: money.default(0),
      inflows: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      outflows: z
        .array(z.object({ name: shortText(100), monthsFen: months, totalFen: money.optional() }))
        .max(30)
        .default([]),
      monthInFen: months.optional(),
      monthOutFen: months.optional(),
      monthClosingFen: months.optional(),
    })
    .default({ openingFen: 0, inflows: [], outflows: [] }),
});
export type BusinessPlan = z.infer<typeof businessPlanSchema>;

export const livePlanSchema = z.object({
  positioning: z
    .object({ audience: shortText(1000), style: shortText(1000), anchor: shortText(500), goals: shortText(1000) })
    .partial()
    .default({}),
  productMix: z
    .array(
      z.object({
        name: shortText(100),
        role: z.enum(['引流款', '利润款', '主推款', '形象款']),
        priceFen: money,
        stock: z.number().int().min(0).max(10_000_000),
      }),
    )
    .max(50)
    .default([]),
  schedule: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误'),
        start: z.string().regex(/^\d{2}:\d{2}$/, '时间格式有误'),
        end: z.string().regex(/^\d{2}:\d{2}$/, '时间格式有误'),
        theme: shortText(200),
      }),
    )
    .max(100)
    .default([]),
  script: shortText(5000),
  targets: z
    .object({ viewers: z.number().int().min(0).max(1e9).default(0), orders: z.number().int().min(0).max(1e9).default(0), salesFen: money.default(0) })
    .default({ viewers: 0, orders: 0, salesFen: 0 }),
});
export type LivePlan = z.infer<typeof livePlanSchema>;

/** PUT a plan: baseRevision is the revision the client started from (0 for a new plan). */
export const planSaveSchema = z.object({
  baseRevision: z.number({ error: '版本号有误' }).int('版本号有误').min(0, '版本号有误').max(2147483647, '版本号有误'),
  content: z.unknown(),
});

/** The course list's filters (its page comes from the query too, server/http/paging.ts). */
export const courseFilterQuery = z.object({
  classificationId: z.coerce.number({ error: '分类有误' }).int('分类有误').positive('分类有误').max(2147483647, '分类有误').optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
});
export const progressSaveSchema = z.object({
  positionSec: z.number({ error: '播放位置有误' }).min(0, '播放位置有误').max(86400, '播放位置有误'),
});

export const quizSubmitSchema = answersBody(100);
