import { Link } from 'react-router-dom';
import { classResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/classList: every class in the caller's scope; the institution drafts and submits, the city or county reviews (docs/back-office.md "Classes"). */
export default function ClassListPage() {
  return <ResourcePage resource={classResource} cells={{ name: (row) => <Link to={`/manage/information/${row.id}`}>{row.name}</Link> }} />;
}
