import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import NoticeBell from '../../features/notices/NoticeBell.tsx';
import { session } from '../../state/session.ts';
import { addView, layout, toggleSidebar } from '../../state/layout.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../../ui/brand.ts';
import { homeFor, onLearnerSide, routeAllows } from '../../lib/guard.ts';
import { JOIN_CLASS_PATH } from '../../api/contract/routes/meta.ts';
import { ALL_ROUTES, findRoute } from '../../api/contract/routes/index.ts';
import SideMenu from './SideMenu.tsx';
import TabsBar from './TabsBar.tsx';
import KeepAliveOutlet, { tabKey } from './KeepAliveOutlet.tsx';
import { HeaderUser, ServiceCentreMenu } from './HeaderUser.tsx';
import { activeMenuFor, backOfficeMenu, openGroupsFor, type MenuNode } from './menus.ts';
import { openServiceLink } from './serviceActions.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import EmbeddedTopNav from './EmbeddedTopNav.tsx';
import PullToRefreshPage from '../../ui/PullToRefreshPage.tsx';
import './layouts.css';
import { whenOpen } from '../../ui/whenOpen.tsx';

// The phone drawer (a popup with its animation library) loads when first opened.
const Drawer = whenOpen(() => import('../../ui/Drawer.tsx')); // precached: the menu works offline too

/**
 * Back-office and learner area (/manage, /cultivate): sidebar (server menu for non-students, the fixed
 * learner menu for students), header, tabs bar with keep-alive. Phones: drawer; tablets: collapsible
 * (cookie 1/0); desktops: fixed. Sidebar and tabs bar are hidden on liveRoom.
 */
export default function BackOfficeLayout() {
  const s = useSnapshot(session);
  const { sidebarOpened, drawerOpen } = useSnapshot(layout);
  const bp = useBreakpoint();
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const role = s.roles[0];
  const found = findRoute(location.pathname);
  const meta = found?.route.meta;
  const key = tabKey(location.pathname, location.search);
  const inClass = s.places ? s.places.klass.state === 'member' : undefined;
  const home = role === 6 && inClass === false ? JOIN_CLASS_PATH : homeFor(role);

  const nodes = useMemo(() => backOfficeMenu(role, s.classType, s.menu, inClass), [role, s.classType, s.menu, inClass]);
  const active = activeMenuFor(location.pathname);
  const trail = openGroupsFor(nodes, active)
    .map((p) => findNode(nodes, p)?.title)
    .filter(Boolean);

  // Affix tabs first (those this session may open), then every visited view.
  useEffect(() => {
    for (const { route, area } of ALL_ROUTES) {
      if (route.meta.affix && routeAllows({ route, area, params: {} }, { roles: s.roles, classType: s.classType }) && onLearnerSide(route.meta, inClass)) {
        addView({ key: route.path, path: route.path, title: route.meta.title, affix: true });
      }
    }
  }, [s.roles, s.classType, inClass]);
  useEffect(() => {
    if (meta && !meta.hideChrome) addView({ key, path: key, title: meta.title, affix: meta.affix });
    layout.drawerOpen = false;
  }, [key, meta]);

  const select = (n: MenuNode) => {
    layout.drawerOpen = false;
    if (n.serviceKey) void openServiceLink(n.serviceKey);
    else navigate(n.path);
  };

  const hideChrome = !!meta?.hideChrome;
  const collapsed = bp === 'tablet' && !sidebarOpened;
  const sidebarBody = (
    <>
      <div className="bo-brand">
        <BrandLogo brand={brand} size={28} />
        {!collapsed && <span>{brand.title}</span>}
      </div>
      <SideMenu nodes={nodes} active={active} onSelect={select} collapsed={collapsed} />
    </>
  );

  return (
    <div className={`bo-root bp-${bp}${collapsed ? ' collapsed' : ''}${hideChrome ? ' no-chrome' : ''}`}>
      {!hideChrome && bp !== 'phone' && <aside className="bo-sidebar">{sidebarBody}</aside>}
      {!hideChrome && bp === 'phone' && (
        <Drawer open={drawerOpen} onClose={() => (layout.drawerOpen = false)} bodyClassName="bo-drawer">
          {sidebarBody}
        </Drawer>
      )}
      <div className="bo-main">
        {bp !== 'phone' && <EmbeddedTopNav />}
        <header className="bo-header">
          {!hideChrome && bp !== 'desktop' && (
            <button
              type="button"
              className="hdr-btn hdr-toggle"
              aria-label={bp === 'phone' ? '打开菜单' : sidebarOpened ? '收起菜单' : '展开菜单'}
              onClick={() => (bp === 'phone' ? (layout.drawerOpen = true) : toggleSidebar())}
            >
              ☰
            </button>
          )}
          <nav className="bo-breadcrumb" aria-label="当前位置">
            {bp !== 'phone' && trail.map((t) => <span key={t}>{t} / </span>)}
            <strong>{meta?.title ?? ''}</strong>
          </nav>
          <div className="hdr-right">
            {role !== 6 && <ServiceCentreMenu compact={bp === 'phone'} />}
            <NoticeBell />
            {bp === 'phone' && <EmbeddedTopNav />}
            <HeaderUser compact={bp === 'phone'} />
          </div>
        </header>
        {!hideChrome && <TabsBar activeKey={key} home={home} />}
        <main className="bo-content">
          <PullToRefreshPage>
            <KeepAliveOutlet />
          </PullToRefreshPage>
        </main>
      </div>
    </div>
  );
}

function findNode(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.path === path) return n;
    const c = n.children && findNode(n.children, path);
    if (c) return c;
  }
  return undefined;
}
