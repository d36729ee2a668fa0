import { STOCK_REASON_NAMES } from '../../api/contract/seller.ts';
import { stockSummary } from '../../api/seller.ts';
import PageState from '../../ui/PageState.tsx';
import { Panel, Stat, useLoad } from './common.tsx';

/** The warehouse in figures, and whether every SKU's ledger adds up to its stock (it always should). */
export default function StockSummaryPanel({ moves = false }: { moves?: boolean }) {
  const { data: s, loading, error, reload } = useLoad(stockSummary, []);
  return (
    <PageState loading={loading && !s} error={!s && error} onRetry={reload}>
      {s && (
        <Panel title="库存概况">
          <div className="sc-stats">
            <Stat label="商品规格" value={s.skuCount} />
            <Stat label="总库存（件）" value={s.totalStock} />
            <Stat label="已售罄" value={s.soldOut} alert={s.soldOut > 0} />
            <Stat label={`库存紧张（≤${s.lowThreshold}）`} value={s.low} alert={s.low > 0} />
          </div>
          <p className={`sc-banner${s.mismatched ? ' is-warn' : ''}`} style={{ marginTop: 10, marginBottom: 0 }}>
            {s.mismatched ? `有 ${s.mismatched} 个规格的库存流水与库存不一致，请联系管理员` : '账实相符：每个规格的库存流水合计都等于当前库存'}
          </p>
          {moves && (
            <div className="sc-chips" style={{ marginTop: 10 }}>
              {s.moves.length === 0 && <span className="sc-muted">本赛季暂无库存变动</span>}
              {s.moves.map((m) => (
                <span key={m.reason} className="sc-chip">
                  本赛季{STOCK_REASON_NAMES[m.reason]} {m.units > 0 ? '+' : ''}
                  {m.units}
                </span>
              ))}
            </div>
          )}
        </Panel>
      )}
    </PageState>
  );
}
