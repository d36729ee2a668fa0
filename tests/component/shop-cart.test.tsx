import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import type { Cart } from '../../src/api/contract/shop.ts';
import CartPage from '../../src/features/shop/CartPage.tsx';
import { resetCart } from '../../src/state/cart.ts';
import { session } from '../../src/state/session.ts';

const V = '/v1/wangchuang/buyers/';
interface Row {
  skuId: number;
  shopId: number;
  price: number;
  stock: number;
  quantity: number;
  selected: boolean;
  onShelf?: boolean;
}
let rows: Row[] = [];
const calls: { path: string; body: unknown }[] = [];

function view(): Cart {
  const shops: Cart['shops'] = [];
  for (const r of rows) {
    let s = shops.find((x) => x.shopId === r.shopId);
    if (!s) shops.push((s = { shopId: r.shopId, shopName: `店铺${r.shopId}`, lines: [] }));
    s.lines.push({
      id: r.skuId,
      skuId: r.skuId,
      productId: r.skuId,
      title: `商品${r.skuId}`,
      image: '/x.svg',
      specText: '红色',
      priceFen: r.price,
      stock: r.stock,
      quantity: r.quantity,
      selected: r.selected,
      onShelf: r.onShelf ?? true,
    });
  }
  return { shops, count: rows.reduce((n, r) => n + r.quantity, 0), selectedFen: 0 };
}
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });

mockServer(
  http.get(`*${V}cart`, () => ok(view())),
  http.post(`*${V}cart/update`, async ({ request }) => {
    const b = (await request.json()) as { skuId: number; quantity: number };
    calls.push({ path: 'update', body: b });
    const r = rows.find((x) => x.skuId === b.skuId)!;
    if (b.quantity > r.stock) return HttpResponse.json({ code: 400, msg: `库存不足，最多可购买${r.stock}件`, data: null }, { status: 400 });
    r.quantity = b.quantity;
    return ok(view());
  }),
  http.post(`*${V}cart/select`, async ({ request }) => {
    const b = (await request.json()) as { selected: boolean; skuIds?: number[] };
    calls.push({ path: 'select', body: b });
    for (const r of rows) if (!b.skuIds || b.skuIds.includes(r.skuId)) r.selected = b.selected;
    return ok(view());
  }),
  http.post(`*${V}cart/remove`, async ({ request }) => {
    const b = (await request.json()) as { skuIds: number[] };
    calls.push({ path: 'remove', body: b });
    rows = rows.filter((r) => !b.skuIds.includes(r.skuId));
    return ok(view());
  }),
);

const renderCart = () => renderAt('/shopCart', { '/shopCart': <CartPage /> });

beforeEach(async () => {
  await resetCart();
  session.token = 'token-1';
  calls.length = 0;
  rows = [
    { skuId: 11, shopId: 1, price: 1990, stock: 3, quantity: 1, selected: true },
    { skuId: 12, shopId: 1, price: 500, stock: 10, quantity: 2, selected: false },
    { skuId: 21, shopId: 2, price: 10000, stock: 5, quantity: 1, selected: true },
    { skuId: 22, shopId: 2, price: 800, stock: 5, quantity: 1, selected: true, onShelf: false },
  ];
});

describe('cart page', () => {
  it('groups lines by shop and totals only the selected lines on shelf', async () => {
    renderCart();
    const shop1 = await screen.findByRole('region', { name: '店铺1' });
    const shop2 = screen.getByRole('region', { name: '店铺2' });
    expect(
      within(shop1)
        .getAllByTestId(/cart-line-/)
        .map((e) => e.dataset.testid),
    ).toEqual(['cart-line-11', 'cart-line-12']);
    expect(
      within(shop2)
        .getAllByTestId(/cart-line-/)
        .map((e) => e.dataset.testid),
    ).toEqual(['cart-line-21', 'cart-line-22']);
    expect(within(shop2).getByText('商品已下架')).toBeTruthy();
    // 19.90 + 100.00; the off-shelf line is not counted
    expect(screen.getByTestId('cart-total').textContent).toBe('¥119.90');
    expect(screen.getByRole('button', { name: '结算(2)' })).toBeTruthy();
  });

  it('全选 selects every line, a shop checkbox its lines; the total follows', async () => {
    renderCart();
    await screen.findByTestId('cart-line-12');
    fireEvent.click(screen.getByText('全选'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥129.90'));
    expect(calls.at(-1)).toEqual({ path: 'select', body: { selected: true } });
    fireEvent.click(screen.getByLabelText('选择店铺 店铺1'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥100.00'));
    expect(calls.at(-1)).toEqual({ path: 'select', body: { selected: false, skuIds: [11, 12] } });
  });

  it('the stepper stays within 1 … stock', async () => {
    renderCart();
    const line = await screen.findByTestId('cart-line-11');
    const plus = line.querySelector('.adm-stepper-plus') as HTMLButtonElement;
    const minus = line.querySelector('.adm-stepper-minus') as HTMLButtonElement;
    expect(minus.disabled).toBe(true); // quantity 1 = min
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥139.80'));
    fireEvent.click(plus);
    await waitFor(() => expect((line.querySelector('.adm-stepper input') as HTMLInputElement).value).toBe('3'));
    expect((line.querySelector('.adm-stepper-plus') as HTMLButtonElement).disabled).toBe(true); // stock 3
    // Spec §9: the stepper's change is sent 500 ms after the last tap.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'update').map((c) => c.body)).toEqual([
        { skuId: 11, quantity: 2 },
        { skuId: 11, quantity: 3 },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥159.70'));
  });

  it('edit mode deletes the selected lines after a confirm', async () => {
    renderCart();
    await screen.findByTestId('cart-line-11');
    fireEvent.click(screen.getByText('管理'));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.queryByTestId('cart-line-11')).toBeNull());
    expect(calls.find((c) => c.path === 'remove')?.body).toEqual({ skuIds: [11, 21, 22] });
    expect(screen.getByTestId('cart-line-12')).toBeTruthy();
  });

  it('结算 carries the selected lines to /orderMake', async () => {
    renderCart();
    await screen.findByTestId('cart-line-11');
    fireEvent.click(screen.getByRole('button', { name: '结算(2)' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/orderMake?items=11:1,21:1&cart=1');
  });
});
