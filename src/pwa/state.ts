import { proxy } from 'valtio';

/** PWA state the UI reads: offline banner, update prompt, service-worker control. */
export const pwaState = proxy({
  offline: typeof navigator !== 'undefined' ? navigator.onLine === false : false,
  /** A new version is installed and waiting for the user's 刷新. */
  needRefresh: false,
  /** The page is controlled by a service worker. */
  controlled: typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller,
});

let tracking = false;

/** Keeps pwaState.offline in step with the browser (the offline banner). Safe to call more than once. */
export function trackOnline(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  const sync = () => {
    pwaState.offline = navigator.onLine === false;
  };
  window.addEventListener('online', sync);
  window.addEventListener('offline', sync);
  sync();
}
