import { hbPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import { marketingPage } from './marketingPage.tsx';

/** /seller/createHb: 店铺红包，买家在商品页和店铺首页领取，结算时无门槛抵扣。 */
export default marketingPage(hbPromotionResource, '店铺红包，买家在商品页和店铺首页领取，结算时无门槛抵扣。');
