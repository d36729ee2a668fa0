import { Outlet, useLocation } from 'react-router-dom';
import './layouts.css';

/** /manage/largeScreen and /manage/annualReport (and print): their own full-screen style, no chrome. */
export default function FullscreenLayout() {
  const { pathname } = useLocation();
  const dark = pathname === '/manage/largeScreen' || pathname === '/manage/annualReport';
  return (
    <div className={`fs-root${dark ? ' fs-dark' : ''}`}>
      <Outlet />
    </div>
  );
}
