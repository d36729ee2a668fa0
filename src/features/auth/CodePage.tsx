import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Button from 'antd-mobile/es/components/button';
import { useBrand } from '../../ui/brand.ts';
import { codeLogin, sendCode } from '../../api/auth.ts';
import { loginWith } from '../../state/session.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { checkPhone, phoneRules } from '../../lib/validators.ts';
import { CheckedItem, useCheckedForm } from '../../ui/checkedForm.tsx';
import AuthLayout, { AuthSubmit } from './AuthLayout.tsx';
import { afterLoginTarget } from './redirect.ts';
import { showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

const CODE_COUNTDOWN = 60;

interface CodeValues {
  phone: string;
  code: string;
}

/** /codePage: sign in with a phone number and an SMS code. */
export default function CodePage() {
  const brand = useBrand();
  const [form] = Form.useForm<CodeValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const startCountdown = () => {
    setLeft(CODE_COUNTDOWN);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          clearInterval(timer.current);
          return 0;
        }
        return n - 1;
      });
    }, 1000);
  };

  const send = useThrottledSubmit(async () => {
    const phone = String(form.getFieldValue('phone') ?? '').trim();
    const message = checkPhone(phone);
    if (message) {
      toast(message);
      return;
    }
    try {
      await sendCode(phone);
      toast.success('验证码已发送');
      startCountdown();
    } catch (error) {
      showFailure(error, '发送失败');
    }
  });

  const { submit, submitting } = useThrottledSubmit(async (values: CodeValues) => {
    try {
      const result = await codeLogin({ phone: values.phone.trim(), code: values.code.trim() });
      const landing = await loginWith(result);
      navigate(afterLoginTarget(landing, params.get('redirect')), { replace: true });
    } catch (error) {
      showFailure(error, '登录失败');
    }
  });

  const checked = useCheckedForm(form, submit);

  return (
    <AuthLayout brand={brand} title="验证码登录">
      <Form {...checked.formProps} layout="vertical" mode="card" footer={<AuthSubmit busy={submitting}>登录</AuthSubmit>}>
        <CheckedItem name="phone" label="手机号" rules={phoneRules}>
          <Input placeholder="请输入手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" clearable />
        </CheckedItem>
        <CheckedItem
          name="code"
          label="短信验证码"
          rules={[{ required: true, whitespace: true, message: '请输入短信验证码' }]}
          extra={
            <Button size="small" color="primary" fill="outline" disabled={left > 0 || send.submitting} onClick={() => void send.submit()}>
              {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
            </Button>
          }
        >
          <Input placeholder="请输入短信验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" clearable />
        </CheckedItem>
      </Form>
      <nav className="auth-links">
        <Link to="/login">账号密码登录</Link>
        <Link to="/regist">注册账号</Link>
      </nav>
    </AuthLayout>
  );
}
