import { useEffect, useMemo, useState } from 'react';
import { screenData } from '../../api/dashboard.ts';
import { fmtClockSeconds, fmtDate } from '../../api/contract/chinaTime.ts';
import { money } from '../../api/contract/money.ts';
import { useLoad } from '../../ui/useLoad.ts';
import Chart from './LazyChart.tsx';
import RegionTiles from './RegionTiles.tsx';
import { monthTrend, regionBar, statePie, typeBar } from './options.ts';
import { useLive } from './useLive.ts';
import { goBack } from '../../lib/navigation.ts';
import { homePath } from '../../state/session.ts';
import './dashboard.css';

/** How often the wall asks for new figures. */
const REFRESH_MS = 30_000;

function Clock() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <time className="ls-clock">
      {fmtDate(now)} {fmtClockSeconds(now)}
    </time>
  );
}

/**
 * /manage/largeScreen, the wall display (docs/dashboards.md): the region of the signed-in
 * administrator (or the host's), its figures, a tile map of its sub-regions and the trends;
 * refreshes itself every 30 s while visible. No links on the figures (nobody clicks a wall); one quiet
 * 返回 in the corner for whoever opened it from a screen, to where they came from (or their home).
 */
export default function LargeScreenPage() {
  const load = useLoad(screenData, []);
  useLive(load.reload, REFRESH_MS);
  const d = load.data;
  const charts = useMemo(
    () => d && { pie: statePie(d, true), type: typeBar(d, true), trend: monthTrend(d.months, true), regions: regionBar(d.subRegions, true) },
    [d],
  );
  const stats: [string, string][] = d
    ? [
        ['班级总数', String(d.classes)],
        ['培训学员', String(d.learners)],
        ['合格学员', String(d.qualified)],
        ['补贴申请', d.subsidy ? money(d.subsidy.totalFen) : '暂未开通'],
        ['学员店铺', String(d.shops)],
        ['销售额', money(d.salesFen)],
        ['直播场次', String(d.liveSessions)],
        ['正在直播', `${d.liveNow} 场 · ${d.watchingNow} 人在看`],
      ]
    : [];
  return (
    <main className="ls-page" aria-labelledby="ls-title">
      <button type="button" className="ls-back" onClick={() => goBack(homePath())}>
        ‹ 返回
      </button>
      <header className="ls-head">
        <h1 id="ls-title">{d ? `${d.region.name}创业培训数据大屏` : '创业培训数据大屏'}</h1>
        <Clock />
        <span className="ls-status" aria-live="polite">
          {load.error ? '连接中断，稍后自动重试' : d ? `数据更新于 ${fmtClockSeconds(d.at)}` : '加载中…'}
        </span>
      </header>
      {!d && load.error ? (
        <div className="ls-error">
          <p>数据加载失败</p>
          <button type="button" onClick={load.reload}>
            重试
          </button>
        </div>
      ) : (
        d &&
        charts && (
          <div className="ls-body">
            <ul className="ls-stats">
              {stats.map(([label, value]) => (
                <li key={label}>
                  <span>{label}</span>
                  <strong>{value}</strong>
                </li>
              ))}
            </ul>
            <section className="ls-panel ls-map">
              <h2>{d.subRegions.some((r) => r.regionId === null) ? '各机构分布' : '各地区分布'}</h2>
              <RegionTiles rows={d.subRegions} />
              <div className="ls-rank">
                <Chart option={charts.regions} label="各地区班级数与学员数" height="100%" />
              </div>
            </section>
            <section className="ls-panel ls-side">
              <h2>班级状态</h2>
              <Chart option={charts.pie} label="各状态班级数" height="calc(100% - 32px)" />
            </section>
            <section className="ls-panel ls-side2">
              <h2>班型分布</h2>
              <Chart option={charts.type} label="各班型班级数" height="calc(100% - 32px)" />
            </section>
            <section className="ls-panel ls-trend">
              <h2>月度趋势（近12个月）</h2>
              <Chart option={charts.trend} label="近12个月开班、培训、合格人数与销售额" height="calc(100% - 32px)" />
            </section>
          </div>
        )
      )}
    </main>
  );
}
