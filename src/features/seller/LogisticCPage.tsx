import { stockMoveResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import StockDocForm from './StockDocForm.tsx';
import './seller.css';

/** /seller/logisticC 出库管理: goods leaving by orders (automatic) or otherwise (loss, samples, gifts), and their records. */
export default function LogisticCPage() {
  return (
    <div className="sc-page">
      <StockDocForm kind="outbound" />
      <ResourcePage
        resource={stockMoveResource}
        fixedQuery={{ reason: 'order,outbound' }}
        intro={<p className="sc-help">出库记录：买家下单时自动出库（订单出库），以及手工登记的其他出库。订单取消、退款退回的库存见「库存流水」。</p>}
      />
    </div>
  );
}
