import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { freightTemplate } from './fixtures.ts';
import DataAnalysisPage from '../../src/features/seller/DataAnalysisPage.tsx';
import ActivityDataPage from '../../src/features/seller/ActivityDataPage.tsx';
import BondHomePage from '../../src/features/seller/BondHomePage.tsx';
import FreightTemplatePage from '../../src/features/seller/FreightTemplatePage.tsx';

/**
 * The seller centre's tables of one record's rows on the layer's ListView: a season's products
 * (sorted on the device, most first), its activities, the bond's movements, a freight template's
 * regions; all on one page, the page's own actions beside them.
 */

const S = '*/v1/wangchuang/seller/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const AT = '2026-11-20T02:00:00.000Z';

const seasonFigures = (season: number) => ({
  season,
  orders: 3,
  salesFen: 30000,
  units: 4,
  visitors: 10,
  views: 20,
  buyers: 3,
  conversion: 30,
  avgOrderFen: 10000,
});
const product = (productId: number, salesFen: number, visitors: number) => ({
  productId,
  title: `商品${productId}`,
  image: `/p${productId}.png`,
  orders: 1,
  units: 1,
  salesFen,
  visitors,
  views: visitors * 2,
  buyers: 1,
  conversion: 10,
});
const askedSeasons: (string | null)[] = [];

mockServer(
  http.get(`${S}data/analysis`, ({ request }) => {
    const season = new URL(request.url).searchParams.get('season');
    askedSeasons.push(season);
    return ok({
      season: season ? Number(season) : 2,
      currentSeason: 2,
      seasons: [seasonFigures(1), seasonFigures(2)],
      products: season === '1' ? [] : [product(1, 10000, 50), product(2, 30000, 5), product(3, 20000, 30)],
    });
  }),
  http.get(`${S}data/activities`, () =>
    ok({
      season: 2,
      currentSeason: 2,
      list: [
        {
          key: 'yhq-1',
          kind: 'yhq',
          kindName: '优惠券',
          title: '满100减10券',
          status: '进行中',
          claimed: 5,
          total: 20,
          used: 2,
          orders: 2,
          discountFen: 2000,
          salesFen: 30000,
          viewers: null,
        },
        {
          key: 'live-1',
          kind: 'live',
          kindName: '直播',
          title: '双十二直播',
          status: '已结束',
          claimed: null,
          total: null,
          used: null,
          orders: 1,
          discountFen: 0,
          salesFen: 5000,
          viewers: 40,
        },
      ],
    }),
  ),
  http.get(`${S}bond`, () =>
    ok({
      bondFen: 10000,
      balanceFen: 50000,
      openComplaints: 0,
      history: [
        { id: 2, deltaFen: -5000, reason: 'bond_back', createdAt: AT },
        { id: 1, deltaFen: 15000, reason: 'bond', createdAt: AT },
      ],
    }),
  ),
  http.get(`${S}freight/:id`, () =>
    ok(
      freightTemplate([
        { province: '浙江省', firstUnits: 1, firstFee: 0, extraUnits: 1, extraFee: 0 },
        { province: '新疆维吾尔自治区', firstUnits: 1, firstFee: 2000, extraUnits: 1, extraFee: 1000 },
      ]),
    ),
  ),
);

const pager = () => screen.queryByRole('navigation', { name: '分页' });
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => (r as HTMLTableRowElement).cells[0]!.textContent);

function at(path: string, pattern: string, page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>去了别的页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('seller record tables on ListView', () => {
  it('/seller/dataAnalysis: the products by sales, most first; a header sorts by its figure, descending; another season its own rows', async () => {
    at('/seller/dataAnalysis', '/seller/dataAnalysis', <DataAnalysisPage />);
    await screen.findByText('商品2');
    const table = () => screen.getAllByRole('table').find((t) => within(t).queryByText('商品1'))!;
    expect(firstCells(table())).toEqual(['商品2', '商品3', '商品1']);
    expect(within(table()).getByRole('columnheader', { name: '销售额' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table()).getByRole('button', { name: '访客' }));
    expect(firstCells(table())).toEqual(['商品1', '商品3', '商品2']);
    fireEvent.click(within(table()).getByRole('button', { name: '访客' }));
    expect(within(table()).getByRole('columnheader', { name: '访客' }).getAttribute('aria-sort')).toBe('descending');
    expect(pager()).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '选择赛季' }), { target: { value: '1' } });
    expect(await screen.findByText('本赛季暂无商品数据')).toBeTruthy();
    expect(askedSeasons).toEqual([null, '1']);
  });

  it('/seller/activityData: each activity a row, its figures in words', async () => {
    at('/seller/activityData', '/seller/activityData', <ActivityDataPage />);
    const coupon = (await screen.findByText('满100减10券')).closest('tr')!;
    expect(within(coupon).getByText('5/20')).toBeTruthy();
    const live = screen.getByText('双十二直播').closest('tr')!;
    expect(within(live).getByText('40人观看')).toBeTruthy();
    expect(pager()).toBeNull();
  });

  it('/seller/bondHome: the movements of the bond, and 缴纳 / 退还 opens /seller/bond', async () => {
    at('/seller/bondHome', '/seller/bondHome', <BondHomePage />);
    await screen.findByText('保证金记录');
    const table = screen.getByRole('table');
    expect(firstCells(table)).toEqual(['退还', '缴纳']);
    expect(within(table).getByText('¥150.00')).toBeTruthy();
    expect(pager()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '缴纳 / 退还' }));
    expect(await screen.findByText('去了别的页面')).toBeTruthy();
  });

  it('/seller/logistics/freightTemplate/:id: the regions with their own fees, and 编辑', async () => {
    at('/seller/logistics/freightTemplate/4', '/seller/logistics/freightTemplate/:id', <FreightTemplatePage />);
    await screen.findByText('新疆维吾尔自治区');
    expect(firstCells(screen.getByRole('table'))).toEqual(['浙江省', '新疆维吾尔自治区']);
    expect(screen.getByText('首1件¥20.00，每增加1件加¥10.00')).toBeTruthy();
    expect(pager()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('去了别的页面')).toBeTruthy();
  });
});
