import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, TABLET, appTookOver, newPage, signIn, browserPerFile } from './browser.ts';

const browser = browserPerFile();

const menu = (page: Page) => page.getByRole('navigation', { name: '菜单' });
const shot = (page: Page, name: string) => page.screenshot({ path: `shots/e2e-${name}.png`, fullPage: true });

describe('back-office layout', () => {
  it('a teacher on a desktop moves through the fixed sidebar and the tabs bar', async () => {
    const { context, page, errors } = await newPage(browser(), DESKTOP);
    await signIn(page, 'teacher01');
    await page.waitForURL((u) => u.pathname === '/manage/classList');
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await menu(page).getByRole('button', { name: '考试管理' }).click();
    await menu(page).getByRole('button', { name: '题库' }).click();
    await page.waitForURL((u) => u.pathname === '/manage/tkpage');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await expect.poll(() => tabs.getByRole('tab').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toContain('题库');
    // the pointer's × (keyboards press Delete on the tab: tests/e2e/keyboard.test.ts)
    await tabs.getByTitle('关闭 题库').click();
    await page.waitForURL((u) => u.pathname !== '/manage/tkpage');
    expect(await page.title()).toMatch(/ - /);
    await shot(page, 'teacher-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a province admin on a tablet collapses the sidebar and the choice survives a reload', async () => {
    const { context, page } = await newPage(browser(), TABLET);
    await signIn(page, 'province01');
    await page.waitForURL((u) => u.pathname === '/manage/borad');
    const toggle = page.getByRole('button', { name: /收起菜单|展开菜单/ });
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect.poll(() => page.getByRole('button', { name: /收起菜单|展开菜单/ }).getAttribute('aria-label')).not.toBe(before);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    expect(['0', '1']).toContain(cookie);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /收起菜单|展开菜单/ }).getAttribute('aria-label')).not.toBe(before);
    await shot(page, 'province-tablet');
    await context.close();
  });

  for (const [user, has, hasNot] of [
    ['syb_student01', '创业计划书', '结业证书'],
    ['gyb_student01', '在线考试', '创业计划书'],
    ['zbb_student01', '结业证书', '创业计划书'],
    ['dsb_student01', '实训规划', '创业计划书'],
  ] as const) {
    it(`${user} on a phone opens the drawer menu filtered by class type`, async () => {
      const { context, page } = await newPage(browser(), PHONE);
      await signIn(page, user);
      await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks');
      await page.getByRole('button', { name: '打开菜单' }).click();
      await expect.poll(() => menu(page).getByRole('button', { name: has }).count()).toBe(1);
      expect(await menu(page).getByRole('button', { name: hasNot }).count()).toBe(0);
      await shot(page, `${user}-drawer-phone`);
      await context.close();
    });
  }

  it('a route the class type may not use shows 404', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, 'gyb_student01');
    await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks');
    await page.goto('/cultivate/prospectus');
    await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
    await page.goto('/manage/classList');
    await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('shop top bar', () => {
  it('folds into a menu on phones and shows links on desktops', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [TABLET, 'tablet'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser(), viewport);
      await signIn(page, 'zbb_student01');
      await page.waitForURL((u) => u.pathname === '/cultivate/learningtasks');
      await page.goto('/home');
      if (name === 'phone') {
        await page.getByRole('button', { name: '导航菜单' }).click();
        await expect.poll(() => page.getByRole('menuitem', { name: '买家中心' }).count()).toBe(1);
      } else {
        const nav = page.getByRole('navigation', { name: '顶部导航' });
        await expect.poll(() => nav.getByText('买家中心').count()).toBe(1);
        // every door is inside the bar, none cut off (a learner with every door wraps to two lines on a tablet)
        await expect.poll(() => nav.getByText('主播工作台').count()).toBe(1); // the doors of what the learner holds come last
        await expect.poll(() => nav.locator('.tn-coins').textContent()).toMatch(/金币 \d/);
        // the coins are in the page the server drew too: measure the app's bar, not the one it replaces
        await appTookOver(page);
        const bar = (await page.locator('header.topnav').boundingBox())!;
        for (const link of await nav.locator('a, button, .tn-user').all()) {
          const box = (await link.boundingBox())!;
          const label = (await link.textContent()) ?? '';
          expect(box.y, label).toBeGreaterThanOrEqual(bar.y);
          expect(box.y + box.height, label).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
        }
        // the bell ends the bar, right of every door, not alone on a line under them
        const bell = (await page.locator('header.topnav .notice-bell').boundingBox())!;
        const links = (await nav.boundingBox())!;
        expect(bell.x).toBeGreaterThanOrEqual(links.x + links.width - 0.5);
        expect(bell.y + bell.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
      }
      await shot(page, `home-${name}`);
      await context.close();
    }
  });
});
