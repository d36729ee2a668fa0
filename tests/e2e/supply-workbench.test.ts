import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, baseURL, launch, newPage, signIn, apiToken } from './browser.ts';

/**
 * At 390×844: a seller buys a lot on the supply market and finds it in their stock; an anchor picks
 * another shop's product, goes live, a buyer orders from the live room, the order is received, and the
 * commission shows as settled in DistributionOrder while the shop's coin ledger shows it paid.
 */

const V = '/v1/wangchuang/';
let browser: Browser;

async function api<T>(method: string, path: string, token?: string, json?: unknown): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${baseURL()}${V}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: await res.json() };
}
const loginApi = apiToken;

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the supply market at 390x844', () => {
  it('a seller buys a lot: pays with coins, the supplier ships, the seller receives and the lot is in their stock', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signIn(page, 'seller10');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    const token = await loginApi('seller10');
    const before = (await api<{ balanceFen: number }>('GET', 'buyers/balance/info', token)).body.data.balanceFen;

    await page.goto('/supplymarket/supplymarketIndex');
    await page.getByRole('tab', { name: '货源大厅' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索货源' }).fill('土蜂蜜');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.locator('a.mk-tile', { hasText: '土蜂蜜 500g 玻璃瓶' }).click();
    await page.waitForURL((u) => u.pathname === '/supplymarket/productDetail');
    const productId = Number(new URL(page.url()).searchParams.get('id'));

    // 60 jars reach the second tier (¥29.00 each)
    await page.getByRole('textbox', { name: '采购数量' }).fill('60');
    await expect.poll(() => page.getByTestId('supply-total').textContent()).toContain('¥1740.00');
    await page.getByRole('textbox', { name: '采购数量' }).fill('20');
    await expect.poll(() => page.getByTestId('supply-total').textContent()).toBe('单价 ¥32.00 · 合计 ¥640.00');
    await page.getByRole('button', { name: '立即采购' }).click();
    await confirmDialog(page);
    await page.waitForURL((u) => u.pathname === '/supplymarket/orderManage' && u.searchParams.get('status') === 'paid');
    const card = page.locator('[data-testid^="supply-order-"]', { hasText: '土蜂蜜 500g 玻璃瓶' }).first();
    await card.waitFor();
    expect(await card.getByText('待发货').count()).toBe(1);
    const orderId = Number((await card.getAttribute('data-testid'))!.replace('supply-order-', ''));
    expect((await api<{ balanceFen: number }>('GET', 'buyers/balance/info', token)).body.data.balanceFen).toBe(before - 64_000);

    // the supplier ships (its own session, through the API)
    const supplier = await loginApi('supplier01');
    expect((await api('POST', 'supply/order/ship', supplier, { orderId, carrier: '顺丰速运', trackingNo: 'SF2026112401' })).status).toBe(200);

    // the seller confirms receipt on the order page
    await page.getByRole('tab', { name: '待收货' }).click();
    const shipped = page.getByTestId(`supply-order-${orderId}`);
    await shipped.getByRole('button', { name: '确认收货' }).click();
    await confirmDialog(page);
    // (the toast is brief: wait for the order itself)
    await expect
      .poll(async () => (await api<{ status: string }>('GET', `supply/order/${orderId}`, token)).body.data.status, { timeout: 20_000 })
      .toBe('received');
    await page.getByRole('tab', { name: '待评价' }).click();
    const received = page.getByTestId(`supply-order-${orderId}`);
    await received.getByRole('button', { name: '详情' }).click();
    await expect.poll(() => received.getByTestId(`stock-${orderId}`).textContent()).toContain('已入库 20瓶，该货品店铺库存 20瓶');

    // and the stock is the shop's: the SKU the lot went to holds 20, recorded once with reason 'supply'
    const detail = (await api<{ stockSku: { skuId: number; stock: number } }>('GET', `supply/order/${orderId}`, token)).body.data;
    expect(detail.stockSku.stock).toBe(20);
    const product = (await api<{ links: { mode: string; stock: number; totalQty: number }[] }>('GET', `supply/product/${productId}`, token)).body.data;
    expect(product.links).toEqual([expect.objectContaining({ mode: 'stock', stock: 20, totalQty: 20 })]);

    // rate the supplier (the evaluation page has no title bar)
    await received.getByRole('button', { name: '评价供应商' }).click();
    await page.waitForURL((u) => u.pathname === '/supplymarket/marketEvaluate');
    await expect.poll(() => page.locator('.supply-titlebar').count()).toBe(0);
    await page.getByPlaceholder('货品质量、发货速度、服务如何？').fill('蜂蜜品质好，发货快');
    await page.getByRole('button', { name: '提交评价' }).click();
    await page.waitForURL((u) => u.pathname === '/supplymarket/orderManage');
    expect((await api<{ status: string }>('GET', `supply/order/${orderId}`, token)).body.data.status).toBe('completed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the anchor workbench at 390x844', () => {
  it('an anchor sells another shop’s product from a live session; the received order’s commission is settled and the shop paid it', async () => {
    // seller21's shop opens a product for distribution at 25 % (its side: seller/shopDistribution)
    const shopToken = await loginApi('seller21');
    const products = (
      await api<{ list: { id: number; title: string; priceFen: number; stock: number }[] }>('GET', 'seller/shopDistribution/list?pageSize=50', shopToken)
    ).body.data.list;
    const target = products.filter((p) => p.stock > 5).sort((a, b) => a.priceFen - b.priceFen)[0]!;
    expect((await api('POST', `seller/shopDistribution/update/${target.id}`, shopToken, { open: true, rate: 25 })).status).toBe(200);

    // the anchor finds it in the selection centre and adds it to her products
    const anchor = await newPage(browser, PHONE);
    await signIn(anchor.page, 'zbb_student01');
    await anchor.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    await anchor.page.goto('/workbench/ProductSelectionCenter');
    await anchor.page.getByRole('searchbox', { name: '搜索可分销商品' }).fill(target.title);
    await anchor.page.getByRole('button', { name: '搜索' }).click();
    const tile = anchor.page.getByTestId(`pick-${target.id}`);
    await tile.getByText('佣金25%').waitFor();
    await tile.getByRole('button', { name: '加入选品' }).click();
    await tile.getByRole('button', { name: '已在我的选品' }).waitFor();

    // goes live with it on the shelf
    await anchor.page.goto('/workbench/myLiveHome');
    await anchor.page.getByRole('button', { name: '创建直播' }).click();
    const form = anchor.page.getByRole('form', { name: '创建直播' });
    await form.getByPlaceholder('例如：助农好物专场').fill('端到端测试专场');
    const pick = form.getByTestId(`shelf-pick-${target.id}`).locator('input');
    await pick.waitFor(); // my selection has loaded
    const boxes = form.locator('.wb-picks input[type=checkbox]');
    for (let i = 0; i < (await boxes.count()); i++) if (await boxes.nth(i).isChecked()) await boxes.nth(i).uncheck();
    await pick.check();
    await expect.poll(() => form.getByText('已选 1 件').count()).toBe(1);
    await form.getByRole('button', { name: '开始直播' }).click();
    await anchor.page.waitForURL((u) => u.pathname === '/workbench/Anchorbigscreen');
    const sessionId = Number(new URL(anchor.page.url()).searchParams.get('id'));
    await expect.poll(() => anchor.page.getByTestId('screen-orders').locator('strong').textContent()).toBe('0');

    // a buyer watches the room and buys from the shelf
    const buyer = await newPage(browser, PHONE);
    await signIn(buyer.page, 'seller11');
    await buyer.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    await buyer.page.goto(`/liveing?id=${sessionId}`);
    await buyer.page.getByText('端到端测试专场').waitFor();
    await buyer.page.getByRole('button', { name: '去抢购' }).first().click();
    const sheet = buyer.page.getByRole('dialog', { name: '选择规格' });
    const groups = sheet.getByRole('radiogroup');
    await groups.first().waitFor();
    for (let i = 0; i < (await groups.count()); i++) {
      const g = groups.nth(i);
      if ((await g.locator('[aria-checked=true]').count()) === 0) await g.locator('button:not([disabled])').first().click();
    }
    await sheet.getByRole('button', { name: '立即购买' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/orderMake' && u.searchParams.get('live') === String(sessionId));
    await expect.poll(() => buyer.page.getByTestId('pay-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await buyer.page.getByRole('button', { name: '提交订单' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/commitOrder');
    const orderId = Number(new URL(buyer.page.url()).searchParams.get('orderIds'));
    await buyer.page.getByRole('button', { name: /确认支付/ }).click();
    await buyer.page.getByText('支付成功').waitFor();

    // the anchor's big screen hears the order at once
    await expect.poll(() => anchor.page.getByTestId('screen-orders').locator('strong').textContent(), { timeout: 30_000 }).toBe('1');

    // the shop ships, the buyer receives
    expect((await api('POST', 'seller/order/ship', shopToken, { orderId, carrier: '中通快递', trackingNo: 'ZT2026112401' })).status).toBe(200);
    const buyerToken = await loginApi('seller11');
    expect((await api('POST', 'buyers/order/receive', buyerToken, { orderId })).status).toBe(200);

    // the commission is settled in DistributionOrder
    await anchor.page.goto('/workbench/DistributionOrder');
    await anchor.page.getByRole('tab', { name: '已结算' }).click();
    const row = anchor.page.getByTestId(`commission-${orderId}`);
    await row.getByText('已结算').waitFor();
    const amountText = (await row.locator('.wb-money').first().textContent())!;
    const amountFen = Math.round(Number(amountText.replace('¥', '')) * 100);
    expect(amountFen).toBeGreaterThan(0);

    // the shop's ledger shows it paid: a 'commission' line of minus that amount for the order
    const order = (await api<{ orderNo: string; lines: { payFen: number }[] }>('GET', `buyers/order/${orderId}`, buyerToken)).body.data;
    expect(amountFen).toBe(Math.floor((order.lines[0]!.payFen * 25) / 100));
    const ledger = (await api<{ list: { reason: string; ref: string; deltaFen: number }[] }>('GET', 'buyers/wallet/ledger?pageSize=20', shopToken)).body.data
      .list;
    expect(ledger.find((l) => l.reason === 'commission' && l.ref === order.orderNo)).toMatchObject({ deltaFen: -amountFen });

    // and the shop sees what it paid on its side of the same page
    const shop = await newPage(browser, PHONE);
    await signIn(shop.page, 'seller21');
    await shop.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    await shop.page.goto('/workbench/DistributionOrder?view=shop');
    await shop.page.getByTestId(`commission-${orderId}`).getByText('已结算').waitFor();

    expect([...anchor.errors, ...buyer.errors, ...shop.errors]).toEqual([]);
    await Promise.all([anchor.context.close(), buyer.context.close(), shop.context.close()]);
  });
});
