import { useNavigate, useSearchParams } from 'react-router-dom';
import { classLives } from '../../api/live.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import LiveChatBox from '../../ui/live/LiveChatBox.tsx';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';
import '../../ui/live/live.css';

/**
 * /manage/chatpage?id=: 在线交流 — a live class's chat for the back office (read and answer the
 * learners without the video, remove a message, mute a learner); without an id, the live classes in
 * scope to pick from.
 */
export default function LiveChatPage() {
  const [sp, setSp] = useSearchParams();
  const id = Number(sp.get('id')) || null;
  const navigate = useNavigate();
  const { data: all, loading, error, reload } = useLoad(() => classLives({ pageNum: 1, pageSize: 20 }), []);
  // a session that has not started has no chat yet
  const data = all && { ...all, list: all.list.filter((s) => s.state !== 'upcoming') };
  const room = useLiveRoom(id, { watch: false });
  return (
    <div style={{ padding: 12, display: 'grid', gap: 12 }}>
      <PageState loading={loading && !data} error={!data && error} onRetry={reload} empty={!!data && !data.list.length} emptyText="暂无班级直播">
        <div className="lv-bar" role="tablist" aria-label="直播场次">
          {data?.list.map((s) => (
            <button key={s.id} type="button" role="tab" className="lv-chip" aria-selected={s.id === id} onClick={() => setSp({ id: String(s.id) })}>
              {s.title}（{s.className}）
            </button>
          ))}
        </div>
      </PageState>
      {id ? (
        <>
          <span className="lv-muted">
            {room.media?.title} · {room.room ? `${room.room.onAir ? '直播中' : '未推流'} · ${room.room.viewers}人在线` : '连接中…'}{' '}
            <button type="button" className="lv-chip" onClick={() => navigate(`/manage/liveRoom?id=${id}`)}>
              观看直播
            </button>
          </span>
          <LiveChatBox id={id} msgs={room.msgs} connected={room.connected} moderate />
        </>
      ) : (
        <p className="lv-muted">选择一场直播查看互动消息</p>
      )}
    </div>
  );
}
