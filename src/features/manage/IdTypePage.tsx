import { idTypeResource } from '../../api/contract/resources/dictionaries.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/IdType: the ID types the registration forms offer. */
export default function IdTypePage() {
  return <ResourcePage resource={idTypeResource} />;
}
