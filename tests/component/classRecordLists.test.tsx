import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { session } from '../../src/state/session.ts';
import FeedbackPage from '../../src/features/manage/FeedbackPage.tsx';
import PgtableListPage from '../../src/features/manage/PgtableListPage.tsx';
import FlightDataPage from '../../src/features/manage/FlightDataPage.tsx';
import StoreDataPage from '../../src/features/manage/StoreDataPage.tsx';
import QualifiedStudentPage from '../../src/features/manage/QualifiedStudentPage.tsx';
import ClassListNumPage from '../../src/features/manage/ClassListNumPage.tsx';

/**
 * The class pages' tables of one record's rows (a class's shops, learners, answers; a region's
 * sub-regions) on the layer's ListView: the rows as the page read them, all on one page (no pager),
 * the page's own picks (a tab, a filter, a drill-down) and the empty states.
 */

const P = '*/v1/wangchuang/:prefix/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const AT = '2026-11-20T02:00:00.000Z';

const season = (n: number) => ({ season: n, orders: n * 2, salesFen: n * 10000, visitors: n * 5 });
const shop = (i: number) => ({
  shopId: i,
  shopName: `学员店铺${i}`,
  ownerId: i,
  ownerName: `店主${i}`,
  productCount: i,
  seasons: [season(1)],
  orders: i,
  salesFen: i * 100,
  liveSessions: 1,
  liveViewers: 10 * i,
  promotions: 2,
  couponsClaimed: 3,
  couponsUsed: 1,
  adClicks: 0,
  adCostFen: 0,
  visitors: 7,
  conversion: 12.5,
});
const learner = (i: number, qualified: boolean) => ({
  userId: i,
  realName: qualified ? `合格学员${i}` : `未合格学员${i}`,
  idCard: `33010619900101000${i}`,
  attendancePercent: qualified ? 95 : 50,
  total: qualified ? 88 : 40,
  passed: qualified,
  certificateNo: qualified ? `CERT${i}` : null,
  businessStarted: false,
  qualified,
  reasons: qualified ? [] : ['出勤率不足'],
  amountFen: qualified ? 50000 : 0,
});
const statsRow = (regionId: number | null, regionName: string, hasChildren: boolean) => ({
  regionId,
  regionName,
  level: 2,
  hasChildren,
  byType: Object.fromEntries(['SYB', 'GYB', 'IYB', 'EYB', 'ZBB', 'DSB', 'WCB'].map((t) => [t, { classes: 1, learners: 20 }])),
  classes: 2,
  learners: 40,
});
const askedRegions: (string | null)[] = [];

mockServer(
  http.get(`${P}class/:id/information`, () => ok({ id: 7, name: '2026年第3期SYB创业培训班', classType: 'SYB' })),
  http.get(`${P}class/:id/feedback`, () =>
    ok({
      classId: 7,
      className: '2026年第3期SYB创业培训班',
      learners: 30,
      appraise: {
        count: 2,
        averages: { teacherStars: 4.5, courseStars: 4, organisationStars: 5 },
        list: [
          { userId: 1, realName: '林小新', teacherStars: 5, courseStars: 4, organisationStars: 5, comment: '老师讲得清楚', at: AT },
          { userId: 2, realName: '陈大文', teacherStars: 4, courseStars: 4, organisationStars: 5, comment: '案例很实用', at: AT },
        ],
      },
      opinion: { count: 0, satisfaction: [{ label: '满意', count: 0 }], list: [] },
    }),
  ),
  http.get(`${P}class/:id/evaluations`, () =>
    ok({
      classId: 7,
      className: '2026年第3期SYB创业培训班',
      learners: 30,
      tables: [
        {
          kind: 'evaluation',
          title: '自我评价',
          submitted: 1,
          questions: [{ key: 'q1', label: '创业意愿', answers: [{ label: '强', count: 1 }] }],
          list: [{ userId: 1, realName: '林小新', summary: '创业意愿：强', at: AT }],
        },
        {
          kind: 'demand',
          title: '培训需求调查',
          submitted: 1,
          questions: [{ key: 'q2', label: '想学的内容', answers: [{ label: '直播带货', count: 1 }] }],
          list: [{ userId: 2, realName: '陈大文', summary: '想学的内容：直播带货', at: AT }],
        },
      ],
    }),
  ),
  http.get(`${P}class/:id/flightData`, () =>
    ok({ classId: 7, className: '2026年第3期SYB创业培训班', adClicksCounted: false, shops: Array.from({ length: 12 }, (_, i) => shop(i + 1)) }),
  ),
  http.get(`${P}class/:id/storeData`, () =>
    ok({ classId: 7, className: '2026年第3期SYB创业培训班', season: 2, seasons: [season(1), season(2)], shops: [shop(1), shop(2)] }),
  ),
  http.get(`${P}subsidy/class/:classId/qualified`, () =>
    ok({
      classId: 7,
      className: '2026年第3期SYB创业培训班',
      classType: 'SYB',
      classStatus: 'closed',
      endDate: '2026-10-01',
      threshold: 80,
      rateFen: 100000,
      attendanceTaken: true,
      learners: [learner(1, true), learner(2, false), learner(3, true)],
      qualifiedCount: 2,
      totalFen: 100000,
    }),
  ),
  http.get(`${P}classStats`, ({ request }) => {
    const regionId = new URL(request.url).searchParams.get('regionId');
    askedRegions.push(regionId);
    return regionId === '3301'
      ? ok({
          region: { id: 3301, name: '杭州市', parentId: 33, level: 2, canGoUp: true },
          rows: [statsRow(330106, '西湖区', false)],
          total: statsRow(null, '合计', false),
        })
      : ok({
          region: { id: 33, name: '浙江省', parentId: null, level: 1, canGoUp: false },
          rows: [statsRow(3301, '杭州市', true), statsRow(3302, '宁波市', false)],
          total: statsRow(null, '合计', false),
        });
  }),
);

const signIn = (role: number) => Object.assign(session, { token: 'tok', roles: [role], userInfo: { id: 1, username: 'u', role } });
afterEach(() => {
  askedRegions.length = 0;
});

function at(path: string, pattern: string, page: React.ReactNode) {
  signIn(1);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

const pager = () => screen.queryByRole('navigation', { name: '分页' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('class record tables on ListView', () => {
  it('/manage/feedback/:id: the evaluations as rows, the empty opinions with their own text, no pager', async () => {
    at('/manage/feedback/7', '/manage/feedback/:id', <FeedbackPage />);
    const row = (await screen.findByText('老师讲得清楚')).closest('tr')!;
    expect(within(row).getByText('林小新')).toBeTruthy();
    expect(within(row).getAllByRole('img', { name: '5星' })).toHaveLength(2);
    expect(screen.getByText('案例很实用')).toBeTruthy();
    expect(screen.getByText('学员尚未提交意见反馈')).toBeTruthy();
    expect(pager()).toBeNull();
  });

  it('/manage/pgtableList/:id: a tab shows that table’s answers', async () => {
    at('/manage/pgtableList/7', '/manage/pgtableList/:id', <PgtableListPage />);
    expect(await screen.findByText('创业意愿：强')).toBeTruthy();
    expect(screen.queryByText('想学的内容：直播带货')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '培训需求调查（1/30）' }));
    expect(await screen.findByText('想学的内容：直播带货')).toBeTruthy();
    expect(screen.queryByText('创业意愿：强')).toBeNull();
    expect(pager()).toBeNull();
  });

  it('/manage/flightData/:id: every shop of the class on one page (12 rows, no pager)', async () => {
    at('/manage/flightData/7', '/manage/flightData/:id', <FlightDataPage />);
    await screen.findByText('学员店铺12');
    const table = screen.getByRole('table');
    expect(bodyRows(table)).toHaveLength(12);
    expect(within(bodyRows(table)[0]!).getByText('12.5%')).toBeTruthy();
    expect(pager()).toBeNull();
  });

  it('/manage/storeData/:id: the seasons’ totals and the shops, two tables', async () => {
    at('/manage/storeData/7', '/manage/storeData/:id', <StoreDataPage />);
    expect(await screen.findByText('第2赛季（当前）')).toBeTruthy();
    const [seasons, shops] = screen.getAllByRole('table');
    expect(bodyRows(seasons!)).toHaveLength(2);
    expect(bodyRows(shops!).map((r) => (r as HTMLTableRowElement).cells[0]!.textContent)).toEqual(['学员店铺1', '学员店铺2']);
    expect(pager()).toBeNull();
  });

  it('/manage/qualifiedStudent/:classId: 合格 / 不合格 pick among the learners, the empty text follows', async () => {
    at('/manage/qualifiedStudent/7', '/manage/qualifiedStudent/:classId', <QualifiedStudentPage />);
    await screen.findByText('合格学员1');
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '不合格' }));
    expect(bodyRows(screen.getByRole('table')).map((r) => (r as HTMLTableRowElement).cells[0]!.textContent)).toEqual(['未合格学员2']);
    expect(screen.getByText('出勤率不足')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '合格' }));
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(2);
    expect(pager()).toBeNull();
  });

  it('/manage/classListNum: a region drills down to its own rows, 返回上级 goes back', async () => {
    at('/manage/classListNum', '/manage/classListNum', <ClassListNumPage />);
    fireEvent.click(await screen.findByRole('button', { name: '查看杭州市下级' }));
    expect(await screen.findByText('西湖区')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '班级人数统计 · 杭州市' })).toBeTruthy();
    expect(screen.queryByText('宁波市')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回上级' }));
    expect(await screen.findByText('宁波市')).toBeTruthy();
    expect(askedRegions).toEqual([null, '3301', '33']);
    expect(pager()).toBeNull();
  });
});
