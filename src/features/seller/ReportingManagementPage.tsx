import { shopReportCaseResource } from '../../api/contract/resources/shop.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /seller/reportingManagement: 举报管理 — the buyers' reports against the shop and the platform's decision. */
export default introPage(shopReportCaseResource, '买家对本店的举报由平台判定；判定前可提交申诉说明。有未处理的投诉时不能退还保证金。');
