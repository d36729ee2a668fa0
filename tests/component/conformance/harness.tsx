/**
 * What the conformance tests (docs/conformance.md) share: the whole app rendered at a path (router,
 * guard, layouts, pages) against msw answers, a signed-in or signed-out session, and the toasts the
 * user saw (text, icon, duration) as antd-mobile was asked to show them.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw.ts';
import Toast from 'antd-mobile/es/components/toast';
import type { LoginResult, UserInfo } from '../../../src/api/contract/auth.ts';
import type { ClassType, Role } from '../../../src/api/contract/roles.ts';
import type { OrderDetail } from '../../../src/api/contract/shop.ts';
import { AppRouterView, createAppRouter } from '../../../src/app/router.tsx';
import { resetUnauthorizedLatch } from '../../../src/api/http.ts';
import { resetToken, session } from '../../../src/state/session.ts';
import { setToken } from '../../../src/lib/cookies.ts';
import { resetActThrottle } from '../../../src/ui/act.tsx';
import { userInfo } from '../fixtures.ts';

export const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
export const fail = (status: number, msg = '') => HttpResponse.json({ code: status, msg, data: null }, { status });

/** Calls the app made, as "METHOD path" (no origin, no query). */
export const calls: string[] = [];

/**
 * The answers every screen may ask for; a test puts its own in front with server.use(). Anything
 * else under /v1 or /v2 answers an empty success, so a page never reaches the network.
 */
export const server = mockServer(
  http.post('*/v1/wangchuang/common/loadCaptcha', () => ok({ captchaId: 'cap', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
  http.get('*/loadSysMsg/num', () => ok(0)),
  http.get('*/buyers/balance/info', () => ok({ balance: 100, balanceFen: 10000 })),
  http.get('*/v1/wangchuang/common/loadMenus', () => ok([])),
  http.all(/\/v[12]\/wangchuang\//, () => ok(null)),
);
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});

export interface ToastSeen {
  text: string;
  html: string;
  icon?: string;
  duration?: number;
}
/** Every toast shown, in order. */
export const toasts: ToastSeen[] = [];
/** How many times other toasts were closed (spec §8 400). */
export const toastClears = { count: 0 };

function textOf(content: unknown): { text: string; html: string } {
  if (typeof content === 'string') return { text: content, html: content };
  const el = content as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }> | null;
  const html = el?.props?.dangerouslySetInnerHTML?.__html ?? '';
  return { text: html.replace(/<[^>]*>/g, ''), html };
}

const routers: { dispose(): void }[] = [];

/** Installs the toast recorder and a clean session/throttle/toast state around each test (msw: tests/component/msw.ts). */
export function useConformanceHarness() {
  beforeEach(async () => {
    calls.length = 0;
    toasts.length = 0;
    toastClears.count = 0;
    const show = Toast.show.bind(Toast);
    const clear = Toast.clear.bind(Toast);
    vi.spyOn(Toast, 'show').mockImplementation((props) => {
      const p = typeof props === 'string' ? { content: props } : props;
      toasts.push({ ...textOf(p.content), icon: p.icon as string | undefined, duration: p.duration });
      return show(props);
    });
    vi.spyOn(Toast, 'clear').mockImplementation(() => {
      toastClears.count++;
      clear();
    });
    resetActThrottle();
    resetUnauthorizedLatch();
    localStorage.clear();
    await resetToken();
  });
  afterEach(async () => {
    cleanup();
    for (const r of routers.splice(0)) r.dispose();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** The signed-in user of a role (and class type for learners). */
export function user(role: Role, extra: Partial<UserInfo> = {}): UserInfo {
  const names: Record<number, string> = { 1: 'admin01', 2: 'province01', 3: 'city01', 4: 'inst01', 5: 'teacher01', 6: 'zbb_student01', 20: 'area01' };
  const learner = role === 6 ? ({ classId: 1, className: '直播电商一班', classType: 'ZBB' } as const) : {};
  return userInfo({ id: 100 + role, username: names[role] ?? `user${role}`, role, realName: '测试用户', ...learner, ...extra });
}

/** A login answer for a user. */
export function loginResult(u: UserInfo, extra: Partial<LoginResult> = {}): LoginResult {
  return {
    token: `tok-${u.username}`,
    isPerfect: 'false',
    realName: u.realName ?? '',
    avatar: '',
    identificationPhoto: '',
    role: u.role,
    loginUser: u,
    ...extra,
  } as LoginResult;
}

/** A session as a reload finds it: token cookie and what IndexedDB held. */
export function signedInAs(role: Role, classType: ClassType | null = role === 6 ? 'ZBB' : null, token = 'tok') {
  setToken(token);
  const u = user(role, { classType });
  Object.assign(session, { token, name: u.realName, avatar: '', roles: [role], userInfo: u, menu: [], classType, isPerfect: '' });
  return u;
}

/** Renders the whole app (router, guard, layouts, pages) at a path; resolves once the first navigation settled. */
export async function openApp(path: string) {
  // one app on screen at a time
  cleanup();
  for (const r of routers.splice(0)) r.dispose();
  window.history.replaceState({}, '', path);
  const router = createAppRouter();
  routers.push(router);
  render(<AppRouterView router={router} />);
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

/** Where the router is now: path and query. */
export const where = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;

/** Lets timers and answers run. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A received order (id 5, ¥50.00 paid) the buyer may ask an after-sale for: /refund?orderId=5. */
export function refundableOrder(): OrderDetail {
  return {
    id: 5,
    orderNo: 'D2026',
    status: 'received',
    statusName: '已收货',
    shopId: 1,
    shopName: '店铺1',
    goodsFen: 5000,
    discountFen: 0,
    freightFen: 0,
    payFen: 5000,
    refundedFen: 0,
    createdAt: '2026-11-20T09:00:00Z',
    lines: [],
    actions: ['afterSale'],
    afterSaleStatus: null,
    afterSales: [],
    timeline: [],
  } as unknown as OrderDetail;
}
