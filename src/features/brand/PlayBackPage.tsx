import { useSearchParams, useNavigate } from 'react-router-dom';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import './brand.css';

/** Only same-origin or https video addresses are played. */
export function safeVideoUrl(raw: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** /playBack?url=…&title=…: the replay player. */
export default function PlayBackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const src = safeVideoUrl(params.get('url'));
  const title = params.get('title') || '直播回放';
  return (
    <div className="playback">
      <header className="playback-top">
        <button type="button" onClick={() => navigate(-1)} aria-label="返回">
          ‹ 返回
        </button>
        <h1>{title}</h1>
      </header>
      {src ? (
        <video className="playback-video" src={src} controls playsInline preload="metadata" />
      ) : (
        <ErrorBlock status="empty" title="暂无回放" description="回放地址无效或回放尚未生成" />
      )}
    </div>
  );
}
