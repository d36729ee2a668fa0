import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  Navigate,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { session, restoreSession, loadUserInfo, refreshUserInfo, resetToken, SessionInfoError, learnerFacts, refreshPlaces } from '../state/session.ts';
import { validPerfect } from '../api/auth.ts';
import { setNavigate } from '../lib/navigation.ts';
import { setDocumentTitle } from '../ui/brand.ts';
import { guard } from '../lib/guard.ts';
import { findRoute, type FoundRoute } from '../api/contract/routes/index.ts';
import type { AppRoute, LayoutKind, PageName } from '../api/contract/routes/meta.ts';
import { pageLoader, PREFETCHES, type PageLoader } from './pages.ts';
import PageState from '../ui/PageState.tsx';
import { ChunkErrorBoundary, ChunkErrorScreen } from '../ui/ChunkErrorBoundary.tsx';
import { LAYOUTS } from './layouts/index.ts';
import { bootMark } from './bootMarks.ts';
import { afterFirstPaint } from '../lib/idle.ts';
import { toast } from '../ui/toast.ts';
import { showFailure } from '../ui/act.tsx';

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

/**
 * Chunks already evaluated, by loader. React.lazy suspends on its first render even when the
 * import has resolved (one fallback commit and one more render pass each): what is already here
 * renders at once.
 */
const loaded = new Map<PageLoader, ComponentType>();
function preload(load: PageLoader): Promise<void> {
  return load().then(
    (m) => void loaded.set(load, m.default),
    () => undefined, // a failed chunk shows its retry screen when it mounts
  );
}

/** A chunk behind a retryable error boundary: 重试 makes a fresh import attempt. */
function LazyChunk({ id, load, fallback }: { id: string; load: PageLoader; fallback: React.ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const C = loaded.get(load) ?? lazyOnce(`${id}#${attempt}`, load);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={fallback}>
        <C />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function RoutePage({ route, page }: { route: AppRoute; page: PageName }) {
  return <LazyChunk id={route.path} load={pageLoader(page)} fallback={<PageState loading />} />;
}

function LayoutHost({ kind }: { kind: Exclude<LayoutKind, 'none'> }) {
  return <LazyChunk id={`layout:${kind}`} load={LAYOUTS[kind]} fallback={<PageState loading />} />;
}

interface RootData {
  notFound: boolean;
}

let restored = false;
/** A learner's places are asked once per page load when a restored session lacks them (a session saved before they existed). */
let placesAsked = false;

/**
 * Starts downloading (and evaluating) the chunks of the route about to render, its layout and its
 * page, in parallel and while the session is restored, instead of one after the other as they mount.
 */
function preloadRoute(found: FoundRoute): Promise<unknown> {
  const kind = found.route.layout ?? found.area.layout;
  const loads = [found.route.page && pageLoader(found.route.page), kind === 'none' ? undefined : LAYOUTS[kind]];
  return Promise.all(loads.map((load) => load && preload(load)));
}

/** How long the first render waits for the route's first data: long enough for a quick answer, short enough not to hold the page. */
const FIRST_DATA_WAIT_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The async parts of the spec §4 guard, then the pure guard: restore the session once, load unknown
 * roles (failure → reset token, /login), the profile check (true → token cleared, /login unless on
 * /register), then allow / redirect / 404 (a class-type route refreshes the user info once first).
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  const found = findRoute(url.pathname);
  const chunks = found ? preloadRoute(found) : undefined;
  const firstLoad = !restored;
  const publicData = firstLoad ? found?.route.prefetchPublic && PREFETCHES[found.route.prefetchPublic]() : undefined;
  if (!restored) {
    restored = true;
    try {
      await restoreSession();
      bootMark('session');
      // a learner still waiting for a class may have been admitted since: ask once the page is up
      // (with a class, the menu follows on the next return to the tab and the guard looks again before a 404)
      if (session.roles[0] === 6 && !session.classType) afterFirstPaint(() => void refreshUserInfo());
    } catch {
      // No IndexedDB: the token cookie alone still works; user info is loaded below.
    }
  }
  if (session.token && session.roles.length === 0 && url.pathname !== '/register') {
    try {
      await loadUserInfo();
    } catch (error) {
      // Spec §8: the token is reset and the user goes to /login, told why: 请重新登录 (empty info),
      // role必须为数组 (no role), or what failed (a 500's 功能优化中 was already shown by the API layer).
      await resetToken();
      if (error instanceof SessionInfoError) void toast.fail(error.message);
      else showFailure(error, '请重新登录');
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
  if (session.token && session.roles[0] === 6 && !session.places && !session.mustChangePassword && !placesAsked) {
    placesAsked = true;
    await refreshPlaces();
  }
  const decide = () =>
    guard(url.pathname + url.search, {
      token: session.token,
      roles: session.roles,
      classType: session.classType,
      mustChangePassword: session.mustChangePassword,
      ...learnerFacts(),
    });
  let result = decide();
  // a learner admitted or moved since this session's info was loaded: ask once more before a 404
  if ('notFound' in result && found?.route.meta.classTypes && (await refreshUserInfo())) result = decide();
  if ('redirect' in result) throw redirect(result.redirect);
  if (firstLoad && 'allow' in result) {
    // The first render waits for the route's chunks and, briefly, its first data, so the page
    // appears once, complete, instead of as a layout, then a spinner, then the content. Later
    // visits: the page decides (kept-alive tabs keep their data) and shows its own loading state.
    const data = [result.found.route.prefetch && PREFETCHES[result.found.route.prefetch](), publicData].filter(Boolean);
    await chunks;
    bootMark('chunks');
    if (data.length) await Promise.race([Promise.all(data), sleep(FIRST_DATA_WAIT_MS)]);
    bootMark('data');
  }
  return { notFound: 'notFound' in result };
}

/** Root: 404 for routes the role may not open, document title from the route meta, scroll to top. */
function Root() {
  const data = useLoaderData() as RootData;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (spec §2: navigation scrolls to the top), not a value the effect reads
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

type Patch = (parentId: string | null, children: RouteObject[]) => void;

/** The router object for one table entry. */
function routeObject(route: AppRoute): RouteObject {
  // every route names a page or a redirect (tests/unit/routes.test.ts)
  const element = route.page ? <RoutePage route={route} page={route.page} /> : <Navigate to={route.redirect ?? '/404'} replace />;
  return route.path === '/' ? { id: route.path, index: true, element } : { id: route.path, path: route.path, element };
}

/**
 * Adds the table entry for a pathname to the router tree, under its layout's pathless route
 * (added too the first time that layout is needed). Unknown paths add nothing: the catch-all
 * sends them to /login.
 */
function addRoute(pathname: string, added: Set<string>, patch: Patch) {
  const found = findRoute(pathname);
  if (!found || added.has(found.route.path)) return;
  added.add(found.route.path);
  const kind = found.route.layout ?? found.area.layout;
  if (kind === 'none') return patch('root', [routeObject(found.route)]);
  const layoutId = `layout:${kind}`;
  if (added.has(layoutId)) return patch(layoutId, [routeObject(found.route)]);
  added.add(layoutId);
  patch('root', [{ id: layoutId, element: <LayoutHost kind={kind} />, children: [routeObject(found.route)] }]);
}

/**
 * The router over the route tables, grown as navigation reaches new paths
 * (patchRoutesOnNavigation): it starts with the first page's route only, because ranking all
 * two hundred routes up front held up the first load.
 */
export function createAppRouter() {
  const added = new Set<string>();
  const children: RouteObject[] = [{ path: '*', element: <Navigate to="/login" replace /> }];
  addRoute(window.location.pathname, added, (_parent, routes) => {
    children.unshift(...routes);
  });
  const router = createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: rootLoader,
        shouldRevalidate: () => true,
        element: <Root />,
        errorElement: <RootError />,
        children,
      },
    ],
    { patchRoutesOnNavigation: ({ path, patch }) => addRoute(path, added, patch) },
  );
  setNavigate((path, options) => void router.navigate(path, options));
  return router;
}

/** Resolves once the router's first navigation (its loaders, any redirects) has settled. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
