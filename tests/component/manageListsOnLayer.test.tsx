import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { session } from '../../src/state/session.ts';
import VideoSupervisionPage from '../../src/features/supervision/VideoSupervisionPage.tsx';
import StatisticalTablePage from '../../src/features/reports/StatisticalTablePage.tsx';
import AssessmentRulesPage from '../../src/features/courses/AssessmentRulesPage.tsx';
import RegulatoryRulesPage from '../../src/features/courses/RegulatoryRulesPage.tsx';

/**
 * Back-office lists moved onto the layer's list controller and ListView: the supervision wall (two
 * lists paged together, looked at again every half minute), a statistics table with its 合计 and
 * drill-down, and the learners a class-type rule judges (one shared table for both rule pages).
 */

const P = '*/v1/wangchuang/:prefix/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

const camera = (id: number) => ({
  kind: 'camera',
  id,
  name: `摄像头${id}`,
  className: `班级${id}`,
  classId: id,
  streamUrl: 'rtsp://x',
  play: 'none',
  enabled: false,
});
const live = (id: number) => ({
  kind: 'live',
  id,
  title: `直播${id}`,
  hostName: '王老师',
  className: null,
  startsAt: '2026-11-20T02:00:00.000Z',
  endsAt: '2026-11-20T03:00:00.000Z',
  viewers: 8,
  streamUrl: '',
});
const CAMERAS = 13;
const wallAsked: string[] = [];

const statRow = (key: string, name: string, regionId: number | null, hasChildren: boolean, trained: number) => ({
  key,
  regionId,
  name,
  hasChildren,
  values: { trained, qualified: 1, started: 1, jobs: 2, subsidyFen: 10000 },
});
const statAsked: (string | null)[] = [];

const component = (key: string, score: number | null, applicable = true) => ({
  key,
  label: key,
  weight: 25,
  effectiveWeight: 25,
  applicable,
  score,
  note: '',
});

mockServer(
  http.get(`${P}supervision/wall`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const pageNum = Number(q.get('pageNum'));
    const pageSize = Number(q.get('pageSize'));
    wallAsked.push(`${pageNum}/${pageSize}`);
    const cams = Array.from({ length: CAMERAS }, (_, i) => camera(i + 1)).slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return ok({ cameras: cams, camerasTotal: CAMERAS, lives: pageNum === 1 ? [live(1)] : [], livesTotal: 1, pageNum, pageSize });
  }),
  http.get(`${P}reports/stats/:kind`, ({ request }) => {
    const regionId = new URL(request.url).searchParams.get('regionId');
    statAsked.push(regionId);
    return regionId === '3301'
      ? ok({
          kind: 'statistical',
          region: { id: 3301, name: '杭州市', parentId: 33, level: 2, canGoUp: true },
          rowLabel: '地区',
          rows: [],
          byType: [],
          total: statRow('total', '合计', null, false, 0),
        })
      : ok({
          kind: 'statistical',
          region: { id: 33, name: '浙江省', parentId: null, level: 1, canGoUp: false },
          rowLabel: '地区',
          rows: [statRow('r3301', '杭州市', 3301, true, 1200), statRow('r3302', '宁波市', 3302, false, 300)],
          byType: [statRow('SYB', 'SYB', null, false, 1500)],
          total: statRow('total', '合计', null, false, 1500),
        });
  }),
  http.get(`${P}assessmentRule/list`, () =>
    ok({
      list: [{ id: 1, classType: 'SYB', theoryWeight: 40, practiceWeight: 30, attendanceWeight: 10, shopWeight: 20, passTotal: 60, theoryMin: 0, note: '' }],
      total: 1,
      pageNum: 1,
      pageSize: 10,
      isLastPage: true,
    }),
  ),
  http.get(`${P}regulatoryRule/list`, () =>
    ok({
      list: [{ id: 1, classType: 'SYB', minAttendancePercent: 80, maxAbsences: 2, minLiveMinutes: 0, enabled: true, note: '' }],
      total: 1,
      pageNum: 1,
      pageSize: 10,
      isLastPage: true,
    }),
  ),
  http.get(`${P}examClass/list`, () =>
    ok({
      list: [{ id: 7, name: '2026年第3期SYB创业培训班', institutionName: '西湖培训学校', learnerCount: 2 }],
      total: 1,
      pageNum: 1,
      pageSize: 100,
      isLastPage: true,
    }),
  ),
  http.get(`${P}exam/class/:classId/totals`, () =>
    ok({
      classId: 7,
      className: '2026年第3期SYB创业培训班',
      classType: 'SYB',
      learners: [
        {
          userId: 1,
          realName: '林小新',
          components: [component('theory', 90), component('practice', 80), component('attendance', 100), component('shop', null, false)],
          total: 88,
          passed: true,
          missing: [],
        },
        {
          userId: 2,
          realName: '陈大文',
          components: [component('theory', 40), component('practice', 50), component('attendance', 60), component('shop', null, false)],
          total: 46,
          passed: false,
          missing: ['结业考试未达标'],
        },
      ],
    }),
  ),
  http.get(`${P}exam/class/:classId/breaches`, () =>
    ok({
      classId: 7,
      className: '2026年第3期SYB创业培训班',
      classType: 'SYB',
      rule: { minAttendancePercent: 80, maxAbsences: 2, minLiveMinutes: 0, enabled: true },
      facts: { attendance: true, live: false },
      learners: 2,
      breaches: [{ userId: 2, realName: '陈大文', kind: 'attendance', value: 60, limit: 80, message: '出勤率60%，低于80%' }],
    }),
  ),
);

const signIn = (role: number) => Object.assign(session, { token: 'tok', roles: [role], userInfo: { id: 1, username: 'u', role } });
afterEach(() => {
  wallAsked.length = 0;
  statAsked.length = 0;
  vi.useRealTimers();
});
const pager = () => screen.queryByRole('navigation', { name: '分页' });

describe('/manage/VideoSupervision on the list controller', () => {
  it('pages the cameras and the lives together (the pager counts the longer) and looks again every half minute', async () => {
    signIn(1);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MemoryRouter>
        <VideoSupervisionPage />
      </MemoryRouter>,
    );
    expect(await screen.findAllByTestId('camera-tile')).toHaveLength(10);
    expect(screen.getAllByTestId('live-tile')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '教室摄像头（13）' })).toBeTruthy();
    expect(within(pager()!).getByText('共 13 条')).toBeTruthy();
    fireEvent.click(within(pager()!).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('camera-tile')).toHaveLength(3));
    expect(screen.getByText('本页没有直播')).toBeTruthy();
    expect(wallAsked).toEqual(['1/10', '2/10']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(wallAsked).toEqual(['1/10', '2/10', '2/10']));
    expect(screen.getAllByTestId('camera-tile')).toHaveLength(3);
  });

  it('a tile opens full screen; 20 a page leaves one page and no pager', async () => {
    signIn(1);
    render(
      <MemoryRouter>
        <VideoSupervisionPage />
      </MemoryRouter>,
    );
    fireEvent.click((await screen.findAllByTestId('camera-tile'))[0]!);
    expect(await screen.findByText('班级1 · 摄像头1')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    await waitFor(() => expect(screen.getAllByTestId('camera-tile')).toHaveLength(13));
    expect(pager()).toBeNull();
  });
});

describe('/manage/statisticalTable on ListView', () => {
  it('the regions and their 合计, the class types, a drill-down to a region without rows', async () => {
    signIn(1);
    render(
      <MemoryRouter>
        <StatisticalTablePage />
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: '查看杭州市下级' });
    const [regions, types] = screen.getAllByRole('table');
    expect(
      within(regions!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => (r as HTMLTableRowElement).cells[0]!.textContent),
    ).toEqual(['杭州市 ›', '宁波市', '合计']);
    expect(within(types!).getByText('SYB')).toBeTruthy();
    expect(pager()).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('该地区暂无数据')).toBeTruthy();
    expect(statAsked).toEqual([null, '3301']);
  });
});

describe('the rule pages share one table of a class’s learners', () => {
  /** The rule page at `path`, signed in as the national admin, with the SYB class (id 7) picked. */
  async function pickClass7(path: string, page: ReactElement) {
    signIn(1);
    render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
    const picker = await screen.findByRole('combobox', { name: '班级' });
    await screen.findByRole('option', { name: /2026年第3期SYB创业培训班/ });
    fireEvent.change(picker, { target: { value: '7' } });
  }

  it('/manage/assessmentRules: a class picked shows each learner’s total by the rule', async () => {
    await pickClass7('/manage/assessmentRules?classType=SYB', <AssessmentRulesPage />);
    const row = (await screen.findByText('陈大文')).closest('tr')!;
    expect(within(row).getByText('未合格')).toBeTruthy();
    expect(within(row).getByText('结业考试未达标')).toBeTruthy();
    expect(screen.getByText('林小新').closest('tr')!.textContent).toContain('合格');
    expect(pager()).toBeNull();
  });

  it('/manage/regulatoryRules: the facts above the breaches, one row a breach', async () => {
    await pickClass7('/manage/regulatoryRules?classType=SYB', <RegulatoryRulesPage />);
    expect((await screen.findByTestId('breach-facts')).textContent).toContain('共 2 名学员；已有考勤记录');
    const row = screen.getByText('出勤率60%，低于80%').closest('tr')!;
    expect(within(row).getByText('陈大文')).toBeTruthy();
    expect(within(row).getByText('出勤率不足')).toBeTruthy();
    expect(pager()).toBeNull();
  });
});
