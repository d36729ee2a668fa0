import { policyResource } from '../../api/contract/resources/tracking.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/policyList: support policies published to learners; the national admin writes and publishes them. */
export default function PolicyListPage() {
  return <ResourcePage resource={policyResource} />;
}
