import { Link, useNavigate } from 'react-router-dom';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import Button from 'antd-mobile/es/components/button';
import type { OrderSummary } from '../../api/contract/shop.ts';
import { AFTER_SALE_STATUS_NAMES } from '../../api/contract/shop.ts';
import { cancelOrder, receiveOrder, refundOrder } from '../../api/shop.ts';
import { money } from '../../api/contract/money.ts';
import '../../ui/commerce.css';
import './buyer.css';
import { ApiError } from '../../api/http.ts';
import { act } from '../../ui/act.tsx';

/** The buttons of an order for what the server says the buyer may do now. */
export function OrderActions({ order, onChanged, detail = false }: { order: OrderSummary; onChanged: () => void; detail?: boolean }) {
  const navigate = useNavigate();
  const confirmThen = async (content: string, run: () => Promise<unknown>, done: string) => {
    const result = await act(run, { key: `order-${order.id}-${done}`, confirm: content, success: done });
    // Done, or the order changed meanwhile (409, told by act): show its state now.
    if (result.ok || (result.error instanceof ApiError && result.error.status === 409)) onChanged();
  };
  const a = new Set(order.actions);
  return (
    <div className="bo-actions">
      {!detail && (
        <Button size="small" shape="rounded" onClick={() => navigate(`/orderDetail?id=${order.id}`)}>
          查看详情
        </Button>
      )}
      {a.has('cancel') && (
        <Button size="small" shape="rounded" onClick={() => confirmThen('确认取消订单？', () => cancelOrder(order.id), '订单已取消')}>
          取消订单
        </Button>
      )}
      {a.has('refund') && (
        <Button size="small" shape="rounded" onClick={() => confirmThen('确认申请退款？退款后金币将原路退回', () => refundOrder(order.id), '退款成功')}>
          申请退款
        </Button>
      )}
      {a.has('afterSale') && (
        <Button size="small" shape="rounded" onClick={() => navigate(`/refund?orderId=${order.id}`)}>
          申请售后
        </Button>
      )}
      {order.afterSaleStatus && (
        <Button size="small" shape="rounded" fill="none" onClick={() => navigate('/refund')}>
          售后：{AFTER_SALE_STATUS_NAMES[order.afterSaleStatus]}
        </Button>
      )}
      {a.has('pay') && (
        <Button size="small" shape="rounded" color="danger" onClick={() => navigate(`/commitOrder?orderIds=${order.id}`)}>
          去付款
        </Button>
      )}
      {a.has('receive') && (
        <Button
          size="small"
          shape="rounded"
          color="danger"
          onClick={() => confirmThen('确认收货？确认后金币将支付给卖家', () => receiveOrder(order.id), '已确认收货')}
        >
          确认收货
        </Button>
      )}
      {a.has('review') && (
        <Button size="small" shape="rounded" color="danger" onClick={() => navigate(`/evaluateProduct?orderId=${order.id}`)}>
          去评价
        </Button>
      )}
    </div>
  );
}

export function OrderLines({ order }: { order: OrderSummary }) {
  return (
    <>
      {order.lines.map((l) => (
        <Link key={l.id} className="co-line" to={`/productDetail?id=${l.productId}`}>
          <img src={l.image} alt="" width={64} height={64} />
          <div>
            <div className="sp-ellipsis">{l.title}</div>
            <div className="sp-muted">{l.specText}</div>
            <div className="co-row">
              <span>{money(l.unitPriceFen)}</span>
              <span>×{l.quantity}</span>
            </div>
          </div>
        </Link>
      ))}
    </>
  );
}

export default function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  return (
    <article className="co-card" data-testid={`order-${order.id}`} aria-label={`订单 ${order.orderNo}`}>
      <div className="co-row">
        <strong>
          <ShopbagOutline /> {order.shopName}
        </strong>
        <span className="bo-status">{order.statusName}</span>
      </div>
      <OrderLines order={order} />
      <div className="co-row" style={{ justifyContent: 'flex-end', gap: 8 }}>
        <span className="sp-muted">共{order.lines.reduce((n, l) => n + l.quantity, 0)}件</span>
        <span>
          实付 <strong>{money(order.payFen)}</strong>
        </span>
        {order.refundedFen > 0 && <span className="sp-muted">已退 {money(order.refundedFen)}</span>}
      </div>
      <OrderActions order={order} onChanged={onChanged} />
    </article>
  );
}
