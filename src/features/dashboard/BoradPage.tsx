import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { dashboardOverview } from '../../api/dashboard.ts';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import Chart from './LazyChart.tsx';
import Figures, { figureItems } from './Figures.tsx';
import { LINKS, stateLink } from './links.ts';
import { monthTrend, regionBar, shownStates, statePie, typeBar } from './options.ts';
import './dashboard.css';

/**
 * /manage/borad, the data centre: the caller's scope in figures and charts (docs/dashboards.md).
 * Every figure and chart item opens the list it summarises.
 */
export default function BoradPage() {
  const role = useSnapshot(session).roles[0] as Role | undefined;
  const go = useNavigate();
  const load = useLoad(() => (role ? dashboardOverview(role) : Promise.reject(new Error('未登录'))), [role]);
  const d = load.data;
  const charts = useMemo(() => d && { pie: statePie(d), type: typeBar(d), trend: monthTrend(d.months), regions: regionBar(d.subRegions) }, [d]);
  return (
    <section className="db-page" aria-labelledby="db-title">
      <header className="db-head">
        <h1 id="db-title">数据中心{d?.region.name ? ` · ${d.region.name}` : ''}</h1>
        <button type="button" className="db-refresh" onClick={load.reload} disabled={load.loading}>
          {load.loading ? '刷新中…' : '刷新'}
        </button>
      </header>
      <PageState {...loadState(load)}>
        {d && charts && (
          <>
            <Figures items={figureItems(d)} />
            <div className="db-grid">
              <section className="db-card">
                <h2>班级状态</h2>
                <Chart option={charts.pie} label="各状态班级数" onPick={(_, i) => go(stateLink(shownStates(d)[i]))} />
              </section>
              <section className="db-card">
                <h2>班型分布</h2>
                <Chart option={charts.type} label="各班型班级数" onPick={() => go(LINKS.byType)} />
              </section>
              <section className="db-card db-wide">
                <h2>月度趋势（近12个月）</h2>
                <Chart option={charts.trend} label="近12个月开班、培训、合格人数与销售额" height={300} />
              </section>
              <section className="db-card db-wide">
                <h2>{d.subRegions.some((r) => r.regionId === null) ? '各机构' : '各地区'}班级与学员</h2>
                <Chart
                  option={charts.regions}
                  label="各地区班级数与学员数"
                  height={Math.max(200, 40 + d.subRegions.length * 36)}
                  onPick={() => go(LINKS.regions)}
                />
              </section>
            </div>
            <p className="db-help">统计范围为您管辖范围内的班级及其学员、学员店铺与直播；点击数字或图表可查看对应列表。</p>
          </>
        )}
      </PageState>
    </section>
  );
}
