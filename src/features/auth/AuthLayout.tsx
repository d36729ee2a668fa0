import { useEffect, type CSSProperties, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { Brand } from '../../api/contract/brand.ts';
import { setDocumentTitle } from '../../ui/brand.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import CardPage from '../../ui/CardPage.tsx';
import './auth.css';

/** Mobile-first sign-in shell: full-screen on phones, a centred card from 768 px. */
export default function AuthLayout({
  brand,
  title,
  subtitle,
  wide,
  children,
}: {
  brand: Brand;
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    setDocumentTitle(title, brand);
  }, [title, brand]);
  const style = {
    '--brand-bg': brand.colors.background,
    '--brand-primary': brand.colors.primary,
    '--brand-text': brand.colors.text,
    '--adm-color-primary': brand.colors.primary,
  } as CSSProperties;
  return (
    <CardPage
      style={style}
      wide={wide}
      head={
        <>
          <BrandLogo brand={brand} size={56} title={brand.title} />
          <h1>{brand.title}</h1>
          <p>{subtitle ?? title}</p>
        </>
      }
    >
      {children}
      <footer className="auth-footer">{brand.company}</footer>
    </CardPage>
  );
}

/** The sign-in pages' one submit button: full width, large, busy (and not pressed twice) while the call runs. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
      {children}
    </Button>
  );
}
