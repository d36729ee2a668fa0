import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { info } from '../../src/api/auth.ts';
import { INFO_CALL } from '../../src/api/contract/firstData.ts';
import { markSessionSaved, SESSION_SAVED_KEY } from '../../src/api/earlyInfo.ts';
import { REQUEST_KEY } from '../../src/lib/cookies.ts';

const user = { userId: 7, userName: 'zbb_student01', realName: '学员', role: 6 };
let serverCalls = 0;
mockServer(
  http.get(`*${INFO_CALL.path}`, () => {
    serverCalls++;
    return HttpResponse.json({ code: 200, msg: '', data: { ...user, realName: '来自服务器' } });
  }),
);

/** The inline script of index.html, run as the browser would run it. */
const inlineScript = readFileSync('index.html', 'utf8').match(/<script>([\s\S]*?)<\/script>/)![1];
const runInlineScript = () => new Function(inlineScript)();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  serverCalls = 0;
  document.cookie = `${REQUEST_KEY}=tok%2B1; path=/`;
  localStorage.clear();
  delete window.__cyBoot;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${REQUEST_KEY}=; max-age=0; path=/`;
});

describe('index.html asks for the user early', () => {
  it('with a token cookie and no saved session: one request to the info path with the token', () => {
    const fetchSpy = vi.fn(() => answer(200, { code: 200, data: user }));
    vi.stubGlobal('fetch', fetchSpy);
    runInlineScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(INFO_CALL.path, { headers: { Authorization: 'tok+1' } });
    expect(window.__cyBoot?.info?.token).toBe('tok+1');
    expect(window.__cyBoot?.cookies).toContain('Admin-Key=tok%2B1');
  });

  it('not when a session is saved (the app needs no info at boot) or when signed out', () => {
    const fetchSpy = vi.fn(() => answer(200, {}));
    vi.stubGlobal('fetch', fetchSpy);
    markSessionSaved(true);
    expect(localStorage.getItem(SESSION_SAVED_KEY)).toBe('1');
    runInlineScript();
    markSessionSaved(false);
    document.cookie = `${REQUEST_KEY}=; max-age=0; path=/`;
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__cyBoot?.info).toBeUndefined();
  });

  it('nothing when the server already set the boot data: no cookie read, no request', () => {
    const fetchSpy = vi.fn(() => answer(200, {}));
    vi.stubGlobal('fetch', fetchSpy);
    const fromServer = { cookies: 'Admin-Key=from-server', answers: { token: 'from-server', byCall: {} } };
    window.__cyBoot = fromServer;
    runInlineScript();
    expect(window.__cyBoot).toBe(fromServer);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('info() takes the early answer once', () => {
  it('uses a successful early answer for the same token, then asks the server', async () => {
    window.__cyBoot = { cookies: '', info: { token: 'tok+1', response: answer(200, { code: 200, msg: '', data: user }) } };
    expect(await info()).toMatchObject({ realName: '学员' });
    expect(serverCalls).toBe(0);
    expect(await info()).toMatchObject({ realName: '来自服务器' });
    expect(serverCalls).toBe(1);
  });

  it('asks the server when the early answer failed, was for another token or never came', async () => {
    window.__cyBoot = { cookies: '', info: { token: 'tok+1', response: answer(401, { code: 401, msg: 'expired', data: null }) } };
    expect(await info()).toMatchObject({ realName: '来自服务器' });
    window.__cyBoot = { cookies: '', info: { token: 'someone-else', response: answer(200, { code: 200, msg: '', data: user }) } };
    expect(await info()).toMatchObject({ realName: '来自服务器' });
    window.__cyBoot = { cookies: '', info: { token: 'tok+1', response: Promise.resolve(null) } };
    expect(await info()).toMatchObject({ realName: '来自服务器' });
    expect(serverCalls).toBe(3);
  });
});
