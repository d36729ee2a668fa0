import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signedInCookies } from './server.ts';

export interface FirstLoad {
  path: string;
  files: string[];
  gzipBytes: number;
}

const launchArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Resolves once no request of the page has been under way for half a second (networkidle, from now on). */
async function quiet(page: import('playwright-core').Page, quietMs = 500) {
  let open = 0;
  let last = Date.now();
  const started = () => void (open++, (last = Date.now()));
  const ended = () => void (open--, (last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (open > 0 || Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The JS and CSS a page's first render downloads (service worker blocked, idle-time prefetches off), and their gzip size from dist/. */
export async function firstLoads(
  baseURL: string,
  pages: { path: string; login?: string }[],
  tokenFor: (user: string) => Promise<string>,
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: launchArgs });
  const results: FirstLoad[] = [];
  try {
    for (const { path, login } of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      if (login) {
        const token = await tokenFor(login);
        await context.addCookies(signedInCookies(baseURL, token));
      }
      // Dialogs fetched when the browser is idle (whenOpen's prefetchWhenIdle) are not part of the first load.
      await context.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      // a page drawn in its HTML may be idle before its code starts loading (after the first paint):
      // the first load is what the app needs to take it over and render, so wait for that, then for quiet
      await page.waitForFunction(() => performance.getEntriesByName('cy:route-ready').length > 0);
      await quiet(page);
      const list = [...files].sort();
      const gzipBytes = list.reduce((sum, f) => {
        const file = join(process.env.DIST_DIR || 'dist', f);
        return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
      }, 0);
      results.push({ path, files: list, gzipBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
