import { useCallback, useEffect, useState } from 'react';
import type { CameraTile, LiveTile } from '../../api/contract/supervision.ts';
import { supervisionCalls } from '../../api/supervision.ts';
import PageState from '../../ui/PageState.tsx';
import Pager from '../../ui/resource/Pager.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { CameraView, FullScreen, LiveView } from './Players.tsx';
import { fmtClock, useRole } from './common.tsx';

const REFRESH_MS = 30_000;
type Open = { camera: CameraTile } | { live: LiveTile } | null;

/**
 * /manage/VideoSupervision: a wall of the classroom cameras of the classes in scope and the live
 * sessions running now, a page at a time; a tile opens full screen.
 */
export default function VideoSupervisionPage() {
  const role = useRole();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [open, setOpen] = useState<Open>(null);
  const wall = useLoad(() => (role ? supervisionCalls(role).wall(pageNum, pageSize) : Promise.reject(new Error('未登录'))), [role, pageNum, pageSize]);
  const { reload } = wall;
  // live sessions start and end: the wall looks again every half minute
  useEffect(() => {
    const t = setInterval(reload, REFRESH_MS);
    return () => clearInterval(t);
  }, [reload]);
  const close = useCallback(() => setOpen(null), []);
  const d = wall.data;
  const total = d ? Math.max(d.camerasTotal, d.livesTotal) : 0;
  return (
    <div className="sv-page">
      <h2 className="sv-title">视频监管</h2>
      <PageState
        loading={wall.loading && !d}
        error={!d && wall.error}
        onRetry={reload}
        empty={!!d && !d.cameras.length && !d.lives.length}
        emptyText="管辖范围内暂无教室摄像头和正在进行的直播"
      >
        {d && (
          <>
            <section>
              <h3 className="sv-sub">教室摄像头（{d.camerasTotal}）</h3>
              {d.cameras.length ? (
                <div className="sv-wall">
                  {d.cameras.map((k) => (
                    <button type="button" key={`c${k.id}`} className="sv-tile" onClick={() => setOpen({ camera: k })} data-testid="camera-tile">
                      <CameraView camera={k} />
                      <span className="sv-tile-cap">
                        <strong>{k.name}</strong>
                        <span>{k.className}</span>
                      </span>
                    </button>
                  ))}
                </div>
              ) : (
                <p className="sv-muted">{d.camerasTotal ? '本页没有摄像头' : '管辖范围内的班级还没有登记摄像头（摄像头管理中添加）'}</p>
              )}
            </section>
            <section>
              <h3 className="sv-sub">正在直播（{d.livesTotal}）</h3>
              {d.lives.length ? (
                <div className="sv-wall">
                  {d.lives.map((l) => (
                    <button type="button" key={`l${l.id}`} className="sv-tile" onClick={() => setOpen({ live: l })} data-testid="live-tile">
                      <div className="sv-screen sv-off">
                        <span className="sv-badge">直播中</span>
                        <span>在线 {l.viewers} 人</span>
                      </div>
                      <span className="sv-tile-cap">
                        <strong>{l.title}</strong>
                        <span>
                          {l.hostName}
                          {l.className ? ` · ${l.className}` : ''} · {fmtClock(l.startsAt)}–{fmtClock(l.endsAt)}
                        </span>
                      </span>
                    </button>
                  ))}
                </div>
              ) : (
                <p className="sv-muted">{d.livesTotal ? '本页没有直播' : '当前没有正在进行的直播'}</p>
              )}
            </section>
            {total > pageSize && <Pager total={total} pageNum={pageNum} pageSize={pageSize} onPage={setPageNum} onPageSize={setPageSize} />}
          </>
        )}
      </PageState>
      {open && 'camera' in open && (
        <FullScreen title={`${open.camera.className} · ${open.camera.name}`} onClose={close}>
          <CameraView camera={open.camera} big />
        </FullScreen>
      )}
      {open && 'live' in open && (
        <FullScreen title={open.live.title} onClose={close}>
          <LiveView live={open.live} />
        </FullScreen>
      )}
    </div>
  );
}
