import { useCallback, useState } from 'react';
import { pageOf } from '../../api/contract/paging.ts';
import type { CameraTile, LiveTile, WallPage } from '../../api/contract/supervision.ts';
import { supervisionCalls } from '../../api/supervision.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { CameraView, FullScreen, LiveView } from './Players.tsx';
import { fmtClock, useRole } from './common.tsx';

const REFRESH_MS = 30_000;
type Open = { camera: CameraTile } | { live: LiveTile } | null;
/** A tile of the wall: a camera or a live session (a page has some of each). */
type Tile = { camera: CameraTile } | { live: LiveTile };
const tileKey = (t: Tile) => ('camera' in t ? `c${t.camera.id}` : `l${t.live.id}`);

/**
 * /manage/VideoSupervision: a wall of the classroom cameras of the classes in scope and the live
 * sessions running now, a page at a time (the two lists paged together: page n has the n-th ten of
 * each, the pager counts the longer); a tile opens full screen.
 */
export default function VideoSupervisionPage() {
  const role = useRole();
  const [open, setOpen] = useState<Open>(null);
  const wall = useListController<Tile, { wall: WallPage }>({
    load: async (q) => {
      if (!role) throw new Error('未登录');
      const w = await supervisionCalls(role).wall(q.pageNum, q.pageSize);
      const tiles: Tile[] = [...w.cameras.map((camera) => ({ camera })), ...w.lives.map((live) => ({ live }))];
      return { ...pageOf(tiles, Math.max(w.camerasTotal, w.livesTotal), q.pageNum, q.pageSize), wall: w };
    },
    fixed: { role },
    rowKey: tileKey,
    // numbered pages on phones too: the wall is a page of tiles, not a feed
    accumulate: false,
    // live sessions start and end: the wall looks again every half minute
    poll: REFRESH_MS,
  });
  const close = useCallback(() => setOpen(null), []);
  const d = wall.page?.wall;
  const total = wall.page?.total ?? 0;
  return (
    <div className="sv-page">
      <h2 className="sv-title">视频监管</h2>
      <ListView list={wall} emptyText="管辖范围内暂无教室摄像头和正在进行的直播" onePage={total <= wall.pageSize}>
        {(tiles) =>
          d && (
            <>
              <section>
                <h3 className="sv-sub">教室摄像头（{d.camerasTotal}）</h3>
                {tiles.some((t) => 'camera' in t) ? (
                  <div className="sv-wall">
                    {tiles.map(
                      (t) =>
                        'camera' in t && (
                          <button type="button" key={tileKey(t)} className="sv-tile" onClick={() => setOpen(t)} data-testid="camera-tile">
                            <CameraView camera={t.camera} />
                            <span className="sv-tile-cap">
                              <strong>{t.camera.name}</strong>
                              <span>{t.camera.className}</span>
                            </span>
                          </button>
                        ),
                    )}
                  </div>
                ) : (
                  <p className="sv-muted">{d.camerasTotal ? '本页没有摄像头' : '管辖范围内的班级还没有登记摄像头（摄像头管理中添加）'}</p>
                )}
              </section>
              <section>
                <h3 className="sv-sub">正在直播（{d.livesTotal}）</h3>
                {tiles.some((t) => 'live' in t) ? (
                  <div className="sv-wall">
                    {tiles.map(
                      (t) =>
                        'live' in t && (
                          <button type="button" key={tileKey(t)} className="sv-tile" onClick={() => setOpen(t)} data-testid="live-tile">
                            <div className="sv-screen sv-off">
                              <span className="sv-badge">直播中</span>
                              <span>在线 {t.live.viewers} 人</span>
                            </div>
                            <span className="sv-tile-cap">
                              <strong>{t.live.title}</strong>
                              <span>
                                {t.live.hostName}
                                {t.live.className ? ` · ${t.live.className}` : ''} · {fmtClock(t.live.startsAt)}–{fmtClock(t.live.endsAt)}
                              </span>
                            </span>
                          </button>
                        ),
                    )}
                  </div>
                ) : (
                  <p className="sv-muted">{d.livesTotal ? '本页没有直播' : '当前没有正在进行的直播'}</p>
                )}
              </section>
            </>
          )
        }
      </ListView>
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
