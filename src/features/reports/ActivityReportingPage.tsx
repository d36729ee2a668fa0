import { activityReportResource } from '../../api/contract/resources/reports.ts';
import { introPage } from '../../ui/introPage.tsx';

/**
 * /manage/ActivityReporting: the entrepreneurship activities an institution held, reported to the
 * city (or county) for review: draft → 待审核 → 已通过 / 已驳回 (edited and submitted again).
 */
export default introPage(
  activityReportResource,
  '培训机构填报举办的创业活动（讲座、沙龙、项目推介等），提交后由所在市（区县）审核；审核通过的活动计入服务统计表。',
);
