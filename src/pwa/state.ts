import { proxy } from 'valtio';
import { NETWORK_FAILED, NETWORK_OK } from './messages.ts';

/** PWA state the UI reads: offline banner, update prompt, service-worker control. */
export const pwaState = proxy({
  offline: typeof navigator !== 'undefined' ? navigator.onLine === false : false,
  /** A new version is installed and waiting for the user's 刷新. */
  needRefresh: false,
  /** The page is controlled by a service worker. */
  controlled: typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller,
});

let tracking = false;

/**
 * Keeps pwaState.offline in step with the network (the offline banner, the offline notes): the
 * browser's online and offline events, and what the service worker saw: a read it answered from its
 * cache because the network failed means offline, whatever navigator.onLine says (a Wi-Fi that lets
 * nothing through; a page the worker served while offline may even start with onLine true), until a
 * read reaches the network again. Safe to call more than once.
 */
export function trackOnline(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  const sync = () => {
    pwaState.offline = navigator.onLine === false;
  };
  window.addEventListener('online', sync);
  window.addEventListener('offline', sync);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === NETWORK_FAILED) pwaState.offline = true;
    if (event.data?.type === NETWORK_OK) sync();
  });
  sync();
}
