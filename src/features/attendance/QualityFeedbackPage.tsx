import { qualityInspectionResource } from '../../api/contract/resources/quality.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/QualityFeedback: quality inspections of classes: findings → the institution's rectification → closed by the inspector. */
export default introPage(
  qualityInspectionResource,
  '管理员登记对班级的质量检查及发现的问题；培训机构或教师提交整改情况后，由管理员复核通过并关闭，或退回继续整改。',
);
