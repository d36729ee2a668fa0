import { useState } from 'react';
import type { ExportJob } from '../../api/contract/exports.ts';
import { exportDownload } from '../../api/exports.ts';
import { saveBlob } from '../../lib/saveFile.ts';
import { act } from '../act.tsx';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** 下载 a done job's file under its own name, with the bytes received so far. */
export default function DownloadExport({ job }: { job: Pick<ExportJob, 'id' | 'name'> }) {
  const [received, setReceived] = useState<number | null>(null);
  const run = async () => {
    setReceived(0);
    const result = await act(() => exportDownload(job.id, (bytes) => setReceived(bytes)), { key: `export-file-${job.id}` });
    setReceived(null);
    if (result.ok) saveBlob(result.value.blob, result.value.fileName);
  };
  return received === null ? (
    <button type="button" className="rs-link" onClick={() => void run()} aria-label={`下载 ${job.name}`}>
      下载
    </button>
  ) : (
    <span>正在下载… {size(received)}</span>
  );
}
