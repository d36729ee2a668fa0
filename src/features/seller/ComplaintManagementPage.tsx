import { ComplaintsList } from './complaintsList.tsx';

/** /seller/complaintManagement: 投诉管理 — the buyers' complaints against the shop and the platform's decision. */
export default function ComplaintManagementPage() {
  return <ComplaintsList kind="complaint" />;
}
