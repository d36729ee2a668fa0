import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import type { PrintData } from '../../src/api/contract/reports.ts';
import PrintPage from '../../src/features/reports/PrintPage.tsx';
import { session } from '../../src/state/session.ts';

const learner = (userId: number, realName: string, more = {}) => ({ userId, realName, idNumber: '', phone: '', gender: '', photo: '', ...more });
const sheet = (kind: PrintData['kind']): PrintData => ({
  kind,
  classId: 7,
  className: '2026年第3期SYB创业培训班',
  classType: 'SYB',
  project: '创业培训',
  institution: '广州天河创业培训学校',
  startDate: null,
  endDate: null,
  venue: '',
  teachers: '',
  days: ['2026-11-20'],
  learners: [
    learner(1, '陈大文', { idNumber: '440106******1234', theory: 80, practice: null, total: 82, passed: true }),
    learner(2, '林小新', { photo: '/p.png', gender: '女' }),
  ],
  printedAt: '2026-11-20T02:00:00.000Z',
});

mockServer(
  http.get('*/reports/print', ({ request }) =>
    HttpResponse.json({ code: 200, msg: '', data: sheet(new URL(request.url).searchParams.get('kind') as PrintData['kind']) }),
  ),
);

const open = async (kind: string) => {
  Object.assign(session, { token: 'tok', roles: [1], userInfo: { id: 1, username: 'u', role: 1 } });
  renderAt(`/manage/print?kind=${kind}&classId=7`, { '/manage/print': <PrintPage /> });
  return (await screen.findByText('陈大文')).closest('table')!;
};
const texts = (cells: NodeListOf<Element>) => [...cells].map((c) => c.textContent);

it('the sign-in sheet: 序号, 姓名, 证件号码 and two boxes to sign, named for the learner', async () => {
  const table = await open('signin');
  expect(table.className).toBe('pr-table pr-signin');
  expect(texts(table.querySelectorAll('th'))).toEqual(['序号', '姓名', '证件号码', '签到（签名）', '签退（签名）']);
  const row = table.querySelectorAll('tbody tr')[1]!;
  expect(texts(row.querySelectorAll('td'))).toEqual(['2', '林小新', '—', '', '']);
  expect(row.querySelectorAll('td')[1]!.className).toBe('pr-name');
  expect(row.querySelectorAll('td')[3]!.getAttribute('aria-label')).toBe('林小新签到签名');
});

it('the roster and the score sheet', async () => {
  const roster = await open('roster');
  expect(texts(roster.querySelectorAll('th'))).toEqual(['序号', '照片', '姓名', '性别', '证件号码', '手机号码']);
  expect(texts(roster.querySelectorAll('tbody tr')[0]!.querySelectorAll('td'))).toEqual(['1', '无照片', '陈大文', '—', '440106******1234', '—']);
  expect(screen.getByAltText('林小新的照片').closest('td')!.className).toBe('pr-photo-cell');
});

it('the score sheet: a missing score is —, an unfinished learner 未完成', async () => {
  const scores = await open('score');
  expect(texts(scores.querySelectorAll('th'))).toEqual(['序号', '姓名', '理论成绩', '实践成绩', '总成绩', '结果']);
  const rows = scores.querySelectorAll('tbody tr');
  expect(texts(rows[0]!.querySelectorAll('td'))).toEqual(['1', '陈大文', '80', '—', '82', '合格']);
  expect(texts(rows[1]!.querySelectorAll('td'))).toEqual(['2', '林小新', '—', '—', '—', '未完成']);
});
