import { educationResource } from '../../api/contract/resources/dictionaries.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/degreeOfEducation: the education levels the registration table offers. */
export default function EducationPage() {
  return <ResourcePage resource={educationResource} />;
}
