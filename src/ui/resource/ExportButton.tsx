import { useState } from 'react';
import type { Download } from '../../api/http.ts';
import MenuButton from '../MenuButton.tsx';
import { act } from '../act.tsx';
import { saveBlob } from '../../lib/saveFile.ts';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Saves a downloaded file under its own name. */
const save = ({ blob, fileName }: Download) => saveBlob(blob, fileName);

/** 导出 Excel / CSV of the filtered rows, with the bytes received while the server streams them. */
export default function ExportButton({ run }: { run: (format: 'csv' | 'xlsx', onProgress: (bytes: number) => void) => Promise<Download> }) {
  const [progress, setProgress] = useState<number | null>(null);
  const start = async (format: 'csv' | 'xlsx') => {
    setProgress(0);
    const result = await act(() => run(format, setProgress), { key: `export-${format}` });
    setProgress(null);
    if (result.ok) save(result.value);
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
        onSelect={(key) => void start(key as 'csv' | 'xlsx')}
      />
      {progress !== null && (
        <span className="rs-export-progress" role="status">
          正在导出… 已接收 {size(progress)}
        </span>
      )}
    </span>
  );
}
