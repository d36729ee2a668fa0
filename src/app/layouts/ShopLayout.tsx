import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { CartShop } from '../../api/contract/shop.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import type { ShopTab } from '../../api/contract/routes/meta.ts';
import { cart, loadCart, totals } from '../../state/cart.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import TopNav from './TopNav.tsx';
import PullToRefreshPage from '../../ui/PullToRefreshPage.tsx';
import './layouts.css';

/** Bottom tabs of the shop on phones (DOMAIN.md mobile conventions). */
const SHOP_TABS: readonly { key: ShopTab; title: string; Icon: typeof AppOutline }[] = [
  { key: '/home', title: '首页', Icon: AppOutline },
  { key: '/productList', title: '分类', Icon: UnorderedListOutline },
  { key: '/shopCart', title: '购物车', Icon: ShopbagOutline },
  { key: '/buyerCenterHome', title: '我的', Icon: UserOutline },
];

/**
 * The shop chrome: top bar on desktop and tablet, top bar plus bottom tab bar on phones. The route
 * table says which tab a page is under (meta.shopTab; none lit without it) and which pages have a
 * bottom bar of their own instead (meta.ownBottomBar: the product's buy bar, the order's submit bar).
 */
export function ShopChrome({ children }: { children: React.ReactNode }) {
  const bp = useBreakpoint();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { shops } = useSnapshot(cart);
  const count = totals(shops as CartShop[]).count;
  const meta = findRoute(pathname)?.route.meta;
  const tabBar = bp === 'phone' && !meta?.ownBottomBar;
  useEffect(() => {
    void loadCart().catch(() => undefined);
  }, []);
  return (
    <div className={`shop-root bp-${bp}${tabBar ? ' with-tabbar' : ''}`}>
      <TopNav />
      <main className="shop-content">
        <PullToRefreshPage>{children}</PullToRefreshPage>
      </main>
      {tabBar && (
        <nav className="shop-tabbar" aria-label="商城导航">
          <TabBar activeKey={meta?.shopTab ?? null} safeArea>
            {SHOP_TABS.map((t) => (
              <TabBar.Item
                key={t.key}
                // on a page under this tab (an order's detail under 我的) the lit tab leads back to its page
                onClick={() => pathname !== t.key && navigate(t.key)}
                title={t.title}
                icon={<t.Icon aria-hidden />}
                badge={t.key === '/shopCart' && count > 0 ? (count > 99 ? '99+' : count) : undefined}
              />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}

export default function ShopLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}
