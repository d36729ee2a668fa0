import { type ReactNode, useMemo } from 'react';
import type { Role } from '../../api/contract/roles.ts';
import { examCalls } from '../../api/exams.ts';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';

type ExamCalls = ReturnType<typeof examCalls>;

/**
 * What a rule makes of a class's learners (/manage/assessmentRules' totals, regulatoryRules' breaches):
 * the class's answer read whole, `head` from what it says beside the rows, and its rows in the layer's
 * ListView on one page (a class's learners: short), with the answer's loading, error and 重试.
 */
export type LearnerTableProps<Answer, Row> = {
  read: (calls: ExamCalls, classId: number) => Promise<Answer>;
  rows: (answer: Answer) => Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  emptyText: string;
  head?: (answer: Answer) => ReactNode;
};

export default function ClassLearnerTable<Answer, Row>(props: LearnerTableProps<Answer, Row> & { role: Role; classId: number }) {
  const { role, classId } = props;
  const exams = useMemo(() => examCalls(role), [role]);
  const found = useLoad(() => props.read(exams, classId), [exams, classId]);
  const a = found.data;
  const learners = useHeldList(a && props.rows(a), { rowKey: props.rowKey, source: found });
  return (
    <>
      {a && props.head?.(a)}
      <ListView list={learners} columns={props.columns} emptyText={props.emptyText} titleKey="realName" onePage />
    </>
  );
}
