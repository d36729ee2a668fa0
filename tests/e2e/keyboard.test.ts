/**
 * Keyboard only (docs/accessibility.md "Keyboard"): Tab, Shift+Tab, Enter, Space, Escape and the arrow
 * keys, never the mouse. Signing in, a checkout from a product page to a submitted order, a
 * back-office create form, the profile completion at /register and a new shipping address (their
 * native selects chosen with the arrow keys); the phone drawer menu opens from its button and Escape
 * gives focus back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PASSWORD, PHONE, addSignedInCookies, apiToken, baseURL, newPage, TIANHE_CLASS_CHOICES, browserPerFile } from './browser.ts';

interface Focused {
  tag: string;
  name: string;
  /** The focus ring the page draws (outline style and width). */
  ring: string;
  inDialog: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', ring: '', inDialog: false };
    const style = getComputedStyle(el);
    const name = el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent?.replace(/\s+/g, '') || '';
    return { tag: el.tagName.toLowerCase(), name, ring: `${style.outlineStyle} ${style.outlineWidth}`, inDialog: !!el.closest('[role=dialog]') };
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 60 } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (name.test(f.name)) return f;
    seen.push(f.name.slice(0, 16));
  }
  throw new Error(`Tab never reached ${name}; it went through: ${seen.join(' → ')}`);
}

const stamp = () => String(Date.now() % 100000);

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A button or link reached by Tab shows a ring of at least 2 px. */
const expectRing = (f: Focused) => expect(f.ring, `${f.name} has no focus ring`).toMatch(/^(solid|auto) ([2-9]|\d\d)/);

/** On the focused native select, presses ArrowDown or ArrowUp until the option holding `text` is chosen. */
async function arrowTo(page: Page, text: string) {
  const { from, to } = await page.evaluate((wanted) => {
    const select = document.activeElement as HTMLSelectElement;
    return { from: select.selectedIndex, to: [...select.options].findIndex((o) => o.text.includes(wanted)) };
  }, text);
  expect(to, `no option ${text}`).toBeGreaterThan(0);
  for (let i = from; i !== to; i += Math.sign(to - from)) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.text)).toContain(text);
}

const browser = browserPerFile();

describe('keyboard only', () => {
  it('signs in at /login: Tab through the fields, Enter submits', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名/手机号').waitFor();
    await tabTo(page, /请输入用户名/);
    await page.keyboard.type('teacher01');
    await tabTo(page, /请输入密码/);
    await page.keyboard.type('Demo@2026');
    await tabTo(page, /请输入验证码/);
    await page.keyboard.type('0000');
    // the sign-in button is in the order after the fields, with a visible ring
    expectRing(await tabTo(page, /^登\s*录$/));
    await tabTo(page, /请输入验证码/, { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys at 390x844: product → specs → cart → settle → submit the order', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await addSignedInCookies(context, 'seller13');
    // a product of another shop
    const token = await apiToken('seller13');
    const api = async <T>(path: string) =>
      ((await (await fetch(`${baseURL()}/v1/wangchuang/${path}`, { headers: { authorization: token } })).json()) as { data: T }).data;
    const own = await api<{ id: number }>('seller/shop');
    const products = await api<{ list: { id: number; shopId: number }[] }>('mall/products?pageNum=1&pageSize=20');
    const product = products.list.find((p) => p.shopId !== own.id)!;
    await page.goto(`/productDetail?id=${product.id}`);
    await page.getByRole('button', { name: '加入购物车' }).first().waitFor();

    const add = await tabTo(page, /^加入购物车$/);
    expectRing(add);
    await page.keyboard.press('Enter');
    // the sheet takes focus; each spec's first value is chosen with Space
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    const groups = await page.locator('[role=dialog] [role=radiogroup]').count();
    for (let g = 0; g < groups; g++) {
      const first = page.locator('[role=dialog] [role=radiogroup]').nth(g).locator('button:not([disabled])').first();
      const label = (await first.textContent())?.trim() ?? '';
      // the values come before the quantity field, where focus starts
      await tabTo(page, exactly(label), { back: true, max: 30 });
      await page.keyboard.press('Space');
    }
    await tabTo(page, /^确定$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.adm-popup-body .sku-sheet').isVisible()).toBe(false);

    // the cart button of the product's own bar (the shop's tab bar gives way to it)
    expectRing(await tabTo(page, /^购物车/, { back: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/shopCart');
    await page.getByText(/结算\(\d+\)/).waitFor();
    const settle = await tabTo(page, /^结算\([1-9]/);
    expectRing(settle);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/orderMake');
    await page.getByTestId('pay-total').filter({ hasText: '¥' }).waitFor();
    await tabTo(page, /^提交订单$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/commitOrder', { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an ID type at /manage/IdType: 新建 opens the form with focus in it, Enter saves, Escape closes and focus returns', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    await addSignedInCookies(context, 'admin01');
    await page.goto('/manage/IdType');
    const section = page.getByRole('region', { name: '证件类型' });
    await section.getByRole('button', { name: '新建证件类型' }).waitFor();

    expectRing(await tabTo(page, /^新建证件类型$/));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    expect((await focused(page)).tag).toBe('input');
    const name = `键盘证件${Date.now() % 100000}`;
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => section.getByText(name).count()).toBeGreaterThan(0);
    await expect.poll(async () => (await focused(page)).name).toBe('新建证件类型');

    // again, and Escape leaves without saving, focus back on 新建
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('新建证件类型');
    await expect.poll(() => page.locator('[role=dialog] form').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes /register at 390x844: the fields, 省 → 市 → 区/县 → 班级 with the arrow keys, the photo, Enter on 保存', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    const stamp = String(Date.now()).slice(-8);
    const username = `kbd_${stamp}`;
    const signUp = await fetch(`${baseURL()}/v1/wangchuang/common/up-to-date/safe/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: `137${stamp}`, username, password: PASSWORD, captchaId: 'x', captchaCode: '0000' }),
    });
    expect(signUp.status).toBe(200);
    await addSignedInCookies(context, username);
    await page.goto('/register');
    await page.getByRole('combobox', { name: /^省/ }).locator('option', { hasText: '广东省' }).waitFor({ state: 'attached' });

    await tabTo(page, /请输入真实姓名/);
    await page.keyboard.type('键盘学员');
    await tabTo(page, /请输入身份证号/);
    await page.keyboard.type(`44010619900101${stamp.slice(-4)}`);
    await tabTo(page, /请输入手机号/);
    await page.keyboard.type(`137${stamp}`);
    // each level's options load once the level above is chosen (an e-commerce class of 天河区)
    for (const [name, choice] of TIANHE_CLASS_CHOICES) {
      // disabled (out of the Tab order) until the level above is chosen and its options are in
      const select = page.getByRole('combobox', { name });
      await expect.poll(() => select.isEnabled()).toBe(true);
      await tabTo(page, new RegExp(`^${await select.evaluate((s: HTMLSelectElement) => s.options[0]!.text)}`));
      expect(await select.evaluate((s) => s === document.activeElement)).toBe(true);
      await arrowTo(page, choice);
    }
    // the photo: the uploader's file input is next in the Tab order (Enter on it opens the system's file
    // chooser; headless Chromium did not always raise that event under load, so the file is set on it)
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('file');
    await page.locator('input[type=file]:focus').setInputFiles('public/icons/icon-192.png');
    await expect.poll(() => page.locator('.adm-image-uploader-cell-image, .adm-image-uploader-cell img').count()).toBeGreaterThan(0);
    // uploaded (the photo is the field's value only then)
    await expect.poll(() => page.locator('.adm-image-uploader-cell-mask').count()).toBe(0);
    expectRing(await tabTo(page, /^保\s*存$/));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/cultivate/joinClass', { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a shipping address at /harvestAddress: 省/市/区 with the arrow keys, Enter saves', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await addSignedInCookies(context, 'seller13');
    await page.goto('/harvestAddress');
    await page.getByRole('button', { name: /新增收货地址/ }).waitFor();
    await tabTo(page, /新增收货地址/);
    await page.keyboard.press('Enter');
    // focus moves into the sheet, on its first field
    await expect.poll(async () => (await focused(page)).name).toBe('请输入收货人姓名');
    const name = `键盘收货${stamp()}`;
    await page.keyboard.type(name);
    await tabTo(page, /请输入手机号码/);
    await page.keyboard.type('13812345678');
    for (const [level, choice] of [
      ['省', '浙江省'],
      ['市', '杭州市'],
      ['区', '西湖区'],
    ]) {
      await tabTo(page, exactly(level));
      await arrowTo(page, choice);
    }
    await tabTo(page, /街道、楼牌号等/);
    await page.keyboard.type('文三路1号');
    await tabTo(page, /^保\s*存$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(name).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText('浙江省').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the phone drawer menu from its button, and Escape closes it with focus back on the button', async () => {
    const { context, page, errors } = await newPage(browser(), PHONE);
    await addSignedInCookies(context, 'admin01');
    await page.goto('/manage/borad');
    await page.getByRole('button', { name: '打开菜单' }).waitFor();
    expectRing(await tabTo(page, /^打开菜单$/));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Tab stays inside the drawer
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('打开菜单');
    await expect.poll(() => page.getByRole('navigation', { name: '菜单' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
