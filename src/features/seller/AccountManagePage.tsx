import { useState } from 'react';
import { WALLET_REASON_NAMES } from '../../api/contract/seller.ts';
import type { LedgerEntry } from '../../api/contract/wallet.ts';
import { accountLedger, accountSummary } from '../../api/seller.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { fmtDateTime, money, Panel, Stat, useLoad } from './common.tsx';

const REASONS = ['', 'settle', 'aftersale', 'pay', 'refund', 'restart', 'seed'];
const amount = (r: LedgerEntry) => <span className={r.deltaFen > 0 ? 'sc-plus' : 'sc-minus'}>{`${r.deltaFen > 0 ? '+' : ''}${money(r.deltaFen)}`}</span>;

/**
 * /seller/accountManage: the shop's account — the owner's gold coins (the shop's income is settled into
 * them at each receipt), what is still held for it, this season's settlements and refunds — and every
 * change with the balance after it.
 */
export default function AccountManagePage() {
  const [reason, setReason] = useState('');
  const summary = useLoad(accountSummary, []);
  // phones page with load-more (cards below), desktops with numbered pages
  const list = useListController<LedgerEntry>({
    load: (q) => accountLedger(q.pageNum, reason || undefined, q.pageSize),
    fixed: { reason },
  });
  const s = summary.data;
  const columns = [
    { key: 'createdAt', title: '时间', render: (r: LedgerEntry) => fmtDateTime(r.createdAt), width: 150 },
    { key: 'reason', title: '类型', render: (r: LedgerEntry) => WALLET_REASON_NAMES[r.reason] ?? r.reason, width: 100 },
    { key: 'deltaFen', title: '金额', render: amount, align: 'right' as const, width: 110 },
    { key: 'balanceAfterFen', title: '余额', render: (r: LedgerEntry) => money(r.balanceAfterFen), align: 'right' as const, width: 110 },
    { key: 'ref', title: '关联单号', width: 200 },
  ];
  return (
    <div className="sc-page">
      <PageState {...loadState(summary)}>
        {s && (
          <Panel title="金币账户" extra={<small>第 {s.season} 赛季</small>}>
            <div className="sc-stats">
              <Stat label="可用余额" value={money(s.balanceFen)} />
              <Stat label={`待结算（${s.heldOrders}笔）`} value={money(s.heldFen)} to="/seller/paymentMethod" />
              <Stat label="本赛季已结算" value={money(s.settledFen)} />
              <Stat label="本赛季售后退款" value={money(s.refundedFen)} />
            </div>
            <p className="sc-help">买家付款后金币由平台托管，买家确认收货（或下一赛季自动收货）时结算到店铺账户；售后退款从店铺账户退回买家。</p>
          </Panel>
        )}
      </PageState>
      <Panel title="收支明细">
        <div className="sc-chips" role="tablist" aria-label="收支类型" style={{ marginBottom: 10 }}>
          {REASONS.map((r) => (
            <button
              key={r || 'all'}
              type="button"
              role="tab"
              aria-selected={reason === r}
              className={`sc-chip${reason === r ? ' is-on' : ''}`}
              onClick={() => setReason(r)}
            >
              {r ? WALLET_REASON_NAMES[r] : '全部'}
            </button>
          ))}
        </div>
        <ListView
          list={list}
          columns={columns}
          emptyText="暂无收支明细"
          cards={(rows) => (
            <div className="sc-list">
              {rows.map((r) => (
                <div key={r.id} className="sc-item">
                  <span className="sc-item-body">
                    <b>{WALLET_REASON_NAMES[r.reason] ?? r.reason}</b>
                    <span className="sc-muted">
                      {fmtDateTime(r.createdAt)} {r.ref}
                    </span>
                  </span>
                  <span style={{ textAlign: 'right' }}>
                    {amount(r)}
                    <br />
                    <span className="sc-muted">余额 {money(r.balanceAfterFen)}</span>
                  </span>
                </div>
              ))}
            </div>
          )}
        />
      </Panel>
    </div>
  );
}
