import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ORDER_TABS, type OrderDetail, type OrderSummary, type OrderTab } from '../../api/contract/shop.ts';
import { batchShip, packingList, sellerOrder, sellerOrderCounts, sellerOrders, shipOrder } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { CARRIERS, fmtDateTime, Lines, Sheet, trackingError } from './tradeCommon.tsx';

type ShipTarget = { orders: OrderSummary[] } | null;

/** One carrier for all, a tracking number per order; checked here with the server's rule. */
function ShipSheet({ target, onClose, onDone }: { target: NonNullable<ShipTarget>; onClose: () => void; onDone: () => void }) {
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  const errors = Object.fromEntries(target.orders.map((o) => [o.id, trackingError(numbers[o.id] ?? '')]));
  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    if (target.orders.length === 1) {
      const o = target.orders[0]!;
      const r = await act(() => shipOrder(o.id, carrier, numbers[o.id]!.trim()), { success: '发货成功' });
      if (r.ok) onDone();
      return;
    }
    const r = await act(() => batchShip(target.orders.map((o) => ({ orderId: o.id, carrier, trackingNo: numbers[o.id]!.trim() }))), { key: 'batch-ship' });
    if (r.ok) {
      const failed = r.value.filter((x) => !x.ok);
      void toast(failed.length ? `发货成功${r.value.length - failed.length}单，失败${failed.length}单：${failed[0]!.msg}` : `已发货${r.value.length}单`);
      onDone();
    }
  };
  return (
    <Sheet title={target.orders.length > 1 ? `批量发货（${target.orders.length}单）` : '发货'} onClose={onClose}>
      <div className="st-form">
        <label>
          物流公司
          <select value={carrier} onChange={(e) => setCarrier(e.target.value)} aria-label="物流公司">
            {CARRIERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        {target.orders.map((o) => (
          <label key={o.id}>
            <span>
              运单号 <span className="st-muted">订单 {o.orderNo}</span>
            </span>
            <input
              value={numbers[o.id] ?? ''}
              maxLength={40}
              inputMode="text"
              placeholder="请输入运单号"
              aria-label={`订单${o.orderNo}运单号`}
              onChange={(e) => setNumbers((n) => ({ ...n, [o.id]: e.target.value }))}
            />
            {tried && errors[o.id] && <span className="st-err">{errors[o.id]}</span>}
          </label>
        ))}
        <Button color="primary" block onClick={() => void submit()}>
          确认发货
        </Button>
      </div>
    </Sheet>
  );
}

/** The packing list of the chosen orders: a preview here, only the sheets print (print CSS in trade.css). */
function PackingSheet({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const { data, error, loading, reload } = useLoad(() => packingList(ids), [ids.join(',')]);
  return (
    <Sheet title={`打印发货单（${ids.length}单）`} onClose={onClose} tall>
      <div className="st-packing-preview">
        <div className="st-actions" style={{ paddingTop: 0, marginBottom: 8 }}>
          <Button color="primary" size="small" disabled={!data} onClick={() => window.print()}>
            打印
          </Button>
        </div>
        <PageState loading={loading} error={error} onRetry={reload}>
          {data && (
            <div className="st-slips">
              {data.orders.map((o) => (
                <PackingSlip key={o.id} shopName={data.shopName} order={o} />
              ))}
            </div>
          )}
        </PageState>
        {/* what prints: the same slips at the top of the document (print CSS hides everything else) */}
        {data &&
          createPortal(
            <div className="st-print-only">
              {data.orders.map((o) => (
                <PackingSlip key={o.id} shopName={data.shopName} order={o} />
              ))}
            </div>,
            document.body,
          )}
      </div>
    </Sheet>
  );
}

function PackingSlip({ shopName, order: o }: { shopName: string; order: OrderDetail }) {
  return (
    <div className="st-packing-sheet">
      <h2 style={{ margin: '0 0 6px', fontSize: 16 }}>{shopName} · 发货单</h2>
      <div>订单编号：{o.orderNo}</div>
      <div>下单时间：{fmtDateTime(o.createdAt)}</div>
      <div>
        收货人：{o.receiver} {o.receiverPhone}
      </div>
      <div>收货地址：{o.receiverAddress}</div>
      {o.note && <div>买家备注：{o.note}</div>}
      <table style={{ marginTop: 8 }}>
        <thead>
          <tr>
            <th>商品</th>
            <th>规格</th>
            <th>数量</th>
          </tr>
        </thead>
        <tbody>
          {o.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.title}</td>
              <td>{l.specText}</td>
              <td>{l.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ marginTop: 6 }}>
        共 {o.lines.reduce((a, l) => a + l.quantity, 0)} 件 · 实付 {money(o.payFen)}
      </div>
    </div>
  );
}

function OrderDetailBlock({ id }: { id: number }) {
  const { data: d, error, loading, reload } = useLoad(() => sellerOrder(id), [id]);
  return (
    <PageState loading={loading} error={error} onRetry={reload}>
      {d && (
        <div style={{ fontSize: 13, borderTop: '1px solid #f2f2f2', paddingTop: 8 }}>
          <div>
            收货人：{d.receiver} {d.receiverPhone}
          </div>
          <div>地址：{d.receiverAddress}</div>
          {d.note && <div>备注：{d.note}</div>}
          <div>
            商品 {money(d.goodsFen)} · 优惠 -{money(d.discountFen)} · 运费 {money(d.freightFen)}
          </div>
          {d.carrier && (
            <div>
              物流：{d.carrier} {d.trackingNo}
            </div>
          )}
          <ul className="st-timeline">
            {d.timeline.map((l) => (
              <li key={`${l.action}-${l.createdAt}`}>
                {fmtDateTime(l.createdAt)} {l.action} {l.note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </PageState>
  );
}

/** The buttons of one order row or card. */
function RowActions({
  o,
  opened,
  onToggle,
  onAfterSale,
  onShip,
}: {
  o: OrderSummary;
  opened: boolean;
  onToggle: () => void;
  onAfterSale: () => void;
  onShip: () => void;
}) {
  return (
    <div className="st-actions">
      <Button size="small" fill="none" onClick={onToggle}>
        {opened ? '收起' : '订单详情'}
      </Button>
      {o.afterSaleStatus && (
        <Button size="small" onClick={onAfterSale}>
          售后中
        </Button>
      )}
      {o.actions.includes('ship') && (
        <Button size="small" color="primary" onClick={onShip}>
          发货
        </Button>
      )}
    </div>
  );
}

/** /seller/order: the shop's orders by status tab, ship one or many, print packing lists. */
export default function SellerOrderPage() {
  const [sp, setSp] = useSearchParams();
  const tab = (ORDER_TABS.some((t) => t.key === sp.get('tab')) ? sp.get('tab') : 'all') as OrderTab;
  const counts = useLoad(() => sellerOrderCounts(), []);
  // phones: cards with load-more; desktops: a table with numbered pages (全选本页 selects the page shown)
  const list = useListController<OrderSummary>({ load: (q) => sellerOrders(tab, q.pageNum, q.pageSize), fixed: { tab } });
  const selected = list.selected;
  const setSelected = list.setSelected;
  const [ship, setShip] = useState<ShipTarget>(null);
  const [packing, setPacking] = useState<number[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => {
    setSelected(new Set());
    list.reload();
    counts.reload();
  };
  const chosen = list.rows.filter((o) => selected.has(o.id));
  const shippable = chosen.filter((o) => o.actions.includes('ship'));
  const rowActions = (o: OrderSummary) => (
    <RowActions
      o={o}
      opened={open === o.id}
      onToggle={() => setOpen(open === o.id ? null : o.id)}
      onAfterSale={() => setSp({ tab: 'aftersale' })}
      onShip={() => setShip({ orders: [o] })}
    />
  );
  const toggle = (id: number) => {
    const n = new Set(selected);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    setSelected(n);
  };

  return (
    <div className="st-page">
      <Tabs activeKey={tab} onChange={(k) => setSp({ tab: k }, { replace: true })} style={{ background: '#fff', borderRadius: 8 }}>
        {ORDER_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={counts.data && t.key !== 'all' && counts.data[t.key] ? `${t.title}(${counts.data[t.key]})` : t.title} />
        ))}
      </Tabs>
      <div className="st-toolbar">
        <Button size="small" disabled={!shippable.length} color="primary" onClick={() => setShip({ orders: shippable })}>
          批量发货{shippable.length ? `（${shippable.length}）` : ''}
        </Button>
        <Button size="small" disabled={!chosen.length} onClick={() => setPacking(chosen.map((o) => o.id))}>
          打印发货单{chosen.length ? `（${chosen.length}）` : ''}
        </Button>
        {list.rows.length > 0 && (
          <Button size="small" fill="none" onClick={() => setSelected(selected.size ? new Set() : new Set(list.rows.map((o) => o.id)))}>
            {selected.size ? '取消全选' : '全选本页'}
          </Button>
        )}
      </div>
      <ListView
        list={list}
        emptyText="暂无订单"
        skeleton={<Skeleton.Paragraph lineCount={5} animated />}
        selectable
        columns={[
          {
            key: 'orderNo',
            title: '订单',
            render: (o) => (
              <span data-order={o.id}>
                {o.orderNo}
                <br />
                <span className="st-muted">{fmtDateTime(o.createdAt)}</span>
              </span>
            ),
          },
          {
            key: 'lines',
            title: '商品',
            width: '36%',
            render: (o) => (
              <div style={{ minWidth: 260 }}>
                <Lines lines={o.lines} />
                {open === o.id && <OrderDetailBlock id={o.id} />}
              </div>
            ),
          },
          {
            key: 'pay',
            title: '实付',
            align: 'right',
            render: (o) => (
              <span>
                <b className="st-red">{money(o.payFen)}</b>
                {o.refundedFen > 0 && (
                  <span className="st-muted">
                    <br />
                    已退{money(o.refundedFen)}
                  </span>
                )}
              </span>
            ),
          },
          { key: 'status', title: '状态', render: (o) => <span className="st-red">{o.statusName}</span> },
        ]}
        actions={rowActions}
        cards={(rows) =>
          rows.map((o) => (
            <article className="st-card" key={o.id} data-order={o.id}>
              <div className="st-row">
                <label className="st-check">
                  <input type="checkbox" checked={selected.has(o.id)} onChange={() => toggle(o.id)} aria-label={`选择订单${o.orderNo}`} />
                  <span className="st-muted">订单 {o.orderNo}</span>
                </label>
                <span className="st-red">{o.statusName}</span>
              </div>
              <Lines lines={o.lines} />
              <div className="st-row" style={{ fontSize: 13 }}>
                <span className="st-muted">{fmtDateTime(o.createdAt)}</span>
                <span>
                  实付 <b className="st-red">{money(o.payFen)}</b>
                  {o.refundedFen > 0 && <span className="st-muted">（已退{money(o.refundedFen)}）</span>}
                </span>
              </div>
              {open === o.id && <OrderDetailBlock id={o.id} />}
              {rowActions(o)}
            </article>
          ))
        }
      />
      {ship && (
        <ShipSheet
          target={ship}
          onClose={() => setShip(null)}
          onDone={() => {
            setShip(null);
            refresh();
          }}
        />
      )}
      {packing && <PackingSheet ids={packing} onClose={() => setPacking(null)} />}
    </div>
  );
}
