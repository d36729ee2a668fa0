import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ProductDetail } from '../../src/api/contract/shop.ts';
import SkuSheet, { matchSku, valueAvailable } from '../../src/features/shop/SkuSheet.tsx';

const sku = (id: number, color: string, size: string, priceFen: number, stock: number) => ({
  id,
  spec: { 颜色: color, 尺码: size },
  specText: `${color} ${size}`,
  priceFen,
  originalPriceFen: priceFen + 1000,
  stock,
});
const product: ProductDetail = {
  id: 1,
  title: '法式碎花连衣裙',
  image: '/p.svg',
  priceFen: 5900,
  originalPriceFen: 9900,
  sales: 10,
  shopId: 1,
  shopName: '一号店',
  categoryId: 1,
  subtitle: '',
  images: ['/p.svg'],
  detailHtml: '',
  stock: 17,
  status: 1,
  promotions: [],
  reviewCount: 0,
  goodRate: 100,
  reviews: [],
  isFavourite: false,
  shop: { id: 1, name: '一号店', logo: '', intro: '', scores: { desc: 5, service: 5, logistics: 5 }, followers: 0, productCount: 1 },
  specs: [
    { name: '颜色', values: ['黑色', '米白'] },
    { name: '尺码', values: ['S', 'M'] },
  ],
  skus: [sku(1, '黑色', 'S', 5900, 10), sku(2, '黑色', 'M', 6900, 2), sku(3, '米白', 'S', 7900, 5), sku(4, '米白', 'M', 8900, 0)],
};

describe('SKU sheet', () => {
  it('matching and availability', () => {
    expect(matchSku(product.skus, ['颜色', '尺码'], { 颜色: '黑色' })).toBeNull();
    expect(matchSku(product.skus, ['颜色', '尺码'], { 颜色: '米白', 尺码: 'S' })?.id).toBe(3);
    expect(valueAvailable(product.skus, '尺码', 'M', { 颜色: '米白' })).toBe(false);
    expect(valueAvailable(product.skus, '尺码', 'M', { 颜色: '黑色' })).toBe(true);
  });

  it('updates price and stock as values are chosen, disables sold-out values and bounds the quantity by stock', async () => {
    const onConfirm = vi.fn();
    render(<SkuSheet product={product} visible mode="cart" onClose={() => undefined} onConfirm={onConfirm} />);
    expect(screen.getByTestId('sku-price').textContent).toContain('¥59.00');
    expect(screen.getByTestId('sku-stock').textContent).toBe('库存17件');

    // Confirm without a choice: nothing is added.
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '米白' }));
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLButtonElement).disabled).toBe(true); // 米白 M sold out
    fireEvent.click(screen.getByRole('radio', { name: '黑色' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByTestId('sku-price').textContent).toContain('¥69.00');
    expect(screen.getByTestId('sku-price').textContent).toContain('¥79.00'); // original, struck through
    expect(screen.getByTestId('sku-stock').textContent).toBe('库存2件');

    const plus = document.querySelector('.adm-stepper-plus') as HTMLButtonElement;
    fireEvent.click(plus);
    await waitFor(() => expect((document.querySelector('.adm-stepper input') as HTMLInputElement).value).toBe('2'));
    expect((document.querySelector('.adm-stepper-plus') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0].id).toBe(2);
    expect(onConfirm.mock.calls[0]![1]).toBe(2);
    expect(onConfirm.mock.calls[0]![2]).toBe('cart');

    // A cheaper SKU with more stock: the quantity stays, the price follows.
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByTestId('sku-price').textContent).toContain('¥59.00');
    expect(screen.getByTestId('sku-stock').textContent).toBe('库存10件');
  });
});
