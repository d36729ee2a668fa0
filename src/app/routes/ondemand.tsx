import { r, type RouteArea } from '../routeMeta.ts';

/** /ondemand (spec §2): any signed-in role; /ondemand redirects to its index. */
export const ondemandArea: RouteArea = {
  name: 'ondemand',
  layout: 'plain',
  routes: [
    r('/ondemand', '点播课程', { hidden: true }, { redirect: '/ondemand/index' }),
    r('/ondemand/index', '点播课程', {}, { page: () => import('../../features/ondemand/IndexPage.tsx') }),
    r('/ondemand/mycourse', '我的课程', {}, { page: () => import('../../features/ondemand/MyCoursePage.tsx') }),
    r('/ondemand/answerrecordlist', '答题记录', {}, { page: () => import('../../features/ondemand/AnswerRecordListPage.tsx') }),
    r(
      '/ondemand/answerrecord',
      '答题详情',
      { hidden: true, activeMenu: '/ondemand/answerrecordlist' },
      { page: () => import('../../features/ondemand/AnswerRecordPage.tsx') },
    ),
    r('/ondemand/coursesearch', '课程搜索', {}, { page: () => import('../../features/ondemand/CourseSearchPage.tsx') }),
    r(
      '/ondemand/courseplay',
      '课程播放',
      { hidden: true, activeMenu: '/ondemand/index', noCache: true },
      { page: () => import('../../features/ondemand/CoursePlayPage.tsx') },
    ),
  ],
};
