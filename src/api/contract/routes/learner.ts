import { r, type AppRoute, type RouteArea, type RouteMeta } from './meta.ts';

const l = (sub: string, title: string, meta: Partial<RouteMeta> = {}, page?: AppRoute['page'], extra: Partial<Omit<AppRoute, 'path' | 'meta'>> = {}) =>
  r(`/cultivate/${sub}`, title, { roles: [6], inClass: true, ...meta }, { ...(page ? { page } : {}), ...extra });

/**
 * Learner routes (spec §2, role 6). The order here is the order of the fixed learner menu,
 * which is this table filtered by the stored class type.
 */
export const learnerArea: RouteArea = {
  name: 'learner',
  layout: 'backoffice',
  routes: [
    l(
      'learningtasks',
      '学习任务',
      { affix: true, door: { label: '培训管理', order: 80, hint: '学习任务、在线考试和评价', audience: [{ roles: [6] }], supplyBar: true } },
      'learner/LearningTasksPage',
      { prefetch: 'learnerTasks' },
    ),
    l('prospectus', '创业计划书', { classTypes: ['SYB'] }, 'learner/ProspectusPage'),
    l('planning', '实训规划', { classTypes: ['ZBB', 'DSB'] }, 'learner/PlanningPage'),
    l('practice', '电商实训', { classTypes: ['ZBB', 'DSB'] }, 'learner/PracticePage'),
    l('practicePage', '实践活动', {}, 'learner/PracticeActivitiesPage'),
    l('onlinetest', '在线考试', {}, 'learner/OnlineTestPage'),
    l('evaluation', '学习评价', {}, 'learner/EvaluationPage'),
    l('registerTable', '学员登记表', {}, 'learner/RegisterTablePage'),
    l('demand', '培训需求', {}, 'learner/DemandPage'),
    l('opinion', '意见反馈', {}, 'learner/OpinionPage'),
    l('appraise', '培训评估', {}, 'learner/AppraisePage'),
    l('track', '后续跟踪', {}, 'learner/TrackPage'),
    l('certificate', '结业证书', { classTypes: ['ZBB', 'DSB'] }, 'learner/CertificatePage'),
    l('joinClass', '加入培训班', { inClass: false }, 'learner/JoinClassPage'),
  ],
};
