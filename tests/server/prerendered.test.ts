import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
      files: ['assets/login.css'],
      routes: [
        { path: '/login', files: [0] },
        { path: '/manage/classList', files: [0] },
      ],
    }),
  );
  writeFileSync(join(dist, PRERENDER_FILE), JSON.stringify(TABLE));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/login.css'), '.login{color:red}');
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

  it('loads the code of a drawn page after its first frame: no module tag is left before the page, a script at its end adds them', async () => {
    const drawn = await page('/login');
    expect(drawn).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = /<script>(\(function\(\)\{var done=0;[\s\S]*?)<\/script><\/body>/.exec(drawn)?.[1] ?? '';
    expect(loader).toContain('s.src="/assets/index-1.js"');
    expect(loader).toContain('requestAnimationFrame(');
    // a page the app draws itself keeps its entry where it was
    expect(await page('/manage/classList')).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('starts the code of a page with a first picture once that picture is in: the frame after its load, not before', () => {
    const html = withPrerendered(SHELL, { html: '<main><img src="/p.png" fetchpriority="high"></main>', title: 't' });
    const loader = /<script>(\(function\(\)\{var done=0;[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    // the browser's part, run by hand: frames, timers, the picture's events and the scripts added to the head
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const picture = {
      complete: false,
      addEventListener: (type: string, f: () => void) => {
        listeners[type] = f;
      },
    };
    const document = {
      querySelector: (selector: string) => (selector === '#root img[fetchpriority="high"]' ? picture : null),
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (el: { src?: string; href?: string }) => added.push(el.src ?? el.href ?? '') },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ run: f, ms }),
    );
    const runFrame = () => {
      for (const f of frames.splice(0)) f();
    };
    const runTimers = () => {
      const due = timers.filter((t) => t.ms < 1000);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms >= 1000));
      for (const t of due) t.run();
    };
    runFrame();
    runTimers();
    expect(added).toEqual([]); // the first frame is drawn, the picture is not in yet
    listeners.load!();
    expect(added).toEqual([]);
    runFrame();
    runTimers();
    expect(added).toEqual(['/assets/index-1.js']); // the frame with the picture, then the code
    // whatever happens, the code starts within a second
    expect(timers.filter((t) => t.ms === 1000)).toHaveLength(1);
  });

  it('announces the chunks of a drawn route in the loader, in order', () => {
    const shell = SHELL.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/b.js"></head>',
    );
    const html = withPrerendered(shell, { html: '<p>x</p>', title: 't' });
    expect(html).toContain('["/assets/a.js","/assets/b.js"].forEach(');
    // styles stay in the head: the first frame needs them
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css"></head>');
  });

  it('writes the stylesheets of a route into its HTML, each kept linked (so the chunk loader of the app does not add it again) with a type no browser fetches', async () => {
    const inline = '<style>.login{color:red}</style><link rel="stylesheet" crossorigin href="/assets/login.css" type="text/x-inlined">';
    expect(await page('/login')).toContain(inline);
    expect(await page('/manage/classList')).toContain(inline);
    expect(await page('/manage/classList', { cookie: `${TOKEN_KEY}=valid` })).toContain(inline);
  });

  it('checks a page drawn for a breakpoint against the window before anything is painted: another breakpoint gets the loading state back', async () => {
    const html = withPrerendered(SHELL, { html: '<main>桌面</main>', title: 't', breakpoint: 'desktop' });
    expect(html).toContain('<div id="root" data-prerendered="" data-breakpoint="desktop"><main>桌面</main></div><script>');
    const check = /<\/main><\/div><script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    // run as the browser would, in a window 390 px wide and in one 1440 px wide
    const run = (width: number) => {
      const root = {
        attributes: new Map([
          ['data-prerendered', ''],
          ['data-breakpoint', 'desktop'],
        ]),
        innerHTML: '<main>桌面</main>',
      };
      const element = {
        getAttribute: (n: string) => root.attributes.get(n) ?? null,
        removeAttribute: (n: string) => root.attributes.delete(n),
        set innerHTML(v: string) {
          root.innerHTML = v;
        },
      };
      new Function('document', 'window', check)({ getElementById: () => element }, { innerWidth: width });
      return root;
    };
    expect(run(1440).innerHTML).toBe('<main>桌面</main>');
    const phone = run(390);
    expect(phone.innerHTML).toContain('加载中…');
    expect(phone.attributes.has('data-prerendered')).toBe(false);
    // the sign-in pages, the same at every width, carry no check
    expect(withPrerendered(SHELL, { html: '<p>x</p>', title: 't' })).not.toContain('data-breakpoint');
  });

  it('puts markup in as it is, whatever replacement patterns it holds', () => {
    const html = withPrerendered(SHELL, { html: '<p>$& $1 $$</p>', title: 'a & <b>' });
    expect(html).toContain('<div id="root" data-prerendered=""><p>$& $1 $$</p></div>');
    expect(html).toContain('<title>a &#38; &#60;b&#62;</title>');
  });
});
