import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import Button from 'antd-mobile/es/components/button';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { AFTER_SALE_KIND_NAMES, type AfterSaleKind, type OrderDetail } from '../../api/contract/shop.ts';
import { afterSales, applyAfterSale, orderDetail } from '../../api/shop.ts';
import { type Check, checkAmount, checkRule } from '../../lib/validators.ts';
import { CheckedItem, useCheckedForm } from '../../ui/checkedForm.tsx';
import { money, yuanToFen } from '../../api/contract/money.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { numParam } from '../../lib/params.ts';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import { OrderLines } from './OrderCard.tsx';
import PhotoField from './PhotoField.tsx';
import './buyer.css';
import { act } from '../../ui/act.tsx';

export const REFUND_REASONS = ['商品质量问题', '商品与描述不符', '收到商品破损', '少件/漏发', '不想要了', '其他'];

/** The amount of a refund: the §5 amount rule, then more than 0 and at most what is left to refund. */
const checkRefundAmount =
  (maxFen: number): Check =>
  (v) => {
    const format = checkAmount(v);
    if (format) return format;
    const fen = yuanToFen(String(v));
    return fen === null || fen <= 0 ? '退款金额必须大于0' : fen > maxFen ? '退款金额不能超过实付金额' : null;
  };

interface ApplyValues {
  kind: AfterSaleKind[];
  reason: string[];
  amount: string;
}

function ApplyForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const max = order.payFen - order.refundedFen;
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ApplyValues>();
  const submit = async (v: ApplyValues) => {
    const amountFen = yuanToFen(v.amount)!;
    setBusy(true);
    const result = await act(() => applyAfterSale({ orderId: order.id, kind: v.kind[0]!, reason: v.reason[0]!, amountFen, photos }), {
      key: `after-sale-apply-${order.id}`,
      success: '申请已提交',
    });
    setBusy(false);
    if (result.ok) onDone();
  };
  const checked = useCheckedForm(form, (v) => void submit(v));
  return (
    <div className="co-card">
      <strong>申请售后 · {order.shopName}</strong>
      <OrderLines order={order} />
      <Form
        {...checked.formProps}
        layout="vertical"
        initialValues={{ kind: ['refund_only'], reason: [], amount: (max / 100).toFixed(2) }}
        footer={
          <Button block type="submit" color="danger" shape="rounded" loading={busy}>
            提交申请
          </Button>
        }
      >
        <CheckedItem name="kind" label="售后类型" rules={[{ required: true, type: 'array', min: 1, message: '请选择售后类型' }]}>
          <Selector options={(Object.keys(AFTER_SALE_KIND_NAMES) as AfterSaleKind[]).map((k) => ({ label: AFTER_SALE_KIND_NAMES[k], value: k }))} />
        </CheckedItem>
        <CheckedItem name="reason" label="售后原因" rules={[{ required: true, type: 'array', min: 1, message: '请填写售后原因' }]}>
          <Selector options={REFUND_REASONS.map((r) => ({ label: r, value: r }))} />
        </CheckedItem>
        <CheckedItem name="amount" label={`退款金额（最多${money(max)}）`} rules={[checkRule(checkRefundAmount(max))]}>
          <Input type="text" inputMode="decimal" placeholder="请输入退款金额" aria-label="退款金额" />
        </CheckedItem>
        <Form.Item label="凭证图片（选填）">
          <PhotoField value={photos} onChange={setPhotos} />
        </Form.Item>
      </Form>
    </div>
  );
}

/** /refund: the buyer's after-sale cases; with ?orderId= the application form first. */
export default function RefundPage() {
  const [sp, setSp] = useSearchParams();
  const orderId = numParam(sp, 'orderId');
  const order = useLoad(() => (orderId ? orderDetail(orderId) : Promise.resolve(null)), [orderId]);
  // the buyer's after-sale cases, answered whole and paged here
  const list = useListController({ load: wholeList(afterSales) });
  return (
    <div className="sp-page sp-narrow">
      {orderId && order.data && <ApplyForm order={order.data} onDone={() => (setSp({}, { replace: true }), list.reload())} />}
      <ListView list={list} emptyText="暂无退款售后记录">
        {(rows) =>
          rows.map((a) => (
            <Link key={a.id} className="co-card" to={`/refundDetail?id=${a.id}`}>
              <div className="co-row">
                <span>订单 {a.orderNo}</span>
                <span className="bo-status">{a.statusName}</span>
              </div>
              <div className="co-row">
                <span>
                  {AFTER_SALE_KIND_NAMES[a.kind]} · {a.reason}
                </span>
                <strong>{money(a.amountFen)}</strong>
              </div>
              <div className="sp-muted">{fmtDateTime(a.createdAt)}</div>
            </Link>
          ))
        }
      </ListView>
    </div>
  );
}
