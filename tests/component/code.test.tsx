import { beforeEach, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { userInfo } from './fixtures.ts';
import { http as mock, HttpResponse } from 'msw';
import CodePage from '../../src/features/auth/CodePage.tsx';
import { resetToken } from '../../src/state/session.ts';

let sentTo: string | null = null;
mockServer(
  mock.get('/v1/wangchuang/common/places', () =>
    HttpResponse.json({ code: 200, msg: '', data: { shop: null, supplier: null, anchor: false, klass: { state: 'member', name: 'c' } } }),
  ),
  mock.post('/v1/wangchuang/common/up-to-date/sendCode', async ({ request }) => {
    sentTo = ((await request.json()) as { phone: string }).phone;
    return HttpResponse.json({ code: 200, msg: '', data: null });
  }),
  mock.post('/v1/wangchuang/common/up-to-date/codeLogin', async ({ request }) => {
    const body = (await request.json()) as { phone: string; code: string };
    if (body.code !== '123456') return HttpResponse.json({ code: 400, msg: '验证码错误', data: null }, { status: 400 });
    return HttpResponse.json({
      code: 200,
      msg: '',
      data: {
        token: 'tok-s',
        isPerfect: 'false',
        realName: '学员',
        avatar: '',
        identificationPhoto: '',
        role: 6,
        loginUser: userInfo({ id: 1, username: 's', role: 6, realName: '学员', phone: body.phone, classId: 1, className: 'c', classType: 'DSB' }),
      },
    });
  }),
);
beforeEach(async () => {
  sentTo = null;
  await resetToken();
});

it('sends a code with a 60 s countdown, rejects a bad phone, and signs in with the code', async () => {
  renderAt('/codePage', { '/codePage': <CodePage /> });
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('手机号码格式有误', { selector: '.adm-toast-main *, .adm-toast-main' })).toBeTruthy();
  expect(sentTo).toBeNull();

  await new Promise((r) => setTimeout(r, 1050)); // the click throttle window
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  const countdown = await screen.findByRole('button', { name: '60秒后重新获取' });
  expect((countdown as HTMLButtonElement).disabled).toBe(true);
  expect(sentTo).toBe('13800138000');

  fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  expect((await screen.findByTestId('where')).textContent).toBe('/cultivate/learningtasks');
});
