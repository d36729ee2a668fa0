import StatTableView from './StatTableView.tsx';

/** /manage/PracticeTable: see STAT_TABLES.practice (src/api/contract/reports.ts). */
export default function PracticeTablePage() {
  return <StatTableView kind="practice" />;
}
