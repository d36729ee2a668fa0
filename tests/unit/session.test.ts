// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as mock, HttpResponse } from 'msw';
import type { LoginResult, MenuItem, UserInfo } from '../../src/api/contract/auth.ts';
import type { Places } from '../../src/api/contract/places.ts';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn(), clear: vi.fn() } }));
const nav = vi.hoisted(() => ({ go: vi.fn(), path: '/manage/classList' }));
vi.mock('../../src/lib/navigation.ts', () => ({ go: nav.go, currentPath: () => nav.path, setNavigate: () => undefined }));

import { landingPath, loadUserInfo, loginWith, logout, onLogout, resetToken, restoreSession, session, signUpWith } from '../../src/state/session.ts';
import { getToken, setToken } from '../../src/lib/cookies.ts';
import { sessionStore } from '../../src/storage/idb.ts';
import { userInfo } from '../component/fixtures.ts';

const item = (path: string, children: string[] = []): MenuItem => ({
  path,
  hidden: false,
  meta: { title: path, icon: '' },
  children: children.map((c) => ({ path: c, hidden: false, meta: { title: c, icon: '' }, children: [] })),
});

const user = (role: UserInfo['role'], extra: Partial<UserInfo> = {}): UserInfo =>
  userInfo({ id: 1, username: `u${role}`, role, realName: `用户${role}`, avatar: '/a.png', ...extra });

const result = (role: UserInfo['role'], isPerfect: 'true' | 'false' = 'false', extra: Partial<UserInfo> = {}): LoginResult => ({
  token: `t-${role}`,
  loginUser: user(role, extra),
  isPerfect,
  realName: `用户${role}`,
  avatar: '/a.png',
  identificationPhoto: '',
  role,
});

let menu: MenuItem[] = [];
let menuCalls = 0;
let infoBody: unknown = null;
const MEMBER: Places = { shop: null, supplier: null, anchor: false, klass: { state: 'member', name: '一班' } };
let places: Places | null = MEMBER;
let placesCalls = 0;
const server = setupServer(
  mock.get('/v1/wangchuang/common/places', () => {
    placesCalls++;
    return places ? HttpResponse.json({ code: 200, msg: '', data: places }) : HttpResponse.json({ code: 500, msg: '', data: null }, { status: 500 });
  }),
  mock.get('/v1/wangchuang/common/loadMenus', () => {
    menuCalls++;
    return HttpResponse.json({ code: 200, msg: '', data: menu });
  }),
  mock.get('/v1/wangchuang/common/info', () => HttpResponse.json({ code: 200, msg: '', data: infoBody })),
  mock.get('/v1/wangchuang/common/logout', () => HttpResponse.json({ code: 200, msg: '', data: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetToken();
  menu = [];
  menuCalls = 0;
  places = MEMBER;
  placesCalls = 0;
  nav.go.mockReset();
});
afterEach(() => server.resetHandlers());

describe('landingPath', () => {
  it.each<[string, MenuItem[], string]>([
    ['empty menu', [], '/'],
    ['first child of the first entry', [item('/manage', ['borad', 'classList']), item('/other', ['x'])], '/manage/borad'],
    ['absolute child path', [item('/manage', ['/manage/classList'])], '/manage/classList'],
    ['/znfwzx first: the second entry is used', [item('/znfwzx', ['a']), item('/manage', ['classList'])], '/manage/classList'],
    ['/znfwzx not first is not skipped', [item('/manage', ['borad']), item('/znfwzx', ['a'])], '/manage/borad'],
    ['/znfwzx alone', [item('/znfwzx', ['a'])], '/'],
    ['entry without children', [item('/supplymarket')], '/supplymarket'],
    // the menu editor (/manage/menuManage) may hide entries: what is hidden is not where one lands
    ['a hidden first entry is passed over', [{ ...item('/manage', ['borad']), hidden: true }, item('/other', ['x'])], '/other/x'],
    [
      'a hidden first child is passed over',
      [{ ...item('/manage'), children: [{ ...item('/manage/borad'), hidden: true }, item('/manage/classList')] }],
      '/manage/classList',
    ],
    ['/znfwzx first after a hidden entry: the next shown one', [{ ...item('/x', ['y']), hidden: true }, item('/znfwzx', ['a']), item('/m', ['b'])], '/m/b'],
  ])('%s', (_name, input, expected) => {
    expect(landingPath(input)).toBe(expected);
  });
});

describe('loginWith (spec §4)', () => {
  it('incomplete profile: stores the token only and goes to /register', async () => {
    const path = await loginWith(result(6, 'true'));
    expect(path).toBe('/register');
    expect(getToken()).toBe('t-6');
    expect(session.isPerfect).toBe('true');
    expect(session.roles).toEqual([]);
    expect(menuCalls).toBe(0);
  });

  it('management roles: stores token and user, fetches and saves the menu, lands on its first child', async () => {
    menu = [item('/znfwzx', ['simulation']), item('/manage', ['classList'])];
    const path = await loginWith(result(5));
    expect(path).toBe('/manage/classList');
    expect(getToken()).toBe('t-5');
    expect(session.token).toBe('t-5');
    expect(session.roles).toEqual([5]);
    expect(session.name).toBe('用户5');
    expect(session.userInfo?.username).toBe('u5');
    expect(session.menu).toHaveLength(2);
    expect(menuCalls).toBe(1);
    expect((await sessionStore.get<{ menu: MenuItem[] }>('session'))?.menu).toHaveLength(2);
  });

  it('an empty menu lands on /', async () => {
    expect(await loginWith(result(1))).toBe('/');
  });

  it('learners: token and user stored, no menu call, their places asked and kept, learner home', async () => {
    const path = await loginWith(result(6, 'false', { classType: 'ZBB' }));
    expect(path).toBe('/cultivate/learningtasks');
    expect(session.roles).toEqual([6]);
    expect(session.classType).toBe('ZBB');
    expect(menuCalls).toBe(0);
    expect(placesCalls).toBe(1);
    expect(session.places).toEqual(MEMBER);
    session.places = null;
    await restoreSession();
    expect(session.places).toEqual(MEMBER);
  });

  // issue 25: an account without a class lands where its work is
  it.each<[string, Places | null, string]>([
    ['a seller without a class: their shop', { ...MEMBER, shop: { id: 1, name: '店', own: true }, klass: { state: 'none' } }, '/seller/index'],
    [
      'a supplier without a class: their listings',
      { ...MEMBER, supplier: { id: 1, name: '供应商' }, klass: { state: 'none' } },
      '/supplymarket/supplymarketIndex',
    ],
    ['an anchor without a class: the workbench', { ...MEMBER, anchor: true, klass: { state: 'none' } }, '/workbench/workbenchHome'],
    ['waiting for admission: the class page', { ...MEMBER, klass: { state: 'applied', name: '一班' } }, '/cultivate/joinClass'],
    ['nothing at all: the class page', { ...MEMBER, klass: { state: 'none' } }, '/cultivate/joinClass'],
    ['places not answered: the learner home', null, '/cultivate/learningtasks'],
  ])('%s', async (_name, answer, landing) => {
    places = answer;
    expect(await loginWith(result(6))).toBe(landing);
  });

  it('a shop’s sub-account lands in that shop whatever its places say', async () => {
    places = { ...MEMBER, klass: { state: 'none' } };
    expect(await loginWith(result(6, 'false', { staff: { shopId: 1, shopName: '店', ownerName: '店主', perms: [] } }))).toBe('/seller/index');
  });

  it('a one-time password: token and user stored, no menu call, /changePassword first (also after a reload)', async () => {
    const path = await loginWith({ ...result(5), mustChangePassword: true });
    expect(path).toBe('/changePassword');
    expect(session.mustChangePassword).toBe(true);
    expect(session.roles).toEqual([5]);
    expect(menuCalls).toBe(0);
    session.mustChangePassword = false;
    await restoreSession();
    expect(session.mustChangePassword).toBe(true);
    await resetToken();
    expect(session.mustChangePassword).toBe(false);
  });

  it('user info of an account that must change its password loads no menu', async () => {
    setToken('t-x');
    infoBody = user(3, { mustChangePassword: true });
    await loadUserInfo();
    expect(session.mustChangePassword).toBe(true);
    expect(menuCalls).toBe(0);
  });

  it('sign-up stores the token and sets isPerfect', async () => {
    expect(await signUpWith({ token: 'new' })).toBe('/register');
    expect(getToken()).toBe('new');
    expect(session.isPerfect).toBe('true');
  });
});

describe('restoreSession', () => {
  it('restores the user from IndexedDB without a network call', async () => {
    menu = [item('/manage', ['borad'])];
    await loginWith(result(2));
    session.name = '';
    session.roles = [];
    session.menu = [];
    menuCalls = 0;
    await restoreSession();
    expect(session.token).toBe('t-2');
    expect(session.roles).toEqual([2]);
    expect(session.name).toBe('用户2');
    expect(session.menu[0]?.path).toBe('/manage');
    expect(menuCalls).toBe(0);
  });

  it('restores nothing without a token cookie', async () => {
    await sessionStore.set('session', { name: 'x', roles: [1] });
    await restoreSession();
    expect(session.roles).toEqual([]);
  });
});

describe('loadUserInfo', () => {
  it('empty info → 请重新登录', async () => {
    infoBody = null;
    await expect(loadUserInfo()).rejects.toThrow('请重新登录');
  });

  it('no role → role必须为数组', async () => {
    infoBody = { ...user(3), role: null };
    await expect(loadUserInfo()).rejects.toThrow('role必须为数组');
  });

  it('loads user and the menu for non-students', async () => {
    infoBody = user(3);
    menu = [item('/manage', ['borad'])];
    await loadUserInfo();
    expect(session.roles).toEqual([3]);
    expect(session.menu).toHaveLength(1);
  });

  it('no menu call for students: their places instead', async () => {
    infoBody = user(6, { classType: 'SYB' });
    await loadUserInfo();
    expect(session.roles).toEqual([6]);
    expect(session.classType).toBe('SYB');
    expect(menuCalls).toBe(0);
    expect(session.places).toEqual(MEMBER);
  });
});

describe('logout', () => {
  it('calls common/logout, clears token, roles, menu and subscribers, then goes to /login?redirect=', async () => {
    let called = false;
    server.use(
      mock.get('/v1/wangchuang/common/logout', ({ request }) => {
        called = request.headers.get('authorization') === 't-4';
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    menu = [item('/manage', ['borad'])];
    await loginWith(result(4));
    const tabs = vi.fn();
    const off = onLogout(tabs);
    await logout('/manage/borad?x=1');
    off();
    expect(called).toBe(true);
    expect(tabs).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('');
    expect(session.roles).toEqual([]);
    expect(session.menu).toEqual([]);
    expect(await sessionStore.get('session')).toBeUndefined();
    expect(nav.go).toHaveBeenCalledWith('/login?redirect=%2Fmanage%2Fborad%3Fx%3D1', { replace: true });
  });

  it('still signs out locally when the server call fails', async () => {
    server.use(mock.get('/v1/wangchuang/common/logout', () => HttpResponse.error()));
    setToken('t');
    session.token = 't';
    await logout();
    expect(getToken()).toBe('');
    expect(nav.go).toHaveBeenCalledWith('/login?redirect=%2Fmanage%2FclassList', { replace: true });
  });

  it('takes the unread count off the app icon, also before the notices store has loaded', async () => {
    // the page before this one set the badge; this page signs out before its bell's store loads (it waits for idle)
    const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    Object.assign(navigator, badge);
    try {
      setToken('t');
      session.token = 't';
      await logout();
      expect(badge.clearAppBadge).toHaveBeenCalledTimes(1);
      expect(badge.setAppBadge).not.toHaveBeenCalled();
    } finally {
      for (const key of Object.keys(badge)) Reflect.deleteProperty(navigator, key);
    }
  });
});
