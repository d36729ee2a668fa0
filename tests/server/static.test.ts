import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { mountStatic } from '../../server/http/static.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { fail } from '../../server/http/envelope.ts';

let app: Hono<AppEnv>;
let dist: string;
const js = 'console.log("app");'.repeat(200);

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'cy-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      files: ['assets/LoginPage-1.js', 'assets/input-2.js', 'assets/auth-3.css', 'assets/Goods-4.js'],
      routes: [
        { path: '/login', files: [0, 1, 2] },
        { path: '/goods/:id', files: [3] },
      ],
    }),
  );
  writeFileSync(join(dist, 'sw.js'), 'self.x=1');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), js);
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(js));
  app = new Hono<AppEnv>();
  app.get('/v1/wangchuang/ping', (c) => c.json({ code: 200, msg: 'ok', data: 'pong' }));
  mountStatic(app, dist);
  app.notFound((c) => fail(c, 404, '接口不存在'));
});

describe('static files', () => {
  it('serves hashed assets precompressed and immutable for a year', async () => {
    const br = await app.request('/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await app.request('/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('never lets the shell, sw.js or the manifest be cached long', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers app routes with the shell, but not API paths, uploads or missing files', async () => {
    const route = await app.request('/manage/classList?x=1');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>shell</title>');
    const api = await app.request('/v1/wangchuang/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    expect((await app.request('/uploads/missing.png')).status).toBe(404);
    const missing = await app.request('/assets/missing-12345678.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(await (await app.request('/v1/wangchuang/ping')).json()).toMatchObject({ data: 'pong' });
  });

  it("announces a route's own chunks in its HTML: modulepreload for scripts, its stylesheets", async () => {
    const html = await (await app.request('/login?redirect=%2Fx')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/input-2.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-3.css">');
    expect(await (await app.request('/goods/42')).text()).toContain('href="/assets/Goods-4.js"');
    const other = await (await app.request('/manage/classList')).text();
    expect(other).not.toContain('modulepreload');
    expect(other).toContain('<title>shell</title>');
  });

  it('serves a rebuilt shell at once (no restart)', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>v2</title></head><body></body></html>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const html = await (await app.request('/login')).text();
    expect(html).toContain('<title>v2</title>');
    expect(html).toContain('LoginPage-1.js');
  });
});
