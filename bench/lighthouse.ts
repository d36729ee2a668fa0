import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
}

const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Lighthouse mobile scores (default mobile emulation and throttling). Signed-in pages get the token
 * cookie first and keep storage (disableStorageReset), since the app reads the token from a cookie.
 */
export async function lighthouseScores(baseURL: string, pages: { path: string; token?: string }[]): Promise<LighthouseScores[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cy-lh-'));
  const chrome = await launch({ chromePath: process.env.CHROMIUM || '/usr/bin/chromium', chromeFlags: flags, userDataDir });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: LighthouseScores[] = [];
  try {
    for (const { path, token } of pages) {
      const page = await browser.newPage();
      if (token) await browser.setCookie({ name: 'Admin-Token', value: token, domain: new URL(baseURL).hostname, path: '/' });
      const run = await lighthouse(baseURL + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
        formFactor: 'mobile',
      }, undefined, page);
      const categories = run!.lhr.categories;
      results.push({
        path,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      });
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}
