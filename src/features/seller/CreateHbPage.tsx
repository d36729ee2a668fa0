import { hbPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** /seller/createHb: 店铺红包，买家在商品页和店铺首页领取，结算时无门槛抵扣。 */
export default function CreateHbPage() {
  return (
    <ResourcePage
      resource={hbPromotionResource}
      intro={
        <div className="st-muted" style={{ paddingBottom: 8 }}>
          店铺红包，买家在商品页和店铺首页领取，结算时无门槛抵扣。
        </div>
      }
    />
  );
}
