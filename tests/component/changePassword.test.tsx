import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import ChangePasswordDialog, { SIGN_OUT_DELAY_MS } from '../../src/features/account/ChangePasswordDialog.tsx';
import { validatePasswordChange } from '../../src/features/account/passwordRules.ts';
import { setNavigate } from '../../src/lib/navigation.ts';
import { THROTTLE_MS } from '../../src/lib/timing.ts';

const calls: { path: string; body?: unknown }[] = [];
mockServer(
  http.post('*/v1/wangchuang/common/resetPwd', async ({ request }) => {
    const body = await request.json();
    calls.push({ path: 'resetPwd', body });
    return HttpResponse.json({ code: 200, msg: 'ok', data: null });
  }),
  http.get('*/v1/wangchuang/common/logout', () => {
    calls.push({ path: 'logout' });
    return HttpResponse.json({ code: 200, msg: 'ok', data: null });
  }),
);
afterEach(() => {
  calls.length = 0;
});

describe('change-password rules (spec §5, in order)', () => {
  const table: [string, string, string, string | null][] = [
    ['', '', '', '请输入旧密码'],
    ['   ', 'abcdefgh', 'abcdefgh', '请输入旧密码'],
    ['old', '', '', '请输入8~24位密码'],
    ['old', '        ', '        ', '请输入8~24位密码'],
    ['old', 'short7c', 'short7c', '请输入8~24位密码'],
    ['old', 'abcdefgh', '', '请输入确认密码'],
    ['old', 'abcdefgh', '   ', '请输入确认密码'],
    ['old', 'abcdefgh', 'abcdefgi', '两次密码不一致'],
    // then the rule the spec does not name: letters and digits
    ['old', 'abcdefgh', 'abcdefgh', '新密码须同时包含字母和数字'],
    ['old', '12345678', '12345678', '新密码须同时包含字母和数字'],
    ['old', 'abcdefg8', 'abcdefg8', null],
    ['old', `${'a'.repeat(23)}1`, `${'a'.repeat(23)}1`, null],
  ];
  it.each(table)('pwd=%j new=%j confirm=%j → %s', (pwd, newPwd, confirm, msg) => {
    expect(validatePasswordChange({ pwd, newPwd, confirm })).toBe(msg);
  });
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('ChangePasswordDialog', () => {
  it('shows the first failing message, and inputs are limited to 24 characters', async () => {
    render(<ChangePasswordDialog visible onClose={() => {}} />);
    for (const l of ['旧密码', '新密码', '确认密码']) expect(screen.getByLabelText(l, { selector: 'input' }).getAttribute('maxlength')).toBe('24');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入旧密码');
    fill('旧密码', 'Demo@2026');
    fill('新密码', 'New@20261');
    fill('确认密码', 'New@20262');
    // Spec §5/§9: a second submit within 1 s of the first does nothing, so this one comes later.
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('两次密码不一致');
    expect(calls).toHaveLength(0);
  });

  it('cancel clears the three fields and closes', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ChangePasswordDialog visible onClose={onClose} />);
    fill('旧密码', 'a');
    fill('新密码', 'b');
    fill('确认密码', 'c');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ChangePasswordDialog visible onClose={onClose} />);
    for (const l of ['旧密码', '新密码', '确认密码']) expect((screen.getByLabelText(l, { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('success: sends pwd/newPwd, closes, and 1.5 s later signs out to /login?redirect={current path}', async () => {
    window.history.pushState({}, '', '/manage/classList?page=2');
    const went: string[] = [];
    setNavigate((p) => went.push(p));
    const onClose = vi.fn();
    render(<ChangePasswordDialog visible onClose={onClose} />);
    fill('旧密码', 'Demo@2026');
    fill('新密码', 'New@20261');
    fill('确认密码', 'New@20261');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(calls[0]).toEqual({ path: 'resetPwd', body: { pwd: 'Demo@2026', newPwd: 'New@20261' } });
      await act(async () => {
        vi.advanceTimersByTime(SIGN_OUT_DELAY_MS - 100);
      });
      expect(calls.find((c) => c.path === 'logout')).toBeUndefined();
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      await waitFor(() => expect(went).toContain(`/login?redirect=${encodeURIComponent('/manage/classList?page=2')}`));
      expect(calls.some((c) => c.path === 'logout')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
