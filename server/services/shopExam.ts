import { setting } from './settings.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { ensureWallet } from './wallet.ts';
import type { ExamResult } from '../../src/api/contract/shop.ts';

/** The shop-opening exam: 10 single-choice questions; 60% opens the caller's shop. */
export const PASS_PERCENT = 60;

const QUESTIONS: { id: number; title: string; options: [string, string][]; answer: string }[] = [
  {
    id: 1,
    title: '在网上开店前，首先应当做好哪项准备？',
    options: [
      ['A', '确定经营品类和目标客户'],
      ['B', '先大量进货'],
      ['C', '先投放广告'],
      ['D', '先装修实体门店'],
    ],
    answer: 'A',
  },
  {
    id: 2,
    title: '个人在电商平台开店，依法需要办理什么？',
    options: [
      ['A', '无需任何手续'],
      ['B', '市场主体登记（符合条件的可豁免）并依法纳税'],
      ['C', '只需朋友担保'],
      ['D', '只需缴纳保证金'],
    ],
    answer: 'B',
  },
  {
    id: 3,
    title: '商品标题应当如何撰写？',
    options: [
      ['A', '堆砌无关热门词'],
      ['B', '使用“最”“第一”等绝对化用语'],
      ['C', '真实准确地描述商品核心卖点'],
      ['D', '与其他店铺完全相同'],
    ],
    answer: 'C',
  },
  {
    id: 4,
    title: '买家付款后，卖家应当在什么时间内发货？',
    options: [
      ['A', '想什么时候发都行'],
      ['B', '按照承诺的发货时间及时发货'],
      ['C', '等买家催促后再发'],
      ['D', '等到月底统一发'],
    ],
    answer: 'B',
  },
  {
    id: 5,
    title: '设置运费模板时，“首件+续件”计费是指？',
    options: [
      ['A', '每件商品运费相同'],
      ['B', '首件按首费计算，超出部分按续件费用累加'],
      ['C', '只收首件运费'],
      ['D', '运费由快递员决定'],
    ],
    answer: 'B',
  },
  {
    id: 6,
    title: '“满199减20”属于哪种促销方式？',
    options: [
      ['A', '优惠券'],
      ['B', '满减'],
      ['C', '红包'],
      ['D', '天天特价'],
    ],
    answer: 'B',
  },
  {
    id: 7,
    title: '买家收货后申请“仅退款”，卖家正确的做法是？',
    options: [
      ['A', '直接拉黑买家'],
      ['B', '不予理睬'],
      ['C', '核实情况并在规定时间内处理'],
      ['D', '要求买家给好评后再退款'],
    ],
    answer: 'C',
  },
  {
    id: 8,
    title: '以下哪种行为属于平台禁止的违规行为？',
    options: [
      ['A', '如实描述商品'],
      ['B', '刷单炒信、虚假交易'],
      ['C', '按时发货'],
      ['D', '回复买家评价'],
    ],
    answer: 'B',
  },
  {
    id: 9,
    title: '店铺的 DSR 评分通常包括哪三项？',
    options: [
      ['A', '描述相符、服务态度、物流服务'],
      ['B', '价格、销量、库存'],
      ['C', '粉丝、直播、广告'],
      ['D', '品牌、包装、颜色'],
    ],
    answer: 'A',
  },
  {
    id: 10,
    title: '直播带货时，主播介绍商品应当？',
    options: [
      ['A', '夸大功效吸引下单'],
      ['B', '真实介绍商品，不作虚假宣传'],
      ['C', '只讲价格不讲商品'],
      ['D', '引导买家私下转账交易'],
    ],
    answer: 'B',
  },
];

export const examQuestions = () => QUESTIONS.map((q) => ({ id: q.id, title: q.title, options: q.options.map(([key, text]) => ({ key, text })) }));

/** Grades the quiz; `passPercent` is the platform setting (shopExamPassPercent), PASS_PERCENT by default. */
export function gradeExam(answers: Record<string, string>, passPercent = PASS_PERCENT) {
  const score = QUESTIONS.filter((q) => answers[String(q.id)] === q.answer).length;
  return { score, total: QUESTIONS.length, passed: score * 100 >= passPercent * QUESTIONS.length };
}

/** The caller's shop id, or null while they have not passed the exam. */
export async function shopIdOf(q: Queryable, userId: number): Promise<number | null> {
  const [s] = await q.query<{ id: number }>('select id from shops where owner_id = $1', [userId]);
  return s?.id ?? null;
}

/** The shop a sub-account works in (/seller/staffOfficer), or null. */
export async function staffShopOf(q: Queryable, userId: number): Promise<number | null> {
  const [s] = await q.query<{ shop_id: number }>('select shop_id from shop_staff where user_id = $1 and enabled', [userId]);
  return s?.shop_id ?? null;
}

/** Grades, records the attempt and, on a pass, opens the shop (with a default freight template), in a transaction of its own. */
export async function submitExam(db: Db, user: Caller, answers: Record<string, string>): Promise<ExamResult> {
  return db.tx(async (q) => {
    const result = gradeExam(answers, await setting(q, 'shopExamPassPercent'));
    await q.query('insert into shop_exam_attempts (user_id, score, total, passed) values ($1, $2, $3, $4)', [
      user.id,
      result.score,
      result.total,
      result.passed,
    ]);
    let shopId = await shopIdOf(q, user.id);
    if (result.passed && !shopId) {
      const [s] = await q.query<{ id: number }>(`insert into shops (owner_id, name, intro) values ($1, $2, '新开张的小店，欢迎光临') returning id`, [
        user.id,
        `${user.realName || user.username}的小店`,
      ]);
      shopId = s!.id;
      await q.query(
        `insert into freight_templates (shop_id, name, first_units, first_fee, extra_units, extra_fee, free_over) values ($1, '默认运费模板', 1, 800, 1, 200, 9900)`,
        [shopId],
      );
      await ensureWallet(q, user.id);
    }
    return { ...result, shopId: result.passed ? shopId : null };
  });
}
