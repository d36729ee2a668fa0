import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { goBack } from '../../lib/navigation.ts';
import LiveRoomList from './LiveRoomList.tsx';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';
import LiveVideo from '../../ui/live/LiveVideo.tsx';
import LiveChatBox from '../../ui/live/LiveChatBox.tsx';
import PageState from '../../ui/PageState.tsx';
import '../../ui/live/live.css';

/**
 * /manage/liveRoom?id=: a back-office user watches a live session full screen (no sidebar or tabs bar);
 * without an id, the running sessions in scope to pick from.
 */
export default function LiveRoomViewPage() {
  const [sp, setSp] = useSearchParams();
  const id = Number(sp.get('id')) || null;
  return (
    <div style={{ padding: 12, minHeight: '100vh', background: '#111', color: '#eee' }}>
      {id ? <LiveRoom id={id} /> : <LiveRoomList onPick={(picked) => setSp({ id: String(picked) })} />}
    </div>
  );
}

function LiveRoom({ id }: { id: number }) {
  const { msgs, connected, room, stream, media, failure } = useLiveRoom(id);
  const [muted, setMuted] = useState(true);
  if (failure)
    return (
      <>
        <div className="lv-bar">
          <button type="button" className="lv-chip" onClick={() => goBack('/manage/liveRoom')} aria-label="返回">
            ‹ 返回
          </button>
          <strong>直播间</strong>
        </div>
        <PageState error={failure} />
      </>
    );
  return (
    <>
      <div className="lv-bar">
        <button type="button" className="lv-chip" onClick={() => goBack('/manage/liveRoom')} aria-label="返回">
          ‹ 返回
        </button>
        <strong>{media?.title ?? '直播间'}</strong>
        <span role="status">{room ? `${room.onAir ? '直播中' : '未开播'} · ${room.viewers}人观看` : '连接中…'}</span>
      </div>
      <div className="lv-grid">
        <div className="lv-stage">
          <LiveVideo stream={stream} muted={muted} label="直播画面" testId="live-video" />
          {!stream && <div className="lv-wait">{room?.onAir ? '正在连接直播画面…' : '主播尚未开播，请稍候'}</div>}
          {stream && muted && (
            <button type="button" className="lv-badge" onClick={() => setMuted(false)}>
              点击开启声音
            </button>
          )}
        </div>
        <LiveChatBox id={id} msgs={msgs} connected={connected} />
      </div>
    </>
  );
}
