import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CameraTile, LiveTile } from '../../api/contract/supervision.ts';
import { useLiveRoom } from '../../ui/live/useLiveRoom.ts';
import LiveVideo from '../../ui/live/LiveVideo.tsx';

const IMAGE_REFRESH_MS = 5_000;

/** Whether this browser plays HLS in a plain <video> (Safari, iOS); others show the address. */
const nativeHls = () => typeof document !== 'undefined' && document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * A classroom camera: a video address plays in <video>, a snapshot address is reloaded every few
 * seconds; an address the browser cannot play (RTSP, HLS outside Safari) is shown as it is.
 */
export function CameraView({ camera, big }: { camera: CameraTile; big?: boolean }) {
  const [tick, setTick] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (camera.play !== 'image') return;
    const t = setInterval(() => setTick((n) => n + 1), IMAGE_REFRESH_MS);
    return () => clearInterval(t);
  }, [camera.play]);
  const playable = camera.play === 'video' || (camera.play === 'hls' && nativeHls());
  if (!camera.enabled) return <div className="sv-screen sv-off">摄像头已停用</div>;
  if (failed) return <Unplayable url={camera.streamUrl} why="无法连接该地址，请检查摄像头是否在线" />;
  if (playable)
    return (
      <video
        className="sv-screen"
        src={camera.streamUrl}
        autoPlay
        muted
        loop
        playsInline
        controls={big}
        aria-label={camera.name}
        onError={() => setFailed(true)}
      />
    );
  if (camera.play === 'image')
    return (
      <img
        className="sv-screen"
        src={`${camera.streamUrl}${camera.streamUrl.includes('?') ? '&' : '?'}t=${tick}`}
        alt={camera.name}
        onError={() => setFailed(true)}
      />
    );
  return (
    <Unplayable
      url={camera.streamUrl}
      why={camera.play === 'hls' ? '该浏览器不能直接播放 HLS 直播流，请用 Safari 或摄像头平台查看' : '浏览器不能直接播放该地址（如 RTSP）'}
    />
  );
}

function Unplayable({ url, why }: { url: string; why: string }) {
  return (
    <div className="sv-screen sv-off">
      <p>{why}</p>
      <code className="sv-url">{url}</code>
    </div>
  );
}

/** A running live session: the anchor's camera when on air (as any viewer of the room gets it). */
export function LiveView({ live }: { live: LiveTile }) {
  const { stream, room } = useLiveRoom(live.id);
  return (
    <div className="sv-live">
      {stream ? (
        <LiveVideo stream={stream} muted label={live.title} testId="tour-video" />
      ) : room && !room.onAir && live.streamUrl ? (
        <video className="sv-screen" src={live.streamUrl} autoPlay muted loop playsInline controls aria-label={live.title} />
      ) : (
        <div className="sv-screen sv-off">{room && !room.onAir ? '主播尚未开启摄像头' : '正在连接直播…'}</div>
      )}
      <div className="sv-live-meta">
        <strong>{live.title}</strong>
        <span>
          主播 {live.hostName}
          {live.className ? ` · ${live.className}` : ''} · 在线 {room?.viewers ?? live.viewers} 人
        </span>
        <Link to={`/liveing?id=${live.id}`} className="sv-link">
          进入直播间
        </Link>
      </div>
    </div>
  );
}

/** One tile opened over the whole screen (the browser's full screen where it allows). */
export function FullScreen({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el?.requestFullscreen) void el.requestFullscreen().catch(() => undefined);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);
  return (
    <div className="sv-full" ref={box} role="dialog" aria-modal="true" aria-label={title}>
      <div className="sv-full-bar">
        <strong>{title}</strong>
        <button type="button" className="sv-btn" onClick={onClose}>
          关闭
        </button>
      </div>
      <div className="sv-full-body">{children}</div>
    </div>
  );
}
