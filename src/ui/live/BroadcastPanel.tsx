import Button from 'antd-mobile/es/components/button';
import { act } from '../act.tsx';
import { useBroadcast } from './useBroadcast.ts';
import LiveVideo from './LiveVideo.tsx';
import './live.css';

/**
 * The anchor's camera: preview, 开始推流 (on air to every viewer, recorded as it goes), 停止推流.
 * `live` says whether the session is within its time (only then can the camera go on air).
 */
export default function BroadcastPanel({ id, live, viewers, onStopped }: { id: number; live: boolean; viewers?: number; onStopped?: () => void }) {
  const b = useBroadcast(id);
  const onAir = b.phase === 'live';
  return (
    <section aria-label="直播推流">
      <div className="lv-stage">
        <LiveVideo stream={b.camera} muted label="摄像头预览" testId="anchor-preview" />
        <span className={`lv-badge${onAir ? ' is-on' : ''}`} data-testid="onair-badge" aria-live="polite">
          {onAir ? `直播中${viewers !== undefined ? ` · ${viewers}人观看` : ''}` : b.camera ? '预览中' : '未开播'}
        </span>
        {!b.camera && <div className="lv-wait">{b.error ?? '点击「打开摄像头」预览画面'}</div>}
      </div>
      <div className="lv-bar">
        {!b.camera && (
          <Button size="small" onClick={() => void b.openCamera()}>
            打开摄像头
          </Button>
        )}
        {!onAir && (
          <Button size="small" color="danger" disabled={!live || b.phase === 'stopping'} onClick={() => void b.goLive()}>
            开始推流
          </Button>
        )}
        {onAir && (
          <Button
            size="small"
            color="danger"
            fill="outline"
            onClick={() =>
              void act(
                async () => {
                  await b.stop();
                  onStopped?.();
                },
                { confirm: '确定停止推流吗？录像会保存为回放', key: `stop-${id}` },
              )
            }
          >
            停止推流
          </Button>
        )}
        <span className="lv-muted">
          {onAir ? `已连接观众 ${b.peers} · 录像已上传 ${b.sent} 段` : b.phase === 'stopping' ? '正在保存录像…' : live ? '' : '直播未在进行中'}
        </span>
      </div>
    </section>
  );
}
