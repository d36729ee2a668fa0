import { ComplaintsPage } from './ComplaintsPage.tsx';

export default function ComplaintManagementPage() {
  return <ComplaintsPage kind="complaint" />;
}
