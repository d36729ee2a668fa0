import { useNavigate } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { liveList } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import MyClassLives from '../../ui/live/MyClassLives.tsx';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { GridSkeleton, OfflineNote, useLoad, useOnline } from './common.tsx';

/** /liveingList: live now and upcoming; above them, a learner's class's live classes. */
export default function LiveListPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const { token } = useSnapshot(session);
  const [status, setStatus] = useState<'now' | 'upcoming'>('now');
  const { data, loading, error, reload } = useLoad(() => liveList(status), [status]);
  return (
    <div className="sp-page">
      <Tabs activeKey={status} onChange={(k) => setStatus(k as 'now' | 'upcoming')}>
        <Tabs.Tab key="now" title="正在直播" />
        <Tabs.Tab key="upcoming" title="直播预告" />
      </Tabs>
      {!online && <OfflineNote />}
      {token && <MyClassLives />}
      {loading && !data ? (
        <GridSkeleton count={4} />
      ) : (
        <PageState error={!data && error} onRetry={reload} empty={!!data && !data.length} emptyText={status === 'now' ? '暂无正在进行的直播' : '暂无直播预告'}>
          <div className="sp-grid" style={{ marginTop: 8 }}>
            {data?.map((l) => (
              <button type="button" key={l.id} className="sp-live-card" style={{ flex: 'none' }} onClick={() => navigate(`/liveing?id=${l.id}`)}>
                <img src={l.cover} alt={l.title} loading="lazy" width={200} height={267} />
                <span className="sp-live-tag">{l.live ? `直播中 ${l.viewers}人` : `预告 ${fmtDateTime(l.startsAt)}`}</span>
                <span className="sp-live-title">
                  {l.title}
                  <br />
                  <small>{l.shopName}</small>
                </span>
              </button>
            ))}
          </div>
          {data && data.length > 0 && (
            <div className="sp-muted" style={{ textAlign: 'center', padding: 12 }}>
              没有更多了
            </div>
          )}
        </PageState>
      )}
    </div>
  );
}
