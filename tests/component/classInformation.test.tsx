import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { useLocation } from 'react-router-dom';
import InformationPage from '../../src/features/manage/InformationPage.tsx';
import type { ClassInformation } from '../../src/api/contract/classes.ts';
import { session } from '../../src/state/session.ts';

/** The class page: the buttons are the steps the server says the caller may take; a rejection asks for its reason first. */

const base: ClassInformation = {
  id: 5,
  name: '2026年第6期电子商务创业培训班',
  classType: 'DSB',
  status: 'submitted',
  institutionId: 1,
  institutionName: '广州天河创业培训学校',
  regionName: '广东省广州市天河区',
  startDate: '2026-12-07',
  endDate: '2027-01-24',
  theoryHours: 40,
  practiceHours: 56,
  venue: '天河路100号',
  capacity: 30,
  studentCount: 16,
  pendingCount: 2,
  teachers: [{ id: 9, name: '王芳' }],
  schedule: '第1周：开店',
  teachingPlan: '理论与实训结合',
  assessmentPlan: '理论50%，实践50%',
  rejectReason: '',
  submittedAt: '2026-11-20T02:15:00.000Z',
  reviewedAt: null,
  actions: ['approve', 'reject'],
  editable: false,
  timeline: [
    {
      id: 2,
      action: 'submit',
      actionName: '提交审核',
      fromStatus: 'draft',
      toStatus: 'submitted',
      actorName: '天河创业培训学校',
      actorRole: 4,
      reason: '',
      at: '2026-11-20T02:15:00.000Z',
    },
    {
      id: 1,
      action: 'create',
      actionName: '创建开班申请',
      fromStatus: null,
      toStatus: 'draft',
      actorName: '天河创业培训学校',
      actorRole: 4,
      reason: '',
      at: '2026-11-19T01:00:00.000Z',
    },
  ],
};

let current: ClassInformation = base;
const posted: { path: string; body: unknown }[] = [];
mockServer(
  http.get('*/v1/wangchuang/:prefix/class/:id/information', () => HttpResponse.json({ code: 200, msg: 'ok', data: current })),
  http.post('*/v1/wangchuang/:prefix/clazz/action/:name/:id', async ({ params, request }) => {
    const body = await request.json();
    posted.push({ path: `${params.prefix}/${params.name}/${params.id}`, body });
    current = {
      ...current,
      status: 'rejected',
      rejectReason: (body as { reason: string }).reason,
      actions: [],
      timeline: [
        {
          ...current.timeline[0]!,
          id: 3,
          action: 'reject',
          actionName: '驳回',
          fromStatus: 'submitted',
          toStatus: 'rejected',
          actorName: '广州市人社局',
          actorRole: 3,
          reason: (body as { reason: string }).reason,
        },
        ...current.timeline,
      ],
    };
    return HttpResponse.json({ code: 200, msg: '已驳回', data: null });
  }),
);
afterEach(() => {
  posted.length = 0;
  current = base;
});

function PrintShown() {
  const { search } = useLocation();
  return <p>{`打印页 ${search}`}</p>;
}

function open(role: number) {
  Object.assign(session, { token: 'tok', roles: [role], userInfo: { id: 1, username: 'u', role } });
  renderAt('/manage/information/5', { '/manage/information/:id': <InformationPage />, '/manage/printM': <PrintShown /> });
}

describe('information/{id}', () => {
  it('shows the class, its timeline and the steps the reviewer may take; a rejection needs its reason', async () => {
    open(3);
    expect(await screen.findByText('天河路100号')).toBeTruthy();
    expect(screen.getByText('16 / 30 人')).toBeTruthy();
    const timeline = screen.getByRole('list', { name: '班级进程' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['提交审核', '创建开班申请']);
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('button', { name: '审核通过' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const prompt = await screen.findByRole('form', { name: '驳回' });
    fireEvent.click(within(prompt).getByRole('button', { name: '确定' }));
    expect(await within(prompt).findByText('请输入驳回原因')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(prompt).getByLabelText(/驳回原因/), { target: { value: '教学计划不完整' } });
    fireEvent.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'city/reject/5', body: { reason: '教学计划不完整' } }]));
    expect(await screen.findByText('驳回原因：教学计划不完整')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it('an institution sees 编辑 and 提交审核 on its draft, and nothing to review', async () => {
    current = { ...base, status: 'draft', actions: ['submit'], editable: true };
    open(4);
    expect(await screen.findByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交审核' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('打印 opens the class’s print page on its roster while it runs', async () => {
    current = { ...base, status: 'in_progress', actions: ['submitCompletion'] };
    open(4);
    fireEvent.click(await screen.findByRole('button', { name: '打印' }));
    expect(await screen.findByText('打印页 ?kind=roster&classId=5')).toBeTruthy();
  });

  it('a closed class prints its certificates', async () => {
    current = { ...base, status: 'closed', actions: [] };
    open(3);
    fireEvent.click(await screen.findByRole('button', { name: '打印' }));
    expect(await screen.findByText('打印页 ?kind=certificate&classId=5')).toBeTruthy();
  });
});
