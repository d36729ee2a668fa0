import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../../caller.ts';
import { forbidden } from '../../errors.ts';
import type { ClassType } from '../../../src/api/contract/roles.ts';

/** The learner and their class, as every learner call needs them. */
export interface LearnerCtx {
  userId: number;
  realName: string;
  idCard: string | null;
  phone: string | null;
  classId: number;
  classType: ClassType;
  className: string;
  startDate: string | null;
  endDate: string | null;
  institution: string;
}

export const NO_CLASS = '您尚未加入培训班';
export const SYB_ONLY = '创业计划书仅对SYB创业培训班学员开放';
export const ONLINE_ONLY = '该功能仅对直播电商班、电子商务班学员开放';

/** Loads the caller's class (users.class_id → classes.class_type); 403 when they have none. */
export async function learnerCtx(db: Queryable, user: Caller): Promise<LearnerCtx> {
  const [row] = await db.query<LearnerCtx>(
    `select u.id as "userId", u.real_name as "realName", u.id_card as "idCard", u.phone,
            c.id as "classId", c.class_type as "classType", c.name as "className",
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
            i.name as institution
       from users u join classes c on c.id = u.class_id join institutions i on i.id = c.institution_id
      where u.id = $1`,
    [user.id],
  );
  if (!row) {
    // registered through /register and waiting in the pool (server/services/enrolments.ts): say which class
    const [waiting] = await db.query<{ name: string }>(
      `select c.name from enrolments e join classes c on c.id = e.class_id where e.user_id = $1 and e.status = 'pending'`,
      [user.id],
    );
    throw forbidden(waiting ? `您已报名${waiting.name}，请等待培训机构录取` : NO_CLASS);
  }
  return row;
}

/** prospectus (business plan): SYB only. */
export function requireSyb(ctx: LearnerCtx) {
  if (ctx.classType !== 'SYB') throw forbidden(SYB_ONLY);
}

/** planning, practice and certificate: ZBB and DSB only. */
export function requireOnline(ctx: LearnerCtx) {
  if (ctx.classType !== 'ZBB' && ctx.classType !== 'DSB') throw forbidden(ONLINE_ONLY);
}

export type GoalKey = 'shop_opened' | 'products_listed' | 'first_sale' | 'live_held';

export interface TaskDef {
  key: string;
  title: string;
  description: string;
  kind: 'module' | 'goal';
  goal?: GoalKey;
}

const SYB_STEPS: [string, string][] = [
  ['将你作为创业者来评价', '了解创业者应具备的素质，完成创业者自我评价，认清自己的优势与不足。'],
  ['为自己建立一个好的企业构思', '从身边的需求出发产生企业想法，并用市场调查检验构思。'],
  ['评估你的市场', '了解你的顾客和竞争对手，估计市场容量，制订市场营销计划。'],
  ['企业的人员组织', '确定企业需要的岗位与人员，了解劳动合同与员工管理。'],
  ['选择一种企业法律形态', '比较个体工商户、个人独资企业、合伙企业、有限责任公司等形态的利弊。'],
  ['法律环境和你的责任', '了解工商登记、税务、社会保险与知识产权等方面的法律责任。'],
  ['预测启动资金需求', '估算固定资产投资与开业前几个月的流动资金。'],
  ['制订利润计划', '制定销售价格，预测销售收入和成本，编制利润计划与现金流量计划。'],
  ['判断你的企业能否生存', '综合评估市场、资金与风险，完成并提交创业计划书。'],
  ['开办企业', '办理登记注册手续，筹措资金，开业经营。'],
];

const GYB_STEPS: [string, string][] = [
  ['认识创业与创业者', '了解什么是企业、什么是创业，以及成功创业者的共同特点。'],
  ['评估自己的创业能力', '用自我评价问卷了解自己的创业动机、能力和资源。'],
  ['产生企业想法', '通过头脑风暴、观察身边需求，列出尽可能多的企业想法。'],
  ['筛选企业想法', '从资源、技能、市场等方面筛选出最有可能的三个想法。'],
  ['SWOT分析', '对候选想法逐一做优势、劣势、机会、威胁分析。'],
  ['确定你的企业想法', '选定一个最适合自己的企业想法，制订下一步行动计划。'],
];

const GOALS: TaskDef[] = [
  { key: 'goal_shop_opened', goal: 'shop_opened', kind: 'goal', title: '开设模拟店铺', description: '通过开店考试并开设自己的模拟店铺。' },
  { key: 'goal_products_listed', goal: 'products_listed', kind: 'goal', title: '上架商品', description: '在店铺中发布并上架至少一件商品。' },
  { key: 'goal_first_sale', goal: 'first_sale', kind: 'goal', title: '完成首笔成交', description: '店铺收到第一笔已付款的订单。' },
  { key: 'goal_live_held', goal: 'live_held', kind: 'goal', title: '开展一场直播', description: '为店铺开展至少一场直播带货。' },
];

export const TASKS: Record<ClassType, TaskDef[]> = {
  SYB: SYB_STEPS.map(([title, description], i) => ({ key: `syb_step${i + 1}`, title: `第${i + 1}步：${title}`, description, kind: 'module' })),
  GYB: GYB_STEPS.map(([title, description], i) => ({ key: `gyb_step${i + 1}`, title: `第${i + 1}步：${title}`, description, kind: 'module' })),
  ZBB: GOALS,
  DSB: GOALS,
};
