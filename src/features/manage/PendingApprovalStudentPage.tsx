import { enrolmentPendingResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/pendingApprovalStudent: registrations for a class waiting for its institution (or the region's administrator): admit or reject, in batches. */
export default function PendingApprovalStudentPage() {
  return (
    <ResourcePage
      resource={enrolmentPendingResource}
      intro={<p className="rs-form-help">录取后学员加入所报名的班级（班级满员或已结业时不能录取）；不予录取须填写原因。</p>}
    />
  );
}
