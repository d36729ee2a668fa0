import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { Address, CheckoutInput, CheckoutPreview } from '../../src/api/contract/shop.ts';
import OrderMakePage, { OFFLINE_CHECKOUT } from '../../src/features/shop/OrderMakePage.tsx';
import CommitOrderPage, { payKeyFor } from '../../src/features/shop/CommitOrderPage.tsx';
import { session } from '../../src/state/session.ts';
import { THROTTLE_MS } from '../../src/lib/timing.ts';

const V = '/v1/wangchuang/buyers/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
const addr = (id: number, isDefault: boolean): Address => ({
  id,
  name: `收货人${id}`,
  phone: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  detail: `天河路${id}号`,
  isDefault,
});
const previews: CheckoutInput[] = [];
const created: CheckoutInput[] = [];
const payKeys: string[] = [];
let payFails = 0;

function preview(input: CheckoutInput): CheckoutPreview {
  const applied = input.couponIds ?? [7];
  const yhq = applied.includes(7) ? 1000 : 0;
  // Deliberately not goods + freight − discounts as a client would guess: the page must show the server's numbers.
  return {
    address: addr(input.addressId ?? 2, true),
    goodsFen: 20000,
    discountFen: 1500 + yhq,
    freightFen: 800,
    payFen: 19300 - yhq + 1,
    shops: [
      {
        shopId: 1,
        shopName: '一号店',
        goodsFen: 20000,
        freightFen: 800,
        discountFen: 1500 + yhq,
        payFen: 19300 - yhq + 1,
        mjTitle: '满199减15',
        discounts: { tj: 0, mj: 1500, yhq, hb: 0 },
        lines: [
          {
            skuId: 5,
            productId: 1,
            title: '羊毛针织开衫',
            image: '/p.svg',
            specText: '黑色 M',
            unitPriceFen: 10000,
            quantity: 2,
            amountFen: 20000,
            discountFen: 1500 + yhq,
            payFen: 18500 - yhq,
          },
        ],
        coupons: [{ couponId: 7, kind: 'yhq', title: '满100减10', thresholdFen: 10000, amountFen: 1000, usable: true, applied: applied.includes(7) }],
      },
    ],
  };
}

mockServer(
  http.get(`*${V}cart`, () => ok({ shops: [], count: 0, selectedFen: 0 })),
  http.get(`*${V}addresses`, () => ok([addr(1, false), addr(2, true)])),
  http.post(`*${V}checkout/preview`, async ({ request }) => {
    const b = (await request.json()) as CheckoutInput;
    previews.push(b);
    return ok(preview(b));
  }),
  http.post(`*${V}order/create`, async ({ request }) => {
    created.push((await request.json()) as CheckoutInput);
    return ok({ orderIds: [41], payFen: 18301 });
  }),
  http.get(`*${V}order/41`, () => ok({ id: 41, status: 'pending_payment', statusName: '待付款', shopName: '一号店', payFen: 18301 })),
  http.get(`*${V}balance/info`, () => ok({ balance: 1000, balanceFen: 100000 })),
  http.post(`*${V}order/pay`, ({ request }) => {
    payKeys.push(request.headers.get('idempotency-key') ?? '');
    if (payFails-- > 0) return HttpResponse.error();
    return ok({ orderId: 41, status: 'paid', payFen: 18301, balanceFen: 81699, replayed: payKeys.length > 1 });
  }),
);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orderMake" element={<OrderMakePage />} />
        <Route path="/commitOrder" element={<CommitOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );

const setOnline = (on: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on });
  window.dispatchEvent(new Event(on ? 'online' : 'offline'));
};

beforeEach(() => {
  session.token = 'token-1';
  previews.length = 0;
  created.length = 0;
  payKeys.length = 0;
  payFails = 0;
  sessionStorage.clear();
});
afterEach(() => setOnline(true));

describe('checkout', () => {
  it('shows the default address first and the server totals; a coupon toggle asks the server again; submit creates the order', async () => {
    renderAt('/orderMake?items=5:2&cart=1');
    expect(await screen.findByText('收货人2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('¥183.01'));
    expect(previews[0]).toEqual({ items: [{ skuId: 5, quantity: 2 }], addressId: 2 });
    expect(screen.getByText('满减（满199减15）')).toBeTruthy();
    expect(screen.getAllByText('-¥15.00').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByText(/优惠券 满100减10/));
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('¥193.01'));
    expect(previews.at(-1)).toMatchObject({ couponIds: [] });

    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    // On to the payment page of the new order.
    expect((await screen.findByTestId('commit-total')).textContent).toBe('¥183.01');
    expect(created[0]).toEqual({ items: [{ skuId: 5, quantity: 2 }], addressId: 2, couponIds: [], fromCart: true });
  });

  it('offline: says checkout needs the network and does not submit', async () => {
    renderAt('/orderMake?items=5:2');
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('¥183.01'));
    act(() => setOnline(false));
    expect(await screen.findByText(OFFLINE_CHECKOUT)).toBeTruthy();
    const submit = screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(created).toEqual([]);
  });

  it('pays with gold coins; a retry after a network failure reuses the same idempotency key', async () => {
    payFails = 1;
    renderAt('/commitOrder?orderIds=41');
    const pay = await screen.findByRole('button', { name: /确认支付/ });
    expect(screen.getByTestId('commit-total').textContent).toBe('¥183.01');
    fireEvent.click(pay);
    await waitFor(() => expect(payKeys.length).toBe(1));
    await waitFor(() => expect((screen.getByRole('button', { name: /确认支付/ }) as HTMLButtonElement).disabled).toBe(false));
    // Spec §5/§9: a second click within 1 s of the first does nothing, so the retry comes later.
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(payKeys).toHaveLength(2);
    expect(payKeys[0]).toBe(payKeys[1]);
    expect(payKeys[0]).toBe(payKeyFor(41));
    expect(screen.getByText(/余额 ¥816.99/)).toBeTruthy();
  });
});
