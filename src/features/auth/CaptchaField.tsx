import Input from 'antd-mobile/es/components/input';
import type { Captcha } from '../../api/contract/auth.ts';

/** Captcha code input + the image; a click on the image loads a new one. */
export default function CaptchaField({
  id,
  value,
  onChange,
  captcha,
  loading,
  onRefresh,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="auth-captcha">
      <Input id={id} value={value} onChange={onChange} placeholder="请输入验证码" maxLength={6} autoComplete="off" clearable />
      <button type="button" className="auth-captcha-img" onClick={onRefresh} aria-label={captcha ? '刷新验证码' : undefined} title="看不清？点击刷新">
        {captcha ? <img src={captcha.image} alt="验证码" /> : loading ? '加载中…' : '点击获取'}
      </button>
    </div>
  );
}
