import { tjPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** /seller/createTj: 天天特价，指定商品每件立减，最先计算（单价最低0.01元）。 */
export default function CreateTjPage() {
  return (
    <ResourcePage
      resource={tjPromotionResource}
      intro={
        <div className="st-muted" style={{ paddingBottom: 8 }}>
          天天特价，指定商品每件立减，最先计算（单价最低0.01元）。
        </div>
      }
    />
  );
}
