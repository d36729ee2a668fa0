import type { Workbox } from 'workbox-window';
import { listenForInstall } from './install.ts';
import { pwaState, trackOnline } from './state.ts';
import { urlsToWarm } from './cacheKeys.ts';

export { pwaState };

export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;

let wb: Workbox | null = null;
let reloadWhenControlled = false;

/** Asks the server for a new sw.js (on focus, hourly, or from tests). */
export async function checkForUpdate(): Promise<void> {
  if (!wb || pwaState.offline) return;
  try {
    await wb.update();
  } catch {
    // offline or the server is restarting: the next focus or hour tries again
  }
}

/** The user chose 刷新: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(): void {
  if (!wb) return;
  reloadWhenControlled = true;
  wb.messageSkipWaiting();
}

/** A first install that failed (a file of the shell did not arrive) is tried again after this, doubling up to FIRST_INSTALL_RETRY_MAX_MS, or at once when the device is back online. */
const FIRST_INSTALL_RETRY_MS = 5_000;
const FIRST_INSTALL_RETRY_MAX_MS = 5 * 60_000;

/**
 * Registers /sw.js in production builds (prompt type: a new version waits for the user, the page
 * never reloads by itself). Checks for updates on focus, when the tab becomes visible, and hourly.
 * workbox-window is loaded here, not with the entry: nothing on the first screen needs it.
 */
export async function registerServiceWorker(): Promise<Workbox | null> {
  trackOnline();
  listenForInstall();
  if (wb) return wb;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return null;
  const { Workbox } = await import('workbox-window');
  if (wb) return wb;
  wb = registerWorker(Workbox, FIRST_INSTALL_RETRY_MS);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    pwaState.controlled = !!navigator.serviceWorker.controller;
  });
  window.addEventListener('focus', () => void checkForUpdate());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  window.setInterval(() => void checkForUpdate(), UPDATE_INTERVAL_MS);
  // A handle for the e2e suite: detect control and trigger an update check without waiting an hour.
  (window as unknown as { __cyPwa?: unknown }).__cyPwa = { state: pwaState, checkForUpdate, applyUpdate };
  return wb;
}

/**
 * One registration of /sw.js. A page no worker controls yet whose registration fails, or whose new
 * worker fails to install (the browser then drops it), registers again later: without that the app
 * would stay without its offline shell until the next full page load, which an installed app may not
 * see for days.
 */
function registerWorker(Workbox: typeof import('workbox-window').Workbox, retryMs: number): Workbox {
  const next = new Workbox('/sw.js', { scope: '/' });
  next.addEventListener('waiting', () => {
    pwaState.needRefresh = true;
  });
  next.addEventListener('activated', (event) => {
    // the first install: what this page loaded before the worker ran is cached now, so this
    // area opens offline without having to be visited a second time
    if (!event.isUpdate)
      void next
        .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsToWarm(performance.getEntriesByType('resource'), location.origin) } })
        .catch(() => undefined);
  });
  next.addEventListener('controlling', () => {
    pwaState.controlled = true;
    if (reloadWhenControlled) window.location.reload();
  });
  let retried = false;
  const retry = () => {
    if (retried || navigator.serviceWorker.controller) return;
    retried = true;
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      if (!navigator.serviceWorker.controller) wb = registerWorker(Workbox, Math.min(retryMs * 2, FIRST_INSTALL_RETRY_MAX_MS));
    };
    const timer = setTimeout(again, retryMs);
    window.addEventListener('online', again);
  };
  next.addEventListener('redundant', (event) => {
    if (!event.isUpdate) retry();
  });
  void next.register().catch(retry);
  return next;
}
