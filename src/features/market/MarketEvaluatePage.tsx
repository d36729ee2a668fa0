import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import Rate from 'antd-mobile/es/components/rate';
import { supplyEvaluationResource } from '../../api/contract/resources/supply.ts';
import type { SupplyOrderDetail } from '../../api/contract/supply.ts';
import { evaluateSupplyOrder, supplyOrder } from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import Stars from '../../ui/Stars.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { useSupplyMe } from './common.tsx';

const ASPECTS = [
  ['descStars', '描述相符'],
  ['serviceStars', '服务态度'],
  ['logisticsStars', '物流速度'],
] as const;

/** The buyer rates the supplier of a received order (then the order is completed). */
function EvaluateOrder({ order, onDone }: { order: SupplyOrderDetail; onDone: () => void }) {
  const [stars, setStars] = useState({ descStars: 5, serviceStars: 5, logisticsStars: 5 });
  const [content, setContent] = useState('');
  const submit = async () => {
    const r = await act(() => evaluateSupplyOrder({ orderId: order.id, ...stars, content: content.trim() }), {
      success: '评价成功',
      key: `evaluate-${order.id}`,
    });
    if (r.ok) onDone();
  };
  return (
    <section className="mk-card mk-buy" aria-label="评价供应商">
      <h2>评价供应商</h2>
      <div className="mk-line">
        <img src={order.image} alt="" width={64} height={64} />
        <div className="mk-line-body">
          <span>{order.title}</span>
          <span className="mk-muted">
            {order.supplierName} · {order.quantity}
            {order.unit} · {money(order.amountFen)}
          </span>
        </div>
      </div>
      {order.evaluation ? (
        <div className="mk-page" style={{ gap: 6 }}>
          {ASPECTS.map(([key, label]) => (
            <div key={key} className="mk-row">
              <span className="mk-muted">{label}</span>
              <Stars value={order.evaluation![key]} />
            </div>
          ))}
          <p style={{ margin: 0 }}>{order.evaluation.content || '（未填写评价内容）'}</p>
          {order.evaluation.reply && <p className="mk-muted">供应商回复：{order.evaluation.reply}</p>}
        </div>
      ) : order.side === 'buy' && order.actions.includes('evaluate') ? (
        <>
          <div className="mk-stars">
            {ASPECTS.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <span>{label}</span>
                <Rate aria-label={label} value={stars[key]} onChange={(v) => setStars((s) => ({ ...s, [key]: v || 1 }))} />
              </div>
            ))}
          </div>
          <label className="mk-field">
            评价内容
            <textarea value={content} onChange={(e) => setContent(e.target.value)} maxLength={500} rows={3} placeholder="货品质量、发货速度、服务如何？" />
          </label>
          <Button color="primary" onClick={() => void submit()}>
            提交评价
          </Button>
        </>
      ) : (
        <p className="mk-muted">该订单{order.side === 'buy' ? '确认收货后才能评价' : '尚未收到采购方的评价'}。</p>
      )}
    </section>
  );
}

/**
 * /supplymarket/marketEvaluate (商品评价, no title bar; highlights order management): the buyer rates
 * the supplier of a received order (?id=), and a supplier reads and answers what buyers said.
 */
export default function MarketEvaluatePage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id')) || null;
  const navigate = useNavigate();
  const { data: me } = useSupplyMe();
  const order = useLoad(() => (id ? supplyOrder(id) : Promise.resolve(null)), [id]);
  return (
    <div className="mk-page">
      <div className="mk-between">
        <h1 className="mk-title">商品评价</h1>
        <button type="button" className="mk-back" onClick={() => navigate('/supplymarket/orderManage?side=buy&status=received')}>
          ‹ 返回订单管理
        </button>
      </div>
      {id && (
        <PageState {...loadState(order)}>
          {order.data && <EvaluateOrder order={order.data} onDone={() => navigate('/supplymarket/orderManage?side=buy&status=closed')} />}
        </PageState>
      )}
      {me?.supplier ? (
        <ResourcePage resource={supplyEvaluationResource} title="收到的评价" intro={<p className="mk-muted">采购方确认收货后可评价；每条评价可回复一次。</p>} />
      ) : (
        !id && <p className="mk-muted">在订单管理中对已收货的采购订单进行评价；入驻成为供应商后，可在这里查看和回复收到的评价。</p>
      )}
    </div>
  );
}
