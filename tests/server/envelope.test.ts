import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

type App = Awaited<ReturnType<typeof testApp>>;

describe('the answer envelope', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp();
    // A route that fails the way a bug would.
    t.app.get('/v1/wangchuang/test/boom', () => {
      throw new Error('secret internals: password=hunter2');
    });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    for (const path of ['/v1/wangchuang/common/nope', '/v2/wangchuang/nothing/here', '/v1/whatever']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
    const post = await t.call('POST', '/v1/wangchuang/common/info', { json: {} });
    expect(post.status).toBe(404);
  });

  it('turns an unexpected error into a 500 with the request id, logged, without the stack', async () => {
    const res = await t.call('GET', '/v1/wangchuang/test/boom', { headers: { 'x-request-id': 'req-123' } });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500);
    expect(res.body.data).toBeNull();
    expect(res.body.msg).toContain('req-123');
    expect(JSON.stringify(res.body)).not.toMatch(/secret|hunter2|at |\.ts/);
    expect(res.headers.get('x-request-id')).toBe('req-123');
    const logged = t.log.lines.find((l) => l.level === 'error' && l.extra?.requestId === 'req-123');
    expect(String(logged?.extra?.error)).toContain('secret internals');
    // without a request id header one is made up and still shown
    const other = await t.call('GET', '/v1/wangchuang/test/boom');
    const id = other.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.body.msg).toContain(id);
  });

  it('answers 401 on a protected call without a token, with a revoked one and with an expired one', async () => {
    const info = (token?: string) => t.call('GET', '/v1/wangchuang/common/info', { token });
    const none = await info();
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: '登录已失效，请重新登录', data: null });
    expect((await info('garbage-token')).status).toBe(401);
    expect((await info("' or 1=1 --")).status).toBe(401);

    const revoked = await t.login('admin01');
    expect((await info(revoked)).status).toBe(200);
    await t.call('GET', '/v1/wangchuang/common/logout', { token: revoked });
    expect((await info(revoked)).status).toBe(401);

    // The rows below are changed behind the app's back, so this part runs on an app without the
    // process cache (it would answer from memory for up to AUTH_CACHE_MS; see authCache.test.ts).
    const direct = await testApp({ authCacheMs: 0 });
    const infoDirect = (token?: string) => direct.call('GET', '/v1/wangchuang/common/info', { token });
    const expired = await direct.login('city01');
    expect((await infoDirect(expired)).status).toBe(200);
    await direct.db.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where username = 'city01')`);
    expect((await infoDirect(expired)).status).toBe(401);

    // a disabled account's tokens stop working too
    const disabled = await direct.login('inst01');
    await direct.db.query(`update users set status = 0 where username = 'inst01'`);
    expect((await infoDirect(disabled)).status).toBe(401);
    expect((await direct.call('POST', '/v1/wangchuang/common/up-to-date/captcha/login', { json: { username: 'inst01', password: 'Demo@2026' } })).status).toBe(
      400,
    );
  });

  it('answers every success as { code: 200, msg, data }', async () => {
    const res = await t.call('POST', '/v1/wangchuang/common/loadCaptcha');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg']);
    expect(res.body.code).toBe(200);
  });
});
