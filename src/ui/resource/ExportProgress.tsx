import { type ExportJob, progressText } from '../../api/contract/exports.ts';

/** A job's progress: a bar and 1,200 / 100,000 行（1%）. */
export default function ExportProgress({ job }: { job: Pick<ExportJob, 'status' | 'rowsDone' | 'rowsTotal' | 'name'> }) {
  const text = progressText(job);
  return (
    <span className="rs-export-bar">
      {job.rowsTotal !== null && <progress max={job.rowsTotal || 1} value={job.rowsTotal ? job.rowsDone : 1} aria-label={`${job.name} 导出进度`} />}
      <span>{text}</span>
    </span>
  );
}
