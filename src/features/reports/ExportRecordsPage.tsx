import { useEffect, useState } from 'react';
import { exportJobResource } from '../../api/contract/resources/exports.ts';
import { type ExportJob, isActive } from '../../api/contract/exports.ts';
import { exportJob } from '../../api/exports.ts';
import { markWritten } from '../../api/freshness.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import ExportProgress from '../../ui/resource/ExportProgress.tsx';
import DownloadExport from '../../ui/resource/DownloadExport.tsx';
import { EXPORT_POLL_MS } from '../../ui/resource/ExportButton.tsx';

type Row = Pick<ExportJob, 'id' | 'name' | 'status' | 'rowsDone' | 'rowsTotal'>;

/** A row's progress, asked for again while the job is queued or running; when it ends, the list loads again. */
function LiveProgress({ row }: { row: Row }) {
  const [job, setJob] = useState<Row>(row);
  useEffect(() => setJob(row), [row]);
  const active = isActive(job);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const next = await exportJob(row.id);
        if (stopped) return;
        setJob(next);
        if (!isActive(next)) markWritten();
      } catch {
        // offline: the row shows what was last seen
      }
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, row.id]);
  return <ExportProgress job={job} />;
}

/**
 * 导出记录 (/manage/exportRecords, /seller/exportRecords): the caller's export jobs, newest first,
 * with live progress and 下载 while the file is kept (docs/security-and-operations.md "Exports").
 */
export default function ExportRecordsPage() {
  return (
    <ResourcePage
      resource={exportJobResource}
      intro={<p className="rs-intro">导出在服务器上进行，关闭页面不影响；完成后可在此下载，过期时间之后文件即删除，请重新导出。</p>}
      cells={{
        rowsDone: (row) => <LiveProgress row={row as Row} />,
        downloadable: (row) => (row.downloadable ? <DownloadExport job={{ id: row.id, name: row.name ?? '' }} /> : <span aria-hidden="true">—</span>),
      }}
    />
  );
}
