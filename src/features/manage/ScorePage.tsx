import { useState } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { classScores, gradePlan } from '../../api/classes.ts';
import type { ScoreRow } from '../../api/contract/classes.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { ClassFrame, dash, Figures, useClassId, useRole } from './classParts.tsx';
import { TypingSearch } from '../../ui/SearchForm.tsx';
import '../../ui/resource/resource.css';

const GradeDialog = whenOpen(() => import('./GradeDialog.tsx'));

const TABS = [
  ['theory', '理论成绩'],
  ['practice', '实践成绩'],
  ['total', '总评成绩'],
] as const;
type Tab = (typeof TABS)[number][0];

const result = (r: ScoreRow) =>
  r.passed === null ? (
    <span className="rs-tag">未完成</span>
  ) : r.passed ? (
    <span className="rs-tag rs-tone-success">合格</span>
  ) : (
    <span className="rs-tag rs-tone-danger">不合格</span>
  );

/**
 * /manage/score/{id}/{tab}: each learner's theory (the best final-paper attempt), practice (the
 * business plan's grade, the module steps, or the shop score, by class type) and total by the
 * weights; a teacher of an SYB class grades the submitted business plans here.
 */
export default function ScorePage() {
  const id = useClassId();
  const { tab: raw } = useParams();
  const tab: Tab = TABS.some(([t]) => t === raw) ? (raw as Tab) : 'total';
  const role = useRole();
  const [keyword, setKeyword] = useState('');
  const [grading, setGrading] = useState<ScoreRow | null>(null);
  const sheet = useListController({
    load: (q) =>
      role ? classScores(role, id, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: keyword || undefined }) : Promise.reject(new Error('未登录')),
    pageSize: 20,
    fixed: { role, id, keyword },
    rowKey: (r) => r.userId,
  });
  const s = sheet.page;

  const columns: Column<ScoreRow>[] = [
    { key: 'realName', title: '姓名', width: 100 },
    ...(tab === 'theory'
      ? ([
          { key: 'theory', title: '理论成绩', align: 'right', width: 90, render: (r) => dash(r.theory) },
          { key: 'theoryAttempts', title: '考试次数', align: 'right', width: 90 },
          { key: 'theoryPassed', title: '结业考试', width: 90, render: (r) => (r.theory === null ? '未参加' : r.theoryPassed ? '及格' : '不及格') },
          { key: 'phone', title: '手机号码', width: 130 },
        ] as Column<ScoreRow>[])
      : tab === 'practice'
        ? ([
            { key: 'practice', title: '实践成绩', align: 'right', width: 90, render: (r) => dash(r.practice) },
            { key: 'practiceNote', title: '说明', width: 200 },
          ] as Column<ScoreRow>[])
        : ([
            { key: 'theory', title: '理论', align: 'right', width: 80, render: (r) => dash(r.theory) },
            { key: 'practice', title: '实践', align: 'right', width: 80, render: (r) => dash(r.practice) },
            { key: 'total', title: '总评', align: 'right', width: 80, render: (r) => dash(r.total) },
            { key: 'passed', title: '结果', width: 90, render: result },
          ] as Column<ScoreRow>[])),
  ];
  const canGrade = tab === 'practice' && !!s?.canGrade;

  return (
    <ClassFrame title="成绩管理" id={id} name={s?.className} type={s?.classType ?? null}>
      <nav className="cl-tabs" aria-label="成绩类别">
        {TABS.map(([t, label]) => (
          <NavLink key={t} to={`/manage/score/${id}/${t}`} replace className={`cl-tab${t === tab ? ' is-active' : ''}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <PageState loading={sheet.loading && !s} error={!s && sheet.error} onRetry={sheet.reload}>
        {s && (
          <>
            <Figures
              items={[
                ['学员人数', s.summary.learners],
                ['理论平均分', dash(s.summary.theoryAvg)],
                ['实践平均分', dash(s.summary.practiceAvg)],
                ['总评平均分', dash(s.summary.totalAvg)],
                ['合格人数', s.summary.passed],
              ]}
            />
            <p className="rs-form-help">
              总评 = 理论 × {s.weights.theory * 100}% + 实践 × {s.weights.practice * 100}%，{s.passMark}分合格。{s.practiceRule}
            </p>
            <div className="cl-search">
              <TypingSearch placeholder="搜索姓名或手机号" label="搜索学员" onSearch={setKeyword} />
            </div>
            <ListView
              list={sheet}
              columns={columns}
              emptyText={keyword ? '没有符合条件的学员' : '本班暂无学员'}
              titleKey="realName"
              stickyFirst
              actions={
                canGrade
                  ? (r) =>
                      r.planId && r.planStatus !== 'draft' ? (
                        <button type="button" className="rs-link" onClick={() => setGrading(r)} aria-label={`评分：${r.realName}`}>
                          {r.planStatus === 'graded' ? '重新评分' : '评分'}
                        </button>
                      ) : (
                        <span className="cl-muted">—</span>
                      )
                  : undefined
              }
            />
          </>
        )}
      </PageState>
      <GradeDialog
        open={grading !== null}
        learner={grading?.realName ?? ''}
        onClose={() => setGrading(null)}
        onSave={async (score, comment) => {
          const r = grading;
          if (!r?.planId || !role) return false;
          const saved = await act(() => gradePlan(role, id, r.planId!, score, comment), { success: '评分已保存', key: `grade:${r.planId}` });
          if (saved.ok) sheet.reload();
          return saved.ok;
        }}
      />
    </ClassFrame>
  );
}
