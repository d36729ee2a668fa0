import StatTableView from './StatTableView.tsx';

/** /manage/serviceTable: see STAT_TABLES.service (src/api/contract/reports.ts). */
export default function ServiceTablePage() {
  return <StatTableView kind="service" />;
}
