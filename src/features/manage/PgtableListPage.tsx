import { useState } from 'react';
import { classEvaluations } from '../../api/classes.ts';
import type { ClassEvaluations } from '../../api/contract/classes.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Bars } from './Bars.tsx';
import { Card, ClassFrame, useClassId, useRole } from './classParts.tsx';

type Entry = ClassEvaluations['tables'][number]['list'][number];

/**
 * /manage/pgtableList/{id}: the class's evaluation tables: the self-assessment (/cultivate/evaluation)
 * and the training-needs survey (/cultivate/demand), summed per question, with each learner's answer.
 */
export default function PgtableListPage() {
  const id = useClassId();
  const role = useRole();
  const data = useLoad(() => (role ? classEvaluations(role, id) : Promise.reject(new Error('未登录'))), [role, id]);
  const [kind, setKind] = useState<'evaluation' | 'demand'>('evaluation');
  const d = data.data;
  const table = d?.tables.find((t) => t.kind === kind);
  // the learners' answers to the table shown, read with the class
  const entries = useHeldList(table?.list, { rowKey: (r) => r.userId });
  const columns: Column<Entry>[] = [
    { key: 'realName', title: '学员', width: 90 },
    { key: 'summary', title: '填写结果', width: 320 },
    { key: 'at', title: '提交时间', width: 150, render: (r) => fmtDateTime(r.at) },
  ];
  return (
    <ClassFrame title="评估表" id={id} name={d?.className}>
      <PageState {...loadState(data)}>
        {d && table && (
          <>
            <div className="cl-tabs" role="tablist" aria-label="评估表">
              {d.tables.map((t) => (
                <button
                  key={t.kind}
                  type="button"
                  role="tab"
                  aria-selected={t.kind === kind}
                  className={`cl-tab${t.kind === kind ? ' is-active' : ''}`}
                  onClick={() => setKind(t.kind)}
                >
                  {t.title}（{t.submitted}/{d.learners}）
                </button>
              ))}
            </div>
            <Card title={`${table.title} · 汇总`}>
              {table.submitted === 0 ? (
                <p className="cl-muted">本班学员尚未填写。</p>
              ) : (
                table.questions.map((q) => (
                  <div key={q.key} className="cl-question">
                    <h3>{q.label}</h3>
                    <Bars items={q.answers} total={table.submitted} />
                  </div>
                ))
              )}
            </Card>
            <Card title="学员填写情况">
              <ListView list={entries} columns={columns} emptyText="本班学员尚未填写" titleKey="realName" onePage />
            </Card>
          </>
        )}
      </PageState>
    </ClassFrame>
  );
}
