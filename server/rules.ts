import { z } from 'zod';
import { type Check, checkAmount, checkIdCard, checkNewPassword, checkPassword, checkPhone, checkUsername, MSG } from '../src/api/contract/rules.ts';

/**
 * Spec §5 rules as zod input rules, built from the contract's pure checks (src/api/contract/rules.ts),
 * so the server, the client's forms and the resource layer answer the same messages from one copy.
 * Each is a trimmed string (the password is not trimmed: spaces count as characters).
 */
const rule = (check: Check, missing: string, trim = true) => {
  const base = trim ? z.string({ error: missing }).trim() : z.string({ error: missing });
  return base.superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
};

export const phoneRule = rule(checkPhone, MSG.phoneRequired);
export const usernameRule = rule(checkUsername, MSG.usernameRequired);
export const idCardRule = rule(checkIdCard, MSG.idCardRequired);
/** 8 to 24 characters, not only spaces (spec §5 change-password dialog, §9). */
export const passwordRule = rule(checkPassword, MSG.passwordLength, false);
/** A password being chosen (sign-up, change): the above, then letters and digits (新密码须同时包含字母和数字). */
export const newPasswordRule = rule(checkNewPassword, MSG.passwordLength, false);
/** A yuan amount as typed: a whole number or one with at most two decimals, 0 allowed. */
export const amountRule = rule(checkAmount, MSG.amountRequired);
