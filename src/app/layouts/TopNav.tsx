import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import UserAvatar from '../../ui/UserAvatar.tsx';
import { session, logout } from '../../state/session.ts';
import { useCoinBalance } from '../../state/wallet.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useBrand } from '../brand.ts';
import MenuButton from '../../ui/MenuButton.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import NoticeBell from '../../features/notices/NoticeBell.tsx';
import { checkStore } from './sellerGate.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import './layouts.css';

const ChangePasswordDialog = whenOpen(() => import('../../features/account/ChangePasswordDialog.tsx'));

export const MANUAL_URL = '/manual/student-manual.pdf';

/** Gold coins as buyers/balance/info answers them (balance = fen / 100), shown with two decimals. */
export function formatCoins(coins: number): string {
  return Number.isFinite(coins) ? coins.toFixed(2) : '—';
}

/** Spec §4: store the exam flag, then open the seller centre in a new window. */
export async function openSellerCentre() {
  const win = window.open('about:blank', '_blank');
  let target = '/seller/index';
  try {
    if (!(await checkStore())) target = '/seller/exam';
  } catch {
    // The seller layout checks again.
  }
  if (win) win.location.href = target;
  else window.location.assign(target);
}

/**
 * The top navigation bar of spec §2: mall home, login/register (signed out), buyer centre, cart,
 * favourites, seller centre, manual, sign-out; signed in: name, avatar, gold coins, change password.
 * On phones it folds into a menu.
 */
export default function TopNav() {
  const s = useSnapshot(session);
  const bp = useBreakpoint();
  const brand = useBrand();
  const navigate = useNavigate();
  const [pwdOpen, setPwdOpen] = useState(false);
  const signedIn = !!s.token;
  const balance = useCoinBalance(signedIn);

  const links: { key: string; text: string; to?: string; run?: () => void }[] = [
    { key: 'home', text: '商城首页', to: '/home' },
    ...(signedIn
      ? []
      : [
          { key: 'login', text: '登录', to: '/login' },
          { key: 'regist', text: '注册', to: '/regist' },
        ]),
    { key: 'buyer', text: '买家中心', to: '/buyerCenter' },
    { key: 'cart', text: '购物车', to: '/shopCart' },
    { key: 'fav', text: '我的收藏', to: '/collection' },
    { key: 'seller', text: '卖家中心', run: () => void openSellerCentre() },
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

  return (
    <header className="topnav">
      <div className="topnav-inner">
        <Link to="/home" className="tn-brand">
          <BrandLogo brand={brand} size={24} />
          <span>{brand.title}</span>
        </Link>
        {bp === 'phone' ? (
          <div className="tn-right">
            {signedIn && <NoticeBell />}
            <MenuButton
              ariaLabel="导航菜单"
              label="☰"
              items={links.map((l) => ({ key: l.key, text: l.text }))}
              onSelect={(key) => {
                const l = links.find((x) => x.key === key);
                if (l?.to) navigate(l.to);
                else l?.run?.();
              }}
            />
          </div>
        ) : (
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
            {signedIn && <NoticeBell />}
          </nav>
        )}
      </div>
      {bp === 'phone' && user && <div className="tn-phone-user">{user}</div>}
      <ChangePasswordDialog open={pwdOpen} visible onClose={() => setPwdOpen(false)} />
    </header>
  );
}
