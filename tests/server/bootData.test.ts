import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testApp } from './helpers.ts';
import { requestKeyOf } from '../../server/http/auth.ts';
import { CAPTCHAS_PER_MINUTE } from '../../server/routes/auth.ts';

type T = Awaited<ReturnType<typeof testApp>>;
let t: T;
let token: string;
/** The cookies of a signed-in browser: the HttpOnly token and the request key the app's scripts keep. */
const signedIn = (tok: string) => `Admin-Token=${tok}; Admin-Key=${requestKeyOf(tok)}`;

const SHELL = '<!doctype html><html><head><script>window.inline = 1;</script></head><body></body></html>';

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'cy-dist-'));
  writeFileSync(join(distDir, 'index.html'), SHELL);
  // the build's route table: how the server knows which route a path is (no chunks to announce here)
  const routes = ['/home', '/supplymarket/notice', '/cultivate/learningtasks', '/manage/classList', '/login', '/codePage'].map((path) => ({ path, files: [] }));
  writeFileSync(join(distDir, 'route-preloads.json'), JSON.stringify({ files: [], routes }));
  t = await testApp({ distDir }, { serveStatic: true });
  token = await t.login('zbb_student01');
});

/** The page for a path as a browser with these cookies gets it, and the boot data in it (null when none). */
async function page(path: string, cookie?: string) {
  const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const m = /<script>window\.__cyBoot=(.*?)<\/script><script>window\.inline/.exec(html);
  return { res, html, boot: m ? JSON.parse(m[1]) : null };
}

const INFO = '/v1/wangchuang/common/info';
const CAPTCHA = 'POST /v1/wangchuang/common/loadCaptcha';

describe('boot data in the HTML of app routes', () => {
  it("a signed-in visit gets its cookies and its info answer, set before the shell's own script, kept only by the browser", async () => {
    const { res, html, boot } = await page('/cultivate/learningtasks', `other=1; ${signedIn(token)}; sidebarStatus=1; breakpoint=phone`);
    // the scripts' cookies only: never the HttpOnly token
    expect(boot.cookies).toBe(`Admin-Key=${requestKeyOf(token)}; sidebarStatus=1; breakpoint=phone`);
    expect(html).not.toContain(token);
    expect(boot.answers.token).toBe(requestKeyOf(token));
    const info = await t.call('GET', INFO, { token });
    expect(boot.answers.byCall[INFO]).toEqual(info.body);
    expect(boot.answers.byCall[INFO].data.role).toBe(6);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('is compressed for a browser that takes brotli or gzip (the static files are), and plain for one that takes neither', async () => {
    const cookie = signedIn(token);
    const plain = await page('/cultivate/learningtasks', cookie);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await t.app.request('/cultivate/learningtasks', { headers: { cookie, 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      const body = Buffer.from(await res.arrayBuffer());
      const html = decoders[encoding](body).toString('utf8');
      expect(body.length).toBeLessThan(html.length);
      expect(html).toBe(plain.html);
    }
  });

  it("the learner's landing comes with what its first screen asks: places, tasks, the open check-ins, each as the call answers it", async () => {
    const { boot } = await page('/cultivate/learningtasks', signedIn(token));
    const keys = ['/v1/wangchuang/common/places', '/v1/wangchuang/student/train/tasks', '/v1/wangchuang/student/train/attendance/open'];
    expect(Object.keys(boot.answers.byCall).sort()).toEqual([INFO, ...keys].sort());
    for (const key of keys) expect(boot.answers.byCall[key]).toEqual((await t.call('GET', key, { token })).body);
    expect(boot.answers.byCall['/v1/wangchuang/student/train/tasks'].data.tasks.length).toBeGreaterThan(0);
  });

  it("staff get their menu with the info (the app asks it before anything is drawn); a learner's menu is fixed", async () => {
    const teacher = await t.login('teacher01');
    const { boot } = await page('/manage/classList', signedIn(teacher));
    const menu = await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: teacher });
    expect(menu.body.data.length).toBeGreaterThan(0);
    expect(boot.answers.byCall['/v1/wangchuang/common/loadMenus']).toEqual(menu.body);
    expect((await page('/cultivate/learningtasks', signedIn(token))).boot.answers.byCall['/v1/wangchuang/common/loadMenus']).toBeUndefined();
  });

  it("a route's first data is answered too, for the visitor's role: the notice list's first page", async () => {
    const { boot } = await page('/supplymarket/notice', signedIn(token));
    const key = '/v1/wangchuang/student/loadSendSysMsg?pageNum=1&pageSize=5';
    const first = await t.call('GET', '/v1/wangchuang/student/loadSendSysMsg?pageSize=5&pageNum=1', { token });
    expect(first.body.data.list.length).toBeGreaterThan(0);
    expect(boot.answers.byCall[key]).toEqual(first.body);
    const teacher = await t.login('teacher01');
    const asTeacher = (await page('/supplymarket/notice', signedIn(teacher))).boot;
    expect(Object.keys(asTeacher.answers.byCall).sort()).toEqual([
      INFO,
      '/v1/wangchuang/common/loadMenus',
      '/v1/wangchuang/teacher/loadSendSysMsg?pageNum=1&pageSize=5',
    ]);
  });

  it('/home gets the catalog home, signed in or not (it is the same for everyone)', async () => {
    const home = await t.call('GET', '/v1/wangchuang/mall/home');
    const anonymous = await page('/home');
    expect(anonymous.boot).toEqual({ cookies: '', answers: { token: '', byCall: { '/v1/wangchuang/mall/home': home.body } } });
    expect(anonymous.res.headers.get('cache-control')).toBe('no-cache');
    expect((await page('/home', signedIn(token))).boot.answers.byCall['/v1/wangchuang/mall/home']).toEqual(home.body);
  });

  it('a first call that breaks leaves the page served, without that answer', async () => {
    const request = t.app.request.bind(t.app);
    const spy = vi.spyOn(t.app, 'request').mockImplementation((input, ...rest) => {
      if (String(input).includes('mall/home')) throw new Error('catalog down');
      return request(input, ...rest);
    });
    try {
      const { res, boot } = await page('/home', signedIn(token));
      expect(res.status).toBe(200);
      expect(Object.keys(boot.answers.byCall)).toEqual([INFO, '/v1/wangchuang/common/places', '/v1/wangchuang/buyers/balance/info']);
    } finally {
      spy.mockRestore();
    }
  });

  it('/ is answered the same way', async () => {
    expect((await page('/', signedIn(token))).boot.answers.byCall[INFO].data.role).toBe(6);
  });

  it('a revoked or unknown token gets its cookies but no answers: the app asks and takes the usual 401 path', async () => {
    expect((await page('/supplymarket/notice', 'Admin-Token=not-a-token; Admin-Key=k.not-a-key')).boot).toEqual({ cookies: 'Admin-Key=k.not-a-key' });
  });

  it("without the app's cookies the plain shell, which may be revalidated by anyone", async () => {
    const { res, html, boot } = await page('/codePage', 'JSESSIONID=secret; other=2');
    expect(boot).toBeNull();
    expect(html).not.toContain('__cyBoot');
    expect(html).not.toContain('secret');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a cookie value cannot close the script element', async () => {
    const { html, boot } = await page('/login', 'sidebarStatus=</script><script>alert(1)</script>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(boot.cookies).toBe('sidebarStatus=</script><script>alert(1)</script>');
  });

  it("/index.html, the shell the service worker keeps, never carries anyone's data", async () => {
    const res = await t.app.request('/index.html', { headers: { cookie: signedIn(token) } });
    expect(await res.text()).toBe(SHELL);
  });

  it('a page signed in by the HttpOnly cookie alone is still private to its visitor', async () => {
    const { res, boot } = await page('/cultivate/learningtasks', `Admin-Token=${token}`);
    expect(boot.cookies).toBe('');
    expect(boot.answers.byCall[INFO].data.role).toBe(6);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  // last: it spends this address's captchas for the minute
  it('a sign-in page comes with a captcha of its own, kept by no cache on the way, and only as many per minute as the page may ask itself', async () => {
    const first = await page('/login');
    const captcha = first.boot.answers.byCall[CAPTCHA];
    expect(captcha.code).toBe(200);
    expect(captcha.data.captchaId).toMatch(/\S{20,}/);
    expect(first.boot.answers.token).toBe('');
    expect(first.res.headers.get('cache-control')).toBe('private, no-cache');
    // a captcha is never handed to two visitors
    expect((await page('/login')).boot.answers.byCall[CAPTCHA].data.captchaId).not.toBe(captcha.data.captchaId);
    // a signed-in visitor is sent on from /login: no captcha is made for them
    expect((await page('/login', signedIn(token))).boot.answers.byCall[CAPTCHA]).toBeUndefined();
    // the page's captchas count against the same limit as the app's own call: past it the page comes without one
    let pages = 2;
    while (pages <= CAPTCHAS_PER_MINUTE && (await page('/login')).boot?.answers.byCall[CAPTCHA]) pages++;
    expect(pages).toBeLessThanOrEqual(CAPTCHAS_PER_MINUTE);
    expect((await t.call('POST', CAPTCHA.slice('POST '.length))).status).toBe(429);
  });
});
