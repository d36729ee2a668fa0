import { signedInCookies } from './server.ts';
import { chromium } from 'playwright-core';

declare global {
  interface Window {
    __noticeShownAt?: number;
  }
}

/**
 * Time from an offline reload of the notice list to its first item on screen, with 4× CPU slowdown
 * (Playwright, because Lighthouse clears storage). The service worker and caches are warmed online
 * first. Timed inside the page, from navigation start to the first frame after the first item is
 * in the document, and polled for afterwards: Playwright's own locator script, evaluated in the
 * page while it loads, would otherwise compete with the app on the slowed main thread.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Where the time went, from navigation start: the shell's arrival, the document parsed, the app's boot marks (src/app/bootMarks.ts). */
function phases(): Record<string, number> {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('cy:'));
  return { shell: nav.responseEnd, parsed: nav.domInteractive, ...Object.fromEntries(marks.map((m) => [m.name.slice(3), m.startTime])) };
}

export async function offlineNoticeReloadMs(
  baseURL: string,
  token: string,
  runs = 7,
): Promise<{ medianMs: number; runsMs: number[]; medianPhasesMs: Record<string, number> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await context.addCookies(signedInCookies(baseURL, token));
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid=notice-item]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__noticeShownAt = performance.now())));
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/supplymarket/notice`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    await page.reload();
    await page.getByTestId('notice-item').first().waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    // Offline as a phone in flight mode is: navigator.onLine false too. With a CDP session of our own
    // open, Playwright's setOffline alone leaves the page believing it is online (it then tries the
    // network first, as on a dead connection).
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const runsMs: number[] = [];
    const phaseRuns: Record<string, number>[] = [];
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'commit' });
      const started = Date.now();
      let shownAt: number | undefined;
      while ((shownAt = await page.evaluate(() => window.__noticeShownAt)) === undefined) {
        if (Date.now() - started > 30_000) throw new Error('the notice list did not show offline');
        await page.waitForTimeout(50);
      }
      if (await page.evaluate(() => navigator.onLine)) throw new Error('the page believes it is online');
      runsMs.push(Math.round(shownAt));
      phaseRuns.push(await page.evaluate(phases));
    }
    const names = Object.keys(phaseRuns[0] ?? {});
    const medianPhasesMs = Object.fromEntries(names.map((n) => [n, Math.round(median(phaseRuns.map((p) => p[n] ?? NaN)))]));
    return { medianMs: median(runsMs), runsMs, medianPhasesMs };
  } finally {
    await browser.close();
  }
}
