import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Input from 'antd-mobile/es/components/input';
import type { Brand } from '../../api/contract/brand.ts';
import { login } from '../../api/auth.ts';
import { loginWith } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import Field from '../../ui/Field.tsx';
import AuthLayout, { AuthSubmit } from './AuthLayout.tsx';
import CaptchaField from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { afterLoginTarget } from './redirect.ts';
import { showFailure } from '../../ui/act.tsx';
import { useFieldChecks } from '../../lib/fieldChecks.ts';

interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
}

const REQUIRED: Record<keyof LoginValues, string> = {
  username: '请输入用户名/手机号',
  password: '请输入密码',
  captchaCode: '请输入验证码',
};

/** Required-field messages for what is empty (trimmed; the password as typed). */
function missing(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!values.username.trim()) errors.username = REQUIRED.username;
  if (!values.password) errors.password = REQUIRED.password;
  if (!values.captchaCode.trim()) errors.captchaCode = REQUIRED.captchaCode;
  return errors;
}

/** The /login and /loginWLH form (spec §4 Login). A light form: it is the first screen most people see. */
export default function LoginView({ brand }: { brand: Brand }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { captcha, loading, refresh } = useCaptcha();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', captchaCode: '' });
  const { errors, edited, submit: checkNow } = useFieldChecks(() => missing(values));

  const change = (name: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    edited([name]);
  };

  const { submit, submitting } = useThrottledSubmit(async (form: LoginValues) => {
    try {
      const result = await login({
        username: form.username.trim(),
        password: form.password,
        captchaId: captcha?.captchaId ?? '',
        captchaCode: form.captchaCode.trim(),
      });
      const landing = await loginWith(result);
      navigate(afterLoginTarget(landing, params.get('redirect')), { replace: true });
    } catch (error) {
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refresh();
      showFailure(error, '登录失败');
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checkNow()) void submit(values);
  };

  return (
    <AuthLayout brand={brand} title="登录" subtitle="欢迎登录">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Field label="用户名" htmlFor="login-username" error={errors.username}>
          <Input
            id="login-username"
            value={values.username}
            onChange={change('username')}
            placeholder="请输入用户名/手机号"
            autoComplete="username"
            maxLength={20}
            clearable
          />
        </Field>
        <Field label="密码" htmlFor="login-password" error={errors.password}>
          <Input
            id="login-password"
            type="password"
            value={values.password}
            onChange={change('password')}
            placeholder="请输入密码"
            autoComplete="current-password"
            maxLength={24}
            clearable
          />
        </Field>
        <Field label="验证码" htmlFor="login-captcha" error={errors.captchaCode}>
          <CaptchaField
            id="login-captcha"
            value={values.captchaCode}
            onChange={change('captchaCode')}
            captcha={captcha}
            loading={loading}
            onRefresh={() => void refresh()}
          />
        </Field>
        <div className="ui-form-footer">
          <AuthSubmit busy={submitting}>登录</AuthSubmit>
        </div>
      </form>
      <nav className="auth-links">
        <Link to="/regist">注册账号</Link>
        <Link to={`/codePage${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : ''}`}>验证码登录</Link>
      </nav>
    </AuthLayout>
  );
}
