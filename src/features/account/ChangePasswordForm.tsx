import { useEffect, useRef, useState } from 'react';
import Input from 'antd-mobile/es/components/input';
import Button from 'antd-mobile/es/components/button';
import { resetPwd } from '../../api/auth.ts';
import { logout } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import { failureMessage } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { PASSWORD_MAX, validatePasswordChange, type PasswordForm } from './passwordRules.ts';
import './account.css';

export const SIGN_OUT_DELAY_MS = 1500;

const EMPTY: PasswordForm = { pwd: '', newPwd: '', confirm: '' };

interface Props {
  /** After a successful change (the dialog closes). */
  onDone?: () => void;
  /** The second button: cancel (the dialog) or sign out (the first sign-in's page). */
  secondary: { text: string; run: (reset: () => void) => void };
  /** Where login sends the user back to after the sign-out. */
  redirect: () => string;
  /** The old password's label (旧密码, or 初始密码 at the first sign-in). */
  oldLabel?: string;
}

/**
 * Spec §4/§5 change password, the one copy (the header's dialog and /changePassword): checks in
 * order, max length 24, answered by the form message rule (src/lib/fieldChecks.ts); one submit a second at most; success shows a message
 * and 1.5 s later signs out to /login?redirect={redirect()}. The timer outlives the form. Failures are
 * told in Chinese.
 */
export default function ChangePasswordForm({ onDone, secondary, redirect, oldLabel = '旧密码' }: Props) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  // one message for the dialog, the first failing check in the spec's order (spec §5)
  const checks = useFieldChecks(() => ({ form: validatePasswordChange(form) }));
  const [failed, setFailed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = checks.errors;
  const message = shown.form;
  // each verdict that finds a problem is also told in a toast
  useEffect(() => {
    if (shown.form) void toast(shown.form);
  }, [shown]);

  const set = (k: keyof PasswordForm) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setFailed(null);
    checks.edited();
  };
  const reset = () => {
    setForm(EMPTY);
    setFailed(null);
    checks.reset();
  };

  // Spec §5/§9: clicks within 1 s of a submit (or while it runs) do nothing; a submit the checks
  // refuse sends nothing, so it does not hold the next one back.
  const { submit, submitting: sending } = useThrottledSubmit(async () => {
    try {
      await resetPwd({ pwd: form.pwd, newPwd: form.newPwd });
    } catch (e) {
      // The API layer already showed a 400's message or 功能优化中; anything else is told here, in Chinese.
      setFailed(failureMessage(e, '修改失败，请稍后重试'));
      return;
    }
    void toast.success('密码修改成功，请重新登录');
    setForm(EMPTY);
    onDone?.();
    const target = redirect();
    timer.current = setTimeout(() => void logout(target), SIGN_OUT_DELAY_MS);
  });

  return (
    <form
      className="pwd-form"
      aria-label="修改密码"
      onSubmit={(e) => {
        e.preventDefault();
        if (checks.submit()) void submit();
      }}
    >
      <div className="pwd-field">
        <span>{oldLabel}</span>
        <Input type="password" placeholder="请输入旧密码" maxLength={PASSWORD_MAX} value={form.pwd} onChange={set('pwd')} aria-label={oldLabel} />
      </div>
      <div className="pwd-field">
        <span>新密码</span>
        <Input type="password" placeholder="请输入8~24位密码" maxLength={PASSWORD_MAX} value={form.newPwd} onChange={set('newPwd')} aria-label="新密码" />
      </div>
      <div className="pwd-field">
        <span>确认密码</span>
        <Input type="password" placeholder="请输入确认密码" maxLength={PASSWORD_MAX} value={form.confirm} onChange={set('confirm')} aria-label="确认密码" />
      </div>
      {(message || failed) && (
        <p className="pwd-error" role="alert">
          {message || failed}
        </p>
      )}
      <div className="pwd-actions">
        <Button onClick={() => secondary.run(reset)}>{secondary.text}</Button>
        <Button color="primary" type="submit" loading={sending} disabled={sending}>
          确定
        </Button>
      </div>
    </form>
  );
}
