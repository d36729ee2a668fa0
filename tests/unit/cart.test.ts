import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartShop } from '../../src/api/contract/shop.ts';

// The server cart, as the mocked API keeps it.
const server = vi.hoisted(() => ({ lines: [] as { skuId: number; quantity: number; selected: boolean }[], merges: [] as unknown[], fail: false }));

vi.mock('../../src/api/shop.ts', () => {
  const view = (): Cart => ({
    shops: server.lines.length
      ? [
          {
            shopId: 1,
            shopName: '一号店',
            lines: server.lines.map((l) => ({
              id: l.skuId,
              skuId: l.skuId,
              productId: 1,
              title: `商品${l.skuId}`,
              image: '',
              specText: '',
              priceFen: 1000,
              stock: 5,
              quantity: l.quantity,
              selected: l.selected,
              onShelf: true,
            })),
          },
        ]
      : [],
    count: server.lines.reduce((n, l) => n + l.quantity, 0),
    selectedFen: 0,
  });
  return {
    getCart: vi.fn(async () => view()),
    cartAdd: vi.fn(async (skuId: number, quantity: number) => {
      const l = server.lines.find((x) => x.skuId === skuId);
      if (l) l.quantity += quantity;
      else server.lines.push({ skuId, quantity, selected: true });
      return view();
    }),
    cartMerge: vi.fn(async (items: { skuId: number; quantity: number; selected?: boolean }[]) => {
      if (server.fail) throw Object.assign(new Error('网络异常'), { status: 0 });
      server.merges.push(items);
      for (const it of items) {
        const l = server.lines.find((x) => x.skuId === it.skuId);
        if (l) l.quantity = Math.max(l.quantity, it.quantity);
        else server.lines.push({ skuId: it.skuId, quantity: it.quantity, selected: it.selected ?? true });
      }
      return { ...view(), skipped: [] };
    }),
    cartUpdate: vi.fn(),
    cartRemove: vi.fn(),
    cartSelect: vi.fn(),
  };
});

const { cart, addToCart, addLine, clampQuantity, groupLines, loadCart, resetCart, selectLines, setQuantity, totals, cartStore } = await import(
  '../../src/state/cart.ts'
);
const { session } = await import('../../src/state/session.ts');

const line = (skuId: number, shopId: number, quantity = 1, stock = 5) => ({
  skuId,
  productId: skuId,
  title: `商品${skuId}`,
  image: '',
  specText: '红色',
  priceFen: 1000 + skuId,
  stock,
  quantity,
  shopId,
  shopName: `店${shopId}`,
});

beforeEach(async () => {
  session.token = '';
  server.lines = [];
  server.merges = [];
  server.fail = false;
  await resetCart();
});

describe('cart helpers', () => {
  it('groups by shop and totals the selected buyable lines only', () => {
    const shops: CartShop[] = groupLines([
      { ...line(1, 1, 2), id: 1, selected: true, onShelf: true },
      { ...line(2, 2, 1), id: 2, selected: false, onShelf: true },
      { ...line(3, 1, 3), id: 3, selected: true, onShelf: false },
    ]);
    expect(shops.map((s) => [s.shopId, s.lines.map((l) => l.skuId)])).toEqual([
      [1, [1, 3]],
      [2, [2]],
    ]);
    expect(totals(shops)).toEqual({ count: 6, selectedCount: 2, selectedFen: 2 * 1001, allSelected: false });
  });
  it('bounds quantities by stock and 999', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(5000, 100000)).toBe(999);
    const lines = addLine([], { ...line(1, 1, 4), id: 1, selected: true, onShelf: true });
    expect(addLine(lines, { ...line(1, 1, 4), id: 1, selected: true, onShelf: true })[0]!.quantity).toBe(5);
  });
});

describe('device cart and merge on sign-in', () => {
  it('signed out: lines live in IndexedDB, survive a reload and merge into the server cart on sign-in', async () => {
    await addToCart(line(1, 1, 2));
    await addToCart(line(2, 2, 1));
    await setQuantity(2, 9); // bounded by stock 5
    await selectLines(false, [1]);
    expect(cart.mode).toBe('local');
    expect(totals(cart.shops)).toMatchObject({ count: 7, selectedCount: 5 });
    expect((await cartStore.get<unknown[]>('lines'))?.length).toBe(2);

    // A reload: state gone, device store kept.
    Object.assign(cart, { shops: [], loaded: false });
    await loadCart();
    expect(totals(cart.shops).count).toBe(7);

    // The server already holds sku 1 ×3: the larger quantity wins, nothing is lost.
    server.lines = [{ skuId: 1, quantity: 3, selected: true }];
    session.token = 'tok';
    await loadCart();
    expect(server.merges).toEqual([
      [
        { skuId: 2, quantity: 5, selected: true },
        { skuId: 1, quantity: 2, selected: false },
      ],
    ]);
    expect(cart.mode).toBe('server');
    expect(server.lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual([
      [1, 3],
      [2, 5],
    ]);
    expect(await cartStore.get('lines')).toBeUndefined();
  });

  it('a merge that fails keeps the device lines for the next try', async () => {
    await addToCart(line(7, 1, 2));
    session.token = 'tok';
    server.fail = true;
    await loadCart();
    expect(cart.mode).toBe('local');
    expect((await cartStore.get<unknown[]>('lines'))?.length).toBe(1);
    server.fail = false;
    await loadCart();
    expect(server.lines).toEqual([{ skuId: 7, quantity: 2, selected: true }]);
  });

  it('signed in and offline: the last server cart shows, changes stay on the device and merge when back online', async () => {
    session.token = 'tok';
    await addToCart(line(1, 1, 1)); // goes to the server
    await loadCart();
    expect(cart.mode).toBe('server');
    vi.stubGlobal('navigator', { onLine: false });
    await loadCart();
    expect(cart.mode).toBe('local');
    expect(totals(cart.shops).count).toBe(1);
    await addToCart(line(3, 1, 2));
    expect(totals(cart.shops).count).toBe(3);
    vi.stubGlobal('navigator', { onLine: true });
    await loadCart();
    expect(cart.mode).toBe('server');
    expect(server.lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual([
      [1, 1],
      [3, 2],
    ]);
    vi.unstubAllGlobals();
  });
});

describe('the service worker caches what the mall pages call (offline browsing)', async () => {
  const { ruleFor } = await import('../../src/pwa/cacheRules.ts');
  const o = 'https://app.example';
  const rule = (path: string, destination = '') => ruleFor(new URL(o + path), { method: 'GET', destination, mode: 'cors' }, o);
  it('lists, details and images', () => {
    for (const p of [
      '/v1/wangchuang/mall/home',
      '/v1/wangchuang/mall/products?keyword=%E8%A3%99&pageNum=1',
      '/v1/wangchuang/mall/shops?pageNum=1',
      '/v1/wangchuang/mall/live?status=now',
    ])
      expect(rule(p)?.cacheName).toBe('cy-user-catalog');
    for (const p of ['/v1/wangchuang/mall/product/12', '/v1/wangchuang/mall/shop/3', '/v1/wangchuang/mall/product/12/reviews?pageNum=2'])
      expect(rule(p)?.cacheName).toBe('cy-user-products');
    expect(rule('/v1/wangchuang/media/product/12-0.png', 'image')?.cacheName).toBe('cy-images');
    // Never the cart, orders or the chat stream.
    expect(rule('/v1/wangchuang/buyers/cart')).toBeUndefined();
    expect(rule('/v1/wangchuang/buyers/orders?status=all')).toBeUndefined();
    expect(rule('/v1/wangchuang/mall/live/1/chat')).toBeUndefined();
  });
});
