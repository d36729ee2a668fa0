import { Link } from 'react-router-dom';
import { trackResource } from '../../api/contract/resources/tracking.ts';
import { introPage } from '../../ui/introPage.tsx';

/**
 * /manage/trackList: follow-up visits of learners after their class, their own /cultivate/track
 * entries among them; a learner's name opens all their records (/manage/trackDetail?userId=).
 */
export default introPage(trackResource, '结业学员的后续跟踪服务记录，含学员本人在“后续跟踪”中填写的创业情况（学员自填，仅学员本人可修改）。', {
  cells: { realName: (row) => <Link to={`/manage/trackDetail?userId=${row.userId}`}>{row.realName}</Link> },
});
