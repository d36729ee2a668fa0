import { useEffect, useState } from 'react';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import type { OrderDetail } from '../../api/contract/shop.ts';
import { balance as loadBalance, orderDetail, payOrder } from '../../api/shop.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { OfflineNote, useLoad, useOnline } from './common.tsx';
import { ApiError } from '../../api/http.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

/** The idempotency key of an order's payment: made once, kept across retries and reloads. */
export function payKeyFor(orderId: number, store: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const name = `pay-key-${orderId}`;
  const found = store.getItem(name);
  if (found) return found;
  const key = `pay-${orderId}-${crypto.randomUUID()}`;
  store.setItem(name, key);
  return key;
}

/** /commitOrder?orderIds=: pay with gold coins, then the result. */
export default function CommitOrderPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  const ids = (sp.get('orderIds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const { data, loading, error, reload } = useLoad(async () => {
    const [orders, bal] = await Promise.all([Promise.all(ids.map(orderDetail)), loadBalance()]);
    return { orders, bal };
  }, [sp.get('orderIds')]);
  const [done, setDone] = useState<{ payFen: number; balanceFen: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query (other orders to pay) is the trigger that leaves the paid screen
  useEffect(() => setDone(null), [sp]);
  // Spec §5/§9: one payment per click, at most one a second.
  const { submit: pay, submitting: busy } = useThrottledSubmit(() => payNow());

  if (!ids.length) return <PageState empty emptyText="没有待支付的订单" />;
  const unpaid = (data?.orders ?? []).filter((o: OrderDetail) => o.status === 'pending_payment');
  const total = unpaid.reduce((n, o) => n + o.payFen, 0);

  const payNow = async () => {
    if (!online) return;
    let paid = 0;
    let balanceFen = data?.bal.balanceFen ?? 0;
    try {
      for (const o of unpaid) {
        const r = await payOrder(o.id, payKeyFor(o.id));
        paid += r.payFen;
        balanceFen = r.balanceFen;
      }
      setDone({ payFen: paid, balanceFen });
    } catch (e) {
      // No answer: the payment may have gone through; paying again is safe (same key). Otherwise say what failed.
      if (e instanceof ApiError && e.status === 0) void toast.fail('网络异常，支付结果未知，请重试（不会重复扣款）');
      else showFailure(e);
      if (paid || (e instanceof ApiError && e.status === 409)) reload();
    }
  };

  if (done) {
    return (
      <div className="sp-page sp-narrow">
        <Result status="success" title="支付成功" description={`已支付 ${money(done.payFen)} 金币，余额 ${money(done.balanceFen)}`} />
        <div style={{ display: 'flex', gap: 12, padding: 16 }}>
          <Button block shape="rounded" onClick={() => navigate('/home')}>
            继续购物
          </Button>
          <Button block color="danger" shape="rounded" onClick={() => navigate(ids.length === 1 ? `/orderDetail?id=${ids[0]}` : '/buyedProduct?tab=paid')}>
            查看订单
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="sp-page sp-narrow">
      {!online && <OfflineNote text="支付需要网络连接，当前处于离线状态，请联网后再支付" />}
      <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
        {data && (
          <>
            <div className="co-card" style={{ textAlign: 'center' }}>
              <div className="sp-muted">{unpaid.length ? '订单已提交，请尽快支付' : '订单无需支付'}</div>
              <div className="sp-price-now" style={{ fontSize: 30, margin: '8px 0' }} data-testid="commit-total">
                {money(total)}
              </div>
              <div className="sp-muted">共{data.orders.length}个订单</div>
            </div>
            <div className="co-card">
              {data.orders.map((o) => (
                <div key={o.id} className="co-row">
                  <span>
                    {o.shopName}（{o.statusName}）
                  </span>
                  <span>{money(o.payFen)}</span>
                </div>
              ))}
            </div>
            <div className="co-card">
              <div className="co-row">
                <span>
                  <PayCircleOutline /> 金币支付
                </span>
                <span>余额 {money(data.bal.balanceFen)}</span>
              </div>
              {data.bal.balanceFen < total && <div className="sp-price-now">金币余额不足</div>}
            </div>
            <div style={{ padding: 12 }}>
              {unpaid.length > 0 ? (
                <Button
                  block
                  color="danger"
                  shape="rounded"
                  size="large"
                  loading={busy}
                  disabled={!online || data.bal.balanceFen < total}
                  onClick={() => void pay()}
                >
                  确认支付 {money(total)}
                </Button>
              ) : (
                <Button block shape="rounded" onClick={() => navigate('/buyedProduct')}>
                  查看订单
                </Button>
              )}
            </div>
          </>
        )}
      </PageState>
    </div>
  );
}
