import { supervisionVisitResource } from '../../api/contract/resources/reports.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/supervision: supervisors' visits to classes (date, way, findings, score, what must change). */
export default introPage(supervisionVisitResource, '各级管理部门对培训班级的督导记录；培训机构与授课教师可查看本机构、本人班级的督导结果与整改要求。');
