import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { AFTER_SALE_KIND_NAMES } from '../../api/contract/shop.ts';
import { afterSaleDo, sellerAfterSale } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, fmtDateTime, Lines } from './tradeCommon.tsx';

/**
 * /seller/afterSalesDetail?id=: agree, reject with a reason, or confirm the returned goods (the
 * quantities counted go back into stock through the stock ledger; the refund moves the coins).
 */
export default function AfterSalesDetailPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const { data: a, error, loading, reload } = useLoad(() => sellerAfterSale(id), [id]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [restock, setRestock] = useState<Record<number, number>>({});

  const run = async (action: 'agree' | 'reject' | 'confirm') => {
    if (!a) return;
    if (action === 'reject') {
      if (!reason.trim()) return setReasonError('请填写拒绝原因');
      setReasonError('');
    }
    const extra =
      action === 'reject'
        ? { note: reason.trim() }
        : action === 'confirm'
          ? { restock: a.order.lines.map((l) => ({ lineId: l.id, quantity: restock[l.id] ?? l.quantity })) }
          : {};
    const confirm = {
      agree: a.kind === 'refund_only' ? `同意后将从店铺金币退款${money(a.amountFen)}给买家，确定同意吗？` : '同意后买家将寄回商品，确定同意吗？',
      reject: '确定拒绝该售后申请吗？',
      confirm: `确认已收到退货？将退款${money(a.amountFen)}给买家，退回的商品入库。`,
    }[action];
    const r = await act(() => afterSaleDo(action, id, extra), { confirm, success: { agree: '已同意', reject: '已拒绝', confirm: '已确认收货并退款' }[action] });
    if (r.ok) reload();
  };

  if (!Number.isInteger(id) || id <= 0) return <PageState error={new Error('售后申请不存在')} />;
  return (
    <div className="st-page">
      <PageState loading={loading && !a} error={error} onRetry={reload}>
        {a && (
          <>
            <Card title={`${AFTER_SALE_KIND_NAMES[a.kind]} · ${a.statusName}`} extra={<b className="st-red">{money(a.amountFen)}</b>}>
              <div style={{ fontSize: 13, lineHeight: 1.8 }}>
                <div>订单编号：{a.orderNo}</div>
                <div>申请原因：{a.reason}</div>
                <div>申请时间：{fmtDateTime(a.createdAt)}</div>
                {a.returnCarrier && (
                  <div>
                    退货物流：{a.returnCarrier} {a.returnTrackingNo}
                  </div>
                )}
                {a.sellerNote && <div>商家说明：{a.sellerNote}</div>}
                {a.restocked.length > 0 && <div>已入库：{a.restocked.map((r) => `${r.quantity}件`).join('、')}</div>}
              </div>
              {a.photos.length > 0 && (
                <div style={{ display: 'flex', gap: 6, marginTop: 6 }}>
                  {a.photos.map((p) => (
                    <img key={p} src={p} alt="凭证" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
                  ))}
                </div>
              )}
            </Card>
            <Card title="订单商品">
              <Lines lines={a.order.lines} />
              <div className="st-muted">
                实付 {money(a.order.payFen)} · 已退 {money(a.order.refundedFen)} · 收货人 {a.order.receiver}
              </div>
            </Card>
            {a.status === 'applied' && (
              <Card title="处理申请">
                <div className="st-form">
                  <label>
                    拒绝原因（拒绝时必填）
                    <textarea value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} aria-label="拒绝原因" />
                    {reasonError && <span className="st-err">{reasonError}</span>}
                  </label>
                  <div className="st-actions">
                    <Button onClick={() => void run('reject')}>拒绝</Button>
                    <Button color="primary" onClick={() => void run('agree')}>
                      同意
                    </Button>
                  </div>
                </div>
              </Card>
            )}
            {a.status === 'returned' && (
              <Card title="确认收到退货">
                <div className="st-form">
                  {a.order.lines.map((l) => (
                    <label key={l.id}>
                      {l.title}（{l.specText}）入库数量
                      <input
                        type="number"
                        min={0}
                        max={l.quantity}
                        value={restock[l.id] ?? l.quantity}
                        onChange={(e) => setRestock((r) => ({ ...r, [l.id]: Math.max(0, Math.min(l.quantity, Math.floor(Number(e.target.value) || 0))) }))}
                      />
                    </label>
                  ))}
                  <label>
                    拒收原因（拒收时必填）
                    <textarea value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} aria-label="拒收原因" />
                    {reasonError && <span className="st-err">{reasonError}</span>}
                  </label>
                  <div className="st-actions">
                    <Button onClick={() => void run('reject')}>拒收</Button>
                    <Button color="primary" onClick={() => void run('confirm')}>
                      确认收货并退款
                    </Button>
                  </div>
                </div>
              </Card>
            )}
          </>
        )}
      </PageState>
    </div>
  );
}
