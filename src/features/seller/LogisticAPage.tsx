import { useState } from 'react';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { skuStockResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import StockSummaryPanel from './StockSummaryPanel.tsx';
import './seller.css';

const AdjustSheet = whenOpen(() => import('./AdjustSheet.tsx'));

/** /seller/logisticA 库存总览: stock per SKU with its state; a count that differs is adjusted here, with a reason. */
export default function LogisticAPage() {
  const [adjusting, setAdjusting] = useState<RowOf<typeof skuStockResource> | null>(null);
  return (
    <div className="sc-page">
      <StockSummaryPanel />
      <ResourcePage
        resource={skuStockResource}
        cells={{
          stock: (r) => (
            <span className="sc-row" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
              <b className={r.stock === 0 ? 'sc-danger' : undefined}>{r.stock}</b>
              <button type="button" className="sc-link" onClick={() => setAdjusting(r)} aria-label={`调整库存：${r.productTitle}（${r.specText}）`}>
                调整
              </button>
            </span>
          ),
        }}
      />
      <AdjustSheet
        open={adjusting !== null}
        skuId={adjusting?.id ?? 0}
        label={adjusting ? `${adjusting.productTitle}（${adjusting.specText}）` : ''}
        stock={adjusting?.stock ?? 0}
        onClose={() => setAdjusting(null)}
      />
    </div>
  );
}
