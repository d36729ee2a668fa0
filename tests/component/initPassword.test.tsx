import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { userInfo } from './fixtures.ts';
import InitPasswordPage from '../../src/features/account/InitPasswordPage.tsx';
import { setNavigate } from '../../src/lib/navigation.ts';
import { loginWith, session } from '../../src/state/session.ts';

const calls: string[] = [];
let sent: unknown = null;
mockServer(
  http.post('*/v1/wangchuang/common/resetPwd', async ({ request }) => {
    sent = await request.json();
    calls.push('resetPwd');
    return HttpResponse.json({ code: 200, msg: '密码修改成功', data: true });
  }),
  http.get('*/v1/wangchuang/common/logout', () => {
    calls.push('logout');
    return HttpResponse.json({ code: 200, msg: '', data: true });
  }),
);
afterEach(() => {
  calls.length = 0;
});

// the form answers after the spec's 500 ms and takes one submit a second (spec §5)
const submit = async () => {
  await new Promise((r) => setTimeout(r, 1000));
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('/changePassword (an administrator’s one-time password)', () => {
  it('is where sign-in leads, checks the §5 rules, changes the password and signs out to /login', { timeout: 30_000 }, async () => {
    const to: string[] = [];
    setNavigate((path) => to.push(path));
    const path = await loginWith({
      token: 'tk',
      loginUser: userInfo({ id: 9, username: 'new_teacher', role: 5, realName: '新老师', phone: '13712345601', mustChangePassword: true }),
      isPerfect: 'false',
      realName: '新老师',
      avatar: '',
      identificationPhoto: '',
      role: 5,
      mustChangePassword: true,
    });
    expect(path).toBe('/changePassword');
    render(
      <MemoryRouter>
        <InitPasswordPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '修改初始密码' })).toBeTruthy();
    expect(screen.getByText(/新老师，您好/)).toBeTruthy();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入旧密码');
    fill('初始密码', 'Abc123xyz789');
    fill('新密码', 'New@20261');
    fill('确认密码', 'New@20262');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('两次密码不一致');
    expect(calls).toEqual([]);
    fill('确认密码', 'New@20261');
    await submit();
    await waitFor(() => expect(calls).toEqual(['resetPwd']));
    expect(sent).toEqual({ pwd: 'Abc123xyz789', newPwd: 'New@20261' });
    // spec §4: signed out 1.5 s later, to /login
    await waitFor(() => expect(calls).toEqual(['resetPwd', 'logout']));
    await waitFor(() => expect(to.at(-1)).toBe('/login'));
    expect(session.token).toBe('');
    expect(session.mustChangePassword).toBe(false);
  });

  it('退出登录 signs out without changing anything', async () => {
    const to: string[] = [];
    setNavigate((path) => to.push(path));
    render(
      <MemoryRouter>
        <InitPasswordPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(calls).toEqual(['logout']));
    await waitFor(() => expect(to.at(-1)).toBe('/login'));
  });
});
