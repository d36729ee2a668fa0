import { Link } from 'react-router-dom';
import { statsSnapshotResource } from '../../api/contract/resources/reports.ts';
import { introPage } from '../../ui/introPage.tsx';

/**
 * /manage/dataupdate: 重新统计 takes the entrepreneurship statistics of the caller's whole jurisdiction
 * (and a period) as they are now and keeps them with who and when, so a figure reported upwards can
 * be traced to its moment. The live table is /manage/statisticalTable.
 */
export default introPage(
  statsSnapshotResource,
  <>
    点击“重新统计”按当前数据汇总您管辖范围内的创业情况（培训、合格、创业、带动就业、补贴），并记录更新人与更新时间，便于上报数据留痕。实时数据见
    <Link to="/manage/statisticalTable">创业情况统计表</Link>。
  </>,
);
