import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, Route, Routes, StaticRouter } from 'react-router-dom';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { MenuItem, UserInfo } from '../api/contract/auth.ts';
import type { Places } from '../api/contract/places.ts';
import { callKey, INFO_CALL } from '../api/contract/firstData.ts';
import { FIRST_CALLS, sessionCalls } from '../api/contract/firstCalls.ts';
import type { PrerenderedPage, SERVER_DRAWN_PATHS, SignedInVisit } from '../api/contract/prerender.ts';
import { findRoute } from '../api/contract/routes/index.ts';
import { brandFor } from '../api/contract/brand.ts';
import { primeLearnerTasks } from '../api/learner.ts';
import { primeMallHome } from '../api/shop.ts';
import { guard } from '../lib/guard.ts';
import { learnerFacts, session, showUser } from '../state/session.ts';
import { documentTitle } from '../ui/brand.ts';
import { setBreakpointWithoutWindow } from '../ui/useBreakpoint.ts';
import BackOfficeLayout from '../app/layouts/BackOfficeLayout.tsx';
import ShopLayout from '../app/layouts/ShopLayout.tsx';
import HomePage from '../features/shop/HomePage.tsx';
import TeacherListPage from '../features/manage/TeacherListPage.tsx';
import ClassListPage from '../features/manage/ClassListPage.tsx';
import ProductDetailPage from '../features/shop/ProductDetailPage.tsx';
import ShopHomePage from '../features/shop/ShopHomePage.tsx';
import { drawWithAnswers } from '../api/bootAnswers.ts';
import LearningTasksPage from '../features/learner/LearningTasksPage.tsx';

type Answers = SignedInVisit['answers'];

/** A page the server draws for a visitor: its layout, the page, and how its first data reaches the page's first render. */
interface DrawnPage {
  layout: ComponentType;
  page: ComponentType;
  /** Hands the page its first data from the answers (false: an answer is missing, the page is not drawn). */
  prime: (answers: Answers, role: UserInfo['role'] | null) => boolean;
}

/** The answer of a route's first call (src/api/contract/firstData.ts) number `i`, for a role. */
const firstAnswer = (answers: Answers, path: string, role: UserInfo['role'] | null, i: number) => {
  const call = FIRST_CALLS[path]?.(role, new URLSearchParams())[i];
  return call && answers[callKey(call)]?.data;
};

const PAGES: Record<(typeof SERVER_DRAWN_PATHS)[number], DrawnPage> = {
  '/cultivate/learningtasks': {
    layout: BackOfficeLayout,
    page: LearningTasksPage,
    prime: (answers) => {
      const tasks = firstAnswer(answers, '/cultivate/learningtasks', 6, 0);
      if (!tasks) return false;
      primeLearnerTasks(tasks as Parameters<typeof primeLearnerTasks>[0]);
      return true;
    },
  },
  '/home': {
    layout: ShopLayout,
    page: HomePage,
    prime: (answers, role) => {
      const home = firstAnswer(answers, '/home', role, 0);
      if (!home) return false;
      primeMallHome(home as Parameters<typeof primeMallHome>[0]);
      return true;
    },
  },
  // ResourcePage reads its first page from the answers itself (src/api/contract/firstLists.ts),
  '/manage/classList': { layout: BackOfficeLayout, page: ClassListPage, prime: () => true },
  '/manage/teacherList': { layout: BackOfficeLayout, page: TeacherListPage, prime: () => true },
  // and the product page its detail (firstProduct in src/api/shop.ts)
  '/productDetail': { layout: ShopLayout, page: ProductDetailPage, prime: () => true },
  // and a shop its home and its first products (firstShop, firstShopProducts)
  '/shopHome': { layout: ShopLayout, page: ShopHomePage, prime: () => true },
};

export type { SignedInVisit };

const BLANK = { token: '', name: '', avatar: '', roles: [], userInfo: null, menu: [], classType: null, isPerfect: '', mustChangePassword: false, places: null };

/**
 * A visitor's page as the app's first render draws it (signed in, or not for the mall's public pages) (the same layout and page, with the
 * same session and first data, which the page's HTML also carries): the server puts it in the page,
 * so the visitor sees it before any script has run, and the app takes it over (src/lib/takeover.ts).
 * Null when the page is not one of these, an answer is missing, or the guard would not show it.
 * One render at a time: the session and the breakpoint are the module's own while it runs (it is
 * synchronous, so no other request's render can interleave).
 */
export function renderSignedIn(visit: SignedInVisit): PrerenderedPage | null {
  const found = findRoute(visit.path);
  const drawn = found && (PAGES as Record<string, DrawnPage | undefined>)[found.route.path];
  // a visitor not signed in has no info: the session stays empty and the guard lets through only what anyone may open
  const info = visit.answers[callKey(INFO_CALL)]?.data as UserInfo | undefined;
  if (!found || !drawn) return null;
  const [sessionCall] = info ? sessionCalls(info) : [];
  const extra = sessionCall && visit.answers[callKey(sessionCall)]?.data;
  if (sessionCall && !extra) return null;
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'location');
  Object.defineProperty(globalThis, 'location', { value: { host: visit.host, pathname: visit.path, search: visit.search }, configurable: true });
  try {
    if (info) {
      session.token = 'drawn-by-the-server'; // only the guard reads it here
      showUser(info, info.role === 6 ? [] : ((extra as MenuItem[] | undefined) ?? []), info.role === 6 ? ((extra as Places | undefined) ?? null) : null);
    }
    const decision = guard(visit.path + visit.search, {
      token: session.token,
      roles: session.roles,
      classType: session.classType,
      mustChangePassword: session.mustChangePassword,
      ...learnerFacts(),
    });
    if (!('allow' in decision) || !drawn.prime(visit.answers, info?.role ?? null)) return null;
    setBreakpointWithoutWindow(visit.breakpoint);
    const { layout: Layout, page: Page } = drawn;
    const html = drawWithAnswers(visit.answers, () =>
      renderToString(
        <ConfigProvider locale={zhCN}>
          <StaticRouter location={visit.path + visit.search}>
            <Routes>
              <Route path="/" element={<Outlet />}>
                <Route element={<Layout />}>
                  <Route path={found.route.path} element={<Page />} />
                </Route>
              </Route>
            </Routes>
          </StaticRouter>
        </ConfigProvider>,
      ),
    );
    return { html, title: documentTitle(found.route.meta.title, brandFor(visit.host, visit.path)), breakpoint: visit.breakpoint };
  } finally {
    Object.assign(session, BLANK);
    setBreakpointWithoutWindow('desktop');
    if (previous) Object.defineProperty(globalThis, 'location', previous);
    else delete (globalThis as { location?: unknown }).location;
  }
}
