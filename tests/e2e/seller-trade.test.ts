import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, signIn, apiToken, drawerMenu, browserPerFile, chooseSku } from './browser.ts';
import { callApi } from './trade.ts';

/**
 * The seller centre's orders, service and marketing at 390×844 (docs/seller-centre.md): the seller
 * (dsb_student01) creates a coupon, a buyer (gyb_student01, a second browser context) claims it and
 * buys with it, the seller ships, the buyer confirms and reviews, the seller answers the review.
 */

const browser = browserPerFile();

async function signedIn(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks', { timeout: 20_000 });
}

/** From the learner's landing page, by its door card, until the area it leads to is open. */
async function doorCard(page: Page, label: string) {
  await page
    .getByRole('region', { name: '常用入口' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  // the learner page has a 打开菜单 too: nothing may be clicked on it after the card
  await page.waitForURL((u) => !u.pathname.startsWith('/cultivate/'), { timeout: 20_000 });
}

/** A buyer finds the product by the mall's search, from the learner area, and opens it. */
async function findProduct(page: Page, product: { id: number; title: string }) {
  await doorCard(page, '商城首页');
  await page.getByRole('navigation', { name: '商城导航' }).waitFor();
  const search = page.getByPlaceholder('搜索商品').first();
  await search.fill(product.title);
  await search.press('Enter');
  await page.waitForURL((u) => u.pathname === '/productList');
  await page.locator(`a.sp-tile[href="/productDetail?id=${product.id}"]`).first().click();
  await page.locator('.pd-title').waitFor();
}

describe('seller centre: coupon → sale → ship → receipt → review → reply, at 390×844', () => {
  it('runs the whole trade between a seller and a buyer in two browser contexts', async () => {
    const sellerToken = await apiToken('dsb_student01');
    const shop = (await callApi<{ id: number }>('GET', 'seller/shop', sellerToken)).body.data;
    const products = (
      await callApi<{ list: { id: number; title: string; priceFen: number }[] }>('GET', `mall/products?shopId=${shop.id}&sort=price_desc&pageSize=5`)
    ).body.data.list;
    const product = products[0]!;
    const couponTitle = `E2E满1减1元券${Date.now() % 10000}`;

    // The seller creates a coupon on /seller/createYhq.
    const seller = await newPage(browser(), PHONE);
    await signedIn(seller.page, 'dsb_student01');
    await doorCard(seller.page, '卖家中心');
    await drawerMenu(seller.page, '营销工具');
    await seller.page.getByRole('button', { name: /^优惠券/ }).click();
    await seller.page.waitForURL((u) => u.pathname === '/seller/createYhq');
    await seller.page.getByRole('button', { name: '新建优惠券' }).click();
    const form = seller.page.getByRole('form', { name: '新建优惠券' });
    await form.getByLabel('优惠券名称').fill(couponTitle);
    await form.getByLabel('使用门槛（元）').fill('1');
    await form.getByLabel('面额（元）').fill('1');
    await form.getByLabel('发放总量').fill('100');
    await form.getByLabel('每人限领').fill('1');
    await form.getByLabel('有效期至').fill('2099-12-31T23:59');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await seller.page.getByText('保存成功').waitFor();
    await seller.page.getByText(couponTitle).first().waitFor();

    // The buyer claims it on the product page and buys the product with it.
    const buyer = await newPage(browser(), PHONE);
    await signedIn(buyer.page, 'gyb_student01');
    await findProduct(buyer.page, product);
    await buyer.page.getByText(new RegExp(`${couponTitle}.*领取`)).click();
    await buyer.page.getByText('领取成功').waitFor();
    await buyer.page.getByRole('button', { name: '立即购买' }).click();
    await chooseSku(buyer.page);
    await buyer.page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '确定' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/orderMake');
    await buyer.page.getByRole('button', { name: '提交订单' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/commitOrder');
    await buyer.page.getByRole('button', { name: /确认支付/ }).click();
    await buyer.page.getByText('支付成功').waitFor();
    const buyerToken = (await buyer.context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    const mine = (await callApi<{ list: { id: number; shopId: number; discountFen: number }[] }>('GET', 'buyers/orders?status=paid', buyerToken)).body.data
      .list;
    const order = mine.find((o) => o.shopId === shop.id)!;
    const detail = (await callApi<{ discounts: { yhq: number } }>('GET', `buyers/order/${order.id}`, buyerToken)).body.data;
    expect(detail.discounts.yhq).toBe(100);

    // The seller ships it from 订单管理 (待发货).
    await drawerMenu(seller.page, '订单管理');
    await seller.page.waitForURL((u) => u.pathname === '/seller/order');
    await seller.page.getByRole('tab', { name: /^待发货/ }).click();
    const card = seller.page.locator(`[data-order="${order.id}"]`);
    await card.getByRole('button', { name: '发货' }).click();
    await seller.page.getByLabel(/运单号$/).fill('中文');
    await seller.page.getByRole('button', { name: '确认发货' }).click();
    await seller.page.getByText('运单号只能包含字母、数字和横线').waitFor();
    await seller.page.getByLabel(/运单号$/).fill('SF20261123001');
    await seller.page.getByRole('button', { name: '确认发货' }).click();
    await seller.page.getByText('发货成功').waitFor();
    await expect.poll(async () => (await callApi<{ status: string }>('GET', `buyers/order/${order.id}`, buyerToken)).body.data.status).toBe('shipped');

    // The buyer confirms receipt and reviews.
    await buyer.page.getByRole('navigation', { name: '商城导航' }).getByText('我的').click();
    await buyer.page.getByRole('button', { name: /^\d+ 待收货$/ }).click();
    await buyer.page.getByTestId(`order-${order.id}`).getByRole('button', { name: '查看详情' }).click();
    await buyer.page.getByText('SF20261123001').first().waitFor();
    await buyer.page.getByRole('button', { name: '确认收货' }).click();
    await buyer.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await buyer.page.getByText('已确认收货').waitFor();
    await buyer.page.getByRole('button', { name: '去评价' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/evaluateProduct');
    const review = `E2E好评${Date.now() % 10000}，包装很用心`;
    await buyer.page.locator('.ev-line textarea').first().fill(review);
    await buyer.page.getByRole('button', { name: '发布评价' }).click();
    await buyer.page.waitForURL((u) => u.pathname === '/buyedProduct');

    // The seller answers the review on /seller/evaluate.
    await drawerMenu(seller.page, '评价管理');
    await seller.page.waitForURL((u) => u.pathname === '/seller/evaluate');
    const item = seller.page.locator('[data-review]').filter({ hasText: review });
    await item.getByRole('button', { name: '回复' }).click();
    await item.getByLabel('回复内容').fill('感谢亲的支持，欢迎再次光临！');
    await item.getByRole('button', { name: '提交回复' }).click();
    await seller.page.getByText('回复成功').waitFor();
    await item.getByText('掌柜回复：感谢亲的支持，欢迎再次光临！').waitFor();
    const reviews = (await callApi<{ reviews: { content: string; reply: string | null }[] }>('GET', `mall/product/${product.id}`)).body.data.reviews;
    expect(reviews.find((r) => r.content === review)?.reply).toBe('感谢亲的支持，欢迎再次光临！');

    expect(seller.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
    await seller.context.close();
    await buyer.context.close();
  });

  it('客服 in real time: the buyer asks from the product page, the shop answers with a quick reply, the buyer sees it live and in 我的咨询', async () => {
    const sellerToken = await apiToken('dsb_student01');
    const shop = (await callApi<{ id: number }>('GET', 'seller/shop', sellerToken)).body.data;
    const product = (await callApi<{ list: { id: number; title: string }[] }>('GET', `mall/products?shopId=${shop.id}&pageSize=1`)).body.data.list[0]!;
    const question = `请问今天能发货吗？${Date.now() % 10000}`;

    const seller = await newPage(browser(), PHONE);
    await signedIn(seller.page, 'dsb_student01');
    await doorCard(seller.page, '卖家中心');
    await drawerMenu(seller.page, '在线回复');
    await seller.page.getByRole('group', { name: '会话列表' }).waitFor();

    const buyer = await newPage(browser(), PHONE);
    await signedIn(buyer.page, 'syb_student01');
    await findProduct(buyer.page, product);
    await buyer.page.getByRole('button', { name: '客服' }).click();
    await buyer.page.getByLabel('咨询内容').fill(question);
    await buyer.page.getByRole('button', { name: '发送' }).click();
    await buyer.page.locator('.cs-bubble', { hasText: question }).waitFor();

    // the question reaches the open service desk without a reload
    const thread = seller.page.locator('.st-thread', { hasText: question });
    await thread.waitFor();
    await thread.click();
    await seller.page.locator('.st-bubble', { hasText: question }).waitFor();
    const quick = seller.page.getByRole('group', { name: '快捷回复' }).getByRole('button').first();
    const quickText = (await quick.textContent())!;
    await quick.click();
    await seller.page.locator('.st-bubble', { hasText: quickText }).waitFor();

    // the answer arrives live in the buyer's open sheet, and 我的咨询 lists the conversation
    await buyer.page.locator('.cs-them .cs-bubble', { hasText: quickText }).waitFor();
    await buyer.page.getByRole('tab', { name: /我的咨询/ }).click();
    await buyer.page.locator('.cs-thread', { hasText: quickText }).waitFor();

    expect(seller.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
    await seller.context.close();
    await buyer.context.close();
  });
});
