/** Spec §4 (states and transitions), one test per rule: docs/conformance.md lists them. */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, delay } from 'msw';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { session } from '../../src/state/session.ts';
import { layout } from '../../src/state/layout.ts';
import { notices } from '../../src/state/notices.ts';
import { getToken } from '../../src/lib/cookies.ts';
import { sessionStore } from '../../src/storage/idb.ts';
import { STORE_EXAM_KEY } from '../../src/state/sellerGate.ts';
import SeasonSwitch from '../../src/app/layouts/SeasonSwitch.tsx';
import ChangePasswordDialog, { SIGN_OUT_DELAY_MS } from '../../src/features/account/ChangePasswordDialog.tsx';
import { setNavigate } from '../../src/lib/navigation.ts';
import { calls, fail, loginResult, ok, openApp, pause, server, signedInAs, toasts, useConformanceHarness, user, where } from './conformance/harness.tsx';
import { openNoticeList, openWithUserInfo } from './conformance/screens.tsx';

useConformanceHarness();

const menuOf = (...entries: [string, string[]][]): MenuItem[] =>
  entries.map(([path, children]) => ({
    path,
    hidden: false,
    meta: { title: path, icon: '' },
    children: children.map((c) => ({ path: c, hidden: false, meta: { title: c, icon: '' }, children: [] })),
  }));

async function signInThroughForm(router: Awaited<ReturnType<typeof openApp>>, username = 'someone') {
  await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
  fireEvent.change(screen.getByPlaceholderText('请输入用户名/手机号'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Demo@2026' } });
  fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: '0000' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return router;
}

/** The paths the router went through (redirects included). */
function trail(router: Awaited<ReturnType<typeof openApp>>) {
  const seen: string[] = [];
  router.subscribe((state) => {
    const p = (state.navigating ?? state.location).pathname;
    if (seen.at(-1) !== p) seen.push(p);
  });
  return seen;
}

describe('§4 Login', () => {
  it('§4 Login: an incomplete profile (isPerfect "true") stores the token and goes to /register', async () => {
    server.use(http.post('*/captcha/login', () => ok(loginResult(user(6), { token: 'tok-new', isPerfect: 'true' }))));
    const router = await signInThroughForm(await openApp('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(getToken()).toBe('tok-new');
    expect(session.isPerfect).toBe('true');
    expect(calls).not.toContain('GET /v1/wangchuang/common/loadMenus');
  });

  it('§4 Login: other roles store the token and the user, and the management menu is fetched and saved', async () => {
    const menu = menuOf(['/manage', ['classList']]);
    server.use(
      http.post('*/captcha/login', () => ok(loginResult(user(5)))),
      http.get('*/common/loadMenus', () => ok(menu)),
    );
    const router = await signInThroughForm(await openApp('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classList'));
    expect(getToken()).toBe('tok-teacher01');
    expect(session.userInfo?.username).toBe('teacher01');
    expect(session.roles).toEqual([5]);
    expect(session.menu).toEqual(menu);
    expect((await sessionStore.get<{ menu: MenuItem[] }>('session'))?.menu).toEqual(menu);
  });

  it('§4 Login: an empty menu means no management entry and the result path /', async () => {
    server.use(
      http.post('*/captcha/login', () => ok(loginResult(user(1)))),
      http.get('*/common/loadMenus', () => ok([])),
    );
    const router = await openApp('/login');
    const seen = trail(router);
    await signInThroughForm(router);
    // '/' is where the login leads; the guard then sends role 1 to its home
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/borad'));
    expect(seen).toContain('/');
    expect(session.menu).toEqual([]);
  });

  it('§4 Login: the landing path is the first child path of the first menu entry', async () => {
    server.use(
      http.post('*/captcha/login', () => ok(loginResult(user(3)))),
      http.get('*/common/loadMenus', () => ok(menuOf(['/manage', ['classListNum', 'classList']], ['/supplymarket', ['notice']]))),
    );
    const router = await signInThroughForm(await openApp('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classListNum'));
  });

  it('§4 Login: a first menu entry /znfwzx is skipped and the second entry is used', async () => {
    server.use(
      http.post('*/captcha/login', () => ok(loginResult(user(2)))),
      http.get('*/common/loadMenus', () => ok(menuOf(['/znfwzx', ['sim']], ['/manage', ['teacherList']]))),
    );
    const router = await signInThroughForm(await openApp('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/teacherList'));
  });

  it('§4 Login: role 6 gets the login data back (the learner lands on the learner home, no menu call)', async () => {
    server.use(http.post('*/captcha/login', () => ok(loginResult(user(6, { classType: 'DSB' })))));
    const router = await signInThroughForm(await openApp('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cultivate/learningtasks'));
    expect(session.userInfo?.username).toBe('zbb_student01');
    expect(session.classType).toBe('DSB');
    expect(calls).not.toContain('GET /v1/wangchuang/common/loadMenus');
  });

  it('§4 Registration success stores the token and sets isPerfect to true', async () => {
    server.use(http.post('*/safe/sign-up', () => ok({ token: 'tok-signed-up' })));
    const router = await openApp('/regist');
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    type('请输入手机号', '13812345678');
    type('6-20个字母、数字、下划线', 'new_user01');
    type('请输入8~24位密码', 'Demo@2026x');
    type('请输入确认密码', 'Demo@2026x');
    type('请输入验证码', '0000');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(getToken()).toBe('tok-signed-up');
    expect(session.isPerfect).toBe('true');
  });
});

describe('§4 Logout', () => {
  it('§4 Logout clears token, roles, menu and tabs, then goes to /login with a redirect', async () => {
    signedInAs(5);
    session.menu = menuOf(['/manage', ['classList']]);
    const router = await openApp('/manage/classList?tab=2');
    await waitFor(() => expect(layout.views.length).toBeGreaterThan(0));
    fireEvent.click(await screen.findByRole('button', { name: /用户菜单$/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manage/classList?tab=2')}`);
    expect(calls).toContain('GET /v1/wangchuang/common/logout');
    expect(getToken()).toBe('');
    expect(session.roles).toEqual([]);
    expect(session.menu).toEqual([]);
    expect(layout.views).toEqual([]);
  });
});

describe('§4 Route guard', () => {
  it('§4 Route guard: without a token only the listed paths pass', async () => {
    // /auth-redirect is on the list but is no page of this product: it goes to /login like unknown paths (docs/conformance.md).
    for (const path of ['/codePage', '/login', '/register', '/indexWLH', '/loginWLH', '/detailWLH', '/productDetail', '/shopHome', '/regist']) {
      const router = await openApp(path);
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('§4 Route guard: without a token other paths go to /login?redirect={path}', async () => {
    for (const path of ['/manage/classList?tab=2', '/cultivate/learningtasks', '/shopCart', '/seller/index']) {
      const router = await openApp(path);
      await waitFor(() => expect(where(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`));
    }
  });

  it('§4 Route guard: / redirects by role (1, 2, 3, 4, 20 to /manage/borad; 5 to /manage/classList; others to /cultivate/learningtasks)', async () => {
    const homes: [Role, string][] = [
      [1, '/manage/borad'],
      [2, '/manage/borad'],
      [3, '/manage/borad'],
      [4, '/manage/borad'],
      [20, '/manage/borad'],
      [5, '/manage/classList'],
      [6, '/cultivate/learningtasks'],
    ];
    for (const [role, home] of homes) {
      signedInAs(role);
      const router = await openApp('/');
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
    }
  });

  it('§4 Route guard: /login with a token redirects to /', async () => {
    signedInAs(5);
    const router = await openApp('/login?redirect=/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classList'));
    // and from inside the app
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classList'));
  });

  it('§4 Route guard: isPerfect set and the check answering true clears the token and goes to /login, unless on /register', async () => {
    server.use(http.get('*/up-to-date/validPerfect', () => ok(true)));
    signedInAs(6);
    session.isPerfect = 'true';
    const stays = await openApp('/register');
    expect(stays.state.location.pathname).toBe('/register');
    expect(getToken()).toBe('tok');
    const router = await openApp('/cultivate/learningtasks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBe('');
  });

  it('§4 Route guard: unknown roles load the user info and the routes follow its role', async () => {
    server.use(http.get('*/v1/wangchuang/common/info', () => ok(user(5))));
    signedInAs(5);
    session.roles = [];
    const router = await openApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classList'));
    expect(calls.filter((c) => c === 'GET /v1/wangchuang/common/info')).toHaveLength(1);
    expect(session.roles).toEqual([5]);
    expect(calls).toContain('GET /v1/wangchuang/common/loadMenus');
  });

  it('§4 Route guard: when loading the user info fails the token is reset and the user goes to /login', async () => {
    await openWithUserInfo(() => fail(500, 'internal error id=42'));
    expect(getToken()).toBe('');
    expect(session.token).toBe('');
  });

  it('§4 Route trees are filtered by each role’s meta (a route the role may not open shows the 404 page)', async () => {
    signedInAs(6, 'GYB');
    let router = await openApp('/manage/classList');
    expect(router.state.location.pathname).toBe('/manage/classList');
    expect(await screen.findByText('404')).toBeTruthy();
    router = await openApp('/cultivate/prospectus'); // SYB only
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除')).toBeTruthy();
    signedInAs(5);
    router = await openApp('/cultivate/learningtasks'); // learners only
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除')).toBeTruthy();
    router = await openApp('/manage/classList');
    await waitFor(() => expect(screen.queryByText('抱歉，您访问的页面不存在或已被移除')).toBeNull());
    expect(router.state.location.pathname).toBe('/manage/classList');
  });
});

describe('§4 Seller gate', () => {
  it('§4 Seller gate: with the store-exam flag "true" every seller page but the exam goes to /seller/exam', async () => {
    server.use(
      http.get('*/store/valid/question', async () => {
        await delay('infinite');
        return ok(1);
      }),
    );
    localStorage.setItem(STORE_EXAM_KEY, 'true');
    signedInAs(6);
    const router = await openApp('/seller/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
    const exam = await openApp('/seller/exam');
    await pause(50);
    expect(exam.state.location.pathname).toBe('/seller/exam');
  });

  it('§4 Seller gate: a store check of 0 asks to open a shop first (请先开店) and goes to /seller/exam', async () => {
    server.use(http.get('*/store/valid/question', () => ok(0)));
    signedInAs(6);
    const router = await openApp('/seller/goodsList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
    await waitFor(() => expect(toasts.map((t) => t.text)).toContain('请先开店'));
  });

  it('§4 Top bar: the store-exam flag is stored (true when 0), then the seller centre opens in a new window', async () => {
    let valid = 0;
    server.use(http.get('*/store/valid/question', () => ok(valid)));
    const win = { location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    signedInAs(6);
    await openApp('/home');
    const seller = () => within(screen.getByRole('navigation', { name: '顶部导航' })).getByRole('button', { name: '卖家中心' });
    fireEvent.click(await waitFor(seller));
    await waitFor(() => expect(win.location.href).toBe('/seller/exam'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(localStorage.getItem(STORE_EXAM_KEY)).toBe('true');
    valid = 3;
    win.location.href = 'about:blank';
    fireEvent.click(seller());
    await waitFor(() => expect(win.location.href).toBe('/seller/index'));
    expect(localStorage.getItem(STORE_EXAM_KEY)).toBe('false');
  });
});

describe('§4 Season switch', () => {
  const hits: string[] = [];
  function answer(reply: unknown) {
    hits.length = 0;
    server.use(
      http.get('*/v1/wangchuang/:prefix/nextTurn', ({ params }) => (hits.push(`${params.prefix}/nextTurn`), ok(reply))),
      http.get('*/v1/wangchuang/:prefix/turn/restart', ({ params }) => (hits.push(`${params.prefix}/turn/restart`), ok(reply))),
    );
  }
  async function choose(option: string) {
    // dialogs of earlier tests may still be closing
    for (const old of document.querySelectorAll('.adm-dialog')) old.classList.remove('adm-dialog');
    fireEvent.click(screen.getByRole('button', { name: '赛季切换' }));
    fireEvent.click(await screen.findByText(option, { selector: '.adm-action-sheet-button-item-name' }));
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('.adm-dialog');
      if (!d) throw new Error('no confirmation yet');
      return d;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  }

  it('§4 Season switch: 1 next season calls nextTurn and a truthy reply reloads the page', async () => {
    answer(true);
    const reload = vi.fn();
    render(<SeasonSwitch userRole={5} onReload={reload} />);
    await choose('下一赛季');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(hits).toEqual(['teacher/nextTurn']);
  });

  it('§4 Season switch: 2 restart calls turn/restart and a truthy reply reloads the page (a falsy one does not)', async () => {
    answer(1);
    const reload = vi.fn();
    const { unmount } = render(<SeasonSwitch userRole={20 as Role} onReload={reload} />);
    // role 20 has no switch (spec §2: roles 5 or lower)
    expect(screen.queryByRole('button', { name: '赛季切换' })).toBeNull();
    unmount();
    render(<SeasonSwitch userRole={1} onReload={reload} />);
    await choose('重新开始');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(hits).toEqual(['admin/turn/restart']);
    answer(0);
    await pause(1100); // the click throttle
    await choose('重新开始');
    await waitFor(() => expect(hits).toEqual(['admin/turn/restart']));
    await pause(100);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('§4 Messages', () => {
  const all = Array.from({ length: 12 }, (_, i) => ({
    msgId: i + 1,
    title: `通知${i + 1}`,
    content: `<p>内容${i + 1}</p>`,
    pushTimeStr: '2026-11-20 09:00',
    pushTime: 1_700_000_000_000 - i,
    readStatus: 0 as 0 | 1,
    flagTop: 0,
    annexs: '[]',
  }));
  const pages: number[] = [];
  function messages() {
    pages.length = 0;
    for (const m of all) m.readStatus = 0;
    server.use(
      http.get('*/student/loadSendSysMsg', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const n = Number(q.get('pageNum'));
        const size = Number(q.get('pageSize'));
        pages.push(n);
        return ok({ list: all.slice((n - 1) * size, n * size), isLastPage: n * size >= all.length });
      }),
      http.get('*/student/loadSysMsg/num', () => ok(all.filter((m) => m.readStatus === 0).length)),
      http.get('*/student/lookSysMsg/Details/:id', ({ params }) => {
        const m = all.find((x) => x.msgId === Number(params.id))!;
        m.readStatus = 1;
        return ok({ msgId: m.msgId, title: m.title, content: m.content, pushTimeStr: m.pushTimeStr, annexs: '[]' });
      }),
    );
  }
  async function list() {
    // jsdom has no layout: the end of the list counts as on screen
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    await openNoticeList();
  }

  it('§4 Messages: opening a message marks it read and refreshes the unread count', async () => {
    messages();
    await list();
    await waitFor(() => expect(screen.getAllByTestId('notice-item').length).toBeGreaterThan(0));
    await waitFor(() => expect(notices.unread).toBe(12));
    const first = screen.getAllByTestId('notice-item')[0]!;
    expect(first.getAttribute('data-unread')).toBe('1');
    const counts = calls.filter((c) => c.endsWith('loadSysMsg/num')).length;
    fireEvent.click(within(first).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')[0]!.getAttribute('data-unread')).toBe('0'));
    await waitFor(() => expect(calls.filter((c) => c.endsWith('loadSysMsg/num')).length).toBe(counts + 1));
    await waitFor(() => expect(notices.unread).toBe(11));
    // the list finishes loading before the next test starts its own
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('§4 Messages: the list loads on scroll until isLastPage', async () => {
    messages();
    await list();
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(12));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    await pause(900);
    expect(pages).toEqual([1, 2, 3]);
  });
});

describe('§4 Password change', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  const dialog = () => within(screen.getByRole('form', { name: '修改密码' }));

  it('§4 Password change: success shows a message, closes, and 1.5 s later signs out to /login?redirect={current path}', async () => {
    server.use(http.post('*/common/resetPwd', () => ok(null)));
    signedInAs(5);
    window.history.replaceState({}, '', '/manage/classList?tab=3');
    // when things really happened, not when the test got round to seeing them (a busy machine lags)
    const went: string[] = [];
    let wentAt = 0;
    setNavigate((p) => {
      went.push(p);
      wentAt = Date.now();
    });
    let closedAt = 0;
    const onClose = vi.fn(() => {
      closedAt = Date.now();
    });
    render(<ChangePasswordDialog visible onClose={onClose} />);
    fill('旧密码', 'Demo@2026');
    fill('新密码', 'New@20261');
    fill('确认密码', 'New@20261');
    fireEvent.click(dialog().getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.map((t) => t.text)).toContain('密码修改成功，请重新登录');
    await waitFor(() => expect(went).toContain(`/login?redirect=${encodeURIComponent('/manage/classList?tab=3')}`));
    expect(wentAt - closedAt).toBeGreaterThanOrEqual(SIGN_OUT_DELAY_MS - 50);
    expect(getToken()).toBe('');
  });

  it('§4 Password change: cancel clears the three fields and closes the dialog', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ChangePasswordDialog visible onClose={onClose} />);
    fill('旧密码', 'a');
    fill('新密码', 'b');
    fill('确认密码', 'c');
    fireEvent.click(dialog().getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ChangePasswordDialog visible onClose={onClose} />);
    for (const l of ['旧密码', '新密码', '确认密码']) expect((screen.getByLabelText(l, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('§4 Other', () => {
  it('§4 A 401 answer sends the user to /login and clears the stored token', async () => {
    server.use(http.get(/\/tasks$/, () => fail(401, 'token expired')));
    signedInAs(6);
    const router = await openApp('/cultivate/learningtasks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cultivate/learningtasks')}`);
    expect(getToken()).toBe('');
  });
});
