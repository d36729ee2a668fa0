import { stockMoveResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import StockSummaryPanel from './StockSummaryPanel.tsx';
import './seller.css';

/** /seller/logisticD 库存流水: every change of every SKU's stock, with its reason, document and who made it. */
export default function LogisticDPage() {
  return (
    <div className="sc-page">
      <StockSummaryPanel moves />
      <ResourcePage
        resource={stockMoveResource}
        cells={{
          delta: (r) => <b className={(r.delta ?? 0) > 0 ? 'sc-ok' : 'sc-danger'}>{`${(r.delta ?? 0) > 0 ? '+' : ''}${r.delta}`}</b>,
        }}
      />
    </div>
  );
}
