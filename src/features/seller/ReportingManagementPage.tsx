import { ComplaintsList } from './complaintsList.tsx';

/** /seller/reportingManagement: 举报管理 — the buyers' reports against the shop and the platform's decision. */
export default function ReportingManagementPage() {
  return <ComplaintsList kind="report" />;
}
