import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../../ui/brand.ts';
import { workbenchArea } from '../../api/contract/routes/workbench.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import SideMenu from './SideMenu.tsx';
import { HeaderUser } from './HeaderUser.tsx';
import { activeMenuFor, flatMenu } from './menus.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import EmbeddedTopNav from './EmbeddedTopNav.tsx';
import { refreshVisible } from '../../api/freshness.ts';
import { PageTitleBar, RefreshingOutlet } from './menuDrawer.tsx';
import './layouts.css';

/** Workbench: its menu (left on wide screens, a scrollable strip on phones) with the activeMenu rules of §2. */
export default function WorkbenchLayout() {
  const bp = useBreakpoint();
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nodes = flatMenu(workbenchArea);
  const active = activeMenuFor(pathname);
  const title = findRoute(pathname)?.route.meta.title ?? '';
  return (
    <div className={`wb-root bp-${bp}`}>
      {bp !== 'phone' && <EmbeddedTopNav />}
      <header className="supply-header">
        <Link to="/workbench/workbenchHome" className="tn-brand">
          <BrandLogo brand={brand} size={24} />
          <span>主播工作台</span>
        </Link>
        <div className="hdr-right">
          {bp === 'phone' && <EmbeddedTopNav />}
          <HeaderUser compact={bp === 'phone'} />
        </div>
      </header>
      {bp === 'phone' ? (
        <nav className="wb-strip" aria-label="工作台菜单">
          {nodes.map((n) => (
            <button
              key={n.path}
              type="button"
              className={n.path === active ? 'active' : ''}
              aria-current={n.path === active ? 'page' : undefined}
              onClick={() => (n.path === pathname ? void refreshVisible() : navigate(n.path))}
            >
              {n.title}
            </button>
          ))}
        </nav>
      ) : null}
      <div className="supply-body">
        {bp !== 'phone' && (
          <aside className="seller-menu">
            <SideMenu nodes={nodes} active={active} onSelect={(n) => navigate(n.path)} theme="light" />
          </aside>
        )}
        <main className="supply-content">
          <PageTitleBar title={title} />
          <RefreshingOutlet />
        </main>
      </div>
    </div>
  );
}
