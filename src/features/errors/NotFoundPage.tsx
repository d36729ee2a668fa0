import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { setDocumentTitle, useBrand } from '../../ui/brand.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import CardPage from '../../ui/CardPage.tsx';

/** /404 with a link home. */
export default function NotFoundPage() {
  const brand = useBrand();
  useEffect(() => {
    setDocumentTitle('页面不存在', brand);
  }, [brand]);
  return (
    <CardPage
      cardStyle={{ textAlign: 'center' }}
      head={
        <>
          <BrandLogo brand={brand} size={56} title={brand.title} />
          <h1 style={{ fontSize: 56, color: brand.colors.primary }}>404</h1>
          <p>抱歉，您访问的页面不存在或已被移除</p>
        </>
      }
    >
      <p>
        <Link to="/" style={{ color: brand.colors.primary }}>
          返回首页
        </Link>
      </p>
    </CardPage>
  );
}
