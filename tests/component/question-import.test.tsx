import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));

import AddQuestionPage from '../../src/features/exams/AddQuestionPage.tsx';
import { session } from '../../src/state/session.ts';

/** /manage/addTkpage: the import lists every wrong row the server reports; the editor sends what the bank stores. */

const E = '/v1/wangchuang/institution/';
let importAnswer: { status: number; body: Record<string, unknown> } = { status: 200, body: {} };
let created: Record<string, unknown>[] = [];
const uploads: string[] = [];

mockServer(
  http.post(`*${E}exam/question/import`, async ({ request }) => {
    const form = await request.formData();
    uploads.push((form.get('file') as File).name);
    return HttpResponse.json(importAnswer.body, { status: importAnswer.status });
  }),
  http.post(`*${E}question/create`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    return HttpResponse.json({ code: 200, msg: '保存成功', data: { id: 501, ...body } });
  }),
);

beforeEach(() => {
  Object.assign(session, { token: 'tok', roles: [4], userInfo: { id: 7, username: 'inst01', role: 4 } });
  created = [];
  uploads.length = 0;
  toast.show.mockClear();
});

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AddQuestionPage />
    </MemoryRouter>,
  );

const pick = () =>
  fireEvent.change(screen.getByLabelText('选择Excel文件'), {
    target: {
      files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], '题库.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })],
    },
  });

describe('question import', () => {
  it('a refused import imports nothing and lists each wrong row; a good one says how many went in', { timeout: 30_000 }, async () => {
    importAnswer = {
      status: 400,
      body: {
        code: 400,
        msg: '第4行：答案E不在已填写的选项中（共2处错误），未导入任何试题',
        data: {
          errors: [
            { row: 4, message: '答案E不在已填写的选项中' },
            { row: 9, message: '判断题答案须为“正确”或“错误”' },
          ],
        },
      },
    };
    show('/manage/addTkpage?tab=import');
    expect((screen.getByRole('button', { name: '开始导入' }) as HTMLButtonElement).disabled).toBe(true);
    pick();
    expect(screen.getByText('题库.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    const report = await screen.findByRole('alert');
    expect(within(report).getByText(/共 2 行有问题，未导入任何试题/)).toBeTruthy();
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['第4行答案E不在已填写的选项中', '第9行判断题答案须为“正确”或“错误”']);
    // the server's message is also the toast (spec §8: a 400 shows the server's message)
    await waitFor(() => expect(JSON.stringify(toast.show.mock.calls)).toContain('未导入任何试题'));
    expect(uploads).toHaveLength(1);

    importAnswer = { status: 200, body: { code: 200, msg: '成功导入3道试题', data: { imported: 3, skipped: 5 } } };
    // spec §9: the same button acts at most once a second
    await new Promise((r) => setTimeout(r, 1100));
    pick();
    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    expect((await screen.findByRole('status')).textContent).toBe('已导入 3 道试题（跳过示例行 5 行）。');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a file over 10 MB is refused before it is sent, with the limit', async () => {
    show('/manage/addTkpage?tab=import');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], '大题库.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(screen.getByLabelText('选择Excel文件'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('文件过大：试题导入文件不能超过10MB');
    expect((screen.getByRole('button', { name: '开始导入' }) as HTMLButtonElement).disabled).toBe(true);
    expect(uploads).toHaveLength(0);
  });
});

describe('question editor', () => {
  it('a multiple-choice question: options typed, letters picked, sent as the bank stores it', async () => {
    show('/manage/addTkpage');
    fireEvent.click(screen.getByRole('radio', { name: '多选题' }));
    fireEvent.change(screen.getByLabelText('题干'), { target: { value: '以下哪些是直播间的流量来源？' } });
    for (const [k, v] of [
      ['A', '自然推荐'],
      ['B', '线下传单'],
      ['C', '付费推广'],
    ])
      fireEvent.change(screen.getByLabelText(`选项${k}`), { target: { value: v } });
    fireEvent.click(screen.getByLabelText('选项C为正确答案'));
    fireEvent.click(screen.getByLabelText('选项A为正确答案'));
    // the learner's view beside the form shows the options
    expect(screen.getAllByRole('checkbox').map((c) => c.textContent)).toEqual(['A. 自然推荐', 'B. 线下传单', 'C. 付费推广', 'D. （选项D）']);
    fireEvent.click(screen.getByLabelText('删除选项D'));
    fireEvent.click(screen.getByRole('button', { name: '保存并继续录入' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      qtype: 'multiple',
      stem: '以下哪些是直播间的流量来源？',
      optionA: '自然推荐',
      optionC: '付费推广',
      optionD: '',
      answer: 'AC',
      classType: null,
      difficulty: 2,
    });
    // saved: the form is ready for the next question of the same type
    await waitFor(() => expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByRole('radio', { name: '多选题' }).getAttribute('aria-checked')).toBe('true');
  });
});
