import { download, get } from './http.ts';
import { EXPORT_JOBS_PATH, type ExportJob } from './contract/exports.ts';

/** An export job's own calls (server/routes/exports.ts): its progress, and its file once done. */
export const exportJob = async (id: number) => (await get<ExportJob>(`${EXPORT_JOBS_PATH}${id}`)).data;

export const exportDownload = (id: number, onProgress: (bytes: number, total: number | null) => void = () => undefined) =>
  download(`${EXPORT_JOBS_PATH}${id}/file`, {}, onProgress);
