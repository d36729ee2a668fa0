import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { storeValidQuestion } from '../../api/simulation.ts';
import NoticeBell from '../../features/notices/NoticeBell.tsx';
import { useBrand } from '../../ui/brand.ts';
import { sellerArea } from '../../api/contract/routes/seller.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import SideMenu from './SideMenu.tsx';
import { canSwitchSeason } from './seasonRules.ts';
import { HeaderUser } from './HeaderUser.tsx';
import { activeMenuFor, areaMenu, type MenuNode } from './menus.ts';
import { STAFF_REFUSED, staffMayOpen } from '../../api/contract/staff.ts';
import { NO_SHOP_MESSAGE, SELLER_EXAM_PATH, readStoreExamFlag, sellerGateRedirect, writeStoreExamFlag } from '../../state/sellerGate.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import EmbeddedTopNav from './EmbeddedTopNav.tsx';
import { DrawerButton, MenuPane, PageTitleBar, RefreshingOutlet, useMenuDrawer } from './menuDrawer.tsx';
import './layouts.css';
import { toast } from '../../ui/toast.ts';

// only teachers and administrators switch seasons: a learner's seller pages never load the switch's sheet and dialog
const SeasonSwitch = lazy(() => import('./SeasonSwitch.tsx'));

/** Spec §2: fixed scores (description, service, logistics) when the centre is shown, else 0. */
export function sellerScores(shown: boolean) {
  return shown ? { description: 4, service: 8, logistics: 10 } : { description: 0, service: 0, logistics: 0 };
}

/** The seller gate asks again after a failed store check: 1 s, doubling up to 30 s. */
const GATE_RETRY_FIRST_MS = 1000;
const GATE_RETRY_MAX_MS = 30_000;

/**
 * Seller centre: 220 px menu (drawer on phones), season switch for roles ≤ 5, fixed scores,
 * and the seller gate of spec §4 (store-exam flag; store/valid/question 0 → 请先开店 → /seller/exam).
 */
export default function SellerLayout() {
  const s = useSnapshot(session);
  const bp = useBreakpoint();
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const drawer = useMenuDrawer();
  const [shopOpen, setShopOpen] = useState<boolean | null>(null);
  const role = s.roles[0];

  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = GATE_RETRY_FIRST_MS;
    let asking = false;
    const check = () => {
      if (asking) return;
      asking = true;
      storeValidQuestion()
        .then((n) => {
          if (!live) return;
          writeStoreExamFlag(n === 0);
          setShopOpen(n !== 0);
          if (n === 0 && window.location.pathname !== SELLER_EXAM_PATH) {
            toast.fail(NO_SHOP_MESSAGE);
            navigate(SELLER_EXAM_PATH, { replace: true });
          }
        })
        .catch(() => {
          if (!live) return;
          // Unknown until the server answers: ask again (sooner once the browser is back online), so a
          // learner without a shop is still led to the exam instead of meeting 请先开店 page by page.
          setShopOpen(null);
          retry = setTimeout(check, wait);
          wait = Math.min(wait * 2, GATE_RETRY_MAX_MS);
        })
        .finally(() => {
          asking = false;
        });
    };
    const again = () => {
      clearTimeout(retry);
      check();
    };
    check();
    window.addEventListener('online', again);
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('online', again);
    };
  }, [navigate]);

  const gate = sellerGateRedirect(pathname, shopOpen === true ? 'false' : readStoreExamFlag());
  if (gate) return <Navigate to={gate} replace />;

  // a shop's sub-account sees only the pages of its areas (the server refuses the rest anyway)
  const staff = s.userInfo?.staff ?? null;
  const pageOf = (path: string) => path.replace(/^\/seller\//, '');
  const allowed = (path: string) => !staff || staffMayOpen(staff.perms, pageOf(path));
  const prune = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((n) => (n.children ? (prune(n.children).length ? [{ ...n, children: prune(n.children) }] : []) : allowed(n.path) ? [n] : []));
  const nodes = prune(areaMenu(sellerArea, role));
  const active = activeMenuFor(pathname);
  const found = findRoute(pathname);
  const title = found?.route.meta.title ?? '';
  const denied = !!staff && !!found && !allowed(found.route.path);
  const scores = sellerScores(shopOpen === true);
  const menu = <SideMenu nodes={nodes} active={active} onSelect={drawer.pick} theme="light" openAll />;

  return (
    <div className={`seller-root bp-${bp}`}>
      {bp !== 'phone' && <EmbeddedTopNav />}
      <header className="seller-header">
        {bp === 'phone' && <DrawerButton onClick={drawer.show} />}
        <Link to="/seller/index" className="tn-brand">
          <BrandLogo brand={brand} size={24} />
          <span>{bp === 'phone' ? '卖家中心' : `${brand.title} · 卖家中心`}</span>
        </Link>
        <div className="seller-scores" role="group" aria-label="店铺评分">
          <span>描述 {scores.description}</span>
          <span>服务 {scores.service}</span>
          <span>物流 {scores.logistics}</span>
        </div>
        <div className="hdr-right">
          {canSwitchSeason(role) && (
            <Suspense fallback={null}>
              <SeasonSwitch userRole={role} />
            </Suspense>
          )}
          <NoticeBell />
          {bp === 'phone' && <EmbeddedTopNav />}
          <HeaderUser compact={bp !== 'desktop'} />
        </div>
      </header>
      <div className="seller-body">
        <MenuPane phone={bp === 'phone'} area="seller" drawer={drawer}>
          {menu}
        </MenuPane>
        <main className="seller-content">
          <PageTitleBar title={title} />
          {staff && (
            <p className="seller-staff">
              子账号 · {staff.shopName}（店主：{staff.ownerName}）
            </p>
          )}
          {denied ? (
            <div className="sc-denied" role="alert" style={{ background: '#fff', borderRadius: 8, padding: '40px 16px', textAlign: 'center' }}>
              {STAFF_REFUSED}，请联系店主分配权限
            </div>
          ) : (
            <RefreshingOutlet />
          )}
        </main>
      </div>
    </div>
  );
}
