import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ondemandArea } from '../../api/contract/routes/ondemand.ts';
import { ShopChrome } from './ShopLayout.tsx';
import { activeMenuFor, flatMenu } from './menus.ts';
import './layouts.css';

/** /ondemand: the top navigation bar with the on-demand section tabs above the page. */
export default function PlainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeMenuFor(pathname);
  return (
    <ShopChrome>
      <nav className="wb-strip" aria-label="点播菜单">
        {flatMenu(ondemandArea).map((n) => (
          <button
            key={n.path}
            type="button"
            className={n.path === active ? 'active' : ''}
            aria-current={n.path === active ? 'page' : undefined}
            onClick={() => navigate(n.path)}
          >
            {n.title}
          </button>
        ))}
      </nav>
      <div className="plain-page">
        <Outlet />
      </div>
    </ShopChrome>
  );
}
