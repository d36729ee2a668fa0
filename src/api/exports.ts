import { download } from './http.ts';
import { call } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import { EXPORT_JOB, EXPORT_JOBS_PATH } from './contract/exports.ts';

/** An export job's own calls (server/routes/exports.ts): its progress, and its file once done. */
export const exportJob = async (id: number) => (await call(PREFIX.common, EXPORT_JOB, { params: { id } })).data;

export const exportDownload = (id: number, onProgress: (bytes: number, total: number | null) => void = () => undefined) =>
  download(`${EXPORT_JOBS_PATH}${id}/file`, {}, onProgress);
