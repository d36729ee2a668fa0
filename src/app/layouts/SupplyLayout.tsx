import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../brand.ts';
import { supplyArea } from '../../api/contract/routes/supplymarket.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import SideMenu from './SideMenu.tsx';
import { HeaderUser } from './HeaderUser.tsx';
import { activeMenuFor, flatMenu, type MenuNode } from './menus.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import BrandLogo from '../../ui/BrandLogo.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import PullToRefreshPage from '../../ui/PullToRefreshPage.tsx';
import './layouts.css';

const Drawer = whenOpen(() => import('../../ui/Drawer.tsx')); // precached: the menu works offline too

export const SUPPLY_DEFAULT_TITLE = '通知公告';

/** Supply market: top links (mall, seller centre, training), 250 px left menu, title bar except on marketEvaluate. */
export default function SupplyLayout() {
  const bp = useBreakpoint();
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The drawer is open for the path it was opened on: any navigation closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawer = drawerAt === pathname;
  const meta = findRoute(pathname)?.route.meta;
  // the drawer closes on every pick, the page already open included (SideMenu loads it again)
  const pick = (n: MenuNode) => {
    setDrawerAt(null);
    navigate(n.path);
  };
  const menu = <SideMenu nodes={flatMenu(supplyArea)} active={activeMenuFor(pathname)} onSelect={pick} theme="light" />;
  return (
    <div className={`supply-root bp-${bp}`}>
      <header className="supply-header">
        {bp === 'phone' && (
          <button type="button" className="hdr-btn" aria-label="打开菜单" onClick={() => setDrawerAt(pathname)}>
            ☰
          </button>
        )}
        <span className="tn-brand">
          <BrandLogo brand={brand} size={24} />
          <span>供销市场</span>
        </span>
        <nav className="supply-links" aria-label="平台导航">
          <Link to="/home">商城首页</Link>
          <Link to="/seller/index">卖家中心</Link>
          <Link to="/cultivate/learningtasks">培训管理</Link>
        </nav>
        <div className="hdr-right">
          <HeaderUser compact />
        </div>
      </header>
      <div className="supply-body">
        {bp === 'phone' ? (
          <Drawer open={drawer} onClose={() => setDrawerAt(null)} bodyClassName="supply-drawer">
            {menu}
          </Drawer>
        ) : (
          <aside className="supply-menu">{menu}</aside>
        )}
        <main className="supply-content">
          {!meta?.noTitleBar && (
            <div className="supply-titlebar">
              <span>{meta?.title ?? SUPPLY_DEFAULT_TITLE}</span>
              <RefreshButton />
            </div>
          )}
          <PullToRefreshPage>
            <Outlet />
          </PullToRefreshPage>
        </main>
      </div>
    </div>
  );
}
