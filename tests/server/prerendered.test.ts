import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { mountStatic } from '../../server/http/static.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { callKey, INFO_CALL } from '../../src/api/contract/firstData.ts';
import { TOKEN_KEY } from '../../src/api/contract/cookies.ts';
import { PRERENDER_FILE, withPrerendered, type PrerenderTable } from '../../src/api/contract/prerender.ts';

const BOOT = '<div id="root"><div class="boot" role="status"><span class="boot-spinner"></span><span>加载中…</span></div></div>';
const SHELL = `<!doctype html><html><head><title>创业培训管理平台</title></head><body>${BOOT}<script type="module" src="/assets/index-1.js"></script></body></html>`;
const TABLE: PrerenderTable = {
  '/login': {
    default: { html: '<main><h1>创业培训管理平台</h1><p>欢迎登录</p></main>', title: '登录 - 创业培训管理平台' },
    wlh: { html: '<main><h1>网络创业培训平台</h1><p>欢迎登录</p></main>', title: '登录 - 网络创业培训平台' },
  },
};

let app: Hono<AppEnv>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'cy-drawn-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      files: [],
      routes: [
        { path: '/login', files: [] },
        { path: '/manage/classList', files: [] },
      ],
    }),
  );
  writeFileSync(join(dist, PRERENDER_FILE), JSON.stringify(TABLE));
  app = new Hono<AppEnv>();
  // the user's info: a success for the token "valid" only
  app.get(callKey(INFO_CALL), (c) =>
    c.req.header('authorization') === 'valid' ? c.json({ code: 200, msg: 'ok', data: { role: [1] } }) : c.json({ code: 401, msg: '请重新登录', data: null }),
  );
  mountStatic(app, dist);
});

const page = async (path: string, headers: Record<string, string> = {}) => (await app.request(path, { headers })).text();

describe('pages drawn at build time', () => {
  it('sends /login with its page already in the root and its own title, in the brand of the host', async () => {
    const plain = await page('/login?redirect=%2Fhome', { host: 'localhost:8080' });
    expect(plain).toContain('<div id="root" data-prerendered=""><main><h1>创业培训管理平台</h1><p>欢迎登录</p></main></div>');
    expect(plain).toContain('<title>登录 - 创业培训管理平台</title>');
    expect(plain).not.toContain('加载中…');
    const wlh = await page('/login', { host: 'wlh.localhost:8080' });
    expect(wlh).toContain('<h1>网络创业培训平台</h1>');
    expect(wlh).toContain('<title>登录 - 网络创业培训平台</title>');
  });

  it('keeps the loading shell for pages not drawn, and for a signed-in visitor (the app sends them on from /login)', async () => {
    expect(await page('/manage/classList')).toContain(BOOT);
    const signedIn = await page('/login', { cookie: `${TOKEN_KEY}=valid` });
    expect(signedIn).toContain(BOOT);
    expect(signedIn).not.toContain('data-prerendered');
    // a token that is no longer valid is a visitor like any other
    expect(await page('/login', { cookie: `${TOKEN_KEY}=expired` })).toContain('data-prerendered');
  });

  it('puts markup in as it is, whatever replacement patterns it holds', () => {
    const html = withPrerendered(SHELL, { html: '<p>$& $1 $$</p>', title: 'a & <b>' });
    expect(html).toContain('<div id="root" data-prerendered=""><p>$& $1 $$</p></div>');
    expect(html).toContain('<title>a &#38; &#60;b&#62;</title>');
  });
});
