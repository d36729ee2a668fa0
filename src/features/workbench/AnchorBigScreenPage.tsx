import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { LiveStats } from '../../api/contract/workbench.ts';
import { endSession, followSessionStats } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { StateTag, fmtDateTime } from './common.tsx';
import BroadcastPanel from '../../ui/live/BroadcastPanel.tsx';
import LiveChatBox from '../../ui/live/LiveChatBox.tsx';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';

const MY_LIVE = '/workbench/myLiveHome';

/** How long the session has been on air (or until it starts), as 01:23:45. */
function clock(stats: LiveStats, now: number): string {
  const from = new Date(stats.startsAt).getTime();
  const to = stats.state === 'ended' ? new Date(stats.endsAt).getTime() : now;
  const s = Math.max(0, Math.floor((to - from) / 1000));
  return [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * /workbench/Anchorbigscreen?id= (highlights myLiveHome): the session's big screen — viewers now,
 * views, orders, sales, commission and top products, pushed by the server as they change
 * (server-sent events fed by PostgreSQL NOTIFY, so it holds with several server processes); while the
 * session is live, the anchor's camera goes on air from here (docs/live.md).
 */
export default function AnchorBigScreenPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const navigate = useNavigate();
  const [stats, setStats] = useState<LiveStats | null>(null);
  const [link, setLink] = useState<'connecting' | 'open' | 'retrying' | 'failed'>('connecting');
  const [now, setNow] = useState(Date.now());
  const room = useLiveRoom(id > 0 ? id : null, { watch: false });
  useEffect(() => {
    if (!(id > 0)) return;
    const handle = followSessionStats(id, setStats, (state) => setLink(state));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      handle.close();
      clearInterval(tick);
    };
  }, [id]);
  const top = stats?.topProducts ?? [];
  const max = Math.max(1, ...top.map((p) => p.salesFen));
  const end = async () => {
    await act(() => endSession(id), { confirm: '确定结束本场直播吗？', success: '直播已结束', key: `end-${id}` });
  };
  return (
    <>
      <Link className="wb-back" to={MY_LIVE}>
        ‹ 返回我的直播
      </Link>
      <PageState
        loading={!stats && link !== 'failed'}
        error={!(id > 0) || link === 'failed' ? new Error('直播不存在或无权查看') : null}
        onRetry={() => navigate(MY_LIVE)}
      >
        {stats && (
          <section className="wb-screen" aria-label="主播大屏">
            <div className="wb-between">
              <div>
                <h2>{stats.title}</h2>
                <span className="wb-muted">
                  {fmtDateTime(stats.startsAt)} 开播 · 时长 {clock(stats, now)}
                </span>
              </div>
              <div className="wb-row">
                <StateTag state={stats.state} />
                <span className="wb-muted" role="status">
                  <i className={`wb-dot${link === 'open' ? '' : ' is-off'}`} />
                  {link === 'open' ? '实时' : '重新连接中…'}
                </span>
              </div>
            </div>
            {stats.state === 'live' && (
              <div className="lv-grid">
                <BroadcastPanel id={stats.sessionId} live viewers={stats.viewers} />
                <LiveChatBox id={stats.sessionId} msgs={room.msgs} connected={room.connected} moderate />
              </div>
            )}
            <div className="wb-screen-nums">
              <div className="wb-num" data-testid="screen-viewers">
                <span>在线观众</span>
                <strong>{stats.viewers}</strong>
              </div>
              <div className="wb-num">
                <span>累计观看</span>
                <strong>{stats.totalViews}</strong>
              </div>
              <div className="wb-num" data-testid="screen-orders">
                <span>订单数</span>
                <strong>{stats.orders}</strong>
              </div>
              <div className="wb-num" data-testid="screen-sales">
                <span>成交金额</span>
                <strong>{money(stats.salesFen)}</strong>
              </div>
              <div className="wb-num">
                <span>预估佣金</span>
                <strong>{money(stats.commissionFen)}</strong>
              </div>
            </div>
            <div className="wb-screen-cols">
              <div className="wb-panel">
                <h3>热销商品</h3>
                {top.length ? (
                  <ol className="wb-bars">
                    {top.map((p) => (
                      <li key={p.productId} className="wb-bar">
                        <span>{p.title}</span>
                        <span>
                          {p.quantity}件 · {money(p.salesFen)}
                        </span>
                        <i style={{ width: `${Math.max(4, (p.salesFen / max) * 100)}%` }} />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="wb-muted">还没有成交，讲解商品、引导下单吧。</p>
                )}
              </div>
              <div className="wb-panel">
                <h3>最新订单</h3>
                {stats.recentOrders.length ? (
                  <ul className="wb-ticker" aria-live="polite">
                    {stats.recentOrders.map((o) => (
                      <li key={o.id}>
                        <span>
                          {o.buyer} 下单 {o.title}
                        </span>
                        <span>
                          {money(o.payFen)} {o.paid ? '已付款' : '待付款'}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="wb-muted">等待第一笔订单…</p>
                )}
                <p className="wb-muted">
                  成交 {stats.paidOrders} 单 · 下单买家 {stats.buyers} 人
                </p>
              </div>
            </div>
            <div className="wb-row">
              <Button size="small" onClick={() => void window.open(`/liveing?id=${stats.sessionId}`, '_blank', 'noopener')}>
                打开直播间
              </Button>
              {stats.state === 'live' && (
                <Button size="small" color="danger" onClick={() => void end()}>
                  下播
                </Button>
              )}
            </div>
          </section>
        )}
      </PageState>
    </>
  );
}
