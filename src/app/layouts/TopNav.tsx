import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import UserAvatar from '../../ui/UserAvatar.tsx';
import { session, logout } from '../../state/session.ts';
import { useCoinBalance } from '../../state/wallet.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../../ui/brand.ts';
import MenuButton from '../../ui/MenuButton.tsx';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import { whenOpen } from '../../ui/whenOpen.tsx';
import NoticeBell from '../../features/notices/NoticeBell.tsx';
import { openSellerCentre } from '../../state/sellerGate.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import { doorsFor, doorUser } from '../../ui/doors/doors.ts';
import type { Places } from '../../api/contract/places.ts';
import './layouts.css';

const ChangePasswordDialog = whenOpen(() => import('../../features/account/ChangePasswordDialog.tsx'));

export const MANUAL_URL = '/manual/student-manual.pdf';

/** Gold coins as buyers/balance/info answers them (balance = fen / 100), shown with two decimals. */
export function formatCoins(coins: number): string {
  return Number.isFinite(coins) ? coins.toFixed(2) : '—';
}

/**
 * The top navigation bar of spec §2: mall home, login/register (signed out), buyer centre, cart,
 * favourites, seller centre, manual, sign-out; signed in: name, avatar, gold coins, change password.
 * Its links are the doors of the route tables (src/ui/doors/doors.ts): with the spec's they carry the
 * other areas this user may enter (supply market, workbench, training). On phones it folds into a menu.
 * `embedded`: inside another area's layout (every layout has it): a slim strip above that layout's
 * header on wide screens, and on phones only the menu button, for that layout's header, whose menu
 * starts with the name and the gold coins.
 */
export default function TopNav({ embedded = false }: { embedded?: boolean }) {
  const s = useSnapshot(session);
  const bp = useBreakpoint();
  const brand = useBrand();
  const navigate = useNavigate();
  const [pwdOpen, setPwdOpen] = useState(false);
  const signedIn = !!s.token;
  const balance = useCoinBalance(signedIn);

  const doors = doorsFor(signedIn ? doorUser(s.roles[0], s.classType, s.places as Places | null) : null).map((d) => ({
    key: d.id,
    text: d.label,
    ...(d.sellerGate ? { run: () => void openSellerCentre() } : { to: d.to }),
  }));
  const links: { key: string; text: string; to?: string; run?: () => void }[] = [
    // spec §2: login and register follow the mall home for visitors
    ...doors.slice(0, 1),
    ...(signedIn
      ? []
      : [
          { key: 'login', text: '登录', to: '/login' },
          { key: 'regist', text: '注册', to: '/regist' },
        ]),
    ...doors.slice(1),
    { key: 'manual', text: '操作手册', run: () => window.open(MANUAL_URL, '_blank') },
    ...(signedIn
      ? [
          { key: 'pwd', text: '修改密码', run: () => setPwdOpen(true) },
          { key: 'logout', text: '退出', run: () => void logout() },
        ]
      : []),
  ];

  const user = signedIn && (
    <span className="tn-user">
      <UserAvatar src={s.avatar} name={s.name} size={24} />
      <span className="tn-name">{s.name || '用户'}</span>
      <span className="tn-coins" title="金币余额">
        金币 {balance === null ? '—' : formatCoins(balance)}
      </span>
    </span>
  );

  const menu = (header?: ReactNode) => (
    <MenuButton
      ariaLabel="导航菜单"
      label={embedded ? <AppOutline aria-hidden /> : '☰'}
      className={embedded ? 'hdr-btn hdr-toggle' : undefined}
      header={header}
      items={links.map((l) => ({ key: l.key, text: l.text }))}
      onSelect={(key) => {
        const l = links.find((x) => x.key === key);
        if (l?.to) navigate(l.to);
        else l?.run?.();
      }}
    />
  );
  const dialog = <ChangePasswordDialog open={pwdOpen} visible onClose={() => setPwdOpen(false)} />;

  if (embedded && bp === 'phone') {
    return (
      <>
        {menu(user)}
        {dialog}
      </>
    );
  }

  return (
    <header className={embedded ? 'topnav tn-strip' : 'topnav'}>
      <div className="topnav-inner">
        {!embedded && (
          <Link to="/home" className="tn-brand">
            <BrandLogo brand={brand} size={24} />
            <span>{brand.title}</span>
          </Link>
        )}
        {bp === 'phone' ? (
          <div className="tn-right">
            {signedIn && <NoticeBell />}
            {menu()}
          </div>
        ) : (
          <>
            <nav className="tn-links" aria-label="顶部导航">
              {user}
              {links.map((l) =>
                l.to ? (
                  <Link key={l.key} to={l.to}>
                    {l.text}
                  </Link>
                ) : (
                  <button key={l.key} type="button" onClick={l.run}>
                    {l.text}
                  </button>
                ),
              )}
            </nav>
            {/* beside the links, not among them: where they wrap to a second line (a learner with every door, 1440 px) it stays at the bar's end instead of alone under them */}
            {signedIn && !embedded && <NoticeBell />}
          </>
        )}
      </div>
      {bp === 'phone' && user && <div className="tn-phone-user">{user}</div>}
      {dialog}
    </header>
  );
}
