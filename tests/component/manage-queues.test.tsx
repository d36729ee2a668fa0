import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { MemoryRouter } from 'react-router-dom';
import UnClassListPage from '../../src/features/manage/UnClassListPage.tsx';
import PoolPicker from '../../src/features/manage/PoolPicker.tsx';
import { session } from '../../src/state/session.ts';

/** 待审核班级 shows every review waiting (completions too); the pool dialog opens on the whole pool. */

const reviews = [
  { id: 11, name: '2026年第3期SYB创业培训班（西湖）', reviewKind: 'opening', classType: 'SYB', status: 'submitted', submittedAt: '2026-11-20T02:00:00.000Z' },
  {
    id: 12,
    name: '2026年第1期GYB创业意识培训班（西湖）',
    reviewKind: 'completion',
    classType: 'GYB',
    status: 'completion_submitted',
    submittedAt: '2026-11-21T02:00:00.000Z',
  },
];
const pool = [
  { id: 1, realName: '林小新', phone: '13912345678', classId: 5, classIdName: '2026年第6期电子商务创业培训班', status: 'pending' },
  { id: 2, realName: '陈大文', phone: '13912345679', classId: null, classIdName: null, status: 'pending' },
];
const asked: URL[] = [];
const page = <T,>(list: T[]) => ({ code: 200, msg: 'ok', data: { list, total: list.length, pageNum: 1, pageSize: 20, isLastPage: true } });
mockServer(
  // as the server answers: a reviewKind in the query narrows the list, none gives every kind
  http.get('*/v1/wangchuang/:prefix/classReview/list', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const kind = url.searchParams.get('reviewKind');
    return HttpResponse.json(page(reviews.filter((r) => !kind || r.reviewKind === kind)));
  }),
  http.get('*/v1/wangchuang/:prefix/enrolment/list', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const classId = url.searchParams.get('classId');
    return HttpResponse.json(page(pool.filter((p) => !classId || String(p.classId) === classId)));
  }),
  // the filter bar's choices: no institutions or regions needed here
  http.get('*/v1/wangchuang/:prefix/institution/options', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
  http.get('*/v1/wangchuang/admin/common/jurisdiction', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
);
afterEach(() => {
  asked.length = 0;
});

const signIn = (role: number) => Object.assign(session, { token: 'tok', roles: [role], userInfo: { id: 1, username: 'u', role } });

describe('待审核班级 (/manage/unClassList)', () => {
  it('lists the completion reviews with the opening applications', async () => {
    signIn(3);
    render(
      <MemoryRouter>
        <UnClassListPage />
      </MemoryRouter>,
    );
    expect((await screen.findAllByText('2026年第1期GYB创业意识培训班（西湖）')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('2026年第3期SYB创业培训班（西湖）').length).toBeGreaterThan(0);
    expect(screen.getAllByText('结业审核').length).toBeGreaterThan(0);
    expect(asked.every((u) => !u.searchParams.has('reviewKind'))).toBe(true);
  });
});

describe('从报名池添加学员', () => {
  it('opens on every learner waiting in the pool, not only this class’s applicants', async () => {
    signIn(4);
    render(<PoolPicker classId={7} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '从报名池添加学员' });
    expect(await within(dialog).findByText('林小新')).toBeTruthy();
    expect(within(dialog).getByText('陈大文')).toBeTruthy();
    expect((within(dialog).getByLabelText('报名范围') as HTMLSelectElement).value).toBe('all');
    expect(asked.at(-1)!.searchParams.has('classId')).toBe(false);
  });
});
