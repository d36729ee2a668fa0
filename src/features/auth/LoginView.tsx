import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Button from 'antd-mobile/es/components/button';
import type { Brand } from '../../app/brand.ts';
import { login } from '../../api/auth.ts';
import { loginWith } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import AuthLayout from './AuthLayout.tsx';
import CaptchaField from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { afterLoginTarget } from './redirect.ts';
import { showError } from './errors.ts';

interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
}

/** The /login and /loginWLH form (spec §4 Login). */
export default function LoginView({ brand }: { brand: Brand }) {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { captcha, loading, refresh } = useCaptcha();

  const { submit, submitting } = useThrottledSubmit(async (values: LoginValues) => {
    try {
      const result = await login({
        username: values.username.trim(),
        password: values.password,
        captchaId: captcha?.captchaId ?? '',
        captchaCode: (values.captchaCode ?? '').trim(),
      });
      const landing = await loginWith(result);
      navigate(afterLoginTarget(landing, params.get('redirect')), { replace: true });
    } catch (error) {
      form.setFieldValue('captchaCode', '');
      void refresh();
      showError(error, '登录失败');
    }
  });

  return (
    <AuthLayout brand={brand} title="登录" subtitle="欢迎登录">
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            登录
          </Button>
        }
      >
        <Form.Item name="username" label="用户名" rules={[{ required: true, whitespace: true, message: '请输入用户名/手机号' }]}>
          <Input placeholder="请输入用户名/手机号" autoComplete="username" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input type="password" placeholder="请输入密码" autoComplete="current-password" maxLength={24} clearable />
        </Form.Item>
        <Form.Item name="captchaCode" label="验证码" rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
          <CaptchaField captcha={captcha} loading={loading} onRefresh={() => void refresh()} />
        </Form.Item>
      </Form>
      <nav className="auth-links">
        <Link to="/regist">注册账号</Link>
        <Link to={`/codePage${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : ''}`}>验证码登录</Link>
      </nav>
    </AuthLayout>
  );
}
