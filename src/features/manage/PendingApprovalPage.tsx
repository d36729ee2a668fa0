import { Link } from 'react-router-dom';
import { classReviewResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/pendingApproval: every class decision waiting (opening and completion), approved or rejected in batches by the city or county. */
export default function PendingApprovalPage() {
  return (
    <ResourcePage
      resource={classReviewResource}
      cells={{ name: (row) => <Link to={`/manage/information/${row.id}`}>{row.name}</Link> }}
      intro={<p className="rs-form-help">开班审核与结业审核。勾选多个班级可批量通过或驳回（驳回须填写原因）。</p>}
    />
  );
}
