import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { ResourceDecl, RowOf } from '../../api/contract/resource/types.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES, type ClassType } from '../../api/contract/roles.ts';
import { resourceCalls } from '../../api/resource.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ClassLearnerTable, { type LearnerTableProps } from './ClassLearnerTable.tsx';
import ClassPicker from './ClassPicker.tsx';
import { useRole } from './common.tsx';
import '../../ui/editor.css';
import './courses.css';

/**
 * A class type's rule in words and what it makes of a class's learners (/manage/assessmentRules,
 * regulatoryRules): the heading (the resource's title) with 返回 to the resource's list, the
 * class-type tabs (?classType=, SYB first), the card of the type's rule, and a card to pick a class
 * of that type (again after another tab) and show the page's figures of its learners (`learners`,
 * a ClassLearnerTable of the class).
 */
export default function RuleDetail<R extends ResourceDecl, Answer, Row>(props: {
  resource: R;
  emptyText: string;
  rule: (rule: RowOf<R>, classType: ClassType) => ReactNode;
  classTitle: string;
  learners: LearnerTableProps<Answer, Row>;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const role = useRole();
  const asked = params.get('classType') as ClassType;
  const classType = CLASS_TYPES.includes(asked) ? asked : 'SYB';
  const [classId, setClassId] = useState(0);
  const rules = useMemo(() => (role ? resourceCalls(props.resource, role) : null), [role, props.resource]);
  const rule = useLoad(async () => (rules ? ((await rules.list({ classType })).list[0] ?? null) : null), [rules, classType]);
  if (!role) return null;
  const r = rule.data;
  const title = `${props.resource.title}详情`;
  return (
    <section className="ex-page" aria-label={title}>
      <header className="ex-head">
        <h1>{title}</h1>
        <div className="ex-tools">
          <RefreshButton />
          <Button size="small" onClick={() => navigate(`/manage/${props.resource.key}`)}>
            {`返回${props.resource.title}`}
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
        <PageState {...loadState(rule)} empty={!rule.loading && !r} emptyText={props.emptyText}>
          {r && props.rule(r, classType)}
        </PageState>
      </div>
      <div className="ex-card">
        <h2>{props.classTitle}</h2>
        <ClassPicker role={role} classType={classType} value={classId} onChange={setClassId} />
        {classId > 0 && <ClassLearnerTable role={role} classId={classId} {...props.learners} />}
      </div>
    </section>
  );
}
