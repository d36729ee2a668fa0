import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { honeyListing } from './fixtures.ts';
import type { SupplyMe } from '../../src/api/contract/supply.ts';
import SupplyProductPage from '../../src/features/market/SupplyProductPage.tsx';
import { session } from '../../src/state/session.ts';

const V = '/v1/wangchuang/supply/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });

const product = honeyListing();
let me: SupplyMe = { supplier: null, shopId: 3, shopName: '我的店', balanceFen: 100000 };
const created: unknown[] = [];
const paid: { body: unknown; key: string | null }[] = [];

mockServer(
  http.get(`*${V}product/9`, () => ok(product)),
  http.get(`*${V}me`, () => ok(me)),
  http.post(`*${V}order/create`, async ({ request }) => {
    created.push(await request.json());
    return ok({ orderId: 77, orderNo: 'GX1', amountFen: 174000 });
  }),
  http.post(`*${V}order/pay`, async ({ request }) => {
    paid.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    return ok({ orderId: 77, status: 'paid', amountFen: 174000, balanceFen: 0, replayed: false });
  }),
);

const renderPage = () => renderAt('/supplymarket/productDetail?id=9', { '/supplymarket/productDetail': <SupplyProductPage /> });

beforeEach(() => {
  session.token = 't';
  session.roles = [6];
  created.length = 0;
  paid.length = 0;
  me = { supplier: null, shopId: 3, shopName: '我的店', balanceFen: 100000 };
});

describe('the buy box of a wholesale listing', () => {
  it('prices each quantity by the tier it reaches, refuses below the minimum, and buys: order then pay with the order’s own key', async () => {
    renderPage();
    const qty = (await screen.findByRole('textbox', { name: '采购数量' })) as HTMLInputElement;
    const total = () => screen.getByTestId('supply-total').textContent;
    expect(qty.value).toBe('12');
    expect(total()).toBe('单价 ¥32.00 · 合计 ¥384.00');
    for (const [n, text] of [
      ['59', '单价 ¥32.00 · 合计 ¥1888.00'],
      ['60', '单价 ¥29.00 · 合计 ¥1740.00'],
      ['300', '单价 ¥26.00 · 合计 ¥7800.00'],
      ['11', '该商品12瓶起批'],
      ['501', '库存不足'],
    ] as const) {
      fireEvent.change(qty, { target: { value: n } });
      expect(total()).toBe(text);
    }
    expect((screen.getByRole('button', { name: '立即采购' }) as HTMLButtonElement).disabled).toBe(true);
    // the tier reached is marked in the table
    fireEvent.change(qty, { target: { value: '60' } });
    const marked = document.querySelectorAll('.mk-tiers td.is-on');
    expect([...marked].map((td) => td.textContent)).toEqual(['¥29.00']);

    fireEvent.click(screen.getByRole('button', { name: '立即采购' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/supplymarket/orderManage?side=buy&status=paid'));
    expect(created).toEqual([{ productId: 9, quantity: 60 }]);
    expect(paid).toEqual([{ body: { orderId: 77, idempotencyKey: 'supply-pay-77' }, key: 'supply-pay-77' }]);
    // the success toast (it loads on first use: wait for it, so nothing is still loading when the test ends)
    expect(await screen.findByText('采购成功，等待供应商发货')).toBeTruthy();
  });

  it('a buyer without a shop is sent to open one; nothing is ordered', async () => {
    me = { supplier: null, shopId: null, shopName: null, balanceFen: 100000 };
    renderPage();
    expect(await screen.findByText(/采购的货品将入库到您的店铺仓库，请先开店/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即采购' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '去开店' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/seller/exam'));
    expect(created).toEqual([]);
  });
});
