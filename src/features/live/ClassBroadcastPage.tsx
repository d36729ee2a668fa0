import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { classLiveAction, classLiveOne } from '../../api/live.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import BroadcastPanel from '../../ui/live/BroadcastPanel.tsx';
import LiveChatBox from '../../ui/live/LiveChatBox.tsx';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';

/** /manage/classLivePage?id=: the teacher's broadcast — camera preview, go on air, the class's chat, viewers, end the class. */
export default function ClassBroadcastPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id')) || 0;
  const navigate = useNavigate();
  const { data: s, loading, error, reload } = useLoad(() => (id ? classLiveOne(id) : Promise.reject(new Error('直播不存在'))), [id]);
  const room = useLiveRoom(id || null, { watch: false });
  const end = async () => {
    const r = await act(() => classLiveAction(id, 'end'), { confirm: '确定结束本场直播吗？', success: '直播已结束', key: `end-${id}` });
    if (r.ok) navigate('/manage/classLive');
  };
  return (
    <PageState loading={loading && !s} error={!s && error} onRetry={reload}>
      {s && (
        <div style={{ padding: 12 }}>
          <h2 style={{ fontSize: 17, margin: '0 0 8px' }}>
            {s.title} <span className="lv-muted">{s.className}</span>
          </h2>
          <div className="lv-grid">
            {s.mine ? <BroadcastPanel id={id} live={s.state === 'live'} viewers={room.room?.viewers} /> : <p className="lv-muted">只有本场授课老师可以推流</p>}
            <LiveChatBox id={id} msgs={room.msgs} connected={room.connected} moderate />
          </div>
          <div className="lv-bar">
            {s.mine && s.state === 'live' && (
              <Button size="small" color="danger" fill="outline" onClick={() => void end()}>
                结束直播
              </Button>
            )}
            <Button size="small" onClick={() => navigate('/manage/classLive')}>
              返回班级直播
            </Button>
          </div>
        </div>
      )}
    </PageState>
  );
}
