import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fenToYuan } from '../../api/contract/money.ts';
import type { QualifiedLearner } from '../../api/contract/subsidy.ts';
import { CLASS_TYPE_NAMES, type ClassType } from '../../api/contract/roles.ts';
import { qualifiedClass } from '../../api/subsidy.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { dash, Figures, useRole } from './classParts.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/resource/resource.css';

type Show = 'all' | 'yes' | 'no';
const SHOW: [Show, string][] = [
  ['all', '全部'],
  ['yes', '合格'],
  ['no', '不合格'],
];

const yes = (ok: boolean, good: string, bad: string) => <span className={`rs-tag rs-tone-${ok ? 'success' : 'danger'}`}>{ok ? good : bad}</span>;

/**
 * /manage/qualifiedStudent/{classId}: every learner of the class with each subsidy condition —
 * attendance against the threshold (not applicable when no attendance was taken), the assessment,
 * the certificate — whether they qualify, and the amount: full if they started a business within
 * six months of the class's end (follow-up records), otherwise half.
 */
export default function QualifiedStudentPage() {
  const classId = Number(useParams().classId);
  const role = useRole();
  const sheet = useLoad(() => (role ? qualifiedClass(role, classId) : Promise.reject(new Error('未登录'))), [role, classId]);
  const s = sheet.data;
  const [show, setShow] = useState<Show>('all');
  // the class's learners, read with the sheet; the tabs pick among them here
  const learners = useHeldList(s?.learners, { rowKey: (r) => r.userId, source: { loading: sheet.loading } });
  const columns: Column<QualifiedLearner>[] = [
    { key: 'realName', title: '姓名', width: 100 },
    { key: 'idCard', title: '证件号码', width: 180 },
    {
      key: 'attendancePercent',
      title: '出勤率',
      width: 90,
      render: (r) =>
        r.attendancePercent === null ? (
          <span className="cl-muted">不适用</span>
        ) : (
          yes(r.attendancePercent >= (s?.threshold ?? 0), `${r.attendancePercent}%`, `${r.attendancePercent}%`)
        ),
    },
    { key: 'total', title: '考核', width: 110, render: (r) => yes(r.passed, `合格 ${dash(r.total)}`, `不合格 ${dash(r.total)}`) },
    { key: 'certificateNo', title: '结业证书', width: 170, render: (r) => r.certificateNo ?? <span className="cl-muted">未发放</span> },
    { key: 'businessStarted', title: '创业情况', width: 90, render: (r) => (r.businessStarted ? '已创业' : '未创业') },
    {
      key: 'qualified',
      title: '是否合格',
      width: 220,
      render: (r) => (r.qualified ? yes(true, '合格', '') : <span className="rs-tone-danger">{r.reasons.join('；')}</span>),
    },
    { key: 'amountFen', title: '补贴金额', align: 'right', width: 100, render: (r) => (r.qualified ? `¥${fenToYuan(r.amountFen)}` : '—') },
  ];
  return (
    <section className="cl-page" aria-labelledby="qs-title">
      <header className="cl-head">
        <div className="cl-head-text">
          <h1 id="qs-title">合格学员</h1>
          {s && (
            <p className="cl-sub">
              {s.className} · {CLASS_TYPE_NAMES[s.classType as ClassType] ?? s.classType}
            </p>
          )}
        </div>
        <div className="cl-head-tools">
          <RefreshButton />
          <Link to={`/manage/reviewedStudent/${classId}`}>补贴名单</Link>
        </div>
      </header>
      <PageState {...loadState(sheet)}>
        {s && (
          <>
            <Figures
              items={[
                ['学员人数', s.learners.length],
                ['合格人数', s.qualifiedCount],
                ['补贴标准（每人）', s.rateFen === null ? '未设置' : `¥${fenToYuan(s.rateFen)}`],
                ['出勤率合格线', `${s.threshold}%`],
                ['可申请金额', `¥${fenToYuan(s.totalFen)}`],
              ]}
            />
            <p className="rs-form-help">
              合格条件：出勤率不低于{s.threshold}%、考核合格、已发放结业证书。
              {s.attendanceTaken ? '' : '该班级未进行考勤，出勤条件不适用。'}
              结业后6个月内已创业（以跟踪记录为准）的学员按全额补贴，其余按半额补贴。
              {s.classStatus !== 'closed' && '班级尚未结业，结业后方可申请补贴。'}
            </p>
            <nav className="cl-tabs" aria-label="筛选学员">
              {SHOW.map(([k, label]) => (
                <button key={k} type="button" className={`cl-tab${k === show ? ' is-active' : ''}`} aria-pressed={k === show} onClick={() => setShow(k)}>
                  {label}
                </button>
              ))}
            </nav>
            <ListView
              list={learners}
              filter={(l) => show === 'all' || l.qualified === (show === 'yes')}
              columns={columns}
              emptyText={show === 'all' ? '本班暂无学员' : '没有符合条件的学员'}
              titleKey="realName"
              stickyFirst
              onePage
            />
          </>
        )}
      </PageState>
    </section>
  );
}
