import { COMPONENT_NAMES, type ComponentKey, type LearnerTotal } from '../../api/contract/exams.ts';
import { assessmentRuleResource } from '../../api/contract/resources/rules.ts';
import { CLASS_TYPE_NAMES } from '../../api/contract/roles.ts';
import type { Column } from '../../ui/resource/ListView.tsx';
import RuleDetail from './RuleDetail.tsx';

const KEYS: ComponentKey[] = ['theory', 'practice', 'attendance', 'shop'];

const columns: Column<LearnerTotal>[] = [
  { key: 'realName', title: '学员', render: (t) => t.realName },
  ...KEYS.map(
    (k): Column<LearnerTotal> => ({
      key: k,
      title: COMPONENT_NAMES[k],
      align: 'right',
      render: (t) => {
        const c = t.components.find((x) => x.key === k)!;
        return c.applicable ? <span title={c.note}>{c.score ?? 0}</span> : <span className="ex-muted">不计</span>;
      },
    }),
  ),
  { key: 'total', title: '综合成绩', align: 'right', render: (t) => <strong>{t.total ?? '—'}</strong> },
  { key: 'passed', title: '结果', render: (t) => (t.passed ? <span className="ex-ok">合格</span> : <span className="ex-bad">未合格</span>) },
  { key: 'missing', title: '说明', render: (t) => <span className="ex-muted">{t.missing.join('；') || '—'}</span> },
];

/**
 * /manage/assessmentRules?classType=: one class type's assessment rule in words, and the totals of a
 * class's learners computed by it (the same function the certificate and the class score page use).
 */
export default function AssessmentRulesPage() {
  return (
    <RuleDetail
      resource={assessmentRuleResource}
      emptyText="该班级类型没有考核规则"
      classTitle="班级成绩试算"
      rule={(r, classType) => (
        <>
          <h2>{CLASS_TYPE_NAMES[classType]}的综合成绩</h2>
          <div className="cs-weights" data-testid="rule-weights">
            {(
              [
                ['theory', r.theoryWeight],
                ['practice', r.practiceWeight],
                ['attendance', r.attendanceWeight],
                ['shop', r.shopWeight],
              ] as [ComponentKey, number | null][]
            ).map(([k, w]) => (
              <div key={k} className={w ? '' : 'off'}>
                <span>{COMPONENT_NAMES[k]}</span>
                <strong>{w ?? 0}%</strong>
              </div>
            ))}
          </div>
          <p className="ex-muted">
            合格分 {r.passTotal} 分{r.theoryMin ? `；结业考试得分不低于满分的 ${r.theoryMin}%` : ''}
            。理论成绩取班级结业试卷的最高得分（百分制）；实操成绩：SYB为创业计划书评分，GYB为学习步骤完成比例，直播电商和电子商务班为实训任务完成比例；考勤成绩为出勤比例；店铺成绩按开店、上架、成交、直播、销售额和评价计算。没有数据的项目不计，其权重按比例分给其余项目。
          </p>
          {r.note && <p className="ex-muted">说明：{r.note}</p>}
        </>
      )}
      learners={{
        read: (exams, id) => exams.classTotals(id),
        rows: (t) => t.learners,
        rowKey: (t) => t.userId,
        columns: columns,
        emptyText: '该班级还没有学员',
      }}
    />
  );
}
