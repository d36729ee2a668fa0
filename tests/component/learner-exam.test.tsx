import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { AnswerValue, AttemptResult, AttemptView } from '../../src/api/contract/learner.ts';
import OnlineTestPage from '../../src/features/learner/OnlineTestPage.tsx';
import { setDraftStore, type ExamDraft } from '../../src/storage/answerDraft.ts';
import { memoryStore } from '../../src/storage/idb.ts';
import { session } from '../../src/state/session.ts';

const T = '/v1/wangchuang/student/train/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });

let serverAnswers: Record<string, AnswerValue> = {};
let puts: { questionId: number; answer: AnswerValue }[][] = [];
let submits = 0;
let offline = false;

/** A choice question's options, lettered A, B, C … */
const options = (...texts: string[]) => texts.map((text, i) => ({ key: String.fromCharCode(65 + i), text }));

const view = (): AttemptView => ({
  attemptId: 5,
  paperId: 2,
  title: 'SYB结业考试',
  status: 'in_progress',
  durationMin: 60,
  startedAt: new Date().toISOString(),
  deadline: Date.now() + 3_600_000,
  serverNow: Date.now(),
  questions: [
    {
      questionId: 101,
      qtype: 'single',
      stem: '创业十步走的第一步是什么？',
      options: options('评价自己', '建立构思', '评估市场'),
      score: 40,
    },
    {
      questionId: 102,
      qtype: 'multiple',
      stem: '属于固定资产的有？',
      options: options('设备', '原料', '工具'),
      score: 30,
    },
    { questionId: 103, qtype: 'judge', stem: '利润等于收入减去成本。', options: [], score: 20 },
    { questionId: 104, qtype: 'fill', stem: 'SWOT中的S代表____。', options: [], score: 10 },
  ],
  answers: { ...serverAnswers },
  result: null,
});
const result: AttemptResult = {
  attemptId: 5,
  score: 70,
  total: 100,
  passScore: 60,
  passed: true,
  correctCount: 3,
  questionCount: 4,
  submittedAt: new Date().toISOString(),
  showAnswers: true,
};

mockServer(
  http.get(`*${T}attempts/5`, () => ok(view())),
  // this paper is not invigilated: no camera
  http.get('*/student/invigilation/5', () =>
    ok({ invigilated: false, open: true, taken: 0, planned: 0, deadlineAt: new Date(Date.now() + 3600_000).toISOString() }),
  ),
  http.put(`*${T}attempts/5/answers`, async ({ request }) => {
    if (offline) return HttpResponse.error();
    const body = (await request.json()) as { answers: { questionId: number; answer: AnswerValue }[] };
    puts.push(body.answers);
    for (const a of body.answers) serverAnswers[a.questionId] = a.answer;
    return ok({ saved: body.answers.length, deadline: Date.now() + 3_600_000, serverNow: Date.now() });
  }),
  http.post(`*${T}attempts/5/submit`, async () => {
    submits++;
    await new Promise((r) => setTimeout(r, 50));
    return ok(result);
  }),
);

/** The draft store: an in-memory map standing in for IndexedDB. */
let drafts: Map<string, unknown>;
const draft = () => drafts.get('exam:9:5') as ExamDraft | undefined;

beforeEach(() => {
  drafts = new Map();
  setDraftStore(memoryStore(drafts));
  serverAnswers = {};
  puts = [];
  submits = 0;
  offline = false;
  session.userInfo = { id: 9 } as typeof session.userInfo;
});

const renderExam = () =>
  render(
    <MemoryRouter initialEntries={['/cultivate/onlinetest?attempt=5']}>
      <Routes>
        <Route path="/cultivate/onlinetest" element={<OnlineTestPage />} />
      </Routes>
    </MemoryRouter>,
  );
const option = (name: RegExp) => screen.getAllByRole('radio', { name }).concat(screen.queryAllByRole('checkbox', { name }))[0]!;

describe('taking a paper', () => {
  it('saves each answer to the device at once, then to the server', async () => {
    renderExam();
    await screen.findByText('创业十步走的第一步是什么？');
    fireEvent.click(option(/A\. 评价自己/));
    await waitFor(() => expect(draft()?.answers['101']).toBe('A'));
    await waitFor(() => expect(puts).toEqual([[{ questionId: 101, answer: 'A' }]]));
    await waitFor(() => expect(draft()?.pending).toEqual([]));
    fireEvent.click(screen.getByRole('checkbox', { name: /C\. 工具/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /A\. 设备/ }));
    await waitFor(() => expect(serverAnswers['102']).toEqual(['A', 'C']));
    expect(draft()?.answers['102']).toEqual(['A', 'C']);
    expect(screen.getByText('已答 2/4')).toBeTruthy();
  });

  it('after a reload shows the server answers merged with the unsent ones on the device, and sends those', async () => {
    serverAnswers = { 101: 'B', 103: true };
    drafts.set('exam:9:5', { answers: { 101: 'C', 104: '优势' }, pending: ['101', '104'], updatedAt: 1 });
    renderExam();
    await screen.findByText('创业十步走的第一步是什么？');
    await waitFor(() => expect(option(/C\. 评估市场/).getAttribute('aria-checked')).toBe('true'));
    expect(option(/B\. 建立构思/).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: '正确' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('第4题答案') as HTMLInputElement).value).toBe('优势');
    await waitFor(() => expect(serverAnswers).toEqual({ 101: 'C', 103: true, 104: '优势' }));
    await waitFor(() => expect(draft()?.pending).toEqual([]));
  });

  it('keeps answers given offline and sends them when the connection returns', async () => {
    renderExam();
    await screen.findByText('创业十步走的第一步是什么？');
    offline = true;
    fireEvent.click(screen.getByRole('radio', { name: '错误' }));
    await waitFor(() => expect(draft()?.answers['103']).toBe(false));
    await new Promise((r) => setTimeout(r, 100));
    expect(draft()?.pending).toEqual(['103']);
    expect(puts).toEqual([]);
    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(serverAnswers['103']).toBe(false));
    await waitFor(() => expect(draft()?.pending).toEqual([]));
  });

  it('submits once however often it is pressed, then shows the score and clears the draft', async () => {
    renderExam();
    await screen.findByText('创业十步走的第一步是什么？');
    fireEvent.click(option(/A\. 评价自己/));
    await waitFor(() => expect(draft()?.pending).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: /交\s*卷/ }));
    const confirm = await screen.findByText('还有3题未作答，交卷后不能修改，确认交卷吗？');
    expect(confirm).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^交\s*卷$/ });
    const dialogButton = buttons[buttons.length - 1]!;
    fireEvent.click(dialogButton);
    fireEvent.click(dialogButton);
    expect(await screen.findByTestId('exam-score')).toHaveProperty('textContent', '70');
    expect(submits).toBe(1);
    expect(screen.getByText('恭喜，考试通过')).toBeTruthy();
    await waitFor(() => expect(draft()).toBeUndefined());
  });
});
