import { MSG } from '../../api/contract/rules.ts';

/** Spec §5 change-password checks, in this order, with the exact messages; then letters and digits (issue 18). */
export const PASSWORD_MAX = 24;
export const PASSWORD_MIN = 8;

export interface PasswordForm {
  pwd: string;
  newPwd: string;
  confirm: string;
}

/** The first failing check's message, or null. Values are trimmed for the emptiness checks. */
export function validatePasswordChange({ pwd, newPwd, confirm }: PasswordForm): string | null {
  if (!pwd.trim()) return '请输入旧密码';
  if (!newPwd.trim() || newPwd.length < PASSWORD_MIN || newPwd.length > PASSWORD_MAX) return '请输入8~24位密码';
  if (!confirm.trim()) return '请输入确认密码';
  if (newPwd !== confirm) return '两次密码不一致';
  if (!/[A-Za-z]/.test(newPwd) || !/\d/.test(newPwd)) return MSG.passwordStrength;
  return null;
}
