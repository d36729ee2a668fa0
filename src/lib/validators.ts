import { type Check, checkAmount, checkNewPassword, checkPhone, checkUsername } from '../api/contract/rules.ts';

export * from '../api/contract/rules.ts';

/**
 * A check as an antd-mobile Form rule. It answers at once: when its message shows is the form's rule
 * (src/ui/checkedForm.tsx, spec §5 500 ms), not the validator's.
 */
export function checkRule(check: Check) {
  return {
    required: true,
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}

/** A Form rule list for a field: `<CheckedItem name="phone" rules={phoneRules}>`. */
export function formRules(check: Check) {
  return [checkRule(check)];
}

export const phoneRules = formRules(checkPhone);
export const usernameRules = formRules(checkUsername);
export const amountRules = formRules(checkAmount);
/** A password being chosen (sign-up): 8 to 24 characters with letters and digits. */
export const passwordRules = formRules(checkNewPassword);
