import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { Breach } from '../../api/contract/exams.ts';
import { regulatoryRuleResource } from '../../api/contract/resources/rules.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES, type ClassType } from '../../api/contract/roles.ts';
import { examCalls } from '../../api/exams.ts';
import { resourceCalls } from '../../api/resource.ts';
import PageState from '../../ui/PageState.tsx';
import ResponsiveTable, { type Column } from '../../ui/ResponsiveTable.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ClassPicker from './ClassPicker.tsx';
import { useRole } from './common.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/editor.css';
import './courses.css';

const KIND = { attendance: '出勤率不足', absences: '缺勤过多', live: '直播课时长不足' } as const;

/** /manage/regulatoryRules?classType=: one class type's supervision rule and the breaches of a class's learners. */
export default function RegulatoryRulesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const role = useRole();
  const classType = (CLASS_TYPES.includes(params.get('classType') as ClassType) ? params.get('classType') : 'SYB') as ClassType;
  const [classId, setClassId] = useState(0);
  const rules = useMemo(() => (role ? resourceCalls(regulatoryRuleResource, role) : null), [role]);
  const exams = useMemo(() => (role ? examCalls(role) : null), [role]);
  const rule = useLoad(async () => (rules ? ((await rules.list({ classType })).list[0] ?? null) : null), [rules, classType]);
  const found = useLoad(async () => (exams && classId ? exams.classBreaches(classId) : null), [exams, classId]);
  if (!role) return null;
  const r = rule.data;
  const b = found.data;
  const columns: Column<Breach>[] = [
    { key: 'realName', title: '学员', render: (x) => x.realName },
    { key: 'kind', title: '违规类型', render: (x) => KIND[x.kind] },
    { key: 'message', title: '情况', render: (x) => x.message },
  ];
  return (
    <section className="ex-page" aria-label="监管规则详情">
      <header className="ex-head">
        <h1>监管规则详情</h1>
        <div className="ex-tools">
          <RefreshButton />
          <Button size="small" onClick={() => navigate('/manage/regulatoryRule')}>
            返回监管规则
          </Button>
        </div>
      </header>
      <div className="ex-tabs" role="tablist" aria-label="班级类型">
        {CLASS_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === classType}
            className={t === classType ? 'on' : ''}
            onClick={() => {
              setClassId(0);
              setParams({ classType: t }, { replace: true });
            }}
          >
            {CLASS_TYPE_NAMES[t]}
          </button>
        ))}
      </div>
      <div className="ex-card">
        <PageState loading={rule.loading && !r} error={!r && rule.error} onRetry={rule.reload} empty={!rule.loading && !r} emptyText="该班级类型没有监管规则">
          {r && (
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
        </PageState>
      </div>
      <div className="ex-card">
        <h2>班级违规学员</h2>
        <ClassPicker role={role} classType={classType} value={classId} onChange={setClassId} />
        {classId > 0 && b && (
          <p className="ex-muted" data-testid="breach-facts">
            共 {b.learners} 名学员；{b.facts.attendance ? '已有考勤记录' : '尚无考勤记录（开始考勤后自动检查出勤率和缺勤次数）'}；
            {b.facts.live ? '已有直播课记录' : '尚无直播课记录'}。
          </p>
        )}
        {classId > 0 && (
          <ResponsiveTable
            columns={columns}
            data={b?.breaches ?? []}
            rowKey={(x) => `${x.userId}-${x.kind}`}
            loading={found.loading}
            error={found.error}
            onRetry={found.reload}
            emptyText="没有违规学员"
            titleKey="realName"
          />
        )}
      </div>
    </section>
  );
}
