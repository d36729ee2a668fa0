import { ComplaintsPage } from './ComplaintsPage.tsx';

export default function ReportingManagementPage() {
  return <ComplaintsPage kind="report" />;
}
