import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { ProductDetail, Sku } from '../../api/contract/shop.ts';
import { liveSession, productDetail } from '../../api/shop.ts';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';
import LiveVideo from '../../ui/live/LiveVideo.tsx';
import LiveChatBox from '../../ui/live/LiveChatBox.tsx';
import { followAnchor, isFollowing } from '../../api/workbench.ts';
import { addToCart } from '../../state/cart.ts';
import { session } from '../../state/session.ts';
import PageState from '../../ui/PageState.tsx';
import { Price, encodeItems, numParam, useLoad } from './common.tsx';
import SkuSheet, { type SkuMode } from './SkuSheet.tsx';
import { act } from '../../ui/act.tsx';

/** 关注 the room's anchor (their fans show in the workbench's creator centre). */
function FollowAnchor({ anchorId }: { anchorId: number }) {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    isFollowing(anchorId).then(
      (r) => setOn(r.following),
      () => setOn(null),
    );
  }, [anchorId]);
  if (on === null) return null;
  return (
    <Button
      size="mini"
      shape="rounded"
      color={on ? 'default' : 'danger'}
      style={{ marginLeft: 8 }}
      onClick={() =>
        void followAnchor(anchorId, !on).then(
          (r) => setOn(r.following),
          () => undefined,
        )
      }
    >
      {on ? '已关注' : '+ 关注'}
    </Button>
  );
}

/** /liveing?id=: the player, the product shelf (buy from the room) and live chat. */
export default function LiveRoomPage() {
  const [sp] = useSearchParams();
  const id = numParam(sp, 'id');
  const navigate = useNavigate();
  const { token } = useSnapshot(session);
  const { data: live, loading, error, reload } = useLoad(() => (id ? liveSession(id) : Promise.reject(new Error('直播不存在'))), [id]);
  const { msgs, connected, room, stream, muted: chatMuted } = useLiveRoom(id);
  const [muted, setMuted] = useState(true);
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [sheet, setSheet] = useState(false);

  const openProduct = async (pid: number) => {
    const result = await act(() => productDetail(pid), { key: `live-product-${pid}` });
    if (!result.ok) return;
    setProduct(result.value);
    setSheet(true);
  };
  const onConfirm = async (sku: Sku, quantity: number, mode: SkuMode) => {
    if (!product) return;
    if (mode === 'buy') {
      if (!token) {
        navigate(`/login?redirect=${encodeURIComponent(`/liveing?id=${id}`)}`);
        return;
      }
      // the order remembers the session it was placed from (statistics, the anchor's commission)
      navigate(`/orderMake?items=${encodeItems([{ skuId: sku.id, quantity }])}&live=${id}`);
      return;
    }
    const result = await act(
      () =>
        addToCart({
          skuId: sku.id,
          productId: product.id,
          title: product.title,
          image: product.image,
          specText: sku.specText,
          priceFen: sku.priceFen,
          stock: sku.stock,
          quantity,
          shopId: product.shopId,
          shopName: product.shopName,
        }),
      { key: `live-cart-${sku.id}`, success: '已加入购物车' },
    );
    if (result.ok) setSheet(false);
  };

  return (
    <div className="sp-page">
      <PageState loading={loading && !live} error={!live && error} onRetry={reload}>
        {live && (
          <div className="live-room">
            <div>
              <div className="live-player">
                {room?.onAir || !live.streamUrl ? (
                  // the anchor's camera (docs/live.md); muted until the viewer taps, as browsers require for autoplay
                  <>
                    <LiveVideo stream={stream} muted={muted} label={live.title} testId="live-video" />
                    {!stream && <div className="lv-wait">{room?.onAir ? '正在连接直播画面…' : '主播尚未开播，请稍候'}</div>}
                    {stream && muted && (
                      <button type="button" className="lv-badge" onClick={() => setMuted(false)}>
                        点击开启声音
                      </button>
                    )}
                  </>
                ) : (
                  <video src={live.streamUrl} poster={live.cover} controls autoPlay muted playsInline loop aria-label={live.title} />
                )}
              </div>
              <h1 style={{ fontSize: 17, margin: '8px 0 2px' }}>{live.title}</h1>
              <div className="sp-muted">
                {live.shopId ? (
                  <Link className="sp-plain-link" to={`/shopHome?id=${live.shopId}`}>
                    {live.shopName} ›
                  </Link>
                ) : (
                  <span>主播 {live.anchorName}</span>
                )}{' '}
                · {live.live ? `直播中 · ${room?.viewers ?? live.viewers}人观看` : `直播预告 ${fmtDateTime(live.startsAt)}`}
                {live.anchorId && token && <FollowAnchor anchorId={live.anchorId} />}
              </div>
              <section className="sp-section">
                <header className="sp-section-head">
                  <h2>直播商品（{live.products?.length ?? 0}）</h2>
                </header>
                {live.products?.map((p, i) => (
                  <div key={p.id} className="co-line">
                    <img src={p.image} alt="" width={64} height={64} />
                    <div>
                      <div className="sp-ellipsis">
                        {i + 1}. {p.title}
                      </div>
                      <div className="co-row">
                        <Price fen={p.priceFen} original={p.originalPriceFen} size="sm" />
                        <Button size="mini" color="danger" shape="rounded" onClick={() => void openProduct(p.id)}>
                          去抢购
                        </Button>
                      </div>
                    </div>
                  </div>
                ))}
              </section>
            </div>
            {id ? (
              <LiveChatBox
                id={id}
                msgs={msgs}
                connected={connected}
                muted={chatMuted}
                signedIn={!!token}
                onSignIn={() => navigate(`/login?redirect=${encodeURIComponent(`/liveing?id=${id}`)}`)}
              />
            ) : null}
          </div>
        )}
      </PageState>
      {product && <SkuSheet key={product.id} product={product} visible={sheet} mode="choose" onClose={() => setSheet(false)} onConfirm={onConfirm} />}
    </div>
  );
}
