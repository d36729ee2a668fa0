import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, addSignedInCookies, newPage, signIn, browserPerFile } from './browser.ts';

/**
 * Issue 25, tried as a new user would: from where zbb_student01 lands, the mall, the seller centre,
 * the supply market and the workbench by clicking only (no address typed after signing in), on a
 * phone and a desktop, and back; seller01 and supplier01 land on their work. No refused call (403).
 */

const browser = browserPerFile();

/** Signs in and records every 403 answer the page receives. */
async function signedIn(username: string, viewport: typeof PHONE) {
  const opened = await newPage(browser(), viewport);
  const refused: string[] = [];
  opened.page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await signIn(opened.page, username);
  await opened.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
  return { ...opened, refused };
}

const at = (page: Page, path: string) => page.waitForURL((u) => u.pathname === path, { timeout: 20_000 });

/**
 * On a phone, where each area's page is drawn: the address changes before the new layout has loaded,
 * and the old one's menu button must not be the one clicked.
 */
const PHONE_LANDMARKS: Record<string, (page: Page) => ReturnType<Page['getByRole']>> = {
  '/home': (page) => page.getByRole('navigation', { name: '商城导航' }),
  '/cultivate/learningtasks': (page) => page.getByRole('region', { name: '常用入口' }),
  '/supplymarket/notice': (page) => page.getByRole('navigation', { name: '平台导航' }),
  '/workbench/workbenchHome': (page) => page.getByRole('navigation', { name: '工作台菜单' }),
  '/seller/index': (page) => page.getByRole('heading', { name: '卖家中心首页' }),
};
async function arrive(page: Page, path: string) {
  await at(page, path);
  await PHONE_LANDMARKS[path](page).waitFor();
}
const card = (page: Page, label: string) => page.getByRole('region', { name: '常用入口' }).getByRole('link', { name: new RegExp(`^.?${label}`) });

describe("the learner's landing drawn by the server", () => {
  it('a phone shows the class, its tasks and the doors before the app runs; a door tapped meanwhile opens once the app has the page', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await addSignedInCookies(context, 'zbb_student01');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // the app's entry script waits until the door has been tapped
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
    await page.goto('/cultivate/learningtasks', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: '学习任务' }).waitFor();
    expect(await page.title()).toBe('学习任务 - 创业培训管理平台');
    expect(await page.locator('#root[data-prerendered] .ln-task').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: /商城首页/ }).click();
    expect(new URL(page.url()).pathname).toBe('/cultivate/learningtasks');
    release();
    await page.waitForURL((u) => u.pathname === '/home', { timeout: 20_000 });
    await page.getByRole('navigation', { name: '商城导航' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('zbb_student01 clicks through every door', () => {
  it('on a phone: door cards out of the learner area, the header menu (with the gold coins) back into it', async () => {
    const { context, page, errors, refused } = await signedIn('zbb_student01', PHONE);
    await arrive(page, '/cultivate/learningtasks');
    const menuTo = async (label: string) => {
      await page.getByRole('button', { name: '导航菜单' }).click();
      await page.getByRole('menuitem', { name: label }).click();
    };

    await card(page, '商城首页').click();
    await arrive(page, '/home');
    await menuTo('培训管理');
    await arrive(page, '/cultivate/learningtasks');

    await card(page, '供销市场').click();
    await arrive(page, '/supplymarket/notice');
    // the supply market's own top bar (spec: mall home, seller centre, training management)
    await page.getByRole('navigation', { name: '平台导航' }).getByRole('link', { name: '培训管理' }).click();
    await arrive(page, '/cultivate/learningtasks');

    await card(page, '主播工作台').click();
    await arrive(page, '/workbench/workbenchHome');
    await menuTo('培训管理');
    await arrive(page, '/cultivate/learningtasks');

    await card(page, '卖家中心').click();
    await arrive(page, '/seller/index');
    // the seller centre's phone header: the spec's top navigation with the coin balance
    await page.getByRole('button', { name: '导航菜单' }).click();
    await expect.poll(() => page.getByTitle('金币余额').textContent()).toMatch(/^金币 \d+\.\d{2}$/);
    await page.getByRole('menuitem', { name: '供销市场' }).click();
    await arrive(page, '/supplymarket/notice');

    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a desktop: the top navigation strip on every layout; the seller centre opens in a new window (spec §4)', async () => {
    const { context, page, errors, refused } = await signedIn('zbb_student01', DESKTOP);
    await at(page, '/cultivate/learningtasks');
    const strip = () => page.getByRole('navigation', { name: '顶部导航' });
    await expect.poll(() => strip().getByTitle('金币余额').textContent()).toMatch(/^金币 \d+\.\d{2}$/);

    await strip().getByRole('link', { name: '供销市场' }).click();
    await at(page, '/supplymarket/notice');
    await strip().getByRole('link', { name: '主播工作台' }).click();
    await at(page, '/workbench/workbenchHome');
    await strip().getByRole('link', { name: '商城首页' }).click();
    await at(page, '/home');
    await strip().getByRole('link', { name: '培训管理' }).click();
    await at(page, '/cultivate/learningtasks');

    const [seller] = await Promise.all([context.waitForEvent('page'), strip().getByRole('button', { name: '卖家中心' }).click()]);
    await seller.waitForURL((u) => u.pathname === '/seller/index', { timeout: 20_000 });
    // and from the seller centre: the supply market, the mall and the buyer centre
    const sellerStrip = seller.getByRole('navigation', { name: '顶部导航' });
    for (const label of ['供销市场', '商城首页', '买家中心']) await sellerStrip.getByRole('link', { name: label }).waitFor();
    await sellerStrip.getByRole('link', { name: '买家中心' }).click();
    await seller.waitForURL((u) => u.pathname === '/buyerCenterHome');

    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accounts without a class land where their work is', () => {
  it.each([
    ['seller01', '/seller/index'],
    ['supplier01', '/supplymarket/supplymarketIndex'],
  ])('%s lands on %s', async (username, landing) => {
    const { context, page, errors, refused } = await signedIn(username, PHONE);
    await at(page, landing);
    await page.getByRole('button', { name: '导航菜单' }).waitFor();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
