import { teacherResource } from '../../api/contract/resources/people.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/teacherList: trainers in the caller's scope (src/api/contract/resources/people.ts). */
export default function TeacherListPage() {
  return <ResourcePage resource={teacherResource} />;
}
