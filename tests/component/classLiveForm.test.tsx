import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));

import ClassLivePage from '../../src/features/live/ClassLivePage.tsx';
import type { ClassLive } from '../../src/api/contract/live.ts';
import { session } from '../../src/state/session.ts';
import { setDraftStore } from '../../src/storage/answerDraft.ts';
import { readFormDraft } from '../../src/storage/formDraft.ts';
import { memoryStore } from '../../src/storage/idb.ts';
import { resetActThrottle } from '../../src/ui/act.tsx';

/** /manage/classLive, the teacher's form: labelled fields, inline messages, nothing sent when wrong, the draft kept. */

const V = '*/v1/wangchuang/';
let classes = [
  { value: 11, label: '2026年第6期电子商务创业培训班' },
  { value: 12, label: '2026年第7期直播电商培训班' },
];
const created: unknown[] = [];
let failCreate = false;
const made = (body: { classId: number; title: string; startsAt: string; durationMin: number }): ClassLive => ({
  id: 77,
  classId: body.classId,
  className: '2026年第7期直播电商培训班',
  title: body.title,
  teacherName: '王芳',
  startsAt: '2026-11-25T02:00:00.000Z',
  endsAt: '2026-11-25T03:30:00.000Z',
  state: body.startsAt === 'now' ? 'live' : 'upcoming',
  onAir: false,
  viewers: 0,
  hasReplay: false,
  mine: true,
});
mockServer(
  http.get(`${V}live/classes/options`, () => HttpResponse.json({ code: 200, msg: 'ok', data: classes })),
  http.get(`${V}live/classes`, () => HttpResponse.json({ code: 200, msg: 'ok', data: { list: [], total: 0, pageNum: 1, pageSize: 10, isLastPage: true } })),
  http.post(`${V}live/classes/create`, async ({ request }) => {
    const body = (await request.json()) as Parameters<typeof made>[0];
    created.push(body);
    if (failCreate) return HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }, { status: 500 });
    return HttpResponse.json({ code: 200, msg: '已开播', data: made(body) });
  }),
);
let drafts: Map<string, unknown>;
beforeAll(() => {
  // jsdom has no layout: LoadMore treats an element without an offsetParent as hidden.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
beforeEach(() => {
  drafts = new Map();
  setDraftStore(memoryStore(drafts));
  Object.assign(session, { token: 'tok', roles: [5], userInfo: { id: 9, username: 'teacher01', role: 5 } });
  toast.show.mockReset();
});
afterEach(() => {
  resetActThrottle();
  created.length = 0;
  failCreate = false;
  classes = [
    { value: 11, label: '2026年第6期电子商务创业培训班' },
    { value: 12, label: '2026年第7期直播电商培训班' },
  ];
});

function show() {
  return render(
    <MemoryRouter initialEntries={['/manage/classLive']}>
      <Routes>
        <Route path="/manage/classLive" element={<ClassLivePage />} />
        <Route path="/manage/classLivePage" element={<p>直播间</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The form, once the teacher's classes are in its select. */
async function form() {
  const f = await screen.findByRole('form', { name: '创建班级直播' });
  await within(f).findByRole('option', { name: '2026年第7期直播电商培训班' });
  return f;
}

/** A datetime-local value in Asia/Shanghai wall time, `ms` from now. */
const local = (ms: number) => new Date(Date.now() + ms + 8 * 3600_000).toISOString().slice(0, 16);

describe('the class live form', () => {
  it('says what is missing under each field and sends nothing', async () => {
    show();
    const f = await form();
    expect(within(f).getByText('0/30')).toBeTruthy();
    fireEvent.click(within(f).getByRole('radio', { name: '预约开播' }));
    expect(within(f).getByLabelText('开播时间')).toBeTruthy();
    fireEvent.click(within(f).getByRole('button', { name: '预约直播' }));
    expect(await within(f).findByText('请选择班级')).toBeTruthy();
    expect(within(f).getByText('请输入直播标题')).toBeTruthy();
    expect(within(f).getByText('请选择开播时间')).toBeTruthy();
    expect(within(f).getByLabelText('班级').getAttribute('aria-invalid')).toBe('true');
    // and the first of them has the focus
    expect(document.activeElement).toBe(within(f).getByLabelText('班级'));

    // a time gone by is no time to start
    fireEvent.change(within(f).getByLabelText('班级'), { target: { value: '12' } });
    fireEvent.change(within(f).getByLabelText('直播标题'), { target: { value: '第3课 直播选品' } });
    fireEvent.change(within(f).getByLabelText('开播时间'), { target: { value: local(-3600_000) } });
    expect(within(f).queryByText('请选择班级')).toBeNull();
    expect(within(f).queryByText('请输入直播标题')).toBeNull();
    fireEvent.click(within(f).getByRole('button', { name: '预约直播' }));
    expect(await within(f).findByText('开播时间须晚于现在')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(created).toEqual([]);
  });

  it('starts one now with the class, title and duration chosen, then opens the room and forgets the draft', async () => {
    show();
    const f = await form();
    expect((within(f).getByRole('radio', { name: '立即开播' }) as HTMLInputElement).checked).toBe(true);
    expect(within(f).queryByLabelText('开播时间')).toBeNull();
    fireEvent.change(within(f).getByLabelText('班级'), { target: { value: '12' } });
    fireEvent.change(within(f).getByLabelText('直播标题'), { target: { value: '  第3课 直播选品 ' } });
    expect(within(f).getByText('11/30')).toBeTruthy();
    fireEvent.change(within(f).getByLabelText('直播时长'), { target: { value: '45' } });
    fireEvent.click(within(f).getByRole('button', { name: '开始直播' }));
    await waitFor(() => expect(created).toEqual([{ classId: 12, title: '第3课 直播选品', startsAt: 'now', durationMin: 45 }]));
    expect(await screen.findByText('直播间')).toBeTruthy();
    await waitFor(async () => expect(await readFormDraft('teacher01', 'classLive', null)).toBeUndefined());
  });

  it('schedules one at the time chosen (Asia/Shanghai)', async () => {
    show();
    const f = await form();
    fireEvent.change(within(f).getByLabelText('班级'), { target: { value: '11' } });
    fireEvent.change(within(f).getByLabelText('直播标题'), { target: { value: '第4课' } });
    fireEvent.click(within(f).getByRole('radio', { name: '预约开播' }));
    fireEvent.change(within(f).getByLabelText('开播时间'), { target: { value: '2099-03-01T19:30' } });
    fireEvent.click(within(f).getByRole('button', { name: '预约直播' }));
    await waitFor(() => expect(created).toEqual([{ classId: 11, title: '第4课', startsAt: '2099-03-01T11:30:00.000Z', durationMin: 90 }]));
  });

  it('keeps what was typed across a remount and a failed request', async () => {
    const first = show();
    let f = await form();
    fireEvent.change(within(f).getByLabelText('班级'), { target: { value: '12' } });
    fireEvent.change(within(f).getByLabelText('直播标题'), { target: { value: '草稿里的标题' } });
    fireEvent.click(within(f).getByRole('radio', { name: '预约开播' }));
    fireEvent.change(within(f).getByLabelText('直播时长'), { target: { value: '120' } });
    first.unmount();

    show();
    f = await form();
    await waitFor(() => expect((within(f).getByLabelText('直播标题') as HTMLInputElement).value).toBe('草稿里的标题'));
    expect((within(f).getByLabelText('班级') as HTMLSelectElement).value).toBe('12');
    expect((within(f).getByRole('radio', { name: '预约开播' }) as HTMLInputElement).checked).toBe(true);
    expect((within(f).getByLabelText('直播时长') as HTMLSelectElement).value).toBe('120');

    // the server fails: the draft is still there
    const at = local(2 * 3600_000);
    fireEvent.change(within(f).getByLabelText('开播时间'), { target: { value: at } });
    failCreate = true;
    fireEvent.click(within(f).getByRole('button', { name: '预约直播' }));
    await waitFor(() => expect(created.length).toBe(1));
    await waitFor(() => expect(toast.show).toHaveBeenCalled());
    expect((await readFormDraft('teacher01', 'classLive', null))?.values).toMatchObject({
      classId: 12,
      title: '草稿里的标题',
      mode: 'later',
      at,
      duration: 120,
    });
    expect((within(f).getByLabelText('直播标题') as HTMLInputElement).value).toBe('草稿里的标题');
  });

  it('says so when the teacher teaches no class', async () => {
    classes = [];
    show();
    expect(await screen.findByText('暂无可直播的班级')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始直播' })).toBeNull();
  });
});
