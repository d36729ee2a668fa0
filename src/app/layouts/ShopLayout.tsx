import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { CartShop } from '../../api/contract/shop.ts';
import { cart, loadCart, totals } from '../../state/cart.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import TopNav from './TopNav.tsx';
import PullToRefreshPage from '../../ui/PullToRefreshPage.tsx';
import './layouts.css';

/** Bottom tabs of the shop on phones (DOMAIN.md mobile conventions). */
export const SHOP_TABS = [
  { key: '/home', title: '首页', Icon: AppOutline },
  { key: '/productList', title: '分类', Icon: UnorderedListOutline },
  { key: '/shopCart', title: '购物车', Icon: ShopbagOutline },
  { key: '/buyerCenterHome', title: '我的', Icon: UserOutline },
] as const;

/** Which bottom tab a path belongs to. */
export function shopTabFor(pathname: string): string {
  if (pathname === '/home') return '/home';
  if (pathname === '/productList' || pathname === '/shopList' || pathname === '/liveingList') return '/productList';
  if (pathname === '/shopCart' || pathname === '/orderMake' || pathname === '/commitOrder') return '/shopCart';
  return '/buyerCenterHome';
}

/** The shop chrome: top bar on desktop and tablet, top bar plus bottom tab bar on phones. */
export function ShopChrome({ children }: { children: React.ReactNode }) {
  const bp = useBreakpoint();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { shops } = useSnapshot(cart);
  const count = totals(shops as CartShop[]).count;
  useEffect(() => {
    void loadCart().catch(() => undefined);
  }, []);
  return (
    <div className={`shop-root bp-${bp}`}>
      <TopNav />
      <main className="shop-content">
        <PullToRefreshPage>{children}</PullToRefreshPage>
      </main>
      {bp === 'phone' && (
        <nav className="shop-tabbar" aria-label="商城导航">
          <TabBar activeKey={shopTabFor(pathname)} onChange={(k) => navigate(k)} safeArea>
            {SHOP_TABS.map((t) => (
              <TabBar.Item
                key={t.key}
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
