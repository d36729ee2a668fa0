import { r, type RouteArea } from './meta.ts';

/** "Other routes" of spec §2: no role meta, any signed-in role. */
export const otherArea: RouteArea = {
  name: 'other',
  layout: 'backoffice',
  routes: [
    r('/manage/print', '打印', { hidden: true, noCache: true }, { layout: 'fullscreen', page: 'reports/PrintPage' }),
    r('/manage/chatpage', '在线交流', { hidden: true }, { page: 'live/LiveChatPage' }),
    r('/manage/largeScreen', '数据大屏', { hidden: true }, { layout: 'fullscreen', page: 'dashboard/LargeScreenPage' }),
    r('/manage/annualReport', '年度报告', { hidden: true }, { layout: 'fullscreen', page: 'dashboard/AnnualReportPage' }),
  ],
};
