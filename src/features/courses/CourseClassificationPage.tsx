import { courseClassificationResource } from '../../api/contract/resources/courses.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/courseClassification: the classifications of the on-demand catalogue (the national admin keeps them). */
export default function CourseClassificationPage() {
  return <ResourcePage resource={courseClassificationResource} />;
}
