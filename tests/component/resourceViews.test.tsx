import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { confirm: async () => true } }));

import ResourcePage from '../../src/ui/resource/ResourcePage.tsx';
import { defineResource, type AnyRow } from '../../src/api/contract/resource/types.ts';
import { session } from '../../src/state/session.ts';

/**
 * A declaration's views and summary (docs/resources.md): the tabs show the counts the list answers,
 * a tab filters the list, the figures sit above it, and both follow a write. The mock answers as the
 * factory does, counting from its rows; the expected numbers are recounted from the same rows.
 */
const refunds = defineResource({
  key: 'refund',
  title: '退款',
  roles: [3],
  scope: 'region',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '名称', list: true, title: true, filter: 'like' },
    amount: { type: 'fen', label: '金额', list: true },
    status: {
      type: 'enum',
      label: '状态',
      options: [
        { value: 'pending', label: '待处理' },
        { value: 'done', label: '已完成' },
      ],
      list: true,
    },
    note: { type: 'text', label: '备注', list: true },
  },
  views: [
    { key: 'waiting', label: '待处理', filter: { status: ['pending'] }, actions: ['finish'] },
    { key: 'finished', label: '已完成', filter: { status: ['done'] }, columns: ['name', 'amount', 'status'], actions: [] },
    { key: 'all', label: '全部' },
  ],
  summary: [
    { label: '笔数', agg: 'count' },
    { label: '合计金额', agg: 'sum', field: 'amount' },
  ],
  ops: {
    list: {},
    create: false,
    update: false,
    delete: false,
    actions: { finish: { label: '完成', when: { field: 'status', in: ['pending'] }, set: { status: 'done' }, success: '已完成' } },
  },
});

const BASE = '/v1/wangchuang/city/refund/';
let rows: AnyRow[] = [];
let asked: URLSearchParams[] = [];
const inView = (key: string | null) => (r: AnyRow) => !key || key === 'all' || r.status === (key === 'waiting' ? 'pending' : 'done');

mockServer(
  http.get(`*${BASE}list`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    const filtered = rows.filter((r) => !q.get('name') || String(r.name).includes(q.get('name')!));
    const list = filtered.filter(inView(q.get('view')));
    const pageNum = Number(q.get('pageNum') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    return HttpResponse.json({
      code: 200,
      msg: '',
      data: {
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: list.length,
        pageNum,
        pageSize,
        isLastPage: pageNum * pageSize >= list.length,
        views: Object.fromEntries(['waiting', 'finished', 'all'].map((k) => [k, filtered.filter(inView(k)).length])),
        summary: [list.length, list.reduce((s, r) => s + Number(r.amount), 0)],
      },
    });
  }),
  http.post(`*${BASE}action/finish/:id`, ({ params }) => {
    const row = rows.find((r) => r.id === Number(params.id))!;
    row.status = 'done';
    return HttpResponse.json({ code: 200, msg: '已完成', data: row });
  }),
);

const count = (key: string) => rows.filter(inView(key)).length;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

beforeEach(() => {
  rows = Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    name: `退款${i + 1}`,
    amount: 1000 * (i + 1),
    status: i % 3 === 0 ? 'done' : 'pending',
    note: `备注${i + 1}`,
  }));
  asked = [];
  toast.show.mockReset();
  Object.assign(session, { token: 'tok', roles: [3], userInfo: { id: 9, username: 'city01', role: 3 } });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});

function show() {
  return render(
    <MemoryRouter initialEntries={['/manage/refund']}>
      <ResourcePage resource={refunds} />
    </MemoryRouter>,
  );
}

const figures = () =>
  Object.fromEntries(
    within(screen.getByLabelText('汇总'))
      .getAllByRole('definition')
      .map((d) => [d.previousSibling?.textContent, d.textContent]),
  );

describe('ResourcePage views: status tabs with counts', () => {
  it('shows each tab with its count, the first tab’s rows and its figures', async () => {
    show();
    expect(await screen.findByRole('tab', { name: `待处理(${count('waiting')})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `已完成(${count('finished')})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `全部(${count('all')})` })).toBeTruthy();
    expect(asked.at(-1)?.get('view')).toBe('waiting');
    const waiting = rows.filter(inView('waiting'));
    const table = screen.getByRole('table');
    for (const r of rows) expect(!!within(table).queryByText(String(r.name)), String(r.name)).toBe(waiting.includes(r));
    expect(figures()).toEqual({ 笔数: String(waiting.length), 合计金额: yuan(waiting.reduce((s, r) => s + Number(r.amount), 0)) });
  });

  it('filters the list by the tab clicked, with the view’s columns and actions', async () => {
    show();
    await screen.findByRole('tab', { name: `待处理(${count('waiting')})` });
    expect(screen.getAllByRole('button', { name: /^完成：/ })).toHaveLength(count('waiting'));
    fireEvent.click(screen.getByRole('tab', { name: `已完成(${count('finished')})` }));
    await waitFor(() => expect(asked.at(-1)?.get('view')).toBe('finished'));
    expect(asked.at(-1)?.get('pageNum')).toBe('1');
    const done = rows.filter(inView('finished'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText(/^退款\d$/)).toHaveLength(done.length));
    for (const r of done) expect(within(screen.getByRole('table')).getByText(String(r.name))).toBeTruthy();
    // this view's columns leave 备注 out, and its actions none
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: '备注' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^完成：/ })).toBeNull();
    expect(figures().笔数).toBe(String(done.length));
  });

  it('counts again after a write, like the list', async () => {
    show();
    const before = count('waiting');
    await screen.findByRole('tab', { name: `待处理(${before})` });
    const first = rows.find(inView('waiting'))!;
    fireEvent.click(screen.getByRole('button', { name: `完成：${first.name}` }));
    await waitFor(() => expect(toast.show.mock.calls.map(([a]) => (a as { content: unknown }).content)).toContain('已完成'));
    expect(count('waiting')).toBe(before - 1);
    expect(await screen.findByRole('tab', { name: `待处理(${count('waiting')})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `已完成(${count('finished')})` })).toBeTruthy();
    await waitFor(() => expect(figures().笔数).toBe(String(count('waiting'))));
  });
});
