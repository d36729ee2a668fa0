import { shopComplaintCaseResource } from '../../api/contract/resources/shop.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /seller/complaintManagement: 投诉管理 — the buyers' complaints against the shop and the platform's decision. */
export default introPage(shopComplaintCaseResource, '买家对本店的投诉由平台判定；判定前可提交申诉说明。有未处理的投诉时不能退还保证金。');
