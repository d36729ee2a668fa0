import { describe, expect, it } from 'vitest';
import { AuthCache } from '../../server/services/authCache.ts';
import { testApp } from './helpers.ts';
import type { Caller } from '../../server/caller.ts';

const caller = (id: number, tokenHash: string): Caller => ({
  id,
  username: `u${id}`,
  role: 6,
  realName: '',
  phone: null,
  provinceId: null,
  cityId: null,
  countyId: null,
  institutionId: null,
  classId: null,
  needsProfile: false,
  mustChangePassword: false,
  parentId: null,
  menuPaths: null,
  tokenHash,
});

describe('AuthCache', () => {
  it('keeps an entry for its time-to-live, never past the token expiry, and forgets on demand', () => {
    let now = 1_000;
    const cache = new AuthCache(5_000, () => now);
    cache.rememberCaller(caller(1, 'a'), now + 60_000);
    cache.rememberCaller(caller(1, 'b'), now + 2_000);
    now += 2_500;
    expect(cache.caller('a')?.id).toBe(1);
    expect(cache.caller('b')).toBeUndefined(); // the token itself expired
    now += 3_000;
    expect(cache.caller('a')).toBeUndefined(); // the time-to-live passed
    cache.rememberCaller(caller(1, 'a'), now + 60_000);
    cache.rememberCaller(caller(2, 'c'), now + 60_000);
    cache.forgetUser(1);
    expect(cache.caller('a')).toBeUndefined();
    expect(cache.caller('c')?.id).toBe(2);
  });

  it('remembers nothing when turned off', () => {
    const cache = new AuthCache(0);
    cache.rememberCaller(caller(1, 'a'), Date.now() + 60_000);
    expect(cache.caller('a')).toBeUndefined();
  });
});

describe('the cache behind the API', () => {
  it('a sign-out and a password change take effect at once in this process', async () => {
    const t = await testApp({ authCacheMs: 60_000 });
    const info = (token: string) => t.call('GET', '/v1/wangchuang/common/info', { token });

    const token = await t.login('teacher01');
    expect((await info(token)).status).toBe(200);
    await t.call('GET', '/v1/wangchuang/common/logout', { token });
    expect((await info(token)).status).toBe(401);

    const first = await t.login('city01');
    const second = await t.login('city01');
    expect((await info(second)).status).toBe(200);
    const reset = await t.call('POST', '/v1/wangchuang/common/resetPwd', { token: first, json: { pwd: 'Demo@2026', newPwd: 'Better@2026' } });
    expect(reset.status).toBe(200);
    expect((await info(second)).status).toBe(401);
    expect((await info(first)).status).toBe(200);
  });
});
