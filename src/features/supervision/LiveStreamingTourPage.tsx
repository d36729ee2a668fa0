import { useEffect, useState } from 'react';
import { supervisionCalls } from '../../api/supervision.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { LiveView } from './Players.tsx';
import { fmtClock, useRole } from './common.tsx';

const INTERVALS = [15, 30, 60, 120];
const REFRESH_MS = 60_000;

/**
 * /manage/LiveStreamingTour: the running live sessions in scope, one at a time, moving on to the next
 * every chosen number of seconds (paused on demand); the list of sessions is read again every minute.
 */
export default function LiveStreamingTourPage() {
  const role = useRole();
  const lives = useLoad(() => (role ? supervisionCalls(role).lives() : Promise.reject(new Error('未登录'))), [role]);
  const { reload } = lives;
  const [index, setIndex] = useState(0);
  const [seconds, setSeconds] = useState(30);
  const [paused, setPaused] = useState(false);
  const list = lives.data?.list ?? [];
  const count = list.length;
  useEffect(() => {
    const t = setInterval(reload, REFRESH_MS);
    return () => clearInterval(t);
  }, [reload]);
  useEffect(() => {
    if (paused || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => clearInterval(t);
  }, [paused, count, seconds]);
  const current = count ? list[index % count] : null;
  return (
    <div className="sv-page">
      <h2 className="sv-title">直播巡课</h2>
      <PageState
        loading={lives.loading && !lives.data}
        error={!lives.data && lives.error}
        onRetry={reload}
        empty={!!lives.data && !count}
        emptyText="当前没有正在进行的直播"
      >
        {current && (
          <>
            <div className="sv-bar">
              <span>
                第 {(index % count) + 1} / {count} 场
              </span>
              <button type="button" className="sv-btn" onClick={() => setIndex((i) => (i - 1 + count) % count)} disabled={count < 2}>
                上一场
              </button>
              <button type="button" className="sv-btn" onClick={() => setPaused((p) => !p)}>
                {paused ? '继续巡课' : '暂停'}
              </button>
              <button type="button" className="sv-btn" onClick={() => setIndex((i) => (i + 1) % count)} disabled={count < 2}>
                下一场
              </button>
              <label>
                每场停留
                <select value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} className="sv-select">
                  {INTERVALS.map((s) => (
                    <option key={s} value={s}>
                      {s}秒
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <LiveView key={current.id} live={current} />
            <ul className="sv-chips">
              {list.map((l, i) => (
                <li key={l.id}>
                  <button type="button" className={`sv-chip ${i === index % count ? 'on' : ''}`} onClick={() => setIndex(i)}>
                    {l.title} · {l.hostName} · {fmtClock(l.startsAt)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageState>
    </div>
  );
}
