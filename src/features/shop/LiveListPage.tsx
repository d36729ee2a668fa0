import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { liveList } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import MyClassLives from '../../ui/live/MyClassLives.tsx';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { GridSkeleton, OfflineNote, useLoad, useOnline } from './common.tsx';
import { LiveCard } from './LiveStrip.tsx';

/** /liveingList: live now and upcoming; above them, a learner's class's live classes. */
export default function LiveListPage() {
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
              <LiveCard key={l.id} l={l} width={200} height={267} style={{ flex: 'none' }} />
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
