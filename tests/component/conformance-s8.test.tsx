/** Spec §8 (error catalogue), one test per rule (docs/conformance.md), and the Chinese-only messages of issue 19. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '../../src/state/session.ts';
import { getToken } from '../../src/lib/cookies.ts';
import { calls, fail, ok, openApp, pause, server, signedInAs, toastClears, toasts, useConformanceHarness, user } from './conformance/harness.tsx';
import { filledPasswordDialog, openAddressBook, openNoticeList, openWithUserInfo } from './conformance/screens.tsx';

useConformanceHarness();

const isChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s) && !/[A-Za-z]{3,}/.test(s);

describe('§8 HTTP statuses', () => {
  it('§8 HTTP 500 or 404: error toast 功能优化中, for 1.5 seconds', async () => {
    for (const status of [500, 404]) {
      server.use(http.get(/\/tasks$/, () => fail(status, `internal failure ${status} request-id 7f3a`)));
      signedInAs(6);
      toasts.length = 0;
      await openApp('/cultivate/learningtasks');
      await waitFor(() => expect(toasts).toEqual([{ text: '功能优化中', html: '功能优化中', icon: 'fail', duration: 1500 }]));
      // the page says it could not load, never the server's internal message
      expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy();
      expect(screen.queryByText(/request-id/)).toBeNull();
    }
  });

  it('§8 HTTP 401: go to login, clear the token, no further handling', async () => {
    server.use(http.get(/\/tasks$/, () => fail(401, 'token expired')));
    signedInAs(6);
    const router = await openApp('/cultivate/learningtasks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBe('');
    await pause(300);
    expect(toasts).toEqual([]);
    expect(calls.filter((c) => c.endsWith('/tasks'))).toHaveLength(1);
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  it('§8 HTTP 400: close other toasts and show the server’s message (HTML allowed), or 网络异常 if none, for 1.5 seconds', async () => {
    let msg = '<b>用户名或密码错误</b>';
    server.use(http.post('*/captcha/login', () => fail(400, msg)));
    await openApp('/login');
    const submit = async () => {
      await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
      fireEvent.change(screen.getByPlaceholderText('请输入用户名/手机号'), { target: { value: 'teacher01' } });
      fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Wrong@2026' } });
      fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: '0000' } });
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    };
    await submit();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ text: '用户名或密码错误', html: '<b>用户名或密码错误</b>', icon: undefined, duration: 1500 });
    expect(toastClears.count).toBeGreaterThanOrEqual(1);
    const shown = await waitFor(() => {
      const b = document.querySelector('.api-toast b');
      if (!b) throw new Error('no toast yet');
      return b;
    });
    expect(shown.textContent).toBe('用户名或密码错误');
    msg = '';
    await pause(1100); // the form's click throttle
    await submit();
    await waitFor(() => expect(toasts.map((t) => t.text)).toContain('网络异常'));
    expect(toasts.at(-1)?.duration).toBe(1500);
  });

  it('§8 Other HTTP errors are passed on to the caller, which tells them in Chinese', async () => {
    const answers: Record<number, () => Response> = {
      1: () => fail(403, '无权操作该地址'),
      2: () => fail(429, 'Too Many Requests'),
      3: () => HttpResponse.error(),
    };
    await openAddressBook([1, 2, 3, 4], 4, async ({ request }) => answers[((await request.json()) as { id: number }).id]!());
    const told: string[] = [];
    for (const id of [1, 2, 3]) {
      const card = (await screen.findByText(`收货人${id}`)).closest('.co-card') as HTMLElement;
      fireEvent.click(within(card).getByRole('button', { name: '设为默认' }));
      await waitFor(() => expect(toasts.length).toBe(told.length + 1));
      told.push(toasts.at(-1)!.text);
    }
    expect(told).toEqual(['无权操作该地址', '操作过于频繁，请稍后再试', '网络异常，请检查网络后重试']);
    for (const t of toasts) expect(t).toMatchObject({ icon: 'fail', duration: 1500 });
  });
});

describe('§8 Session', () => {
  it('§8 User info empty: 请重新登录', async () => {
    await openWithUserInfo(() => ok(null));
    await waitFor(() => expect(toasts.map((t) => t.text)).toEqual(['请重新登录']));
    expect(getToken()).toBe('');
    expect(await screen.findByText('请重新登录')).toBeTruthy();
  });

  it('§8 Roles missing or empty: role必须为数组', async () => {
    const { role: _role, ...noRole } = user(5);
    await openWithUserInfo(() => ok(noRole));
    await waitFor(() => expect(toasts.map((t) => t.text)).toEqual(['role必须为数组']));
    expect(getToken()).toBe('');
  });

  it('§8 Info load fails: token reset, user goes to login', async () => {
    await openWithUserInfo(() => HttpResponse.error());
    expect(getToken()).toBe('');
    expect(session.token).toBe('');
    await waitFor(() => expect(toasts.length).toBe(1));
    expect(isChinese(toasts[0]!.text)).toBe(true);
  });

  it('§8 No shop: 请先开店', async () => {
    server.use(http.get('*/store/valid/question', () => ok(0)));
    signedInAs(5);
    const router = await openApp('/seller/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
    await waitFor(() => expect(toasts).toEqual([{ text: '请先开店', html: '请先开店', icon: 'fail', duration: 1500 }]));
  });
});

describe('every message a user sees is Chinese (issue 19)', () => {
  it('the notice panel toasts a 400’s message and shows no tags; a 500 shows no internal message', async () => {
    server.use(http.get('*/student/loadSendSysMsg', () => fail(400, '<b>参数错误</b>')));
    await openNoticeList();
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(toasts.map((t) => t.text)).toContain('参数错误'));
    expect(panel.textContent).toContain('加载失败，请稍后重试');
    expect(panel.textContent).not.toContain('<b>');
    expect(panel.textContent).not.toContain('参数错误');

    server.use(http.get('*/student/loadSendSysMsg', () => fail(500, 'TypeError: cannot read id (request 9c1)')));
    fireEvent.click(within(panel).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(toasts.map((t) => t.text)).toContain('功能优化中'));
    const again = await screen.findByRole('alert');
    expect(again.textContent).toContain('加载失败，请稍后重试');
    expect(again.textContent).not.toMatch(/TypeError|request/);
  });

  it('the password dialog tells a dropped network in Chinese (no "Failed to fetch")', async () => {
    server.use(http.post('*/common/resetPwd', () => HttpResponse.error()));
    const { form } = filledPasswordDialog('Demo@2026', 'New@20261');
    fireEvent.submit(form);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('网络异常，请检查网络后重试');
    expect(document.body.textContent).not.toContain('Failed to fetch');
  });
});
