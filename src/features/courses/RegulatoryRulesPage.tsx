import type { Breach } from '../../api/contract/exams.ts';
import { regulatoryRuleResource } from '../../api/contract/resources/rules.ts';
import { CLASS_TYPE_NAMES } from '../../api/contract/roles.ts';
import type { Column } from '../../ui/resource/ListView.tsx';
import RuleDetail from './RuleDetail.tsx';

const KIND = { attendance: '出勤率不足', absences: '缺勤过多', live: '直播课时长不足' } as const;

const columns: Column<Breach>[] = [
  { key: 'realName', title: '学员', render: (x) => x.realName },
  { key: 'kind', title: '违规类型', render: (x) => KIND[x.kind] },
  { key: 'message', title: '情况', render: (x) => x.message },
];

/** /manage/regulatoryRules?classType=: one class type's supervision rule and the breaches of a class's learners. */
export default function RegulatoryRulesPage() {
  return (
    <RuleDetail
      resource={regulatoryRuleResource}
      emptyText="该班级类型没有监管规则"
      classTitle="班级违规学员"
      rule={(r, classType) => (
        <>
          <h2>
            {CLASS_TYPE_NAMES[classType]}监管规则{r.enabled ? '' : '（已停用）'}
          </h2>
          <ul className="cs-rules">
            <li>出勤率不低于 {r.minAttendancePercent}%</li>
            <li>缺勤不超过 {r.maxAbsences} 次</li>
            <li>{r.minLiveMinutes ? `直播课累计观看不少于 ${r.minLiveMinutes} 分钟` : '不要求直播课观看时长'}</li>
          </ul>
          {r.note && <p className="ex-muted">说明：{r.note}</p>}
        </>
      )}
      learners={{
        read: (exams, id) => exams.classBreaches(id),
        head: (b) => (
          <p className="ex-muted" data-testid="breach-facts">
            共 {b.learners} 名学员；{b.facts.attendance ? '已有考勤记录' : '尚无考勤记录（开始考勤后自动检查出勤率和缺勤次数）'}；
            {b.facts.live ? '已有直播课记录' : '尚无直播课记录'}。
          </p>
        ),
        rows: (b) => b.breaches,
        rowKey: (x) => `${x.userId}-${x.kind}`,
        columns: columns,
        emptyText: '没有违规学员',
      }}
    />
  );
}
