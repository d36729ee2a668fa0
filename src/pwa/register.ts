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
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pwaState.needRefresh = true;
  });
  wb.addEventListener('activated', (event) => {
    // the first install: what this page loaded before the worker ran is cached now, so this
    // area opens offline without having to be visited a second time
    if (!event.isUpdate)
      void wb
        ?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsToWarm(performance.getEntriesByType('resource'), location.origin) } })
        .catch(() => undefined);
  });
  wb.addEventListener('controlling', () => {
    pwaState.controlled = true;
    if (reloadWhenControlled) window.location.reload();
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    pwaState.controlled = !!navigator.serviceWorker.controller;
  });
  void wb.register().catch(() => undefined);
  window.addEventListener('focus', () => void checkForUpdate());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  window.setInterval(() => void checkForUpdate(), UPDATE_INTERVAL_MS);
  // A handle for the e2e suite: detect control and trigger an update check without waiting an hour.
  (window as unknown as { __cyPwa?: unknown }).__cyPwa = { state: pwaState, checkForUpdate, applyUpdate };
  return wb;
}
