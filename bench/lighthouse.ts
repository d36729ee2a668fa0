import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { requestKeyOf } from '../server/http/auth.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Performance of each run; the reported scores are the run with the median performance. */
  performanceRuns: number[];
}

const RUNS = 5; // Lighthouse's own advice for variance: several runs, report the median (runs here vary by ±5 points)

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse mobile scores (default mobile emulation and throttling), the median of five runs per page. Signed-in pages get the token
 * cookie first and keep it (disableStorageReset, since the app reads the token from a cookie); everything else is
 * cleared before each run.
 */
export async function lighthouseScores(baseURL: string, pages: { path: string; token?: string }[]): Promise<LighthouseScores[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cy-lh-'));
  const chrome = await launch({ chromePath: process.env.CHROMIUM || '/usr/bin/chromium', chromeFlags: flags, userDataDir });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: LighthouseScores[] = [];
  try {
    for (const { path, token } of pages) {
      const runs: Omit<LighthouseScores, 'path' | 'performanceRuns'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        // Every run is a first visit: no HTTP cache, service worker or caches from the run before (the cookie stays).
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(baseURL).origin,
          storageTypes: 'service_workers,cache_storage,indexeddb,local_storage',
        });
        await cdp.detach();
        if (token) {
          const domain = new URL(baseURL).hostname;
          await browser.setCookie(
            { name: 'Admin-Token', value: token, domain, path: '/', httpOnly: true, sameSite: 'Strict' },
            { name: 'Admin-Key', value: requestKeyOf(token), domain, path: '/' },
          );
        }
        const run = await lighthouse(
          baseURL + path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: true,
            formFactor: 'mobile',
          },
          undefined,
          page,
        );
        const categories = run!.lhr.categories;
        runs.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
        });
        await page.close();
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
      results.push({ path, ...median, performanceRuns: runs.map((r) => r.performance) });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}
