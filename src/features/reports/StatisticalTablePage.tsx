import StatTableView from './StatTableView.tsx';

/** /manage/statisticalTable: see STAT_TABLES.statistical (src/api/contract/reports.ts). */
export default function StatisticalTablePage() {
  return <StatTableView kind="statistical" />;
}
