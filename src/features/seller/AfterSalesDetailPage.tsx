import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterSaleDecisionForm, afterSaleReceiptForm } from '../../api/contract/resources/forms/seller.ts';
import { AFTER_SALE_KIND_NAMES } from '../../api/contract/shop.ts';
import type { SellerAfterSale } from '../../api/contract/sellerTrade.ts';
import { afterSaleDo, sellerAfterSale } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, fmtDateTime, Lines } from './tradeCommon.tsx';

type Step = 'agree' | 'reject' | 'confirm';
const REFUSE = '请填写拒绝原因';

/**
 * /seller/afterSalesDetail?id=: agree, reject with a reason (the form of afterSaleDecisionForm), or
 * confirm the returned goods (afterSaleReceiptForm: the quantities counted go back into stock through
 * the stock ledger; the refund moves the coins).
 */
export default function AfterSalesDetailPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const { data: a, error, loading, reload } = useLoad(() => sellerAfterSale(id), [id]);

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
            {(a.status === 'applied' || a.status === 'returned') && <Handle key={`${a.id}:${a.status}`} a={a} onDone={reload} />}
          </>
        )}
      </PageState>
    </div>
  );
}

/** The step the case waits for: 同意 or 拒绝 an application, 确认收货并退款 or 拒收 the goods sent back. */
function Handle({ a, onDone }: { a: SellerAfterSale; onDone: () => void }) {
  const formPage = useFormPage();
  const returned = a.status === 'returned';
  const lines = a.order.lines;
  const receipt = useMemo(() => afterSaleReceiptForm(lines), [lines]);
  const run = async (step: Step, input: Record<string, unknown>) => {
    const extra =
      step === 'reject'
        ? { note: String(input.note ?? '').trim() }
        : step === 'confirm'
          ? { restock: lines.map((l) => ({ lineId: l.id, quantity: Number(input[`line${l.id}`] ?? l.quantity) })) }
          : {};
    const confirm = {
      agree: a.kind === 'refund_only' ? `同意后将从店铺金币退款${money(a.amountFen)}给买家，确定同意吗？` : '同意后买家将寄回商品，确定同意吗？',
      reject: '确定拒绝该售后申请吗？',
      confirm: `确认已收到退货？将退款${money(a.amountFen)}给买家，退回的商品入库。`,
    }[step];
    const r = await act(() => afterSaleDo(step, a.id, extra), { confirm, success: { agree: '已同意', reject: '已拒绝', confirm: '已确认收货并退款' }[step] });
    return r.ok;
  };
  const common = {
    ...formPage,
    check: (input: Record<string, unknown>, step: string | null) => (step === 'reject' && !input.note ? { field: 'note', message: REFUSE } : null),
    onSubmit: (input: Record<string, unknown>, step: string | null) => run(step as Step, input),
    onClose: onDone,
  };
  return returned ? (
    <RecordFormBody
      {...common}
      resource={receipt}
      title={receipt.title}
      row={{ id: a.id, note: null, ...Object.fromEntries(lines.map((l) => [`line${l.id}`, l.quantity])) }}
      submits={[
        { key: 'reject', label: '拒收' },
        { key: 'confirm', label: '确认收货并退款', primary: true },
      ]}
    />
  ) : (
    <RecordFormBody
      {...common}
      resource={afterSaleDecisionForm}
      title={afterSaleDecisionForm.title}
      row={{ id: a.id, note: null }}
      submits={[
        { key: 'reject', label: '拒绝' },
        { key: 'agree', label: '同意', primary: true },
      ]}
    />
  );
}
