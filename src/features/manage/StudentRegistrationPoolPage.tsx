import { enrolmentResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/StudentRegistrationPool: everyone who registered and is not in a class; assign to a class in scope or turn away with a reason. */
export default function StudentRegistrationPoolPage() {
  return (
    <ResourcePage
      resource={enrolmentResource}
      intro={<p className="rs-form-help">学员在“完善信息”时选择报名班级后进入报名池。可分配到未结业且未满员的班级，或填写原因不予录取。</p>}
    />
  );
}
