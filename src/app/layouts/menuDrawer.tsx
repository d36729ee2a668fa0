import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { whenOpen } from '../../ui/whenOpen.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import PullToRefreshPage from '../../ui/PullToRefreshPage.tsx';
import type { MenuNode } from './menus.ts';

const Drawer = whenOpen(() => import('../../ui/Drawer.tsx')); // precached: the menu works offline too

/**
 * The left menu's drawer on phones (seller centre, supply market). The drawer is open for the path
 * it was opened on: any navigation closes it; and it closes on every pick, the page already open
 * included (SideMenu loads it again).
 */
export function useMenuDrawer() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  return {
    open: drawerAt === pathname,
    show: () => setDrawerAt(pathname),
    close: () => setDrawerAt(null),
    pick: (n: MenuNode) => {
      setDrawerAt(null);
      navigate(n.path);
    },
  };
}

/** The header's ☰ that opens the menu drawer. */
export function DrawerButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="hdr-btn" aria-label="打开菜单" onClick={onClick}>
      ☰
    </button>
  );
}

/** The menu in a drawer on phones, else beside the page: `<aside className="{area}-menu">`. */
export function MenuPane({ phone, area, drawer, children }: { phone: boolean; area: string; drawer: ReturnType<typeof useMenuDrawer>; children: ReactNode }) {
  return phone ? (
    <Drawer open={drawer.open} onClose={drawer.close} bodyClassName={`${area}-drawer`}>
      {children}
    </Drawer>
  ) : (
    <aside className={`${area}-menu`}>{children}</aside>
  );
}

/** The page's title above it, with the refresh button. */
export function PageTitleBar({ title }: { title: string }) {
  return (
    <div className="page-title-bar">
      <h1 className="page-title">{title}</h1>
      <RefreshButton />
    </div>
  );
}

/** The routed page, pulled down to refresh. */
export function RefreshingOutlet() {
  return (
    <PullToRefreshPage>
      <Outlet />
    </PullToRefreshPage>
  );
}
