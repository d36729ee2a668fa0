import { yhqPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import { marketingPage } from './marketingPage.tsx';

/** /seller/createYhq: 优惠券，买家领取后在本店结算时满足使用门槛即可抵扣，每单限用一张。 */
export default marketingPage(yhqPromotionResource, '优惠券，买家领取后在本店结算时满足使用门槛即可抵扣，每单限用一张。');
