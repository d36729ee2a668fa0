import { Link, useSearchParams } from 'react-router-dom';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { classLiveOne, liveMedia } from '../../api/live.ts';
import PageState from '../../ui/PageState.tsx';
import ReplayPlayer from '../../ui/live/ReplayPlayer.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/live/live.css';

/** /manage/classLiveReplay?id=: the recording of a live class (made in the teacher's browser while on air), one part per broadcast run. */
export default function ClassLiveReplayPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id')) || 0;
  const { data, loading, error, reload } = useLoad(
    async () => (id ? Promise.all([classLiveOne(id), liveMedia(id)]) : Promise.reject(new Error('直播不存在'))),
    [id],
  );
  const [s, media] = data ?? [];
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {s && (
        <div style={{ padding: 12 }}>
          <h2 style={{ fontSize: 17, margin: '0 0 8px' }}>
            {s.title}{' '}
            <span className="lv-muted">
              {s.className} · {s.teacherName}
            </span>
          </h2>
          {media?.replayParts?.length ? (
            <ReplayPlayer
              parts={media.replayParts}
              label={`${s.title} 回放`}
              footer={(p) => (
                <Link className="lv-muted" to={`/playBack?url=${encodeURIComponent(p.url)}&title=${encodeURIComponent(s.title)}`}>
                  全屏播放
                </Link>
              )}
            />
          ) : (
            <ErrorBlock status="empty" title="暂无回放" description="本场直播没有录像，或录像尚未上传" />
          )}
        </div>
      )}
    </PageState>
  );
}
