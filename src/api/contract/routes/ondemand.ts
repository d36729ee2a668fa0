import { r, type RouteArea } from './meta.ts';

/**
 * /ondemand (spec §2): any signed-in role; /ondemand redirects to its index. Learners' door: the class's
 * courses count towards their certificate, and no menu led there (docs/journeys.md).
 */
export const ondemandArea: RouteArea = {
  name: 'ondemand',
  layout: 'plain',
  routes: [
    r(
      '/ondemand',
      '点播课程',
      { hidden: true, door: { label: '点播课程', order: 75, hint: '观看课程视频，学完即可答题', audience: [{ roles: [6], holds: 'class' }] } },
      { redirect: '/ondemand/index' },
    ),
    r('/ondemand/index', '点播课程', {}, { page: 'ondemand/IndexPage' }),
    r('/ondemand/mycourse', '我的课程', {}, { page: 'ondemand/MyCoursePage' }),
    r('/ondemand/answerrecordlist', '答题记录', {}, { page: 'ondemand/AnswerRecordListPage' }),
    r('/ondemand/answerrecord', '答题详情', { hidden: true, activeMenu: '/ondemand/answerrecordlist' }, { page: 'ondemand/AnswerRecordPage' }),
    r('/ondemand/coursesearch', '课程搜索', {}, { page: 'ondemand/CourseSearchPage' }),
    r('/ondemand/courseplay', '课程播放', { hidden: true, activeMenu: '/ondemand/index', noCache: true }, { page: 'ondemand/CoursePlayPage' }),
  ],
};
