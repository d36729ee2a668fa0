import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../../ui/brand.ts';
import { supplyArea } from '../../api/contract/routes/supplymarket.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import SideMenu from './SideMenu.tsx';
import { HeaderUser } from './HeaderUser.tsx';
import { activeMenuFor, flatMenu } from './menus.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import EmbeddedTopNav from './EmbeddedTopNav.tsx';
import { openSellerCentre } from '../../state/sellerGate.ts';
import { doorsFor, doorUser } from '../../ui/doors/doors.ts';
import { session } from '../../state/session.ts';
import type { Places } from '../../api/contract/places.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import { DrawerButton, MenuPane, RefreshingOutlet, useMenuDrawer } from './menuDrawer.tsx';
import './layouts.css';

export const SUPPLY_DEFAULT_TITLE = '通知公告';

/**
 * Supply market: top links (spec §2: mall, seller centre, training: the doors marked `supplyBar`, so
 * training leads a learner to their learning and a teacher to their classes), 250 px left menu,
 * title bar except on marketEvaluate.
 */
export default function SupplyLayout() {
  const s = useSnapshot(session);
  const bp = useBreakpoint();
  const brand = useBrand();
  const { pathname } = useLocation();
  const drawer = useMenuDrawer();
  const meta = findRoute(pathname)?.route.meta;
  const menu = <SideMenu nodes={flatMenu(supplyArea)} active={activeMenuFor(pathname)} onSelect={drawer.pick} theme="light" />;
  const bar = doorsFor(doorUser(s.roles[0], s.classType, s.places as Places | null)).filter((d) => d.supplyBar);
  return (
    <div className={`supply-root bp-${bp}`}>
      {bp !== 'phone' && <EmbeddedTopNav />}
      <header className="supply-header">
        {bp === 'phone' && <DrawerButton onClick={drawer.show} />}
        <span className="tn-brand">
          <BrandLogo brand={brand} size={24} />
          <span>供销市场</span>
        </span>
        <nav className="supply-links" aria-label="平台导航">
          {bar.map((d) =>
            d.sellerGate ? (
              <button key={d.id} type="button" onClick={() => void openSellerCentre()}>
                {d.label}
              </button>
            ) : (
              <Link key={d.id} to={d.to}>
                {d.label}
              </Link>
            ),
          )}
        </nav>
        <div className="hdr-right">
          {bp === 'phone' && <EmbeddedTopNav />}
          <HeaderUser compact />
        </div>
      </header>
      <div className="supply-body">
        <MenuPane phone={bp === 'phone'} area="supply" drawer={drawer}>
          {menu}
        </MenuPane>
        <main className="supply-content">
          {!meta?.noTitleBar && (
            <div className="supply-titlebar">
              <span>{meta?.title ?? SUPPLY_DEFAULT_TITLE}</span>
              <RefreshButton />
            </div>
          )}
          <RefreshingOutlet />
        </main>
      </div>
    </div>
  );
}
