import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { userInfo } from './fixtures.ts';
import { http as mock, HttpResponse } from 'msw';
import type { LoginBody } from '../../src/api/contract/auth.ts';
import LoginPage from '../../src/features/auth/LoginPage.tsx';
import { resetToken, session } from '../../src/state/session.ts';
import { getToken } from '../../src/lib/cookies.ts';

let captchaLoads = 0;
let lastLogin: LoginBody | null = null;
mockServer(
  mock.post('/v1/wangchuang/common/loadCaptcha', () => {
    captchaLoads++;
    return HttpResponse.json({ code: 200, msg: '', data: { captchaId: `cap-${captchaLoads}`, image: `data:image/svg+xml;base64,PHN2Zy8+#${captchaLoads}` } });
  }),
  mock.post('/v1/wangchuang/common/up-to-date/captcha/login', async ({ request }) => {
    lastLogin = (await request.json()) as LoginBody;
    if (lastLogin.password !== 'Demo@2026') return HttpResponse.json({ code: 400, msg: '用户名或密码错误', data: null }, { status: 400 });
    return HttpResponse.json({
      code: 200,
      msg: '',
      data: {
        token: 'tok-teacher',
        isPerfect: 'false',
        realName: '王老师',
        avatar: '',
        identificationPhoto: '',
        role: 5,
        loginUser: userInfo({ id: 9, username: 'teacher01', role: 5, realName: '王老师' }),
      },
    });
  }),
  mock.get('/v1/wangchuang/common/loadMenus', () =>
    HttpResponse.json({
      code: 200,
      msg: '',
      data: [
        {
          path: '/znfwzx',
          hidden: false,
          meta: { title: '智能服务中心', icon: '' },
          children: [{ path: 'sim', hidden: false, meta: { title: 'x', icon: '' }, children: [] }],
        },
        {
          path: '/manage',
          hidden: false,
          meta: { title: '班级管理', icon: '' },
          children: [{ path: 'classList', hidden: false, meta: { title: '班级列表', icon: '' }, children: [] }],
        },
      ],
    }),
  ),
);
beforeEach(async () => {
  captchaLoads = 0;
  lastLogin = null;
  await resetToken();
});

const renderLogin = (path: string) => renderAt(path, { '/login': <LoginPage /> });

async function fillAndSubmit(username: string, password: string) {
  await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
  fireEvent.change(screen.getByPlaceholderText('请输入用户名/手机号'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
  fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: '0000' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('LoginPage', () => {
  it('shows the brand, the fields and the links', async () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { name: '创业培训管理平台' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '注册账号' }).getAttribute('href')).toBe('/regist');
    expect(screen.getByRole('link', { name: '验证码登录' }).getAttribute('href')).toBe('/codePage');
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).toContain('#1'));
    fireEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).toContain('#2'));
  });

  it('asks for empty fields before calling the server', async () => {
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名/手机号', { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    expect(lastLogin).toBeNull();
  });

  it('a wrong password shows the server message, stays on /login and refreshes the captcha', async () => {
    renderLogin('/login');
    await fillAndSubmit('teacher01', 'Wrong@2026');
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(lastLogin).toMatchObject({ username: 'teacher01', password: 'Wrong@2026', captchaId: 'cap-1', captchaCode: '0000' });
    await waitFor(() => expect(captchaLoads).toBe(2));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(getToken()).toBe('');
  });

  it('success navigates to the landing path (first menu entry /znfwzx skipped)', async () => {
    renderLogin('/login');
    await fillAndSubmit('teacher01', 'Demo@2026');
    expect((await screen.findByTestId('where')).textContent).toBe('/manage/classList');
    expect(getToken()).toBe('tok-teacher');
    expect(session.roles).toEqual([5]);
  });

  it('honours a same-origin ?redirect=', async () => {
    renderLogin('/login?redirect=%2Fmanage%2FclassList%3Ftab%3D2');
    await fillAndSubmit('teacher01', 'Demo@2026');
    expect((await screen.findByTestId('where')).textContent).toBe('/manage/classList?tab=2');
  });

  it('ignores an open redirect', async () => {
    renderLogin('/login?redirect=//evil.example/x');
    await fillAndSubmit('teacher01', 'Demo@2026');
    expect((await screen.findByTestId('where')).textContent).toBe('/manage/classList');
  });
});
