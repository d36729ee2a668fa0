import { r, type AppRoute, type RouteArea, type RouteMeta } from '../routeMeta.ts';

const l = (sub: string, title: string, meta: Partial<RouteMeta> = {}, page?: AppRoute['page']) =>
  r(`/cultivate/${sub}`, title, { roles: [6], ...meta }, page ? { page } : {});

/**
 * Learner routes (spec §2, role 6). The order here is the order of the fixed learner menu,
 * which is this table filtered by the stored class type.
 */
export const learnerArea: RouteArea = {
  name: 'learner',
  layout: 'backoffice',
  routes: [
    l('learningtasks', '学习任务', { affix: true }, () => import('../../features/learner/LearningTasksPage.tsx')),
    l('prospectus', '创业计划书', { classTypes: ['SYB'] }, () => import('../../features/learner/ProspectusPage.tsx')),
    l('planning', '实训规划', { classTypes: ['ZBB', 'DSB'] }, () => import('../../features/learner/PlanningPage.tsx')),
    l('practice', '电商实训', { classTypes: ['ZBB', 'DSB'] }, () => import('../../features/learner/PracticePage.tsx')),
    l('practicePage', '实践活动', {}, () => import('../../features/learner/PracticeActivitiesPage.tsx')),
    l('onlinetest', '在线考试', {}, () => import('../../features/learner/OnlineTestPage.tsx')),
    l('evaluation', '学习评价', {}, () => import('../../features/learner/EvaluationPage.tsx')),
    l('registerTable', '学员登记表', {}, () => import('../../features/learner/RegisterTablePage.tsx')),
    l('demand', '培训需求', {}, () => import('../../features/learner/DemandPage.tsx')),
    l('opinion', '意见反馈', {}, () => import('../../features/learner/OpinionPage.tsx')),
    l('appraise', '培训评估', {}, () => import('../../features/learner/AppraisePage.tsx')),
    l('track', '后续跟踪', {}, () => import('../../features/learner/TrackPage.tsx')),
    l('certificate', '结业证书', { classTypes: ['ZBB', 'DSB'] }, () => import('../../features/learner/CertificatePage.tsx')),
  ],
};
