import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addSignedInCookies, DESKTOP, newPage, PASSWORD, PHONE, signIn, TIANHE_CLASS_CHOICES, registerPhoto, browserPerFile } from './browser.ts';
import { cancelUnpaid, v1 } from './trade.ts';

// What a user changed shows everywhere at once, without a reload and without signing in again
// (docs/architecture.md "Fresh data").

const browser = browserPerFile();

/** One call as an API client (trade.ts), in this file's argument order. */
const api = <T>(method: 'GET' | 'POST', path: string, token: string, json?: unknown): Promise<T> => v1<T>(token, method, path, json);

/** Marks the page: the mark survives everything but a reload. */
const markPage = (page: Page) => page.evaluate(() => void ((window as unknown as { freshMark: number }).freshMark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { freshMark?: number }).freshMark === 1);

describe('fresh data', () => {
  it('staff at 1440x900: a class approved on 待审核班级 shows as 已通过 on the kept-alive 班级列表 tab when clicked back', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    const token = await addSignedInCookies(context, 'area01');
    const waiting = await api<{ list: { id: number; name: string }[] }>('GET', 'area/classReview/list?reviewKind=opening', token);
    const name = waiting.list[0]!.name;

    await page.goto('/manage/classList');
    const classList = page.locator('[data-tab="/manage/classList"]');
    await classList.getByPlaceholder('搜索班级名称').fill(name);
    const row = classList.locator('tbody tr', { hasText: name });
    await expect.poll(() => row.textContent()).toContain('待审核');
    await markPage(page);

    await page.locator('.side-menu').getByRole('button', { name: '待审核班级' }).click();
    const review = page.locator('[data-tab="/manage/unClassList"]');
    await review.getByRole('button', { name: `审核通过：${name}` }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => review.getByRole('button', { name: `审核通过：${name}` }).count()).toBe(0);

    await page.getByRole('tab', { name: '班级列表' }).click();
    await expect.poll(() => row.textContent()).toContain('已通过');
    expect(await classList.getByPlaceholder('搜索班级名称').inputValue()).toBe(name); // the tab kept its filter
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buyer at 390x844: paying an order changes the header coins at once, and the buyer centre open in another tab follows', async () => {
    const { context, page: centre, errors } = await newPage(browser(), PHONE);
    const token = await addSignedInCookies(context, 'seller07');
    // an order to pay, from another shop's goods
    const products = await api<{ list: { id: number; shopId: number }[] }>('GET', 'mall/products?sort=sales&pageSize=20', token);
    const own = await api<{ id: number }>('GET', 'seller/shop', token);
    const product = products.list.find((p) => p.shopId !== own.id)!;
    const detail = await api<{ skus: { id: number; stock: number }[] }>('GET', `mall/product/${product.id}`, token);
    const sku = detail.skus.find((s) => s.stock > 0)!;
    await cancelUnpaid(token);
    const { orderIds } = await api<{ orderIds: number[] }>('POST', 'buyers/order/create', token, { items: [{ skuId: sku.id, quantity: 1 }] });

    await centre.goto('/buyerCenterHome');
    const coins = centre.locator('.tn-coins');
    await expect.poll(() => coins.textContent()).toMatch(/金币 \d/);
    const unpaid = Number(await centre.getByTestId('count-pending_payment').textContent());
    const toShip = Number(await centre.getByTestId('count-paid').textContent());
    const coinsBefore = await coins.textContent();
    await markPage(centre);

    const checkout = await context.newPage();
    await checkout.goto(`/commitOrder?orderIds=${orderIds[0]}`);
    const header = checkout.locator('.tn-coins');
    await expect.poll(() => header.textContent()).toBe(coinsBefore);
    await checkout.getByRole('button', { name: /确认支付/ }).click();
    await checkout.getByText('支付成功').waitFor();
    const left = /余额 ¥?([\d.]+)/.exec((await checkout.getByText(/已支付/).textContent()) ?? '')![1];
    await expect.poll(() => header.textContent()).toBe(`金币 ${left}`);

    await centre.bringToFront();
    await expect.poll(() => centre.getByTestId('count-pending_payment').textContent()).toBe(String(unpaid - 1));
    await expect.poll(() => centre.getByTestId('count-paid').textContent()).toBe(String(toShip + 1));
    await expect.poll(() => coins.textContent()).toBe(`金币 ${left}`);
    expect(await stillSamePage(centre)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new learner at 390x844: 注册账号 from the login page → /register → admitted by the institution (inst01 at 1440x900) → the tab follows: the class pages, then the mall and the shop exam, never signing in again', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    const stamp = String(Date.now()).slice(-8);
    const phone = `139${stamp}`;
    const realName = '鲜学员';

    await page.goto('/login');
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.waitForURL((u) => u.pathname === '/regist');
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByPlaceholder('6-20个字母、数字、下划线').fill(`fresh_${stamp}`);
    await page.getByPlaceholder('请输入8~24位密码').fill(PASSWORD);
    await page.getByPlaceholder('请输入确认密码').fill(PASSWORD);
    await page.getByPlaceholder('请输入验证码').fill('0000');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await page.waitForURL((u) => u.pathname === '/register');

    await page.getByPlaceholder('请输入真实姓名').fill(realName);
    await page.getByPlaceholder('请输入身份证号').fill(`44010619900101${stamp.slice(-4)}`);
    await page.getByPlaceholder('请输入手机号').fill(phone);
    // an e-commerce (DSB) class of inst01's county (天河区): the institution that admits below
    for (const [name, choice] of TIANHE_CLASS_CHOICES) {
      const option = page.getByRole('combobox', { name }).locator('option', { hasText: choice }).first();
      await page.getByRole('combobox', { name }).selectOption((await option.getAttribute('value'))!);
    }
    await registerPhoto(page);
    await page.getByRole('button', { name: '保存' }).click();
    // waiting in the registration pool: the class page says so (docs/journeys.md), its menu is that page
    await page.waitForURL((u) => u.pathname === '/cultivate/joinClass', { timeout: 20_000 });
    await page.getByRole('heading', { name: '您已报名，请等待录取' }).waitFor();
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '菜单' });
    await menu.getByRole('button', { name: '加入培训班' }).waitFor();
    expect(await menu.getByRole('button', { name: '电商实训' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await markPage(page);

    // the institution admits the learner from 待审批学员, on its desktop
    const inst = await newPage(browser(), DESKTOP);
    await signIn(inst.page, 'inst01');
    await inst.page.waitForURL((u) => u.pathname === '/manage/borad', { timeout: 20_000 });
    await inst.page.locator('.side-menu').getByRole('button', { name: '学员管理' }).click();
    await inst.page.locator('.side-menu').getByRole('button', { name: '待审批学员' }).click();
    const pending = inst.page.locator('[data-tab="/manage/pendingApprovalStudent"]');
    await pending.getByRole('search').getByLabel('姓名').fill(realName);
    await pending
      .getByRole('button', { name: `录取：${realName}` })
      .first()
      .click();
    await inst.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => pending.getByRole('button', { name: `录取：${realName}` }).count()).toBe(0);

    // the learner comes back to the tab after a while: no sign-out, no reload
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForTimeout(5200);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('heading', { name: /^你已加入/ }).waitFor();
    await page.getByRole('button', { name: '打开菜单' }).click();
    for (const entry of ['实训规划', '电商实训', '结业证书']) await menu.getByRole('button', { name: entry }).waitFor();
    expect(await menu.getByRole('button', { name: '加入培训班' }).count()).toBe(0);
    await menu.getByRole('button', { name: '电商实训' }).click();
    await page.waitForURL((u) => u.pathname === '/cultivate/practice');
    await page.getByRole('heading', { name: '电商实训', level: 1 }).waitFor();
    expect(await page.getByText('页面不存在').count()).toBe(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await menu.getByRole('button', { name: '学习任务' }).click();
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks');

    // and the shop, as the same signed-in user: the mall with their coins, then the seller centre's door (the shop exam first)
    const doors = page.getByRole('region', { name: '常用入口' });
    await doors.getByRole('link', { name: /^商城首页/ }).click();
    await expect.poll(() => page.locator('.tn-coins').textContent()).toMatch(/金币 \d/);
    await page.getByRole('button', { name: '导航菜单' }).click();
    await page.getByRole('menuitem', { name: '培训管理' }).click();
    await doors.getByRole('link', { name: /^开店考试|^卖家中心/ }).click();
    await page.waitForURL((u) => u.pathname === '/seller/exam');
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(inst.errors).toEqual([]);
    await Promise.all([context.close(), inst.context.close()]);
  });
});
