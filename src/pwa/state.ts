import { proxy } from 'valtio';

/** PWA state the UI reads: offline banner, update prompt, service-worker control. */
export const pwaState = proxy({
  offline: typeof navigator !== 'undefined' ? navigator.onLine === false : false,
  /** A new version is installed and waiting for the user's 刷新. */
  needRefresh: false,
  /** The page is controlled by a service worker. */
  controlled: typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller,
});

