import { r, type RouteArea, type RouteMeta } from '../routeMeta.ts';

const l = (sub: string, title: string, meta: Partial<RouteMeta> = {}) => r(`/cultivate/${sub}`, title, { roles: [6], ...meta });

/**
 * Learner routes (spec §2, role 6). The order here is the order of the fixed learner menu,
 * which is this table filtered by the stored class type.
 */
export const learnerArea: RouteArea = {
  name: 'learner',
  layout: 'backoffice',
  routes: [
    l('learningtasks', '学习任务', { affix: true }),
    l('prospectus', '创业计划书', { classTypes: ['SYB'] }),
    l('planning', '实训规划', { classTypes: ['ZBB', 'DSB'] }),
    l('practice', '电商实训', { classTypes: ['ZBB', 'DSB'] }),
    l('practicePage', '实践活动'),
    l('onlinetest', '在线考试'),
    l('evaluation', '学习评价'),
    l('registerTable', '学员登记表'),
    l('demand', '培训需求'),
    l('opinion', '意见反馈'),
    l('appraise', '培训评估'),
    l('track', '后续跟踪'),
    l('certificate', '结业证书', { classTypes: ['ZBB', 'DSB'] }),
  ],
};
