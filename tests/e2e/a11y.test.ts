/**
 * The accessibility sweep (docs/accessibility.md): axe-core's WCAG 2 A/AA rules over every page of the
 * route table at 390×844 and 1440×900, each signed in as a role that may open it, with each layout's
 * phone drawer opened once per role; no horizontal scroll at 360 px wide; touch targets of 44×44 px
 * on phones. One browser, one context
 * per role and size; pages are opened inside the app (history.pushState) rather than loaded afresh.
 * Everything is collected in beforeAll; each axe rule is then a test of its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import axe from 'axe-core';
import { ALL_ROUTES } from '../../src/api/contract/routes/index.ts';
import { JOIN_CLASS_PATH } from '../../src/api/contract/routes/meta.ts';
import { compilePattern, type AppRoute, type RouteArea } from '../../src/api/contract/routes/meta.ts';
import { NO_TOKEN_WHITELIST } from '../../src/lib/guard.ts';
import { DESKTOP, PHONE, addSignedInCookies, appTookOver, baseURL, launch } from './browser.ts';
import { A11Y_EXCEPTIONS, ONE_TIME_PASSWORD_ACCOUNT, QUERY_PAGES, TRADER, recordPages, setOneTimePassword } from './a11yRoutes.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const RULES = axe
  .getRules(TAGS)
  .map((r) => r.ruleId)
  .sort();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SIZES = { '390x844': PHONE, '1440x900': DESKTOP } as const;
type Size = keyof typeof SIZES;
const NARROW = { width: 360, height: 780 };

interface Finding {
  rule: string;
  impact: string;
  where: string;
  targets: string[];
}
const findings: Finding[] = [];
const notOpened: string[] = [];
const wideAt360: string[] = [];
const smallTargets: string[] = [];
const drawersChecked: string[] = [];
const visited = new Set<string>();
let seconds = 0;
/** Milliseconds spent waiting for pages, in axe, and on the phone checks; the slowest pages to settle. */
const timing = { settle: 0, axe: 0, phone: 0 };
const slowest: { where: string; ms: number }[] = [];

/** Who opens a route: a role the route's meta lets in (null: signed out). */
function accountFor(route: AppRoute, area: RouteArea): string | null {
  if (route.path === '/changePassword') return ONE_TIME_PASSWORD_ACCOUNT;
  // the page a learner whose profile is incomplete is sent to
  if (route.path === '/register') return 'new_student01';
  // the class page of a learner without a class (in the registration pool): one with a class is sent on
  if (route.path === JOIN_CLASS_PATH) return 'stu0270';
  if (area.name === 'public') return SIGNED_OUT.includes(route.path) ? null : 'zbb_student01';
  if (area.name === 'shop' || area.name === 'buyer' || area.name === 'seller') return TRADER;
  const { roles, classTypes } = route.meta;
  if (roles && !roles.includes(6)) return 'admin01';
  if (classTypes && !classTypes.includes('ZBB')) return `${classTypes[0]!.toLowerCase()}_student01`;
  return 'zbb_student01';
}

/** The public pages a signed-out visitor opens (the guard's whitelist); the others need a session. */
const SIGNED_OUT = NO_TOKEN_WHITELIST.filter((p) => p !== '/register');

/** `/` leads everyone elsewhere: signed out to /login, signed in to the role's home (its page is /indexWLH's). */
const LEADS_ELSEWHERE = (route: AppRoute) => !!route.redirect || route.path === '/';

/** Pages to open, per account: the route table less what leads elsewhere (it shows the page it leads to). */
function plan(): Map<string | null, { route: AppRoute; area: RouteArea }[]> {
  const byAccount = new Map<string | null, { route: AppRoute; area: RouteArea }[]>();
  for (const entry of ALL_ROUTES) {
    if (LEADS_ELSEWHERE(entry.route)) continue;
    const account = accountFor(entry.route, entry.area);
    byAccount.set(account, [...(byAccount.get(account) ?? []), entry]);
  }
  // pages with :params or a record in the query last: their links are found on the pages before them
  for (const list of byAccount.values()) list.sort((a, b) => Number(needsLink(a.route)) - Number(needsLink(b.route)));
  return byAccount;
}
const needsLink = (route: AppRoute) => route.path.includes(':') || QUERY_PAGES.includes(route.path) || !!records[route.path];

/**
 * Every title the document is given (the app sets the route's title as a page renders; a page may
 * change it later): a page is checked once it has rendered, not while the one before is still shown.
 */
function TITLES() {
  const w = window as unknown as { a11yTitles: string[] };
  w.a11yTitles = [];
  let last = '';
  new MutationObserver(() => {
    if (document.title !== last) w.a11yTitles.push((last = document.title));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Follows the app's own requests, so a page is checked once its data has arrived. A request open
 * for more than 2 s is a stream or a long poll (the consult stream, a live room's chat): not data
 * the page waits for.
 */
function trackRequests(page: Page) {
  const open = new Map<Request, number>();
  let lastChange = Date.now();
  const kinds = ['fetch', 'xhr', 'script', 'stylesheet', 'image', 'font'];
  page.on('request', (r) => {
    if (!kinds.includes(r.resourceType())) return;
    open.set(r, Date.now());
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const waiting = () => [...open.values()].some((since) => Date.now() - since < 2000);
  return async function settled() {
    const start = Date.now();
    while (Date.now() - start < 6000 && (waiting() || Date.now() - lastChange < 80)) await page.waitForTimeout(25);
    await page
      // on screen only: the kept-alive pages hidden behind this one may be refreshing
      .waitForFunction(
        () => ![...document.querySelectorAll('.boot, .ui-spinner, .adm-skeleton, .adm-spin-loading, [aria-busy="true"]')].some((el) => el.checkVisibility()),
        null,
        { timeout: 4000, polling: 50 },
      )
      .catch(() => undefined);
  };
}

async function runAxe(page: Page, where: string) {
  const violations = await page.evaluate(
    async ({ tags }) => {
      const w = window as unknown as { axe: typeof axe };
      // the kept-alive pages hidden behind this one are not on screen: leaving them out halves axe's time there
      const result = await w.axe.run({ exclude: [['.keep-alive-view[hidden]']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      // the selector, and for contrast the colours and the ratio axe measured
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((n) => {
          const why = v.id === 'color-contrast' ? String(n.any[0]?.message ?? '').replace('Element has insufficient color contrast of ', '') : '';
          return `${n.target.join(' ')}${why ? ` (${why.slice(0, 100)})` : ''}`;
        }),
      }));
    },
    { tags: TAGS },
  );
  for (const v of violations) findings.push({ ...v, where });
}

/** Does the document or the page's own main area scroll sideways at 360 px wide? */
async function wideAtNarrow(page: Page): Promise<string | null> {
  await page.setViewportSize(NARROW);
  const wide = await page.evaluate(
    () =>
      new Promise<string | null>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const doc = document.documentElement;
            const main = document.querySelector('main') ?? document.getElementById('root')!;
            if (doc.scrollWidth > doc.clientWidth) resolve(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
            else if (main.scrollWidth > main.clientWidth + 1) resolve(`main ${main.scrollWidth} > ${main.clientWidth}`);
            else resolve(null);
          }),
        ),
      ),
  );
  await page.setViewportSize(PHONE);
  return wide;
}

/**
 * Controls smaller than 44×44 px on a phone (with the label around them), by class and size. Links
 * inside a sentence are exempt (WCAG 2.5.8's inline exception), and so are disabled controls.
 */
function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Map<string, number>();
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, input[type=checkbox], input[type=radio], [role=button], [role=tab], [role=menuitem], [role=radio], [role=checkbox], [role=switch]',
    );
    for (const el of controls) {
      if (el.matches(':disabled, [aria-disabled=true]') || el.closest('[aria-hidden=true], [inert]')) continue;
      const box = (el.closest('label') ?? el).getBoundingClientRect();
      if (!box.width || !box.height || (box.width >= 44 && box.height >= 44)) continue;
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      if (el.tagName === 'A' && parentText.length > (el.textContent?.trim().length ?? 0) + 4 && getComputedStyle(el).display === 'inline') continue;
      const name = `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''} ${Math.round(box.width)}×${Math.round(box.height)}`;
      found.set(name, (found.get(name) ?? 0) + 1);
    }
    return [...found].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
  });
}

/** Opens the layout's phone drawer, checks it, and closes it again. */
async function checkDrawer(page: Page, where: string) {
  const toggle = page.getByRole('button', { name: '打开菜单' });
  if (!(await toggle.isVisible())) return;
  // a drawn page's toggle is the server's until the app takes over (a tap then is held and replayed): tap the app's
  await appTookOver(page);
  await toggle.click();
  // the drawer's code is loaded on the first tap: beside two browsers on a loaded CI machine it once took over 5 s
  await page.locator('.adm-popup-body nav, .adm-popup-body [role=menu], .adm-popup-body .side-menu').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(350); // the slide-in ends
  await runAxe(page, `${where} (menu drawer open)`);
  drawersChecked.push(where);
  await page.keyboard.press('Escape');
  if (await page.locator('.adm-popup-body .side-menu').isVisible()) await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
  await page.locator('.adm-popup-body .side-menu').waitFor({ state: 'hidden', timeout: 5000 });
}

/** The link a page before this one offered to it (a real record), else null. */
function linkFor(route: AppRoute, links: Set<string>): string | null {
  if (records[route.path]) return records[route.path]!;
  const match = compilePattern(route.path);
  const query = QUERY_PAGES.includes(route.path);
  for (const href of links) {
    const url = new URL(href, 'http://x');
    if (match(url.pathname) && (!query || url.search)) return url.pathname + url.search;
  }
  return null;
}

async function sweep(browser: Browser, account: string | null, size: Size, entries: { route: AppRoute; area: RouteArea }[], links: Set<string>) {
  const context: BrowserContext = await browser.newContext({
    viewport: SIZES[size],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: baseURL(),
    serviceWorkers: 'block',
  });
  if (account) await addSignedInCookies(context, account, account === ONE_TIME_PASSWORD_ACCOUNT ? oneTimePassword : undefined);
  await context.addInitScript({ content: AXE_SOURCE });
  await context.addInitScript(TITLES);
  const page = await context.newPage();
  const settled = trackRequests(page);
  const layoutsWithDrawer = new Set<string>();
  let loaded = false;
  for (const { route, area } of entries) {
    const url = needsLink(route) ? linkFor(route, links) : route.path;
    const where = `${route.path} as ${account ?? 'signed out'} at ${size}`;
    if (!url) {
      notOpened.push(`${where}: no page before it linked to a record`);
      continue;
    }
    if (!loaded) {
      await page.goto(url);
      loaded = true;
    } else {
      await page.evaluate((to) => {
        (window as unknown as { a11yTitles: string[] }).a11yTitles = [];
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      // the new page has rendered once the app has given the document its title
      await page
        .waitForFunction(
          (title) => (window as unknown as { a11yTitles: string[] }).a11yTitles.some((t) => t.startsWith(`${title} - `) || t.startsWith('页面不存在')),
          route.meta.title,
          {
            timeout: 5000,
            polling: 25,
          },
        )
        .catch(() => undefined);
    }
    let t = Date.now();
    await settled();
    timing.settle += Date.now() - t;
    slowest.push({ where: `${route.path} ${size}`, ms: Date.now() - t });
    const { pathname, title, hrefs } = await page.evaluate(() => ({
      pathname: location.pathname,
      title: document.title,
      hrefs: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href')!),
    }));
    for (const href of hrefs) links.add(href);
    if (pathname !== new URL(url, 'http://x').pathname || (route.path !== '/404' && title.startsWith('页面不存在'))) {
      notOpened.push(`${where}: ended at ${pathname} «${title}»`);
      continue;
    }
    visited.add(`${route.path} ${size}`);
    t = Date.now();
    await runAxe(page, where);
    timing.axe += Date.now() - t;
    t = Date.now();
    if (size === '390x844') {
      const small = await smallTouchTargets(page);
      if (small.length) smallTargets.push(`${route.path} as ${account ?? 'signed out'}: ${small.join(', ')}`);
      const wide = await wideAtNarrow(page);
      if (wide) wideAt360.push(`${route.path} as ${account ?? 'signed out'}: ${wide}`);
      const layout = route.layout ?? area.layout;
      if (account && !layoutsWithDrawer.has(layout)) {
        layoutsWithDrawer.add(layout);
        await checkDrawer(page, `${route.path} as ${account} at ${size}`);
      }
    }
    timing.phone += Date.now() - t;
  }
  await context.close();
}

let browser: Browser;
let oneTimePassword = '';
let records: Record<string, string> = {};
beforeAll(async () => {
  const started = Date.now();
  [oneTimePassword, records] = await Promise.all([setOneTimePassword(), recordPages()]);
  browser = await launch();
  const byAccount = plan();
  // teacher01: the teacher's menu (the other back-office roles share admin01's layout)
  const teacherRoute = ALL_ROUTES.find((e) => e.route.path === '/manage/classList')!;
  byAccount.set('teacher01', [teacherRoute]);
  const jobs = [...byAccount].flatMap(([account, entries]) => {
    const links = new Set<string>();
    return (Object.keys(SIZES) as Size[]).map((size) => () => sweep(browser, account, size, entries, links));
  });
  // two pages at a time: while one waits for its data, axe runs on the other
  const next = async (): Promise<void> => {
    const job = jobs.shift();
    if (job) await job().then(next);
  };
  await Promise.all(Array.from({ length: Number(process.env.A11Y_PAGES || 2) }, next));
  seconds = Math.round((Date.now() - started) / 1000);
}, 900_000); // 216 s alone; over 600 s in a fresh-clone CI at load 20
afterAll(async () => {
  await browser?.close();
});

const serious = (f: Finding) => (f.impact === 'critical' || f.impact === 'serious') && !A11Y_EXCEPTIONS.some((e) => e.rule === f.rule && e.matches(f));

describe('accessibility sweep (axe-core, WCAG 2 A/AA)', () => {
  it('opens every page of the route table at both sizes', () => {
    console.log(
      `a11y sweep: ${visited.size} page visits, ${findings.length} violations found in ${seconds} s (${JSON.stringify(timing)}); slowest to settle: ${slowest
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((s) => `${s.where} ${s.ms} ms`)
        .join(', ')}; drawers: ${drawersChecked.join('; ')}`,
    );
    expect(notOpened).toEqual([]);
    const pages = ALL_ROUTES.filter((e) => !LEADS_ELSEWHERE(e.route));
    expect(visited.size).toBe(pages.length * 2);
  });

  it('opens the phone drawer menu of every layout that has one, for each role', () => {
    expect(drawersChecked.length).toBeGreaterThanOrEqual(5);
  });

  it('no horizontal scroll at 360 px wide on any page', () => {
    expect(wideAt360).toEqual([]);
  });

  it('touch targets are at least 44×44 px on phones on every page', () => {
    expect(smallTargets).toEqual([]);
  });

  it.each(RULES)('%s: no critical or serious violation on any route', (rule) => {
    const found = findings.filter((f) => f.rule === rule && serious(f)).map((f) => `${f.where} [${f.impact}]: ${f.targets.join(' | ')}`);
    expect(found).toEqual([]);
  });
});
