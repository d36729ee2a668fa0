import { mjPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import { marketingPage } from './marketingPage.tsx';

/** /seller/createMj: 满减活动，结算时自动使用满足门槛的最高一档，与优惠券、红包可叠加。 */
export default marketingPage(mjPromotionResource, '满减活动，结算时自动使用满足门槛的最高一档，与优惠券、红包可叠加。');
