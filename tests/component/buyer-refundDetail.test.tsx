import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { AfterSale, AfterSaleChange } from '../../src/api/contract/shop.ts';
import RefundDetailPage from '../../src/features/buyer/RefundDetailPage.tsx';
import { session } from '../../src/state/session.ts';

/**
 * /buyerCenter/refundDetail: the buyer sends the goods back to the shop's return address. The return
 * action answers what the server really answers ({id, status}); the page reads the case again, it
 * does not take the answer for the case (it did, and crashed with 页面加载失败).
 */

const V = '/v1/wangchuang/buyers/';
const waiting: AfterSale = {
  id: 31,
  orderId: 8,
  orderNo: 'O202611270001',
  kind: 'return_refund',
  status: 'awaiting_return',
  statusName: '待买家退货',
  reason: '尺码不合适',
  amountFen: 12_900,
  photos: ['/uploads/a.png'],
  returnCarrier: null,
  returnTrackingNo: null,
  sellerNote: null,
  createdAt: '2026-11-26T16:30:00.000Z',
  updatedAt: '2026-11-26T16:30:00.000Z',
  returnTo: { name: '王店长', phone: '13800000001', address: '广东省广州市天河区天河路101号仓储中心' },
};
let current = waiting;
let reads = 0;
const posted: unknown[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
mockServer(
  http.get(`*${V}aftersale/:id`, () => {
    reads++;
    return ok(current);
  }),
  http.post(`*${V}aftersale/return`, async ({ request }) => {
    const b = (await request.json()) as { id: number; carrier: string; trackingNo: string };
    posted.push(b);
    current = { ...current, status: 'returned', statusName: '待商家收货', returnCarrier: b.carrier, returnTrackingNo: b.trackingNo };
    const answer: AfterSaleChange = { id: b.id, status: 'returned' };
    return ok(answer);
  }),
);
afterEach(() => {
  current = waiting;
  reads = 0;
  posted.length = 0;
});

describe('refund detail', () => {
  it('shows the shop’s return address in China time, and after 提交 shows the case as the server now has it', async () => {
    Object.assign(session, { token: 'tok', roles: [6], userInfo: { id: 1, username: 'zbb_student01', role: 6 } });
    render(
      <MemoryRouter initialEntries={['/buyerCenter/refundDetail?id=31']}>
        <RefundDetailPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('待买家退货')).toBeTruthy();
    expect(screen.getByTestId('return-address').textContent).toBe('王店长 13800000001 广东省广州市天河区天河路101号仓储中心');
    expect(screen.getByText('2026-11-27 00:30')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('物流公司'), { target: { value: '中通快递' } });
    fireEvent.change(screen.getByPlaceholderText('运单号'), { target: { value: 'ZT2' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('待商家收货')).toBeTruthy();
    expect(posted).toEqual([{ id: 31, carrier: '中通快递', trackingNo: 'ZT2' }]);
    expect(screen.getByText('中通快递 ZT2')).toBeTruthy();
    expect(screen.getByText('¥129.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    await waitFor(() => expect(reads).toBe(2));
  });
});
