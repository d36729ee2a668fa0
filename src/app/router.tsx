import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type LoaderFunctionArgs,
  Navigate,
  type NavigationType,
  Outlet,
  redirect,
  type RouteObject,
  Router,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { session, restoreSession, loadUserInfo, refreshUserInfo, resetToken, SessionInfoError, learnerFacts, refreshPlaces } from '../state/session.ts';
import { validPerfect } from '../api/auth.ts';
import { setNavigate } from '../lib/navigation.ts';
import { setDocumentTitle } from '../ui/brand.ts';
import { guard } from '../lib/guard.ts';
import { findRoute, type FoundRoute } from '../api/contract/routes/lookup.ts';
import { routeOf } from './routeTables.ts';
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
  const found = await routeOf(url.pathname);
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
function Root({ notFound }: { notFound: boolean }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (spec §2: navigation scrolls to the top), not a value the effect reads
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    setDocumentTitle(notFound ? '页面不存在' : findRoute(pathname)?.route.meta.title);
  }, [pathname, notFound]);
  if (notFound) {
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

/** The router object for one table entry. */
function routeObject(route: AppRoute): RouteObject {
  // every route names a page or a redirect (tests/unit/routes.test.ts)
  const element = route.page ? <RoutePage route={route} page={route.page} /> : <Navigate to={route.redirect ?? '/404'} replace />;
  return route.path === '/' ? { id: route.path, index: true, element } : { id: route.path, path: route.path, element };
}

/**
 * The routes under the root, grown as navigation reaches new paths: it starts with the first page's
 * route only, because ranking all two hundred routes up front held up the first load. Each table
 * entry goes under its layout's pathless route (added too the first time that layout is needed).
 * Unknown paths add nothing: the catch-all sends them to /login.
 */
class RouteTree {
  private readonly added = new Set<string>();
  private readonly layouts = new Map<string, RouteObject[]>();
  private top: RouteObject[] = [{ path: '*', element: <Navigate to="/login" replace /> }];

  /** The root's children (useRoutes matches them again on every render). */
  get children(): RouteObject[] {
    return this.top;
  }

  add(pathname: string) {
    const found = findRoute(pathname);
    if (!found || this.added.has(found.route.path)) return;
    this.added.add(found.route.path);
    const route = routeObject(found.route);
    const kind = found.route.layout ?? found.area.layout;
    if (kind === 'none') {
      this.top = [route, ...this.top];
      return;
    }
    const under = this.layouts.get(kind);
    if (under) {
      under.push(route);
      return;
    }
    const children = [route];
    this.layouts.set(kind, children);
    this.top = [{ id: `layout:${kind}`, element: <LayoutHost kind={kind} />, children }, ...this.top];
  }
}

/** What is on screen: the location the guard last let through, with its answer (or the error it threw). */
export interface AppRouterState {
  initialized: boolean;
  /** The location being decided, while the guard runs (the page on screen stays until then). */
  navigating: Location | null;
  location: Location;
  action: NavigationType;
  data: RootData;
  error?: unknown;
}

/**
 * The app's navigation: React Router's history and declarative routes, with the guard (rootLoader)
 * run before each location is shown, so a page the user may not open never renders and the first
 * render waits for its chunks and first data. React Router's data router did this too, at 18 KB
 * gzip more on every page's first load (docs/pwa-notices.md "One render").
 * A navigation started while another one is still being decided wins; a redirect replaces the
 * address and is decided in turn.
 */
export class AppRouter {
  readonly history = createBrowserHistory({ v5Compat: true });
  readonly routes = new RouteTree();
  private listeners = new Set<(state: AppRouterState) => void>();
  private decisions = 0;
  private stopListening: () => void;
  private readyResolve!: () => void;
  /** Resolves once the first location is decided (session, guard, redirects, chunks, first data). */
  readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));
  state: AppRouterState;

  constructor() {
    this.state = { initialized: false, navigating: null, location: this.history.location, action: this.history.action, data: { notFound: false } };
    this.stopListening = this.history.listen(({ action, location }) => void this.decide(location, action));
    setNavigate((path, options) => this.navigate(path, options));
    void this.decide(this.history.location, this.history.action);
  }

  navigate(to: string, options?: { replace?: boolean }) {
    if (options?.replace) this.history.replace(to);
    else this.history.push(to);
  }

  subscribe = (listener: (state: AppRouterState) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  dispose() {
    this.stopListening();
    this.listeners.clear();
  }

  private async decide(location: Location, action: NavigationType) {
    const mine = ++this.decisions;
    this.publish({ ...this.state, navigating: location });
    const request = new Request(this.history.createURL(location));
    let next: AppRouterState;
    try {
      const data = await rootLoader({ request, params: {}, context: undefined } as LoaderFunctionArgs);
      this.routes.add(location.pathname);
      next = { initialized: true, navigating: null, location, action, data };
    } catch (thrown) {
      if (mine !== this.decisions) return;
      const to = thrown instanceof Response ? thrown.headers.get('Location') : null;
      if (to) return this.history.replace(to); // decided again by the listener
      next = { initialized: true, navigating: null, location, action, data: { notFound: false }, error: thrown };
    }
    if (mine !== this.decisions) return;
    this.publish(next);
    this.readyResolve();
  }

  private publish(state: AppRouterState) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

export function createAppRouter(): AppRouter {
  return new AppRouter();
}

/** The routes of the location on screen, under the root (404, title, scroll). */
function AppRoutes({ router, notFound }: { router: AppRouter; notFound: boolean }) {
  return useRoutes([{ id: 'root', path: '/', element: <Root notFound={notFound} />, children: router.routes.children }]);
}

/** Renders the app at the location its router last let through. */
export function AppRouterView({ router }: { router: AppRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  // nothing is drawn before the first location is decided (main.tsx waits for it anyway)
  if (!state.initialized) return null;
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.history}>
      {state.error ? (
        <RootError />
      ) : (
        <ChunkErrorBoundary>
          <AppRoutes router={router} notFound={state.data.notFound} />
        </ChunkErrorBoundary>
      )}
    </Router>
  );
}
