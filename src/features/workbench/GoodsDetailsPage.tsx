import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { addToSelection, removeFromSelection, selectionGoods } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { StateTag } from './common.tsx';

/** /workbench/goodsDetails?id=: a product with its distribution terms — rate, commission per SKU (rows of the product, on ListView), my sessions that sell it. */
export default function GoodsDetailsPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const navigate = useNavigate();
  const { data: g, loading, error, reload } = useLoad(() => (id > 0 ? selectionGoods(id) : Promise.reject(new Error('商品不存在'))), [id]);
  // the product's SKUs come with it: a table on desktops, cards on phones
  const skus = useHeldList(g?.skus);
  const toggle = async () => {
    if (!g) return;
    const r = await act<unknown>(() => (g.selected ? removeFromSelection(g.id) : addToSelection(g.id)), {
      success: g.selected ? '已移出选品' : '已加入我的选品',
      confirm: g.selected ? '确定将该商品移出我的选品吗？' : undefined,
      key: `toggle-${g.id}`,
    });
    if (r.ok) reload();
  };
  return (
    <PageState loading={loading && !g} error={!g && error} onRetry={reload}>
      {g && (
        <div className="wb-page">
          <button type="button" className="wb-link" onClick={() => navigate('/workbench/ProductSelectionCenter')}>
            ‹ 返回选品中心
          </button>
          <div className="wb-goods">
            <img className="wb-goods-img" src={g.images[0]} alt={g.title} width={420} height={420} />
            <div className="wb-page">
              <section className="wb-card">
                <h2 style={{ display: 'block' }}>{g.title}</h2>
                <p className="wb-muted" style={{ marginTop: 0 }}>
                  {g.subtitle}
                </p>
                <div className="wb-row">
                  <span className="wb-money" style={{ fontSize: 22 }}>
                    {money(g.priceFen)}
                  </span>
                  {g.originalPriceFen > g.priceFen && <del className="wb-muted">{money(g.originalPriceFen)}</del>}
                  <span className="wb-muted">
                    已售 {g.sales} · 库存 {g.stock}
                  </span>
                </div>
              </section>
              <section className="wb-card" aria-label="分销佣金">
                {g.ownShop ? (
                  <p className="wb-muted">这是您自己店铺的商品：可以放进自己的直播间，但不产生佣金。</p>
                ) : g.open ? (
                  <div className="wb-earn" style={{ fontSize: 15, padding: 10 }}>
                    <span>佣金比例 {g.rate}%</span>
                    <span>
                      每件约赚 <strong>{money(g.commissionFen)}</strong>
                    </span>
                  </div>
                ) : (
                  <p className="wb-money">该商品已停止分销或已下架，新订单不再产生佣金。</p>
                )}
                <p className="wb-muted">佣金按订单实付金额和下单时的佣金比例计算，买家确认收货后由店铺结算给您；退款时相应退回。</p>
                <div className="wb-row">
                  {(g.open || g.selected) && !g.ownShop && (
                    <Button color={g.selected ? 'default' : 'primary'} onClick={() => void toggle()}>
                      {g.selected ? '移出我的选品' : '加入我的选品'}
                    </Button>
                  )}
                  <Button onClick={() => navigate(`/workbench/workStoreShop?id=${g.shopId}`)}>{g.shopName} ›</Button>
                </div>
              </section>
              <section className="wb-card" aria-label="规格与佣金">
                <h2>规格与佣金</h2>
                <ListView
                  list={skus}
                  emptyText="暂无规格"
                  onePage
                  columns={[
                    { key: 'spec', title: '规格', render: (k) => k.specText },
                    { key: 'price', title: '售价', render: (k) => money(k.priceFen) },
                    { key: 'stock', title: '库存', render: (k) => k.stock },
                    {
                      key: 'commission',
                      title: '每件佣金',
                      render: (k) => <span className="wb-money">{g.open && !g.ownShop ? money(k.commissionFen) : '—'}</span>,
                    },
                  ]}
                />
              </section>
              {g.sessions.length > 0 && (
                <section className="wb-card" aria-label="我的直播">
                  <h2>在我的直播中</h2>
                  <ul className="wb-todos">
                    {g.sessions.map((s) => (
                      <li key={s.id}>
                        <button type="button" onClick={() => navigate(s.state === 'ended' ? `/workbench/Livereplay?id=${s.id}` : '/workbench/myLiveHome')}>
                          <span>{s.title}</span>
                          <StateTag state={s.state} />
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </div>
          <section className="wb-card wb-detail-html" aria-label="商品详情">
            <h2>商品详情</h2>
            {/* server HTML, sanitised on the server and again here */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(g.detailHtml) }} />
          </section>
        </div>
      )}
    </PageState>
  );
}
