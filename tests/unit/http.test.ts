// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as mock, HttpResponse, delay } from 'msw';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: toast }));
const nav = vi.hoisted(() => ({ go: vi.fn(), path: '/manage/classList?tab=2' }));
vi.mock('../../src/lib/navigation.ts', () => ({
  go: nav.go,
  currentPath: () => nav.path,
  setNavigate: () => undefined,
}));

import {
  ApiError,
  MSG_MAINTENANCE,
  MSG_NETWORK,
  NO_STALE_MARK,
  REQUEST_TIMEOUT,
  errorAction,
  get,
  getBlob,
  post,
  resetUnauthorizedLatch,
} from '../../src/api/http.ts';
import { dataGeneration } from '../../src/api/freshness.ts';
import { getToken, setToken } from '../../src/lib/cookies.ts';
import { session } from '../../src/state/session.ts';
import { sessionStore } from '../../src/storage/idb.ts';
import '../../src/ui/toast.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  toast.show.mockReset();
  toast.clear.mockReset();
  nav.go.mockReset();
  resetUnauthorizedLatch();
});
afterEach(() => server.resetHandlers());

const envelope = (code: number, msg: string, data: unknown = null) => HttpResponse.json({ code, msg, data }, { status: code });
/** Resolves 'pending' when the promise has not settled after `ms`. */
const settleOrPending = <T>(p: Promise<T>, ms = 100) =>
  Promise.race([
    p.then(
      (v) => ({ resolved: v }),
      (e: unknown) => ({ rejected: e }),
    ),
    new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms)),
  ]);

describe('errorAction: the status table of spec §8', () => {
  it.each([
    [500, 'x', 'maintenance'],
    [404, 'x', 'maintenance'],
    [401, 'x', 'signOut'],
    [400, '用户名或密码错误', 'serverMessage'],
    [403, '无权访问', 'rethrow'],
    [429, '请求过于频繁', 'rethrow'],
    [502, '', 'rethrow'],
    [0, '', 'rethrow'],
  ])('%i → %s', (status, msg, kind) => {
    expect(errorAction(status, msg).kind).toBe(kind);
  });

  it('500/404 show 功能优化中 for 1.5 s; 400 shows the server message (or 网络异常) after clearing others', () => {
    expect(errorAction(500)).toEqual({ kind: 'maintenance', message: '功能优化中', duration: 1500 });
    expect(errorAction(400, '<b>验证码错误</b>')).toEqual({
      kind: 'serverMessage',
      message: '<b>验证码错误</b>',
      html: true,
      clearOthers: true,
      duration: 1500,
    });
    expect(errorAction(400, '')).toMatchObject({ message: '网络异常' });
    expect(errorAction(400, null)).toMatchObject({ message: '网络异常' });
  });
});

describe('the ky client', () => {
  it('uses a 24 h time-out and unwraps the body; sends the token as Authorization', async () => {
    expect(REQUEST_TIMEOUT).toBe(86_400_000);
    setToken('tok-123');
    let seen: string | null = null;
    let query = '';
    server.use(
      mock.get('/v1/wangchuang/common/info', ({ request }) => {
        seen = request.headers.get('authorization');
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { id: 7 } });
      }),
    );
    const body = await get<{ id: number }>('/v1/wangchuang/common/info', { a: 1, b: undefined });
    expect(body).toEqual({ code: 200, msg: '操作成功', data: { id: 7 } });
    expect(seen).toBe('tok-123');
    expect(query).toBe('?a=1');
    setToken('');
  });

  it('sends no Authorization header when signed out', async () => {
    let seen: string | null = 'unset';
    server.use(
      mock.post('/v1/wangchuang/common/loadCaptcha', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, msg: '', data: { captchaId: 'c1', image: 'data:,' } });
      }),
    );
    const body = await post<{ captchaId: string }>('/v1/wangchuang/common/loadCaptcha');
    expect(body.data.captchaId).toBe('c1');
    expect(seen).toBeNull();
  });

  it('reads blobs', async () => {
    server.use(mock.get('/v1/wangchuang/export', () => new HttpResponse('a,b\n1,2', { headers: { 'content-type': 'text/csv' } })));
    const blob = await getBlob('/v1/wangchuang/export');
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it.each([500, 404])('HTTP %i shows 功能优化中 for 1.5 s and rejects', async (status) => {
    server.use(mock.get('/v1/wangchuang/x', () => envelope(status, 'boom')));
    const error = await get('/v1/wangchuang/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(toast.show).toHaveBeenCalledTimes(1);
    expect(toast.show.mock.calls[0]![0]).toMatchObject({ content: MSG_MAINTENANCE, duration: 1500 });
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('HTTP 400 clears other toasts, shows the sanitised server message for 1.5 s and rejects', async () => {
    server.use(mock.post('/v1/wangchuang/y', () => envelope(400, '用户名或密码错误<img src=x onerror="alert(1)">')));
    const error = (await post('/v1/wangchuang/y', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.msg).toContain('用户名或密码错误');
    expect(error.shown).toBe(true);
    expect(toast.clear).toHaveBeenCalledTimes(1);
    expect(toast.clear.mock.invocationCallOrder[0]).toBeLessThan(toast.show.mock.invocationCallOrder[0]!);
    const options = toast.show.mock.calls[0]![0] as { content: { props: { dangerouslySetInnerHTML: { __html: string } } }; duration: number };
    expect(options.duration).toBe(1500);
    const html = options.content.props.dangerouslySetInnerHTML.__html;
    expect(html).toContain('用户名或密码错误');
    expect(html).not.toContain('onerror');
  });

  it('HTTP 400 without a message shows 网络异常', async () => {
    server.use(mock.post('/v1/wangchuang/z', () => new HttpResponse('not json', { status: 400 })));
    const error = (await post('/v1/wangchuang/z').catch((e: unknown) => e)) as ApiError;
    expect(error.msg).toBe(MSG_NETWORK);
    const options = toast.show.mock.calls[0]![0] as { content: { props: { dangerouslySetInnerHTML: { __html: string } } } };
    expect(options.content.props.dangerouslySetInnerHTML.__html).toBe('网络异常');
  });

  it.each([403, 429])('HTTP %i is passed on to the caller with status and msg, no toast', async (status) => {
    server.use(mock.get('/v1/wangchuang/w', () => envelope(status, '无权访问')));
    const error = (await get('/v1/wangchuang/w').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.msg).toBe('无权访问');
    expect(error.shown).toBe(false);
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('a network failure is passed on as ApiError status 0', async () => {
    server.use(mock.get('/v1/wangchuang/down', () => HttpResponse.error()));
    const error = (await get('/v1/wangchuang/down').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(toast.show).not.toHaveBeenCalled();
  });
});

describe('fresh data', () => {
  it('a successful write marks the data stale, a call that says NO_STALE_MARK or a failed write does not', async () => {
    server.use(
      mock.post('/v1/wangchuang/test/save', () => HttpResponse.json({ code: 200, msg: '', data: null })),
      mock.post('/v1/wangchuang/test/refused', () => envelope(403, '无权访问')),
    );
    const before = dataGeneration();
    await post('/v1/wangchuang/test/save', {}, NO_STALE_MARK);
    await post('/v1/wangchuang/test/refused').catch(() => undefined);
    expect(dataGeneration()).toBe(before);
    await post('/v1/wangchuang/test/save');
    expect(dataGeneration()).toBe(before + 1);
  });

  it("after a write the first read of each call asks past the caches ('no-cache'), the next ones as usual", async () => {
    const modes: string[] = [];
    server.use(
      mock.get('/v1/wangchuang/test/list', ({ request }) => {
        modes.push(request.cache);
        return HttpResponse.json({ code: 200, msg: '', data: [] });
      }),
      mock.post('/v1/wangchuang/test/save', () => HttpResponse.json({ code: 200, msg: '', data: null })),
    );
    await post('/v1/wangchuang/test/save');
    await get('/v1/wangchuang/test/list', { pageNum: 1 });
    await get('/v1/wangchuang/test/list', { pageNum: 1 });
    await get('/v1/wangchuang/test/list', { pageNum: 2 });
    expect(modes).toEqual(['no-cache', 'default', 'no-cache']);
  });
});

describe('HTTP 401', () => {
  it('clears token and session and goes to /login?redirect=… once, however many calls fail at once; callers never settle', async () => {
    setToken('stale');
    session.token = 'stale';
    session.roles = [5];
    session.name = '教师';
    await sessionStore.set('session', { name: '教师' });
    server.use(
      mock.get('/v1/wangchuang/teacher/*', async () => {
        await delay(Math.random() * 30);
        return envelope(401, '登录已失效');
      }),
    );
    const calls = Array.from({ length: 12 }, (_, i) => get(`/v1/wangchuang/teacher/list${i}`));
    await vi.waitFor(() => expect(nav.go).toHaveBeenCalled());
    // Let every response arrive.
    expect(await settleOrPending(Promise.race(calls), 200)).toBe('pending');
    expect(nav.go).toHaveBeenCalledTimes(1);
    expect(nav.go).toHaveBeenCalledWith('/login?redirect=%2Fmanage%2FclassList%3Ftab%3D2', { replace: true });
    expect(getToken()).toBe('');
    expect(session.token).toBe('');
    expect(session.roles).toEqual([]);
    expect(session.name).toBe('');
    expect(await sessionStore.get('session')).toBeUndefined();
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('signs out again after a new sign-in reset the latch', async () => {
    server.use(mock.get('/v1/wangchuang/common/info', () => envelope(401, '登录已失效')));
    void get('/v1/wangchuang/common/info');
    await vi.waitFor(() => expect(nav.go).toHaveBeenCalledTimes(1));
    void get('/v1/wangchuang/common/info');
    await new Promise((r) => setTimeout(r, 50));
    expect(nav.go).toHaveBeenCalledTimes(1);
    resetUnauthorizedLatch();
    void get('/v1/wangchuang/common/info');
    await vi.waitFor(() => expect(nav.go).toHaveBeenCalledTimes(2));
  });
});
