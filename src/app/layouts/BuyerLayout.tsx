import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import List from 'antd-mobile/es/components/list';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { buyerArea } from '../../api/contract/routes/buyer.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import { ShopChrome } from './ShopLayout.tsx';
import SideMenu from './SideMenu.tsx';
import { activeMenuFor, areaMenu } from './menus.ts';
import './layouts.css';

/** Buyer centre: side menu on desktop and tablet; on phones the centre home is a list menu. */
export default function BuyerLayout() {
  const bp = useBreakpoint();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nodes = areaMenu(buyerArea);
  const title = findRoute(pathname)?.route.meta.title ?? '';
  if (bp === 'phone') {
    const isHome = pathname === '/buyerCenterHome';
    return (
      <ShopChrome>
        {isHome && (
          <List header="买家中心" className="buyer-list">
            {nodes
              .flatMap((n) => n.children ?? [n])
              .filter((n) => n.path !== '/buyerCenterHome')
              .map((n) => (
                <List.Item key={n.path} onClick={() => navigate(n.path)}>
                  {n.title}
                </List.Item>
              ))}
          </List>
        )}
        {!isHome && (
          <div className="buyer-back">
            <button type="button" className="hdr-btn" onClick={() => navigate('/buyerCenterHome')} aria-label="返回买家中心">
              ‹ 买家中心
            </button>
            <strong>{title}</strong>
          </div>
        )}
        <div className="buyer-page">
          <Outlet />
        </div>
      </ShopChrome>
    );
  }
  return (
    <ShopChrome>
      <div className="buyer-wrap">
        <aside className="buyer-menu">
          <SideMenu nodes={nodes} active={activeMenuFor(pathname)} onSelect={(n) => navigate(n.path)} theme="light" openAll />
        </aside>
        <section className="buyer-page">
          <Outlet />
        </section>
      </div>
    </ShopChrome>
  );
}
