import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ScoreRow } from '../../api/contract/classes.ts';
import { classScores } from '../../api/classes.ts';
import { exportScores } from '../../api/reports.ts';
import PageState from '../../ui/PageState.tsx';
import ExportButton from '../../ui/resource/ExportButton.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import ClassPicker from './ClassPicker.tsx';
import { Figures, useRole } from './parts.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';

const n = (v: number | null) => (v === null ? '—' : String(v));

const COLUMNS: Column<ScoreRow>[] = [
  { key: 'realName', title: '姓名', width: 110 },
  { key: 'phone', title: '手机号码', width: 130 },
  { key: 'theory', title: '理论成绩', align: 'right', width: 90, render: (r) => n(r.theory) },
  { key: 'practice', title: '实践成绩', align: 'right', width: 90, render: (r) => n(r.practice) },
  { key: 'practiceNote', title: '实践说明', width: 180 },
  { key: 'total', title: '总成绩', align: 'right', width: 90, render: (r) => n(r.total) },
  { key: 'passed', title: '结果', width: 80, render: (r) => (r.passed === null ? '未完成' : r.passed ? '合格' : '不合格') },
];

/**
 * /manage/resDownload (成绩表): a class's score table as the class score page computes it
 * (server/services/classScores.ts), exported as Excel or CSV, or printed (/manage/printM?kind=score).
 * The class comes from ?classId= or the picker.
 */
export default function ResDownloadPage() {
  const role = useRole();
  const [params] = useSearchParams();
  const [classId, setClassId] = useState<number | null>(Number(params.get('classId')) || null);
  const [className, setClassName] = useState('');
  const sheet = useListController({
    // without a class the page asks for one and shows no list
    load: (q) => (role && classId ? classScores(role, classId, { pageNum: q.pageNum, pageSize: q.pageSize }) : Promise.reject(new Error('请选择班级'))),
    pageSize: 20,
    fixed: { role, classId: classId ?? undefined },
    rowKey: (r) => r.userId,
  });
  const s = classId ? sheet.page : null;
  return (
    <section className="rp-page" aria-labelledby="rp-title">
      <header className="rp-head">
        <h1 id="rp-title">成绩表{s ? ` · ${s.className}` : ''}</h1>
        <div className="rp-tools">
          <RefreshButton />
          {role && classId && s && (
            <>
              <ExportButton start={(format) => exportScores(role, classId, format)} />
              <Link className="rs-button" to={`/manage/printM?kind=score&classId=${classId}`}>
                打印
              </Link>
            </>
          )}
        </div>
      </header>
      <div className="rp-filters">
        {role && (
          <ClassPicker
            role={role}
            value={classId}
            name={s?.className ?? className}
            onChange={(id, name) => {
              setClassId(id);
              setClassName(name);
            }}
          />
        )}
      </div>
      {!classId ? (
        <p className="rp-help">请选择班级，查看并导出该班学员的理论、实践与总成绩。</p>
      ) : (
        <PageState loading={sheet.loading && !s} error={!s && sheet.error} onRetry={sheet.reload}>
          {s && (
            <>
              <Figures
                items={[
                  ['学员人数', s.summary.learners],
                  ['合格人数', s.summary.passed],
                  ['理论平均分', n(s.summary.theoryAvg)],
                  ['总成绩平均分', n(s.summary.totalAvg)],
                ]}
              />
              <ListView list={sheet} columns={COLUMNS} emptyText="该班级暂无学员" titleKey="realName" stickyFirst />
              <p className="rp-help">
                总成绩 = 理论 × {Math.round(s.weights.theory * 100)}% + 实践 × {Math.round(s.weights.practice * 100)}%，{s.passMark}分合格。{s.practiceRule}
              </p>
            </>
          )}
        </PageState>
      )}
    </section>
  );
}
