import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, signIn, smsPassword, browserPerFile } from './browser.ts';

/**
 * People and settings end to end (docs/back-office.md "People, organisation and settings"), at phone
 * and desktop sizes: an administrator creates a teacher, whose one-time password (from the SMS log)
 * must be changed at the first sign-in; the menu editor renames a teacher's menu entry and the
 * teacher's sidebar shows it after signing in again.
 */

const browser = browserPerFile();

const menu = (page: Page) => page.getByRole('navigation', { name: '菜单' });
const shot = (page: Page, name: string) => page.screenshot({ path: `shots/e2e-${name}.png`, fullPage: true });
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

for (const [size, viewport, n] of [
  ['desktop', DESKTOP, '1'],
  ['phone', PHONE, '2'],
] as const) {
  describe(`people and settings on a ${size}`, () => {
    it('an administrator creates a teacher; the teacher must change the one-time password first', async () => {
      const admin = await newPage(browser(), viewport);
      await signIn(admin.page, 'admin01');
      await admin.page.waitForURL((u) => u.pathname === '/manage/borad');
      await admin.page.goto('/manage/teacherList');
      await admin.page.getByRole('button', { name: '新建教师' }).click();
      const username = `e2e_teacher_${n}`;
      const phone = `1371112000${n}`;
      await admin.page.locator('#rf-realName').fill(`端到端老师${n}`);
      await admin.page.locator('#rf-username').fill(username);
      await admin.page.locator('#rf-phone').fill(phone);
      const institution = admin.page.locator('#rf-institutionId');
      await expect.poll(() => institution.locator('option', { hasText: '广州天河创业培训学校' }).count()).toBe(1);
      await institution.selectOption({ label: '广州天河创业培训学校' });
      await admin.page.getByRole('button', { name: /^保\s*存$/ }).click();
      await toast(admin.page, '保存成功');
      await expect.poll(() => smsPassword(phone), { timeout: 10_000 }).not.toBeNull();
      const otp = smsPassword(phone)!;
      // never shown to the administrator
      expect(await admin.page.content()).not.toContain(otp);
      await admin.context.close();

      const teacher = await newPage(browser(), viewport);
      await signIn(teacher.page, username, otp);
      await teacher.page.waitForURL((u) => u.pathname === '/changePassword');
      await expect.poll(() => teacher.page.getByRole('heading', { name: '修改初始密码' }).count()).toBe(1);
      // nothing else opens until it is changed
      await teacher.page.goto('/manage/classList');
      await teacher.page.waitForURL((u) => u.pathname === '/changePassword');
      await shot(teacher.page, `init-password-${size}`);
      await teacher.page.getByRole('textbox', { name: '初始密码' }).fill(otp);
      await teacher.page.getByRole('textbox', { name: '新密码' }).fill('Short1');
      await teacher.page.getByRole('textbox', { name: '确认密码' }).fill('Short1');
      await teacher.page.getByRole('button', { name: /^确\s*定$/ }).click();
      await expect.poll(() => teacher.page.getByRole('alert').textContent()).toBe('请输入8~24位密码');
      await teacher.page.getByRole('textbox', { name: '新密码' }).fill('E2eTeacher@2026');
      await teacher.page.getByRole('textbox', { name: '确认密码' }).fill('E2eTeacher@2026');
      // one submit a second (spec §5): the second comes after the first's second is over
      await teacher.page.waitForTimeout(1000);
      await teacher.page.getByRole('button', { name: /^确\s*定$/ }).click();
      await toast(teacher.page, '密码修改成功，请重新登录');
      await teacher.page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
      await signIn(teacher.page, username, 'E2eTeacher@2026');
      await teacher.page.waitForURL((u) => u.pathname === '/manage/classList', { timeout: 20_000 });
      expect(teacher.errors).toEqual([]);
      await teacher.context.close();
    });

    it('the menu editor renames a teacher’s menu entry; the sidebar shows it after signing in again', async () => {
      const title = `我的班级${n}`;
      const admin = await newPage(browser(), viewport);
      await signIn(admin.page, 'admin01');
      await admin.page.waitForURL((u) => u.pathname === '/manage/borad');
      await admin.page.goto('/manage/menuManage');
      await admin.page.getByRole('tab', { name: '教师' }).click();
      await admin.page.getByRole('button', { name: '展开：班级管理' }).click();
      await admin.page.getByRole('button', { name: '编辑：班级列表' }).click();
      const editor = admin.page.getByRole('form', { name: '编辑菜单：班级列表' });
      await editor.getByLabel('菜单名称').fill(title);
      await editor.getByRole('button', { name: /^保\s*存$/ }).click();
      await toast(admin.page, '保存成功，相关用户重新登录后生效');
      await expect.poll(() => admin.page.getByText('已改名（原：班级列表）').count()).toBe(1);
      await shot(admin.page, `menu-editor-${size}`);

      const teacher = await newPage(browser(), viewport);
      await signIn(teacher.page, 'teacher01');
      await teacher.page.waitForURL((u) => u.pathname === '/manage/classList');
      if (viewport === PHONE) await teacher.page.getByRole('button', { name: '打开菜单' }).click();
      await expect.poll(() => menu(teacher.page).getByRole('button', { name: title }).count(), { timeout: 10_000 }).toBe(1);
      expect(await menu(teacher.page).getByRole('button', { name: '班级列表', exact: true }).count()).toBe(0);
      await shot(teacher.page, `renamed-menu-${size}`);
      await teacher.context.close();

      // back to the route's title for the next run
      await admin.page.getByRole('button', { name: `编辑：${title}` }).click();
      await admin.page
        .getByRole('form', { name: `编辑菜单：${title}` })
        .getByRole('button', { name: '恢复默认' })
        .click();
      await toast(admin.page, '已恢复默认名称');
      await expect.poll(() => admin.page.getByRole('button', { name: '编辑：班级列表' }).count()).toBe(1);
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    });
  });
}
