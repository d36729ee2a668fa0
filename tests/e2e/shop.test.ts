import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseURL, launch, newPage, signIn, apiToken } from './browser.ts';

const V = '/v1/wangchuang/';
let browser: Browser;
let sellerToken = '';
let product: { id: number; title: string; shopId: number };

async function api<T>(method: string, path: string, token?: string, json?: unknown): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${baseURL()}${V}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: await res.json() };
}
const loginApi = apiToken;
const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;

beforeAll(async () => {
  browser = await launch();
  sellerToken = await loginApi('seller01');
  const shop = await api<{ id: number }>('GET', 'seller/shop', sellerToken);
  const list = await api<{ list: { id: number; title: string; shopId: number }[] }>('GET', `mall/products?shopId=${shop.body.data.id}&sort=sales&pageSize=5`);
  product = list.body.data.list[0]!;
});
afterAll(async () => {
  await browser?.close();
});

async function chooseSku(page: Page) {
  const groups = page.getByRole('dialog', { name: '选择规格' }).getByRole('radiogroup');
  await groups.first().waitFor();
  for (let i = 0; i < (await groups.count()); i++) {
    const g = groups.nth(i);
    if ((await g.locator('[aria-checked=true]').count()) === 0) await g.locator('button:not([disabled])').first().click();
  }
}

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}

describe('the mall at 390x844', () => {
  it('find → SKU → cart → checkout with gold coins → 待发货 → shipped → receive → review → after-sale; refund another order', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
    const buyerToken = await tokenOf(page);
    const before = (await api<{ balanceFen: number }>('GET', 'buyers/balance/info', buyerToken)).body.data.balanceFen;

    // Find the product by searching the list.
    await page.goto('/productList');
    const search = page.getByPlaceholder('搜索商品');
    await search.fill(product.title);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === product.title);
    await page.locator(`a.sp-tile[href="/productDetail?id=${product.id}"]`).first().click();
    await page.waitForURL((u) => u.pathname === '/productDetail');
    await expect.poll(() => page.locator('.pd-title').textContent()).toBe(product.title);
    // the buy bar is the page's bottom bar: no tab bar under it (tests/e2e/mall-phone.test.ts)
    expect(await page.locator('.shop-tabbar').count()).toBe(0);

    // Choose a SKU and add to the cart.
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    await chooseSku(page);
    const skuPrice = await page.getByTestId('sku-price').locator('.sp-price-now').textContent();
    expect(skuPrice).toMatch(/^¥\d+\.\d{2}$/);
    await page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('已加入购物车').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /购物车 \d+件/ }).getAttribute('aria-label')).toBe('购物车 1件');

    // Cart → checkout.
    await page.getByRole('button', { name: '购物车 1件' }).click();
    await page.waitForURL((u) => u.pathname === '/shopCart');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(skuPrice);
    await page.getByRole('button', { name: /结算\(1\)/ }).click();
    await page.waitForURL((u) => u.pathname === '/orderMake');
    await expect.poll(() => page.getByTestId('pay-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    const payText = (await page.getByTestId('pay-total').textContent())!;
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL((u) => u.pathname === '/commitOrder');
    await expect.poll(() => page.getByTestId('commit-total').textContent()).toBe(payText);
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.getByText('支付成功').waitFor();
    await page.getByRole('button', { name: '查看订单' }).click();
    await page.waitForURL((u) => u.pathname === '/orderDetail');
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    const payFen = Math.round(Number(payText.slice(1)) * 100);
    expect((await api<{ balanceFen: number }>('GET', 'buyers/balance/info', buyerToken)).body.data.balanceFen).toBe(before - payFen);

    // The order is under 待发货.
    await page.goto('/buyedProduct?tab=paid');
    await page.getByTestId(`order-${orderId}`).waitFor();
    expect(await page.getByTestId(`order-${orderId}`).getByText('待发货').count()).toBe(1);

    // The seller ships through the API; the buyer confirms receipt.
    const shipped = await api('POST', 'seller/order/ship', sellerToken, { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.status).toBe(200);
    await page.goto(`/orderDetail?id=${orderId}`);
    await page.getByText('SF1234567890').first().waitFor();
    await page.getByRole('button', { name: '确认收货' }).click();
    await confirmDialog(page);
    await page.getByText('已确认收货').waitFor();
    await expect.poll(async () => (await api<{ status: string }>('GET', `buyers/order/${orderId}`, buyerToken)).body.data.status).toBe('received');

    // Review with stars and text.
    await page.goto('/buyedProduct?tab=received');
    await page.getByTestId(`order-${orderId}`).getByRole('button', { name: '去评价' }).click();
    await page.waitForURL((u) => u.pathname === '/evaluateProduct');
    await page.locator('.ev-line textarea').first().fill('面料舒服，做工不错，物流很快');
    await page.getByRole('button', { name: '发布评价' }).click();
    await page.waitForURL((u) => u.pathname === '/buyedProduct');
    const reviews = await api<{ reviews: { content: string }[] }>('GET', `mall/product/${product.id}`);
    expect(reviews.body.data.reviews.map((r) => r.content)).toContain('面料舒服，做工不错，物流很快');

    // After-sale on the completed order.
    await page.goto(`/refund?orderId=${orderId}`);
    await page.getByText('商品与描述不符').click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('待商家处理').first().waitFor();

    // A refund on another (paid, not shipped) order.
    const sku = (await api<{ skus: { id: number; stock: number }[] }>('GET', `mall/product/${product.id}`)).body.data.skus.find((s) => s.stock > 0)!;
    const created = await api<{ orderIds: number[] }>('POST', 'buyers/order/create', buyerToken, { items: [{ skuId: sku.id, quantity: 1 }] });
    const other = created.body.data.orderIds[0]!;
    expect((await api('POST', 'buyers/order/pay', buyerToken, { orderId: other, idempotencyKey: `e2e-pay-${other}` })).status).toBe(200);
    await page.goto('/buyedProduct?tab=paid');
    await page.getByTestId(`order-${other}`).getByRole('button', { name: '申请退款' }).click();
    await confirmDialog(page);
    await page.getByText('退款成功').waitFor();
    await expect.poll(async () => (await api<{ status: string }>('GET', `buyers/order/${other}`, buyerToken)).body.data.status).toBe('refunded');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the mall at 1440x900', () => {
  it('lays out for desktop: top bar, no bottom tabs, wide grids, side-by-side detail, buyer side menu', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signIn(page, 'zbb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });

    await page.goto('/home');
    await page.locator('.sp-grid .sp-tile').first().waitFor();
    expect(await page.locator('.shop-tabbar').count()).toBe(0);
    // The grid's stylesheet arrives with the page chunk; wait for the layout to settle.
    await expect
      .poll(() =>
        page
          .locator('.sp-grid')
          .first()
          .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
      )
      .toBe(5);

    await page.goto(`/productDetail?id=${product.id}`);
    await page.locator('.pd-title').waitFor();
    const gallery = await page.locator('.pd-gallery').boundingBox();
    const info = await page.locator('.pd-info').boundingBox();
    expect(info!.x).toBeGreaterThan(gallery!.x + gallery!.width - 1); // side by side
    await expect.poll(() => page.locator('.pd-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');

    await page.goto('/buyedProduct');
    await page.locator('.buyer-menu').waitFor();
    expect(await page.locator('.buyer-menu').isVisible()).toBe(true);
    await page.getByRole('tab', { name: '待发货' }).waitFor();

    await page.goto('/shopCart');
    await page
      .getByText(/购物车/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
