import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { afterSaleCase } from './fixtures.ts';
import { ComplaintsPage } from '../../src/features/buyer/ComplaintsPage.tsx';
import RefundPage from '../../src/features/buyer/RefundPage.tsx';
import TrackPage from '../../src/features/learner/TrackPage.tsx';

/**
 * A buyer's and a learner's own records, answered whole by the server, on the list controller
 * (wholeList) and ListView: ten a page, the pager on tablets and desktops and 加载更多 on phones, the
 * empty state, and the page's own action (修改 opens the record's form).
 */

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const AT = '2026-11-20T02:00:00.000Z';

const complaint = (id: number) => ({
  id,
  kind: 'complaint',
  shopId: 1,
  shopName: `店铺${id}`,
  orderId: id,
  productId: null,
  reason: '发货太慢',
  content: '',
  photos: [],
  status: id === 1 ? 'handled' : 'pending',
  reply: id === 1 ? '已补发' : null,
  createdAt: AT,
});
const afterSale = (id: number) =>
  afterSaleCase({
    id,
    orderId: id,
    orderNo: `NO${1000 + id}`,
    kind: 'refund_only',
    status: 'applied',
    statusName: '待商家处理',
    reason: '不想要了',
    amountFen: 1990,
  });
const track = {
  id: 5,
  businessStarted: true,
  businessName: '小新网店',
  licenceNo: '91330106',
  legalForm: '个体工商户',
  jobsCreated: 3,
  notes: '',
  createdAt: AT,
  updatedAt: AT,
};

let complaintCount = 12;
mockServer(
  http.get('*/v1/wangchuang/buyers/complaints', ({ request }) =>
    ok(new URL(request.url).searchParams.get('kind') === 'report' ? [] : Array.from({ length: complaintCount }, (_, i) => complaint(i + 1))),
  ),
  http.get('*/v1/wangchuang/buyers/orders', () => ok({ list: [], total: 0, pageNum: 1, pageSize: 50, isLastPage: true })),
  http.get('*/v1/wangchuang/buyers/aftersales', () => ok(Array.from({ length: 3 }, (_, i) => afterSale(i + 1)))),
  http.get('*/v1/wangchuang/student/train/track', () => ok([track])),
);

const width = window.innerWidth;
afterEach(() => {
  complaintCount = 12;
  Object.assign(window, { innerWidth: width });
});
const pager = () => screen.queryByRole('navigation', { name: '分页' });

describe('buyer and learner records on the list controller', () => {
  it('投诉: ten cases a page with the pager on a tablet; page 2 has the rest', async () => {
    render(
      <MemoryRouter>
        <ComplaintsPage kind="complaint" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('店铺1')).toBeTruthy();
    expect(screen.getByText('回复：已补发')).toBeTruthy();
    expect(screen.queryByText('店铺11')).toBeNull();
    expect(within(pager()!).getByText('共 12 条')).toBeTruthy();
    fireEvent.click(within(pager()!).getByRole('button', { name: '2' }));
    expect(await screen.findByText('店铺11')).toBeTruthy();
    expect(screen.queryByText('店铺1')).toBeNull();
  });

  it('投诉 on a phone: the end of the list loads the rest under the first ten, then 没有更多了', async () => {
    Object.assign(window, { innerWidth: 375 });
    // jsdom lays nothing out: the load-more line counts as shown, at the top of the screen
    const shown = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => document.body);
    try {
      render(
        <MemoryRouter>
          <ComplaintsPage kind="complaint" />
        </MemoryRouter>,
      );
      expect(await screen.findByText('店铺12')).toBeTruthy();
      expect(screen.getByText('店铺1')).toBeTruthy();
      expect(await screen.findByText('没有更多了')).toBeTruthy();
      expect(pager()).toBeNull();
    } finally {
      shown.mockRestore();
    }
  });

  it('举报 without cases: the empty state', async () => {
    render(
      <MemoryRouter>
        <ComplaintsPage kind="report" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('暂无举报记录')).toBeTruthy();
  });

  it('/refund: each case links to its detail', async () => {
    render(
      <MemoryRouter>
        <RefundPage />
      </MemoryRouter>,
    );
    const link = (await screen.findByText('订单 NO1002')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/refundDetail?id=2');
    expect(screen.getAllByText('¥19.90')).toHaveLength(3);
    expect(within(pager()!).getByText('共 3 条')).toBeTruthy();
  });

  it('/cultivate/track: the records as a table, 修改 opens the record in the form', async () => {
    render(
      <MemoryRouter>
        <TrackPage />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('小新网店')).closest('tr')!;
    expect(within(row).getByText('3人')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '修改跟踪记录' })).toBeTruthy());
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('小新网店');
  });
});
