import { useSnapshot } from 'valtio';
import { pwaState, trackOnline } from '../pwa/state.ts';

/** Whether the app can reach the network: the browser's events and what the service worker saw (src/pwa/state.ts). */
export function useOnline(): boolean {
  trackOnline();
  return !useSnapshot(pwaState).offline;
}
