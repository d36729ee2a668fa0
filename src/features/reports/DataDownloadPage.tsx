import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceDecl } from '../../api/contract/resource/types.ts';
import { classResource, rosterResource } from '../../api/contract/resources/classes.ts';
import { activityReportResource, supervisionVisitResource } from '../../api/contract/resources/reports.ts';
import { attendanceRecordResource } from '../../api/contract/resources/attendance.ts';
import { subsidyLineResource } from '../../api/contract/resources/subsidy.ts';
import { trackResource } from '../../api/contract/resources/tracking.ts';
import { may } from '../../api/contract/resource/ops.ts';
import { resourceCalls, type ListQuery } from '../../api/resource.ts';
import ExportButton from '../../ui/resource/ExportButton.tsx';
import { useRegions } from '../../ui/resource/useRegions.ts';
import { useRole } from './parts.tsx';

interface Table {
  resource: ResourceDecl;
  title: string;
  desc: string;
  /** The date field the period filters (`<field>From` / `<field>To`), if any. */
  period?: string;
}

/** What may be downloaded: each is a declared resource, exported by the layer (streamed, with progress). */
const TABLES: Table[] = [
  { resource: rosterResource, title: '学员花名册', desc: '管辖范围内各班级的学员：姓名、证件、联系方式、学历、人员类别、所在班级。' },
  { resource: classResource, title: '班级信息表', desc: '班级名称、类型、机构、开结业日期、计划与实际人数、状态。', period: 'startDate' },
  { resource: attendanceRecordResource, title: '考勤记录', desc: '学员每次签到的时间、方式与结果。', period: 'checkedAt' },
  { resource: subsidyLineResource, title: '补贴发放明细', desc: '补贴申请中每位学员的资格、金额与审核结果。' },
  { resource: trackResource, title: '后续跟踪服务记录', desc: '回访方式、创业情况、带动就业与提供的服务。', period: 'visitDate' },
  { resource: activityReportResource, title: '创业活动上报', desc: '机构上报的创业活动及审核结果。', period: 'heldOn' },
  { resource: supervisionVisitResource, title: '督导记录', desc: '督导日期、方式、评分、督导发现与整改要求。', period: 'visitedOn' },
];

/** The resource's region filter field (a county), if it has one. */
const regionField = (r: ResourceDecl) => Object.entries(r.fields).find(([, f]) => f.type === 'region' && f.filter === 'eq')?.[0];

/**
 * /manage/dataDownload: the tables of the caller's scope, each exported as Excel or CSV by the
 * resource layer (streamed in batches, the bytes received shown while it comes), filtered by county
 * and period where the table has them. Score tables are per class (/manage/resDownload); the
 * statistics tables export from their own pages.
 */
export default function DataDownloadPage() {
  const role = useRole();
  const regions = useRegions();
  const counties = regions.filter((r) => r.level === 3);
  const [countyId, setCountyId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const tables = TABLES.filter((t) => role && t.resource.roles.includes(role) && may(t.resource, role, 'export'));
  const queryOf = (t: Table): ListQuery => {
    const q: ListQuery = {};
    const region = regionField(t.resource);
    if (region && countyId) q[region] = countyId;
    if (t.period && from) q[`${t.period}From`] = from;
    if (t.period && to) q[`${t.period}To`] = to;
    return q;
  };
  return (
    <section className="rp-page" aria-labelledby="rp-title">
      <header className="rp-head">
        <h1 id="rp-title">数据下载</h1>
      </header>
      <div className="rp-filters">
        {counties.length > 1 && (
          <label>
            区县
            <select value={countyId} onChange={(e) => setCountyId(e.target.value)}>
              <option value="">全部</option>
              {counties.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          时间从
          <input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-label="开始日期" />
        </label>
        <label>
          至
          <input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-label="结束日期" />
        </label>
      </div>
      <div className="rp-cards">
        {role &&
          tables.map((t) => {
            const filters = [regionField(t.resource) && '按区县', t.period && `按${t.resource.fields[t.period].label}`].filter(Boolean);
            return (
              <article key={t.resource.key} className="rp-card" aria-label={t.title}>
                <h2>{t.title}</h2>
                <p>{t.desc}</p>
                <p className="rp-help">{filters.length ? `可${filters.join('、')}筛选` : '导出管辖范围内的全部记录'}</p>
                <div className="rp-card-foot">
                  <ExportButton start={(format) => resourceCalls(t.resource, role).startExport(format, queryOf(t))} />
                </div>
              </article>
            );
          })}
        <article className="rp-card" aria-label="成绩表">
          <h2>成绩表</h2>
          <p>按班级导出学员的理论、实践与总成绩。</p>
          <div className="rp-card-foot">
            <Link className="rs-button" to="/manage/resDownload">
              选择班级
            </Link>
          </div>
        </article>
        <article className="rp-card" aria-label="统计报表">
          <h2>统计报表</h2>
          <p>按地区与时间汇总的统计表，可逐级查看并导出。</p>
          <div className="rp-card-foot">
            <Link className="rs-button" to="/manage/statisticalTable">
              创业情况统计表
            </Link>
            <Link className="rs-button" to="/manage/serviceTable">
              服务统计表
            </Link>
            <Link className="rs-button" to="/manage/PracticeTable">
              实践统计表
            </Link>
          </div>
        </article>
      </div>
    </section>
  );
}
