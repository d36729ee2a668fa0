import { useEffect, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { setDocumentTitle, useBrand } from '../../ui/brand.ts';
import { logout, session } from '../../state/session.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import './account.css';

/**
 * /changePassword: an account an administrator created or reset signs in with a one-time password
 * (sent by SMS) and must set its own before anything else: the guard sends every other path here and
 * the server refuses every other call (403 请先修改初始密码). The spec §5 dialog rules apply; after
 * the change the user signs in again with the new password.
 */
export default function InitPasswordPage() {
  const brand = useBrand();
  const { name } = useSnapshot(session);
  useEffect(() => {
    setDocumentTitle('修改初始密码', brand);
  }, [brand]);
  const style = { '--adm-color-primary': brand.colors.primary, '--brand-bg': brand.colors.background } as CSSProperties;
  return (
    <main className="init-pwd-page" style={style}>
      <section className="init-pwd-card" aria-labelledby="init-pwd-title">
        <header className="init-pwd-head">
          <BrandLogo brand={brand} size={48} title={brand.title} />
          <h1 id="init-pwd-title">修改初始密码</h1>
          <p>
            {name ? `${name}，您好！` : '您好！'}
            您正在使用管理员发送的一次性初始密码，为了账号安全，请先设置新密码后再使用平台。
          </p>
        </header>
        <ChangePasswordForm oldLabel="初始密码" redirect={() => '/'} secondary={{ text: '退出登录', run: () => void logout('/') }} />
        <footer className="init-pwd-foot">{brand.company}</footer>
      </section>
    </main>
  );
}
