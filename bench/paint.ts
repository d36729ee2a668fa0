import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { signedInCookies } from './server.ts';
import { PRERENDERED_PATHS, SERVER_DRAWN_PATHS } from '../src/api/contract/prerender.ts';

/**
 * `npm run bench -- paint`: first paint of whole pages as a first visit meets them: headless Chromium,
 * cold cache (a new context each load, no service worker), 4× CPU slowdown, the pages interleaved
 * round by round with a floor page (one heading, no script) served by the same server, medians of
 * RUNS loads. For each page: LCP, FCP, CLS, the requests the first paint waited for and all those
 * started before it, the JS and CSS bytes transferred by the load event, and LCP over the floor's.
 */
export interface PaintPage {
  path: string;
  login?: string;
  viewport: { width: number; height: number };
}
export interface PaintFigures {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** the document and what the paint waited for (render-blocking stylesheets and scripts) */
  blockingRequests: number;
  /** every request started before the first paint, blocking or not (module preloads among them) */
  requestsBeforePaint: number;
  jsCssKB: number;
  overFloorMs: number;
  /** loads that reported no largest contentful paint at all (left out of lcpMs, and a miss of the budget) */
  loadsWithoutLcp: number;
}

const FLOOR = '/bench-floor.html';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const RUNS = Number(process.env.BENCH_PAINT_RUNS || 6);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const launchArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

declare global {
  interface Window {
    __paint?: { lcp: number; cls: number };
  }
}

/** Watches LCP and layout shifts from the document's start (buffered), as web-vitals does. */
function observe() {
  const paint = (window.__paint = { lcp: 0, cls: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) paint.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) paint.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What the page measured, read once it has settled (network idle, then a moment for late paints). */
function collect() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const before = resources.filter((r) => r.startTime < fcp).length + 1; // and the document itself
  const blocking = resources.filter((r) => (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking').length + 1;
  const jsCss = resources.filter((r) => /\.(js|css)$/.test(new URL(r.name).pathname)).reduce((sum, r) => sum + r.transferSize, 0);
  return { lcp: window.__paint!.lcp, cls: window.__paint!.cls, fcp, before, blocking, jsCss };
}

export async function paintFigures(baseURL: string, distDir: string, pages: PaintPage[], tokenFor: (user: string) => Promise<string>) {
  const floorFile = join(distDir, FLOOR.slice(1));
  writeFileSync(
    floorFile,
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title></head><body><h1>创业培训管理平台</h1></body></html>',
  );
  const tokens = new Map<string, string>();
  for (const { login } of pages) if (login && !tokens.has(login)) tokens.set(login, await tokenFor(login));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: launchArgs });
  const all: PaintPage[] = [{ path: FLOOR, viewport: { width: 390, height: 844 } }, ...pages];
  const samples = new Map<string, ReturnType<typeof collect>[]>(all.map((p) => [key(p), []]));
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const page of all) samples.get(key(page))!.push(await loadOnce(browser, baseURL, page, page.login ? tokens.get(page.login) : undefined));
    }
  } finally {
    await browser.close();
    rmSync(floorFile, { force: true });
  }
  const figures = (k: string) => {
    const s = samples.get(k)!;
    const withLcp = s.filter((x) => x.lcp > 0);
    return {
      lcpMs: withLcp.length ? Math.round(median(withLcp.map((x) => x.lcp))) : NaN,
      loadsWithoutLcp: s.length - withLcp.length,
      fcpMs: Math.round(median(s.map((x) => x.fcp))),
      cls: +median(s.map((x) => x.cls)).toFixed(3),
      blockingRequests: median(s.map((x) => x.blocking)),
      requestsBeforePaint: median(s.map((x) => x.before)),
      jsCssKB: +(median(s.map((x) => x.jsCss)) / 1024).toFixed(1),
    };
  };
  const floor = figures(key(all[0]!));
  const byPage: Record<string, PaintFigures> = {};
  for (const page of pages) {
    const f = figures(key(page));
    byPage[key(page)] = { ...f, overFloorMs: f.lcpMs - floor.lcpMs };
  }
  return { runs: RUNS, cpuSlowdown: 4, floor, pages: byPage };
}

const key = (p: PaintPage) => `${p.path} ${p.viewport.width}×${p.viewport.height}${p.login ? ` (${p.login})` : ''}`;

async function loadOnce(browser: import('playwright-core').Browser, baseURL: string, page: PaintPage, token?: string) {
  // a phone is a phone to the server too: its user agent says so (the server draws a signed-in page for the breakpoint it guesses)
  const phone = page.viewport.width < 768 ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {};
  const context = await browser.newContext({ viewport: page.viewport, serviceWorkers: 'block', ...phone });
  try {
    if (token) await context.addCookies(signedInCookies(baseURL, token));
    await context.addInitScript(observe);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(baseURL + page.path, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(300);
    return await tab.evaluate(collect);
  } finally {
    await context.close();
  }
}

interface PaintBudgets {
  paintOverFloorMs: { drawn: number; phone: number; desktop: number };
  paintCls: number;
  /** Issue 28: requests started before the first paint, the document included, blocking or not. */
  paintRequestsBeforePaint: number;
}

/** What each page misses of issue 28's budgets: a drawn page, a signed-in phone page or a desktop page. */
export function paintOverBudget(pages: Record<string, PaintFigures>, budgets: PaintBudgets): string[] {
  const out: string[] = [];
  for (const [name, f] of Object.entries(pages)) {
    const path = name.split(' ')[0]!.split('?')[0]!;
    // a page whose HTML holds it for everyone: drawn at build time, or a public page the server draws for a visitor not signed in
    const forEveryone =
      (PRERENDERED_PATHS as readonly string[]).includes(path) || (!name.includes('(') && (SERVER_DRAWN_PATHS as readonly string[]).includes(path));
    const kind = forEveryone ? 'drawn' : name.includes('1440') ? 'desktop' : 'phone';
    const over = budgets.paintOverFloorMs[kind];
    if (f.loadsWithoutLcp) out.push(`${name}: no LCP entry in ${f.loadsWithoutLcp} load(s)`);
    if (!(f.overFloorMs <= over)) out.push(`${name}: LCP ${f.overFloorMs} ms over the floor (budget ${over})`);
    if (f.cls >= budgets.paintCls) out.push(`${name}: CLS ${f.cls} (budget < ${budgets.paintCls})`);
    if (f.requestsBeforePaint > budgets.paintRequestsBeforePaint)
      out.push(`${name}: ${f.requestsBeforePaint} requests before the first paint (budget ${budgets.paintRequestsBeforePaint})`);
  }
  return out;
}
