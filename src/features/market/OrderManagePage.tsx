import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import {
  SUPPLY_ACTION_NAMES,
  SUPPLY_KIND_NAMES,
  SUPPLY_ORDER_STATUS_NAMES,
  SUPPLY_TABS,
  type SupplyOrder,
  type SupplyOrderAction,
  type SupplyOrderDetail,
  type SupplySide,
  type SupplyTab,
} from '../../api/contract/supply.ts';
import {
  cancelSupplyOrder,
  paySupplyOrder,
  supplyPayKey,
  receiveSupplyOrder,
  refundSupplyOrder,
  shipSupplyOrder,
  supplyOrder,
  supplyOrderCounts,
  supplyOrders,
} from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { useSupplyMe, fmtDateTime } from './common.tsx';

const ACTOR_NAMES = { buyer: '采购方', supplier: '供应商', system: '系统' } as const;

function ShipForm({ order, carrier: initial, onDone }: { order: SupplyOrder; carrier: string; onDone: () => void }) {
  const [carrier, setCarrier] = useState(initial);
  const [no, setNo] = useState('');
  const ship = async () => {
    const r = await act(() => shipSupplyOrder(order.id, carrier.trim(), no.trim()), { success: '发货成功', key: `ship-${order.id}` });
    if (r.ok) onDone();
  };
  return (
    <form
      className="mk-row"
      onSubmit={(e) => {
        e.preventDefault();
        void ship();
      }}
      aria-label="发货"
    >
      <label className="mk-field">
        物流公司
        <input value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={30} aria-label="物流公司" />
      </label>
      <label className="mk-field">
        运单号
        <input value={no} onChange={(e) => setNo(e.target.value)} maxLength={40} aria-label="运单号" />
      </label>
      <Button color="primary" size="small" type="submit">
        确认发货
      </Button>
    </form>
  );
}

function Detail({ id }: { id: number }) {
  const [d, setD] = useState<SupplyOrderDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    supplyOrder(id).then(setD, setError);
  }, [id]);
  return (
    <PageState loading={!d && !error} error={!d && error}>
      {d && (
        <div className="mk-page" style={{ gap: 8 }}>
          <dl className="mk-dl">
            <dt>下单时间</dt>
            <dd>{fmtDateTime(d.createdAt)}</dd>
            {d.carrier && (
              <>
                <dt>物流</dt>
                <dd>
                  {d.carrier} {d.trackingNo}
                </dd>
              </>
            )}
            {d.cancelReason && (
              <>
                <dt>原因</dt>
                <dd>{d.cancelReason}</dd>
              </>
            )}
            {d.stockSku && (
              <>
                <dt>入库</dt>
                <dd data-testid={`stock-${d.id}`}>
                  已入库 {d.quantity}
                  {d.unit}，该货品店铺库存 {d.stockSku.stock}
                  {d.unit}
                </dd>
              </>
            )}
            {d.note && (
              <>
                <dt>备注</dt>
                <dd>{d.note}</dd>
              </>
            )}
          </dl>
          <ol className="mk-timeline" aria-label="订单记录">
            {d.timeline.map((l) => (
              <li key={`${l.createdAt}-${l.action}`}>
                {fmtDateTime(l.createdAt)} · {ACTOR_NAMES[l.actor]}
                {l.action === 'create' ? '下单' : (SUPPLY_ACTION_NAMES[l.action as SupplyOrderAction] ?? '结算')} → {SUPPLY_ORDER_STATUS_NAMES[l.toStatus]}
                {l.note ? `（${l.note}）` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
    </PageState>
  );
}

function OrderCard({ o, defaultCarrier, onChanged }: { o: SupplyOrder; defaultCarrier: string; onChanged: () => void }) {
  const navigate = useNavigate();
  const [shipping, setShipping] = useState(false);
  const [open, setOpen] = useState(false);
  const run = async (a: SupplyOrderAction) => {
    if (a === 'ship') return setShipping((v) => !v);
    if (a === 'evaluate') return navigate(`/supplymarket/marketEvaluate?id=${o.id}`);
    const calls: Record<Exclude<SupplyOrderAction, 'ship' | 'evaluate'>, [() => Promise<unknown>, string, string]> = {
      pay: [() => paySupplyOrder(o.id, supplyPayKey(o.id)), `确认支付 ${money(o.amountFen)}？`, '支付成功'],
      cancel: [() => cancelSupplyOrder(o.id, o.side === 'sell' ? 'supplier' : 'buyer'), '确认取消该订单？', '订单已取消'],
      refund: [() => refundSupplyOrder(o.id), '确认申请退款？货款将退回金币余额', '退款成功'],
      receive: [() => receiveSupplyOrder(o.id), '确认已收到货品？货款将支付给供应商，货品入库到您的店铺。', '已确认收货，货品已入库'],
    };
    const [call, confirm, success] = calls[a];
    const r = await act(call, { confirm, success, key: `${a}-${o.id}` });
    if (r.ok) onChanged();
  };
  return (
    <li className="mk-order" data-testid={`supply-order-${o.id}`}>
      <div className="mk-order-head">
        <span>
          {o.orderNo} · {SUPPLY_KIND_NAMES[o.kind]}
        </span>
        <span className="mk-order-status">{o.statusName}</span>
      </div>
      <div className="mk-line">
        <img src={o.image} alt="" width={64} height={64} loading="lazy" />
        <div className="mk-line-body">
          <button type="button" className="mk-link" onClick={() => navigate(`/supplymarket/productDetail?id=${o.productId}`)}>
            {o.title}
          </button>
          <span className="mk-muted">
            {money(o.unitPriceFen)} × {o.quantity}
            {o.unit}
          </span>
          <span className="mk-muted">{o.side === 'buy' ? `供应商：${o.supplierName}` : `采购方：${o.shopName}（${o.buyerName}）`}</span>
        </div>
        <strong className="mk-price">{money(o.amountFen)}</strong>
      </div>
      {open && <Detail id={o.id} />}
      {shipping && (
        <ShipForm
          order={o}
          carrier={defaultCarrier}
          onDone={() => {
            setShipping(false);
            onChanged();
          }}
        />
      )}
      <div className="mk-actions">
        <Button size="small" fill="none" onClick={() => setOpen((v) => !v)}>
          {open ? '收起' : '详情'}
        </Button>
        {o.actions.map((a) => (
          <Button key={a} size="small" color={a === 'pay' || a === 'ship' || a === 'receive' ? 'primary' : 'default'} onClick={() => void run(a)}>
            {a === 'evaluate' ? '评价供应商' : SUPPLY_ACTION_NAMES[a]}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** /supplymarket/orderManage: wholesale orders both ways — what I bought (pay, refund, receive, rate) and what I sold (ship, cancel). */
export default function OrderManagePage() {
  const [sp, setSp] = useSearchParams();
  const side: SupplySide = sp.get('side') === 'sell' ? 'sell' : 'buy';
  const status = (SUPPLY_TABS.some((t) => t.key === sp.get('status')) ? sp.get('status') : 'all') as SupplyTab;
  const { data: me } = useSupplyMe();
  // the counts follow every write (useLoad: fresh data), the tabs' own actions included
  const counts = useLoad(() => supplyOrderCounts(side), [side]).data;
  const list = useListController<SupplyOrder>({ load: (q) => supplyOrders(side, status, q.pageNum, q.pageSize), accumulate: true, fixed: { side, status } });
  const go = (next: { side?: SupplySide; status?: SupplyTab }) => setSp({ side: next.side ?? side, status: next.status ?? status }, { replace: true });
  return (
    <div className="mk-page">
      <div className="mk-switch" role="tablist" aria-label="订单类型">
        <button type="button" role="tab" aria-selected={side === 'buy'} onClick={() => go({ side: 'buy', status: 'all' })}>
          我采购的
        </button>
        <button type="button" role="tab" aria-selected={side === 'sell'} onClick={() => go({ side: 'sell', status: 'all' })}>
          我供货的
        </button>
      </div>
      <div className="mk-tabs" role="tablist" aria-label="订单状态">
        {SUPPLY_TABS.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={status === t.key} onClick={() => go({ status: t.key })}>
            {t.title}
            {counts && t.key !== 'all' && t.key !== 'closed' && counts[t.key] > 0 && <sup>{counts[t.key]}</sup>}
          </button>
        ))}
      </div>
      {side === 'sell' && me && !me.supplier && <p className="mk-muted">入驻供销市场成为供应商后，卖家的采购订单会出现在这里。</p>}
      <ListView list={list} emptyText={side === 'buy' ? '还没有采购订单，去货源大厅看看吧' : '还没有卖家采购您的商品'}>
        {(rows) => (
          <ul className="mk-orders">
            {rows.map((o) => (
              <OrderCard key={o.id} o={o} defaultCarrier={me?.supplier?.defaultCarrier ?? ''} onChanged={list.reload} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
