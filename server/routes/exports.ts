import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { caller } from '../http/caller.ts';
import { notFound } from '../errors.ts';
import type { Caller } from '../caller.ts';
import { ownFile, ownJob, startExport } from '../services/exportJobs.ts';
import { EXPORT_JOB, type ExportFormat } from '../../src/api/contract/exports.ts';
import { answer, mountedGuard } from '../http/endpoint.ts';
import { downloadHeaders, XLSX_MIME } from '../http/sendFile.ts';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_MIME,
};

/** Every export button's answer: the job, queued (or joined) for the caller; this process looks for work at once. */
export async function queueExport(
  c: Context<AppEnv>,
  deps: Deps,
  who: Caller,
  what: { kind: string; params: Record<string, unknown>; title: string; format: ExportFormat },
) {
  const job = await startExport(deps.db, who, what);
  deps.exports?.kick();
  return ok(c, job, job.status === 'queued' ? '已加入导出队列' : '导出进行中');
}

function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound('导出记录不存在');
  return Number(raw);
}

/**
 * Under /v1/wangchuang/common (any signed-in role): one of the caller's jobs (its progress), and its
 * file while it is kept. Another user's job, or an expired one's file, is 404.
 */
export function exportJobsApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, EXPORT_JOB, mountedGuard, async (c, params) => {
    const job = await ownJob(db, caller(c), idOf(params.id));
    if (!job) throw notFound('导出记录不存在');
    return job;
  });
  r.get('/exports/:id/file', async (c) => {
    const file = await ownFile(db, caller(c), idOf(c.req.param('id')));
    const size = file
      ? await stat(file.path).then(
          (s) => s.size,
          () => null,
        )
      : null;
    if (!file || size === null) throw notFound('文件不存在或已过期，请重新导出');
    return c.body(Readable.toWeb(createReadStream(file.path)) as unknown as ReadableStream<Uint8Array>, 200, {
      ...downloadHeaders(MIME[file.format], file.name),
      'Content-Length': String(size),
    });
  });
  return r;
}
