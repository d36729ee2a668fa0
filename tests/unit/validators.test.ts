import { describe, expect, it } from 'vitest';
import {
  MSG,
  checkAmount,
  checkConfirm,
  checkIdCard,
  checkPassword,
  checkPasswordChange,
  checkPhone,
  checkUsername,
  phoneRules,
} from '../../src/lib/validators.ts';

type Row = [unknown, string | null];

const tables: [string, (v: unknown) => string | null, Row[]][] = [
  [
    'phone',
    checkPhone,
    [
      ['13800138000', null],
      ['19912345678', null],
      ['11012345678', null],
      ['', '手机号码不能为空!'],
      ['   ', '手机号码不能为空!'],
      [undefined, '手机号码不能为空!'],
      ['10012345678', '手机号码格式有误'],
      ['23800138000', '手机号码格式有误'],
      ['1380013800', '手机号码格式有误'],
      ['138001380001', '手机号码格式有误'],
      ['1380013800a', '手机号码格式有误'],
    ],
  ],
  [
    'username',
    checkUsername,
    [
      ['abc123', null],
      ['teacher_01', null],
      ['A'.repeat(20), null],
      ['', '用户名不能为空!'],
      [null, '用户名不能为空!'],
      ['abc12', '6-20个字母、数字、下划线'],
      ['a'.repeat(21), '6-20个字母、数字、下划线'],
      ['abc-123', '6-20个字母、数字、下划线'],
      ['张三丰abcdef', '6-20个字母、数字、下划线'],
    ],
  ],
  [
    'ID card',
    checkIdCard,
    [
      ['110101199003077777', null],
      ['11010119900307777X', null],
      ['11010119900307777x', null],
      ['110101900307777', null],
      ['', '身份证号码不能为空!'],
      ['11010119900307777', '身份证格式不正确'],
      ['1101011990030777X7', '身份证格式不正确'],
      ['1101019003077', '身份证格式不正确'],
      ['11010119900307777Y', '身份证格式不正确'],
    ],
  ],
  [
    'amount',
    checkAmount,
    [
      ['1', null],
      ['120', null],
      ['12.5', null],
      ['12.55', null],
      ['0', null],
      ['0.5', null],
      ['0.05', null],
      ['', '不能为空!'],
      ['12.555', '请输入正确格式,整数或者保留两位小数'],
      ['-1', '请输入正确格式,整数或者保留两位小数'],
      ['01', '请输入正确格式,整数或者保留两位小数'],
      ['1.', '请输入正确格式,整数或者保留两位小数'],
      ['abc', '请输入正确格式,整数或者保留两位小数'],
    ],
  ],
];

describe.each(tables)('%s rule', (_name, check, rows) => {
  it.each(rows)('%j → %j', (value, message) => {
    expect(check(value)).toBe(message);
  });
});

describe('passwords', () => {
  it('needs 8 to 24 characters', () => {
    expect(checkPassword('Demo@2026')).toBeNull();
    expect(checkPassword('1234567')).toBe('请输入8~24位密码');
    expect(checkPassword('x'.repeat(25))).toBe('请输入8~24位密码');
    expect(checkPassword('')).toBe('请输入8~24位密码');
  });

  it('change dialog is checked in the spec order', () => {
    expect(checkPasswordChange({ pwd: ' ', newPwd: '', confirm: '' })).toBe('请输入旧密码');
    expect(checkPasswordChange({ pwd: 'old', newPwd: 'short', confirm: '' })).toBe('请输入8~24位密码');
    expect(checkPasswordChange({ pwd: 'old', newPwd: 'longenough', confirm: '  ' })).toBe('请输入确认密码');
    expect(checkPasswordChange({ pwd: 'old', newPwd: 'longenough', confirm: 'longenougX' })).toBe('两次密码不一致');
    expect(checkPasswordChange({ pwd: 'old', newPwd: 'longenough', confirm: 'longenough' })).toBe('新密码须同时包含字母和数字');
    expect(checkPasswordChange({ pwd: 'old', newPwd: '12345678', confirm: '12345678' })).toBe('新密码须同时包含字母和数字');
    expect(checkPasswordChange({ pwd: 'old', newPwd: 'longenough1', confirm: 'longenough1' })).toBeNull();
  });

  it('confirmation compares with the other field', () => {
    const check = checkConfirm(() => 'Demo@2026');
    expect(check('')).toBe(MSG.confirmRequired);
    expect(check('Demo@2025')).toBe(MSG.passwordMismatch);
    expect(check('Demo@2026')).toBeNull();
  });
});

describe('form rules', () => {
  // when their message shows is the form's rule (tests/unit/fieldChecks.test.ts), not the validator's
  it('answer at once, with the check’s message', async () => {
    const rule = phoneRules[0]!;
    await expect(rule.validator({}, '123')).rejects.toThrow('手机号码格式有误');
    await expect(rule.validator({}, '13800138000')).resolves.toBeUndefined();
  });
});
