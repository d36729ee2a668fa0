import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { dropshipListingForm } from '../../api/contract/resources/forms/supply.ts';
import { unitPriceFor, type SupplyDetail, type SupplyMe } from '../../api/contract/supply.ts';
import { applyChannel, createSupplyOrder, listDropship, paySupplyOrder, recallDropship, supplyPayKey, supplyProduct } from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { TierTable, useSupplyMe } from './common.tsx';

const CHANNEL_NAMES = { applied: '待供应商审核', approved: '已获得代发授权', rejected: '申请被拒绝', revoked: '代发已终止' } as const;

/** The buy box: a quantity from the MOQ up, the tier's unit price and the total; buying orders and pays in one go. */
function BuyBox({ p, me, onDone }: { p: SupplyDetail; me: SupplyMe | null; onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(String(p.moq));
  const qty = /^\d{1,6}$/.test(text) ? Number(text) : 0;
  const unit = unitPriceFor(p.tiers, qty);
  const total = unit === null ? null : unit * qty;
  const problem = !qty ? '请输入采购数量' : qty < p.moq ? `该商品${p.moq}${p.unit}起批` : qty > p.stock ? '库存不足' : null;
  const step = (d: number) => setText(String(Math.min(p.stock, Math.max(p.moq, qty + d))));

  const buy = async () => {
    if (problem || total === null) return;
    const created = await act(() => createSupplyOrder(p.id, qty), {
      confirm: `确认采购 ${qty}${p.unit}「${p.title}」，共 ${money(total)}？将从金币余额中支付。`,
      key: `supply-buy-${p.id}`,
    });
    if (!created.ok) return;
    const { orderId } = created.value;
    const paid = await act(() => paySupplyOrder(orderId, supplyPayKey(orderId)), {
      success: '采购成功，等待供应商发货',
      key: `supply-pay-${orderId}`,
    });
    onDone();
    navigate(`/supplymarket/orderManage?side=buy&status=${paid.ok ? 'paid' : 'pending_payment'}`);
  };

  if (p.mine)
    return (
      <div className="mk-card mk-muted">
        这是您发布的商品。
        <button type="button" className="mk-link" onClick={() => navigate('/supplymarket/supplymarketIndex?tab=mine')}>
          去商品管理
        </button>
      </div>
    );
  return (
    <section className="mk-card mk-buy" aria-label="采购">
      <TierTable tiers={p.tiers} unit={p.unit} quantity={problem ? undefined : qty} />
      <div className="mk-between">
        <span className="mk-muted">
          起批量 {p.moq}
          {p.unit} · 库存 {p.stock}
          {p.unit}
        </span>
        {me && <span className="mk-muted">金币余额 {money(me.balanceFen)}</span>}
      </div>
      <div className="mk-row">
        <span>采购数量</span>
        <span className="mk-qty">
          <button type="button" aria-label="减少" disabled={qty <= p.moq} onClick={() => step(-1)}>
            −
          </button>
          <input inputMode="numeric" aria-label="采购数量" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 6))} />
          <button type="button" aria-label="增加" disabled={qty >= p.stock} onClick={() => step(1)}>
            +
          </button>
        </span>
        <span>{p.unit}</span>
      </div>
      <div className="mk-total" data-testid="supply-total">
        {problem ? (
          <span className="mk-price">{problem}</span>
        ) : (
          <>
            单价 {money(unit ?? 0)} · 合计 <strong>{money(total ?? 0)}</strong>
          </>
        )}
      </div>
      {me && !me.shopId ? (
        <div className="mk-muted">
          采购的货品将入库到您的店铺仓库，请先开店。
          <button type="button" className="mk-link" onClick={() => navigate('/seller/exam')}>
            去开店
          </button>
        </div>
      ) : (
        <Button color="danger" block disabled={!!problem} onClick={() => void buy()}>
          立即采购
        </Button>
      )}
    </section>
  );
}

/** Drop-shipping: apply, then list in the shop with units the supplier reserves (the form of dropshipListingForm); recall takes the listing down. */
function Dropship({ p, me, onDone }: { p: SupplyDetail; me: SupplyMe | null; onDone: () => void }) {
  const formPage = useFormPage();
  if (!p.dropship || p.mine || !me?.shopId) return null;
  const ch = p.channel;
  const link = p.links.find((l) => l.mode === 'dropship');
  const apply = async () => {
    const r = await act(() => applyChannel(p.id), { key: `apply-${p.id}` });
    if (r.ok) {
      void toast.success(r.value.status === 'approved' ? '已获得代发授权' : '申请已提交，请等待供应商审核');
      onDone();
    }
  };
  const list = async (fen: number, n: number) => (await act(() => listDropship(p.id, n, fen), { success: '已上架到我的店铺', key: `dropship-${p.id}` })).ok;
  const recall = async () => {
    const r = await act(() => recallDropship(p.id), { confirm: '下架后未售出的代发库存将退回供应商，确定下架吗？', success: '已下架', key: `recall-${p.id}` });
    if (r.ok) onDone();
  };
  return (
    <section className="mk-card mk-buy" aria-label="一件代发">
      <h2>一件代发</h2>
      <p className="mk-muted" style={{ margin: 0 }}>
        代发价 {money(p.dropshipPriceFen ?? 0)}/{p.unit}：无需先采购，供应商为您的店铺预留库存，买家确认收货后按代发价结算给供应商。
      </p>
      {!ch || ch.status === 'rejected' || ch.status === 'revoked' ? (
        <>
          {ch && (
            <div className="mk-price">
              {CHANNEL_NAMES[ch.status]}
              {ch.reason ? `：${ch.reason}` : ''}
            </div>
          )}
          <Button color="primary" fill="outline" onClick={() => void apply()}>
            {ch ? '重新申请代发' : '申请一件代发'}
          </Button>
        </>
      ) : ch.status === 'applied' ? (
        <span className="mk-tag">{CHANNEL_NAMES.applied}</span>
      ) : (
        <>
          <span className="mk-tag is-green">
            {CHANNEL_NAMES.approved} · 代发价 {money(ch.priceFen)}
          </span>
          {link && (
            <div className="mk-muted">
              店铺代发库存 {link.stock}
              {p.unit} · {link.onShelf ? '在售' : '已下架'} · 累计预留 {link.totalQty}
            </div>
          )}
          <RecordFormBody
            {...formPage}
            resource={dropshipListingForm}
            row={{ id: p.id, price: p.retailPriceFen ?? null, qty: 10 }}
            title="代发上架"
            submits={[{ key: 'list', label: link ? '补充代发库存并上架' : '上架到我的店铺', primary: true }]}
            foot={
              link?.onShelf && (
                <Button fill="outline" onClick={() => void recall()}>
                  下架并退回库存
                </Button>
              )
            }
            onSubmit={({ price, qty }) => list(price ?? 0, qty ?? 0)}
            onClose={onDone}
          />
        </>
      )}
    </section>
  );
}

/** /supplymarket/productDetail?id=: one listing as a buyer-seller sees it — tiers, supplier, buy box, drop-shipping. */
export default function SupplyProductPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const navigate = useNavigate();
  const { data: p, loading, error, reload } = useLoad(() => (id > 0 ? supplyProduct(id) : Promise.reject(new Error('商品不存在'))), [id]);
  const me = useSupplyMe();
  useEffect(() => {
    document.querySelector('.supply-content')?.scrollTo?.({ top: 0 });
  }, []);
  const refresh = () => {
    reload();
    me.reload();
  };
  return (
    <PageState loading={loading && !p} error={!p && error} onRetry={reload}>
      {p && (
        <div className="mk-page">
          <button type="button" className="mk-back" onClick={() => navigate('/supplymarket/supplymarketIndex?tab=market')}>
            ‹ 返回货源大厅
          </button>
          <div className="mk-detail">
            <img className="mk-detail-img" src={p.image} alt={p.title} width={420} height={420} />
            <div className="mk-page">
              <div className="mk-card mk-buy">
                <h1 className="mk-title">{p.title}</h1>
                <div className="mk-row">
                  <span className="mk-tag is-blue">{p.categoryName}</span>
                  {p.dropship && <span className="mk-tag">一件代发</span>}
                  {p.status !== 1 && <span className="mk-tag is-red">已下架</span>}
                  <span className="mk-muted">已售 {p.sales}</span>
                  {p.retailPriceFen && <span className="mk-muted">建议零售价 {money(p.retailPriceFen)}</span>}
                </div>
                {p.mine && <TierTable tiers={p.tiers} unit={p.unit} />}
              </div>
              <BuyBox key={p.id} p={p} me={me.data} onDone={refresh} />
              {p.links
                .filter((l) => l.mode === 'stock')
                .map((l) => (
                  <div key={l.skuId} className="mk-card mk-muted">
                    已采购入库 {l.totalQty}
                    {p.unit}，店铺库存 {l.stock}
                    {p.unit}（{l.onShelf ? '在售' : '仓库中，可在卖家中心上架'}）
                  </div>
                ))}
              <Dropship p={p} me={me.data} onDone={refresh} />
            </div>
          </div>
          <div className="mk-card">
            <h2>供应商</h2>
            <dl className="mk-dl">
              <dt>名称</dt>
              <dd>{p.supplier.name}</dd>
              <dt>评分</dt>
              <dd>{p.supplier.rating === null ? '暂无评价' : `${p.supplier.rating} 分（${p.supplier.ratingCount} 条评价）`}</dd>
              <dt>发货</dt>
              <dd>
                {p.supplier.shipDays} 天内发货{p.supplier.address ? ` · ${p.supplier.address}` : ''}
              </dd>
              {p.supplier.minOrderFen > 0 && (
                <>
                  <dt>起订金额</dt>
                  <dd>{money(p.supplier.minOrderFen)}</dd>
                </>
              )}
            </dl>
            {p.supplier.intro && <p className="mk-muted">{p.supplier.intro}</p>}
          </div>
          {p.detail && (
            <div className="mk-card">
              <h2>商品详情</h2>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{p.detail}</p>
            </div>
          )}
        </div>
      )}
    </PageState>
  );
}
