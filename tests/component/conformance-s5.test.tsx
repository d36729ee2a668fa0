/** Spec §5 (validation rules, throttle, debounce, change-password checks), one test per rule: docs/conformance.md lists them. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Cart } from '../../src/api/contract/shop.ts';
import ChangePasswordDialog from '../../src/features/account/ChangePasswordDialog.tsx';
import { resetCart } from '../../src/state/cart.ts';
import { calls, fail, ok, openApp, pause, refundableOrder, server, signedInAs, useConformanceHarness } from './conformance/harness.tsx';
import { filledPasswordDialog } from './conformance/screens.tsx';

useConformanceHarness();

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
/** The message a form shows under a field (after the 500 ms validators). */
const message = (text: string) => screen.findByText(text);

describe('§5 Field rules', () => {
  it('§5 Phone number: required; 11 digits starting with 1, second digit 1 to 9 (手机号码不能为空! / 手机号码格式有误)', async () => {
    await openApp('/regist');
    fireEvent.click(await screen.findByRole('button', { name: '注册' }));
    expect(await message('手机号码不能为空!')).toBeTruthy();
    for (const bad of ['10345678901', '23812345678', '1381234567', '138123456789', '1381234567a']) {
      type('请输入手机号', bad);
      expect(await message('手机号码格式有误')).toBeTruthy();
    }
    type('请输入手机号', '12345678901');
    await waitFor(() => expect(screen.queryByText('手机号码格式有误')).toBeNull());
    expect(screen.queryByText('手机号码不能为空!')).toBeNull();
  }, 30_000);

  it('§5 Username: required; 6 to 20 letters, digits or underscores (用户名不能为空! / 6-20个字母、数字、下划线)', async () => {
    await openApp('/regist');
    fireEvent.click(await screen.findByRole('button', { name: '注册' }));
    expect(await message('用户名不能为空!')).toBeTruthy();
    const field = () => screen.getByPlaceholderText('6-20个字母、数字、下划线').closest('.adm-form-item') as HTMLElement;
    for (const bad of ['abc12', 'a'.repeat(21), 'user-name', '用户名用户名用户']) {
      type('6-20个字母、数字、下划线', bad);
      await waitFor(() => expect(within(field()).queryByText('6-20个字母、数字、下划线', { selector: '.adm-form-item-feedback-error' })).toBeTruthy());
    }
    type('6-20个字母、数字、下划线', 'user_2026');
    await waitFor(() => expect(field().querySelector('.adm-form-item-feedback-error')).toBeNull());
  }, 30_000);

  it('§5 ID card number: required; 15 digits, or 18 digits, or 17 digits plus a digit or X or x (身份证号码不能为空! / 身份证格式不正确)', async () => {
    signedInAs(6);
    await openApp('/register');
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await message('身份证号码不能为空!')).toBeTruthy();
    for (const bad of ['12345678901234', '1234567890123456', '12345678901234567Y', '1234567890123456789']) {
      type('请输入身份证号', bad);
      expect(await message('身份证格式不正确')).toBeTruthy();
    }
    for (const good of ['123456789012345', '440106200001011234', '44010620000101123X', '44010620000101123x']) {
      type('请输入身份证号', good);
      await waitFor(() => expect(screen.queryByText('身份证格式不正确')).toBeNull());
    }
  }, 30_000);

  it('§5 Amount: required; a positive integer or a number with at most 2 decimals, also 0 with up to 2 decimals (不能为空! / 请输入正确格式,整数或者保留两位小数)', async () => {
    const order = refundableOrder();
    server.use(
      http.get(/\/buyers\/order\/5$/, () => ok(order)),
      http.get(/\/buyers\/aftersales$/, () => ok([])),
    );
    signedInAs(6);
    await openApp('/refund?orderId=5');
    const amount = await screen.findByPlaceholderText('请输入退款金额');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await message('不能为空!')).toBeTruthy();
    for (const bad of ['abc', '1.234', '01', '-1', '1.', '.5']) {
      fireEvent.change(amount, { target: { value: bad } });
      expect(await message('请输入正确格式,整数或者保留两位小数')).toBeTruthy();
    }
    for (const good of ['12', '0.5', '0.05', '0', '49.99']) {
      fireEvent.change(amount, { target: { value: good } });
      await waitFor(() => expect(screen.queryByText('请输入正确格式,整数或者保留两位小数')).toBeNull());
    }
  }, 30_000);
});

describe('§5 Timing', () => {
  it('§5 Validators respond after a 500 ms delay', async () => {
    // /cultivate/registerTable: a hand-written form (it answered at once before issue 19)
    server.use(http.get(/\/registerTable$/, () => ok({ defaults: {}, form: null, idTypes: [{ id: 1, name: '居民身份证' }], educations: ['本科'] })));
    signedInAs(6);
    await openApp('/cultivate/registerTable');
    const save = await screen.findByRole('button', { name: '保存' });
    const clicked = Date.now();
    fireEvent.click(save);
    await pause(350);
    expect(screen.queryByText('手机号码不能为空!')).toBeNull();
    expect(await message('手机号码不能为空!')).toBeTruthy();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(490); // timers may fire a millisecond early by the wall clock
    expect(screen.getByText('身份证号码不能为空!')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('§5 Click throttle 1000 ms: three submits within 1 s send one request', async () => {
    // the server refuses (the old password is wrong), so the filled form stays and could be sent again
    let sent = 0;
    server.use(http.post('*/common/resetPwd', () => (sent++, fail(400, '旧密码不正确'))));
    const { form } = filledPasswordDialog('Demo@2026', 'New@20261');
    fireEvent.submit(form);
    await pause(150);
    fireEvent.submit(form);
    await pause(150);
    fireEvent.submit(form);
    await pause(1500);
    expect(sent).toBe(1);
  });

  it('§5 Debounced click 500 ms: repeated taps on the cart stepper send one request, with the last value', async () => {
    const bodies: unknown[] = [];
    let quantity = 1;
    const cart = (): Cart => ({
      shops: [
        {
          shopId: 1,
          shopName: '店铺1',
          lines: [
            {
              id: 11,
              skuId: 11,
              productId: 11,
              title: '商品11',
              image: '/x.svg',
              specText: '',
              priceFen: 1000,
              stock: 9,
              quantity,
              selected: true,
              onShelf: true,
            },
          ],
        },
      ],
      count: quantity,
      selectedFen: 0,
    });
    server.use(
      http.get(/\/buyers\/cart$/, () => ok(cart())),
      http.post(/\/buyers\/cart\/update$/, async ({ request }) => {
        const b = (await request.json()) as { quantity: number };
        bodies.push(b);
        quantity = b.quantity;
        return ok(cart());
      }),
    );
    await resetCart();
    signedInAs(6);
    await openApp('/shopCart');
    const line = await screen.findByTestId('cart-line-11');
    const plus = () => line.querySelector('.adm-stepper-plus') as HTMLButtonElement;
    const tapped = Date.now();
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect((line.querySelector('.adm-stepper input') as HTMLInputElement).value).toBe('4');
    await pause(300);
    expect(bodies).toEqual([]);
    await waitFor(() => expect(bodies).toEqual([{ skuId: 11, quantity: 4 }]));
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(490); // timers may fire a millisecond early by the wall clock
    await pause(600);
    expect(bodies).toHaveLength(1);
  });
});

describe('§5 Change password dialog', () => {
  /** Fills the dialog, submits, and answers the message it shows (after the 500 ms checks). */
  async function attempt(pwd: string, newPwd: string, confirm: string): Promise<string | null> {
    const { form, unmount } = filledPasswordDialog(pwd, newPwd, confirm);
    fireEvent.submit(form);
    await pause(650);
    const text = within(form).queryByRole('alert')?.textContent ?? null;
    unmount();
    return text;
  }

  it('§5 Change password 1: the old password is required (请输入旧密码)', async () => {
    expect(await attempt('', 'New@20261', 'New@20261')).toBe('请输入旧密码');
  });

  it('§5 Change password 2: the new password is required and at least 8 characters (请输入8~24位密码); inputs hold at most 24', async () => {
    expect(await attempt('old', '', '')).toBe('请输入8~24位密码');
    expect(await attempt('old', 'Abc@123', 'Abc@123')).toBe('请输入8~24位密码');
    render(<ChangePasswordDialog visible onClose={() => {}} />);
    const dialog = within(screen.getByRole('form', { name: '修改密码' }));
    for (const l of ['旧密码', '新密码', '确认密码']) expect(dialog.getByLabelText(l, { selector: 'input' }).getAttribute('maxlength')).toBe('24');
  });

  it('§5 Change password 3: the confirmation is required (请输入确认密码)', async () => {
    expect(await attempt('old', 'New@20261', '')).toBe('请输入确认密码');
  });

  it('§5 Change password 4: new password and confirmation must match (两次密码不一致)', async () => {
    expect(await attempt('old', 'New@20261', 'New@20262')).toBe('两次密码不一致');
  });

  it('§5 Change password: the checks run in the spec’s order, the first failing one is shown', async () => {
    expect(await attempt('', 'short', '')).toBe('请输入旧密码');
    expect(await attempt('old', 'short', '')).toBe('请输入8~24位密码');
    expect(await attempt('old', 'New@20261', '')).toBe('请输入确认密码');
    expect(calls).toEqual([]);
  });

  it('§5 Change password: values are trimmed for the emptiness checks', async () => {
    expect(await attempt('   ', 'New@20261', 'New@20261')).toBe('请输入旧密码');
    expect(await attempt('old', '        ', '        ')).toBe('请输入8~24位密码');
    expect(await attempt('old', 'New@20261', '   ')).toBe('请输入确认密码');
  });
});
