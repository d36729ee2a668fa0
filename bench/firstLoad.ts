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
