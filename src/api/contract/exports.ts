import { endpoint } from './endpoint.ts';
/**
 * Exports as jobs (docs/security-and-operations.md "Exports"): asking for an export answers at once
 * with its job; the page follows the job's progress and downloads the file when it is done, or later
 * from 导出记录 until the file expires.
 */

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '导出中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};

export type ExportFormat = 'csv' | 'xlsx';

/** One export job as its owner sees it. */
export interface ExportJob {
  id: number;
  /** The file's name, e.g. 教师管理-20261127.xlsx */
  name: string;
  format: ExportFormat;
  status: ExportStatus;
  rowsDone: number;
  /** Known once the job has started. */
  rowsTotal: number | null;
  /** Why a failed job failed. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** When a done job's file is deleted. */
  expiresAt: string | null;
}

/** A job's own calls, for whoever started it, under the common prefix: its progress, and GET {id}/file (the download). */
export const EXPORT_JOBS_PATH = '/v1/wangchuang/common/exports/';
export const EXPORT_JOB = endpoint<void, ExportJob>()('GET', '/exports/:id');

/** What starting an export offline says. */
export const EXPORT_NEEDS_NETWORK = '导出需要连接网络，请联网后再试';

export const isActive = (job: Pick<ExportJob, 'status'>) => job.status === 'queued' || job.status === 'running';

const grouped = new Intl.NumberFormat('en-US');

/** 1,200 / 100,000 行（1%）: a job's progress as the button and the list show it. */
export function progressText(job: Pick<ExportJob, 'status' | 'rowsDone' | 'rowsTotal'>): string {
  if (job.status === 'queued') return '排队中';
  if (job.rowsTotal === null) return job.status === 'running' ? '准备中' : '—';
  const pct = job.rowsTotal ? Math.floor((job.rowsDone / job.rowsTotal) * 100) : 100;
  return `${grouped.format(job.rowsDone)} / ${grouped.format(job.rowsTotal)} 行（${pct}%）`;
}
