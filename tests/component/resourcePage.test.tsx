import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));
/** antd-mobile's confirmation, answered by the test: what it asked and what the user chose. */
const dialog = vi.hoisted(() => ({ asked: [] as string[], answer: true }));
vi.mock('antd-mobile/es/components/dialog', () => ({
  default: {
    confirm: async ({ content }: { content: string }) => {
      dialog.asked.push(content);
      return dialog.answer;
    },
  },
}));

import ResourcePage from '../../src/ui/resource/ResourcePage.tsx';
import { defineResource, type AnyRow } from '../../src/api/contract/resource/types.ts';
import { session } from '../../src/state/session.ts';
import { setDraftStore } from '../../src/storage/answerDraft.ts';
import { memoryStore } from '../../src/storage/idb.ts';

/** A resource with the field kinds the renderer draws, served by msw from memory (as the factory would). */
const staff = defineResource({
  key: 'staff',
  title: '员工',
  roles: [3],
  scope: 'region',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '名称', required: true, max: 20, list: true, title: true, filter: 'like', sort: true, form: 'both' },
    phone: { type: 'phone', label: '手机号码', required: true, list: true, form: 'both' },
    salary: { type: 'fen', label: '工资', list: true, form: 'both' },
    status: {
      type: 'enum',
      label: '状态',
      options: [
        { value: 1, label: '在职', tone: 'success' },
        { value: 0, label: '离职' },
      ],
      list: true,
      filter: 'eq',
    },
    note: { type: 'textarea', label: '备注', list: true },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' } },
    create: {},
    update: {},
    delete: { confirm: '确定删除该员工吗？', batch: true },
    actions: { leave: { label: '离职', when: { field: 'status', in: [1] }, set: { status: 0 }, confirm: '确定办理离职吗？', success: '已离职', batch: true } },
  },
});

const BASE = '/v1/wangchuang/city/staff/';
let rows: AnyRow[] = [];
let seen: { list: URLSearchParams[]; created: unknown[]; actions: { path: string; body: unknown }[] };
let failAction: { status: number; msg: string } | null = null;

const page = (list: AnyRow[], pageNum: number, pageSize: number, total: number) => ({
  code: 200,
  msg: '',
  data: { list, total, pageNum, pageSize, isLastPage: pageNum * pageSize >= total },
});

const server = mockServer(
  http.get(`*${BASE}list`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    seen.list.push(q);
    let list = rows.filter((r) => !q.get('name') || String(r.name).includes(q.get('name')!));
    if (q.get('status')) list = list.filter((r) => String(r.status) === q.get('status'));
    if (q.get('sort') === 'name') list = [...list].sort((a, b) => String(a.name).localeCompare(String(b.name)) * (q.get('order') === 'desc' ? -1 : 1));
    const pageNum = Number(q.get('pageNum') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    return HttpResponse.json(page(list.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize, list.length));
  }),
  http.post(`*${BASE}create`, async ({ request }) => {
    const body = (await request.json()) as AnyRow;
    seen.created.push(body);
    const row = { ...body, id: rows.length + 100, status: 1, note: null, createdAt: '2026-11-23T00:00:00Z' };
    rows.unshift(row);
    return HttpResponse.json({ code: 200, msg: '保存成功', data: row });
  }),
  http.post(`*${BASE}action/:name/:id`, async ({ request, params }) => {
    seen.actions.push({ path: `${params.name}/${params.id}`, body: await request.json() });
    if (failAction) return HttpResponse.json({ code: failAction.status, msg: failAction.msg, data: null }, { status: failAction.status });
    const row = rows.find((r) => r.id === Number(params.id))!;
    row.status = 0;
    return HttpResponse.json({ code: 200, msg: '已离职', data: row });
  }),
  http.post(`*${BASE}batch/action/:name`, async ({ request, params }) => {
    seen.actions.push({ path: `batch/${params.name}`, body: await request.json() });
    return HttpResponse.json({ code: 200, msg: '已离职', data: { count: 2 } });
  }),
);

function seed(n: number) {
  rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `员工${String(i + 1).padStart(2, '0')}`,
    phone: `1380013${String(8000 + i)}`,
    salary: 500000 + i * 100,
    status: 1,
    note: null,
    createdAt: '2026-11-20T01:00:00Z',
  }));
}

function show(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <MemoryRouter initialEntries={['/manage/staff']}>
      <ResourcePage resource={staff} />
    </MemoryRouter>,
  );
}

const toasts = () => toast.show.mock.calls.map(([arg]) => (arg as { content: unknown }).content);

beforeAll(() => {
  // jsdom has no layout: LoadMore treats an element without an offsetParent as hidden.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
beforeEach(() => {
  seed(23);
  seen = { list: [], created: [], actions: [] };
  failAction = null;
  toast.show.mockReset();
  dialog.asked = [];
  dialog.answer = true;
  setDraftStore(memoryStore());
  Object.assign(session, { token: 'tok', roles: [3], userInfo: { id: 9, username: 'city01', role: 3 } });
});

describe('ResourcePage on a desktop: a table', () => {
  it('shows the rows with their labels, sorts by a header, pages and filters', async () => {
    show(1440);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '名称', '手机号码', '工资', '状态', '备注', '创建时间', '操作']);
    expect(await within(table).findByText('员工01')).toBeTruthy();
    expect(within(table).getAllByText('¥5000.00').length).toBe(1);
    expect(within(table).getAllByText('在职').length).toBe(10);
    expect(screen.getByText('共 23 条')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: /名称/ }));
    await waitFor(() => expect(seen.list.at(-1)?.get('sort')).toBe('name'));
    expect(seen.list.at(-1)?.get('order')).toBe('asc');
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /名称/ }));
    await waitFor(() => expect(seen.list.at(-1)?.get('order')).toBe('desc'));

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(seen.list.at(-1)?.get('pageNum')).toBe('3'));
    expect(await screen.findByText('员工03')).toBeTruthy(); // desc order: the last page holds the smallest names
    // a new page size starts again from the first page
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    await waitFor(() => expect(seen.list.at(-1)?.get('pageSize')).toBe('20'));
    expect(seen.list.at(-1)?.get('pageNum')).toBe('1');
    expect(await screen.findByText('共 23 条')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('搜索名称'), { target: { value: '员工2' } });
    // spec §9 debounce: the filter applies once typing stops for 500 ms, from page 1
    await waitFor(() => expect(seen.list.at(-1)?.get('name')).toBe('员工2'));
    expect(seen.list.at(-1)?.get('pageNum')).toBe('1');
    await waitFor(() => expect(screen.getByText('共 4 条')).toBeTruthy());
  });

  it('says so when there is nothing, and offers 重试 when the list fails', async () => {
    rows = [];
    show(1440);
    expect(await screen.findByText('暂无员工')).toBeTruthy();
    server.use(http.get(`*${BASE}list`, () => HttpResponse.json({ code: 403, msg: '无权访问', data: null }, { status: 403 })));
    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: '1' } });
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows the error state, not a crash, when the answer is not a page', async () => {
    show(1440);
    expect(await screen.findByText('共 23 条')).toBeTruthy();
    server.use(http.get(`*${BASE}list`, () => HttpResponse.json({ code: 200, msg: 'ok', data: null })));
    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: '1' } });
    // the rows already shown stay, with the failure said above them
    expect((await screen.findByRole('alert')).textContent).toMatch(/列表数据有误|加载失败/);
    expect(screen.getByText('员工01')).toBeTruthy();
  });
});

describe('ResourcePage on a phone: cards', () => {
  it('shows each row as a card with its key fields and loads more on scroll until the end', async () => {
    show(390);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.length).toBe(10);
    // the title and the first four fields after it; no table
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByText('员工01')).toBeTruthy();
    expect(within(cards[0]).queryByText('创建时间')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBe(23));
    expect(seen.list.map((q) => q.get('pageNum'))).toEqual(['1', '2', '3']);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});

describe('ResourcePage forms', () => {
  it('answers each field by its rule after 500 ms, sends nothing invalid, saves the rest and lists it', async () => {
    show(1440);
    await screen.findByText('员工01');
    fireEvent.click(screen.getByRole('button', { name: '新建员工' }));
    const form = await screen.findByRole('form', { name: '新建员工' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入名称')).toBeTruthy();
    expect(within(form).getByText('手机号码不能为空!')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/名称$/), { target: { value: '新员工' } });
    fireEvent.change(within(form).getByLabelText(/手机号码$/), { target: { value: '12345' } });
    expect(await within(form).findByText('手机号码格式有误')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/工资$/), { target: { value: '12.345' } });
    expect(await within(form).findByText('请输入正确格式,整数或者保留两位小数')).toBeTruthy();
    expect(seen.created).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/手机号码$/), { target: { value: '13912345678' } });
    fireEvent.change(within(form).getByLabelText(/工资$/), { target: { value: '6000.5' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(seen.created).toEqual([{ name: '新员工', phone: '13912345678', salary: 600050 }]));
    await waitFor(() => expect(toasts()).toContain('保存成功'));
    expect(await screen.findByText('新员工')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '新建员工' })).toBeNull();
  }, 30_000);

  it('keeps what was typed on the device and offers it back after the form was closed', async () => {
    const first = show(1440);
    await screen.findByText('员工01');
    fireEvent.click(screen.getByRole('button', { name: '新建员工' }));
    const form = await screen.findByRole('form', { name: '新建员工' });
    fireEvent.change(within(form).getByLabelText(/名称$/), { target: { value: '草稿里的名字' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    first.unmount();
    show(1440);
    await screen.findByText('员工01');
    fireEvent.click(screen.getByRole('button', { name: '新建员工' }));
    const again = await screen.findByRole('form', { name: '新建员工' });
    expect(await within(again).findByText(/已恢复上次未提交的内容/)).toBeTruthy();
    expect((within(again).getByLabelText(/名称$/) as HTMLInputElement).value).toBe('草稿里的名字');
  });
});

describe('ResourcePage actions', () => {
  it('asks first, calls the action, shows its toast and loads the list again', async () => {
    show(1440);
    await screen.findByText('员工01');
    const before = seen.list.length;
    fireEvent.click(screen.getByRole('button', { name: '离职：员工01' }));
    await waitFor(() => expect(seen.actions).toEqual([{ path: 'leave/1', body: {} }]));
    await waitFor(() => expect(toasts()).toContain('已离职'));
    await waitFor(() => expect(seen.list.length).toBeGreaterThan(before));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    show(1440);
    await screen.findByText('员工01');
    dialog.answer = false;
    fireEvent.click(screen.getByRole('button', { name: '离职：员工02' }));
    await waitFor(() => expect(dialog.asked).toEqual(['确定办理离职吗？']));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(seen.actions).toEqual([]);
  });

  it('runs a batch action on the selected rows', async () => {
    show(1440);
    await screen.findByText('员工01');
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择' })[0]);
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择' })[1]);
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量离职' }));
    await waitFor(() => expect(seen.actions).toEqual([{ path: 'batch/leave', body: { ids: [1, 2] } }]));
  });

  it('shows a 409 in the server’s words and a 403 without words in Chinese', async () => {
    show(1440);
    await screen.findByText('员工01');
    failAction = { status: 409, msg: '该员工已被他人修改，请刷新' };
    fireEvent.click(screen.getByRole('button', { name: '离职：员工03' }));
    await waitFor(() => expect(seen.actions.map((a) => a.path)).toEqual(['leave/3']));
    await waitFor(() => expect(toasts()).toContain('该员工已被他人修改，请刷新'));
    failAction = { status: 403, msg: '' };
    await act(() => new Promise((r) => setTimeout(r, 1100))); // the click throttle of spec §5
    fireEvent.click(screen.getByRole('button', { name: '离职：员工04' }));
    await waitFor(() => expect(toasts()).toContain('没有权限执行该操作'));
  }, 30_000);
});
