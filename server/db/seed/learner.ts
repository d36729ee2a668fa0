import type { Queryable } from '../client.ts';

/**
 * Learner-area demo data: a question bank and papers per class type (assigned to the classes),
 * practice assignments, on-demand courses with chapters and quizzes, and zbb_student01 as a
 * qualified learner (final paper passed, every practice goal ticked) so the certificate shows.
 * All inserts are batched (one statement per table).
 */

type Q = [qtype: 'single' | 'multiple' | 'judge' | 'fill', stem: string, options: string, answer: string, analysis: string];

const BANK: Record<'SYB' | 'GYB' | 'ZBB' | 'DSB', Q[]> = {
  SYB: [
    [
      'single',
      'SYB创业培训中“创业十步走”的第一步是什么？',
      '将你作为创业者来评价|为自己建立一个好的企业构思|评估你的市场|预测启动资金需求',
      'A',
      '创业十步走从评价自己是否适合创业开始。',
    ],
    ['single', '以下哪一项属于企业的固定资产？', '原材料|员工工资|生产设备|水电费', 'C', '生产设备使用年限长、价值较高，属于固定资产。'],
    ['single', '市场营销组合“4P”中的“Place”指的是什么？', '产品|价格|渠道（地点）|促销', 'C', '4P即产品、价格、渠道（地点）、促销。'],
    [
      'single',
      '由一个自然人投资、财产为投资人个人所有、投资人以个人财产承担无限责任的企业形态是？',
      '有限责任公司|个人独资企业|合伙企业|股份有限公司',
      'B',
      '个人独资企业的投资人对企业债务承担无限责任。',
    ],
    [
      'single',
      '制定产品价格时，以下哪种做法最合理？',
      '只参考竞争对手价格|只按成本加利润定价|综合考虑成本、顾客承受能力和竞争对手价格|越低越好',
      'C',
      '定价应综合成本、需求与竞争三方面。',
    ],
    [
      'single',
      '启动资金一般由哪两部分组成？',
      '投资资金和流动资金|工资和租金|贷款和存款|收入和支出',
      'A',
      '启动资金 = 固定资产投资 + 开业前几个月的流动资金。',
    ],
    ['multiple', '以下哪些属于流动资金？', '原材料和库存商品|员工工资|房租|购买店面', 'A,B,C', '购买店面属于固定资产投资，其余是日常经营需要的流动资金。'],
    ['multiple', '评估市场时，需要了解哪些信息？', '顾客是谁|市场容量有多大|竞争对手的情况|创业者的兴趣爱好', 'A,B,C', '市场评估关注顾客、市场规模与竞争。'],
    [
      'multiple',
      '创业计划书的作用包括？',
      '理清创业思路|向银行或投资人申请资金|作为经营的行动指南|保证企业一定成功',
      'A,B,C',
      '计划书不能保证成功，但能帮助理清思路和获得资金。',
    ],
    ['multiple', '以下哪些是常见的促销方式？', '广告宣传|打折优惠|赠品|提高价格', 'A,B,C', '提高价格不是促销手段。'],
    ['judge', '现金流量计划可以帮助创业者预防企业出现现金短缺。', '', 'T', '现金流量计划按月预测现金收入和支出，提前发现资金缺口。'],
    ['judge', '只要企业有利润，就一定不会出现现金周转困难。', '', 'F', '有利润的企业也可能因应收账款或库存占用资金而现金短缺。'],
    ['judge', '个体工商户可以由个人经营，也可以由家庭经营。', '', 'T', '个体工商户可以个人经营或家庭经营。'],
    ['judge', '创业者不需要了解与企业相关的法律法规。', '', 'F', '创业者必须了解工商、税务、劳动等法律责任。'],
    ['fill', '销售收入减去销售成本（含各项费用）后的余额称为____。', '', '利润|净利润|税前利润', '收入减去成本费用即为利润。'],
    ['fill', 'SWOT分析中的“S”代表____。', '', '优势|Strengths|strength', 'S即Strengths，优势。'],
  ],
  GYB: [
    ['single', 'GYB培训的主要目标是什么？', '帮助学员产生并选定一个企业想法|帮助学员申请贷款|教会学员记账|帮助学员注册公司', 'A', 'GYB即“产生你的企业想法”。'],
    [
      'single',
      '头脑风暴时最重要的原则是？',
      '先批评再补充|追求数量，暂不评判|只记录最好的想法|由一个人决定',
      'B',
      '头脑风暴鼓励尽可能多地提出想法，暂不评判。',
    ],
    [
      'single',
      '以下哪个是好的企业想法的来源？',
      '身边人们未被满足的需求|别人告诉你一定赚钱的项目|网上随便看到的广告|完全不了解的行业',
      'A',
      '好的想法往往来自对身边需求的观察。',
    ],
    ['single', 'SWOT分析中的“T”代表什么？', '优势|劣势|机会|威胁', 'D', 'T即Threats，外部威胁。'],
    [
      'single',
      '筛选企业想法时，首先应考虑的是？',
      '想法是否时髦|是否符合自己的技能、资源和市场需求|是否需要大量投资|亲友是否喜欢',
      'B',
      '想法要与自身条件和市场需求匹配。',
    ],
    ['single', '以下哪项属于创业者个人的“劣势”？', '缺乏行业经验|当地政府出台扶持政策|市场需求增长|竞争对手退出', 'A', '劣势是内部因素，其余是外部机会。'],
    ['multiple', '成功创业者通常具备哪些特点？', '有责任心和毅力|愿意承担适度风险|善于沟通|从不听取别人意见', 'A,B,C', '善于听取意见同样重要。'],
    [
      'multiple',
      '以下哪些属于外部“机会”？',
      '国家出台创业补贴政策|所在社区人口快速增长|自己有厨师证|新修道路带来客流',
      'A,B,D',
      '厨师证是个人优势，属于内部因素。',
    ],
    ['multiple', '企业想法应回答哪些问题？', '卖什么产品或服务|卖给谁|怎样卖|明年能否上市', 'A,B,C', '企业想法包括产品、顾客和经营方式。'],
    ['multiple', '常见的企业类型包括？', '贸易企业|制造企业|服务企业|农林牧渔企业', 'A,B,C,D', '这四类都是常见的企业类型。'],
    ['judge', '企业想法越新奇越好，不需要考虑市场需求。', '', 'F', '没有市场需求的想法很难成功。'],
    ['judge', 'SWOT分析可以帮助比较和筛选不同的企业想法。', '', 'T', '通过SWOT分析可以看清每个想法的内外部条件。'],
    ['judge', '每个人都适合立即创业。', '', 'F', '创业前应评估自己的素质与条件。'],
    ['judge', '了解家人对创业的态度也是创业准备的一部分。', '', 'T', '家庭支持对创业很重要。'],
    ['fill', 'GYB的中文名称是“产生你的企业____”。', '', '想法|构思', 'GYB：Generate Your Business idea。'],
    ['fill', 'SWOT分析中的“O”代表____。', '', '机会|Opportunities|opportunity', 'O即Opportunities，机会。'],
  ],
  ZBB: [
    [
      'single',
      '直播带货中，“引流款”商品的主要作用是？',
      '获取高额利润|吸引观众进入直播间|清理库存|提升品牌形象',
      'B',
      '引流款价格低、吸引力强，用于拉新和留人。',
    ],
    ['single', '直播前最重要的准备工作是？', '只准备好手机|制定直播脚本和选品|邀请亲友刷单|购买粉丝', 'B', '脚本与选品决定直播节奏和转化。'],
    ['single', '以下哪项行为违反直播电商相关规定？', '如实介绍商品|虚构原价进行“降价”宣传|展示商品检测报告|告知售后政策', 'B', '虚构原价属于价格欺诈。'],
    ['single', '直播间“转化率”通常指的是？', '观看人数/粉丝数|下单人数/观看人数|点赞数/观看人数|评论数/点赞数', 'B', '转化率衡量观看者中有多少人下单。'],
    ['single', '主播在直播中回答观众提问，主要是为了？', '拖延时间|增强互动、解决购买顾虑|展示口才|增加直播时长', 'B', '互动可以提升停留时长和转化。'],
    ['single', '选品时，以下哪一项最不应成为主要依据？', '商品质量|目标观众需求|供应链稳定性|商品包装颜色是否喜欢', 'D', '个人喜好不应成为选品的主要依据。'],
    ['multiple', '直播间常用的促单技巧有？', '限时限量|赠品福利|讲解使用场景|夸大功效', 'A,B,C', '夸大功效属于虚假宣传。'],
    ['multiple', '一场直播的复盘应关注哪些数据？', '观看人数|平均停留时长|成交金额|主播服装品牌', 'A,B,C', '复盘关注流量、停留与成交数据。'],
    ['multiple', '直播带货的商品组合通常包括？', '引流款|利润款|主推款|违禁品', 'A,B,C', '违禁品严禁销售。'],
    ['multiple', '直播中需要如实告知消费者的信息有？', '商品价格|售后服务|商品真实功效|竞争对手的隐私', 'A,B,C', '竞争对手隐私与消费者无关，也不应公开。'],
    ['judge', '直播带货可以使用“全网最低价”等绝对化用语。', '', 'F', '广告法禁止使用绝对化用语。'],
    ['judge', '直播前应检查网络、灯光和收音设备。', '', 'T', '设备问题会直接影响观看体验。'],
    ['judge', '主播对所推荐商品的质量不承担任何责任。', '', 'F', '主播在一定情形下需承担相应法律责任。'],
    ['judge', '直播结束后应及时处理订单和售后问题。', '', 'T', '及时履约是维护口碑的关键。'],
    ['fill', '直播间下单人数除以观看人数得到的指标称为____。', '', '转化率|成交转化率', '即转化率。'],
    ['fill', '用于吸引观众进入直播间的低价商品通常被称为____款。', '', '引流|引流款', '即引流款。'],
  ],
  DSB: [
    ['single', '网店商品标题的主要作用是？', '越长越好|帮助买家搜索到商品并了解卖点|展示店铺名称|填写联系方式', 'B', '标题关系到搜索曝光与点击。'],
    ['single', '以下哪项属于网店的“客单价”？', '店铺商品数量|平均每位买家的成交金额|每天的访客数|商品的进货价', 'B', '客单价 = 成交金额 / 成交买家数。'],
    ['single', '买家收货后申请“仅退款”，卖家首先应该？', '直接拒绝|与买家沟通了解原因|拉黑买家|删除订单', 'B', '先沟通了解原因，再按规则处理。'],
    ['single', '设置运费模板的目的主要是？', '按地区、件数自动计算运费|提高商品价格|隐藏商品|增加库存', 'A', '运费模板可以按地区和件数自动计算运费。'],
    ['single', '商品主图最重要的要求是？', '清晰展示商品和卖点|文字越多越好|使用他人图片|尺寸越小越好', 'A', '主图要清晰突出商品与卖点。'],
    ['single', '网店“动销率”指的是？', '有销量的商品数占在售商品数的比例|商品的毛利率|退款率|好评率', 'A', '动销率反映商品整体的销售活跃度。'],
    ['multiple', '提升网店转化率的方法包括？', '优化详情页|合理设置优惠券|及时回复咨询|虚假交易刷单', 'A,B,C', '刷单违反平台规则和法律。'],
    ['multiple', '订单发货时需要填写哪些信息？', '物流公司|快递单号|买家的身份证号|发货时间', 'A,B', '发货需填写物流公司和快递单号。'],
    ['multiple', '以下哪些属于网店营销工具？', '满减活动|店铺红包|优惠券|修改买家评价', 'A,B,C', '卖家不能修改买家评价。'],
    ['multiple', '网店客服的基本要求有？', '回复及时|态度礼貌|熟悉商品|承诺无法兑现的服务', 'A,B,C', '不能做出无法兑现的承诺。'],
    ['judge', '为了提高销量，可以在商品详情页使用未经授权的明星照片。', '', 'F', '未经授权使用肖像构成侵权。'],
    ['judge', '买家下单后未付款，订单超时会自动取消。', '', 'T', '待付款订单超时会自动关闭并释放库存。'],
    ['judge', '网店库存可以随意设置为大于实际库存的数量。', '', 'F', '超卖会导致无法发货和纠纷。'],
    ['judge', '好评率和服务评分会影响店铺的搜索排名。', '', 'T', '店铺评分是排名因素之一。'],
    ['fill', '平均每位买家的成交金额称为____。', '', '客单价', '成交金额 / 买家数。'],
    ['fill', '卖家按地区和件数自动计算运费的设置称为运费____。', '', '模板|模版', '即运费模板。'],
  ],
};

const LETTERS = 'ABCDEFGH';
const options = (s: string) => (s ? s.split('|').map((text, i) => ({ key: LETTERS[i], text })) : []);

const TYPE_NAMES = { SYB: 'SYB创业培训', GYB: 'GYB创业意识培训', ZBB: '直播电商', DSB: '电子商务' } as const;
const FINAL_SCORES = { single: 6, multiple: 8, judge: 5, fill: 6 } as const; // 6×6 + 4×8 + 4×5 + 2×6 = 100

async function ids(q: Queryable, sql: string, params: unknown[]): Promise<number[]> {
  return (await q.query<{ id: number }>(sql, params)).map((r) => r.id);
}

export async function seedLearner(q: Queryable) {
  // ---- question bank: one insert for all types
  const flat = (Object.entries(BANK) as [keyof typeof BANK, Q[]][]).flatMap(([type, qs]) => qs.map((x) => ({ type, q: x })));
  const qIds = await ids(
    q,
    `insert into questions (class_type, qtype, stem, options, answer, analysis)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[]) returning id`,
    [
      flat.map((f) => f.type),
      flat.map((f) => f.q[0]),
      flat.map((f) => f.q[1]),
      flat.map((f) => JSON.stringify(options(f.q[2]))),
      flat.map((f) => f.q[3]),
      flat.map((f) => f.q[4]),
    ],
  );
  const byType = new Map<string, { id: number; q: Q }[]>();
  flat.forEach((f, i) => {
    byType.set(f.type, [...(byType.get(f.type) ?? []), { id: qIds[i], q: f.q }]);
  });

  // ---- papers: a final paper (100 points, all 16 questions) and a 10-question quiz per type
  const types = Object.keys(BANK) as (keyof typeof BANK)[];
  const paperIds = await ids(
    q,
    `insert into papers (title, class_type, duration_min, pass_score, is_final, show_answers, max_attempts)
     select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::boolean[], $6::boolean[], $7::int[]) returning id`,
    [
      types.flatMap((t) => [`${TYPE_NAMES[t]}结业考试`, `${TYPE_NAMES[t]}随堂测验`]),
      types.flatMap((t) => [t, t]),
      types.flatMap(() => [60, 15]),
      types.flatMap(() => [60, 60]),
      types.flatMap(() => [true, false]),
      types.flatMap((t) => [t !== 'DSB', true]), // the DSB final paper keeps its answers hidden
      types.flatMap(() => [2, 3]),
    ],
  );
  const pq: { paper: number; question: number; sort: number; score: number }[] = [];
  types.forEach((t, i) => {
    const [finalId, quizId] = [paperIds[i * 2], paperIds[i * 2 + 1]];
    const bank = byType.get(t)!;
    bank.forEach((b, sort) => {
      pq.push({ paper: finalId, question: b.id, sort, score: FINAL_SCORES[b.q[0]] });
    });
    const pick = [
      ...bank.filter((b) => b.q[0] === 'single').slice(0, 4),
      ...bank.filter((b) => b.q[0] === 'multiple').slice(0, 2),
      ...bank.filter((b) => b.q[0] === 'judge').slice(0, 3),
      ...bank.filter((b) => b.q[0] === 'fill').slice(0, 1),
    ];
    pick.forEach((b, sort) => {
      pq.push({ paper: quizId, question: b.id, sort, score: 10 });
    });
  });
  await q.query(`insert into paper_questions (paper_id, question_id, sort, score) select * from unnest($1::int[], $2::int[], $3::int[], $4::int[])`, [
    pq.map((x) => x.paper),
    pq.map((x) => x.question),
    pq.map((x) => x.sort),
    pq.map((x) => x.score),
  ]);
  // quizzes go to every class of the type; final papers to every class outside 杭州西湖创业学院
  await q.query(
    `insert into paper_classes (paper_id, class_id)
     select p.id, c.id from papers p join classes c on c.class_type = p.class_type join institutions i on i.id = c.institution_id
      where not p.is_final or i.name <> '杭州西湖创业学院'`,
  );

  // ---- zbb_student01 passed the ZBB final paper (one single and one judge wrong: 89) and ticked every goal
  const [zbb] = await q.query<{ id: number; classId: number }>(`select id, class_id as "classId" from users where username = 'zbb_student01'`);
  const zbbFinal = paperIds[types.indexOf('ZBB') * 2];
  const zbbBank = byType.get('ZBB')!;
  const wrong = new Set([zbbBank.find((b) => b.q[0] === 'single')!.id, zbbBank.find((b) => b.q[0] === 'judge')!.id]);
  const answers = zbbBank.map((b) => {
    const key = b.q[3].split('|')[0];
    const given = wrong.has(b.id) ? (b.q[0] === 'judge' ? (key === 'T' ? 'F' : 'T') : key === 'A' ? 'C' : 'A') : key;
    return { id: b.id, given, correct: !wrong.has(b.id), score: wrong.has(b.id) ? 0 : FINAL_SCORES[b.q[0]] };
  });
  const score = answers.reduce((a, x) => a + x.score, 0);
  const [attempt] = await q.query<{ id: number }>(
    `insert into exam_attempts (paper_id, user_id, class_id, started_at, deadline_at, submitted_at, status, score, total, passed)
     values ($1, $2, $3, now() - interval '3 days', now() - interval '3 days' + interval '60 minutes', now() - interval '3 days' + interval '42 minutes',
             'submitted', $4, 100, $5) returning id`,
    [zbbFinal, zbb.id, zbb.classId, score, score >= 60],
  );
  await q.query(
    `insert into exam_answers (attempt_id, question_id, answer, correct, score) select $1, * from unnest($2::int[], $3::text[], $4::boolean[], $5::int[])`,
    [attempt.id, answers.map((a) => a.id), answers.map((a) => a.given), answers.map((a) => a.correct), answers.map((a) => a.score)],
  );
  await q.query(
    `insert into learner_task_progress (user_id, task_key, source, done_at)
     select $1, k, 'seed', now() - interval '5 days' from unnest($2::text[]) as k`,
    [zbb.id, ['goal_shop_opened', 'goal_products_listed', 'goal_first_sale', 'goal_live_held']],
  );
  // syb_student01 has studied the first two steps
  await q.query(
    `insert into learner_task_progress (user_id, task_key, source) select u.id, k, 'learner' from users u, unnest($1::text[]) as k where u.username = 'syb_student01'`,
    [['syb_step1', 'syb_step2']],
  );

  // ---- practice assignments (ZBB/DSB)
  const practice: [string, string, string, string | null][] = [
    ['ZBB', '开设直播店铺', '完成开店考试，设置店铺名称与简介，上传店铺头像。', 'goal_shop_opened'],
    ['ZBB', '直播选品与上架', '从供销市场选择至少3款商品，完成引流款、利润款的搭配并上架。', 'goal_products_listed'],
    ['ZBB', '首场直播', '按照直播脚本开展一场不少于30分钟的直播，并记录观看人数和成交情况。', 'goal_live_held'],
    ['ZBB', '直播复盘', '根据直播数据（观看、停留、转化）写一份复盘总结。', 'goal_first_sale'],
    ['DSB', '开设网店', '完成开店考试，设置店铺名称、简介与运费模板。', 'goal_shop_opened'],
    ['DSB', '商品发布', '发布至少3件商品，撰写标题、主图和详情页。', 'goal_products_listed'],
    ['DSB', '营销活动', '设置一个满减或优惠券活动，完成首笔成交。', 'goal_first_sale'],
    ['DSB', '店铺直播', '为店铺开展一场直播，介绍主推商品。', 'goal_live_held'],
  ];
  await q.query(
    `insert into practice_assignments (class_type, title, description, goal_key, sort) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [practice.map((p) => p[0]), practice.map((p) => p[1]), practice.map((p) => p[2]), practice.map((p) => p[3]), practice.map((_, i) => i)],
  );

  // ---- on-demand courses
  const cls = await ids(q, `insert into course_classifications (name, sort) select * from unnest($1::text[], $2::int[]) returning id`, [
    ['创业基础', '网店运营', '直播带货', '政策法规'],
    [0, 1, 2, 3],
  ]);
  const courseDefs: [number, string, string, string, string[]][] = [
    [0, '创业者素质与自我评价', '从创业动机、风险承受能力等方面认识自己，判断是否适合创业。', '李明', ['什么是创业者', '创业者自我评价', '家庭与资金准备']],
    [0, '如何产生好的企业想法', '头脑风暴、观察需求、SWOT分析，找到适合自己的企业想法。', '王芳', ['从身边需求出发', 'SWOT分析实战']],
    [0, '启动资金与利润计划', '学会估算启动资金，编制销售预测、成本和现金流量计划。', '陈刚', ['估算启动资金', '利润计划', '现金流量计划']],
    [1, '网店开设与商品发布', '从开店到商品上架：标题、主图、详情页与运费模板。', '赵敏', ['开店流程', '商品标题与主图']],
    [1, '网店营销工具实战', '满减、优惠券、店铺红包的设置与组合使用。', '赵敏', ['满减与优惠券', '活动复盘']],
    [2, '直播带货入门', '直播间搭建、选品组合与直播脚本。', '孙丽', ['直播间搭建', '选品与商品组合', '直播脚本']],
    [2, '直播数据复盘', '看懂观看、停留、转化数据，持续优化直播。', '孙丽', ['核心数据指标', '复盘方法']],
    [3, '创业扶持政策解读', '创业担保贷款、培训补贴、一次性创业补贴等政策解读。', '周老师', ['创业担保贷款', '创业补贴申领']],
  ];
  const courseIds = await ids(
    q,
    `insert into courses (classification_id, title, intro, teacher_name, cover) select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) returning id`,
    [courseDefs.map((c) => cls[c[0]]), courseDefs.map((c) => c[1]), courseDefs.map((c) => c[2]), courseDefs.map((c) => c[3]), courseDefs.map(() => '')],
  );
  const chapters = courseDefs.flatMap((c, ci) =>
    c[4].map((title, sort) => ({ course: courseIds[ci], sort, title: `第${sort + 1}节 ${title}`, video: `/media/course-${((ci + sort) % 4) + 1}.mp4` })),
  );
  const chapterIds = await ids(
    q,
    `insert into course_chapters (course_id, sort, title, video_url, duration_sec) select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[]) returning id`,
    [chapters.map((c) => c.course), chapters.map((c) => c.sort), chapters.map((c) => c.title), chapters.map((c) => c.video), chapters.map(() => 20)],
  );
  await q.query(`insert into course_banners (title, image, course_id, sort) select * from unnest($1::text[], $2::text[], $3::int[], $4::int[])`, [
    ['直播带货入门：从零开始做直播', '创业扶持政策一图读懂', '启动资金与利润计划'],
    ['', '', ''],
    [courseIds[5], courseIds[7], courseIds[2]],
    [0, 1, 2],
  ]);

  // chapter quizzes: the first chapter of every course gets three questions
  const quiz: { chapter: number; sort: number; q: Q }[] = [];
  courseDefs.forEach((c, ci) => {
    const first = chapterIds[chapters.findIndex((ch) => ch.course === courseIds[ci])];
    const bankType = c[0] === 2 ? 'ZBB' : c[0] === 1 ? 'DSB' : ci === 1 ? 'GYB' : 'SYB';
    const bank = BANK[bankType];
    const pick = [bank.find((x) => x[0] === 'single')!, bank.find((x) => x[0] === 'multiple')!, bank.find((x) => x[0] === 'judge')!];
    pick.forEach((x, sort) => {
      quiz.push({ chapter: first, sort, q: x });
    });
  });
  await q.query(
    `insert into chapter_quiz_questions (chapter_id, sort, qtype, stem, options, answer, analysis)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::text[])`,
    [
      quiz.map((x) => x.chapter),
      quiz.map((x) => x.sort),
      quiz.map((x) => x.q[0]),
      quiz.map((x) => x.q[1]),
      quiz.map((x) => JSON.stringify(options(x.q[2]))),
      quiz.map((x) => x.q[3]),
      quiz.map((x) => x.q[4]),
    ],
  );
}
