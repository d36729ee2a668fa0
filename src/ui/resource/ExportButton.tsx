import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { EXPORT_NEEDS_NETWORK, type ExportJob, isActive } from '../../api/contract/exports.ts';
import { exportRecordsPath } from '../../api/contract/exportRecords.ts';
import { exportJob } from '../../api/exports.ts';
import { session } from '../../state/session.ts';
import MenuButton from '../MenuButton.tsx';
import { act, showFailure } from '../act.tsx';
import ExportProgress from './ExportProgress.tsx';
import DownloadExport from './DownloadExport.tsx';

/** How often a running job is asked about. */
export const EXPORT_POLL_MS = 1000;

/**
 * 导出 Excel / CSV of the filtered rows as a job (docs/security-and-operations.md "Exports"): the
 * server answers at once; the button follows the job's progress and offers 下载 when the file is
 * ready. The page may be left meanwhile: 导出记录 beside the button lists every job with its file.
 */
export default function ExportButton({ start }: { start: (format: 'csv' | 'xlsx') => Promise<ExportJob> }) {
  const { roles } = useSnapshot(session);
  const [job, setJob] = useState<ExportJob | null>(null);
  const active = !!job && isActive(job);
  const jobId = job?.id;

  useEffect(() => {
    if (!active || jobId === undefined) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await exportJob(jobId);
        if (!stopped) setJob(next);
        if (!stopped && isActive(next)) timer = setTimeout(poll, EXPORT_POLL_MS);
      } catch (e) {
        // offline or failed: the job goes on on the server; 导出记录 shows it later
        if (!stopped) {
          showFailure(e);
          setJob(null);
        }
      }
    };
    timer = setTimeout(poll, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, jobId]);

  const begin = async (format: 'csv' | 'xlsx') => {
    const result = await act(
      async () => {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error(EXPORT_NEEDS_NETWORK);
        return start(format);
      },
      { key: `export-${format}` },
    );
    if (result.ok) setJob(result.value);
  };

  return (
    <span className="rs-export">
      <MenuButton
        label="导出"
        ariaLabel="导出"
        className="rs-button"
        items={[
          { key: 'xlsx', text: '导出 Excel' },
          { key: 'csv', text: '导出 CSV' },
        ]}
        onSelect={(key) => void begin(key as 'csv' | 'xlsx')}
      />
      <Link className="rs-link" to={exportRecordsPath(roles[0])}>
        导出记录
      </Link>
      {job && (
        <span className="rs-export-progress" role="status">
          {job.status === 'done' ? (
            <>
              导出完成 <DownloadExport job={job} />
            </>
          ) : job.status === 'failed' ? (
            (job.error ?? '导出失败，请重新导出')
          ) : (
            <>
              {job.status === 'queued' ? '排队中…' : '正在导出'} <ExportProgress job={job} />
            </>
          )}
        </span>
      )}
    </span>
  );
}
