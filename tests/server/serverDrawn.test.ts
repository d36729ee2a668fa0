import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { bootDataFor } from '../../server/http/bootData.ts';
import { breakpointGuess } from '../../server/http/serverDrawn.ts';
import { renderSignedIn, type SignedInVisit } from '../../src/prerender/signedIn.tsx';
import { session } from '../../src/state/session.ts';
import { withPrerendered } from '../../src/api/contract/prerender.ts';

type T = Awaited<ReturnType<typeof testApp>>;
let t: T;
let learner: string;
beforeAll(async () => {
  t = await testApp();
  learner = await t.token('zbb_student01');
});

/** The answers the server puts in a signed-in visitor's page for a route (server/http/bootData.ts). */
async function answersFor(token: string, route: string): Promise<SignedInVisit['answers']> {
  const boot = await bootDataFor(t.app, `Admin-Token=${token}`, route);
  return boot!.answers!.byCall as SignedInVisit['answers'];
}

const visit = (answers: SignedInVisit['answers'], breakpoint: SignedInVisit['breakpoint'] = 'phone'): SignedInVisit => ({
  path: '/cultivate/learningtasks',
  search: '',
  host: 'localhost:8080',
  answers,
  breakpoint,
});

describe('a signed-in page drawn by the server', () => {
  it("draws the learner's landing with their class, every task and the doors, in the layout of their breakpoint", async () => {
    const answers = await answersFor(learner, '/cultivate/learningtasks');
    const tasks = (await t.call('GET', '/v1/wangchuang/student/train/tasks', { token: learner })).body.data as {
      className: string;
      tasks: { title: string }[];
    };
    const phone = renderSignedIn(visit(answers))!;
    expect(phone.title).toBe('学习任务 - 创业培训管理平台');
    expect(phone.html).toContain('bo-root bp-phone');
    expect(phone.html).toContain(`<h2>${tasks.className}</h2>`);
    for (const task of tasks.tasks) expect(phone.html).toContain(task.title);
    expect(phone.html).toContain('href="/home"'); // the door to the mall
    expect(phone.html).not.toContain('bo-sidebar');
    const desktop = renderSignedIn(visit(answers, 'desktop'))!;
    expect(desktop.html).toContain('bo-root bp-desktop');
    expect(desktop.html).toContain('bo-sidebar');
    // nothing of this visitor is left for the next render
    expect(session.roles).toEqual([]);
    expect(session.places).toBeNull();
  });

  it('draws nothing when the guard would not show the page, or an answer it needs is missing', async () => {
    const teacher = await t.token('teacher01');
    expect(renderSignedIn(visit(await answersFor(teacher, '/cultivate/learningtasks')))).toBeNull();
    const answers = await answersFor(learner, '/cultivate/learningtasks');
    const withoutTasks = Object.fromEntries(Object.entries(answers).filter(([key]) => !key.endsWith('/tasks')));
    expect(renderSignedIn(visit(withoutTasks))).toBeNull();
    const withoutPlaces = Object.fromEntries(Object.entries(answers).filter(([key]) => !key.endsWith('/places')));
    expect(renderSignedIn(visit(withoutPlaces))).toBeNull();
    expect(renderSignedIn({ ...visit(answers), path: '/cultivate/track' })).toBeNull();
  });

  it('escapes what users wrote: a class name is text, never markup', async () => {
    const answers = await answersFor(learner, '/cultivate/learningtasks');
    const key = Object.keys(answers).find((k) => k.endsWith('/tasks'))!;
    const tasks = answers[key]!.data as { className: string };
    const hostile = { ...answers, [key]: { ...answers[key], data: { ...tasks, className: '<img src=x onerror=alert(1)>' } } };
    const html = renderSignedIn(visit(hostile))!.html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe("the visitor's breakpoint before any script", () => {
  it('takes a phone at its word (the mobile hint or its user agent), a tablet by its user agent, anything else for a desktop', () => {
    expect(breakpointGuess('Mozilla/5.0 (X11; Linux x86_64) Chrome/150', '?1')).toBe('phone');
    expect(breakpointGuess('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(breakpointGuess('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/150 Mobile Safari/537.36')).toBe('phone');
    expect(breakpointGuess('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/150 Safari/537.36')).toBe('tablet');
    expect(breakpointGuess('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(breakpointGuess('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/150', '?0')).toBe('desktop');
    expect(breakpointGuess()).toBe('desktop');
  });

  it('takes the breakpoint the app measured last time (its cookie) over any guess, and ignores one that is not a breakpoint', () => {
    expect(breakpointGuess('Mozilla/5.0 (iPhone) Mobile', '?1', 'tablet')).toBe('tablet');
    expect(breakpointGuess('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', '?0', 'phone')).toBe('phone');
    expect(breakpointGuess('Mozilla/5.0 (iPhone) Mobile', '', '<script>')).toBe('phone');
  });
});

describe('the mall home drawn by the server', () => {
  it('holds the banners, categories and products of the catalog answer, with the shop tab bar on phones', async () => {
    const answers = await answersFor(learner, '/home');
    const home = (await t.call('GET', '/v1/wangchuang/mall/home')).body.data as { banners: { title: string }[]; recommended?: { title: string }[] };
    const drawn = renderSignedIn({ ...visit(answers), path: '/home' })!;
    expect(drawn.title).toBe('商城首页 - 创业培训管理平台');
    expect(drawn.html).toContain('shop-root bp-phone');
    expect(drawn.html).toContain('aria-label="商城导航"');
    // the header's gold coins are the caller's balance, in the page before the app asks
    const coins = (await t.call('GET', '/v1/wangchuang/buyers/balance/info', { token: learner })).body.data as { balance: number };
    const text = drawn.html.replace(/<!-- -->/g, '');
    expect(text).toContain(`金币 ${coins.balance.toFixed(2)}`);
    expect(text).not.toContain('金币 —');
    // the live strip is in its first screen: its first covers are asked at once
    expect(drawn.html.match(/<img[^>]*\/media\/live\/[^>]*loading="eager"/g)).toHaveLength(3);
    // every banner's caption is text in the page; the first one's picture is there too, the others are asked once the page is up
    for (const b of home.banners) expect(drawn.html).toContain(`<span class="sp-banner-title">${b.title}</span>`);
    expect(drawn.html.match(/<img[^>]*width="750"/g)).toHaveLength(1);
  });
});

describe('the mall drawn for a visitor not signed in', () => {
  it('draws a product and a shop from the public answers in its HTML, and nothing of a page only the signed-in may open', async () => {
    const boot = await bootDataFor(t.app, undefined, '/productDetail', new URLSearchParams('id=1'));
    expect(boot!.answers!.token).toBe('');
    const detail = (await t.call('GET', '/v1/wangchuang/mall/product/1')).body.data as { title: string };
    const drawn = renderSignedIn({ ...visit(boot!.answers!.byCall as SignedInVisit['answers']), path: '/productDetail', search: '?id=1' })!;
    expect(drawn.title).toBe('商品详情 - 创业培训管理平台');
    expect(drawn.html).toContain(detail.title.replace(/&/g, '&amp;'));
    expect(drawn.html).toContain('shop-root bp-phone');
    // a shop: its home and its first products, as the page asks them
    const shopId = (detail as unknown as { shopId: number }).shopId;
    const shopBoot = (await bootDataFor(t.app, undefined, '/shopHome', new URLSearchParams(`id=${shopId}`)))!.answers!.byCall as SignedInVisit['answers'];
    const shop = (await t.call('GET', `/v1/wangchuang/mall/shop/${shopId}`)).body.data as { name: string };
    const products = (await t.call('GET', `/v1/wangchuang/mall/products?shopId=${shopId}&pageNum=1&pageSize=10`)).body.data as { list: { title: string }[] };
    expect(products.list.length).toBeGreaterThan(0);
    const shopPage = renderSignedIn({ ...visit(shopBoot), path: '/shopHome', search: `?id=${shopId}` })!;
    expect(shopPage.title).toBe('店铺首页 - 创业培训管理平台');
    expect(shopPage.html).toContain(shop.name);
    for (const p of products.list) expect(shopPage.html).toContain(p.title.replace(/&/g, '&amp;'));
    // its live covers, below its products, wait until near the screen: none is asked before the first paint
    expect(shopPage.html).toContain('/media/live/');
    expect(shopPage.html).not.toContain('loading="eager"');
    // the mall's home and the learner's landing are for the signed-in (spec §4): the guard sends a visitor to /login
    const home = (await bootDataFor(t.app, undefined, '/home'))!.answers!.byCall as SignedInVisit['answers'];
    expect(renderSignedIn({ ...visit(home), path: '/home' })).toBeNull();
    expect(renderSignedIn(visit({}))).toBeNull();
    expect(session.token).toBe('');
  });
});

describe('a back-office list drawn by the server', () => {
  it("holds the first page of the city's teachers, the same page the list asks for, in the desktop layout with the menu", async () => {
    const city = await t.token('city01');
    const answers = await answersFor(city, '/manage/teacherList');
    const key = '/v1/wangchuang/city/teacher/list?pageNum=1&pageSize=10';
    const first = (await t.call('GET', key, { token: city })).body;
    expect(answers[key]).toEqual(first);
    const rows = first.data.list as { realName: string; username: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const drawn = renderSignedIn({ ...visit(answers, 'desktop'), path: '/manage/teacherList' })!;
    expect(drawn.title).toBe('教师列表 - 创业培训管理平台');
    expect(drawn.html).toContain('bo-sidebar');
    for (const row of rows) expect(drawn.html).toContain(row.username);
    // a learner's answers draw no back-office list
    expect(renderSignedIn({ ...visit(await answersFor(learner, '/manage/teacherList'), 'desktop'), path: '/manage/teacherList' })).toBeNull();
  });
});

describe("a teacher's landing drawn by the server", () => {
  it('holds the first page of the classes they teach, as the class list asks for it', async () => {
    const teacher = await t.token('teacher01');
    const answers = await answersFor(teacher, '/manage/classList');
    const key = Object.keys(answers).find((k) => k.startsWith('/v1/wangchuang/teacher/clazz/list?'))!;
    expect(key).toBeDefined();
    const first = (await t.call('GET', key, { token: teacher })).body;
    expect(answers[key]).toEqual(first);
    const rows = first.data.list as { name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const drawn = renderSignedIn({ ...visit(answers, 'desktop'), path: '/manage/classList' })!;
    expect(drawn.title).toBe('班级列表 - 创业培训管理平台');
    for (const row of rows) expect(drawn.html).toContain(`>${row.name}</a>`);
  });
});

describe('a product drawn by the server', () => {
  it("holds the product of the address's id, from the detail its HTML also carries", async () => {
    const answers = (await bootDataFor(t.app, `Admin-Token=${learner}`, '/productDetail', new URLSearchParams('id=1')))!.answers!
      .byCall as SignedInVisit['answers'];
    const detail = (await t.call('GET', '/v1/wangchuang/mall/product/1')).body;
    expect(answers['/v1/wangchuang/mall/product/1']).toEqual(detail);
    const drawn = renderSignedIn({ ...visit(answers), path: '/productDetail', search: '?id=1' })!;
    expect(drawn.title).toBe('商品详情 - 创业培训管理平台');
    expect(drawn.html).toContain(detail.data.title.replace(/&/g, '&amp;'));
    // no id, or one that is not a number, asks for nothing
    for (const q of ['', 'id=abc', 'id=0']) {
      const boot = await bootDataFor(t.app, `Admin-Token=${learner}`, '/productDetail', new URLSearchParams(q));
      expect(Object.keys(boot!.answers!.byCall).some((k) => k.includes('/mall/product/'))).toBe(false);
    }
  });
});

describe('the first picture of a drawn page', () => {
  const SHELL =
    '<html><head><meta charset="UTF-8" /><title>x</title><style>.a{}</style></head><body><div id="root"><div class="boot"></div></div></body></html>';
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);

  it('is preloaded from the top of the head: the product’s first image and the mall’s first banner; the rest wait their turn', async () => {
    const answers = (await bootDataFor(t.app, `Admin-Token=${learner}`, '/productDetail', new URLSearchParams('id=1')))!.answers!
      .byCall as SignedInVisit['answers'];
    const images = (answers['/v1/wangchuang/mall/product/1']!.data as { images: string[] }).images;
    expect(images.length).toBeGreaterThan(1);
    const product = withPrerendered(SHELL, renderSignedIn({ ...visit(answers), path: '/productDetail', search: '?id=1' })!);
    expect(preloads(product)).toEqual([images[0]]);
    expect(product.indexOf('rel="preload"')).toBeLessThan(product.indexOf('<style'));
    for (const src of images.slice(1)) expect(product).toMatch(new RegExp(`<img[^>]*src="${src}"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*src="${src}"`));
    // the shop's logo, below the first screen, is asked for only once near it: not before the first paint
    const logo = (answers['/v1/wangchuang/mall/product/1']!.data as { shop: { logo: string } }).shop.logo;
    expect(product).toMatch(new RegExp(`<img src="${logo}"[^>]*loading="lazy"`));

    const home = (await t.call('GET', '/v1/wangchuang/mall/home')).body.data as { banners: { image: string }[] };
    const mall = withPrerendered(SHELL, renderSignedIn({ ...visit(await answersFor(learner, '/home')), path: '/home' })!);
    expect(preloads(mall)).toEqual([home.banners[0]!.image]);
  });

  it('on a shop’s home is the first picture of its blocks, a product’s in a grid where no banner comes first; the other tiles wait', async () => {
    const shopBoot = (await bootDataFor(t.app, undefined, '/shopHome', new URLSearchParams('id=1')))!.answers!.byCall as SignedInVisit['answers'];
    const shop = withPrerendered(SHELL, renderSignedIn({ ...visit(shopBoot), path: '/shopHome', search: '?id=1' })!);
    // the pictures of the blocks in the page's order (the logo in the sign has no text of its own)
    const pictures = [...shop.matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('alt=""'));
    expect(pictures.length).toBeGreaterThan(2);
    expect(preloads(shop)).toEqual([/src="([^"]+)"/.exec(pictures[0]!)![1]]);
    expect(pictures[0]).toContain('fetchpriority="high"');
    // the grids' other tiles are asked for as they come near the screen
    const tiles = pictures.filter((tag) => tag.includes('width="300"'));
    expect(tiles[0]).toBe(pictures[0]);
    for (const tag of tiles.slice(1)) expect(tag).toContain('loading="lazy"');
  });

  it('adds nothing where the page marks no picture (the learner’s landing)', async () => {
    const drawn = renderSignedIn(visit(await answersFor(learner, '/cultivate/learningtasks')))!;
    expect(preloads(withPrerendered(SHELL, drawn))).toEqual([]);
  });
});
