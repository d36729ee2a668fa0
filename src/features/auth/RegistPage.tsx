import { Link, useNavigate } from 'react-router-dom';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useBrand } from '../../ui/brand.ts';
import { signUp } from '../../api/auth.ts';
import { signUpWith } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { checkConfirm, checkRule, passwordRules, phoneRules, usernameRules } from '../../lib/validators.ts';
import { CheckedItem, useCheckedForm } from '../../ui/checkedForm.tsx';
import AuthLayout, { AuthSubmit } from './AuthLayout.tsx';
import CaptchaField from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { showFailure } from '../../ui/act.tsx';

interface RegistValues {
  phone: string;
  username: string;
  password: string;
  confirm: string;
  captchaCode: string;
}

/** /regist: create an account, then complete the profile on /register. */
export default function RegistPage() {
  const brand = useBrand();
  const [form] = Form.useForm<RegistValues>();
  const navigate = useNavigate();
  const { captcha, loading, refresh } = useCaptcha();

  const { submit, submitting } = useThrottledSubmit(async (values: RegistValues) => {
    try {
      const result = await signUp({
        phone: values.phone.trim(),
        username: values.username.trim(),
        password: values.password,
        captchaId: captcha?.captchaId ?? '',
        captchaCode: (values.captchaCode ?? '').trim(),
      });
      navigate(await signUpWith(result), { replace: true });
    } catch (error) {
      form.setFieldValue('captchaCode', '');
      void refresh();
      showFailure(error, '注册失败');
    }
  });

  const checked = useCheckedForm(form, submit, { linked: { password: ['confirm'] } });

  return (
    <AuthLayout brand={brand} title="注册账号">
      <Form {...checked.formProps} layout="vertical" mode="card" footer={<AuthSubmit busy={submitting}>注册</AuthSubmit>}>
        <CheckedItem name="phone" label="手机号" rules={phoneRules}>
          <Input placeholder="请输入手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" clearable />
        </CheckedItem>
        <CheckedItem name="username" label="用户名" rules={usernameRules}>
          <Input placeholder="6-20个字母、数字、下划线" autoComplete="username" maxLength={20} clearable />
        </CheckedItem>
        <CheckedItem name="password" label="密码" rules={passwordRules}>
          <Input type="password" placeholder="请输入8~24位密码" autoComplete="new-password" maxLength={24} clearable />
        </CheckedItem>
        <CheckedItem name="confirm" label="确认密码" rules={[checkRule(checkConfirm(() => form.getFieldValue('password')))]}>
          <Input type="password" placeholder="请输入确认密码" autoComplete="new-password" maxLength={24} clearable />
        </CheckedItem>
        <CheckedItem name="captchaCode" label="验证码" rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
          <CaptchaField captcha={captcha} loading={loading} onRefresh={() => void refresh()} />
        </CheckedItem>
      </Form>
      <nav className="auth-links">
        <Link to="/login">已有账号？去登录</Link>
        <Link to="/codePage">验证码登录</Link>
      </nav>
    </AuthLayout>
  );
}
