import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, appTookOver, launch, newPage, signIn, apiToken, tokenOf, chooseSku } from './browser.ts';
import { callApi } from './trade.ts';

let browser: Browser;
let sellerToken = '';
let product: { id: number; title: string; shopId: number };

beforeAll(async () => {
  browser = await launch();
  sellerToken = await apiToken('seller01');
  const shop = await callApi<{ id: number }>('GET', 'seller/shop', sellerToken);
  const list = await callApi<{ list: { id: number; title: string; shopId: number }[] }>(
    'GET',
    `mall/products?shopId=${shop.body.data.id}&sort=sales&pageSize=5`,
  );
  product = list.body.data.list[0]!;
});
afterAll(async () => {
  await browser?.close();
});

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}

const landedOn = (page: Page, path: string) => page.waitForURL((u) => u.pathname === path, { timeout: 20_000 });
/** The header's gold coins, in fen. */
const headerCoins = async (page: Page) => Math.round(Number(/金币 ([\d.]+)/.exec((await page.locator('.tn-coins').textContent()) ?? '')?.[1]) * 100);

describe('the buyer at 390x844 (issue 25: clicking only from the landing page)', () => {
  it('search → SKU → cart → pay with gold coins (the header follows) → the shop ships → receive → review → after-sale refunded by the shop → coins back', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signIn(page, 'zbb_student01');
    await landedOn(page, '/cultivate/learningtasks');
    const buyerToken = await tokenOf(page);

    // From the learner area into the mall; find the product by searching.
    await page
      .getByRole('region', { name: '常用入口' })
      .getByRole('link', { name: /^商城首页/ })
      .click();
    await page.getByRole('navigation', { name: '商城导航' }).waitFor();
    await expect.poll(() => page.locator('.tn-coins').textContent()).toMatch(/^金币 \d+\.\d{2}$/);
    const before = await headerCoins(page);
    const search = page.getByPlaceholder('搜索商品').first();
    await search.fill(product.title);
    await search.press('Enter');
    await page.waitForURL((u) => u.pathname === '/productList' && u.searchParams.get('keyword') === product.title);
    await page.locator(`a.sp-tile[href="/productDetail?id=${product.id}"]`).first().click();
    await landedOn(page, '/productDetail');
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

    // Cart → checkout → pay: the header's coins drop at once.
    await page.getByRole('button', { name: '购物车 1件' }).click();
    await landedOn(page, '/shopCart');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(skuPrice);
    await page.getByRole('button', { name: /结算\(1\)/ }).click();
    await landedOn(page, '/orderMake');
    await expect.poll(() => page.getByTestId('pay-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    const payText = (await page.getByTestId('pay-total').textContent())!;
    const payFen = Math.round(Number(payText.slice(1)) * 100);
    await page.getByRole('button', { name: '提交订单' }).click();
    await landedOn(page, '/commitOrder');
    await expect.poll(() => page.getByTestId('commit-total').textContent()).toBe(payText);
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.getByText('支付成功').waitFor();
    await expect.poll(() => headerCoins(page)).toBe(before - payFen);
    await page.getByRole('button', { name: '查看订单' }).click();
    await landedOn(page, '/orderDetail');
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    const { orderNo } = (await callApi<{ orderNo: string }>('GET', `buyers/order/${orderId}`, buyerToken)).body.data;

    // The shop (seller01, its own phone) ships it from 待发货.
    const shop = await newPage(browser, PHONE);
    await signIn(shop.page, 'seller01');
    await landedOn(shop.page, '/seller/index');
    await shop.page.getByRole('link', { name: /^待发货 \d+$/ }).click();
    await landedOn(shop.page, '/seller/order');
    await shop.page.locator(`[data-order="${orderId}"]`).getByRole('button', { name: '发货' }).click();
    await shop.page.getByLabel(/运单号$/).fill('SF1234567890');
    await shop.page.getByRole('button', { name: '确认发货' }).click();
    await shop.page.getByText('发货成功').waitFor();

    // The buyer finds it under 待收货 in the buyer centre and confirms receipt.
    await page.getByRole('navigation', { name: '商城导航' }).getByText('我的').click();
    await page.getByRole('button', { name: /^\d+ 待收货$/ }).click();
    const card = page.getByTestId(`order-${orderId}`);
    await card.getByRole('button', { name: '确认收货' }).click();
    await confirmDialog(page);
    await page.getByText('已确认收货').waitFor();
    await expect.poll(async () => (await callApi<{ status: string }>('GET', `buyers/order/${orderId}`, buyerToken)).body.data.status).toBe('received');

    // Review with stars and text.
    await page.getByRole('tab', { name: '待评价' }).click();
    await card.getByRole('button', { name: '去评价' }).click();
    await landedOn(page, '/evaluateProduct');
    await page.locator('.ev-line textarea').first().fill('面料舒服，做工不错，物流很快');
    await page.getByRole('button', { name: '发布评价' }).click();
    await landedOn(page, '/buyedProduct');
    const reviews = await callApi<{ reviews: { content: string }[] }>('GET', `mall/product/${product.id}`);
    expect(reviews.body.data.reviews.map((r) => r.content)).toContain('面料舒服，做工不错，物流很快');

    // After-sale on the completed order: a refund of the whole amount.
    await page.getByRole('tab', { name: '全部' }).click();
    await card.getByRole('button', { name: '申请售后' }).click();
    await landedOn(page, '/refund');
    await page.getByText('商品与描述不符').click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('待商家处理').first().waitFor();

    // The shop agrees (仅退款 refunds at once) from its 待处理售后.
    await shop.page.getByRole('button', { name: '打开菜单' }).click();
    await shop.page.getByRole('button', { name: '卖家中心首页' }).click();
    await shop.page.getByRole('link', { name: /^待处理售后 \d+$/ }).click();
    await landedOn(shop.page, '/seller/afterSales');
    await shop.page.getByRole('button', { name: `查看：${orderNo}` }).click();
    await landedOn(shop.page, '/seller/afterSalesDetail');
    await shop.page.getByRole('button', { name: '同意' }).click();
    await confirmDialog(shop.page);
    await shop.page.getByText('已同意').waitFor();

    // A refund on another (paid, not shipped) order, from 待发货 (ordered and paid elsewhere, so 刷新 first).
    const sku = (await callApi<{ skus: { id: number; stock: number }[] }>('GET', `mall/product/${product.id}`)).body.data.skus.find((s) => s.stock > 0)!;
    const created = await callApi<{ orderIds: number[] }>('POST', 'buyers/order/create', buyerToken, { items: [{ skuId: sku.id, quantity: 1 }] });
    const other = created.body.data.orderIds[0]!;
    expect((await callApi('POST', 'buyers/order/pay', buyerToken, { orderId: other, idempotencyKey: `e2e-pay-${other}` })).status).toBe(200);
    await page.getByRole('navigation', { name: '商城导航' }).getByText('我的').click();
    await page.getByRole('button', { name: /^\d+ 待发货$/ }).click();
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByTestId(`order-${other}`).getByRole('button', { name: '申请退款' }).click();
    await confirmDialog(page);
    await page.getByText('退款成功').first().waitFor();
    await expect.poll(async () => (await callApi<{ status: string }>('GET', `buyers/order/${other}`, buyerToken)).body.data.status).toBe('refunded');

    // Both refunds are in the header's coins, and the first order says its after-sale ended in a refund.
    await expect.poll(() => headerCoins(page)).toBe(before);
    await page.getByRole('tab', { name: '全部' }).click();
    await card.getByRole('button', { name: '售后：退款成功' }).waitFor();

    expect(errors).toEqual([]);
    expect(shop.errors).toEqual([]);
    await Promise.all([context.close(), shop.context.close()]);
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
    // the page the server drew is replaced by the app's once its code is here: measure the app's
    await appTookOver(page);
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
