import { useMemo, useState } from 'react';
import { annualReport } from '../../api/dashboard.ts';
import { CLASS_STATUS_NAMES, CLASS_STATUSES } from '../../api/contract/classes.ts';
import { money } from '../../api/contract/money.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES } from '../../api/contract/roles.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import Chart from './LazyChart.tsx';
import { monthTrend, typeBar } from './options.ts';
import FigureList from '../../ui/FigureList.tsx';
import './dashboard.css';

/**
 * /manage/annualReport, the year in review of the caller's region (docs/dashboards.md): what
 * started, who trained and qualified, subsidy, shops and live sessions in the year; printable on A4.
 */
export default function AnnualReportPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const load = useLoad(() => annualReport(year), [year]);
  const r = load.data;
  const charts = useMemo(() => r && { type: typeBar(r), trend: monthTrend(r.months) }, [r]);
  return (
    <main className="ar-page" aria-labelledby="ar-title">
      <header className="ar-tools">
        <label>
          年份{' '}
          <select value={r?.year ?? year ?? ''} onChange={(e) => setYear(Number(e.target.value))} disabled={!r}>
            {(r?.years ?? []).map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => window.print()} disabled={!r}>
          打印
        </button>
      </header>
      <PageState {...loadState(load)}>
        {r && charts && (
          <article className="ar-paper">
            <h1 id="ar-title">
              {r.region.name} {r.year}年度创业培训报告
            </h1>
            <p className="ar-lead">
              {r.year}年，{r.region.name}共开设培训班 {r.classes - r.byState.draft} 个，培训学员 {r.learners} 人，其中 {r.qualified}{' '}
              人取得结业证书；学员店铺实现销售额 {money(r.salesFen)}，举办直播 {r.liveSessions} 场
              {r.subsidy ? `；提交补贴申请 ${r.subsidy.applications} 份，申请金额 ${money(r.subsidy.totalFen)}，已发放 ${money(r.subsidy.paidFen)}` : ''}。
            </p>
            <FigureList
              className="ar-figures"
              items={[
                ['开班数', r.classes - r.byState.draft],
                ['培训学员', r.learners],
                ['合格学员', r.qualified],
                ['补贴申请金额', r.subsidy ? money(r.subsidy.totalFen) : '暂未开通'],
                ['已付订单', r.orders],
                ['销售额', money(r.salesFen)],
                ['直播场次', r.liveSessions],
              ]}
            />
            <section className="ar-section">
              <h2>月度趋势</h2>
              <Chart option={charts.trend} label={`${r.year}年各月开班、培训、合格人数与销售额`} height={280} />
            </section>
            <section className="ar-section ar-two">
              <div>
                <h2>班型分布</h2>
                <Chart option={charts.type} label={`${r.year}年各班型班级数`} height={220} />
              </div>
              <div>
                <h2>班级状态</h2>
                <table className="ar-table">
                  <tbody>
                    {CLASS_STATUSES.filter((s) => s !== 'draft').map((s) => (
                      <tr key={s}>
                        <th scope="row">{CLASS_STATUS_NAMES[s]}</th>
                        <td>{r.byState[s]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className="ar-section">
              <h2>{r.subRegions.some((x) => x.regionId === null) ? '各机构' : '各地区'}情况</h2>
              <table className="ar-table">
                <thead>
                  <tr>
                    <th scope="col">{r.subRegions.some((x) => x.regionId === null) ? '培训机构' : '地区'}</th>
                    <th scope="col">开班数</th>
                    <th scope="col">培训学员</th>
                  </tr>
                </thead>
                <tbody>
                  {r.subRegions.map((x) => (
                    <tr key={`${x.regionId}-${x.name}`}>
                      <th scope="row">{x.name}</th>
                      <td>{x.classes}</td>
                      <td>{x.learners}</td>
                    </tr>
                  ))}
                  {!r.subRegions.length && (
                    <tr>
                      <td colSpan={3}>本年度暂无数据</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </section>
            <p className="ar-note">
              统计口径：开班数为当年开班（不含草稿）的班级，学员为这些班级名单中的学员，合格学员为其中取得结业证书者；销售额为学员店铺当年已付订单实付减退款。
              {CLASS_TYPES.map((t) => `${CLASS_TYPE_NAMES[t]} ${r.byType[t]} 个`).join('，')}。
            </p>
          </article>
        )}
      </PageState>
    </main>
  );
}
