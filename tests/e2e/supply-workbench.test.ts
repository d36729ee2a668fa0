import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, signIn, apiToken, tokenOf, browserPerFile, chooseSku } from './browser.ts';
import { v1 } from './trade.ts';

/**
 * Issue 25's learner and anchor journeys at 390×844, clicking only from where each user lands
 * (docs/journeys.md "Learner, buyer and anchor journeys"):
 * - the learner (dsb_student01, a DSB class and a shop) reads a notice, records a training task, goes
 *   into the shop from the learner area, buys a lot on the supply market (it arrives in the shop's
 *   stock), bids on a 直通车 keyword (buyers' searches show the product as 广告) and ships an order;
 * - the anchor (zbb_student01) picks another shop's product in the selection centre, goes live, a
 *   viewer buys in the live room, the order is received, and the commission shows as settled on both
 *   sides while the shop's coin ledger shows it paid.
 * (The test kept across a reload is the learner's too: tests/e2e/learner.test.ts.)
 */

const browser = browserPerFile();

const confirmDialog = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
const landedOn = (page: Page, path: string) => page.waitForURL((u) => u.pathname === path, { timeout: 20_000 });
/** The phone header's navigation menu (the spec's top navigation): its gold-coin line, then a door. */
async function coinsInMenu(page: Page) {
  await page.getByRole('button', { name: '导航菜单' }).click();
  const text = (await page.getByTitle('金币余额').textContent())!;
  await page.keyboard.press('Escape');
  return Math.round(Number(/金币 ([\d.]+)/.exec(text)![1]) * 100);
}
const menuTo = async (page: Page, door: string) => {
  await page.getByRole('button', { name: '导航菜单' }).click();
  await page.getByRole('menuitem', { name: door }).click();
};

describe('the learner runs their shop at 390x844', () => {
  it('a notice, a training record, then the shop: a lot from the supply market into stock, a 直通车 keyword, an order shipped', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await signIn(page, 'dsb_student01');
    await landedOn(page, '/cultivate/learningtasks');
    const token = await tokenOf(page);

    // a notice read from the bell: the count drops at once
    const bell = page.getByRole('button', { name: /^通知公告/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^通知公告，\d+条未读$/);
    const unread = Number(/(\d+)条未读/.exec((await bell.getAttribute('aria-label'))!)![1]);
    await bell.click();
    const notice = page.getByRole('list', { name: '通知列表' }).locator('[data-unread="1"] button').first();
    const title = (await notice.locator('.notice-item-title').textContent())!;
    await notice.click();
    await page.locator('.notice-detail-title', { hasText: title }).first().waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(unread > 1 ? `通知公告，${unread - 1}条未读` : '通知公告');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // a training record on 电商实训's open task
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('button', { name: '电商实训' }).click();
    await landedOn(page, '/cultivate/practice');
    const task = page.locator('section.ln-card', { has: page.getByRole('heading', { name: /店铺直播/ }) });
    await task.getByRole('button', { name: '+ 添加实训记录' }).click();
    const record = `直播脚本已写好，主推土蜂蜜${Date.now() % 10000}`;
    await task.getByLabel('实训记录').fill(record);
    await task.getByRole('button', { name: '提交' }).click();
    await task.getByText(record).waitFor();

    // into the shop, and from its menu to the supply market
    await page.getByRole('link', { name: '进入卖家中心' }).click();
    await page.getByRole('heading', { name: '卖家中心首页' }).waitFor();
    await menuTo(page, '供销市场');
    await page.getByRole('navigation', { name: '平台导航' }).waitFor();
    const before = await coinsInMenu(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('button', { name: '商品管理' }).click();
    await page.getByRole('tab', { name: '货源大厅', selected: true }).waitFor();
    await page.getByRole('searchbox', { name: '搜索货源' }).fill('枸杞');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.locator('a.mk-tile', { hasText: '宁夏中宁枸杞 500g 特级' }).click();
    await landedOn(page, '/supplymarket/productDetail');
    const productId = Number(new URL(page.url()).searchParams.get('id'));

    // 100 bags reach the second tier (¥23.00 each); 20 (the minimum) at ¥26.00
    await page.getByRole('textbox', { name: '采购数量' }).fill('100');
    await expect.poll(() => page.getByTestId('supply-total').textContent()).toContain('¥2300.00');
    await page.getByRole('textbox', { name: '采购数量' }).fill('20');
    await expect.poll(() => page.getByTestId('supply-total').textContent()).toBe('单价 ¥26.00 · 合计 ¥520.00');
    await page.getByRole('button', { name: '立即采购' }).click();
    await confirmDialog(page);
    await page.waitForURL((u) => u.pathname === '/supplymarket/orderManage' && u.searchParams.get('status') === 'paid');
    const card = page.locator('[data-testid^="supply-order-"]', { hasText: '宁夏中宁枸杞 500g 特级' }).first();
    await card.waitFor();
    expect(await card.getByText('待发货').count()).toBe(1);
    const orderId = Number((await card.getAttribute('data-testid'))!.replace('supply-order-', ''));
    // the header's coins follow the payment without a reload
    await expect.poll(() => coinsInMenu(page)).toBe(before - 52_000);

    // the supplier ships (their side of the market: tests/e2e and docs/supply-and-workbench.md)
    await v1(await apiToken('supplier01'), 'POST', 'supply/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF2026112401' });

    // the learner confirms receipt; the lot is in the shop's stock
    await page.getByRole('tab', { name: '待收货' }).click();
    const shipped = page.getByTestId(`supply-order-${orderId}`);
    await shipped.getByRole('button', { name: '确认收货' }).click();
    await confirmDialog(page);
    await page.getByRole('tab', { name: '待评价' }).click();
    const received = page.getByTestId(`supply-order-${orderId}`);
    await received.getByRole('button', { name: '详情' }).click();
    await expect.poll(() => received.getByTestId(`stock-${orderId}`).textContent(), { timeout: 10_000 }).toContain('已入库 20袋，该货品店铺库存 20袋');
    // recorded once, as the shop's stock of that listing
    const product = await v1<{ links: { mode: string; stock: number; totalQty: number }[] }>(token, 'GET', `supply/product/${productId}`);
    expect(product.links).toEqual([expect.objectContaining({ mode: 'stock', stock: 20, totalQty: 20 })]);

    // rates the supplier (the evaluation page has no title bar)
    await received.getByRole('button', { name: '评价供应商' }).click();
    await landedOn(page, '/supplymarket/marketEvaluate');
    await expect.poll(() => page.locator('.supply-titlebar').count()).toBe(0);
    await page.getByPlaceholder('货品质量、发货速度、服务如何？').fill('枸杞颗粒饱满，发货快');
    await page.getByRole('button', { name: '提交评价' }).click();
    await landedOn(page, '/supplymarket/orderManage');
    expect((await v1<{ status: string }>(token, 'GET', `supply/order/${orderId}`)).status).toBe('completed');

    // back to the shop (spec §4: the seller centre opens in a new window from the top navigation)
    const [shop] = await Promise.all([context.waitForEvent('page'), menuTo(page, '卖家中心')]);
    shop.on('pageerror', (e) => errors.push(e.message));
    await shop.getByRole('heading', { name: '卖家中心首页' }).waitFor();

    // 直通车: a keyword bid for one of the shop's goods
    await shop.getByRole('navigation', { name: '常用功能' }).getByRole('link', { name: '营销工具' }).click();
    await shop.getByRole('button', { name: /^直通车 \d+个关键词推广中$/ }).click();
    await landedOn(shop, '/seller/throughTrain');
    const keyword = `建国好物${Date.now() % 10000}`;
    await shop.getByRole('button', { name: /^添加关键词/ }).click();
    const form = shop.getByRole('form');
    await form.getByLabel(/^\*?关键词$/).fill(keyword);
    const goods = form.getByLabel(/^\*?推广商品$/);
    await expect.poll(() => goods.locator('option').count()).toBeGreaterThan(1);
    const promoted = (await goods.locator('option').nth(1).textContent())!.trim();
    await goods.selectOption({ index: 1 });
    await form.getByLabel(/^\*?出价/).fill('0.5');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.count()).toBe(0);
    // on, so its card offers to pause it
    await shop.getByRole('button', { name: `暂停：${keyword}` }).waitFor();

    // the learner ships an order a buyer placed: 待发货 on the seller centre's home, one less after
    await shop.getByRole('button', { name: '打开菜单' }).click();
    await shop.getByRole('button', { name: '卖家中心首页' }).click();
    const toShip = shop.getByRole('link', { name: /^待发货 \d+$/ });
    const toShipCount = async () => Number(/待发货 (\d+)/.exec(await toShip.ariaSnapshot())![1]);
    const waiting = await toShipCount();
    expect(waiting).toBeGreaterThan(0);
    await toShip.click();
    await landedOn(shop, '/seller/order');
    const order = shop.locator('[data-order]', { has: shop.getByRole('button', { name: '发货' }) }).first();
    await order.getByRole('button', { name: '发货' }).click();
    await shop.getByLabel(/运单号$/).fill('SF20261127001');
    await shop.getByRole('button', { name: '确认发货' }).click();
    await shop.getByText('发货成功').waitFor();
    await shop.getByRole('button', { name: '打开菜单' }).click();
    await shop.getByRole('button', { name: '卖家中心首页' }).click();
    await expect.poll(toShipCount).toBe(waiting - 1);

    // a buyer searching the keyword sees the product first, marked 广告
    await menuTo(shop, '商城首页');
    await shop.getByRole('navigation', { name: '商城导航' }).waitFor();
    const search = shop.getByPlaceholder('搜索商品');
    await search.fill(keyword);
    await search.press('Enter');
    const first = shop.locator('a.sp-tile').first();
    await first.getByText('广告').waitFor();
    expect(await first.textContent()).toContain(promoted);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the anchor sells live at 390x844', () => {
  it('an anchor sells another shop’s product from a live session; the received order’s commission is settled and the shop paid it', async () => {
    // seller21's shop opens a product for distribution at 25 % (its side: seller/shopDistribution)
    const shopToken = await apiToken('seller21');
    const products = (
      await v1<{ list: { id: number; title: string; priceFen: number; stock: number }[] }>(shopToken, 'GET', 'seller/shopDistribution/list?pageSize=50')
    ).list;
    const target = products.filter((p) => p.stock > 5).sort((a, b) => a.priceFen - b.priceFen)[0]!;
    await v1(shopToken, 'POST', `seller/shopDistribution/update/${target.id}`, { open: true, rate: 25 });

    // the anchor goes from the learner area to the workbench and finds it in the selection centre
    const anchor = await newPage(browser(), PHONE);
    await signIn(anchor.page, 'zbb_student01');
    await landedOn(anchor.page, '/cultivate/learningtasks');
    await anchor.page
      .getByRole('region', { name: '常用入口' })
      .getByRole('link', { name: /^主播工作台/ })
      .click();
    const workbenchMenu = anchor.page.getByRole('navigation', { name: '工作台菜单' });
    await workbenchMenu.getByRole('button', { name: '选品中心' }).click();
    await anchor.page.getByRole('searchbox', { name: '搜索可分销商品' }).fill(target.title);
    await anchor.page.getByRole('button', { name: '搜索' }).click();
    const tile = anchor.page.getByTestId(`pick-${target.id}`);
    await tile.getByText('佣金25%').waitFor();
    await tile.getByRole('button', { name: '加入选品' }).click();
    await tile.getByRole('button', { name: '已在我的选品' }).waitFor();

    // goes live with it on the shelf
    await workbenchMenu.getByRole('button', { name: '我的直播' }).click();
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
    await landedOn(anchor.page, '/workbench/Anchorbigscreen');
    await expect.poll(() => anchor.page.getByTestId('screen-orders').locator('strong').textContent()).toBe('0');

    // a viewer finds the room among the mall's live sessions and buys from the shelf
    const buyer = await newPage(browser(), PHONE);
    await signIn(buyer.page, 'seller11');
    await landedOn(buyer.page, '/seller/index');
    await menuTo(buyer.page, '商城首页');
    await buyer.page.getByRole('button', { name: '更多直播 ›' }).click();
    await buyer.page.getByRole('button', { name: /端到端测试专场/ }).click();
    await landedOn(buyer.page, '/liveing');
    await buyer.page.getByRole('button', { name: '去抢购' }).first().click();
    await chooseSku(buyer.page);
    await buyer.page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/orderMake' && u.searchParams.has('live'));
    await expect.poll(() => buyer.page.getByTestId('pay-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await buyer.page.getByRole('button', { name: '提交订单' }).click();
    await landedOn(buyer.page, '/commitOrder');
    const orderId = Number(new URL(buyer.page.url()).searchParams.get('orderIds'));
    await buyer.page.getByRole('button', { name: /确认支付/ }).click();
    await buyer.page.getByText('支付成功').waitFor();

    // the anchor's big screen hears the order at once
    await expect.poll(() => anchor.page.getByTestId('screen-orders').locator('strong').textContent(), { timeout: 30_000 }).toBe('1');

    // the shop ships, the buyer receives (their sides of the trade: tests/e2e/shop.test.ts walks them)
    await v1(shopToken, 'POST', 'seller/order/ship', { orderId, carrier: '中通快递', trackingNo: 'ZT2026112401' });
    const buyerToken = await tokenOf(buyer.page);
    await v1(buyerToken, 'POST', 'buyers/order/receive', { orderId });

    // the commission is settled: the anchor's 分销订单, reached from the big screen's way back
    await anchor.page.getByRole('link', { name: /返回我的直播/ }).click();
    await workbenchMenu.getByRole('button', { name: '分销订单' }).click();
    await anchor.page.getByRole('tab', { name: '已结算' }).click();
    const row = anchor.page.getByTestId(`commission-${orderId}`);
    await row.getByText('已结算').waitFor();
    const amountText = (await row.locator('.wb-money').first().textContent())!;
    const amountFen = Math.round(Number(amountText.replace('¥', '')) * 100);
    expect(amountFen).toBeGreaterThan(0);

    // the shop's ledger shows it paid: a 'commission' line of minus that amount for the order
    const order = await v1<{ orderNo: string; lines: { payFen: number }[] }>(buyerToken, 'GET', `buyers/order/${orderId}`);
    expect(amountFen).toBe(Math.floor((order.lines[0]!.payFen * 25) / 100));
    const ledger = await v1<{ list: { reason: string; ref: string; deltaFen: number }[] }>(shopToken, 'GET', 'buyers/wallet/ledger?pageSize=20');
    expect(ledger.list.find((l) => l.reason === 'commission' && l.ref === order.orderNo)).toMatchObject({ deltaFen: -amountFen });

    // and the shop sees what it paid on its side of the same page
    const shop = await newPage(browser(), PHONE);
    await signIn(shop.page, 'seller21');
    await landedOn(shop.page, '/seller/index');
    await menuTo(shop.page, '主播工作台');
    await shop.page.getByRole('navigation', { name: '工作台菜单' }).getByRole('button', { name: '分销订单' }).click();
    await shop.page.getByRole('tab', { name: '店铺支付的佣金' }).click();
    await shop.page.getByTestId(`commission-${orderId}`).getByText('已结算').waitFor();

    expect([...anchor.errors, ...buyer.errors, ...shop.errors]).toEqual([]);
    await Promise.all([anchor.context.close(), buyer.context.close(), shop.context.close()]);
  });
});
