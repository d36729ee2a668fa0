import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ShopFront } from '../../src/api/contract/seller.ts';
import type { ProductCard } from '../../src/api/contract/shop.ts';
import ShopFrontView from '../../src/ui/shopFront/ShopFrontView.tsx';

const card = (id: number, title: string): ProductCard => ({
  id,
  title,
  image: `/p/${id}.svg`,
  priceFen: 5900 + id,
  originalPriceFen: 9900,
  sales: id,
  shopId: 1,
  shopName: '一号店',
  categoryId: 1,
});

const front: ShopFront = {
  decor: {
    theme: 'blue',
    sign: { image: '/lib/sign.svg', slogan: '产地直发 新鲜到家' },
    blocks: [
      { type: 'notice', text: '满99包邮' },
      { type: 'products', title: '精选好物', productIds: [2, 99, 1] },
      { type: 'categories' },
      { type: 'recommend', title: '店长推荐' },
    ],
  },
  // 99 is off the shelf: the server leaves it out, the block skips it
  products: { 1: card(1, '脐橙'), 2: card(2, '苹果') },
  recommended: [card(3, '大米')],
  hot: [],
  newest: [],
  categories: [{ id: 7, name: '水果', productCount: 2 }],
};

describe('the shop home as its seller decorated it', () => {
  it('draws the sign and the blocks in the seller’s order, featured products in theirs', () => {
    const { container } = render(<ShopFrontView front={front} shop={{ name: '鲜果铺', logo: '/logo.svg' }} promotions={[]} />);
    expect(screen.getByRole('heading', { name: '鲜果铺' })).toBeTruthy();
    expect(screen.getByText('产地直发 新鲜到家')).toBeTruthy();
    const headings = [...container.querySelectorAll('.sf-title')].map((h) => h.textContent);
    expect(headings).toEqual(['精选好物', '店长推荐']);
    const featured = container.querySelectorAll('.sf-block')[1]!.querySelectorAll('.sf-tile-title');
    expect([...featured].map((t) => t.textContent)).toEqual(['苹果', '脐橙']);
    expect(container.querySelector('.sf-block')!.textContent).toContain('满99包邮');
    expect((container.querySelector('.sf') as HTMLElement).style.getPropertyValue('--sf-theme')).toBe('#1677ff');
  });

  it('opens products and categories on the shop page; the seller’s preview opens nothing', () => {
    const onProduct = vi.fn();
    const onCategory = vi.fn();
    const { unmount } = render(
      <ShopFrontView front={front} shop={{ name: '鲜果铺', logo: '/logo.svg' }} promotions={[]} onProduct={onProduct} onCategory={onCategory} />,
    );
    fireEvent.click(screen.getAllByRole('link', { name: /苹果/ })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /水果/ }));
    expect(onProduct).toHaveBeenCalledWith(2);
    expect(onCategory).toHaveBeenCalledWith(7);
    unmount();
    render(<ShopFrontView preview front={front} shop={{ name: '鲜果铺', logo: '/logo.svg' }} promotions={[]} onProduct={onProduct} onCategory={onCategory} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /水果/ }));
    expect(onCategory).toHaveBeenCalledTimes(1);
  });
});
