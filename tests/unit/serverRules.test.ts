import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Check, checkAmount, checkIdCard, checkPassword, checkPhone, checkUsername, MSG } from '../../src/api/contract/rules.ts';
import { amountRule, idCardRule, passwordRule, phoneRule, usernameRule } from '../../server/rules.ts';

const messageOf = (rule: z.ZodType, value: unknown) => {
  const result = rule.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('server/rules.ts: spec §5 as zod, built from the contract’s checks', () => {
  const cases: [string, z.ZodType, Check, string, unknown[]][] = [
    ['phone', phoneRule, checkPhone, MSG.phoneRequired, ['13800138000', ' 13800138000 ', '', '   ', '10012345678', '1380013800a', '138001380001']],
    ['username', usernameRule, checkUsername, MSG.usernameRequired, ['abc_123', 'abc12', '', 'abc-123', '张三abcdef', 'a'.repeat(21)]],
    [
      'id card',
      idCardRule,
      checkIdCard,
      MSG.idCardRequired,
      ['110101199003071234', '11010119900307123x', '110101900307123', '', '12345', '11010119900307123Y'],
    ],
    ['password', passwordRule, checkPassword, MSG.passwordLength, ['12345678', ' 1234567', '        ', '1234567', 'x'.repeat(24), 'x'.repeat(25)]],
    ['amount', amountRule, checkAmount, MSG.amountRequired, ['0', '0.00', '12.5', '', '01', '1.234', '-1']],
  ];

  it.each(cases)('%s answers what the pure check answers', (_name, rule, check, _missing, values) => {
    for (const value of values) {
      const trimmed = rule === passwordRule ? value : String(value).trim();
      expect(messageOf(rule, value), JSON.stringify(value)).toBe(check(trimmed));
    }
  });

  it.each(cases)('%s answers the “required” message for a missing or non-string value', (_name, rule, _check, missing) => {
    expect(messageOf(rule, undefined)).toBe(missing);
    expect(messageOf(rule, 13800138000)).toBe(missing);
  });

  it('hands on the trimmed value (the password as typed)', () => {
    expect(phoneRule.parse(' 13800138000 ')).toBe('13800138000');
    expect(passwordRule.parse(' 12345678 ')).toBe(' 12345678 ');
  });
});
