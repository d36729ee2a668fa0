import { OrderList } from './OrdersPage.tsx';

/** /evaluate: orders waiting for a review. */
export default function EvaluatePage() {
  return (
    <div className="sp-page sp-narrow">
      <h2 style={{ fontSize: 16 }}>待评价的订单</h2>
      <OrderList status="received" />
    </div>
  );
}
