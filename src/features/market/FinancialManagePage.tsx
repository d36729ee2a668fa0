import type { SupplyLedgerEntry } from '../../api/contract/supply.ts';
import { supplyFinance, supplyLedger } from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { Figure, fmtDateTime } from './common.tsx';

function Ledger() {
  const list = useListController<SupplyLedgerEntry>({ load: (q) => supplyLedger(q.pageNum, q.pageSize), accumulate: true, pageSize: 20 });
  return (
    <section className="mk-card" aria-label="供销市场金币流水">
      <h2>金币流水</h2>
      <ListView list={list} emptyText="还没有供销市场的金币流水">
        {(rows) => (
          <ul className="mk-ledger">
            {rows.map((l) => (
              <li key={l.id}>
                <span>
                  {l.reasonName}
                  <br />
                  <span className="mk-muted">
                    {l.ref} · {fmtDateTime(l.createdAt)}
                  </span>
                </span>
                <span style={{ textAlign: 'right' }}>
                  <span className={l.deltaFen >= 0 ? 'is-in' : 'is-out'}>
                    {l.deltaFen >= 0 ? '+' : ''}
                    {money(l.deltaFen)}
                  </span>
                  <br />
                  <span className="mk-muted">余额 {money(l.balanceAfterFen)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}

/** /supplymarket/financialManage: income and payments in the market, and its lines of the coin ledger. */
export default function FinancialManagePage() {
  const { data: f, loading, error, reload } = useLoad(supplyFinance, []);
  return (
    <div className="mk-page">
      <PageState loading={loading && !f} error={!f && error} onRetry={reload}>
        {f && (
          <div className="mk-figures">
            <Figure label="金币余额" value={money(f.balanceFen)} />
            <Figure label="供货收入（已结算）" value={money(f.incomeFen)} tone="money" />
            <Figure label="待结算（买家未收货）" value={money(f.pendingIncomeFen)} />
            <Figure label="采购支出" value={money(f.spentFen)} />
            <Figure label="采购退款" value={money(f.refundedFen)} />
            <Figure label="代发结算支出" value={money(f.dropshipPaidFen)} />
          </div>
        )}
      </PageState>
      {f && (
        <p className="mk-muted" style={{ margin: 0 }}>
          采购付款后金币由平台代管，买家确认收货时结算给供应商；发货前退款原路退回。已成交：供货 {f.orderCount.sold} 笔，采购 {f.orderCount.bought} 笔。
        </p>
      )}
      <Ledger />
    </div>
  );
}
