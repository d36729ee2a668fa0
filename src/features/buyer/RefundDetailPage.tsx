import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { AFTER_SALE_KIND_NAMES, type AfterSaleChange } from '../../api/contract/shop.ts';
import { afterSale, cancelAfterSale, returnGoods } from '../../api/shop.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { numParam } from '../../lib/params.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import './buyer.css';
import { ApiError } from '../../api/http.ts';
import { act } from '../../ui/act.tsx';
import CoRow from '../../ui/CoRow.tsx';

/**
 * /refundDetail?id=: state, amounts, photos, the shop's return address; cancel while open; return
 * goods when asked to. After an action the case is read again from the server (an action answers
 * only its id and new status).
 */
export default function RefundDetailPage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const { data: a, loading, error, reload } = useLoad(() => (id ? afterSale(id) : Promise.reject(new Error('售后申请不存在'))), [id]);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const run = async (call: () => Promise<AfterSaleChange>, done: string, confirm?: string) => {
    const result = await act(call, { key: `after-sale-${id}-${done}`, success: done, confirm });
    // Done, or the case changed meanwhile (409, told by act): show its state now.
    if (result.ok || (result.error instanceof ApiError && result.error.status === 409)) reload();
  };
  return (
    <div className="sp-page sp-narrow">
      <PageState loading={loading && !a} error={!a && error} onRetry={reload}>
        {a && (
          <>
            <div className="co-card">
              <h2 style={{ margin: 0, color: '#a15c00' }}>{a.statusName}</h2>
              {a.sellerNote && <div className="sp-muted">商家说明：{a.sellerNote}</div>}
            </div>
            <div className="co-card">
              <CoRow label="订单编号" value={a.orderNo} />
              <CoRow label="售后类型" value={AFTER_SALE_KIND_NAMES[a.kind]} />
              <CoRow label="售后原因" value={a.reason} />
              <div className="co-row">
                <span>退款金额</span>
                <strong className="sp-price-now">{money(a.amountFen)}</strong>
              </div>
              <CoRow label="申请时间" value={fmtDateTime(a.createdAt)} />
              {a.returnTo && (
                <div className="co-row rd-return-to">
                  <span>退货地址</span>
                  <span data-testid="return-address">
                    {a.returnTo.name} {a.returnTo.phone} {a.returnTo.address}
                  </span>
                </div>
              )}
              {a.returnCarrier && (
                <div className="co-row">
                  <span>退货物流</span>
                  <span>
                    {a.returnCarrier} {a.returnTrackingNo}
                  </span>
                </div>
              )}
              {a.photos.length > 0 && (
                <div style={{ display: 'flex', gap: 4 }}>
                  {a.photos.map((p) => (
                    <img key={p} src={p} alt="凭证" width={64} height={64} />
                  ))}
                </div>
              )}
            </div>
            {a.status === 'awaiting_return' && (
              <div className="co-card">
                <strong>填写退货物流</strong>
                <Input placeholder="物流公司" value={carrier} onChange={setCarrier} aria-label="物流公司" />
                <Input placeholder="运单号" value={tracking} onChange={setTracking} aria-label="运单号" />
                <Button block color="danger" shape="rounded" onClick={() => run(() => returnGoods(a.id, carrier.trim(), tracking.trim()), '已提交退货信息')}>
                  提交
                </Button>
              </div>
            )}
            {(a.status === 'applied' || a.status === 'awaiting_return') && (
              <Button block shape="rounded" onClick={() => run(() => cancelAfterSale(a.id), '已撤销', '确认撤销售后申请？')}>
                撤销申请
              </Button>
            )}
          </>
        )}
      </PageState>
    </div>
  );
}
