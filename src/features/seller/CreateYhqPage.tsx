import { yhqPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** /seller/createYhq: 优惠券，买家领取后在本店结算时满足使用门槛即可抵扣，每单限用一张。 */
export default function CreateYhqPage() {
  return (
    <ResourcePage
      resource={yhqPromotionResource}
      intro={
        <div className="st-muted" style={{ paddingBottom: 8 }}>
          优惠券，买家领取后在本店结算时满足使用门槛即可抵扣，每单限用一张。
        </div>
      }
    />
  );
}
