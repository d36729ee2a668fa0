import { stockMoveResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import StockDocForm from './StockDocForm.tsx';
import './seller.css';

/** /seller/logisticB 采购入库: goods arriving from a purchase (and, later, from the supply market), and their records. */
export default function LogisticBPage() {
  return (
    <div className="sc-page">
      <StockDocForm kind="inbound" />
      <ResourcePage
        resource={stockMoveResource}
        fixedQuery={{ reason: 'inbound,supply' }}
        intro={<p className="sc-help">入库记录：采购入库和货源市场采购入库。</p>}
      />
    </div>
  );
}
