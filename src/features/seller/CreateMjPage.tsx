import { mjPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** /seller/createMj: 满减活动，结算时自动使用满足门槛的最高一档，与优惠券、红包可叠加。 */
export default function CreateMjPage() {
  return (
    <ResourcePage
      resource={mjPromotionResource}
      intro={
        <div className="st-muted" style={{ paddingBottom: 8 }}>
          满减活动，结算时自动使用满足门槛的最高一档，与优惠券、红包可叠加。
        </div>
      }
    />
  );
}
