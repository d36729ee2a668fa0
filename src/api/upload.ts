import { PREFIX } from './contract/prefixes.ts';
import { NO_STALE_MARK, postForm } from './http.ts';

export interface UploadAnswer {
  url: string;
  fileName: string;
  size: number;
  mime: string;
}

/**
 * POST /v1/wangchuang/upload/temporary/file (spec §7): a picture or document, kept under /uploads/ and
 * owned by the caller; it changes nothing on screen until a form that names it is saved.
 */
export async function uploadFile(file: File): Promise<UploadAnswer> {
  return (await postForm<UploadAnswer>(`${PREFIX.root}upload/temporary/file`, { file }, NO_STALE_MARK)).data;
}
