import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { claimCoupon, setFavourite, shopHome } from '../../api/shop.ts';
import { session } from '../../state/session.ts';
import PageState from '../../ui/PageState.tsx';
import { GridSkeleton, OfflineNote, ProductGrid, Section, numParam, useLoad, useOnline } from './common.tsx';
import { LiveStrip } from './LiveStrip.tsx';
import { act } from '../../ui/act.tsx';
import { PromotionTag } from './PromotionTag.tsx';

/** /shopHome?id=: shop header, follow, promotions, live, hot products. */
export default function ShopHomePage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const navigate = useNavigate();
  const online = useOnline();
  const { token } = useSnapshot(session);
  const { data: s, setData, loading, error, reload } = useLoad(() => (id ? shopHome(id) : Promise.reject(new Error('店铺不存在'))), [id]);
  const needLogin = () => {
    if (token) return false;
    navigate(`/login?redirect=${encodeURIComponent(`/shopHome?id=${id}`)}`);
    return true;
  };
  return (
    <div className="sp-page">
      {!online && <OfflineNote />}
      {loading && !s && <GridSkeleton count={4} />}
      <PageState error={!s && !loading && error} onRetry={reload}>
        {s && (
          <>
            <div className="shop-head">
              <img src={s.logo} alt="" width={64} height={64} />
              <div style={{ flex: 1 }}>
                <h1 style={{ fontSize: 18, margin: 0 }}>{s.name}</h1>
                <div className="sp-muted">
                  {s.followers}人关注 · {s.productCount}件商品
                </div>
                <div className="sp-muted">
                  描述 {s.scores.desc.toFixed(1)} 服务 {s.scores.service.toFixed(1)} 物流 {s.scores.logistics.toFixed(1)}
                </div>
              </div>
              <Button
                size="small"
                shape="rounded"
                onClick={async () => {
                  if (needLogin()) return;
                  const result = await act(() => setFavourite('shop', s.id, !s.isFavourite), { key: `follow-shop-${s.id}` });
                  if (result.ok) setData({ ...s, isFavourite: result.value, followers: s.followers + (result.value ? 1 : -1) });
                }}
              >
                {s.isFavourite ? '已关注' : '＋关注'}
              </Button>
            </div>
            {s.intro && <p className="sp-muted">{s.intro}</p>}
            {s.promotions.length > 0 && (
              <Section title="店铺优惠">
                <div className="pd-promos">
                  {s.promotions.map((p) => (
                    <PromotionTag
                      key={p.id}
                      promotion={p}
                      onClaim={async () => {
                        if (needLogin()) return;
                        if ((await act(() => claimCoupon(p.id), { key: `claim-${p.id}`, success: '领取成功' })).ok) reload();
                      }}
                    />
                  ))}
                </div>
              </Section>
            )}
            {s.live.length > 0 && (
              <Section title="店铺直播">
                <LiveStrip list={s.live} />
              </Section>
            )}
            <Section
              title="热销商品"
              extra={
                <button type="button" className="sp-link" onClick={() => navigate(`/productList?shopId=${s.id}`)}>
                  全部商品 ›
                </button>
              }
            >
              {s.hot.length ? <ProductGrid list={s.hot} /> : <span className="sp-muted">暂无商品</span>}
            </Section>
          </>
        )}
      </PageState>
    </div>
  );
}
