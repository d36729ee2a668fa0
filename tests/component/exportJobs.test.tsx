import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));
const saved = vi.hoisted(() => [] as { name: string; size: number }[]);
vi.mock('../../src/lib/saveFile.ts', () => ({ saveBlob: (blob: Blob, name: string) => saved.push({ name, size: blob.size }) }));

import ExportButton from '../../src/ui/resource/ExportButton.tsx';
import ExportRecordsPage from '../../src/features/reports/ExportRecordsPage.tsx';
import type { ExportJob } from '../../src/api/contract/exports.ts';
import { session } from '../../src/state/session.ts';
import { resetActThrottle } from '../../src/ui/act.tsx';

/**
 * The export button starts a job, shows its progress while the server writes the file and offers
 * 下载 when it is done; 导出记录 lists the jobs with live progress and a download for done files.
 */

const J = '/v1/wangchuang/common/exports/';
const job = (over: Partial<ExportJob> = {}): ExportJob => ({
  id: 7,
  name: '教师管理-20261127.xlsx',
  format: 'xlsx',
  status: 'queued',
  rowsDone: 0,
  rowsTotal: null,
  error: null,
  createdAt: '2026-11-27T02:00:00Z',
  finishedAt: null,
  expiresAt: null,
  ...over,
});
/** What GET exports/7 answers next, one after another (the last one repeats). */
let answers: ExportJob[] = [];
let records: Record<string, unknown>[] = [];
let fileAsked = 0;

mockServer(
  http.get(`*${J}:id`, () => HttpResponse.json({ code: 200, msg: '', data: answers.length > 1 ? answers.shift() : answers[0] })),
  http.get(`*${J}:id/file`, () => {
    fileAsked++;
    return new HttpResponse(new Uint8Array(2048), {
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('教师管理-20261127.xlsx')}` },
    });
  }),
  http.get('*/v1/wangchuang/common/exportJob/list', () =>
    HttpResponse.json({ code: 200, msg: '', data: { list: records, total: records.length, pageNum: 1, pageSize: 10, isLastPage: true } }),
  ),
);

const statusText = () => screen.getByRole('status').textContent ?? '';

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
beforeEach(() => {
  Object.assign(session, { token: 'tok', roles: [3], userInfo: { id: 9, username: 'city01', role: 3 } });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  saved.length = 0;
  fileAsked = 0;
  toast.show.mockClear();
  resetActThrottle();
});

describe('the export button', () => {
  it('starts a job, shows 排队中 then the rows written, and offers 下载 when the file is ready', { timeout: 30_000 }, async () => {
    const start = vi.fn(async (format: 'csv' | 'xlsx') => job({ format }));
    answers = [
      job({ status: 'running', rowsDone: 1200, rowsTotal: 100_000 }),
      job({ status: 'running', rowsDone: 60_000, rowsTotal: 100_000 }),
      job({ status: 'done', rowsDone: 100_000, rowsTotal: 100_000 }),
    ];
    render(
      <MemoryRouter>
        <ExportButton start={start} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '导出记录' }).getAttribute('href')).toBe('/manage/exportRecords');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '导出 Excel' }));
    await waitFor(() => expect(statusText()).toContain('排队中'));
    expect(start).toHaveBeenCalledWith('xlsx');
    await waitFor(() => expect(statusText()).toContain('1,200 / 100,000 行（1%）'));
    expect((screen.getByRole('progressbar', { name: '教师管理-20261127.xlsx 导出进度' }) as HTMLProgressElement).value).toBe(1200);
    await waitFor(() => expect(statusText()).toContain('60,000 / 100,000 行（60%）'));
    await waitFor(() => expect(statusText()).toContain('导出完成'));
    fireEvent.click(screen.getByRole('button', { name: '下载 教师管理-20261127.xlsx' }));
    await waitFor(() => expect(saved).toEqual([{ name: '教师管理-20261127.xlsx', size: 2048 }]));
    expect(fileAsked).toBe(1);
  });

  it('a failed job says so; offline, starting an export says it needs the network and asks nothing', async () => {
    answers = [job({ status: 'failed', error: '导出失败，请重新导出' })];
    const start = vi.fn(async () => job());
    render(
      <MemoryRouter>
        <ExportButton start={start} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '导出 CSV' }));
    await waitFor(() => expect(statusText()).toBe('导出失败，请重新导出'));

    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    start.mockClear();
    resetActThrottle();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '导出 Excel' }));
    await waitFor(() => expect(JSON.stringify(toast.show.mock.calls)).toContain('导出需要连接网络，请联网后再试'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('导出记录', () => {
  it('lists the jobs with their state, follows a running one until it is done, and downloads a done file', { timeout: 30_000 }, async () => {
    const row = (j: ExportJob) => ({ ...j, downloadable: j.status === 'done' });
    records = [
      row(job({ id: 7, status: 'running', rowsDone: 500, rowsTotal: 2000 })),
      row(job({ id: 6, name: '统计表-广州市-20261126.csv', format: 'csv', status: 'done', rowsDone: 30, rowsTotal: 30, expiresAt: '2026-11-28T02:00:00Z' })),
      row(job({ id: 5, name: '成绩表-直播班-20261120.csv', status: 'expired', rowsDone: 40, rowsTotal: 40 })),
    ];
    answers = [job({ id: 7, status: 'running', rowsDone: 1500, rowsTotal: 2000 }), job({ id: 7, status: 'done', rowsDone: 2000, rowsTotal: 2000 })];
    render(
      <MemoryRouter initialEntries={['/manage/exportRecords']}>
        <ExportRecordsPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['文件名', '状态', '进度', '文件', '创建时间', '过期时间']));
    expect(within(table).getByText('500 / 2,000 行（25%）')).toBeTruthy();
    expect(within(table).getByText('已过期')).toBeTruthy();
    // only the done file has a download
    expect(
      within(table)
        .getAllByRole('button', { name: /^下载 / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['下载 统计表-广州市-20261126.csv']);
    // the running job moves on its own; once done, the list is read again and offers its file
    await waitFor(() => expect(within(table).getByText('1,500 / 2,000 行（75%）')).toBeTruthy());
    records[0] = row(job({ id: 7, status: 'done', rowsDone: 2000, rowsTotal: 2000, expiresAt: '2026-11-28T02:00:00Z' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '下载 教师管理-20261127.xlsx' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '下载 教师管理-20261127.xlsx' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['教师管理-20261127.xlsx']));
  });
});
