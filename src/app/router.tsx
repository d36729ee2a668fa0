import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, redirect, useLoaderData, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { session, restoreSession, loadUserInfo, resetToken } from '../state/session.ts';
import { validPerfect } from '../api/auth.ts';
import { setNavigate } from './navigation.ts';
import { setDocumentTitle } from './brand.ts';
import { guard } from './guard.ts';
import { ALL_ROUTES, findRoute } from './routes/index.ts';
import type { AppRoute, LayoutKind, PageLoader } from './routeMeta.ts';
import PlaceholderPage from '../ui/PlaceholderPage.tsx';
import PageState from '../ui/PageState.tsx';
import { ChunkErrorBoundary, ChunkErrorScreen } from '../ui/ChunkErrorBoundary.tsx';

/** Each layout is a lazy chunk of its own: a learner never downloads the seller or shop chrome. */
const LAYOUTS: Record<Exclude<LayoutKind, 'none'>, PageLoader> = {
  backoffice: () => import('./layouts/BackOfficeLayout.tsx'),
  fullscreen: () => import('./layouts/FullscreenLayout.tsx'),
  shop: () => import('./layouts/ShopLayout.tsx'),
  buyer: () => import('./layouts/BuyerLayout.tsx'),
  seller: () => import('./layouts/SellerLayout.tsx'),
  supply: () => import('./layouts/SupplyLayout.tsx'),
  workbench: () => import('./layouts/WorkbenchLayout.tsx'),
  plain: () => import('./layouts/PlainLayout.tsx'),
};

const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage.tsx'));

const lazies = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyOnce(key: string, load: PageLoader) {
  let c = lazies.get(key);
  if (!c) {
    c = lazy(load);
    lazies.set(key, c);
  }
  return c;
}

/** A chunk behind a retryable error boundary: 重试 makes a fresh import attempt. */
function LazyChunk({ id, load, fallback }: { id: string; load: PageLoader; fallback: React.ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const C = lazyOnce(`${id}#${attempt}`, load);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={fallback}>
        <C />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function RoutePage({ route }: { route: AppRoute }) {
  if (!route.page) return <PlaceholderPage title={route.meta.title} />;
  return <LazyChunk id={route.path} load={route.page} fallback={<PageState loading />} />;
}

function LayoutHost({ kind }: { kind: Exclude<LayoutKind, 'none'> }) {
  return <LazyChunk id={`layout:${kind}`} load={LAYOUTS[kind]} fallback={<PageState loading />} />;
}

interface RootData {
  notFound: boolean;
}

let restored = false;

/**
 * Starts downloading (and evaluating) the chunks of the route about to render, its layout and its
 * page, in parallel and while the session is restored, instead of one after the other as they mount.
 */
function preloadRoute(pathname: string) {
  const found = findRoute(pathname);
  if (!found) return;
  const kind = found.route.layout ?? found.area.layout;
  const loads = [found.route.page, kind === 'none' ? undefined : LAYOUTS[kind]];
  for (const load of loads) load?.().catch(() => undefined); // a failed chunk shows its retry screen when it mounts
}

/**
 * The async parts of the spec §4 guard, then the pure guard: restore the session once, load unknown
 * roles (failure → reset token, /login), the profile check (true → token cleared, /login unless on
 * /register), then allow / redirect / 404.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  preloadRoute(url.pathname);
  const firstLoad = !restored;
  if (!restored) {
    restored = true;
    try {
      await restoreSession();
    } catch {
      // No IndexedDB: the token cookie alone still works; user info is loaded below.
    }
  }
  if (session.token && session.roles.length === 0 && url.pathname !== '/register') {
    try {
      await loadUserInfo();
    } catch {
      await resetToken();
      throw redirect('/login');
    }
  }
  if (session.token && session.isPerfect === 'true' && url.pathname !== '/register') {
    let incomplete = false;
    try {
      incomplete = await validPerfect();
    } catch {
      incomplete = false;
    }
    if (incomplete) {
      await resetToken();
      throw redirect('/login');
    }
  }
  const result = guard(url.pathname + url.search, { token: session.token, roles: session.roles, classType: session.classType });
  if ('redirect' in result) throw redirect(result.redirect);
  if (firstLoad && 'allow' in result) result.found.route.prefetch?.(); // later visits: the page decides (kept-alive tabs keep their data)
  return { notFound: 'notFound' in result };
}

/** Root: 404 for routes the role may not open, document title from the route meta, scroll to top. */
function Root() {
  const data = useLoaderData() as RootData;
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    setDocumentTitle(data.notFound ? '页面不存在' : findRoute(pathname)?.route.meta.title);
  }, [pathname, data.notFound]);
  if (data.notFound) {
    return (
      <Suspense fallback={<PageState loading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

function RootError() {
  return <ChunkErrorScreen onRetry={() => window.location.reload()} />;
}

/** Builds the React Router tree from the route tables: one pathless layout route per layout kind. */
export function buildRoutes(): RouteObject[] {
  const bare: RouteObject[] = [];
  const groups = new Map<Exclude<LayoutKind, 'none'>, RouteObject[]>();
  for (const { route, area } of ALL_ROUTES) {
    const kind = route.layout ?? area.layout;
    const element = route.redirect ? <Navigate to={route.redirect} replace /> : <RoutePage route={route} />;
    const obj: RouteObject = route.path === '/' ? { index: true, element } : { path: route.path, element };
    if (kind === 'none') bare.push(obj);
    else {
      if (!groups.has(kind)) groups.set(kind, []);
      groups.get(kind)!.push(obj);
    }
  }
  const children: RouteObject[] = [...bare];
  for (const [kind, routes] of groups) children.push({ element: <LayoutHost kind={kind} />, children: routes });
  children.push({ path: '*', element: <Navigate to="/login" replace /> });
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => true,
      element: <Root />,
      errorElement: <RootError />,
      hydrateFallbackElement: <PageState loading />,
      children,
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigate((path, options) => void router.navigate(path, options));
  return router;
}
