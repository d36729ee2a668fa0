/**
 * Spec §5 validation rules, the one copy both sides use: each check is pure (value → message | null)
 * with the spec's exact messages. The client wraps them as form rules that answer after
 * VALIDATION_DELAY ms (src/lib/validators.ts); the server builds its input rules from them
 * (server/rules.ts) and the resource layer's fields use them (./resource).
 */
export const VALIDATION_DELAY = 500;

export const MSG = {
  phoneRequired: '手机号码不能为空!',
  phoneFormat: '手机号码格式有误',
  usernameRequired: '用户名不能为空!',
  usernameFormat: '6-20个字母、数字、下划线',
  idCardRequired: '身份证号码不能为空!',
  idCardFormat: '身份证格式不正确',
  amountRequired: '不能为空!',
  amountFormat: '请输入正确格式,整数或者保留两位小数',
  oldPwdRequired: '请输入旧密码',
  passwordLength: '请输入8~24位密码',
  confirmRequired: '请输入确认密码',
  passwordMismatch: '两次密码不一致',
  /** Not in the spec (issue 18): a new password needs letters and digits. */
  passwordStrength: '新密码须同时包含字母和数字',
} as const;

export type Check = (value: unknown) => string | null;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const isEmpty = (value: unknown) => text(value).trim() === '';

export const PHONE_RE = /^1[1-9]\d{9}$/;
export const USERNAME_RE = /^\w{6,20}$/;
export const ID_CARD_RE = /^(\d{15}|\d{18}|\d{17}[\dXx])$/;
export const AMOUNT_RE = /^(([1-9]\d*)|0)(\.\d{1,2})?$/;

export const checkPhone: Check = (v) => (isEmpty(v) ? MSG.phoneRequired : PHONE_RE.test(text(v)) ? null : MSG.phoneFormat);
export const checkUsername: Check = (v) => (isEmpty(v) ? MSG.usernameRequired : /^[A-Za-z0-9_]{6,20}$/.test(text(v)) ? null : MSG.usernameFormat);
export const checkIdCard: Check = (v) => (isEmpty(v) ? MSG.idCardRequired : ID_CARD_RE.test(text(v)) ? null : MSG.idCardFormat);
export const checkAmount: Check = (v) => (isEmpty(v) ? MSG.amountRequired : AMOUNT_RE.test(text(v)) ? null : MSG.amountFormat);

/** Password of 8 to 24 characters (spec §9). */
export const checkPassword: Check = (v) => {
  const s = text(v);
  return s.trim() === '' || s.length < 8 || s.length > 24 ? MSG.passwordLength : null;
};

/**
 * A password being chosen (sign-up, change): 8 to 24 characters as above, then at least one letter and
 * one digit, so '12345678' or 'password' are refused. Signing in checks only the stored password.
 */
export const checkNewPassword: Check = (v) => checkPassword(v) ?? (/[A-Za-z]/.test(text(v)) && /\d/.test(text(v)) ? null : MSG.passwordStrength);

/** A non-empty check with a given message. */
export const checkRequired =
  (message: string): Check =>
  (v) =>
    (Array.isArray(v) ? v.length === 0 : isEmpty(v)) ? message : null;

/**
 * Change-password dialog, checked in the spec's order (then the letters-and-digits rule, which the
 * spec does not name, so its four checks keep their order); answers the first message or null.
 */
export function checkPasswordChange(values: { pwd?: string; newPwd?: string; confirm?: string }): string | null {
  if (isEmpty(values.pwd)) return MSG.oldPwdRequired;
  if (checkPassword(values.newPwd)) return MSG.passwordLength;
  if (isEmpty(values.confirm)) return MSG.confirmRequired;
  if (values.confirm !== values.newPwd) return MSG.passwordMismatch;
  return checkNewPassword(values.newPwd);
}

/** A confirmation field that must equal another field's value. */
export const checkConfirm =
  (getOther: () => unknown): Check =>
  (v) =>
    isEmpty(v) ? MSG.confirmRequired : text(v) !== text(getOther()) ? MSG.passwordMismatch : null;

/** Other ID documents than 居民身份证: 5 to 30 letters, digits, brackets or hyphens. */
export const OTHER_ID_RE = /^[A-Za-z0-9（）()-]{5,30}$/;

/** The number of an ID document of this type: 居民身份证 (or none chosen) by the spec §5 rule, others by OTHER_ID_RE. */
export const checkIdNumber =
  (typeName: string | null | undefined): Check =>
  (v) =>
    !typeName || typeName === '居民身份证' ? checkIdCard(v) : isEmpty(v) ? '证件号码不能为空!' : OTHER_ID_RE.test(text(v).trim()) ? null : '证件号码格式有误';
