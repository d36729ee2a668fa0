import { type Check, VALIDATION_DELAY, checkAmount, checkIdCard, checkNewPassword, checkPhone, checkUsername } from '../api/contract/rules.ts';

export * from '../api/contract/rules.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An async validator (antd-mobile / rc-field-form shape) that answers after `delay` ms. */
export function delayedValidator(check: Check, delay = VALIDATION_DELAY) {
  return async (_rule: unknown, value: unknown): Promise<void> => {
    await wait(delay);
    const message = check(value);
    if (message) throw new Error(message);
  };
}

/** Runs a hand-written form check after the spec's 500 ms, as the Form validators answer (spec §5). */
export async function checkLater<T>(check: () => T, delay = VALIDATION_DELAY): Promise<T> {
  await wait(delay);
  return check();
}

/** A Form rule list for a field: `<Form.Item name="phone" rules={phoneRules}>`. */
export function formRules(check: Check, delay = VALIDATION_DELAY) {
  return [{ required: true, validator: delayedValidator(check, delay) }];
}

export const phoneRules = formRules(checkPhone);
export const usernameRules = formRules(checkUsername);
export const idCardRules = formRules(checkIdCard);
export const amountRules = formRules(checkAmount);
/** A password being chosen (sign-up): 8 to 24 characters with letters and digits. */
export const passwordRules = formRules(checkNewPassword);
