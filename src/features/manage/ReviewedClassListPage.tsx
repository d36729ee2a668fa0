import { Link } from 'react-router-dom';
import { classDecisionResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/reviewedClassList: the review decisions taken on the classes in scope, with result, reviewer and reason. */
export default function ReviewedClassListPage() {
  return (
    <ResourcePage resource={classDecisionResource} cells={{ className: (row) => <Link to={`/manage/information/${row.classId}`}>{row.className}</Link> }} />
  );
}
